package calhamer.server.cli;

import calhamer.server.config.ServerConfig;
import calhamer.server.service.HeavyWork;
import calhamer.server.service.MatrixService;
import calhamer.server.service.MatrixService.SolveRequest;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.function.BiFunction;
import picocli.CommandLine.Command;

/** {@code calhamer solve FILE}: the answer of {@code POST /matrix/solve}, offline. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Solve matrix games: the body of POST /matrix/solve in FILE, the answer on standard output.")
public final class SolveCommand extends RequestCommand {

    @Override
    boolean takesMap() {
        return false;
    }

    @Override
    BiFunction<String, JsonNode, Object> handler() {
        ServerConfig config = OfflineRequests.config();
        MatrixService service = new MatrixService(config, new HeavyWork(config));
        return (map, body) -> service.solve(OfflineRequests.read(body, SolveRequest.class));
    }
}
