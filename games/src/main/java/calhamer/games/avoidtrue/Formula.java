package calhamer.games.avoidtrue;

import java.util.Arrays;

/**
 * An Avoid True position (Schaefer 1978; Burke, Ferland and Teng, Ruleset 7): a positive CNF over variables
 * x1..xn (n ≤ 64), each clause the bits of its variables (bit i − 1 for xi), and the variables already made true.
 * Immutable, with value equality.
 *
 * @param variables the number of variables
 * @param clauses   the clauses' variables as bits
 * @param chosen    the variables made true so far, as bits
 */
public record Formula(int variables, long[] clauses, long chosen) {

    public Formula {
        if (variables < 0 || variables > 64) {
            throw new IllegalArgumentException("0 to 64 variables, not " + variables);
        }
        clauses = clauses.clone();
    }

    @Override
    public long[] clauses() {
        return clauses.clone();
    }

    /** @return whether some clause has no true variable once {@code truth} is true */
    public boolean someClauseFalse(long truth) {
        for (long clause : clauses) {
            if ((clause & truth) == 0) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Formula f && variables == f.variables && chosen == f.chosen
                && Arrays.equals(clauses, f.clauses);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * variables + Arrays.hashCode(clauses)) + Long.hashCode(chosen);
    }

    @Override
    public String toString() {
        return variables + " vars, clauses " + Arrays.toString(clauses) + ", true " + Long.toBinaryString(chosen);
    }
}
