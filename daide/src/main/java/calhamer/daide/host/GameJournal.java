package calhamer.daide.host;

import calhamer.adjudicator.rules.Edition;
import calhamer.daide.board.PhaseRecord;
import calhamer.maps.DiplomacyMap;
import calhamer.wire.WireJson;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The game record, written as the game goes: {@code FILE} holds one adjudicated phase a line
 * ({@link PhaseRecord}: a request of {@code calhamer adjudicate --jsonl}), {@code FILE.seats} the game's settings, the
 * seats (power, passcode, the client's name and version) and its end, one JSON object a line. Each line is written
 * whole and flushed to the operating system before the game goes on, so a server killed with {@code kill -9} loses
 * at most the orders of the phase in progress; {@link #read} takes a record back (a last line cut short by the kill is
 * left out) to resume the game.
 */
final class GameJournal implements AutoCloseable {
    private final BufferedWriter phases;
    private final BufferedWriter seats;

    private GameJournal(BufferedWriter phases, BufferedWriter seats) {
        this.phases = phases;
        this.seats = seats;
    }

    /** @return the seats file of a record */
    static Path seatsFile(Path record) {
        return record.resolveSibling(record.getFileName() + ".seats");
    }

    /**
     * Starts a record.
     *
     * @param resume whether the record exists and is continued; otherwise it must not exist (or be empty)
     * @throws IllegalStateException when a new record would overwrite a game
     */
    static GameJournal open(Path record, HostOptions options, boolean resume) {
        try {
            Path seatsPath = seatsFile(record);
            if (!resume && (Files.exists(record) && Files.size(record) > 0
                    || Files.exists(seatsPath) && Files.size(seatsPath) > 0)) {
                throw new IllegalStateException("the game record " + record + " exists: resume it or choose another");
            }
            if (record.toAbsolutePath().getParent() != null) {
                Files.createDirectories(record.toAbsolutePath().getParent());
            }
            truncateTorn(record);
            truncateTorn(seatsPath);
            BufferedWriter p = Files.newBufferedWriter(record, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
            BufferedWriter s = Files.newBufferedWriter(seatsPath, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
            GameJournal journal = new GameJournal(p, s);
            if (!resume) {
                ObjectNode settings = WireJson.mapper().createObjectNode();
                ObjectNode o = settings.putObject("settings");
                o.put("map", options.map().id());
                o.put("deadlines", options.deadlines().toString());
                o.put("years", options.years());
                o.put("edition", options.edition().label());
                o.put("seed", options.seed());
                journal.seat(settings);
            }
            return journal;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the game record " + record + ": " + e.getMessage(), e);
        }
    }

    /** Cuts a last line a kill left without its line break, so that appending starts a line of its own. */
    private static void truncateTorn(Path file) throws IOException {
        if (!Files.exists(file) || Files.size(file) == 0) {
            return;
        }
        byte[] b = Files.readAllBytes(file);
        int end = b.length;
        while (end > 0 && b[end - 1] != '\n') {
            end--;
        }
        if (end < b.length) {
            try (var ch = java.nio.channels.FileChannel.open(file, StandardOpenOption.WRITE)) {
                ch.truncate(end);
            }
        }
    }

    /** Appends a phase's line. */
    void phase(String line) {
        write(phases, line);
    }

    /** Appends a seat: its power, passcode and the client's name and version. */
    void seat(String power, int passcode, String name, String version) {
        ObjectNode n = WireJson.mapper().createObjectNode();
        ObjectNode s = n.putObject("seat");
        s.put("power", power);
        s.put("passcode", passcode);
        s.put("name", name);
        s.put("version", version);
        seat(n);
    }

    /** Appends the game's end: the phase it ended in and the winner, or a draw. */
    void end(String phase, String winner) {
        ObjectNode n = WireJson.mapper().createObjectNode();
        ObjectNode e = n.putObject("end");
        e.put("phase", phase);
        if (winner == null) {
            e.put("draw", true);
        } else {
            e.put("winner", winner);
        }
        seat(n);
    }

    private void seat(ObjectNode n) {
        try {
            write(seats, WireJson.mapper().writeValueAsString(n));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void write(BufferedWriter w, String line) {
        try {
            w.write(line);
            w.write('\n');
            w.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the game record: " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        try {
            phases.close();
            seats.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A seat as recorded.
     */
    record Seat(String power, int passcode, String name, String version) {
    }

    /**
     * A record read back.
     *
     * @param options the settings it was played with, on the given host options' interface and port
     * @param seats   power name → its seat (none: the game had not started)
     * @param phases  the adjudicated phases, in order
     * @param ended   whether the game had ended
     */
    record Contents(HostOptions options, Map<String, Seat> seats, List<PhaseRecord.Line> phases, boolean ended) {
    }

    /**
     * Reads a record for resuming.
     *
     * @param base the options to take the interface, port and limits from; the game's own settings come from the
     *             record
     * @param maps map id → the map, or null when there is none
     * @throws IllegalArgumentException when the record cannot be read or names an unknown map
     */
    static Contents read(Path record, HostOptions base, Function<String, DiplomacyMap> maps) {
        try {
            Path seatsPath = seatsFile(record);
            if (!Files.exists(seatsPath)) {
                throw new IllegalArgumentException("no game record at " + record + " (its seats file " + seatsPath
                        + " is missing)");
            }
            HostOptions options = null;
            Map<String, Seat> seats = new LinkedHashMap<>();
            boolean ended = false;
            for (String line : wholeLines(seatsPath)) {
                JsonNode n = WireJson.mapper().readTree(line);
                if (n.has("settings")) {
                    JsonNode s = n.get("settings");
                    DiplomacyMap map = maps.apply(s.get("map").asText());
                    if (map == null) {
                        throw new IllegalArgumentException("the record's map " + s.get("map").asText()
                                + " is not known");
                    }
                    options = new HostOptions(map, base.host(), base.port(), Deadlines.parse(s.get("deadlines")
                            .asText()), s.get("years").asInt(), Edition.parse(s.get("edition").asText()),
                            s.get("seed").asLong(), record, base.stallMillis(), base.graceMillis(),
                            base.maxConnections(), base.floodRate(), base.floodBurst(), base.seating());
                } else if (n.has("seat")) {
                    JsonNode s = n.get("seat");
                    seats.put(s.get("power").asText(), new Seat(s.get("power").asText(), s.get("passcode").asInt(),
                            s.get("name").asText(), s.get("version").asText()));
                } else if (n.has("end")) {
                    ended = true;
                }
            }
            if (options == null) {
                throw new IllegalArgumentException("the seats file " + seatsPath + " has no settings");
            }
            List<PhaseRecord.Line> phases = new ArrayList<>();
            if (Files.exists(record)) {
                DiplomacyMap map = options.map();
                for (String line : wholeLines(record)) {
                    phases.add(PhaseRecord.read(line, id -> id.equals(map.id()) ? map : maps.apply(id)));
                }
            }
            return new Contents(options, seats, phases, ended);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the game record " + record + ": " + e.getMessage(), e);
        }
    }

    /** @return the file's lines that end with a line break (a last line a kill cut short is left out) */
    private static List<String> wholeLines(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        List<String> lines = new ArrayList<>();
        int start = 0;
        for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', start)) {
            String line = text.substring(start, i).strip();
            if (!line.isEmpty()) {
                lines.add(line);
            }
            start = i + 1;
        }
        return lines;
    }
}
