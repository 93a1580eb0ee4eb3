package calhamer.influence.diplomacy;

import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.influence.Source;
import calhamer.maps.Power;
import calhamer.maps.Province;
import java.util.ArrayList;
import java.util.List;

/**
 * The sources of one power's world in a position (Utkin, "Influence Graphs", section VII): every supply centre,
 * weighted by who owns it, and every unit on the board, weighted by whose it is. Dislodged units waiting to retreat
 * are off the board and spread nothing.
 *
 * <p>This order is part of the contract: supply centres in {@code map.supplyCenters()} order, then units in
 * {@link Position#units()} order. Evaluators add the sources' influence in this order, which is what makes every
 * evaluator agree with {@link ScratchWorldEvaluator} bit for bit. O(centres + units).
 */
public final class WorldSources {
    private WorldSources() {
    }

    /**
     * @return the centres and then the units of the power's world
     * @throws IllegalArgumentException when the power is not one of the map's powers
     */
    public static List<WorldSource> of(Position position, Power power, Weights weights) {
        List<WorldSource> sources = centers(position, power, weights);
        sources.addAll(units(position, power, weights));
        return sources;
    }

    /** @return the supply centres of the power's world, in map order (a new, modifiable list) */
    public static List<WorldSource> centers(Position position, Power power, Weights weights) {
        IndexedPosition.powerIndex(position.map(), power);
        List<WorldSource> sources = new ArrayList<>();
        for (Province c : position.map().supplyCenters()) {
            Power owner = position.owner(c);
            SourceKind kind = SourceKind.ofCenter(owner, power);
            sources.add(new WorldSource(kind, c, weights.of(kind)));
        }
        return sources;
    }

    /** @return the units of the power's world, in board order (a new, modifiable list) */
    public static List<WorldSource> units(Position position, Power power, Weights weights) {
        IndexedPosition.powerIndex(position.map(), power);
        List<WorldSource> sources = new ArrayList<>();
        for (Unit u : position.units()) {
            SourceKind kind = SourceKind.ofUnit(u.power(), power);
            sources.add(new WorldSource(kind, u.province(), weights.of(kind)));
        }
        return sources;
    }

    /** @return the sources on the border graph, in the same order */
    public static List<Source> onBorderGraph(List<WorldSource> sources) {
        List<Source> list = new ArrayList<>(sources.size());
        for (WorldSource s : sources) {
            list.add(s.source());
        }
        return list;
    }
}
