package calhamer.adjudicator.result;

import calhamer.adjudicator.position.PositionJson;
import calhamer.maps.Location;
import calhamer.maps.Power;
import calhamer.maps.Province;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The one JSON form of a phase result: the answer of {@code POST /maps/{id}/adjudicate} (and of the offline
 * {@code adjudicate} command), and, without the position, the account of a Diplomacy move in the game API
 * ({@code POST /games/diplomacy/apply}):
 * <pre>{"phase": "S1901M",
 *  "results": [{"power": "FRANCE", "index": 0, "order": "A PAR - BUR", "outcome": "SUCCEEDED", "reason": "MOVED",
 *               "detail": "moved to BUR"}],
 *  "dislodged": [{"power": "AUSTRIA", "unit": "F TRI", "attackerFrom": "VEN", "retreats": ["ALB", "ADR"]}],
 *  "contested": ["TYR"],
 *  "removed": [{"power": "RUSSIA", "unit": "F BAL", "reason": "CIVIL_DISORDER", "detail": "..."}],
 *  "centerChanges": [{"center": "BEL", "from": null, "to": "FRANCE"}],
 *  "winner": null,
 *  "position": { the next position, in the form of PositionJson }}</pre>
 * Results come power by power (map order), each power's in the order given; contested provinces sorted by id.
 * O(size of the result).
 */
public final class ResultJson {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private ResultJson() {
    }

    /** @return the JSON text of a result, the next position included */
    public static String write(PhaseResult result) {
        return toTree(result).toString();
    }

    /** @return the JSON tree of a result, the next position included */
    public static ObjectNode toTree(PhaseResult result) {
        return toTree(result, true);
    }

    /**
     * @param withPosition whether to add the next position (left out where the caller gives it elsewhere, as the
     *                     game API's {@code state})
     * @return the JSON tree of a result
     */
    public static ObjectNode toTree(PhaseResult result, boolean withPosition) {
        ObjectNode root = NODES.objectNode();
        root.put("phase", result.phase().toString());
        ArrayNode results = root.putArray("results");
        for (OrderResult r : result.orders()) {
            ObjectNode o = results.addObject();
            o.put("power", r.power());
            o.put("index", r.index());
            o.put("order", r.order());
            o.put("outcome", r.outcome().name());
            why(o, r.reason(), r.detail());
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
        result.contested().stream().map(Province::id).sorted().forEach(contested::add);
        ArrayNode removed = root.putArray("removed");
        for (Removal r : result.removals()) {
            ObjectNode o = removed.addObject();
            o.put("power", r.unit().power().name());
            o.put("unit", r.unit().toString());
            why(o, r.reason(), r.detail());
        }
        ArrayNode changes = root.putArray("centerChanges");
        for (CenterChange c : result.centerChanges()) {
            ObjectNode o = changes.addObject();
            o.put("center", c.center().id());
            o.put("from", c.from() == null ? null : c.from().name());
            o.put("to", c.to().name());
        }
        root.put("winner", result.winner().map(Power::name).orElse(null));
        if (withPosition) {
            root.set("position", PositionJson.toTree(result.next()));
        }
        return root;
    }

    /** Writes why something happened: the reason's name and its sentence. */
    private static void why(ObjectNode o, Reason reason, String detail) {
        o.put("reason", reason.name());
        o.put("detail", detail);
    }
}
