package calhamer.daide.host;

import static calhamer.daide.host.GameHost.reply;

import calhamer.adjudicator.position.Phase;
import calhamer.daide.board.Notation;
import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.SyntaxError;
import calhamer.daide.protocol.TokenReader;
import calhamer.daide.protocol.Tokens;
import calhamer.maps.Power;
import java.util.Optional;

/**
 * The server's answer to each command a client may send at level 0 (the message already fits the grammar), on the
 * game's thread. Commands that need a started game, a seat or a finished game are refused with {@code REJ} when
 * there is none; press ({@code SND}) gets {@code HUH} with {@code ERR} before the press message, which level 0 does
 * not allow; replies to the server's own commands ({@code YES}/{@code REJ} of {@code SVE} or {@code LOD}) and
 * admin messages are taken without effect (admin messages are refused).
 */
final class Commands {
    private Commands() {
    }

    static void handle(GameHost game, Peer peer, Message m) {
        TokenReader r = new TokenReader(m);
        int command = r.next();
        switch (command) {
            case Tokens.NME -> game.name(peer, m, r.quoted(), r.quoted());
            case Tokens.OBS -> game.observe(peer, m);
            case Tokens.IAM -> {
                r.open();
                Power power = game.tokens().power(r.power());
                r.close();
                r.open();
                int passcode = r.integer();
                game.iam(peer, m, power, passcode);
            }
            case Tokens.MAP -> peer.send(game.mapMessage());
            case Tokens.MDF -> peer.send(game.mdf());
            case Tokens.YES, Tokens.REJ -> answer(game, peer, m, command == Tokens.YES);
            case Tokens.HLO -> {
                Optional<Seat> seat = game.seatOf(peer);
                peer.send(seat.isPresent() ? game.hlo(seat.get()) : reply(Tokens.REJ, m));
            }
            case Tokens.SCO -> peer.send(game.started() ? game.board().sco(game.position()) : reply(Tokens.REJ, m));
            case Tokens.NOW -> peer.send(game.started() ? game.board().now(game.position()) : reply(Tokens.REJ, m));
            case Tokens.HST -> {
                Phase phase = Notation.readTurn(r);
                if (!game.history(peer, phase)) {
                    peer.send(reply(Tokens.REJ, m));
                }
            }
            case Tokens.ORD -> {
                if (!game.lastResults(peer)) {
                    peer.send(reply(Tokens.REJ, m));
                }
            }
            case Tokens.SUB -> submit(game, peer, m, r);
            case Tokens.NOT -> not(game, peer, m, r);
            case Tokens.GOF -> {
                Optional<Seat> seat = playing(game, peer, m);
                if (seat.isPresent()) {
                    peer.send(reply(Tokens.YES, m));
                    game.orders().go(seat.get().power, true);
                    if (!game.orders().complete(seat.get().power)) {
                        peer.send(game.orders().missing(seat.get().power));
                    }
                    game.maybeProcess();
                }
            }
            case Tokens.MIS -> {
                Optional<Seat> seat = playing(game, peer, m);
                seat.ifPresent(s -> peer.send(game.orders().missing(s.power)));
            }
            case Tokens.TME -> {
                if (r.atEnd()) {
                    int left = game.secondsLeft();
                    peer.send(left < 0 || game.ended() ? reply(Tokens.REJ, m)
                            : Message.builder().add(Tokens.TME).group(Tokens.integer(left)).build());
                } else {
                    r.open();
                    int seconds = r.integer();
                    boolean ok = seconds >= 0 && seconds <= game.options().deadlines().longest()
                            && game.registered(peer);
                    if (ok) {
                        game.requests().alert(peer, seconds);
                    }
                    peer.send(reply(ok ? Tokens.YES : Tokens.REJ, m));
                }
            }
            case Tokens.DRW -> {
                Optional<Seat> seat = playing(game, peer, m);
                if (seat.isPresent()) {
                    if (r.atEnd()) {
                        peer.send(reply(Tokens.YES, m));
                        game.drawVote(seat.get().power, true);
                    } else {
                        peer.send(reply(Tokens.REJ, m)); // partial draws are not allowed (no PDA)
                    }
                }
            }
            case Tokens.SMR -> {
                if (game.ended()) {
                    game.ending().forEach(peer::send);
                } else {
                    peer.send(reply(Tokens.REJ, m));
                }
            }
            case Tokens.SND -> {
                r.skip();
                peer.send(Message.builder().add(Tokens.HUH).group(m.withErrorAt(r.position() + 1)).build());
            }
            case Tokens.ADM -> peer.send(reply(Tokens.REJ, m));
            default -> peer.send(Message.builder().add(Tokens.HUH).group(m.withErrorAt(0)).build());
        }
    }

    /**
     * {@code YES (MAP ('name'))} or {@code REJ (MAP ('name'))}; replies to other commands, or of another form, change
     * nothing (what a client answers is any message).
     */
    private static void answer(GameHost game, Peer peer, Message m, boolean yes) {
        TokenReader r = new TokenReader(m);
        r.next();
        r.open();
        if (!r.take(Tokens.MAP) || !r.atOpen()) {
            return;
        }
        String name;
        try {
            name = r.quoted();
            r.close();
            r.end();
        } catch (SyntaxError e) {
            return;
        }
        if (name.equalsIgnoreCase(game.options().mapName())) {
            game.mapAccepted(peer, yes);
        }
    }

    /** @return the connection's seat in a game in progress, or empty after refusing the message */
    private static Optional<Seat> playing(GameHost game, Peer peer, Message m) {
        Optional<Seat> seat = game.started() && !game.ended() ? game.seatOf(peer) : Optional.empty();
        if (seat.isEmpty()) {
            peer.send(reply(Tokens.REJ, m));
        }
        return seat;
    }

    /** {@code SUB (order) ...}: {@code THX} per order, then {@code MIS} when some are still missing. */
    private static void submit(GameHost game, Peer peer, Message m, TokenReader r) {
        Optional<Seat> seat = playing(game, peer, m);
        if (seat.isEmpty()) {
            return;
        }
        Power power = seat.get().power;
        while (!r.atEnd()) {
            r.open();
            int from = r.position();
            int note;
            try {
                note = game.orders().submit(power, r);
            } catch (SyntaxError e) {
                peer.send(Message.builder().add(Tokens.HUH).group(m.withErrorAt(e.index())).build());
                return;
            }
            Message order = r.since(from);
            r.close();
            peer.send(Message.builder().add(Tokens.THX).group(order).group(note).build());
        }
        if (!game.orders().complete(power)) {
            peer.send(game.orders().missing(power));
        }
        game.maybeProcess();
    }

    /** {@code NOT (SUB [(order)])}, {@code NOT (GOF)}, {@code NOT (TME [(seconds)])}, {@code NOT (DRW)}. */
    private static void not(GameHost game, Peer peer, Message m, TokenReader r) {
        r.open();
        int what = r.next();
        switch (what) {
            case Tokens.SUB -> {
                Optional<Seat> seat = playing(game, peer, m);
                if (seat.isEmpty()) {
                    return;
                }
                if (r.atOpen()) {
                    boolean done = game.orders().cancel(seat.get().power, r.group());
                    peer.send(reply(done ? Tokens.YES : Tokens.REJ, m));
                } else {
                    game.orders().cancelAll(seat.get().power);
                    peer.send(reply(Tokens.YES, m));
                }
            }
            case Tokens.GOF -> {
                Optional<Seat> seat = playing(game, peer, m);
                if (seat.isPresent()) {
                    game.orders().go(seat.get().power, false);
                    peer.send(reply(Tokens.YES, m));
                }
            }
            case Tokens.TME -> {
                if (r.atOpen()) {
                    r.open();
                    boolean done = game.requests().cancel(peer, r.integer());
                    peer.send(reply(done ? Tokens.YES : Tokens.REJ, m));
                } else {
                    game.requests().cancelAll(peer);
                    peer.send(reply(Tokens.YES, m));
                }
            }
            default -> {
                Optional<Seat> seat = playing(game, peer, m);
                if (seat.isPresent()) {
                    game.drawVote(seat.get().power, false);
                    peer.send(reply(r.atOpen() ? Tokens.REJ : Tokens.YES, m));
                }
            }
        }
    }
}
