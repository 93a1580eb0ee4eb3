package calhamer.daide.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.adjudicator.Adjudicator;
import calhamer.daide.board.BoardMessages;
import calhamer.daide.board.MapTokens;
import calhamer.daide.protocol.Frame;
import calhamer.daide.protocol.FrameReader;
import calhamer.daide.protocol.FrameType;
import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.MessageText;
import calhamer.daide.protocol.TokenTable;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import java.io.IOException;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The client against a scripted server: it joins as the protocol says, refuses press politely, answers malformed
 * messages with PRN and HUH, and leaves on OFF.
 */
class ClientProtocolTest {
    private static final DiplomacyMap MAP = BundledMaps.load("standard");
    private static final TokenTable T = TokenTable.standard();

    /** The server side of one connection. */
    private static final class Script implements AutoCloseable {
        final Socket socket;
        final OutputStream out;
        final FrameReader in;

        Script(ServerSocket server) throws IOException {
            socket = server.accept();
            socket.setSoTimeout(100);
            out = socket.getOutputStream();
            in = new FrameReader(socket.getInputStream(), 10_000);
        }

        Frame frame() throws IOException {
            long until = System.currentTimeMillis() + 10_000;
            while (System.currentTimeMillis() < until) {
                Frame f = in.poll();
                if (f != null) {
                    return f;
                }
            }
            throw new AssertionError("nothing from the client");
        }

        String next() throws IOException {
            Frame f = frame();
            assertEquals(FrameType.DIPLOMACY, f.type());
            return f.message().text(T);
        }

        void send(Frame f) throws IOException {
            out.write(f.toBytes());
            out.flush();
        }

        void send(String text) throws IOException {
            send(Frame.diplomacy(MessageText.parse(text, T)));
        }

        void send(Message m) throws IOException {
            send(Frame.diplomacy(m));
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }

    @Test
    void aServerClosingAfterTheEndIsTheEnd() throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try (ServerSocket server = new ServerSocket(0)) {
            ClientOptions o = ClientOptions.defaults("127.0.0.1", server.getLocalPort()).withBudget(50);
            Future<DaideClient.Result> result = pool.submit(() -> new DaideClient(o).run());
            try (Script s = new Script(server)) {
                s.frame();
                s.send(Frame.representation(List.of()));
                s.next();
                s.send("YES (NME ('calhamer') ('0.2'))");
                s.send("MAP ('standard')");
                s.next();
                s.send(new BoardMessages(MapTokens.of(MAP), new Adjudicator(MAP)).mdf());
                s.next();
                s.send("HLO (ENG) (99) ((LVL 0))");
                s.send("SLO (ENG)");
                s.send("SMR (SPR 1905) (ENG ('calhamer') ('0.2') 18)");
            }
            DaideClient.Result r = result.get(5, TimeUnit.SECONDS);
            assertEquals("SLO (ENG)", r.ending());
            assertEquals("SMR (SPR 1905) (ENG ('calhamer') ('0.2') 18)", r.summary());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void joinsRefusesPressAndAnswersMalformedMessages() throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try (ServerSocket server = new ServerSocket(0)) {
            ClientOptions o = ClientOptions.defaults("127.0.0.1", server.getLocalPort()).withName("tester")
                    .withBudget(50);
            Future<DaideClient.Result> result = pool.submit(() -> new DaideClient(o).run());
            try (Script s = new Script(server)) {
                assertEquals(Frame.initial(), s.frame());
                s.send(Frame.representation(List.of()));
                assertEquals("NME ('tester') ('0.2')", s.next());
                s.send("YES (NME ('tester') ('0.2'))");
                s.send("MAP ('standard')");
                assertEquals("MDF", s.next());
                s.send(new BoardMessages(MapTokens.of(MAP), new Adjudicator(MAP)).mdf());
                assertEquals("YES (MAP ('standard'))", s.next());
                s.send("HLO (FRA) (4321) ((LVL 0))");
                s.send("FRM (ENG) (FRA) (PRP (PCE (ENG FRA)))");
                assertEquals("SND (ENG) (HUH (ERR PRP (PCE (ENG FRA))))", s.next());
                assertEquals("SND (ENG) (TRY ())", s.next());
                s.send("NOW (SPR 1901) (FRA AMY PAR");
                assertEquals("PRN (NOW (SPR 1901) (FRA AMY PAR)", s.next());
                s.send("NOW (SPR) (FRA AMY PAR)");
                assertEquals("HUH (NOW (SPR ERR) (FRA AMY PAR))", s.next());
                s.send("HUH (SUB ERR)");
                s.send("SVE ('game1')");
                assertEquals("YES (SVE ('game1'))", s.next());
                s.send("DRW");
                s.send("OFF");
                DaideClient.Result r = result.get(10, TimeUnit.SECONDS);
                assertEquals("FRA", r.power());
                assertEquals("DRW", r.ending());
                assertNull(r.summary());
                assertTrue(r.decisions().isEmpty());
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
