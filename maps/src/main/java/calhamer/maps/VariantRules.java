package calhamer.maps;

import java.util.List;
import java.util.OptionalInt;

/**
 * The rules a map sets beyond its board, read from the map file (DPjudge's {@code VICTORY}, {@code RULE BUILD_ANY} and
 * {@code DUMMY}): the one place the rules engine, legal orders, the game API and the bot learn them.
 *
 * @param victory       the supply centres a power needs to win, or empty for the rulebook's more than half of them
 * @param buildAnywhere whether a power builds on any supply centre it owns, not only its home centres
 *                      ({@code BUILD_ANY}, as in Modern and the Known World)
 * @param neutral       the names of powers that take no part: their units hold every movement phase, are dislodged
 *                      (and, unordered, disbanded) like any unit and they never build
 */
public record VariantRules(OptionalInt victory, boolean buildAnywhere, List<String> neutral) {
    /** The rule name of building on any owned supply centre. */
    public static final String BUILD_ANY = "BUILD_ANY";
    /** The rule names a map file may give. */
    public static final List<String> KNOWN = List.of(BUILD_ANY);
    /** The standard rules: more than half the centres win, builds on home centres only, no neutral power. */
    public static final VariantRules STANDARD = new VariantRules(OptionalInt.empty(), false, List.of());

    public VariantRules {
        neutral = List.copyOf(neutral);
    }
}
