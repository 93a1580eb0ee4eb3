package calhamer.daide.host;

import calhamer.adjudicator.position.Position;
import calhamer.daide.board.MapTokens;
import calhamer.daide.board.Notation;
import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.Tokens;
import calhamer.maps.Power;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The hosted game's connections and seats, confined to the game's thread: what each connection is to the game
 * ({@link GameHost.Role}), the clients that joined with {@code NME} before the start and whether they accepted the
 * map, the seats drawn by the seed when every power has a player ({@code HLO}), and a player's going ({@code CCD})
 * and coming back with {@code IAM} ({@code NOT (CCD)}), a connection guessing passcodes being cut off after a few
 * refused ones. It also sends to every player and observer, and writes the seats' part of the summary ({@code SMR}).
 */
final class Seating {
    private static final Logger LOG = LoggerFactory.getLogger(GameHost.class);
    private static final int MAX_IAM_FAILURES = 3;

    private final GameHost game;
    private final HostOptions options;
    private final MapTokens tokens;
    private final GameJournal journal;
    private final SplittableRandom random;
    private final Message mapMessage;
    private final Map<Peer, GameHost.Role> roles = new LinkedHashMap<>();
    /** Refused IAMs per connection: a connection guessing passcodes is cut off after a few. */
    private final Map<Peer, Integer> iamFailures = new HashMap<>();
    private final List<Joining> joining = new ArrayList<>();
    private final Map<Power, Seat> seats = new LinkedHashMap<>();

    /** A client that sent {@code NME} before the game started. */
    private static final class Joining {
        final Peer peer;
        final String name;
        final String version;
        boolean accepted;

        Joining(Peer peer, String name, String version) {
            this.peer = peer;
            this.name = name;
            this.version = version;
        }
    }

    Seating(GameHost game, HostOptions options, MapTokens tokens, GameJournal journal) {
        this.game = game;
        this.options = options;
        this.tokens = tokens;
        this.journal = journal;
        this.random = new SplittableRandom(options.seed());
        this.mapMessage = Message.builder().add(Tokens.MAP).quoted(options.mapName()).build();
        for (Power p : options.map().powers()) {
            if (!options.map().isNeutral(p)) {
                seats.put(p, null);
            }
        }
    }

    /** Seats a recorded game's players, each gone until it comes back with {@code IAM}. */
    void restore(Map<String, GameJournal.Seat> recorded) {
        long now = System.nanoTime();
        for (Power p : seats.keySet()) {
            GameJournal.Seat s = recorded.get(p.name());
            if (s == null) {
                throw new IllegalArgumentException("the record has no seat for " + p.name());
            }
            Seat seat = new Seat(p, s.passcode(), s.name(), s.version());
            seat.goneSince = now;
            seats.put(p, seat);
        }
    }

    Map<Power, Seat> seats() {
        return seats;
    }

    void joined(Peer peer) {
        roles.put(peer, null);
    }

    boolean connected(Peer peer) {
        return roles.containsKey(peer);
    }

    void left(Peer peer) {
        GameHost.Role role = roles.remove(peer);
        iamFailures.remove(peer);
        joining.removeIf(j -> j.peer == peer);
        if (role == GameHost.Role.PLAYER) {
            for (Seat s : seats.values()) {
                if (s != null && s.peer == peer) {
                    s.peer = null;
                    s.goneSince = System.nanoTime();
                    if (!game.ended()) {
                        LOG.info("{} left: civil disorder", s.power);
                        broadcast(Message.builder().add(Tokens.CCD).group(tokens.token(s.power)).build());
                    }
                }
            }
        }
    }

    GameHost.Role role(Peer peer) {
        return roles.get(peer);
    }

    boolean registered(Peer peer) {
        return roles.get(peer) != null;
    }

    Optional<Seat> seatOf(Peer peer) {
        return seats.values().stream().filter(s -> s != null && s.peer == peer).findFirst();
    }

    void name(Peer peer, Message m, String name, String version) {
        if (registered(peer) || game.started() || joining.size() >= seats.size()) {
            peer.send(GameHost.reply(Tokens.REJ, m));
            return;
        }
        roles.put(peer, GameHost.Role.JOINING);
        joining.add(new Joining(peer, name, version));
        peer.send(GameHost.reply(Tokens.YES, m));
        peer.send(mapMessage);
        LOG.info("{} joins as {} {}", peer, name, version);
    }

    void observe(Peer peer, Message m) {
        if (registered(peer)) {
            peer.send(GameHost.reply(Tokens.REJ, m));
            return;
        }
        roles.put(peer, GameHost.Role.OBSERVER);
        peer.send(GameHost.reply(Tokens.YES, m));
        peer.send(mapMessage);
    }

    void iam(Peer peer, Message m, Power power, int passcode) {
        Seat seat = power == null ? null : seats.get(power);
        if (!game.started() || seat == null || seat.passcode != passcode || registered(peer) || game.ended()) {
            peer.send(GameHost.reply(Tokens.REJ, m));
            if (iamFailures.merge(peer, 1, Integer::sum) >= MAX_IAM_FAILURES) {
                LOG.info("{}: {} refused IAMs; cut off", peer, MAX_IAM_FAILURES);
                peer.finish();
            }
            return;
        }
        boolean wasGone = seat.peer == null;
        if (seat.peer != null) {
            LOG.info("{} takes {} over from {}", peer, power, seat.peer);
            roles.remove(seat.peer);
            seat.peer.close();
        }
        seat.peer = peer;
        roles.put(peer, GameHost.Role.PLAYER);
        peer.send(GameHost.reply(Tokens.YES, m));
        LOG.info("{} is back ({})", power, peer);
        if (wasGone) {
            broadcast(Message.builder().add(Tokens.NOT).open().add(Tokens.CCD).group(tokens.token(power)).close()
                    .build());
        }
    }

    /** @return whether the game can start: every power has a client, and every client accepted the map */
    boolean mapAccepted(Peer peer, boolean yes) {
        for (Joining j : joining) {
            if (j.peer == peer) {
                if (!yes) {
                    LOG.info("{} refuses the map", peer);
                    joining.remove(j);
                    roles.remove(peer);
                    peer.send(Message.of(Tokens.OFF));
                    peer.finish();
                    return false;
                }
                j.accepted = true;
            }
        }
        return !game.started() && joining.size() == seats.size() && joining.stream().allMatch(j -> j.accepted);
    }

    Message mapMessage() {
        return mapMessage;
    }

    /**
     * Seats the joined players (those the seating names take their powers, the others the rest, drawn by the seed)
     * and tells each its power and passcode ({@code HLO}).
     */
    void seatPlayers() {
        List<Power> powers = new ArrayList<>(seats.keySet());
        for (int i = powers.size() - 1; i > 0; i--) {
            int k = random.nextInt(i + 1);
            Power t = powers.get(i);
            powers.set(i, powers.get(k));
            powers.set(k, t);
        }
        Map<Joining, Power> assigned = new LinkedHashMap<>();
        for (Joining j : joining) {
            String wanted = options.seating().get(j.name);
            Power p = wanted == null ? null : options.map().findPower(wanted).orElse(null);
            if (p != null && powers.remove(p)) {
                assigned.put(j, p);
            }
        }
        for (Joining j : joining) {
            if (!assigned.containsKey(j)) {
                assigned.put(j, powers.remove(0));
            }
        }
        for (Joining j : joining) {
            Seat seat = new Seat(assigned.get(j), random.nextInt(1, Tokens.MAX_INT + 1), j.name, j.version);
            seat.peer = j.peer;
            seats.put(seat.power, seat);
            roles.put(j.peer, GameHost.Role.PLAYER);
            if (journal != null) {
                journal.seat(seat.power.name(), seat.passcode, seat.name, seat.version);
            }
        }
        joining.clear();
        LOG.info("the game starts on {}: {}", options.map().id(), seatsText());
        for (Seat s : seats.values()) {
            s.peer.send(hlo(s));
        }
    }

    private String seatsText() {
        StringBuilder b = new StringBuilder();
        seats.values().forEach(s -> b.append(b.length() == 0 ? "" : ", ").append(s.power).append(' ')
                .append(s.name));
        return b.toString();
    }

    /** {@code HLO (power) (passcode) ((LVL 0) (MTL m) (RTL r) (BTL b))}. */
    Message hlo(Seat s) {
        Message.Builder b = Message.builder().add(Tokens.HLO).group(tokens.token(s.power))
                .group(Tokens.integer(s.passcode)).open().group(Tokens.LVL, Tokens.integer(0));
        Deadlines d = options.deadlines();
        if (d.movement() > 0) {
            b.group(Tokens.MTL, Tokens.integer(d.movement()));
        }
        if (d.retreat() > 0) {
            b.group(Tokens.RTL, Tokens.integer(d.retreat()));
        }
        if (d.adjustment() > 0) {
            b.group(Tokens.BTL, Tokens.integer(d.adjustment()));
        }
        return b.close().build();
    }

    /** Notes the year the powers with neither units nor centres left were eliminated. */
    void noteEliminations(Position p, int year) {
        for (Seat s : seats.values()) {
            if (s != null && s.eliminated == 0 && p.centerCount(s.power) == 0 && p.unitCount(s.power) == 0) {
                s.eliminated = year;
            }
        }
    }

    /** {@code SMR (turn) (power ('name') ('version') centres [year]) ...}. */
    Message smr(Position position) {
        Message.Builder b = Message.builder().add(Tokens.SMR);
        Notation.turn(b, position.phase());
        for (Seat s : seats.values()) {
            if (s == null) {
                continue;
            }
            int centres = position.centerCount(s.power);
            b.open().add(tokens.token(s.power)).quoted(s.name).quoted(s.version).integer(centres);
            if (centres == 0 && s.eliminated > 0) {
                b.integer(s.eliminated);
            }
            b.close();
        }
        return b.build();
    }

    /** Sends a message to every player and observer. */
    void broadcast(Message m) {
        for (Map.Entry<Peer, GameHost.Role> e : roles.entrySet()) {
            if (e.getValue() == GameHost.Role.PLAYER || e.getValue() == GameHost.Role.OBSERVER) {
                e.getKey().send(m);
            }
        }
    }

    boolean playerOrObserver(Peer p) {
        GameHost.Role r = roles.get(p);
        return r == GameHost.Role.PLAYER || r == GameHost.Role.OBSERVER;
    }

    /** Closes every connection once what was sent to it is written. */
    void finishAll() {
        for (Peer p : new ArrayList<>(roles.keySet())) {
            p.finish();
        }
    }
}
