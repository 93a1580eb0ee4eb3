package calhamer.strategy.matrix;

/**
 * A pure equilibrium: an entry that is the worst of its row for the row player and the worst of its column for the
 * column player, so neither gains by switching alone.
 *
 * @param row    row index
 * @param column column index
 * @param value  the entry, the value of the game
 */
public record SaddlePoint(int row, int column, double value) {
}
