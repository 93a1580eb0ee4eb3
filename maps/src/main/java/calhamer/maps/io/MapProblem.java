package calhamer.maps.io;

/**
 * One rule a map file breaks.
 *
 * @param source   the file (or upload) the map came from
 * @param province the province concerned, or null when the problem is not about one province
 * @param rule     what is wrong, in words
 */
public record MapProblem(String source, String province, String rule) {

    @Override
    public String toString() {
        return province == null ? source + ": " + rule : source + ": province " + province + ": " + rule;
    }
}
