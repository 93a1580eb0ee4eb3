package calhamer.server.service;

import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.Position;
import calhamer.bot.BotBudget;
import calhamer.bot.BotDecision;
import calhamer.bot.BotOptions;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.server.config.ServerConfig;
import calhamer.server.error.ApiException;
import calhamer.server.error.FieldChecks;
import calhamer.server.error.FieldError;
import calhamer.server.mapstore.MapContext;
import calhamer.wire.FieldProblem;
import calhamer.wire.decisions.ChooseRequest;
import calhamer.wire.positions.PositionField;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Order choice for {@code POST /maps/{id}/orders/choose} and the {@code orders} command: the bot's orders for one
 * power, with its explanation (the decision, which {@link DecisionAnswers} turns into the wire's answer).
 */
public final class OrdersService {
    private final HeavyWork heavy;
    private final ServerConfig config;

    /**
     * A decision as the request asked for it.
     *
     * @param decision the bot's orders and explanation
     * @param warnings the parts of the request left out, each naming its field
     * @param explain  whether the answer carries the explanation
     */
    public record Chosen(BotDecision decision, List<FieldProblem> warnings, boolean explain) {
        public Chosen {
            warnings = List.copyOf(warnings);
        }
    }

    public OrdersService(ServerConfig config, HeavyWork heavy) {
        this.config = config;
        this.heavy = heavy;
    }

    /** @return the orders and the explanation, the time guard counted from now */
    public Chosen choose(MapContext context, ChooseRequest request) {
        return choose(context, request, System.nanoTime());
    }

    /**
     * @param startNanos when the request's clock started ({@code System.nanoTime()}): the time guard and the
     *                   explanation's elapsed time count from there (the offline command: the JVM's start)
     * @return the orders, the explanation and the warnings on what was left out of the request
     * @throws ApiException 400 without a request; 422 naming every field of the position, the power and the
     *                      options that does not fit (the previous phase is never refused: what of it does not fit
     *                      is a warning); then 422 over budget for more cells than the server allows
     */
    public Chosen choose(MapContext context, ChooseRequest request, long startNanos) {
        RequestBodies.require(request, "{\"position\": ..., \"power\": ..., \"options\": ... (optional)}");
        FieldChecks checks = new FieldChecks();
        Position position = checks.read(() -> PositionField.read(context.map(), request.position(), "position"));
        Power power = checks.read(() -> power(context.map(), request.power()));
        if (position != null) {
            checks.check(() -> checkYear(position));
        }
        List<FieldProblem> warnings = new ArrayList<>();
        BotOptions options = request.options() == null ? BotOptions.defaults()
                : BotOptionsReader.read(context, request.options(), config, checks, warnings);
        if (position != null && options != null && options.endsAtKnownYear()
                && options.lastYear() < position.phase().year()) {
            checks.fits("options.lastYear", "the game's last year cannot be before the position's year "
                    + position.phase().year() + ", found " + options.lastYear());
        }
        checks.refuseIfAny();
        long cells = options.budget().cells();
        if (cells > config.maxMatrixCells() && !cellsGiven(request)) {
            cells = config.maxMatrixCells(); // cells in proportion to a long time guard, capped at the server's limit
        }
        if (cells > config.maxMatrixCells()) {
            throw ApiException.overBudget("options.budget.cells " + cells + " is over the server's limit of "
                    + config.maxMatrixCells() + "; raise it with --max-matrix-cells (CALHAMER_MAX_MATRIX_CELLS)");
        }
        // The bot's own time guard stops it a little before the request's time budget runs out.
        long guard = Math.max(1, Math.min(options.budget().timeMillis(), heavy.timeoutMillis() * 9 / 10));
        BotOptions bounded = options.withBudget(new BotBudget(cells, guard));
        // the options were checked above: anything the bot throws now is a bug (a logged 500), not the client's
        BotDecision decision = heavy.run("choosing orders", () -> context.bot().decide(position, power, bounded,
                startNanos));
        return new Chosen(decision, warnings, request.explains());
    }

    private static boolean cellsGiven(ChooseRequest request) {
        return request.options() != null && request.options().budget() != null
                && request.options().budget().cells() != null && request.options().budget().cells().doubleValue() != 0;
    }

    private static Power power(DiplomacyMap map, String name) {
        return (name == null ? Optional.<Power>empty() : map.findPower(name)).orElseThrow(
                () -> ApiException.unprocessable("unknown power", List.of(new FieldError("power", "expected the "
                        + "power to order for, one of map " + map.id() + " " + map.powerNames() + ", found "
                        + (name == null ? "nothing" : "'" + name + "'")))));
    }

    /** The bot looks a year ahead: a position of the last year has none. */
    private static void checkYear(Position position) {
        if (position.phase().year() >= Phase.MAX_YEAR) {
            throw ApiException.unprocessable("the bot looks ahead a year, and years end at " + Phase.MAX_YEAR,
                    List.of(new FieldError("position.phase", "the bot plays up to year " + (Phase.MAX_YEAR - 1))));
        }
    }
}
