package calhamer.server.config;

import calhamer.wire.errors.Ranges;
import java.util.ArrayList;
import java.util.List;

/**
 * The checks of a command line's numeric flags: every flag out of its range is named with the range it takes and
 * the value given ({@code --games: expected a whole number of at least 1 (0: 50), found -1}), in the words of the
 * API's options ({@link Ranges}), never only the first. Not thread-safe: one per command line.
 */
public final class FlagChecks {
    private final List<String> problems = new ArrayList<>();

    /**
     * Checks a whole-number flag.
     *
     * @param max  the largest taken, {@link Long#MAX_VALUE} for no upper bound
     * @param note what the flag is, or its default, in brackets after the range; or null
     * @return this
     */
    public FlagChecks whole(String flag, long value, long min, long max, String note) {
        String problem = Ranges.whole(value, min, max, note);
        if (problem != null) {
            problems.add(flag + ": " + problem);
        }
        return this;
    }

    /** As {@link #whole}, 0 taken too (the flag's default, which {@code note} says). */
    public FlagChecks wholeOrZero(String flag, long value, long min, long max, String note) {
        return value == 0 ? this : whole(flag, value, min, max, note);
    }

    /** Keeps a problem found otherwise ({@code --play: expected most-probable or sampled, found 'x'}). */
    public FlagChecks problem(String flag, String problem) {
        problems.add(flag + ": " + problem);
        return this;
    }

    /** @return every flag out of range, one line each, in the order checked */
    public List<String> problems() {
        return List.copyOf(problems);
    }

    /** @throws IllegalArgumentException naming every flag out of range, the lines joined by "; " */
    public void require() {
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException(String.join("; ", problems));
        }
    }
}
