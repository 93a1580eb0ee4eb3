package calhamer.maps;

/** The two kinds of Diplomacy unit. */
public enum UnitType {
    ARMY('A'), FLEET('F');

    private final char letter;

    UnitType(char letter) {
        this.letter = letter;
    }

    /** @return {@code A} or {@code F}, as orders write it */
    public char letter() {
        return letter;
    }

    /** @return the unit type for {@code A}/{@code F} (either case), or null */
    public static UnitType ofLetter(char c) {
        switch (Character.toUpperCase(c)) {
            case 'A': return ARMY;
            case 'F': return FLEET;
            default: return null;
        }
    }

    /** @return whether a unit of this type may stand on the terrain */
    public boolean canStandOn(Terrain terrain) {
        return this == ARMY ? terrain.allowsArmy() : terrain.allowsFleet();
    }
}
