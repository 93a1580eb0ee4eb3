package calhamer.strategy.solve;

import java.util.List;

/**
 * What {@link ScoringSolver} needs to know of the components of a partizan scoring game in Milnor's universe
 * (Milnor, "Sums of positional games", 1953): games that are dicot (in every component either both players have an
 * option or neither) and nonzugzwang (no player ever prefers passing: Ls ≥ Rs in every subposition). In this
 * universe a sum may drop a component together with its negative (G + (−G) is equivalent to the empty game), and a
 * sum's scores are bounded by its parts' (Milnor's inequalities). Every point of a component goes to one player or
 * the other by the end, so Ls and Rs have the parity of its size.
 *
 * <p>Components are values with {@code equals}/{@code hashCode}; equal components must be equal games. Canonical
 * forms (one value for isomorphic components) let the solver share more work and cancel more negatives.
 *
 * @param <P> the component type
 */
public interface ScoringComponents<P> {

    /**
     * Left's options in a component, in a fixed order: each the points the move takes for Left and the components
     * it leaves. Right's options are Left's options in the {@link #negative} (with the players exchanged). Never
     * empty: a component has moves for both players.
     */
    List<Option<P>> leftOptions(P component);

    /** The component with Left and Right exchanged. */
    P negative(P component);

    /** About how many bytes the component takes in memory (what the solver's memory limit counts). */
    default long bytes(P component) {
        return 64;
    }

    /**
     * A sum of components, each of fewer points than the given one, that may be equivalent to it in every sum (a
     * rule the game's analysis suggests); empty when there is none. The solver replaces the component by it only
     * after a search has shown it equivalent ({@link Equivalents}), so a wrong suggestion costs time, never a score.
     */
    default List<P> equivalent(P component) {
        return List.of();
    }

    /** The points the component still holds (at least 1). */
    int size(P component);

    /**
     * A move in a component.
     *
     * @param points what the mover takes, at least 0
     * @param rest   the components it leaves
     */
    record Option<P>(int points, List<P> rest) {
        public Option {
            rest = List.copyOf(rest);
        }
    }
}
