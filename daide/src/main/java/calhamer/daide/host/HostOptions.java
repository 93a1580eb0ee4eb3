package calhamer.daide.host;

import calhamer.adjudicator.rules.Edition;
import calhamer.maps.DiplomacyMap;
import java.nio.file.Path;
import java.util.Map;

/**
 * How a DAIDE server runs its game.
 *
 * @param map            the map played
 * @param host           the interface to listen on (default 127.0.0.1)
 * @param port           the TCP port (0: any free one)
 * @param deadlines      the phases' time limits
 * @param years          game years played before a draw is declared (0: until a power wins)
 * @param edition        the rules the phases are adjudicated by
 * @param seed           seeds the power assignment and the passcodes
 * @param record         the game record (JSON Lines, one adjudicated phase a line) and its seats file beside it
 *                       ({@code FILE.seats}), or null for none
 * @param stallMillis    the longest a message may take to arrive once begun
 * @param graceMillis    how long a disconnected power is waited for (without deadlines; with them, the deadline
 *                       rules) before the game goes on without it in civil disorder
 * @param maxConnections the most connections at once; more are closed on arrival
 * @param floodRate      messages per second a connection may send on average
 * @param floodBurst     messages a connection may send at once
 * @param seating        client name ({@code NME}) → the power it is to play; players not named here take the other
 *                       powers, drawn by the seed (for arenas and tournaments that decide who plays what)
 */
public record HostOptions(DiplomacyMap map, String host, int port, Deadlines deadlines, int years, Edition edition,
                          long seed, Path record, long stallMillis, long graceMillis, int maxConnections,
                          double floodRate, int floodBurst, Map<String, String> seating) {

    public HostOptions {
        seating = seating == null ? Map.of() : Map.copyOf(seating);
        if (years < 0) {
            throw new IllegalArgumentException("years is 0 (until a power wins) or more: " + years);
        }
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("a port is 0 to 65535: " + port);
        }
    }

    /** The defaults on a map: 127.0.0.1, any port, no deadlines, until a win, 2000 rules, no record. */
    public static HostOptions defaults(DiplomacyMap map) {
        return new HostOptions(map, "127.0.0.1", 0, Deadlines.NONE, 0, Edition.RULES_2000, 1, null, 10_000, 30_000,
                100, 50, 500, Map.of());
    }

    public HostOptions withPort(int p) {
        return new HostOptions(map, host, p, deadlines, years, edition, seed, record, stallMillis, graceMillis,
                maxConnections, floodRate, floodBurst, seating);
    }

    public HostOptions withHost(String h) {
        return new HostOptions(map, h, port, deadlines, years, edition, seed, record, stallMillis, graceMillis,
                maxConnections, floodRate, floodBurst, seating);
    }

    public HostOptions withDeadlines(Deadlines d) {
        return new HostOptions(map, host, port, d, years, edition, seed, record, stallMillis, graceMillis,
                maxConnections, floodRate, floodBurst, seating);
    }

    public HostOptions withYears(int y) {
        return new HostOptions(map, host, port, deadlines, y, edition, seed, record, stallMillis, graceMillis,
                maxConnections, floodRate, floodBurst, seating);
    }

    public HostOptions withEdition(Edition e) {
        return new HostOptions(map, host, port, deadlines, years, e, seed, record, stallMillis, graceMillis,
                maxConnections, floodRate, floodBurst, seating);
    }

    public HostOptions withSeed(long s) {
        return new HostOptions(map, host, port, deadlines, years, edition, s, record, stallMillis, graceMillis,
                maxConnections, floodRate, floodBurst, seating);
    }

    public HostOptions withRecord(Path r) {
        return new HostOptions(map, host, port, deadlines, years, edition, seed, r, stallMillis, graceMillis,
                maxConnections, floodRate, floodBurst, seating);
    }

    public HostOptions withStallMillis(long ms) {
        return new HostOptions(map, host, port, deadlines, years, edition, seed, record, ms, graceMillis,
                maxConnections, floodRate, floodBurst, seating);
    }

    public HostOptions withGraceMillis(long ms) {
        return new HostOptions(map, host, port, deadlines, years, edition, seed, record, stallMillis, ms,
                maxConnections, floodRate, floodBurst, seating);
    }

    public HostOptions withFlood(double rate, int burst) {
        return new HostOptions(map, host, port, deadlines, years, edition, seed, record, stallMillis, graceMillis,
                maxConnections, rate, burst, seating);
    }

    public HostOptions withMaxConnections(int n) {
        return new HostOptions(map, host, port, deadlines, years, edition, seed, record, stallMillis, graceMillis,
                n, floodRate, floodBurst, seating);
    }

    public HostOptions withSeating(Map<String, String> s) {
        return new HostOptions(map, host, port, deadlines, years, edition, seed, record, stallMillis, graceMillis,
                maxConnections, floodRate, floodBurst, s);
    }

    /** @return the map's name in {@code MAP}: its id with only letters, digits and underscores */
    public String mapName() {
        return map.id().replaceAll("[^A-Za-z0-9_]", "_");
    }
}
