package calhamer.strategy.game;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A player's legal moves given part by part, for games whose moves are made of parts chosen one each (Diplomacy:
 * one order per unit), as other engines list them: where the product of the parts' choices is far too many moves to
 * list whole (a Diplomacy power has thousands of order sets), the parts are few. A legal move takes one choice from
 * each of at least {@code min} and at most {@code max} distinct parts and joins the choices with {@code separator};
 * every such move is legal, and {@link Game#parseMove} reads it.
 *
 * @param choices   each part (its name in the game's terms, e.g. a unit {@code A VIE}) → its legal choices in the
 *                  game's notation, in a fixed order
 * @param min       the fewest parts a move chooses from
 * @param max       the most parts a move chooses from
 * @param separator what joins the chosen choices into a move's notation
 */
public record MoveParts(Map<String, List<String>> choices, int min, int max, String separator) {

    public MoveParts {
        Map<String, List<String>> copy = new LinkedHashMap<>();
        choices.forEach((part, list) -> copy.put(part, List.copyOf(list)));
        choices = Collections.unmodifiableMap(copy);
        if (min < 0 || min > max || max > choices.size()) {
            throw new IllegalArgumentException("a move chooses from " + min + " to " + max + " of "
                    + choices.size() + " parts");
        }
    }

    /** @return the parts form of moves that choose once from every part */
    public static MoveParts every(Map<String, List<String>> choices, String separator) {
        return new MoveParts(choices, choices.size(), choices.size(), separator);
    }
}
