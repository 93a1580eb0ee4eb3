package calhamer.daide.host;

import calhamer.adjudicator.position.Phase;
import calhamer.adjudicator.position.PhaseType;
import calhamer.daide.protocol.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The phases a game has played, as it announced them: each phase's {@code ORD} messages and the {@code SCO} and
 * {@code NOW} after it, for the requests {@code HST (turn)} and {@code ORD}. Confined to the game's thread.
 */
final class Played {
    private record Entry(Phase phase, List<Message> ords, Message sco, Message now) {
    }

    private final List<Entry> phases = new ArrayList<>();

    void add(Phase phase, List<Message> ords, Message sco, Message now) {
        phases.add(new Entry(phase, List.copyOf(ords), sco, now));
    }

    /** Sends a played phase's results again ({@code HST}): its ORD messages, the SCO and NOW after it. */
    boolean history(Phase phase, Consumer<Message> to) {
        for (Entry h : phases) {
            if (h.phase().equals(phase)) {
                h.ords().forEach(to);
                to.accept(h.sco());
                to.accept(h.now());
                return true;
            }
        }
        return false;
    }

    /** Sends the last movement phase's results and those after it ({@code ORD}); false when none was played. */
    boolean lastResults(Consumer<Message> to) {
        int from = -1;
        for (int i = 0; i < phases.size(); i++) {
            if (phases.get(i).phase().type() == PhaseType.MOVEMENT && !phases.get(i).ords().isEmpty()) {
                from = i;
            }
        }
        if (from < 0) {
            return false;
        }
        phases.subList(from, phases.size()).forEach(h -> h.ords().forEach(to));
        return true;
    }
}
