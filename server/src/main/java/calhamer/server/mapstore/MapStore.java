package calhamer.server.mapstore;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Uploaded maps on disk: one {@code <id>.json} per map in {@code <data-dir>/maps}. File names come only from
 * validated ids (letters, digits, {@code -}, {@code _}), never from a client path, in lower case (ids are
 * case-insensitive; a file of an older version named in another case is replaced by the lower-case one on the next
 * write). Writes are atomic: the text goes to a temporary file in the same directory, is forced to disk, and is then
 * moved over the old file, so a crash mid-write leaves either the old map or the new one, never half a file; the
 * temporary files such a crash leaves are removed at the next start ({@link #removeTemporaryFiles()}).
 */
public final class MapStore {
    /** The ids a stored map may have. */
    public static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{1,64}");
    private final Path dir;

    public MapStore(Path dataDir) {
        this.dir = dataDir.resolve("maps");
    }

    /** @return the directory the maps are kept in */
    public Path directory() {
        return dir;
    }

    /** @return the stored map files */
    public List<Path> files() throws IOException {
        List<Path> out = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return out;
        }
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir, "*.json")) {
            for (Path p : stream) {
                if (ID.matcher(idOf(p)).matches()) {
                    out.add(p);
                }
            }
        }
        out.sort(null);
        return out;
    }

    /**
     * Removes the temporary files of writes that never finished (the process was killed mid-write).
     *
     * @return how many were removed
     */
    public int removeTemporaryFiles() throws IOException {
        if (!Files.isDirectory(dir)) {
            return 0;
        }
        int removed = 0;
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir, ".*.tmp")) {
            for (Path p : stream) {
                Files.deleteIfExists(p);
                log().info("removed {}, left by an interrupted map write", p);
                removed++;
            }
        }
        return removed;
    }

    /** @return the map id a stored file holds */
    public static String idOf(Path file) {
        String name = file.getFileName().toString();
        return name.substring(0, name.length() - ".json".length());
    }

    /** Writes a map's JSON atomically. */
    public void write(String id, String json) throws IOException {
        Path target = file(id);
        Files.createDirectories(dir);
        deleteOtherCases(id);
        Path temp = Files.createTempFile(dir, "." + id + ".", ".tmp");
        try {
            try (FileChannel ch = FileChannel.open(temp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                ch.write(java.nio.ByteBuffer.wrap(json.getBytes(StandardCharsets.UTF_8)));
                ch.force(true);
            }
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /** Deletes a stored map; returns whether it existed. */
    public boolean delete(String id) throws IOException {
        boolean other = deleteOtherCases(id);
        return Files.deleteIfExists(file(id)) || other;
    }

    /** Deletes files of the same id in another case (written by versions whose ids were case-sensitive). */
    private boolean deleteOtherCases(String id) throws IOException {
        boolean any = false;
        for (Path p : files()) {
            String stored = idOf(p);
            if (stored.equalsIgnoreCase(id) && !stored.equals(stored.toLowerCase(Locale.ROOT))) {
                any |= Files.deleteIfExists(p);
            }
        }
        return any;
    }

    private Path file(String id) {
        if (!ID.matcher(id).matches()) {
            throw new IllegalArgumentException("invalid map id '" + id + "'");
        }
        return dir.resolve(id.toLowerCase(Locale.ROOT) + ".json");
    }

    /** The logger, looked up when something is logged (offline commands then never start the logging backend). */
    private static Logger log() {
        return LoggerFactory.getLogger(MapStore.class);
    }
}
