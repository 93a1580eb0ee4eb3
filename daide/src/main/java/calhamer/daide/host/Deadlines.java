package calhamer.daide.host;

import calhamer.adjudicator.position.PhaseType;
import java.util.Arrays;
import java.util.List;

/**
 * The time limits of a game's phases in seconds, 0 for none: {@code MTL}, {@code RTL} and {@code BTL} of the
 * {@code HLO} message's variant options.
 *
 * @param movement   seconds for movement phases
 * @param retreat    seconds for retreat phases
 * @param adjustment seconds for adjustment (build) phases
 */
public record Deadlines(int movement, int retreat, int adjustment) {
    /** No time limits. */
    public static final Deadlines NONE = new Deadlines(0, 0, 0);

    public Deadlines {
        for (int s : new int[] {movement, retreat, adjustment}) {
            if (s < 0 || s > 8191) {
                throw new IllegalArgumentException("a deadline is 0 (none) to 8191 seconds: " + s);
            }
        }
    }

    /**
     * Reads {@code MTL[,RTL[,BTL]]} in seconds; a missing retreat or build limit is the one before it.
     *
     * @throws IllegalArgumentException saying what is expected
     */
    public static Deadlines parse(String text) {
        List<String> parts = Arrays.stream(text.split(",")).map(String::trim).toList();
        if (parts.isEmpty() || parts.size() > 3 || parts.stream().anyMatch(p -> !p.matches("\\d{1,4}"))) {
            throw new IllegalArgumentException("deadlines are MTL[,RTL[,BTL]] in seconds, e.g. 60,30,30: '" + text
                    + "'");
        }
        int m = Integer.parseInt(parts.get(0));
        int r = parts.size() > 1 ? Integer.parseInt(parts.get(1)) : m;
        int b = parts.size() > 2 ? Integer.parseInt(parts.get(2)) : r;
        return new Deadlines(m, r, b);
    }

    /** @return the seconds of a phase type, 0 for none */
    public int seconds(PhaseType type) {
        return switch (type) {
            case MOVEMENT -> movement;
            case RETREAT -> retreat;
            case ADJUSTMENT -> adjustment;
        };
    }

    /** @return the longest limit */
    public int longest() {
        return Math.max(movement, Math.max(retreat, adjustment));
    }

    @Override
    public String toString() {
        return movement + "," + retreat + "," + adjustment;
    }
}
