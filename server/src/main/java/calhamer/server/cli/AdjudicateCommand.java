package calhamer.server.cli;

import calhamer.server.maps.MapRegistry;
import calhamer.server.service.AdjudicationService;
import calhamer.server.service.AdjudicationService.AdjudicateRequest;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.function.BiFunction;
import picocli.CommandLine.Command;

/** {@code calhamer adjudicate FILE}: the answer of {@code POST /maps/{map}/adjudicate}, offline. */
@Command(name = "adjudicate", mixinStandardHelpOptions = true,
        description = "Adjudicate phases: the body of POST /maps/{id}/adjudicate in FILE (plus an optional \"map\","
                + " default standard), the answer on standard output.")
public final class AdjudicateCommand extends MapRequestCommand {

    @Override
    BiFunction<String, JsonNode, Object> handler(MapRegistry maps) {
        AdjudicationService service = new AdjudicationService();
        return (map, body) -> service.adjudicate(maps.context(map), OfflineRequests.read(body, AdjudicateRequest.class));
    }
}
