package calhamer.strategy.solve;

/**
 * Proves a component equivalent to a sum of smaller ones, so that the solver may put the sum in its place in every
 * sum it forms: fewer distinct components, and more pairs of a component and its negative to cancel. In Milnor's
 * universe G ≥ H exactly when Rs(G − H) ≥ 0 (see {@link Dominance}), so G ≡ H when Rs(G − H) ≥ 0 and
 * Rs(H − G) ≥ 0, that is Ls(H − G) ≤ 0 and Ls(G − H) ≤ 0 (Rs(X) = −Ls(−X)): two null-window searches of a sum of
 * twice the component's points.
 */
final class Equivalents {
    private Equivalents() {
    }

    /** @return whether the component is equivalent to the sum (sorted component numbers) */
    static boolean equal(int component, int[] sum, ScoringSearch search, ComponentIds<?> ids) {
        return atMostZero(Sums.plus(new int[] {component}, Sums.negate(sum, ids), ids), search)
                && atMostZero(Sums.plus(new int[] {ids.negative(component)}, sum, ids), search);
    }

    private static boolean atMostZero(int[] sum, ScoringSearch search) {
        return search.ls(sum, 0, 1) <= 0;
    }
}
