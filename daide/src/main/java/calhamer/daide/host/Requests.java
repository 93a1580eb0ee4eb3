package calhamer.daide.host;

import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.Tokens;
import calhamer.maps.Power;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * What clients asked the game to remember across messages: the {@code TME (seconds)} alerts each connection wants
 * before every deadline, and the powers that asked for a draw this phase. Confined to the game's thread.
 */
final class Requests {
    private final Map<Peer, TreeSet<Integer>> alerts = new HashMap<>();
    private final Map<Peer, Set<Integer>> sent = new HashMap<>();
    private final Set<Power> draws = new HashSet<>();

    /** A new phase: alerts go out again, draw votes are forgotten. */
    void newPhase() {
        sent.clear();
        draws.clear();
    }

    void forget(Peer peer) {
        alerts.remove(peer);
        sent.remove(peer);
    }

    void alert(Peer peer, int seconds) {
        alerts.computeIfAbsent(peer, k -> new TreeSet<>()).add(seconds);
    }

    /** @return whether the alert was there */
    boolean cancel(Peer peer, int seconds) {
        TreeSet<Integer> s = alerts.get(peer);
        return s != null && s.remove(seconds);
    }

    void cancelAll(Peer peer) {
        alerts.remove(peer);
    }

    /** Sends {@code TME (n)} to each connection whose alert of n seconds has come. */
    void alerts(int secondsLeft, Predicate<Peer> listening) {
        alerts.forEach((peer, set) -> {
            for (int n : set) {
                if (secondsLeft <= n && listening.test(peer) && sent.computeIfAbsent(peer, k -> new HashSet<>())
                        .add(n)) {
                    peer.send(Message.builder().add(Tokens.TME).group(Tokens.integer(n)).build());
                }
            }
        });
    }

    void draw(Power power, boolean vote) {
        if (vote) {
            draws.add(power);
        } else {
            draws.remove(power);
        }
    }

    boolean votedDraw(Power power) {
        return draws.contains(power);
    }
}
