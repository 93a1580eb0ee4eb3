package calhamer.bot.learning;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.engine.Board;
import calhamer.adjudicator.engine.RulesEngine;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.rules.Edition;
import calhamer.adjudicator.rules.MapTables;
import calhamer.bot.arena.Arena;
import calhamer.bot.arena.ArenaOptions;
import calhamer.bot.dumbbot.DumbBotPolicy;
import calhamer.bot.dumbbot.DumbBotWeights;
import calhamer.bot.dumbbot.Habits;
import calhamer.bot.dumbbot.ProximityTables;
import calhamer.bot.rollout.LearnedValue;
import calhamer.bot.rollout.PositionFeatures;
import calhamer.bot.rollout.SplitMix;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.ojalgo.matrix.decomposition.Cholesky;
import org.ojalgo.matrix.store.R064Store;

/**
 * Learns the roll-outs' end value offline ({@link LearnedValue}): the blueprint the roll-outs play with (DumbBot's
 * weights, keeping captures and convoying, as {@code SearchSettings.DEFAULT}'s roll-outs) plays {@code games} games
 * against itself from the map's start to the end of {@code lastYear}, game g with the generator seeded by
 * {@code SplitMix.mix(seed, g)}; at the start of every Spring the {@link PositionFeatures} of every power still in
 * the game are a row, and the centres that count for the power at the Spring {@code years} later are its target;
 * the weights are the least-squares fit with an intercept (the normal equations, solved by ojAlgo's Cholesky
 * decomposition). Or the games are the arena's, any players in the seats ({@link #learnFromArena}).
 *
 * <p>The games run in parallel on the common pool; every feature and target is a whole number, so the sums the fit
 * needs are exact and the result is the same on any number of cores. Cost: games × phases × (seven blueprint
 * decisions and a kernel phase), about 2 ms a game on the standard map, plus O(rows · features²).
 */
public final class ValueLearning {
    private static final int F = PositionFeatures.COUNT;
    /** The fit's unknowns: a weight per feature and the intercept. */
    private static final int N = F + 1;

    private ValueLearning() {
    }

    /**
     * @param command the command line to record in the result
     * @throws IllegalArgumentException when fewer than one game, fewer than one year, or no Spring {@code years}
     *                                  after the first one before {@code lastYear} ends
     */
    public static LearnedValue learn(DiplomacyMap map, int games, int years, int lastYear, long seed,
                                     String command) {
        Adjudicator adjudicator = new Adjudicator(map);
        Position start = Position.start(map);
        requireHorizon(games, years, start.phase().year(), lastYear);
        MapTables ix = adjudicator.rules().tables();
        ProximityTables tables = new ProximityTables(ix, DumbBotWeights.NORMAN);
        ThreadLocal<SelfPlay> players = ThreadLocal.withInitial(() -> new SelfPlay(adjudicator, tables, start));
        double[] sums = IntStream.range(0, games).parallel()
                .mapToObj(g -> players.get().play(SplitMix.mix(seed, g), years, lastYear))
                .reduce(new double[N * N + N + 3], ValueLearning::add);
        return fit(sums, map.id(), seed, games, years, lastYear, null, command);
    }

    /**
     * Learns the value from the arena's games of a run instead of the blueprint's self-play: the games
     * {@code from .. from + games − 1} of {@code run} (game g with seed {@code seed + g}, as the arena plays it; give
     * the bots a budget of cells with a time guard no decision reaches and every game is the same on any machine),
     * read position by position ({@link Arena#play}), each Spring's features a row as in {@link #learn}, the Spring
     * after the last year's included (the centres the game ends with are a target too). The games run in parallel
     * on the common pool (each bot's search uses it too). Cost: the run's games, about 9 s a game of twelve years on
     * two cores with seven search bots at 2,666 roll-outs a decision; the fit as in {@link #learn}.
     *
     * @param run     the arena's games: map, players, seats, years, seed, bots' budget
     * @param years   how many years on the centres are predicted
     * @param command the command line to record in the result
     * @throws IllegalArgumentException when the games are shorter than {@code years} and a year, or a player is not
     *                                  an agent of the arena
     */
    public static LearnedValue learnFromArena(ArenaOptions run, int years, String command) {
        DiplomacyMap map = BundledMaps.load(run.map());
        int firstYear = map.start().year();
        int lastYear = firstYear + run.years() - 1;
        requireHorizon(run.games(), years, firstYear, lastYear);
        Adjudicator adjudicator = new Adjudicator(map);
        MapTables ix = adjudicator.rules().tables();
        Arena arena = new Arena();
        ThreadLocal<PositionFeatures> features = ThreadLocal.withInitial(() -> new PositionFeatures(ix));
        double[] sums = IntStream.range(run.from(), run.from() + run.games()).parallel()
                .mapToObj(g -> {
                    GameRows rows = new GameRows(features.get(), years, ix.powerCount());
                    arena.play(run, g, position -> rows.seen(adjudicator.codec().board(position)));
                    return rows.sums;
                })
                .reduce(new double[N * N + N + 3], ValueLearning::add);
        return fit(sums, map.id(), run.seed(), run.games(), years, lastYear, run.key(), command);
    }

    /**
     * The one rule for both sources: at least one game, a horizon of at least one year, and a Spring that many years
     * after the first one before the games end.
     */
    private static void requireHorizon(int games, int years, int firstYear, int lastYear) {
        if (games < 1 || years < 1 || lastYear < firstYear + years) {
            throw new IllegalArgumentException("learning needs at least one game, a horizon of at least one year and a"
                    + " last year at least that horizon after the first (the games run from " + firstYear + " to "
                    + lastYear + ": " + (lastYear - firstYear + 1) + " years)");
        }
    }

    private static double[] add(double[] a, double[] b) {
        double[] s = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            s[i] = a[i] + b[i];
        }
        return s;
    }

    /** Solves the normal equations {@code sums} holds ({@link GameRows#sums}' layout). */
    private static LearnedValue fit(double[] sums, String mapId, long seed, int games, int years, int lastYear,
                                    String arenaRun, String command) {
        int yy = N * N + N;
        double rows = sums[yy + 2];
        R064Store xtx = R064Store.FACTORY.make(N, N);
        R064Store xty = R064Store.FACTORY.make(N, 1);
        for (int i = 0; i < N; i++) {
            xty.set(i, 0, sums[N * N + i]);
            for (int j = 0; j < N; j++) {
                xtx.set(i, j, sums[i * N + j]);
            }
        }
        Cholesky<Double> cholesky = Cholesky.R064.make(xtx);
        if (rows <= N || !cholesky.decompose(xtx) || !cholesky.isSolvable()) {
            throw new IllegalArgumentException("the self-play games gave " + (long) rows
                    + " rows, too few or too alike to fit " + N + " numbers: play more games or more years");
        }
        double[] w = cholesky.getSolution(xty).toRawCopy1D();
        double rss = sums[yy];
        for (int i = 0; i < N; i++) {
            rss -= 2 * w[i] * sums[N * N + i];
            for (int j = 0; j < N; j++) {
                rss += w[i] * w[j] * sums[i * N + j];
            }
        }
        double mean = sums[yy + 1] / rows;
        double tss = sums[yy] - rows * mean * mean;
        double[] weights = new double[F];
        System.arraycopy(w, 0, weights, 0, F);
        return new LearnedValue(mapId, seed, games, years, lastYear, (long) rows, 1 - rss / tss,
                Math.sqrt(Math.max(0, rss) / rows), PositionFeatures.NAMES, weights, w[F], arenaRun, command);
    }

    /** One thread's self-play: a board, the blueprint, the features. */
    private static final class SelfPlay {
        private final RulesEngine engine;
        private final DumbBotPolicy blueprint;
        private final PositionFeatures features;
        private final Board start;
        private final Board board;
        private final long[] orders;
        private final int powers;

        SelfPlay(Adjudicator adjudicator, ProximityTables tables, Position start) {
            MapTables ix = adjudicator.rules().tables();
            this.engine = adjudicator.engine(Edition.RULES_2000);
            this.blueprint = new DumbBotPolicy(engine, tables, DumbBotWeights.NORMAN, new Habits(true, true));
            this.features = new PositionFeatures(ix);
            this.start = adjudicator.codec().board(start);
            this.board = new Board(ix);
            this.orders = new long[Math.max(ix.provinceCount(), 4 * ix.centres().length + 8)];
            this.powers = ix.powerCount();
        }

        /** Plays one game and sums its rows ({@link GameRows#sums}). */
        double[] play(long seed, int years, int lastYear) {
            GameRows rows = new GameRows(features, years, powers);
            SplitMix random = new SplitMix(seed);
            board.copyFrom(start);
            while (board.year() <= lastYear) {
                rows.seen(board);
                blueprint.prepare(board);
                int n = blueprint.playAll(random, orders);
                engine.play(board, orders, n, null);
            }
            return rows.sums;
        }
    }

    /** One game's rows: every Spring's features, each a row per power once the Spring {@code years} later is seen. */
    private static final class GameRows {
        /** {@code XᵀX} (N × N, row-major), {@code Xᵀy} (N), then {@code Σy²}, {@code Σy} and the row count. */
        final double[] sums = new double[N * N + N + 3];
        private final PositionFeatures features;
        private final int years;
        private final int powers;
        private final List<double[]> springs = new ArrayList<>();
        private final double[] row = new double[N];

        GameRows(PositionFeatures features, int years, int powers) {
            this.features = features;
            this.years = years;
            this.powers = powers;
            row[F] = 1;
        }

        /** The game reached this board: at the start of a Spring, its features are kept and rows added. */
        void seen(Board board) {
            if (board.phaseType() != Board.MOVEMENT || board.season() != Board.SPRING) {
                return;
            }
            double[] now = new double[powers * F];
            features.compute(board, now);
            springs.add(now);
            if (springs.size() > years) {
                add(springs.get(springs.size() - 1 - years), now);
            }
        }

        /**
         * Adds a row per power still in the game at {@code then} (a unit or a centre), with its centres {@code now}
         * as the target.
         */
        private void add(double[] then, double[] now) {
            for (int p = 0; p < powers; p++) {
                int o = p * F;
                if (then[o + PositionFeatures.CENTRES] == 0 && then[o + PositionFeatures.UNITS] == 0) {
                    continue;
                }
                System.arraycopy(then, o, row, 0, F);
                double y = now[o + PositionFeatures.CENTRES];
                for (int i = 0; i < N; i++) {
                    sums[N * N + i] += row[i] * y;
                    for (int j = 0; j < N; j++) {
                        sums[i * N + j] += row[i] * row[j];
                    }
                }
                sums[N * N + N] += y * y;
                sums[N * N + N + 1] += y;
                sums[N * N + N + 2]++;
            }
        }
    }
}
