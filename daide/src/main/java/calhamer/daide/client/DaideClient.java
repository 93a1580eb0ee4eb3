package calhamer.daide.client;

import calhamer.daide.protocol.Frame;
import calhamer.daide.protocol.FrameType;
import calhamer.daide.protocol.Grammar;
import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.SyntaxError;
import calhamer.daide.protocol.TokenReader;
import calhamer.daide.protocol.TokenTable;
import calhamer.daide.protocol.Tokens;
import calhamer.maps.Power;
import java.io.EOFException;
import java.io.IOException;
import java.util.List;
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
 * This class holds the session and reads the server's messages, dispatching each; the connection is in
 * {@link Link}, the orders and their timing in {@link Submission}, the game as known in {@link ClientGame}.
 */
public final class DaideClient {
    private static final Logger LOG = LoggerFactory.getLogger(DaideClient.class);

    private final ClientOptions options;
    private final OrderChooser.Factory chooserFactory;
    private final Link link = new Link();
    private final Submission submission;
    private TokenTable table = TokenTable.standard();
    private ClientGame game;
    private OrderChooser chooser;
    private GameLog log;
    private String mapName;
    private int meToken = -1;
    private Power me;
    private int passcode;
    private boolean resync;
    private volatile boolean over;
    private String ending;
    private String summary;

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
        this.submission = new Submission(this, options);
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
            submission.shutdown();
            link.close();
            if (log != null) {
                log.close();
            }
        }
        return new Result(me == null ? null : table.name(meToken).orElse(null), ending, summary,
                List.copyOf(submission.decisions()), game == null ? 0 : game.disagreements());
    }

    /** Connects (trying again for the reconnection time), sends the initial message, NME or IAM. */
    private void connect(boolean iam) throws IOException {
        long until = System.nanoTime() + options.reconnectSeconds() * 1_000_000_000L;
        IOException last = null;
        do {
            try {
                link.open(options.host(), options.port());
                link.send(Frame.initial());
                Frame rm = link.awaitRepresentation();
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

    private void readUntilClosed() throws IOException {
        while (!over) {
            Frame f = link.poll();
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
                submission.readLimits(r);
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
            case Tokens.NOW -> submission.now(m);
            case Tokens.TME -> {
                r.open();
                submission.tme(r.integer());
            }
            case Tokens.THX -> submission.thx(r);
            case Tokens.MIS -> submission.mis(r);
            case Tokens.SLO, Tokens.DRW -> {
                ending = m.text(table);
                submission.ended();
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

    /** Sends a message to the server (from the reading thread or the bot's worker). */
    void send(Message m) throws IOException {
        link.send(m);
    }

    // ---- the game as known, for the orders (Submission) -----------------------------------------------------

    ClientGame game() {
        return game;
    }

    OrderChooser chooser() {
        return chooser;
    }

    Power me() {
        return me;
    }

    int meToken() {
        return meToken;
    }

    TokenTable table() {
        return table;
    }

    String ending() {
        return ending;
    }

    boolean over() {
        return over;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
