package calhamer.strategy.game;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;

/**
 * What an algorithm may check about a game before it runs. Players are numbered 0..n-1 in the order of
 * {@link #players()}; every per-player array of the API (returns, evaluations) uses that order.
 *
 * @param name          the game's name, as registered (e.g. {@code "nim"})
 * @param players       the players' names, distinct, at least one
 * @param moveOrder     sequential (one actor per state) or simultaneous
 * @param zeroSum       the returns of every terminal state sum to zero
 * @param exactSolvable finite with perfect information and small enough that exact solvers (retrograde analysis,
 *                      Sprague–Grundy values) are meant to be run on it
 */
public record GameFacts(String name, List<String> players, MoveOrder moveOrder, boolean zeroSum,
                        boolean exactSolvable) {

    public GameFacts {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(moveOrder, "moveOrder");
        if (name.isBlank()) {
            throw new IllegalArgumentException("a game needs a name");
        }
        players = List.copyOf(players);
        if (players.isEmpty()) {
            throw new IllegalArgumentException("game '" + name + "' needs at least one player");
        }
        if (new HashSet<>(players).size() != players.size()) {
            throw new IllegalArgumentException("game '" + name + "' has repeated player names: " + players);
        }
    }

    /** The number of players. */
    public int playerCount() {
        return players.size();
    }

    /** The index of the named player. */
    public int playerIndex(String player) {
        int index = players.indexOf(player);
        if (index < 0) {
            throw new IllegalArgumentException("game '" + name + "' has no player '" + player + "'; players: "
                    + players);
        }
        return index;
    }

    /** Refuses the game unless it has exactly {@code count} players. */
    public void requirePlayers(String algorithm, int count) {
        if (playerCount() != count) {
            throw new UnsupportedGameException(algorithm + " needs a " + count + "-player game; '" + name + "' has "
                    + playerCount() + " players");
        }
    }

    /** Refuses the game unless its moves are sequential. */
    public void requireSequential(String algorithm) {
        if (moveOrder != MoveOrder.SEQUENTIAL) {
            throw new UnsupportedGameException(algorithm + " needs sequential moves; '" + name
                    + "' has simultaneous moves");
        }
    }

    /** Refuses the game unless it is zero-sum. */
    public void requireZeroSum(String algorithm) {
        if (!zeroSum) {
            throw new UnsupportedGameException(algorithm + " needs a zero-sum game; '" + name + "' is not zero-sum");
        }
    }

    /** Refuses the game unless it is marked exact-solvable. */
    public void requireExactSolvable(String algorithm) {
        if (!exactSolvable) {
            throw new UnsupportedGameException(algorithm + " needs an exact-solvable game; '" + name + "' is not");
        }
    }
}
