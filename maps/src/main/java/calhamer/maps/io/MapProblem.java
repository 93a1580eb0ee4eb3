package calhamer.maps.io;

/**
 * One rule a map file breaks.
 *
 * @param source   the file (or upload) the map came from
 * @param line     the line of that file at fault (1-based), or null when the problem is not about one line (JSON map
 *                 files name the province instead; DPjudge {@code .map} files name the line)
 * @param province the province concerned, or null when the problem is not about one province
 * @param rule     what is wrong, in words
 */
public record MapProblem(String source, Integer line, String province, String rule) {

    /** A problem that names no line: JSON map files, whose problems name the province and the rule. */
    public MapProblem(String source, String province, String rule) {
        this(source, null, province, rule);
    }

    @Override
    public String toString() {
        String where = line == null ? source : source + ":" + line;
        return province == null ? where + ": " + rule : where + ": province " + province + ": " + rule;
    }
}
