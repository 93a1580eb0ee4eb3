package calhamer.adjudicator.position;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.Province;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON form of a position, the one every API uses:
 * <pre>{"phase": "S1901M", "units": {"FRANCE": ["A PAR", "F BRE", "F STP/NC"]}, "centers": {"FRANCE": ["PAR", "BRE"]},
 *  "dislodged": {"AUSTRIA": [{"unit": "F TRI", "attackerFrom": "TYR"}]}, "contested": ["ALB"]}</pre>
 * Powers are upper case; {@code dislodged} and {@code contested} appear only in retreat phases ({@code attackerFrom}
 * is null when the attacker came by convoy). Reading checks everything and refuses a malformed position as a whole,
 * naming every problem ({@link InvalidPositionException}); writing gives the canonical form (powers in map order,
 * units in board order, centres in province order).
 */
public final class PositionJson {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private PositionJson() {
    }

    /**
     * Reads a position.
     *
     * @throws InvalidPositionException naming every problem
     */
    public static Position read(DiplomacyMap map, String json) {
        JsonNode root;
        try {
            root = MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new InvalidPositionException(List.of(new PositionProblem("$",
                    "not valid JSON: " + e.getOriginalMessage())));
        }
        return read(map, root);
    }

    /**
     * Reads a position from a JSON tree.
     *
     * @throws InvalidPositionException naming every problem
     */
    public static Position read(DiplomacyMap map, JsonNode root) {
        return new PositionReader(map).read(root);
    }

    /** @return the canonical JSON text of a position */
    public static String write(Position position) {
        return toTree(position).toString();
    }

    /** @return the canonical JSON tree of a position */
    public static ObjectNode toTree(Position position) {
        DiplomacyMap map = position.map();
        ObjectNode root = MAPPER.createObjectNode();
        root.put("phase", position.phase().toString());
        ObjectNode units = root.putObject("units");
        ObjectNode centers = root.putObject("centers");
        for (Power power : map.powers()) {
            List<Unit> own = position.unitsOf(power);
            if (!own.isEmpty()) {
                ArrayNode list = units.putArray(power.name());
                own.forEach(u -> list.add(u.toString()));
            }
            List<Province> owned = position.centersOf(power);
            if (!owned.isEmpty()) {
                ArrayNode list = centers.putArray(power.name());
                owned.forEach(p -> list.add(p.id()));
            }
        }
        if (position.phase().type() == PhaseType.RETREAT) {
            ObjectNode dislodged = root.putObject("dislodged");
            Map<Power, ArrayNode> byPower = new LinkedHashMap<>();
            for (Power power : map.powers()) {
                for (DislodgedUnit d : position.dislodged()) {
                    if (d.unit().power().equals(power)) {
                        ObjectNode entry = byPower.computeIfAbsent(power, p -> dislodged.putArray(p.name()))
                                .addObject();
                        entry.put("unit", d.unit().toString());
                        entry.put("attackerFrom", d.attackerFrom() == null ? null : d.attackerFrom().id());
                    }
                }
            }
            ArrayNode contested = root.putArray("contested");
            map.provinces().stream().filter(position.contested()::contains).forEach(p -> contested.add(p.id()));
        }
        return root;
    }
}
