package calhamer.bot.equilibrium;

import static calhamer.bot.equilibrium.BlueprintLikenessTest.IX;
import static calhamer.bot.equilibrium.BlueprintLikenessTest.STANDARD;
import static calhamer.bot.equilibrium.BlueprintLikenessTest.W;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.bot.dumbbot.DumbBotWeights;
import calhamer.bot.dumbbot.ProximityTables;
import calhamer.bot.rollout.GameEnd;
import calhamer.bot.rollout.OwnOrders;
import calhamer.bot.rollout.SplitMix;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;

/** The other powers modelled as searchers: when it applies, and what a modelled power's candidates become. */
class SearcherModelTest {
    private static final SearchSettings SETTINGS = SearchSettings.DEFAULT;
    private static final ThreadLocal<SearchWorkspace> WORKSPACES = ThreadLocal.withInitial(() ->
            new SearchWorkspace(BlueprintLikenessTest.RULES, new ProximityTables(IX, DumbBotWeights.NORMAN),
                    DumbBotWeights.NORMAN, SETTINGS));
    private static final OwnVariants.Remembered NOTHING = new OwnVariants.Remembered(List.of(), new boolean[7]);
    private static final int AUSTRIA = STANDARD.power("AUSTRIA").index();
    private static final int TURKEY = STANDARD.power("TURKEY").index();

    private static SearcherModel model(Deadline deadline) {
        return new SearcherModel(IX, SETTINGS, W, lists -> MovementSearch.valuer(W.root, SETTINGS, WORKSPACES::get,
                lists, GameEnd.NEVER, deadline));
    }

    /** The Fall of 1901, every unit where it started. */
    private static final String FALL = """
            {"phase": "F1901M", "units": {"AUSTRIA": ["A VIE", "A BUD", "F TRI"], "ENGLAND": ["F LON", "F EDI",
             "A LVP"], "TURKEY": ["A CON", "A SMY", "F ANK"]},
             "centers": {"AUSTRIA": ["VIE", "BUD", "TRI"], "ENGLAND": ["LON", "EDI", "LVP"], "TURKEY": ["CON",
             "SMY", "ANK"]}}""";

    /** It reads the table from the share of the others' units ordered outside the DumbBot-class player's draws. */
    @Test
    void itAppliesWhenTheOthersOrderOnAverageOutsideTheDumbBotClassPlayer() {
        SearcherModel model = model(new Deadline(System.nanoTime(), 60_000));
        double nan = Double.NaN;
        boolean[] none = new boolean[7];
        assertTrue(model.applies(new double[] {0, 0.2, 0.1, 0, 0.3, 0, 0.1}, AUSTRIA, none), "mean 0.117");
        assertFalse(model.applies(new double[] {1, 0.1, 0.1, 0, 0.2, 0, 0.1}, AUSTRIA, none),
                "mean 0.083: the deciding power's own orders do not count");
        assertTrue(model.applies(new double[] {0, nan, nan, 0.5, nan, nan, nan}, AUSTRIA, none),
                "powers without units skipped");
        boolean[] random = new boolean[7];
        random[TURKEY] = true;
        assertFalse(model.applies(new double[] {0, 0, 0, 0, 0, 0.1, 1}, AUSTRIA, random),
                "a power that played at random does not count");
        assertTrue(model.applies(new double[] {0, 1, 1, 1, 1, 1, 1}, AUSTRIA, none), "nothing like it");
        assertFalse(model.applies(nanArray(), AUSTRIA, none), "no memory: the blueprint's model");
        random = new boolean[7];
        Arrays.fill(random, true);
        assertFalse(model.applies(new double[] {0, 1, 1, 1, 1, 1, 1}, AUSTRIA, random), "only random players");
    }

    private static double[] nanArray() {
        double[] a = new double[7];
        Arrays.fill(a, Double.NaN);
        return a;
    }

    /**
     * At the start, every other power that does not play at random gets its own small search's most probable sets:
     * legal sets of its units, distinct, at most as many as the deciding power keeps, their prior its equilibrium
     * probabilities; the deciding power and the random player keep theirs.
     */
    @Test
    void aModelledPowerPlaysItsOwnSearchsMostProbableSets() {
        List<List<Candidate>> candidates = new ArrayList<>();
        List<double[]> priors = new ArrayList<>();
        atTheStart(24, p -> p == AUSTRIA ? 16 : 6, candidates, priors);
        List<List<Candidate>> blueprint = new ArrayList<>(candidates);
        double[] austriasPrior = priors.get(AUSTRIA);
        double[] turkeysPrior = priors.get(TURKEY);
        boolean[] random = new boolean[IX.powerCount()];
        random[TURKEY] = true;
        double[] likeness = new double[IX.powerCount()];
        Arrays.fill(likeness, 0.5);
        boolean[] modelled = model(new Deadline(System.nanoTime(), 600_000)).model(AUSTRIA, SETTINGS, 16_000, 5,
                likeness, random, p -> NOTHING, candidates, priors, new Deadline(System.nanoTime(), 600_000));

        assertFalse(modelled[AUSTRIA] || modelled[TURKEY]);
        assertSame(blueprint.get(AUSTRIA), candidates.get(AUSTRIA));
        assertSame(austriasPrior, priors.get(AUSTRIA));
        assertSame(blueprint.get(TURKEY), candidates.get(TURKEY));
        assertSame(turkeysPrior, priors.get(TURKEY));
        boolean wider = false;
        for (int p = 0; p < IX.powerCount(); p++) {
            if (p == AUSTRIA || p == TURKEY) {
                continue;
            }
            assertTrue(modelled[p], "power " + p);
            List<Candidate> list = candidates.get(p);
            double[] prior = priors.get(p);
            assertEquals(list.size(), prior.length);
            assertTrue(!list.isEmpty() && list.size() <= SETTINGS.ownCandidates(), list.toString());
            assertEquals(list.size(), new HashSet<>(list).size(), "distinct sets");
            double total = 0;
            for (double x : prior) {
                assertTrue(x > 0);
                total += x;
            }
            assertEquals(1, total, 1e-9);
            for (Candidate c : list) {
                assertEquals(W.root.unitsOf(p), c.orders().length, "one order per unit");
                assertArrayEquals(c.orders(), OwnOrders.repair(IX, c.orders().clone()), "a consistent set");
                wider |= !blueprint.get(p).contains(c);
            }
        }
        assertTrue(wider, "some power plays a set its six blueprint candidates lack");
    }

    @Test
    void aPassedDeadlineLeavesEveryPowerAsItWas() {
        List<List<Candidate>> candidates = new ArrayList<>();
        List<double[]> priors = new ArrayList<>();
        atTheStart(8, p -> 2, candidates, priors);
        List<List<Candidate>> before = new ArrayList<>(candidates);
        Deadline passed = new Deadline(System.nanoTime() - 2_000_000_000L, 1);
        boolean[] modelled = model(passed).model(AUSTRIA, SETTINGS, 16_000, 5, new double[7],
                new boolean[7], p -> NOTHING, candidates, priors, passed);
        assertArrayEquals(new boolean[7], modelled);
        assertEquals(before, candidates);
    }

    /** Loads the start and samples every power's blueprint candidates (power p's seed: mix(3, p)) into the lists. */
    private static void atTheStart(int samples, IntUnaryOperator keep, List<List<Candidate>> candidates,
                                   List<double[]> priors) {
        STANDARD.adjudicator().codec().load(STANDARD.start(), W.root);
        W.sampler.prepare(W.root);
        for (int p = 0; p < IX.powerCount(); p++) {
            List<Double> weights = new ArrayList<>();
            candidates.add(W.sampler.sample(W.root, p, samples, keep.applyAsInt(p), SplitMix.mix(3, p), weights,
                    new Deadline(System.nanoTime(), 60_000)));
            priors.add(weights.stream().mapToDouble(Double::doubleValue).toArray());
        }
    }
}
