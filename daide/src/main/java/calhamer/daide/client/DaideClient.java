package calhamer.daide.client;

import calhamer.adjudicator.order.Order;
import calhamer.adjudicator.position.PhaseType;
import calhamer.adjudicator.position.Position;
import calhamer.adjudicator.position.Unit;
import calhamer.adjudicator.rules.OrderRules;
import calhamer.bot.PreviousPhase;
import calhamer.daide.protocol.Frame;
import calhamer.daide.protocol.FrameReader;
import calhamer.daide.protocol.FrameType;
import calhamer.daide.protocol.Grammar;
import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.SyntaxError;
import calhamer.daide.protocol.TokenReader;
import calhamer.daide.protocol.TokenTable;
import calhamer.daide.protocol.Tokens;
import calhamer.maps.Location;
import calhamer.maps.Power;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A DAIDE client playing Calhamer's bot: joins with {@code NME} (or rejoins with {@code IAM}), takes the map from
 * {@code MAP}/{@code MDF}, and answers every phase it owes orders in. With a deadline ({@code MTL}, {@code RTL},
 * {@code BTL} of {@code HLO}, or a later {@code TME}) it asks the server to wait ({@code NOT (GOF)}), submits a
 * DumbBot-class set at once, then the bot's orders when the bot has decided within its budget (at most half the time
 * left), then {@code GOF}; without one it submits the bot's orders. A rejected order ({@code THX} with a note other
 * than {@code MBV}) or a {@code MIS} gets the safe order (hold, disband, waive). Press is refused politely as level 0
 * asks ({@code HUH (ERR ...)} and {@code TRY ()}); a message off the grammar gets {@code PRN} or {@code HUH}. A lost
 * connection is taken up again with {@code IAM} for a while. The game is logged as JSON Lines
 * ({@link ClientOptions#log()}). {@link #run} returns when the server says {@code OFF} or closes after the game.
 */
public final class DaideClient {
    private static final Logger LOG = LoggerFactory.getLogger(DaideClient.class);
    /** Time kept back from the deadline: the bot gets at most half of what is left beyond it. */
    private static final long MARGIN_MILLIS = 400;
    /** Below this the bot is not asked; the quick orders stand. */
    private static final long LEAST_BOT_MILLIS = 30;

    private final ClientOptions options;
    private final OrderChooser.Factory chooserFactory;
    private final List<Decision> decisions = new CopyOnWriteArrayList<>();
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "daide-bot");
        t.setDaemon(true);
        return t;
    });
    private Socket socket;
    private OutputStream out;
    private FrameReader in;
    private TokenTable table = TokenTable.standard();
    private ClientGame game;
    private OrderChooser chooser;
    private GameLog log;
    private String mapName;
    private int meToken = -1;
    private Power me;
    private int passcode;
    private int[] limits = new int[3];
    private boolean resync;
    private volatile int generation;
    private volatile long deadline;
    private volatile boolean over;
    private String ending;
    private String summary;
    private final List<Unit> removalsSent = new ArrayList<>();

    /**
     * One phase's decision, as timed by the client.
     *
     * @param phase    the phase, e.g. {@code S1901M}
     * @param limit    the phase's time limit in seconds (0: none)
     * @param millis   from the {@code NOW} to the last message of the decision ({@code GOF} or the orders)
     * @param bot      whether the bot's orders were sent (false: the quick orders stood)
     */
    public record Decision(String phase, int limit, long millis, boolean bot) {
    }

    /**
     * How the game went for the client.
     *
     * @param power         the power played (token name), or null when the client never got one
     * @param ending        the {@code SLO} or {@code DRW} message, or null
     * @param summary       the {@code SMR} message, or null
     * @param decisions     every decision, in order
     * @param disagreements phases whose result the client's own adjudication did not reproduce
     */
    public record Result(String power, String ending, String summary, List<Decision> decisions, int disagreements) {
    }

    /** A client playing Calhamer's bot (its default method) with a DumbBot-class safety net. */
    public DaideClient(ClientOptions options) {
        this(options, (map, adjudicator) -> new Decider(map, adjudicator, options));
    }

    /** A client choosing its orders with the given chooser, made once the map is known. */
    public DaideClient(ClientOptions options, OrderChooser.Factory chooserFactory) {
        this.options = options;
        this.chooserFactory = chooserFactory;
        if (options.power() != null) {
            passcode = options.passcode();
        }
    }

    /**
     * Plays until the game is over.
     *
     * @throws IOException           when the server cannot be reached, or is lost and not found again in time
     * @throws IllegalStateException when the server refuses the client
     */
    public Result run() throws IOException {
        log = options.log() == null ? null : new GameLog(options.log());
        try {
            connect(options.power() != null);
            while (!over) {
                try {
                    readUntilClosed();
                } catch (IOException e) {
                    if (over || ending != null) {
                        break; // a server may close the connection after SMR without OFF
                    }
                    if (meToken < 0) {
                        throw e;
                    }
                    LOG.info("lost the server ({}); coming back with IAM", e.getMessage());
                    connect(true);
                }
            }
        } finally {
            worker.shutdownNow();
            closeSocket();
            if (log != null) {
                log.close();
            }
        }
        return new Result(me == null ? null : table.name(meToken).orElse(null), ending, summary,
                List.copyOf(decisions), game == null ? 0 : game.disagreements());
    }

    /** Connects (trying again for the reconnection time), sends the initial message, NME or IAM. */
    private void connect(boolean iam) throws IOException {
        long until = System.nanoTime() + options.reconnectSeconds() * 1_000_000_000L;
        IOException last = null;
        do {
            try {
                closeSocket();
                socket = new Socket();
                socket.connect(new InetSocketAddress(options.host(), options.port()), 5000);
                socket.setKeepAlive(true);
                socket.setTcpNoDelay(true);
                socket.setSoTimeout(200);
                out = socket.getOutputStream();
                in = new FrameReader(socket.getInputStream(), 30_000);
                send(Frame.initial());
                Frame rm = awaitRepresentation();
                table = TokenTable.of(rm.entries());
                if (iam) {
                    if (meToken < 0) {
                        meToken = table.token(options.power());
                        if (!Tokens.isPower(meToken)) {
                            throw new IllegalStateException("no power " + options.power() + " on the server's map");
                        }
                    }
                    send(Message.builder().add(Tokens.IAM).group(meToken).group(Tokens.integer(passcode)).build());
                } else {
                    send(Message.builder().add(Tokens.NME).quoted(options.name()).quoted(options.version()).build());
                }
                return;
            } catch (IOException e) {
                last = e;
                sleep(1000);
            }
        } while (System.nanoTime() < until);
        throw last;
    }

    private Frame awaitRepresentation() throws IOException {
        long until = System.nanoTime() + 30_000_000_000L;
        while (System.nanoTime() < until) {
            Frame f = in.poll();
            if (f == null) {
                continue;
            }
            if (f.type() == FrameType.REPRESENTATION && f.problem() == null) {
                return f;
            }
            throw new IOException("the server answered the initial message with " + f.type()
                    + (f.type() == FrameType.ERROR ? " " + f.errorCode() : ""));
        }
        throw new IOException("no representation message in 30 s");
    }

    private void readUntilClosed() throws IOException {
        while (!over) {
            Frame f = in.poll();
            if (f == null) {
                continue;
            }
            switch (f.type()) {
                case DIPLOMACY -> {
                    if (f.problem() != null) {
                        throw new IOException("a broken message from the server: " + f.problem());
                    }
                    received(f.message());
                }
                case FINAL -> throw new EOFException("the server closed the connection");
                case ERROR -> throw new IOException("the server sent error " + f.errorCode());
                case REPRESENTATION -> table = TokenTable.of(f.entries());
                case INITIAL -> throw new IOException("the server sent an initial message");
            }
        }
    }

    private void received(Message m) throws IOException {
        int first = m.first();
        if (first == Tokens.PRN || first == Tokens.HUH) {
            LOG.info("the server could not read a message: {}", m.text(table));
            return;
        }
        if (m.bracketError() >= 0) {
            send(Message.builder().add(Tokens.PRN).open().add(m).close().build());
            return;
        }
        try {
            Grammar.checkServer(m);
            handle(m);
        } catch (SyntaxError e) {
            send(Message.builder().add(Tokens.HUH).group(m.withErrorAt(e.index())).build());
        } catch (IllegalArgumentException e) {
            LOG.warn("cannot use {}: {}", m.text(table), e.getMessage());
        }
    }

    private void handle(Message m) throws IOException {
        TokenReader r = new TokenReader(m);
        int command = r.next();
        switch (command) {
            case Tokens.MAP -> {
                mapName = r.quoted();
                if (game == null) {
                    send(Message.of(Tokens.MDF));
                } else {
                    send(Message.builder().add(Tokens.YES).group(m).build());
                }
            }
            case Tokens.MDF -> map(m);
            case Tokens.HLO -> {
                r.open();
                meToken = r.next();
                r.close();
                r.open();
                passcode = r.integer();
                r.close();
                readLimits(r);
                resolveMe();
                LOG.info("playing {} (passcode {})", table.name(meToken).orElse("?"), passcode);
            }
            case Tokens.SCO -> {
                if (game != null) {
                    game.sco(m);
                }
            }
            case Tokens.ORD -> {
                if (game != null) {
                    game.ord(m);
                }
            }
            case Tokens.NOW -> now(m);
            case Tokens.TME -> {
                r.open();
                long d = System.nanoTime() + r.integer() * 1_000_000_000L;
                deadline = deadline == 0 ? d : Math.min(deadline, d);
            }
            case Tokens.THX -> thx(r);
            case Tokens.MIS -> mis(r);
            case Tokens.SLO, Tokens.DRW -> {
                ending = m.text(table);
                generation++;
            }
            case Tokens.SMR -> summary = m.text(table);
            case Tokens.OFF -> over = true;
            case Tokens.FRM -> press(r);
            case Tokens.YES -> yes(r);
            case Tokens.REJ -> rej(m, r);
            case Tokens.SVE -> send(Message.builder().add(Tokens.YES).group(m).build());
            case Tokens.LOD -> send(Message.builder().add(Tokens.REJ).group(m).build());
            default -> LOG.debug("{}", m.text(table));
        }
    }

    private void map(Message m) throws IOException {
        try {
            game = ClientGame.of(mapName == null ? "unnamed" : mapName, m, table, options.edition(), log);
            chooser = chooserFactory.create(game.map(), game.adjudicator());
        } catch (IllegalArgumentException e) {
            LOG.warn("cannot play the server's map: {}", e.getMessage());
            send(Message.builder().add(Tokens.REJ).open().add(Tokens.MAP).quoted(mapName).close().build());
            over = true;
            return;
        }
        resolveMe();
        send(Message.builder().add(Tokens.YES).open().add(Tokens.MAP).quoted(mapName).close().build());
        if (resync) {
            resync = false;
            resync();
        }
    }

    private void resolveMe() {
        if (game != null && meToken >= 0) {
            me = game.tokens().power(meToken);
        }
    }

    private void readLimits(TokenReader r) {
        limits = new int[3];
        r.open();
        while (r.atOpen()) {
            r.open();
            int option = r.next();
            int value = Tokens.isInteger(r.peek()) ? r.integer() : 0;
            r.close();
            switch (option) {
                case Tokens.MTL -> limits[0] = value;
                case Tokens.RTL -> limits[1] = value;
                case Tokens.BTL -> limits[2] = value;
                default -> { }
            }
        }
        r.close();
    }

    private void yes(TokenReader r) throws IOException {
        r.open();
        if (r.take(Tokens.IAM)) {
            LOG.info("back in the game");
            if (game == null) {
                resync = true;
                send(Message.of(Tokens.MAP));
            } else {
                game.resync();
                resync();
            }
        }
    }

    /** After {@code IAM}: the power and limits, the last results, the centres and the position again. */
    private void resync() throws IOException {
        send(Message.of(Tokens.HLO));
        send(Message.of(Tokens.ORD));
        send(Message.of(Tokens.SCO));
        send(Message.of(Tokens.NOW));
    }

    private void rej(Message m, TokenReader r) {
        r.open();
        int what = r.peek();
        if (what == Tokens.NME || what == Tokens.IAM) {
            over = true;
            throw new IllegalStateException("the server refused the client: " + m.text(table));
        }
        LOG.debug("refused: {}", m.text(table));
    }

    /** Press at level 0: {@code SND (from) (HUH (ERR press))} and {@code SND (from) (TRY ())}. */
    private void press(TokenReader r) throws IOException {
        r.open();
        int from = r.power();
        r.close();
        r.skip();
        Message press = r.group();
        send(Message.builder().add(Tokens.SND).group(from).open().add(Tokens.HUH).group(press.withErrorAt(0))
                .close().build());
        send(Message.builder().add(Tokens.SND).group(from).open().add(Tokens.TRY).open().close().close().build());
    }

    private void now(Message m) {
        if (game == null) {
            return;
        }
        long arrived = System.nanoTime();
        Position p = game.now(m);
        int gen = ++generation;
        removalsSent.clear();
        int limit = limit(p.phase().type());
        deadline = limit == 0 ? 0 : arrived + limit * 1_000_000_000L;
        if (me == null || ending != null || !owes(p)) {
            return;
        }
        Map<Unit, List<Location>> retreats = game.retreats();
        PreviousPhase previous = game.previous();
        worker.execute(() -> decide(gen, p, retreats, previous, arrived, limit));
    }

    private int limit(PhaseType type) {
        return switch (type) {
            case MOVEMENT -> limits[0];
            case RETREAT -> limits[1];
            case ADJUSTMENT -> limits[2];
        };
    }

    private boolean owes(Position p) {
        return switch (p.phase().type()) {
            case MOVEMENT -> !p.unitsOf(me).isEmpty();
            case RETREAT -> p.dislodged().stream().anyMatch(d -> d.unit().power().equals(me));
            case ADJUSTMENT -> !p.map().isNeutral(me) && OrderRules.adjustment(p, me) != 0;
        };
    }

    /** The decision of one phase, on the worker thread. */
    private void decide(int gen, Position p, Map<Unit, List<Location>> retreats, PreviousPhase previous,
                        long arrived, int limit) {
        try {
            List<Order> quick = Decider.complete(p, me, chooser.quick(p, me, retreats), retreats);
            boolean timed = deadline != 0;
            if (timed) {
                send(Message.of(Tokens.NOT, Tokens.BRA, Tokens.GOF, Tokens.KET));
                submit(gen, p, quick);
            }
            long left = timed ? (deadline - System.nanoTime()) / 1_000_000 - MARGIN_MILLIS : Long.MAX_VALUE;
            long millis = Math.min(options.budgetMillis(), timed ? left / 2 : Long.MAX_VALUE);
            List<Order> chosen = quick;
            boolean bot = false;
            if (millis >= LEAST_BOT_MILLIS) {
                try {
                    chosen = Decider.complete(p, me, chooser.best(p, me, previous, millis, retreats), retreats);
                    bot = true;
                } catch (RuntimeException e) {
                    if (gen == generation) {
                        LOG.warn("the bot failed at {}: {}; the quick orders stand", p.phase(), e.toString());
                    }
                }
            }
            if (gen != generation) {
                return;
            }
            if (!timed) {
                submit(gen, p, chosen);
            } else if (!chosen.equals(quick)) {
                send(Message.of(Tokens.NOT, Tokens.BRA, Tokens.SUB, Tokens.KET));
                submit(gen, p, chosen);
            }
            if (timed) {
                send(Message.of(Tokens.GOF));
            }
            decisions.add(new Decision(p.phase().toString(), limit, (System.nanoTime() - arrived) / 1_000_000,
                    bot));
        } catch (IOException | RuntimeException e) {
            if (gen == generation && !over) {
                LOG.warn("deciding {}: {}", p.phase(), e.toString());
            }
        }
    }

    private void submit(int gen, Position p, List<Order> orders) throws IOException {
        if (orders.isEmpty() || gen != generation) {
            return;
        }
        Message.Builder b = Message.builder().add(Tokens.SUB);
        for (Order o : orders) {
            b.group(game.notation().order(me, o, p));
            if (o instanceof calhamer.adjudicator.order.Disband && p.phase().type() == PhaseType.ADJUSTMENT) {
                synchronized (removalsSent) {
                    removalsSent.add(p.unitAt(o.unit().province()));
                }
            }
        }
        send(b.build());
    }

    /** A rejected order: the safe one for its unit instead (a hold, a disband, a waive for a build). */
    private void thx(TokenReader r) throws IOException {
        if (me == null || game == null) {
            return;
        }
        Message sub = Corrections.forRefusal(r, game.position().phase().type(), meToken, table);
        if (sub != null) {
            send(sub);
        }
    }

    /** What the server still misses: holds, disbands, waives or removals. */
    private void mis(TokenReader r) throws IOException {
        if (me == null || game == null || !r.atOpen()) {
            return;
        }
        List<Unit> removable = new ArrayList<>(game.position().unitsOf(me));
        synchronized (removalsSent) {
            removable.removeAll(removalsSent);
        }
        Message sub = Corrections.forMissing(r, meToken, removable, game.notation());
        if (sub != null) {
            send(sub);
        }
    }

    private synchronized void send(Message m) throws IOException {
        send(Frame.diplomacy(m));
    }

    private synchronized void send(Frame f) throws IOException {
        out.write(f.toBytes());
        out.flush();
    }

    private void closeSocket() {
        if (socket != null) {
            try {
                socket.close();
            } catch (IOException e) {
                LOG.debug("closing: {}", e.toString());
            }
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
