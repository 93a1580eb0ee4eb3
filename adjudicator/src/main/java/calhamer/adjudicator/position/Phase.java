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

    /** The phases of one game year in the order of play (rulebook "Sequence of play"): S M, S R, F M, F R, W A. */
    private static final Season[] SEASON_OF_STEP = {Season.SPRING, Season.SPRING, Season.FALL, Season.FALL,
        Season.WINTER};
    private static final PhaseType[] TYPE_OF_STEP = {PhaseType.MOVEMENT, PhaseType.RETREAT, PhaseType.MOVEMENT,
        PhaseType.RETREAT, PhaseType.ADJUSTMENT};
    /** The number of phases in a game year. */
    public static final int PHASES_PER_YEAR = SEASON_OF_STEP.length;

    /**
     * The phase's place in the sequence of play, counted from the first phase of year 0: {@code year · 5 + step},
     * step 0 to 4 for S M, S R, F M, F R, W A. The next phase when every phase is played is index + 1; the rules
     * engine keeps phases as this number and skips phases by counting on. O(1).
     */
    public int index() {
        int step = season == Season.WINTER ? 4 : (season == Season.FALL ? 2 : 0) + (type == PhaseType.RETREAT ? 1 : 0);
        return year * PHASES_PER_YEAR + step;
    }

    /**
     * The phase at a place in the sequence of play ({@link #index()}).
     *
     * @throws IllegalArgumentException beyond the adjustments of {@link #MAX_YEAR}, or for a negative index
     */
    public static Phase ofIndex(int index) {
        if (index < 0) {
            throw new IllegalArgumentException("no phase has index " + index);
        }
        int step = index % PHASES_PER_YEAR;
        return new Phase(SEASON_OF_STEP[step], index / PHASES_PER_YEAR, TYPE_OF_STEP[step]);
    }

    /** @return the season of the phase at an index ({@link #index()}); O(1) */
    public static Season seasonOf(int index) {
        return SEASON_OF_STEP[index % PHASES_PER_YEAR];
    }

    /** @return the type of the phase at an index ({@link #index()}); O(1) */
    public static PhaseType typeOf(int index) {
        return TYPE_OF_STEP[index % PHASES_PER_YEAR];
    }

    /**
     * @return the phase after this one when every phase is played: S M, S R, F M, F R, W A, next S M
     * @throws IllegalArgumentException after the adjustments of {@link #MAX_YEAR}
     */
    public Phase next() {
        return ofIndex(index() + 1);
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
