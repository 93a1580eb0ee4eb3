package calhamer.adjudicator.position;

/**
 * A phase of the game, written as the research ecosystem writes it: {@code S1901M}, {@code F1901R},
 * {@code W1901A} (season letter, year, phase-type letter). Spring and Fall have movement and retreat phases,
 * Winter has the adjustment phase.
 *
 * @param season the season
 * @param year   the game year
 * @param type   movement, retreat or adjustment
 */
public record Phase(Season season, int year, PhaseType type) {
    /** The last year a phase may have: six digits, as {@link #parse} reads them. */
    public static final int MAX_YEAR = 999_999;

    public Phase {
        if (season == null || type == null) {
            throw new IllegalArgumentException("phase needs a season and a type");
        }
        if (year < 0 || year > MAX_YEAR) {
            throw new IllegalArgumentException("phase " + season.letter() + year + type.letter()
                    + " does not exist: years run from 0 to " + MAX_YEAR);
        }
        if ((season == Season.WINTER) != (type == PhaseType.ADJUSTMENT)) {
            throw new IllegalArgumentException("phase " + season.letter() + year + type.letter()
                    + " does not exist: adjustments happen in Winter, movement and retreats in Spring and Fall");
        }
    }

    /**
     * Reads {@code S1901M}, {@code F1901R}, {@code W1901A} (case-insensitive).
     *
     * @throws IllegalArgumentException saying what is expected
     */
    public static Phase parse(String text) {
        String t = text == null ? "" : text.trim().toUpperCase(java.util.Locale.ROOT);
        if (t.length() < 3) {
            throw badPhase(text);
        }
        Season season = null;
        for (Season s : Season.values()) {
            if (s.letter() == t.charAt(0)) {
                season = s;
            }
        }
        PhaseType type = null;
        for (PhaseType p : PhaseType.values()) {
            if (p.letter() == t.charAt(t.length() - 1)) {
                type = p;
            }
        }
        String digits = t.substring(1, t.length() - 1);
        if (season == null || type == null || digits.isEmpty() || digits.length() > 6
                || !digits.chars().allMatch(Character::isDigit)) {
            throw badPhase(text);
        }
        return new Phase(season, Integer.parseInt(digits), type);
    }

    private static IllegalArgumentException badPhase(String text) {
        return new IllegalArgumentException("phase '" + text
                + "' is not of the form S1901M, F1901R or W1901A (season S/F/W, year, type M/R/A)");
    }

    /**
     * @return the phase after this one when every phase is played: S M, S R, F M, F R, W A, next S M
     * @throws IllegalArgumentException after the adjustments of {@link #MAX_YEAR}
     */
    public Phase next() {
        switch (type) {
            case MOVEMENT:
                return new Phase(season, year, PhaseType.RETREAT);
            case RETREAT:
                return season == Season.SPRING ? new Phase(Season.FALL, year, PhaseType.MOVEMENT)
                        : new Phase(Season.WINTER, year, PhaseType.ADJUSTMENT);
            default:
                return new Phase(Season.SPRING, year + 1, PhaseType.MOVEMENT);
        }
    }

    /** @return the next movement phase: Fall of the year after a Spring, Spring of the next year otherwise */
    public Phase nextMovement() {
        Phase p = next();
        while (p.type != PhaseType.MOVEMENT) {
            p = p.next();
        }
        return p;
    }

    @Override
    public String toString() {
        return "" + season.letter() + year + type.letter();
    }
}
