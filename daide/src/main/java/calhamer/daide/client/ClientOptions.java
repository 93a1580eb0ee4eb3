package calhamer.daide.client;

import calhamer.adjudicator.rules.Edition;
import java.nio.file.Path;

/**
 * How the client joins and plays.
 *
 * @param host             the server's address
 * @param port             the server's port
 * @param name             the name sent in {@code NME} (letters, digits, underscores)
 * @param version          the version sent in {@code NME}
 * @param budgetMillis     the bot's time per decision at most (less when the deadline is nearer)
 * @param seed             the bot's random seed (the phase's year and season are mixed in)
 * @param edition          the rules the bot's search plays by (DAIDE does not say the server's)
 * @param log              the game log to write (JSON Lines replayable by {@code calhamer adjudicate --jsonl}), or
 *                         null for none
 * @param reconnectSeconds how long to keep trying to reconnect (with {@code IAM}) after losing the server mid-game
 * @param power            the power to rejoin as with {@code IAM} (its three-letter token name), or null to join
 *                         with {@code NME}
 * @param passcode         the passcode to rejoin with
 */
public record ClientOptions(String host, int port, String name, String version, long budgetMillis, long seed,
                            Edition edition, Path log, int reconnectSeconds, String power, int passcode) {

    /** The version this client reports. */
    public static final String VERSION = "0.2";

    public ClientOptions {
        if (name == null || !name.matches("[A-Za-z0-9_]{1,40}")) {
            throw new IllegalArgumentException("a client's name is letters, digits and underscores: '" + name + "'");
        }
        if (budgetMillis < 1) {
            throw new IllegalArgumentException("the budget is at least 1 ms: " + budgetMillis);
        }
    }

    /** Joins a server on the given port of this machine as {@code calhamer}, with a 1.5 s budget. */
    public static ClientOptions defaults(String host, int port) {
        return new ClientOptions(host, port, "calhamer", VERSION, 1500, 0, Edition.RULES_2000, null, 60, null, 0);
    }

    public ClientOptions withName(String n) {
        return new ClientOptions(host, port, n, version, budgetMillis, seed, edition, log, reconnectSeconds, power,
                passcode);
    }

    public ClientOptions withBudget(long ms) {
        return new ClientOptions(host, port, name, version, ms, seed, edition, log, reconnectSeconds, power,
                passcode);
    }

    public ClientOptions withSeed(long s) {
        return new ClientOptions(host, port, name, version, budgetMillis, s, edition, log, reconnectSeconds, power,
                passcode);
    }

    public ClientOptions withEdition(Edition e) {
        return new ClientOptions(host, port, name, version, budgetMillis, seed, e, log, reconnectSeconds, power,
                passcode);
    }

    public ClientOptions withLog(Path l) {
        return new ClientOptions(host, port, name, version, budgetMillis, seed, edition, l, reconnectSeconds, power,
                passcode);
    }

    public ClientOptions withReconnect(int seconds) {
        return new ClientOptions(host, port, name, version, budgetMillis, seed, edition, log, seconds, power,
                passcode);
    }

    /** Rejoins a game in progress as the power, with its passcode. */
    public ClientOptions rejoining(String p, int code) {
        return new ClientOptions(host, port, name, version, budgetMillis, seed, edition, log, reconnectSeconds, p,
                code);
    }
}
