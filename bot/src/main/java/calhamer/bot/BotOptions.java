package calhamer.bot;

import calhamer.adjudicator.rules.Edition;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import java.util.List;

/**
 * How the bot decides; the {@code options} object of {@code POST /maps/{id}/orders/choose} with its power names
 * looked up on the map. A missing (null or 0) field takes its default.
 *
 * @param opponents            powers the bot plays against; empty: every neighbouring power whose units can reach
 *                             the provinces a group of its units can reach (default)
 * @param allies               powers whose units are never opponents; the bot may support their units holding in
 *                             threatened provinces (default none)
 * @param depth                1: a payoff matrix of the coming phase; 2: the paper's ply-two expansion, each cell
 *                             worth the game one movement phase later (default 1)
 * @param seed                 the random seed: the mixed strategy is sampled with it (default 0); same seed, same
 *                             orders
 * @param budget               cells and time per decision (default {@link BotBudget#defaults()})
 * @param candidatesPerUnit    how many moves or holds each own unit keeps after narrowing, before supports are
 *                             added (default 3)
 * @param opponentCandidates   how many moves or holds each opposing unit keeps (default 3)
 * @param mostProbable         play the most probable order set of the equilibrium instead of drawing one with the
 *                             seed; null: the method's default ({@link #playsMostProbable(boolean)}; search: the most
 *                             probable set, which played better against DumbBot-class players; matrix: drawn, as
 *                             before issue 9)
 * @param social               a social-range matrix (Wilson, Zuckerman and Nau), rows and columns in the map's
 *                             order of powers, entries in [-1, 1]: the bot's perceived utility is its row times
 *                             every power's value (default: the identity, each power for itself)
 * @param method               the name of the {@link BotMethod} that chooses the orders (default
 *                             {@link BotMethods#DEFAULT}; the options {@code opponents}, {@code allies},
 *                             {@code depth}, {@code candidatesPerUnit}, {@code opponentCandidates} and {@code social}
 *                             shape the matrix method and the matrix candidates of the search); the bot refuses a
 *                             name it has no method of
 * @param previous             the last movement phase with everybody's orders, or null (no memory)
 * @param edition              the rulebook edition the game is played by; search and payoff matrices play by it
 *                             (default {@link Edition#RULES_2000})
 * @param lastYear             the game's last year, when the game ends at a known year and is scored by the centres
 *                             owned then (0: no known end, the default): the search values a position at the end of
 *                             that year's Fall by its centres alone and looks no further
 */
public record BotOptions(List<Power> opponents, List<Power> allies, int depth, long seed, BotBudget budget,
                         int candidatesPerUnit, int opponentCandidates, Boolean mostProbable, double[][] social,
                         String method, PreviousPhase previous, Edition edition, int lastYear) {

    /** The default number of candidates per unit. */
    public static final int DEFAULT_CANDIDATES = 3;
    /** The deepest the matrix method looks: the ply-two expansion (depth 1 is the coming phase, the default). */
    public static final int MAX_DEPTH = 2;

    public BotOptions {
        opponents = opponents == null ? List.of() : List.copyOf(opponents);
        allies = allies == null ? List.of() : List.copyOf(allies);
        depth = depth == 0 ? 1 : depth;
        budget = budget == null ? BotBudget.defaults() : budget;
        method = method == null ? BotMethods.DEFAULT : method;
        edition = edition == null ? Edition.RULES_2000 : edition;
        candidatesPerUnit = candidatesPerUnit == 0 ? DEFAULT_CANDIDATES : candidatesPerUnit;
        opponentCandidates = opponentCandidates == 0 ? DEFAULT_CANDIDATES : opponentCandidates;
        if (depth < 1 || depth > MAX_DEPTH) {
            throw new IllegalArgumentException("depth must be 1 or " + MAX_DEPTH + ": " + depth);
        }
        if (lastYear < 0) {
            throw new IllegalArgumentException("the last year is a year of the game, or 0 for none: " + lastYear);
        }
        if (candidatesPerUnit < 1 || opponentCandidates < 1) {
            throw new IllegalArgumentException("candidate counts must be positive");
        }
        if (social != null) {
            double[][] copy = new double[social.length][];
            for (int i = 0; i < social.length; i++) {
                if (social[i] == null) {
                    throw new IllegalArgumentException("options.social: every row must be an array of numbers");
                }
                copy[i] = social[i].clone();
            }
            social = copy;
        }
    }

    /** Every option at its default. */
    public static BotOptions defaults() {
        return new BotOptions(null, null, 0, 0, null, 0, 0, null, null, null, null, null, 0);
    }

    public BotOptions withSeed(long newSeed) {
        return new BotOptions(opponents, allies, depth, newSeed, budget, candidatesPerUnit, opponentCandidates,
                mostProbable, social, method, previous, edition, lastYear);
    }

    public BotOptions withDepth(int newDepth) {
        return new BotOptions(opponents, allies, newDepth, seed, budget, candidatesPerUnit, opponentCandidates,
                mostProbable, social, method, previous, edition, lastYear);
    }

    public BotOptions withBudget(BotBudget newBudget) {
        return new BotOptions(opponents, allies, depth, seed, newBudget, candidatesPerUnit, opponentCandidates,
                mostProbable, social, method, previous, edition, lastYear);
    }

    public BotOptions withOpponents(List<Power> newOpponents) {
        return new BotOptions(newOpponents, allies, depth, seed, budget, candidatesPerUnit, opponentCandidates,
                mostProbable, social, method, previous, edition, lastYear);
    }

    public BotOptions withAllies(List<Power> newAllies) {
        return new BotOptions(opponents, newAllies, depth, seed, budget, candidatesPerUnit, opponentCandidates,
                mostProbable, social, method, previous, edition, lastYear);
    }

    public BotOptions withCandidates(int own, int opposing) {
        return new BotOptions(opponents, allies, depth, seed, budget, own, opposing, mostProbable, social, method,
                previous, edition, lastYear);
    }

    /**
     * @param methodDefault what the deciding method plays when the option is not given
     * @return whether to play the equilibrium's most probable set rather than draw one with the seed
     */
    public boolean playsMostProbable(boolean methodDefault) {
        return mostProbable != null ? mostProbable : methodDefault;
    }

    public BotOptions withMostProbable(Boolean most) {
        return new BotOptions(opponents, allies, depth, seed, budget, candidatesPerUnit, opponentCandidates, most,
                social, method, previous, edition, lastYear);
    }

    public BotOptions withSocial(double[][] matrix) {
        return new BotOptions(opponents, allies, depth, seed, budget, candidatesPerUnit, opponentCandidates,
                mostProbable, matrix, method, previous, edition, lastYear);
    }

    public BotOptions withMethod(String newMethod) {
        return new BotOptions(opponents, allies, depth, seed, budget, candidatesPerUnit, opponentCandidates,
                mostProbable, social, newMethod, previous, edition, lastYear);
    }

    public BotOptions withEdition(Edition newEdition) {
        return new BotOptions(opponents, allies, depth, seed, budget, candidatesPerUnit, opponentCandidates,
                mostProbable, social, method, previous, newEdition, lastYear);
    }

    public BotOptions withLastYear(int year) {
        return new BotOptions(opponents, allies, depth, seed, budget, candidatesPerUnit, opponentCandidates,
                mostProbable, social, method, previous, edition, year);
    }

    /** @return whether the game ends at a known year ({@link #lastYear}) */
    public boolean endsAtKnownYear() {
        return lastYear > 0;
    }

    public BotOptions withPrevious(PreviousPhase newPrevious) {
        return new BotOptions(opponents, allies, depth, seed, budget, candidatesPerUnit, opponentCandidates,
                mostProbable, social, method, newPrevious, edition, lastYear);
    }

    /**
     * The one check of a social-range matrix against a map (the bot's, and a server's before it starts the bot).
     *
     * @param social the matrix, or null for none
     * @throws IllegalArgumentException when it is not n × n for the map's n powers or has entries outside [-1, 1]
     */
    public static void checkSocial(DiplomacyMap map, double[][] social) {
        if (social == null) {
            return;
        }
        int n = map.powers().size();
        if (social.length != n) {
            throw new IllegalArgumentException("the social-range matrix needs " + n + " rows (one per power of "
                    + map.id() + "), not " + social.length);
        }
        for (double[] row : social) {
            if (row == null || row.length != n) {
                throw new IllegalArgumentException("every row of the social-range matrix needs " + n + " entries");
            }
            for (double c : row) {
                if (!(c >= -1 && c <= 1)) {
                    throw new IllegalArgumentException("social-range entries lie in [-1, 1], not " + c);
                }
            }
        }
    }
}
