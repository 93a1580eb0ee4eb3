package calhamer.daide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import calhamer.daide.client.ClientOptions;
import calhamer.daide.client.DaideClient;
import calhamer.daide.host.DaideHost;
import calhamer.daide.host.Deadlines;
import calhamer.daide.host.Ending;
import calhamer.daide.host.HostOptions;
import calhamer.daide.protocol.Frame;
import calhamer.daide.protocol.FrameType;
import calhamer.daide.protocol.Message;
import calhamer.daide.protocol.MessageText;
import calhamer.daide.protocol.TokenTable;
import calhamer.daide.protocol.Tokens;
import calhamer.maps.DiplomacyMap;
import calhamer.maps.io.BundledMaps;
import java.io.IOException;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 28's fuzz acceptance: while seven Calhamer clients play, three fuzzers send the server 10,000 malformed,
 * truncated and oversized messages (random tokens, unmatched brackets, grammar errors, commands out of place,
 * cut-off and stalled frames, 64 KB messages, wrong structures, garbage before the initial message) on connections
 * they open again as the server cuts them off. No exception escapes (the server counts none), the game completes,
 * and the players are unaffected: nobody late, every phase replays to what was announced. The players' budget (300
 * ms) keeps the six-year game going while the fuzzers send; only messages sent before the game's end count. Seeded
 * ({@code -Dcalhamer.fuzz.seed}).
 */
class FuzzDuringGameTest {
    private static final int MESSAGES = 10_000;
    private static final String[] PLAUSIBLE = {
        "NME ('fuzz') ('1')", "OBS", "IAM (FRA) (0)", "IAM (ENG) (-77)", "MAP", "MDF", "HLO", "SCO", "NOW", "MIS",
        "ORD", "SMR", "TME", "TME (3)", "NOT (TME)", "HST (SPR 1901)", "HST (FAL 1950)", "GOF", "NOT (GOF)", "DRW",
        "NOT (DRW)", "DRW (FRA ENG)", "SUB ((FRA AMY PAR) MTO BUR)", "SUB ((ENG FLT LON) HLD) (ENG WVE)",
        "NOT (SUB)", "NOT (SUB ((FRA AMY PAR) HLD))", "ADM ('fuzz') ('hello')", "SND (FRA) (PRP (PCE (FRA ENG)))",
        "YES (MAP ('standard'))", "REJ (MAP ('standard'))", "YES (SVE ('g'))", "HUH (ERR)", "PRN (NOW"};

    @Test
    void tenThousandBadMessagesDuringAGame(@TempDir Path dir) throws Exception {
        DiplomacyMap map = BundledMaps.load("standard");
        Path record = dir.resolve("game.jsonl");
        long seed = Long.getLong("calhamer.fuzz.seed", 11);
        ExecutorService pool = Executors.newFixedThreadPool(10);
        try (DaideHost host = DaideHost.start(HostOptions.defaults(map).withYears(6).withRecord(record)
                .withDeadlines(Deadlines.parse("5")).withStallMillis(300))) {
            Observer observer = new Observer(host.port()).start();
            List<Future<DaideClient.Result>> players = new ArrayList<>();
            for (int i = 0; i < 7; i++) {
                ClientOptions o = ClientOptions.defaults("127.0.0.1", host.port()).withBudget(300).withSeed(i);
                players.add(pool.submit(() -> new DaideClient(o).run()));
            }
            observer.await("NOW (SPR 1901)", 30_000);
            AtomicInteger sent = new AtomicInteger();
            List<Future<Integer>> fuzzers = new ArrayList<>();
            for (int f = 0; f < 3; f++) {
                SplittableRandom random = new SplittableRandom(seed * 31 + f);
                fuzzers.add(pool.submit(() -> fuzz(host, random, sent)));
            }
            int connections = 0;
            for (Future<Integer> f : fuzzers) {
                connections += f.get(300, TimeUnit.SECONDS);
            }
            assertTrue(sent.get() >= MESSAGES, "sent during the game: " + sent.get());
            Ending end = host.awaitEnd(600_000);
            assertNotNull(end);
            assertEquals("S1907M", end.phase());
            for (Future<DaideClient.Result> p : players) {
                DaideClient.Result r = p.get(60, TimeUnit.SECONDS);
                assertEquals("DRW", r.ending());
                assertEquals(0, r.disagreements());
                r.decisions().forEach(d -> assertTrue(d.millis() < d.limit() * 1000L, d.toString()));
            }
            for (int i = 0; i < 100 && !observer.done; i++) {
                Thread.sleep(50);
            }
            assertEquals(0, host.internalErrors(), "no exception escaped the server's handling");
            assertTrue(observer.texts("CCD").isEmpty(), "no player was late or cut off");
            GameReplay.check(map, Files.readAllLines(record), observer.messages, observer.client.table());
            System.out.printf("fuzz: %d messages on %d connections during a game to %s%n", sent.get(), connections,
                    end.phase());
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Sends bad messages until the shared count reaches {@link #MESSAGES} or the game ends (the count is then short
     * and the test fails). @return connections opened
     */
    private static int fuzz(DaideHost host, SplittableRandom random, AtomicInteger sent) throws IOException {
        int port = host.port();
        int connections = 0;
        while (sent.get() < MESSAGES && host.result() == null) {
            connections++;
            int kind = random.nextInt(100);
            try (RawClient c = kind < 3 ? new RawClient(port) : RawClient.joined(port)) {
                if (kind < 3) {
                    byte[] garbage = new byte[random.nextInt(1, 64)];
                    random.nextBytes(garbage);
                    garbage[0] = (byte) (2 + random.nextInt(200));
                    c.sendBytes(garbage);
                    sent.incrementAndGet();
                    continue;
                }
                int n = random.nextInt(1, 150);
                for (int i = 0; i < n && sent.get() < MESSAGES; i++) {
                    sent.incrementAndGet();
                    if (!one(c, random)) {
                        break;
                    }
                }
            } catch (IOException e) {
                // the server cut the connection off: open another
            }
        }
        return connections;
    }

    /** Sends one bad message. @return whether the connection can go on */
    private static boolean one(RawClient c, SplittableRandom random) throws IOException {
        TokenTable t = TokenTable.standard();
        int kind = random.nextInt(1000);
        if (kind < 300) {
            c.send(MessageText.parse(PLAUSIBLE[random.nextInt(PLAUSIBLE.length)], t));
        } else if (kind < 500) {
            Message m = MessageText.parse(PLAUSIBLE[random.nextInt(PLAUSIBLE.length)], t);
            int[] tokens = m.tokens();
            tokens[random.nextInt(tokens.length)] = random.nextBoolean() ? Tokens.BRA : Tokens.KET;
            c.send(Message.of(tokens));
        } else if (kind < 800) {
            int[] tokens = new int[random.nextInt(1, 30)];
            for (int i = 0; i < tokens.length; i++) {
                tokens[i] = random.nextInt(3) == 0 ? (random.nextBoolean() ? Tokens.BRA : Tokens.KET)
                        : 0x4000 + random.nextInt(0x1800);
            }
            c.send(Message.of(tokens));
            return tokens[0] < 0x5800;
        } else if (kind < 900) {
            Message m = MessageText.parse(PLAUSIBLE[random.nextInt(PLAUSIBLE.length)], t);
            int[] tokens = m.tokens();
            int at = random.nextInt(tokens.length);
            tokens[at] = 0x4000 + random.nextInt(0x1000);
            c.send(Message.of(tokens));
        } else if (kind < 940) {
            byte[] whole = Frame.diplomacy(MessageText.parse(PLAUSIBLE[random.nextInt(PLAUSIBLE.length)], t))
                    .toBytes();
            c.sendBytes(java.util.Arrays.copyOf(whole, random.nextInt(1, whole.length)));
            return false;
        } else if (kind < 960) {
            byte[] big = new byte[4 + 0xFFFF];
            big[0] = 2;
            big[2] = (byte) 0xFF;
            big[3] = (byte) 0xFF;
            c.sendBytes(random.nextBoolean() ? big : java.util.Arrays.copyOf(big, 4 + random.nextInt(0xFFFF)));
            return false;
        } else if (kind < 970) {
            Message.Builder b = Message.builder().add(Tokens.ADM).open();
            for (int i = 0; i < 32_000; i++) {
                b.add(Tokens.text((char) ('a' + i % 26)));
            }
            c.send(b.close().build());
        } else if (kind < 990) {
            FrameType[] types = FrameType.values();
            FrameType type = types[random.nextInt(types.length)];
            byte[] payload = new byte[random.nextInt(0, 8)];
            random.nextBytes(payload);
            c.send(new Frame(type, payload));
            return false;
        } else {
            c.sendBytes(new byte[] {(byte) random.nextInt(5, 256), 0, 0, 0});
            return false;
        }
        return true;
    }
}
