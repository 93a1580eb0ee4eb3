package calhamer.influence;

/**
 * An object that spreads influence: it stands on a vertex and has a weight (negative weights spread negative
 * influence, as enemy units do in Utkin's worlds).
 *
 * @param vertex the vertex, in the numbering of the graph the influence spreads over
 * @param weight the influence at the vertex itself, finite
 */
public record Source(int vertex, double weight) {
    public Source {
        if (vertex < 0) {
            throw new IllegalArgumentException("source vertex must be at least 0, got " + vertex);
        }
        if (!Double.isFinite(weight)) {
            throw new IllegalArgumentException("source weight must be finite, got " + weight);
        }
    }
}
