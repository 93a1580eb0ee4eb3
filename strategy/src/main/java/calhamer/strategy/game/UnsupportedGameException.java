package calhamer.strategy.game;

/** An algorithm was asked to work on a game whose {@link GameFacts} it does not support. */
public class UnsupportedGameException extends IllegalArgumentException {
    public UnsupportedGameException(String message) {
        super(message);
    }
}
