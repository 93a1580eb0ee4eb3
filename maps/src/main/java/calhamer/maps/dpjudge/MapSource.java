package calhamer.maps.dpjudge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Where the files a DPjudge {@code .map} file names ({@code MAP standard}, {@code USE standard.geography}) are read
 * from: the reader asks for a file by the name the directive gives and gets its text, so files on disk, files in
 * memory (tests) and uploads that may name none are read alike.
 */
@FunctionalInterface
public interface MapSource {
    /** The names a file may be asked for: one file name, no directory, not hidden. */
    Pattern FILE_NAME = Pattern.compile("[A-Za-z0-9_][A-Za-z0-9_.+-]{0,127}");

    /**
     * @param name a file name as a directive gives it ({@code standard.map})
     * @return the file's text, or empty when there is no such file
     * @throws IOException when the file exists but cannot be read
     */
    Optional<String> read(String name) throws IOException;

    /** @return where this source looks for files, for the problem a missing file gives */
    default String describe() {
        return "no such file";
    }

    /**
     * @return the files of one directory, by file name only ({@link #FILE_NAME}): a name with a directory part or
     *         a leading dot is no file, so a map file never reaches outside its directory
     */
    static MapSource directory(Path dir) {
        return new MapSource() {
            @Override
            public Optional<String> read(String name) throws IOException {
                if (!FILE_NAME.matcher(name).matches()) {
                    return Optional.empty();
                }
                Path file = dir.resolve(name);
                return Files.isRegularFile(file) ? Optional.of(Files.readString(file, StandardCharsets.UTF_8))
                        : Optional.empty();
            }

            @Override
            public String describe() {
                return "no such file in " + dir;
            }
        };
    }

    /** @return the files of a map from name to text (tests, and files already in memory) */
    static MapSource of(Map<String, String> files) {
        Map<String, String> copy = Map.copyOf(files);
        return name -> Optional.ofNullable(copy.get(name));
    }

    /**
     * @param why why there are no files here, said in the problem of every {@code MAP} or {@code USE} (an upload
     *            names no file it could be read with)
     * @return a source with no file at all
     */
    static MapSource none(String why) {
        return new MapSource() {
            @Override
            public Optional<String> read(String name) {
                return Optional.empty();
            }

            @Override
            public String describe() {
                return why;
            }
        };
    }
}
