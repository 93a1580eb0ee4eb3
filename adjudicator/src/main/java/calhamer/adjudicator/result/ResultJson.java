package calhamer.adjudicator.result;

import calhamer.adjudicator.position.PositionJson;
import calhamer.maps.Location;
import calhamer.maps.Power;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The JSON form of a phase result:
 * <pre>{"phase": "S1901M",
 *  "orders": [{"power": "FRANCE", "index": 0, "order": "A PAR - BUR", "outcome": "SUCCEEDED", "reason": "MOVED",
 *              "detail": "moved to BUR"}],
 *  "dislodged": [{"power": "AUSTRIA", "unit": "F TRI", "attackerFrom": "VEN", "retreats": ["ALB", "ADR"]}],
 *  "contested": ["TYR"],
 *  "removed": [{"power": "RUSSIA", "unit": "F BAL", "reason": "CIVIL_DISORDER", "detail": "..."}],
 *  "centerChanges": [{"center": "BEL", "from": null, "to": "FRANCE"}],
 *  "winner": null,
 *  "next": { the next position, in the form of PositionJson }}</pre>
 */
public final class ResultJson {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private ResultJson() {
    }

    /** @return the JSON text of a result */
    public static String write(PhaseResult result) {
        return toTree(result).toString();
    }

    /** @return the JSON tree of a result */
    public static ObjectNode toTree(PhaseResult result) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("phase", result.phase().toString());
        ArrayNode orders = root.putArray("orders");
        for (OrderResult r : result.orders()) {
            ObjectNode o = orders.addObject();
            o.put("power", r.power());
            o.put("index", r.index());
            o.put("order", r.order());
            o.put("outcome", r.outcome().name());
            o.put("reason", r.reason().name());
            o.put("detail", r.detail());
        }
        ArrayNode dislodged = root.putArray("dislodged");
        for (Dislodgement d : result.dislodged()) {
            ObjectNode o = dislodged.addObject();
            o.put("power", d.unit().power().name());
            o.put("unit", d.unit().toString());
            o.put("attackerFrom", d.attackerFrom() == null ? null : d.attackerFrom().id());
            ArrayNode retreats = o.putArray("retreats");
            for (Location l : d.retreats()) {
                retreats.add(l.id());
            }
        }
        ArrayNode contested = root.putArray("contested");
        result.contested().stream().map(p -> p.id()).sorted().forEach(contested::add);
        ArrayNode removed = root.putArray("removed");
        for (Removal r : result.removals()) {
            ObjectNode o = removed.addObject();
            o.put("power", r.unit().power().name());
            o.put("unit", r.unit().toString());
            o.put("reason", r.reason().name());
            o.put("detail", r.detail());
        }
        ArrayNode changes = root.putArray("centerChanges");
        for (CenterChange c : result.centerChanges()) {
            ObjectNode o = changes.addObject();
            o.put("center", c.center().id());
            o.put("from", c.from() == null ? null : c.from().name());
            o.put("to", c.to().name());
        }
        root.put("winner", result.winner().map(Power::name).orElse(null));
        root.set("next", PositionJson.toTree(result.next()));
        return root;
    }
}
