package calhamer.strategy.game;

/** Whether the players of a game move one at a time or together. */
public enum MoveOrder {
    /** Exactly one player acts in every non-terminal state (chess, Nim, Quoridor). */
    SEQUENTIAL,
    /** Several players may act in the same state and their moves are applied together (Diplomacy). */
    SIMULTANEOUS
}
