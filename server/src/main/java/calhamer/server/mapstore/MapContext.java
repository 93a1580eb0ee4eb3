package calhamer.server.mapstore;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.LegalOrders;
import calhamer.influence.Decay;
import calhamer.influence.diplomacy.IncrementalWorldEvaluator;
import calhamer.influence.diplomacy.Weights;
import calhamer.influence.diplomacy.WorldEvaluator;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.MapLayout;
import calhamer.maps.drawing.AutoLayout;
import calhamer.bot.evaluation.CentreInfluenceEvaluator;
import calhamer.bot.DiplomacyBot;
import java.util.function.Supplier;

/**
 * A map with everything built once for it and shared by every request on it: the adjudicator (precomputed tables),
 * the legal-order generator, the influence evaluator with the paper's weights and decay ({@link Weights#PAPER},
 * {@link Decay#PAPER}), the bot, and where to draw the map (its own layout, or one {@link AutoLayout} computes). Each part is built when first asked for, once (thread-safe), so that a command
 * that only adjudicates starts without building the bot's and the influence's tables of every map, and a bundled
 * map nobody uses is never read.
 */
public final class MapContext {
    private final Lazy<DiplomacyMap> map;
    private final Lazy<Adjudicator> adjudicator;
    private final Lazy<LegalOrders> legalOrders;
    private final Lazy<WorldEvaluator> evaluator;
    private final Lazy<DiplomacyBot> bot;
    private final Lazy<MapLayout> layout;

    private MapContext(Supplier<DiplomacyMap> loader) {
        this.map = new Lazy<>(loader);
        this.adjudicator = new Lazy<>(() -> new Adjudicator(map()));
        this.legalOrders = new Lazy<>(() -> new LegalOrders(adjudicator()));
        this.evaluator = new Lazy<>(() -> new IncrementalWorldEvaluator(map(), Weights.PAPER, Decay.PAPER));
        this.bot = new Lazy<>(() -> new DiplomacyBot(adjudicator(), new CentreInfluenceEvaluator(evaluator())));
        this.layout = new Lazy<>(() -> AutoLayout.layoutOf(map()));
    }

    /** @return the context of a loaded map */
    public static MapContext of(DiplomacyMap map) {
        return new MapContext(() -> map);
    }

    /** @return the context of a map read when first needed (a bundled map, which cannot fail to load) */
    public static MapContext lazy(Supplier<DiplomacyMap> loader) {
        return new MapContext(loader);
    }

    /** @return the map */
    public DiplomacyMap map() {
        return map.get();
    }

    /** @return whether the map is built already (a bundled map is built when first asked for) */
    public boolean isLoaded() {
        return map.isDone();
    }

    /** @return its adjudicator */
    public Adjudicator adjudicator() {
        return adjudicator.get();
    }

    /** @return its legal-order generator */
    public LegalOrders legalOrders() {
        return legalOrders.get();
    }

    /** @return influence with the paper's weights and decay */
    public WorldEvaluator evaluator() {
        return evaluator.get();
    }

    /** @return the order-choosing bot (thread-safe) */
    public DiplomacyBot bot() {
        return bot.get();
    }

    /**
     * @return where to draw the map: the map file's layout, or, for a map without one, a layout computed the first
     *         time it is asked for (about 0.1 s for the largest maps) and kept
     */
    public MapLayout layout() {
        return layout.get();
    }

    /** A value built by the first caller that asks for it; the others wait for it. */
    private static final class Lazy<T> {
        private Supplier<T> supplier;
        private volatile T value;

        Lazy(Supplier<T> supplier) {
            this.supplier = supplier;
        }

        boolean isDone() {
            return value != null;
        }

        T get() {
            T v = value;
            if (v == null) {
                synchronized (this) {
                    v = value;
                    if (v == null) {
                        v = supplier.get();
                        value = v;
                        supplier = null;
                    }
                }
            }
            return v;
        }
    }
}
