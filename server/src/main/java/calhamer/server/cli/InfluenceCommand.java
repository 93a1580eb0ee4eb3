package calhamer.server.cli;

import calhamer.server.mapstore.MapRegistry;
import calhamer.server.service.InfluenceService;
import calhamer.server.service.InfluenceService.InfluenceRequest;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.function.BiFunction;
import picocli.CommandLine.Command;

/** {@code calhamer influence FILE}: the answer of {@code POST /maps/{map}/influence}, offline. */
@Command(name = "influence", mixinStandardHelpOptions = true,
        description = "Evaluate positions: the body of POST /maps/{id}/influence in FILE (plus an optional \"map\","
                + " default standard), the answer on standard output.")
public final class InfluenceCommand extends MapRequestCommand {

    @Override
    BiFunction<String, JsonNode, Object> handler(MapRegistry maps) {
        InfluenceService service = new InfluenceService();
        return (map, body) -> service.evaluate(maps.context(map), OfflineRequests.read(body, InfluenceRequest.class));
    }
}
