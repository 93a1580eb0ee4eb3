package calhamer.games.influencegame;

import calhamer.strategy.solve.ScoringComponents.Option;
import java.util.List;

/**
 * One independent component of a relevant INFLUENCE board (Duchêne et al., section 2.2: no forced vertex left),
 * strongly connected components already condensed: a {@link Segment} when it is one (Definition 16), otherwise a
 * {@link Dag}. Shapes are values: equal shapes are the same game, and segments are canonical (one value per
 * length and kind).
 */
public sealed interface Shape permits Segment, Dag {

    /** @return the vertices the component holds */
    int size();

    /** @return about how many bytes the component takes in memory */
    long bytes();

    /** @return the component with L and R exchanged and arcs reversed (the paper's −H, Corollary 15) */
    Shape negative();

    /**
     * @return a sum of smaller components that may be equivalent to this one (the solver proves it before using it),
     *         empty when none is known
     */
    default List<Shape> equivalent() {
        return List.of();
    }

    /** @return Left's moves: the points each takes (Rmv(G, x), Definition 7) and the components it leaves */
    List<Option<Shape>> leftOptions();
}
