package calhamer.daide.client;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.MapFile;
import calhamer.maps.io.MapLoader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The client's game log: one adjudicated phase a line ({@link calhamer.daide.board.PhaseRecord}), appended and
 * flushed as each phase's results come, so {@code calhamer adjudicate --jsonl LOG} replays the game. On a map the
 * client knows only from the server's {@code MDF}, the map is written beside the log as {@code LOG.map.json} (a map
 * file: put it in the data directory's {@code maps/} to replay).
 */
final class GameLog implements AutoCloseable {
    private final Path file;
    private BufferedWriter out;

    GameLog(Path file) {
        this.file = file;
    }

    /** Notes the map played; writes its file when it came from the server's definition. */
    void map(DiplomacyMap map, boolean defined) {
        if (!defined) {
            return;
        }
        try {
            Files.writeString(file.resolveSibling(file.getFileName() + ".map.json"),
                    MapLoader.toJson(MapFile.of(map)), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the map beside the log: " + e.getMessage(), e);
        }
    }

    /** Appends a phase's line. */
    void phase(String line) {
        try {
            if (out == null) {
                if (file.toAbsolutePath().getParent() != null) {
                    Files.createDirectories(file.toAbsolutePath().getParent());
                }
                out = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND);
            }
            out.write(line);
            out.write('\n');
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the game log " + file + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        if (out != null) {
            try {
                out.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
