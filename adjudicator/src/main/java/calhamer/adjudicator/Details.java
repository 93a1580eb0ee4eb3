package calhamer.adjudicator;

import calhamer.adjudicator.result.Reason;
import calhamer.maps.DiplomacyMap;

/**
 * The sentences of results that name a location ({@code "moved to BUR"}), made once per reason and location of a
 * map and then shared: a phase's results name the same few dozen places again and again. Filled as they are asked
 * for; a race makes the same string twice, never a wrong one (strings are immutable). O(1) a sentence.
 */
final class Details {
    private final DiplomacyMap map;
    private final String[][] sentences;

    Details(DiplomacyMap map) {
        this.map = map;
        this.sentences = new String[Reason.values().length][];
    }

    /** @return the reason in a sentence about the location (its index), or without a subject for -1 */
    String of(Reason reason, int location) {
        if (location < 0) {
            return reason.describe(null);
        }
        String[] row = sentences[reason.ordinal()];
        if (row == null) {
            row = new String[map.locations().size()];
            sentences[reason.ordinal()] = row;
        }
        String s = row[location];
        if (s == null) {
            s = reason.describe(map.locations().get(location).id());
            row[location] = s;
        }
        return s;
    }
}
