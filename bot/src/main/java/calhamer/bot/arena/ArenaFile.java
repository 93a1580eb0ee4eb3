package calhamer.bot.arena;

import calhamer.strategy.tournament.MatchRecord;
import calhamer.strategy.tournament.MatchStore;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A results file as the tournament runner's store, for one run key: one {@link GameRecord} per line as JSON, appended
 * (and flushed) as each game ends. The file may hold several runs; this store shows the games of its key (the run's
 * settings, {@link ArenaOptions#key()}), so a run resumes only games played with its settings and leaves the others
 * alone. Opening it drops a last line cut off by an interruption (that game is played again); other lines that do
 * not read are skipped; the last line of a game wins. Synchronised.
 */
final class ArenaFile implements MatchStore {
    private final Path path;
    private final String key;
    private final Map<Integer, GameRecord> games = new TreeMap<>();

    /** @throws UncheckedIOException when the file cannot be read or trimmed */
    ArenaFile(Path path, String key) {
        this.path = path;
        this.key = key;
        if (!Files.exists(path)) {
            return;
        }
        try {
            String text = Files.readString(path, StandardCharsets.UTF_8);
            int end = text.lastIndexOf('\n') + 1;
            if (end < text.length()) {
                Files.writeString(path, text.substring(0, end), StandardCharsets.UTF_8);
            }
            for (String line : text.substring(0, end).split("\n")) {
                read(line);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + path, e);
        }
    }

    private void read(String line) {
        if (line.isBlank()) {
            return;
        }
        try {
            GameRecord g = GameRecord.JSON.readValue(line, GameRecord.class);
            if (key.equals(g.key())) {
                games.put(g.game(), g);
            }
        } catch (JsonProcessingException e) {
            // not a game of this arena: kept in the file, not resumed
        }
    }

    @Override
    public synchronized boolean has(String id) {
        return games.containsKey(Integer.valueOf(id));
    }

    @Override
    public synchronized MatchRecord record(String id) {
        GameRecord g = games.get(Integer.valueOf(id));
        return g == null ? null : g.toMatch();
    }

    @Override
    public synchronized List<MatchRecord> records() {
        List<MatchRecord> out = new ArrayList<>();
        games.values().forEach(g -> out.add(g.toMatch()));
        return out;
    }

    @Override
    public synchronized void append(MatchRecord record) {
        GameRecord game = GameRecord.of(record);
        if (games.putIfAbsent(game.game(), game) != null) {
            return;
        }
        try (BufferedWriter out = Files.newBufferedWriter(path, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND)) {
            out.write(GameRecord.JSON.writeValueAsString(game));
            out.write('\n');
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + path, e);
        }
    }

    @Override
    public String where() {
        return path.toString();
    }
}
