package calhamer.influence.diplomacy;

import calhamer.adjudicator.position.Position;
import calhamer.influence.Decay;
import calhamer.maps.DiplomacyMap;

/**
 * Evaluates Diplomacy positions with influence graphs (Utkin, "Influence Graphs", sections VII–VIII): for every
 * power P, P's world is the combined influence graph, over the map's border graph, of the sources
 * {@link WorldSources} lists, weighted by {@link #weights()} and decaying by {@link #decay()}; P's standing is the
 * share of its world its units stand on.
 *
 * <p>Every implementation gives bit-for-bit the same {@link Standings} as {@link ScratchWorldEvaluator} and is safe
 * to share between threads.
 */
public interface WorldEvaluator {

    /**
     * Evaluates every power's world.
     *
     * @throws IllegalArgumentException when the position is on another map
     */
    Standings evaluate(Position position);

    /** @return the map whose positions this evaluates */
    DiplomacyMap map();

    /** @return the weights of the sources */
    Weights weights();

    /** @return how influence wanes with distance */
    Decay decay();
}
