package calhamer.server.service;

import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.order.OrderSyntaxException;
import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.rules.Edition;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.server.config.ServerConfig;
import calhamer.server.error.ApiException;
import calhamer.server.error.FieldError;
import calhamer.server.mapstore.MapContext;
import calhamer.bot.BotBudget;
import calhamer.bot.BotDecision;
import calhamer.bot.BotOptions;
import calhamer.bot.PreviousPhase;
import calhamer.wire.decisions.ChooseRequest;
import calhamer.wire.decisions.ChooseRequest.BudgetOptions;
import calhamer.wire.decisions.ChooseRequest.ChooseOptions;
import calhamer.wire.decisions.ChooseRequest.PreviousInput;
import calhamer.wire.positions.PositionField;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Order choice for {@code POST /maps/{id}/orders/choose} and the {@code orders} command: the bot's orders for one
 * power, with its explanation (the decision, which {@link DecisionAnswers} turns into the wire's answer).
 */
public final class OrdersService {
    private final HeavyWork heavy;
    private final ServerConfig config;

    /** @return the bot's options the request gives, power names looked up on the map (an unknown name is a 422) */
    private static BotOptions botOptions(DiplomacyMap map, ChooseOptions options) {
        BudgetOptions budget = options.budget();
        BotBudget b = budget == null ? BotBudget.defaults()
                : new BotBudget(budget.cells() == null ? 0 : budget.cells(),
                        budget.timeMillis() == null ? 0 : budget.timeMillis());
        List<FieldError> unknown = new ArrayList<>();
        List<Power> them = powers(map, options.opponents(), "options.opponents", unknown);
        List<Power> friends = powers(map, options.allies(), "options.allies", unknown);
        if (!unknown.isEmpty()) {
            throw ApiException.unprocessable("unknown power(s) in the options", unknown);
        }
        return new BotOptions(them, friends,
                options.depth() == null ? 0 : options.depth(), options.seed() == null ? 0 : options.seed(), b,
                options.candidatesPerUnit() == null ? 0 : options.candidatesPerUnit(),
                options.opponentCandidates() == null ? 0 : options.opponentCandidates(), options.mostProbable(),
                options.social(), options.method(), null, edition(options.edition()));
    }

    /** @return the rulebook edition the game is played by (null: the default, 2000), or a 422 naming the field */
    private static Edition edition(String text) {
        if (text == null) {
            return null;
        }
        try {
            return Edition.parse(text);
        } catch (IllegalArgumentException e) {
            throw ApiException.unprocessable("unknown rulebook edition",
                    List.of(new FieldError("options.edition", e.getMessage())));
        }
    }

    /** @return the powers of the names; each unknown name adds a field error naming it */
    private static List<Power> powers(DiplomacyMap map, List<String> names, String field, List<FieldError> unknown) {
        if (names == null) {
            return null;
        }
        List<Power> powers = new ArrayList<>(names.size());
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            String where = field + "[" + i + "]";
            map.findPower(name).ifPresentOrElse(powers::add, () -> unknown.add(new FieldError(where,
                    "'" + name + "' is not a power of map " + map.id() + " " + map.powerNames())));
        }
        return powers;
    }

    private static Power power(DiplomacyMap map, String name, String field) {
        return map.findPower(name).orElseThrow(() -> ApiException.unprocessable("unknown power",
                List.of(new FieldError(field, "'" + name + "' is not a power of map " + map.id() + " "
                        + map.powerNames()))));
    }

    public OrdersService(ServerConfig config, HeavyWork heavy) {
        this.config = config;
        this.heavy = heavy;
    }

    /** @return the previous phase, or 422 naming each field that does not fit the map */
    private static PreviousPhase previous(MapContext context, PreviousInput input) {
        String field = "options.previous";
        Position position = PositionField.read(context.map(), input.position(), field + ".position");
        if (position.phase().type() != PhaseType.MOVEMENT) {
            throw ApiException.unprocessable("the previous phase must be a movement phase",
                    List.of(new FieldError(field + ".position.phase", "'" + position.phase()
                            + "' is not a movement phase")));
        }
        Map<Power, List<Order>> orders = new LinkedHashMap<>();
        List<FieldError> errors = new ArrayList<>();
        (input.orders() == null ? Map.<String, List<String>>of() : input.orders()).forEach((power, list) -> {
            Power known = context.map().findPower(power).orElse(null);
            if (known == null) {
                errors.add(new FieldError(field + ".orders." + power, "'" + power + "' is not a power of map "
                        + context.map().id()));
                return;
            }
            List<Order> parsed = new ArrayList<>();
            for (int i = 0; i < (list == null ? 0 : list.size()); i++) {
                try {
                    parsed.add(context.adjudicator().parser().parse(list.get(i)));
                } catch (OrderSyntaxException e) {
                    errors.add(new FieldError(field + ".orders." + power + "[" + i + "]", e.getMessage()));
                }
            }
            orders.put(known, parsed);
        });
        if (!errors.isEmpty()) {
            throw ApiException.unprocessable("the previous phase's orders do not read", errors);
        }
        return new PreviousPhase(position, orders);
    }

    /** @return the orders and the explanation, the time guard counted from now */
    public BotDecision choose(MapContext context, ChooseRequest request) {
        return choose(context, request, System.nanoTime());
    }

    /**
     * @param startNanos when the request's clock started ({@code System.nanoTime()}): the time guard and the
     *                   explanation's elapsed time count from there (the offline command: the JVM's start)
     * @return the orders and the explanation
     */
    public BotDecision choose(MapContext context, ChooseRequest request, long startNanos) {
        RequestBodies.require(request, "{\"position\": ..., \"power\": ..., \"options\": ... (optional)}");
        Position position = PositionField.read(context.map(), request.position(), "position");
        Power power = power(context.map(), request.power(), "power");
        if (position.phase().year() >= Phase.MAX_YEAR) {
            throw ApiException.unprocessable("the bot looks ahead a year, and years end at " + Phase.MAX_YEAR,
                    List.of(new FieldError("position.phase", "the bot plays up to year " + (Phase.MAX_YEAR - 1))));
        }
        BotOptions options;
        try {
            options = request.options() == null ? BotOptions.defaults()
                    : botOptions(context.map(), request.options());
            BotOptions.checkSocial(context.map(), options.social());
        } catch (IllegalArgumentException e) {
            throw ApiException.unprocessable("invalid options", List.of(new FieldError("options", e.getMessage())));
        }
        try {
            context.bot().methods().get(options.method());
        } catch (IllegalArgumentException e) {
            throw ApiException.unprocessable("unknown bot method", List.of(new FieldError("options.method",
                    e.getMessage())));
        }
        if (request.options() != null && request.options().previous() != null) {
            options = options.withPrevious(previous(context, request.options().previous()));
        }
        long cells = options.budget().cells();
        if (cells > config.maxMatrixCells()) {
            throw ApiException.overBudget("options.budget.cells " + cells + " is over the server's limit of "
                    + config.maxMatrixCells() + "; raise it with --max-matrix-cells (CALHAMER_MAX_MATRIX_CELLS)");
        }
        // The bot's own time guard stops it a little before the request's time budget runs out.
        long guard = Math.max(1, Math.min(options.budget().timeMillis(), heavy.timeoutMillis() * 9 / 10));
        BotOptions bounded = options.withBudget(new BotBudget(cells, guard));
        // the options were checked above: anything the bot throws now is a bug (a logged 500), not the client's
        return heavy.run("choosing orders", () -> context.bot().decide(position, power, bounded,
                startNanos));
    }
}
