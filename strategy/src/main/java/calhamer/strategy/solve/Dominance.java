package calhamer.strategy.solve;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Drops the Left options of a component that another of its options dominates. In Milnor's universe games modulo
 * equivalence form an ordered abelian group in which G ≥ H if and only if Rs(G − H) ≥ 0 (Milnor, "Sums of positional
 * games", 1953; Ettinger, "On the semigroup of positional games", 1996): G ≥ H means Ls(G + X) ≥ Ls(H + X) and
 * Rs(G + X) ≥ Rs(H + X) for every X of the universe, which follows from Rs(G − H) ≥ 0 by Milnor's inequalities
 * Ls(A + B) ≥ Rs(A) + Ls(B), Rs(A + B) ≥ Rs(A) + Rs(B) with A = G − H, B = H + X, and H + (−H) ≡ 0. A Left option
 * taking p points to the sum A is dominated by one taking q points to B when q + B ≥ p + A, that is
 * Ls(A − B) ≤ q − p; dropping it changes no score of any sum the component is in (Left, wherever she would have
 * moved to A, does at least as well moving to B), and the component keeps an option, so it stays dicot and
 * nonzugzwang. Options are dropped one at a time, each while the option dominating it is still there, so the
 * component left is equivalent to the one given.
 *
 * <p>Each option is compared with its neighbours in the ruleset's order only (at most two null-window searches an
 * option, each of a sum of the two options' components, which are all smaller than the component), which is where
 * rulesets whose options are ordered by position keep the options that dominate each other (a segment's cut at
 * position p and at p ± 2).
 */
final class Dominance {
    private Dominance() {
    }

    /** @return the options without those a neighbouring option dominates, in the same order */
    static ComponentIds.Move[] prune(ComponentIds.Move[] options, ScoringSearch search, ComponentIds<?> ids) {
        if (options.length < 2) {
            return options;
        }
        List<ComponentIds.Move> kept = new ArrayList<>(Arrays.asList(options));
        int i = 0;
        while (i < kept.size()) {
            ComponentIds.Move option = kept.get(i);
            boolean dominated = i > 0 && dominates(kept.get(i - 1), option, search, ids)
                    || i + 1 < kept.size() && dominates(kept.get(i + 1), option, search, ids);
            if (dominated) {
                kept.remove(i);
            } else {
                i++;
            }
        }
        return kept.size() == options.length ? options : kept.toArray(new ComponentIds.Move[0]);
    }

    /** @return whether q + B ≥ p + A for the options b = (q, B) and a = (p, A): Ls(A − B) ≤ q − p */
    static boolean dominates(ComponentIds.Move b, ComponentIds.Move a, ScoringSearch search, ComponentIds<?> ids) {
        int[] difference = Sums.plus(ids.substituted(a.rest()), Sums.negate(ids.substituted(b.rest()), ids), ids);
        int t = b.points() - a.points();
        return search.ls(difference, t, t + 1) <= t;
    }
}
