package calhamer.server.cli;

import calhamer.server.config.ServerConfig;
import calhamer.server.service.HeavyWork;
import calhamer.server.service.MatrixService;
import calhamer.server.service.MatrixService.SolveRequest;
import calhamer.wire.JsonForms;
import picocli.CommandLine.Command;

/** {@code calhamer solve FILE}: the answer of {@code POST /matrix/solve}, offline. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Solve matrix games: the body of POST /matrix/solve in FILE, the answer on standard output.")
public final class SolveCommand extends RequestCommand {

    @Override
    OfflineRequests.Handler handler() {
        ServerConfig config = OfflineRequests.config();
        MatrixService service = new MatrixService(config, HeavyWork.onEveryCore(config));
        return body -> service.solve(JsonForms.read(body, SolveRequest.class));
    }
}
