package calhamer.bot.arena;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A results file: one {@link GameRecord} per line as JSON, appended (and flushed) as each game ends, so that an
 * interrupted run can be resumed: games of the same run key already in the file are not played again. Lines that
 * do not read (a line cut off by a kill) are skipped. Appends are synchronised.
 */
final class ArenaFile {
    private static final ObjectMapper JSON = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private final Path path;

    ArenaFile(Path path) {
        this.path = path;
    }

    /** @return the games of the run key already in the file, by game number (the last line of a game wins) */
    Map<Integer, GameRecord> read(String key) {
        Map<Integer, GameRecord> games = new LinkedHashMap<>();
        if (!Files.exists(path)) {
            return games;
        }
        try {
            List<String> lines = Files.readAllLines(path, StandardCharsets.UTF_8);
            for (String line : lines) {
                if (line.isBlank()) {
                    continue;
                }
                try {
                    GameRecord g = JSON.readValue(line, GameRecord.class);
                    if (key.equals(g.key())) {
                        games.put(g.game(), g);
                    }
                } catch (JsonProcessingException e) {
                    // a line cut short by an interrupted run: the game is played again
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + path, e);
        }
        return games;
    }

    synchronized void append(GameRecord game) {
        try (BufferedWriter out = Files.newBufferedWriter(path, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND)) {
            out.write(JSON.writeValueAsString(game));
            out.newLine();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + path, e);
        }
    }
}
