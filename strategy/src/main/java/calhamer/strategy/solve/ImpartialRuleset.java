package calhamer.strategy.solve;

import java.util.List;
import java.util.OptionalInt;

/**
 * What {@link SpragueGrundySolver} needs to know of an impartial game under normal play (the player who cannot move
 * loses): how a position splits into independent components, and the positions one move away. Components are
 * values with {@code equals}/{@code hashCode}; the solver remembers each component's nimber, so the more positions
 * with the same game tree share one component value (canonical forms: rows sorted, dead rows and columns dropped,
 * vertices renumbered), the fewer the solver visits. Equal components must have equal game trees.
 *
 * @param <P> the position (and component) type
 */
public interface ImpartialRuleset<P> {

    /**
     * The position as a disjoint sum: its independent components, each in canonical form. Components without a
     * move (nimber 0) may be left out; a position without moves may give an empty list.
     */
    List<P> components(P position);

    /**
     * The positions one move away from a component (each is split by {@link #components} in turn). The solver
     * keeps this list while it works below the component, so a view that makes each option on demand saves memory.
     */
    List<P> options(P component);

    /** About how many bytes the component takes in memory (what the solver's memory limit counts). */
    default long bytes(P component) {
        return 64;
    }

    /** The nimber of a component when the rules know it without search (a Nim heap of n is *n); else empty. */
    default OptionalInt knownNimber(P component) {
        return OptionalInt.empty();
    }

    /**
     * A fresh solver for the positions of this game, the one {@link ImpartialGameSolver} (the game API's
     * {@code solve}) uses: by default {@link SpragueGrundySolver} over these components; a game whose structure
     * allows a faster exact solver returns its own.
     */
    default NimberSolver<P> solver() {
        return new SpragueGrundySolver<>(this);
    }
}
