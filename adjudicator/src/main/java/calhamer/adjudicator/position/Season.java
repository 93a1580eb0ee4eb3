package calhamer.adjudicator.position;

/** The seasons of a game year: Spring and Fall movement (with their retreats), Winter adjustments. */
public enum Season {
    SPRING('S'), FALL('F'), WINTER('W');

    private final char letter;

    Season(char letter) {
        this.letter = letter;
    }

    /** @return the letter phase names use: S, F or W */
    public char letter() {
        return letter;
    }
}
