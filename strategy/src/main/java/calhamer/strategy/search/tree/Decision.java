package calhamer.strategy.search.tree;

/**
 * What a tree search decided and how far it got.
 *
 * @param move  the chosen move
 * @param index its index in the candidate moves
 * @param value its value (the root player's score, or its perceived utility)
 * @param depth the deepest search completed, in plies (0 when not even depth 1 finished)
 * @param nodes states visited
 * @param exact whether the completed search reached the end of the game everywhere (its value is exact)
 * @param <M>   the move type
 */
public record Decision<M>(M move, int index, double value, int depth, long nodes, boolean exact) {
}
