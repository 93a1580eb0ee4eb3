package calhamer.adjudicator.position;

/** What is ordered in a phase. */
public enum PhaseType {
    MOVEMENT('M'), RETREAT('R'), ADJUSTMENT('A');

    private final char letter;

    PhaseType(char letter) {
        this.letter = letter;
    }

    /** @return the letter phase names use: M, R or A */
    public char letter() {
        return letter;
    }
}
