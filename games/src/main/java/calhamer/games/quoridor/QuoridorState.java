package calhamer.games.quoridor;

import java.util.Objects;

/**
 * A Quoridor position: the walls ({@link Walls}, shared between states with the same walls), each player's pawn
 * cell and walls left (packed in one long: 7 bits per pawn, 4 bits per wall count), the player to move, the plies
 * played and the result. Immutable value; equality ignores the walls' caches.
 */
public final class QuoridorState {
    /** Result of a game still going on. */
    public static final int ONGOING = -1;
    /** Result of a game stopped at the ply limit. */
    public static final int DRAW = -2;

    private final Walls walls;
    private final long packed;
    private final int players;
    private final int toMove;
    private final int ply;
    private final int result;

    QuoridorState(Walls walls, long packed, int players, int toMove, int ply, int result) {
        this.walls = walls;
        this.packed = packed;
        this.players = players;
        this.toMove = result == ONGOING ? toMove : -1;
        this.ply = ply;
        this.result = result;
    }

    static long pack(int[] pawns, int[] wallsLeft) {
        long p = 0;
        for (int i = 0; i < pawns.length; i++) {
            p |= (long) pawns[i] << (7 * i) | (long) wallsLeft[i] << (32 + 4 * i);
        }
        return p;
    }

    public Walls walls() {
        return walls;
    }

    /** The number of players. */
    public int players() {
        return players;
    }

    /** The cell of the player's pawn. */
    public int pawn(int player) {
        return (int) (packed >>> (7 * player)) & 0x7F;
    }

    /** The walls the player has left. */
    public int wallsLeft(int player) {
        return (int) (packed >>> (32 + 4 * player)) & 0xF;
    }

    /** Whether some pawn stands on the cell. */
    public boolean occupied(int cell) {
        for (int p = 0; p < players; p++) {
            if (pawn(p) == cell) {
                return true;
            }
        }
        return false;
    }

    long packed() {
        return packed;
    }

    /** The player to move, or −1 when the game is over. */
    public int toMove() {
        return toMove;
    }

    /** Plies played. */
    public int ply() {
        return ply;
    }

    /** The winner, {@link #ONGOING} or {@link #DRAW}. */
    public int result() {
        return result;
    }

    public boolean isOver() {
        return result != ONGOING;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof QuoridorState s && s.packed == packed && s.toMove == toMove && s.ply == ply
                && s.result == result && s.players == players && s.walls.equals(walls);
    }

    @Override
    public int hashCode() {
        return Objects.hash(walls, packed, toMove, ply, result);
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("QuoridorState[");
        for (int p = 0; p < players; p++) {
            b.append(p == 0 ? "" : " ").append(p).append('@').append(Board.cellName(pawn(p))).append('/')
                    .append(wallsLeft(p));
        }
        return b.append(", walls ").append(walls.count()).append(", ply ").append(ply).append(", ")
                .append(result == ONGOING ? "to move " + toMove : result == DRAW ? "draw" : "won by " + result)
                .append(']').toString();
    }
}
