package calhamer.server.cli;

import calhamer.server.maps.MapRegistry;
import calhamer.server.service.AdjudicationService;
import calhamer.server.service.AdjudicationService.AdjudicateRequest;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.function.BiFunction;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code calhamer adjudicate FILE}: the answer of {@code POST /maps/{map}/adjudicate}, offline. */
@Command(name = "adjudicate", mixinStandardHelpOptions = true,
        description = "Adjudicate phases: the body of POST /maps/{id}/adjudicate in FILE (plus an optional \"map\","
                + " default standard), the answer on standard output.")
public final class AdjudicateCommand extends RequestCommand {
    @Option(names = "--data-dir", defaultValue = "${env:CALHAMER_DATA_DIR:-calhamer-data}",
            description = "Where uploaded maps are kept. Default: ${DEFAULT-VALUE}.")
    Path dataDir;

    @Override
    boolean takesMap() {
        return true;
    }

    @Override
    BiFunction<String, JsonNode, Object> handler() {
        MapRegistry maps = new MapRegistry(dataDir);
        AdjudicationService service = new AdjudicationService();
        return (map, body) -> service.adjudicate(maps.context(map), OfflineRequests.read(body, AdjudicateRequest.class));
    }
}
