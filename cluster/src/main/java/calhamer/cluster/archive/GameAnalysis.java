package calhamer.cluster.archive;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.result.PhaseResult;
import calhamer.adjudicator.rules.AdjudicationOptions;
import calhamer.adjudicator.rules.Edition;
import calhamer.influence.Decay;
import calhamer.influence.diplomacy.IncrementalWorldEvaluator;
import calhamer.influence.diplomacy.Standings;
import calhamer.influence.diplomacy.Weights;
import calhamer.influence.diplomacy.WorldEvaluator;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.io.BundledMaps;
import calhamer.wire.WireJson;
import calhamer.wire.adjudication.AdjudicationRequest;
import calhamer.wire.adjudication.AdjudicationRequestJson;
import calhamer.wire.positions.PositionJson;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Analyses one game record of an archive ({@link ArchiveGenerator} writes the form): every phase, read by the batch
 * adjudication's reader ({@link AdjudicationRequestJson}), is adjudicated by the one adjudicator and its next position
 * checked against the next phase's recorded position (the last against {@code "final"}, when given); every phase's
 * position is scored by the influence evaluator with the paper's weights and decay (each power's standing). The
 * answer is one line of JSON: {@code {"line", "game", "map", "phases", "agreeing", "disagreeing": [{"phase",
 * "index"}], "standings": [{"phase", "AUSTRIA": 0.142, ...}], "final": {"phase", "centres": {...}}, "winner"}}, or
 * for a line that cannot be read {@code {"line", "error"}} naming the line and what is wrong there. The map of each
 * record is loaded once per JVM. Thread-safe.
 */
public final class GameAnalysis {
    private static final Map<String, Tools> TOOLS = new ConcurrentHashMap<>();

    /** The adjudicator and influence evaluator of one map. */
    private record Tools(DiplomacyMap map, Adjudicator adjudicator, WorldEvaluator evaluator) {
    }

    private GameAnalysis() {
    }

    /**
     * @param line   one line of the archive
     * @param number its line number (from 1), for the answer and for messages
     * @return the analysis, or an error line
     */
    public static ObjectNode analyse(String line, long number) {
        ObjectMapper json = WireJson.mapper();
        ObjectNode out = json.createObjectNode();
        out.put("line", number);
        try {
            JsonNode record;
            try {
                record = json.readTree(line);
            } catch (JsonProcessingException e) {
                throw new IllegalArgumentException("not JSON (column " + e.getLocation().getColumnNr() + "): "
                        + e.getOriginalMessage());
            }
            if (record == null || !record.isObject() || !record.path("phases").isArray()) {
                throw new IllegalArgumentException("not a game record: an object with \"phases\" (an array of"
                        + " adjudication requests) was expected");
            }
            String mapId = record.path("map").asText("standard");
            Tools tools = tools(mapId);
            out.put("game", record.path("game").asText(Long.toString(number)));
            out.put("map", mapId);
            JsonNode phases = record.get("phases");
            out.put("phases", phases.size());
            out.put("agreeing", 0); // set below; first, so that a reader of the totals stops here
            ArrayNode disagreeing = json.createArrayNode();
            ArrayNode standings = json.createArrayNode();
            Position next = null;
            Position last = null;
            for (int i = 0; i < phases.size(); i++) {
                AdjudicationRequest request = read(phases.get(i), tools.map(), i);
                Position position = request.position();
                if (next != null && !next.equals(position)) {
                    disagreeing.addObject().put("index", i - 1).put("phase", last.phase().toString());
                }
                standings.add(standings(tools, position));
                PhaseResult result = tools.adjudicator().adjudicate(position, request.orders(), options(request));
                next = result.next();
                last = position;
            }
            if (record.hasNonNull("final") && next != null) {
                Position end = PositionJson.read(tools.map(), record.get("final"));
                if (!next.equals(end)) {
                    disagreeing.addObject().put("index", phases.size() - 1).put("phase", last.phase().toString());
                }
            }
            out.put("agreeing", phases.size() - disagreeing.size());
            out.set("disagreeing", disagreeing);
            out.set("standings", standings);
            if (next != null) {
                ObjectNode end = out.putObject("final");
                end.put("phase", next.phase().toString());
                ObjectNode centres = end.putObject("centres");
                for (Power power : tools.map().powers()) {
                    centres.put(power.name(), next.centerCount(power));
                }
            }
            return out;
        } catch (IOException | RuntimeException e) {
            String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            ObjectNode error = json.createObjectNode();
            error.put("line", number);
            error.put("error", "line " + number + ": " + why.replace('\n', ' '));
            return error;
        }
    }

    private static AdjudicationRequest read(JsonNode phase, DiplomacyMap map, int index) throws IOException {
        try {
            AdjudicationRequest request = AdjudicationRequestJson.read(WireJson.mapper().writeValueAsBytes(phase),
                    map);
            if (request == null || request.position() == null) {
                throw new IllegalArgumentException("no position");
            }
            return request;
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException("phases[" + index + "] is not an adjudication request: "
                    + e.getMessage(), e);
        }
    }

    private static AdjudicationOptions options(AdjudicationRequest request) {
        AdjudicationRequest.Options given = request.options();
        return given == null || given.edition() == null ? AdjudicationOptions.DEFAULT
                : AdjudicationOptions.DEFAULT.withEdition(Edition.parse(given.edition()));
    }

    private static ObjectNode standings(Tools tools, Position position) {
        Standings s = tools.evaluator().evaluate(position);
        ObjectNode row = WireJson.mapper().createObjectNode();
        row.put("phase", position.phase().toString());
        for (Power power : tools.map().powers()) {
            row.put(power.name(), Math.round(s.standing(power) * 1e4) / 1e4);
        }
        return row;
    }

    private static Tools tools(String mapId) {
        return TOOLS.computeIfAbsent(mapId, id -> {
            DiplomacyMap map = BundledMaps.load(id);
            return new Tools(map, new Adjudicator(map), new IncrementalWorldEvaluator(map, Weights.PAPER,
                    Decay.PAPER));
        });
    }
}
