package calhamer.strategy.agents;

import calhamer.strategy.game.GameFacts;
import calhamer.strategy.game.MoveOrder;
import java.util.Objects;
import java.util.function.Predicate;

/**
 * Which games an agent plays: those whose {@link GameFacts} pass a test, optionally only the game of one name (an
 * agent written for one game, such as Diplomacy's bot). The description completes "plays ..." in listings and errors.
 *
 * @param description what the agent plays, e.g. {@code "sequential games"}
 * @param facts       the test of a game's facts
 * @param game        the one game it plays, or null for every game passing the test
 */
public record AgentSupport(String description, Predicate<GameFacts> facts, String game) {

    public AgentSupport {
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(facts, "facts");
    }

    /** Every game. */
    public static AgentSupport everyGame() {
        return new AgentSupport("every game", f -> true, null);
    }

    /** Games whose facts pass the test. */
    public static AgentSupport games(String description, Predicate<GameFacts> facts) {
        return new AgentSupport(description, facts, null);
    }

    /** Games with one player to move at a time. */
    public static AgentSupport sequential() {
        return games("sequential games", f -> f.moveOrder() == MoveOrder.SEQUENTIAL);
    }

    /** Two-player zero-sum games with one player to move at a time. */
    public static AgentSupport twoPlayerZeroSum() {
        return games("two-player zero-sum sequential games", f -> f.moveOrder() == MoveOrder.SEQUENTIAL
                && f.playerCount() == 2 && f.zeroSum());
    }

    /** Only the named game. */
    public static AgentSupport only(String gameName) {
        return new AgentSupport("only '" + gameName + "'", f -> true, Objects.requireNonNull(gameName, "gameName"));
    }

    /** Whether this support is for one game by name. */
    public boolean gameSpecific() {
        return game != null;
    }

    /** Whether the agent plays the game with these facts. O(1) plus the test. */
    public boolean supports(GameFacts gameFacts) {
        return (game == null || game.equals(gameFacts.name())) && facts.test(gameFacts);
    }
}
