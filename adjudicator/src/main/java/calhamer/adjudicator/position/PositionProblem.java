package calhamer.adjudicator.position;

/**
 * One thing wrong with a position given as JSON.
 *
 * @param field   where: a JSON path such as {@code units.FRANCE[2]}
 * @param message what is wrong, for people
 */
public record PositionProblem(String field, String message) {

    @Override
    public String toString() {
        return field + ": " + message;
    }
}
