package calhamer.server.service;

import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.rules.Edition;
import calhamer.bot.BotBudget;
import calhamer.bot.BotMethods;
import calhamer.bot.BotOptions;
import calhamer.bot.PreviousPhase;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.server.config.ServerConfig;
import calhamer.server.error.ApiException;
import calhamer.server.error.FieldChecks;
import calhamer.server.error.FieldError;
import calhamer.server.mapstore.MapContext;
import calhamer.wire.decisions.ChooseRequest.BudgetOptions;
import calhamer.wire.decisions.ChooseRequest.ChooseOptions;
import calhamer.wire.FieldProblem;
import calhamer.wire.errors.Ranges;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The bot's options of {@code POST /maps/{id}/orders/choose} ({@code options}) read on the request's map, every
 * option that does not fit refused with the range or the values it takes ({@link Ranges}): the depth, the candidate
 * counts and the budget by their ranges, the powers, the social-range matrix, the method and the edition by the map
 * and the bot; the previous phase is taken as far as it fits, the rest left out with a warning
 * ({@link PreviousReader}). The ranges are the bot's ({@link BotOptions}, {@link BotBudget}); the budget's upper
 * bound, the server's, is checked by the caller. O(size of the options).
 */
final class BotOptionsReader {
    private BotOptionsReader() {
    }

    /**
     * @param checks   where every option that does not fit is refused
     * @param warnings where the parts of the previous phase the bot cannot take are named ({@link PreviousReader})
     * @return the options, or null when one does not fit
     */
    static BotOptions read(MapContext context, ChooseOptions o, ServerConfig config, FieldChecks checks,
                           List<FieldProblem> warnings) {
        DiplomacyMap map = context.map();
        BudgetOptions b = o.budget() == null ? new BudgetOptions(null, null) : o.budget();
        String defaults = "; 0 or left out: ";
        checks.fits("options.depth", Ranges.whole(given(o.depth()), 1, BotOptions.MAX_DEPTH, "the matrix method's "
                + "depth: 1 the coming phase, 2 the ply-two expansion" + defaults + 1));
        checks.fits("options.candidatesPerUnit", Ranges.whole(given(o.candidatesPerUnit()), 1, Integer.MAX_VALUE,
                "moves or holds each own unit keeps" + defaults + BotOptions.DEFAULT_CANDIDATES));
        checks.fits("options.opponentCandidates", Ranges.whole(given(o.opponentCandidates()), 1, Integer.MAX_VALUE,
                "moves or holds each opposing unit keeps" + defaults + BotOptions.DEFAULT_CANDIDATES));
        checks.fits("options.budget.cells", Ranges.whole(given(b.cells()), BotBudget.MIN_CELLS, Long.MAX_VALUE,
                "outcomes evaluated" + defaults + BotBudget.DEFAULT_CELLS + " per " + BotBudget.DEFAULT_TIME_MILLIS
                        + " ms of timeMillis; at most the server's "
                        + "--max-matrix-cells, " + config.maxMatrixCells()));
        checks.fits("options.budget.timeMillis", Ranges.whole(given(b.timeMillis()), 1, Long.MAX_VALUE,
                "milliseconds" + defaults + BotBudget.DEFAULT_TIME_MILLIS + "; the server stops a decision at 90% "
                        + "of its --search-millis, " + config.searchTime().toMillis() * 9 / 10));
        checks.fits("options.lastYear", Ranges.whole(given(o.lastYear()), 1, Phase.MAX_YEAR - 1, "the game's last "
                + "year, when it ends then and is scored by the centres owned" + defaults + "no known end"));
        List<Power> them = powers(map, o.opponents(), "options.opponents", checks);
        List<Power> friends = powers(map, o.allies(), "options.allies", checks);
        checks.check(() -> social(map, o.social()));
        checks.check(() -> method(context, o.method()));
        Edition edition = o.edition() == null ? null : checks.read(() -> edition(o.edition()));
        PreviousPhase previous = o.previous() == null ? null : PreviousReader.read(context, o.previous(), warnings);
        if (checks.refused("options")) {
            return null;
        }
        BotOptions options = new BotOptions(them, friends, or(o.depth()), o.seed() == null ? 0 : o.seed(),
                new BotBudget(b.cells() == null ? 0 : b.cells().longValue(),
                        b.timeMillis() == null ? 0 : b.timeMillis().longValue()),
                or(o.candidatesPerUnit()), or(o.opponentCandidates()), o.mostProbable(), o.social(), o.method(), null,
                edition, or(o.lastYear()));
        return previous == null ? options : options.withPrevious(previous);
    }

    /** @return a number given, or null when left out or 0 (the default) */
    private static Number given(Number value) {
        return value == null || value.doubleValue() == 0 ? null : value;
    }

    /** @return an option in its range as an int, 0 (the default) when left out */
    private static int or(Number value) {
        return value == null ? 0 : value.intValue();
    }

    /** @return the powers of the names (null for none given); each unknown name is refused at its index */
    private static List<Power> powers(DiplomacyMap map, List<String> names, String field, FieldChecks checks) {
        if (names == null) {
            return null;
        }
        List<Power> powers = new ArrayList<>(names.size());
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            String where = field + "[" + i + "]";
            (name == null ? Optional.<Power>empty() : map.findPower(name)).ifPresentOrElse(powers::add,
                    () -> checks.fits(where, "expected a power of map " + map.id() + " " + map.powerNames()
                            + ", found " + (name == null ? "null" : "'" + name + "'")));
        }
        return powers;
    }

    private static void social(DiplomacyMap map, double[][] social) {
        try {
            if (social != null) {
                for (double[] row : social) {
                    if (row == null) {
                        throw new IllegalArgumentException("every row of the social-range matrix is an array of "
                                + "numbers from -1 to 1, one per power");
                    }
                }
            }
            BotOptions.checkSocial(map, social);
        } catch (IllegalArgumentException e) {
            throw ApiException.unprocessable("invalid social-range matrix", List.of(new FieldError("options.social",
                    e.getMessage())));
        }
    }

    private static void method(MapContext context, String name) {
        try {
            context.bot().methods().get(name == null ? BotMethods.DEFAULT : name);
        } catch (IllegalArgumentException e) {
            throw ApiException.unprocessable("unknown bot method", List.of(new FieldError("options.method",
                    e.getMessage())));
        }
    }

    /** @return the rulebook edition the game is played by, or a 422 naming the field */
    private static Edition edition(String text) {
        try {
            return Edition.parse(text);
        } catch (IllegalArgumentException e) {
            throw ApiException.unprocessable("unknown rulebook edition",
                    List.of(new FieldError("options.edition", e.getMessage())));
        }
    }
}
