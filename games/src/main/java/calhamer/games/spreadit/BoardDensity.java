package calhamer.games.spreadit;

/**
 * How many edges the generated boards of a {@link GraphClass} get. Spread-It's section V.A gives only the range of its
 * fifteen boards (14 to 88 vertices, 19 to 258 edges); the one board it describes, the Barabási–Albert board of
 * section V.E (24 vertices, 70 edges), and the top of that range (88 vertices, 258 edges) are equally dense, about 2.9
 * edges a vertex (average degree about 5.8). The density matters for the game: the sparser and more clustered the
 * board, the more often an endless cascade settles into a cycle with both colours on the board, a draw by rule 7
 * ({@code docs/games.md} gives the rates).
 */
public enum BoardDensity {
    /**
     * The density of the paper's described board at every size (the default): Erdős–Rényi G(n, M) with M = 70n/24
     * rounded (70 edges at 24 vertices, 257 at 88); Watts–Strogatz from a ring where each vertex has 6 neighbours
     * (3n edges); Barabási–Albert with 3 edges per new vertex (3n − 6 edges: 66 at 24, 258 at 88).
     */
    PAPER("paper"),
    /**
     * Edge counts spread over the paper's range as sizes grow (the boards of earlier builds): Erdős–Rényi M rising
     * linearly from 19 edges at 14 vertices to 258 at 88; Watts–Strogatz from a ring of 4 neighbours below 40
     * vertices (6 from 40); Barabási–Albert with 2 edges per new vertex below 24 vertices (3 from 24). Sparser than
     * {@link #PAPER} below 40 vertices (Erdős–Rényi boards below 88), about the same above.
     */
    RANGE("range");

    /** Edges a vertex of the paper's described board: 70 edges on 24 vertices. */
    private static final double PAPER_EDGES_PER_VERTEX = 70.0 / 24;

    private final String label;

    BoardDensity(String label) {
        this.label = label;
    }

    /** The name in options and records: {@code paper} or {@code range}. */
    public String label() {
        return label;
    }

    /** @throws IllegalArgumentException naming the labels */
    public static BoardDensity parse(String text) {
        return Labels.parse(values(), BoardDensity::label, "board density", text);
    }

    /** Edges of an Erdős–Rényi board of n vertices: at least n − 1 (a tree's), at most the complete graph's. */
    int erdosRenyiEdges(int n) {
        long target = this == PAPER ? Math.round(PAPER_EDGES_PER_VERTEX * n)
                : Math.round(19 + (258.0 - 19) * (n - 14) / (88 - 14));
        return (int) Math.min((long) n * (n - 1) / 2, Math.max(n - 1, target));
    }

    /** Neighbours of each vertex in a Watts–Strogatz board's starting ring: even and below n. */
    int wattsStrogatzRingDegree(int n) {
        int degree = this == PAPER || n >= 40 ? 6 : 4;
        return Math.min(degree, (n - 1) & ~1);
    }

    /** Edges each new vertex of a Barabási–Albert board attaches (to the 3 starting vertices and those since). */
    int barabasiAlbertEdgesPerVertex(int n) {
        return this == PAPER || n >= 24 ? 3 : 2;
    }
}
