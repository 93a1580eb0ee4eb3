package calhamer.server.cli;

import calhamer.server.config.FlagChecks;
import calhamer.server.config.ServerConfig;
import calhamer.server.error.ApiException;
import calhamer.server.mapstore.MapRegistry;
import calhamer.server.service.GamesService;
import calhamer.server.service.GamesService.GameRequest;
import calhamer.server.service.HeavyWork;
import calhamer.strategy.game.GameRegistry;
import calhamer.wire.JsonForms;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code calhamer game GAME ENDPOINT FILE}: the answer of {@code POST /games/{GAME}/{ENDPOINT}} offline, from the
 * same service the server uses, for every registered game.
 */
@Command(name = "game", mixinStandardHelpOptions = true,
        description = "Answer a game endpoint offline: the body of POST /games/GAME/ENDPOINT in FILE, the answer on "
                + "standard output (the same JSON the server sends).")
public final class GameCommand implements Callable<Integer> {
    private static final List<String> ENDPOINTS = List.of("legal", "apply", "evaluate", "move", "solve");

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "A registered game, e.g. influence, nim.")
    String game;

    @Parameters(index = "1", paramLabel = "ENDPOINT", description = "legal, apply, evaluate, move or solve.")
    String endpoint;

    @Parameters(index = "2", paramLabel = "FILE", description = "The request (JSON), or - for standard input.")
    String file;

    @Option(names = "--jsonl", description = "Read one request per line and write one answer per line.")
    boolean jsonl;

    @Option(names = "--data-dir", defaultValue = "${env:CALHAMER_DATA_DIR:-calhamer-data}",
            description = "Where uploaded maps are kept (diplomacy's map option may name one). Default: ${DEFAULT-VALUE}.")
    java.nio.file.Path dataDir;

    @Option(names = "--search-millis", defaultValue = "${env:CALHAMER_SEARCH_MILLIS:-10000}",
            description = "Longest search or solve per request, ms. Default: ${DEFAULT-VALUE}.")
    long searchMillis;

    @Option(names = "--max-solve-states", defaultValue = "${env:CALHAMER_MAX_SOLVE_STATES:-100000000}",
            description = "Most distinct states one exact solve may remember. Default: ${DEFAULT-VALUE}.")
    long maxSolveStates;

    @Override
    public Integer call() {
        FlagChecks flags = new FlagChecks().whole("--search-millis", searchMillis, 1, Long.MAX_VALUE, "milliseconds")
                .whole("--max-solve-states", maxSolveStates, 1, Long.MAX_VALUE, null);
        if (!ENDPOINTS.contains(endpoint)) {
            flags.problem("ENDPOINT", "expected one of " + ENDPOINTS + ", found '" + endpoint + "'");
        }
        if (!flags.problems().isEmpty()) {
            flags.problems().forEach(p -> spec.commandLine().getErr().println("calhamer game: " + p));
            spec.commandLine().getErr().flush();
            return 2;
        }
        ServerConfig d = OfflineRequests.config();
        ServerConfig config = d.withLimits(d.maxBodyBytes(), d.maxOrderSets(), d.maxMatrixCells(),
                Duration.ofMillis(searchMillis), d.maxHeavyRequests()).withSolveStates(maxSolveStates);
        GamesService service = new GamesService(GameRegistry.load(), config, HeavyWork.onEveryCore(config),
                new MapRegistry(dataDir)::find);
        OfflineRequests.Handler handler = body -> {
            GameRequest request = JsonForms.read(body, GameRequest.class);
            return switch (endpoint) {
                case "legal" -> service.legal(game, request);
                case "apply" -> service.apply(game, request);
                case "evaluate" -> service.evaluate(game, request);
                case "move" -> service.move(game, request);
                case "solve" -> service.solve(game, request);
                default -> throw ApiException.notFound("no endpoint '" + endpoint + "'");
            };
        };
        return OfflineRequests.run(spec, file, jsonl, handler);
    }
}
