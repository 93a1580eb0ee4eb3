package calhamer.influence.diplomacy;

import calhamer.adjudicator.position.Position;
import calhamer.influence.Decay;
import calhamer.influence.InfluenceGraph;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.GraphKind;
import calhamer.maps.Power;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The fast evaluator for search: the supply-centre part of every world only changes when ownership does (Utkin,
 * "Influence Graphs", section V: distances once, then O(n·m) per set of moves), so it is computed once per
 * supply-centre ownership and kept; each evaluation adds only the units' influence, read from rows precomputed for
 * a unit of each side in each province: O(P·U·n) additions for P powers, U units and n provinces, and no distance
 * look-ups. Positions of one movement phase share their ownership, so a payoff matrix pays for the centres once.
 *
 * <p>Bit for bit equal to {@link ScratchWorldEvaluator}: the centre part is the same {@link InfluenceGraph#combine}
 * of the same centre sources, the unit rows hold the same products {@code weight * factor}, and they are added in
 * the same board order. The ownership cache holds at most {@code maxOwnerships} entries (each P·n doubles) and is
 * emptied when full; it is safe for concurrent use and never changes a result. Memory besides: 2·n² doubles of
 * unit rows.
 */
public final class IncrementalWorldEvaluator implements WorldEvaluator {
    /** The default bound on cached ownerships. */
    public static final int DEFAULT_MAX_OWNERSHIPS = 256;

    private final DiplomacyMap map;
    private final Weights weights;
    private final InfluenceGraph graph;
    private final double[][] ownUnitRows;
    private final double[][] otherUnitRows;
    private final int maxOwnerships;
    private final Map<Ownership, double[][]> centerParts = new ConcurrentHashMap<>();

    /** An evaluator with the default cache bound; O(n²) to build. */
    public IncrementalWorldEvaluator(DiplomacyMap map, Weights weights, Decay decay) {
        this(map, weights, decay, DEFAULT_MAX_OWNERSHIPS);
    }

    /**
     * @param maxOwnerships how many supply-centre ownerships to keep the centre part of, at least 1
     */
    public IncrementalWorldEvaluator(DiplomacyMap map, Weights weights, Decay decay, int maxOwnerships) {
        if (map == null || weights == null || decay == null) {
            throw new IllegalArgumentException("an evaluator needs a map, weights and a decay");
        }
        if (maxOwnerships < 1) {
            throw new IllegalArgumentException("the ownership cache must hold at least 1 entry, got " + maxOwnerships);
        }
        this.map = map;
        this.weights = weights;
        this.graph = new InfluenceGraph(map.graphs().paths(GraphKind.BORDER), decay);
        this.maxOwnerships = maxOwnerships;
        int n = graph.vertexCount();
        this.ownUnitRows = new double[n][];
        this.otherUnitRows = new double[n][];
        for (int province = 0; province < n; province++) {
            ownUnitRows[province] = graph.spread(province, weights.ownUnit());
            otherUnitRows[province] = graph.spread(province, weights.otherUnit());
        }
    }

    @Override
    public Standings evaluate(Position position) {
        IndexedPosition indexed = IndexedPosition.of(position, map);
        double[][] centers = centerParts(position, indexed);
        int[] unitPower = indexed.unitPower();
        int[] unitProvince = indexed.unitProvince();
        double[][] worlds = new double[centers.length][];
        for (int p = 0; p < worlds.length; p++) {
            double[] world = centers[p].clone();
            for (int i = 0; i < unitPower.length; i++) {
                double[] row = (unitPower[i] == p ? ownUnitRows : otherUnitRows)[unitProvince[i]];
                for (int v = 0; v < world.length; v++) {
                    world[v] += row[v];
                }
            }
            worlds[p] = world;
        }
        return Standings.of(map, indexed, worlds);
    }

    /** @return per power, the combined influence of the supply centres alone (cached; callers must not modify) */
    private double[][] centerParts(Position position, IndexedPosition indexed) {
        Ownership key = new Ownership(indexed.centerOwner());
        double[][] parts = centerParts.get(key);
        if (parts == null) {
            parts = computeCenterParts(position);
            if (centerParts.size() >= maxOwnerships) {
                centerParts.clear();
            }
            centerParts.put(key, parts);
        }
        return parts;
    }

    private double[][] computeCenterParts(Position position) {
        List<Power> powers = map.powers();
        double[][] parts = new double[powers.size()][];
        for (int p = 0; p < parts.length; p++) {
            List<WorldSource> centers = WorldSources.centers(position, powers.get(p), weights);
            parts[p] = graph.combine(WorldSources.onBorderGraph(centers));
        }
        return parts;
    }

    /** @return how many supply-centre ownerships are cached now */
    public int cachedOwnerships() {
        return centerParts.size();
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

    /** Who owns each supply centre (power number or −1), compared by content. */
    private static final class Ownership {
        private final int[] owners;
        private final int hash;

        Ownership(int[] owners) {
            this.owners = owners;
            this.hash = Arrays.hashCode(owners);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Ownership && Arrays.equals(owners, ((Ownership) o).owners);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }
}
