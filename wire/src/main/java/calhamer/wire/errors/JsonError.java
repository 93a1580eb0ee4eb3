package calhamer.wire.errors;

/**
 * A reading error in Calhamer's words: where it is and what is wrong there.
 *
 * @param field  the path of the field at fault ({@code options.depth}), or empty for the body as a whole
 * @param line   the line of the body where it is, from 1, or 0 when not known
 * @param column the column in that line, from 1, or 0 when not known
 * @param what   what was expected there and what was found ({@code expected ':' after the field's name, found '1'})
 */
public record JsonError(String field, int line, int column, String what) {

    /** @return the field for a list of errors: its path, or {@code (body)} */
    public String fieldName() {
        return field.isEmpty() ? "(body)" : field;
    }

    /** @return the message of the field: {@code line 1, column 6: expected ...} */
    public String message() {
        return line > 0 ? "line " + line + ", column " + column + ": " + what : what;
    }

    /**
     * @param kind what kind of error, leading the sentence ({@code malformed JSON})
     * @return the sentence of a problem's detail: {@code malformed JSON at line 1, column 6, at options: expected ...}
     */
    public String detail(String kind) {
        return kind + (line > 0 ? " at line " + line + ", column " + column : "")
                + (field.isEmpty() ? "" : ", at " + field) + ": " + what;
    }
}
