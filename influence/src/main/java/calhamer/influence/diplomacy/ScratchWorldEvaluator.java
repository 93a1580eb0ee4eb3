package calhamer.influence.diplomacy;

import calhamer.adjudicator.position.Position;
import calhamer.influence.Decay;
import calhamer.influence.InfluenceGraph;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.GraphKind;
import calhamer.maps.Power;
import java.util.List;

/**
 * The reference evaluator: every world built from scratch, each time, as the definition says: the sources of
 * {@link WorldSources} combined by an {@link InfluenceGraph} over the map's border graph. O(P·(C + U)·n) per
 * position for P powers, C supply centres, U units and n provinces, using the map's precomputed distances.
 * Immutable and thread-safe.
 */
public final class ScratchWorldEvaluator implements WorldEvaluator {
    private final DiplomacyMap map;
    private final Weights weights;
    private final InfluenceGraph graph;

    /** Builds the border graph's influence graph for the decay; O(n²). */
    public ScratchWorldEvaluator(DiplomacyMap map, Weights weights, Decay decay) {
        if (map == null || weights == null || decay == null) {
            throw new IllegalArgumentException("an evaluator needs a map, weights and a decay");
        }
        this.map = map;
        this.weights = weights;
        this.graph = new InfluenceGraph(map.graphs().paths(GraphKind.BORDER), decay);
    }

    @Override
    public Standings evaluate(Position position) {
        IndexedPosition indexed = IndexedPosition.of(position, map);
        List<Power> powers = map.powers();
        double[][] worlds = new double[powers.size()][];
        for (int p = 0; p < worlds.length; p++) {
            worlds[p] = graph.combine(WorldSources.onBorderGraph(WorldSources.of(position, powers.get(p), weights)));
        }
        return Standings.of(map, indexed, worlds);
    }

    /** @return the influence graph over the border graph, for drawing single sources' graphs */
    public InfluenceGraph graph() {
        return graph;
    }

    @Override
    public DiplomacyMap map() {
        return map;
    }

    @Override
    public Weights weights() {
        return weights;
    }

    @Override
    public Decay decay() {
        return graph.decay();
    }
}
