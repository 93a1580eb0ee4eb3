package calhamer.games.spreadit;

import java.util.Arrays;
import java.util.Locale;
import java.util.function.Function;

/** Reading the package's option enums by their labels, with one wording of the error. */
final class Labels {

    private Labels() {
    }

    /**
     * The constant whose label is the text (surrounding space and case ignored). O(constants).
     *
     * @param what the option's name in the error, e.g. {@code "cascade order"}
     * @throws IllegalArgumentException {@code <what> '<text>' is not one of [<labels>]}
     */
    static <E extends Enum<E>> E parse(E[] values, Function<E, String> label, String what, String text) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        for (E e : values) {
            if (label.apply(e).equals(t)) {
                return e;
            }
        }
        throw new IllegalArgumentException(what + " '" + text + "' is not one of "
                + Arrays.stream(values).map(label).toList());
    }
}
