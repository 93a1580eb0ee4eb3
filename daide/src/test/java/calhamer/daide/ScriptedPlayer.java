package calhamer.daide;

import calhamer.adjudicator.Adjudicator;
import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.Position;
import calhamer.bot.dumbbot.DumbBot;
import calhamer.daide.board.BoardReader;
import calhamer.daide.board.MapTokens;
import calhamer.daide.board.Notation;
import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.TokenReader;
import calhamer.daide.protocol.Tokens;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.Power;
import calhamer.maps.Province;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A test player on a raw connection: joins, accepts the map, and answers every NOW with DumbBot-class orders (or,
 * when {@code silent}, with nothing). Keeps every message it got, as text.
 */
public final class ScriptedPlayer implements Runnable {
    private final int port;
    private final DiplomacyMap map;
    private final boolean silent;
    private final SplittableRandom random;
    public final List<String> received = new CopyOnWriteArrayList<>();
    public volatile String power;
    public volatile int passcode;
    public volatile Throwable failure;
    public volatile boolean over;
    private volatile RawClient client;

    public ScriptedPlayer(int port, DiplomacyMap map, boolean silent, long seed) {
        this.port = port;
        this.map = map;
        this.silent = silent;
        this.random = new SplittableRandom(seed);
    }

    public Thread start() {
        Thread t = new Thread(this, "scripted-player");
        t.setDaemon(true);
        t.start();
        return t;
    }

    /** Drops the connection without a word. */
    public void drop() throws IOException {
        client.close();
    }

    /** Holds, disbands or waives for what a MIS message says is missing. */
    private static Message defaults(Message mis, Power me, MapTokens tokens) {
        Message.Builder b = Message.builder().add(Tokens.SUB);
        TokenReader r = new TokenReader(mis);
        r.next();
        while (r.atOpen()) {
            r.open();
            if (Tokens.isInteger(r.peek())) {
                int owed = r.integer();
                for (int i = 0; i < -owed; i++) {
                    b.group(tokens.token(me), Tokens.WVE);
                }
            } else {
                int from = r.position();
                r.next();
                r.next();
                if (r.atOpen()) {
                    r.skip();
                } else {
                    r.next();
                }
                Message unit = r.message().slice(from, r.position());
                boolean retreat = r.take(Tokens.MRT);
                if (retreat) {
                    r.skip();
                }
                b.open().group(unit).add(retreat ? Tokens.DSB : Tokens.HLD).close();
            }
            r.close();
        }
        return b.build();
    }

    @Override
    public void run() {
        try (RawClient c = RawClient.joined(port)) {
            client = c;
            MapTokens tokens = MapTokens.matching(map, c.table()).orElseThrow();
            Notation notation = new Notation(tokens);
            Adjudicator adjudicator = new Adjudicator(map);
            DumbBot bot = new DumbBot(adjudicator);
            c.send("NME ('scripted') ('1')");
            Map<Province, Power> centres = map.start().centers();
            Power me = null;
            while (true) {
                Message m = c.next(120_000);
                if (m == null) {
                    throw new IllegalStateException("nothing from the server for 120 s");
                }
                String text = m.text(c.table());
                received.add(text);
                int first = m.first();
                if (first == Tokens.MAP) {
                    c.send("YES (" + text + ")");
                } else if (first == Tokens.HLO) {
                    TokenReader r = new TokenReader(m);
                    r.next();
                    r.open();
                    me = tokens.power(r.power());
                    r.close();
                    r.open();
                    passcode = r.integer();
                    power = me.name();
                } else if (first == Tokens.SCO) {
                    centres = BoardReader.sco(m, notation);
                } else if (first == Tokens.NOW && me != null && !silent) {
                    BoardReader.Now now = BoardReader.now(m, notation);
                    Position p = BoardReader.position(map, now, centres, u -> null);
                    List<Order> orders = bot.orders(p, me, random);
                    if (!orders.isEmpty()) {
                        Message.Builder b = Message.builder().add(Tokens.SUB);
                        for (Order o : orders) {
                            b.group(notation.order(me, o, p));
                        }
                        c.send(b.build());
                    }
                } else if (first == Tokens.MIS && me != null && m.size() > 1) {
                    Message sub = defaults(m, me, tokens);
                    if (sub.size() > 1) {
                        c.send(sub);
                    }
                } else if (first == Tokens.OFF) {
                    over = true;
                    return;
                }
            }
        } catch (Throwable e) {
            if (!over) {
                failure = e;
            }
        }
    }
}
