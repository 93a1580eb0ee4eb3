package calhamer.games.reductions;

import calhamer.games.avoidtrue.Formula;
import calhamer.games.demographic.Population;
import calhamer.games.friendcircle.Circle;
import calhamer.games.impartial.BitMatrix;
import calhamer.games.nim.Realizations;
import calhamer.games.nodekayles.KaylesGraph;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * The reductions of Burke, Ferland and Teng, "Transverse Wave", as conversions between positions: each maps a
 * position of one game to a position of another with an isomorphic game tree (so the same nimber), in time
 * polynomial in its size.
 *
 * <ul>
 *   <li>Transverse Wave ↔ Crosswise AND (Proposition 1: purple is 0) and ↔ Crosswise OR (Proposition 2: purple is
 *       1);</li>
 *   <li>Friend Circle on a complete bipartite graph, seeds one side ↔ Crosswise OR (Proposition 3);</li>
 *   <li>Node-Kayles → Friend Circle (Theorem 2);</li>
 *   <li>Demi-Quantum Boolean Nim ↔ Avoid True (Theorem 4);</li>
 *   <li>Demi-Quantum Nim → Demographic Influence (Theorem 5);</li>
 *   <li>Node-Kayles → Demographic Influence (Theorem 6).</li>
 * </ul>
 * Moves correspond as the paper says: a column to the same column or seed, a pile to the same pile or group, a
 * Node-Kayles vertex v to the seed v or the move {@code v:1}.
 */
public final class Reductions {
    private Reductions() {
    }

    /** Proposition 1: a Transverse Wave grid (bit 1 purple) as a Crosswise AND matrix (purple is 0), and back. */
    public static BitMatrix complement(BitMatrix m) {
        long full = BitMatrix.full(m.columns());
        long[] rows = m.rows();
        for (int r = 0; r < rows.length; r++) {
            rows[r] = ~rows[r] & full;
        }
        return new BitMatrix(m.columns(), rows);
    }

    /** Proposition 2: a Transverse Wave grid as a Crosswise OR matrix, and back (purple is 1: the same bits). */
    public static BitMatrix sameBits(BitMatrix m) {
        return new BitMatrix(m.columns(), m.rows());
    }

    /**
     * Proposition 3: Crosswise OR on an m × n matrix as Friend Circle on the complete bipartite graph between its
     * columns (vertices 0..n−1, the seeds) and its rows (vertices n..n+m−1), the edge of column x and row y true
     * exactly when the entry is 1.
     */
    public static Circle crosswiseOrToFriendCircle(BitMatrix m) {
        int n = m.columns();
        int rows = m.rows().length;
        List<int[]> edges = new ArrayList<>();
        BitSet truth = new BitSet();
        for (int x = 0; x < n; x++) {
            for (int y = 0; y < rows; y++) {
                if (m.get(y, x)) {
                    truth.set(edges.size());
                }
                edges.add(new int[] {x, n + y});
            }
        }
        BitSet seeds = new BitSet();
        seeds.set(0, n);
        return new Circle(n + rows, edges.toArray(int[][]::new), truth, seeds);
    }

    /**
     * Proposition 3, back: a Friend Circle position on a complete bipartite graph whose seeds are one whole side
     * (V1, the columns, in increasing order) and the other side V2 the rows (in increasing order).
     *
     * @throws IllegalArgumentException when the position is not of that shape
     */
    public static BitMatrix friendCircleToCrosswiseOr(Circle c) {
        BitSet seeds = c.seeds();
        int[] columns = seeds.stream().toArray();
        BitSet others = new BitSet();
        others.set(0, c.vertices());
        others.andNot(seeds);
        int[] rows = others.stream().toArray();
        if (c.edgeCount() != columns.length * rows.length) {
            throw new IllegalArgumentException("not a complete bipartite graph between the seeds and the rest");
        }
        long[] bits = new long[rows.length];
        int[] rowIndex = new int[c.vertices()];
        int[] columnIndex = new int[c.vertices()];
        for (int i = 0; i < rows.length; i++) {
            rowIndex[rows[i]] = i;
        }
        for (int i = 0; i < columns.length; i++) {
            columnIndex[columns[i]] = i;
        }
        for (int i = 0; i < c.edgeCount(); i++) {
            int[] e = c.edge(i);
            int x = seeds.get(e[0]) ? e[0] : e[1];
            int y = x == e[0] ? e[1] : e[0];
            if (!seeds.get(x) || seeds.get(y)) {
                throw new IllegalArgumentException("edge " + e[0] + "-" + e[1] + " does not join a seed to a non-seed");
            }
            if (c.isTrue(i)) {
                bits[rowIndex[y]] |= 1L << columnIndex[x];
            }
        }
        return new BitMatrix(columns.length, bits);
    }

    /**
     * Theorem 2: Node-Kayles on G0 as Friend Circle: every vertex v of G0 a seed with a new partner t_v (vertex
     * n + v); the edges of G0 true, each edge v–t_v false (true when v is no longer available).
     */
    public static Circle nodeKaylesToFriendCircle(KaylesGraph g) {
        int n = g.size();
        int[][] adj = g.neighbours();
        BitSet removed = g.removed();
        List<int[]> edges = new ArrayList<>();
        BitSet truth = new BitSet();
        for (int v = 0; v < n; v++) {
            for (int w : adj[v]) {
                if (v < w) {
                    truth.set(edges.size());
                    edges.add(new int[] {v, w});
                }
            }
            if (removed.get(v)) {
                truth.set(edges.size());
            }
            edges.add(new int[] {v, n + v});
        }
        BitSet seeds = new BitSet();
        seeds.set(0, n);
        return new Circle(2 * n, edges.toArray(int[][]::new), truth, seeds);
    }

    /**
     * Theorem 4: Demi-Quantum Boolean Nim (sizes 0 or 1) as Avoid True: a variable per pile, a clause per
     * realization holding the piles empty in it.
     *
     * @throws IllegalArgumentException for a pile larger than 1 or more than 64 piles
     */
    public static Formula booleanNimToAvoidTrue(Realizations r) {
        if (r.piles() > 64) {
            throw new IllegalArgumentException("Avoid True here has at most 64 variables");
        }
        long[] clauses = new long[r.count()];
        for (int i = 0; i < r.count(); i++) {
            for (int k = 0; k < r.piles(); k++) {
                if (r.get(i, k) > 1) {
                    throw new IllegalArgumentException("not Boolean: pile " + k + " holds " + r.get(i, k));
                }
                if (r.get(i, k) == 0) {
                    clauses[i] |= 1L << k;
                }
            }
        }
        return new Formula(r.piles(), clauses, 0);
    }

    /**
     * Theorem 4, back: Avoid True as Demi-Quantum Boolean Nim: a realization per clause not yet true, with the
     * piles of the clause's variables and of the true variables empty and the others holding one. A formula that
     * is already true (every clause true, or no clause) becomes one empty realization: no move either way.
     */
    public static Realizations avoidTrueToBooleanNim(Formula f) {
        List<int[]> rows = new ArrayList<>();
        for (long clause : f.clauses()) {
            if ((clause & f.chosen()) == 0) {
                int[] row = new int[f.variables()];
                for (int k = 0; k < row.length; k++) {
                    row[k] = ((clause | f.chosen()) >>> k & 1) == 0 ? 1 : 0;
                }
                rows.add(row);
            }
        }
        if (rows.isEmpty()) {
            rows.add(new int[f.variables()]);
        }
        return new Realizations(f.variables(), rows.toArray(int[][]::new));
    }

    /**
     * Theorem 5: Demi-Quantum Nim as Demographic Influence: a person (r, k) per realization r and pile k (number
     * r × piles + k) with threshold the pile's size there, friends with everyone of their realization, and a group
     * per pile holding that pile's people.
     */
    public static Population demiQuantumNimToDemographicInfluence(Realizations r) {
        int piles = r.piles();
        int n = r.count() * piles;
        int[] theta = new int[n];
        int[][] friends = new int[n][];
        for (int i = 0; i < r.count(); i++) {
            for (int k = 0; k < piles; k++) {
                int v = i * piles + k;
                theta[v] = r.get(i, k);
                friends[v] = new int[piles - 1];
                int f = 0;
                for (int j = 0; j < piles; j++) {
                    if (j != k) {
                        friends[v][f++] = i * piles + j;
                    }
                }
            }
        }
        int[][] groups = new int[piles][r.count()];
        for (int k = 0; k < piles; k++) {
            for (int i = 0; i < r.count(); i++) {
                groups[k][i] = i * piles + k;
            }
        }
        return new Population(theta, friends, groups);
    }

    /**
     * Theorem 6: Node-Kayles on G0 as Demographic Influence: each vertex v (threshold 0) gets a partner t_v
     * (number n + v, threshold 1); v's friends are its neighbours in G0, their partners and its own partner; the
     * group D_v is {v, t_v}. An unavailable vertex starts strongly influenced (−1) with a weakly influenced partner.
     */
    public static Population nodeKaylesToDemographicInfluence(KaylesGraph g) {
        int n = g.size();
        int[][] adj = g.neighbours();
        BitSet removed = g.removed();
        List<List<Integer>> friends = new ArrayList<>();
        for (int v = 0; v < 2 * n; v++) {
            friends.add(new ArrayList<>());
        }
        int[] theta = new int[2 * n];
        int[][] groups = new int[n][];
        for (int v = 0; v < n; v++) {
            theta[v] = removed.get(v) ? -1 : 0;
            theta[n + v] = removed.get(v) ? 0 : 1;
            groups[v] = new int[] {v, n + v};
            link(friends, v, n + v);
            for (int w : adj[v]) {
                if (v < w) {
                    link(friends, v, w);
                }
                link(friends, v, n + w);
            }
        }
        int[][] lists = friends.stream().map(l -> l.stream().mapToInt(Integer::intValue).sorted().distinct().toArray())
                .toArray(int[][]::new);
        return new Population(theta, lists, groups);
    }

    private static void link(List<List<Integer>> friends, int a, int b) {
        friends.get(a).add(b);
        friends.get(b).add(a);
    }
}
