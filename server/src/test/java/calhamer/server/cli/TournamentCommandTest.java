package calhamer.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The tournament command: plays, stores JSON Lines and CSV, resumes, prints the tables, refuses bad options. */
class TournamentCommandTest {
    @TempDir
    Path dir;

    private static String[] run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = new CommandLine(new TournamentCommand());
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        return new String[] {String.valueOf(cl.execute(args)), out.toString(), err.toString()};
    }

    @Test
    void spreadItPlaysStoresResumesAndPrintsThePaperTables() throws IOException {
        String prefix = dir.resolve("s").toString();
        String[] first = run("spread-it", "--out", prefix, "--classes", "barabasi-albert", "--sizes", "14", "--games",
                "1", "--millis", "5", "--variants", "zero-loyalty");
        assertEquals("0", first[0], first[2]);
        assertTrue(first[2].contains("6 games") && first[2].contains("6/6 games, ") && first[2].contains("done"),
                first[2]);
        assertTrue(first[1].contains("Table I: Zero Loyalty") && first[1].contains("Table III"), first[1]);
        assertTrue(first[1].contains("| MCTS | Random | 1 |"), first[1]);
        List<String> lines = Files.readAllLines(dir.resolve("s.jsonl"));
        assertEquals(6, lines.size());
        assertTrue(lines.get(0).startsWith("{\"id\":\"spread-it/zero-loyalty/barabasi-albert-14/"), lines.get(0));
        assertEquals(7, Files.readAllLines(dir.resolve("s.csv")).size(), "header and six rows");
        Files.writeString(dir.resolve("s.jsonl"), String.join("\n", lines.subList(0, 5)) + "\n{\"id\": \"cut o");
        String[] again = run("spread-it", "--out", prefix, "--classes", "barabasi-albert", "--sizes", "14", "--games",
                "1", "--millis", "5", "--variants", "zero-loyalty");
        assertEquals("0", again[0], again[2]);
        assertTrue(again[2].contains("1/1 games (5 already stored)"), again[2]);
        assertEquals(6, Files.readAllLines(dir.resolve("s.jsonl")).size(), "the cut line was dropped and replayed");
        String[] tables = run("spread-it", "--out", prefix, "--tables-only", "--classes", "barabasi-albert", "--sizes",
                "14", "--variants", "zero-loyalty", "--games", "1");
        assertTrue(tables[1].contains("| MCTS | Random | 1 |") && !tables[2].contains("games/min"), tables[1]);
        assertTrue(tables[1].startsWith("settings of the stored games: tournamentSeed 1; firstGraphSeed 1; density "
                + "paper; millis 5; mctsMillis 5; clock cpu;"),
                "tables alone name the stored games' settings, not the invocation's: " + tables[1]);
        String[] other = run("spread-it", "--out", prefix, "--tables-only", "--sizes", "24");
        assertTrue(!other[1].contains("| MCTS | Random |"), "the tables are those of the games asked for: " + other[1]);
    }

    /** Every record carries the run's settings, and a run does not resume games stored with other settings. */
    @Test
    void aRunResumesOnlyGamesPlayedWithItsSettings() throws IOException {
        String prefix = dir.resolve("r").toString();
        String[] first = run("spread-it", "--out", prefix, "--classes", "erdos-renyi", "--sizes", "14", "--games", "1",
                "--pairings", "mcts:random", "--variants", "zero-loyalty", "--millis", "5", "--cascade-order", "index");
        assertEquals("0", first[0], first[2]);
        assertTrue(first[1].contains("cascades fire by vertex index"), first[1]);
        String line = Files.readAllLines(dir.resolve("r.jsonl")).get(0);
        assertTrue(line.contains("\"tournamentSeed\":1,\"firstGraphSeed\":1,\"density\":\"paper\",\"millis\":5,"
                + "\"mctsMillis\":5,\"clock\":\"cpu\","
                + "\"mctsIterations\":0,\"alphabetaDepth\":0,\"alphabetaEndless\":\"result\",\"mctsTies\":\"lose\","
                + "\"cascadeOrder\":\"index\""), line);
        String[] other = run("spread-it", "--out", prefix, "--classes", "erdos-renyi", "--sizes", "14", "--games", "1",
                "--pairings", "mcts:random", "--variants", "zero-loyalty", "--millis", "5");
        assertEquals("2", other[0], other[2]);
        assertTrue(other[2].contains("holds game spread-it/zero-loyalty/erdos-renyi-14/mcts-vs-random/0 played with "
                + "cascadeOrder index, not majority"), other[2]);
        assertEquals(1, Files.readAllLines(dir.resolve("r.jsonl")).size(), "nothing was played or written");
        String[] more = run("spread-it", "--out", prefix, "--classes", "erdos-renyi", "--sizes", "14", "--games", "2",
                "--pairings", "mcts:random", "--variants", "zero-loyalty", "--millis", "5", "--cascade-order", "index");
        assertEquals("0", more[0], more[2]);
        assertTrue(more[2].contains("1/1 games (1 already stored)"), more[2]);
        String[] odds = run("spread-it", "--out", prefix, "--classes", "erdos-renyi", "--sizes", "14", "--games", "2",
                "--pairings", "mcts:random", "--variants", "zero-loyalty", "--millis", "5", "--cascade-order", "index",
                "--mcts-millis", "20");
        assertEquals("2", odds[0], odds[2]);
        assertTrue(odds[2].contains("played with mctsMillis 5, not 20"), odds[2]);
        String[] sparse = run("spread-it", "--out", prefix, "--classes", "erdos-renyi", "--sizes", "14", "--games",
                "2", "--pairings", "mcts:random", "--variants", "zero-loyalty", "--millis", "5", "--cascade-order",
                "index", "--density", "range");
        assertEquals("2", sparse[0], sparse[2]);
        assertTrue(sparse[2].contains("played with density paper, not range"), sparse[2]);
        // a game stored by a build that did not record settings is not resumed either
        Files.writeString(dir.resolve("old.jsonl"), line.replaceAll(",\"tournamentSeed\".*", "}") + "\n");
        String[] old = run("spread-it", "--out", dir.resolve("old").toString(), "--classes", "erdos-renyi", "--sizes",
                "14", "--games", "1", "--pairings", "mcts:random", "--variants", "zero-loyalty", "--millis", "5",
                "--cascade-order", "index");
        assertEquals("2", old[0], old[2]);
        assertTrue(old[2].contains("played with tournamentSeed unrecorded, not 1"), old[2]);
        String[] q = run("quoridor", "--out", dir.resolve("q").toString(), "--games", "1", "--depths", "1",
                "--searchers", "maxn");
        assertEquals("0", q[0], q[2]);
        String[] q2 = run("quoridor", "--out", dir.resolve("q").toString(), "--games", "1", "--depths", "1",
                "--searchers", "maxn", "--max-plies", "300");
        assertEquals("2", q2[0], q2[2]);
        assertTrue(q2[2].contains("played with maxPlies 400, not 300"), q2[2]);
        String[] bad = run("spread-it", "--out", dir.resolve("b").toString(), "--cascade-order", "random");
        assertEquals("2", bad[0]);
        assertTrue(bad[2].contains("cascade order 'random' is not one of [majority, index]"), bad[2]);
        String[] dense = run("spread-it", "--out", dir.resolve("b").toString(), "--density", "dense");
        assertEquals("2", dense[0]);
        assertTrue(dense[2].contains("board density 'dense' is not one of [paper, range]"), dense[2]);
    }

    @Test
    void spreadItPlaysSeveralGraphsOfEachClassAndSize() throws IOException {
        String[] r = run("spread-it", "--out", dir.resolve("g").toString(), "--classes", "erdos-renyi", "--sizes", "14",
                "--graphs", "3", "--graph-seed", "7", "--games", "1", "--pairings", "random:random", "--variants",
                "zero-loyalty");
        assertEquals("0", r[0], r[2]);
        List<String> lines = Files.readAllLines(dir.resolve("g.jsonl"));
        assertEquals(3, lines.size(), String.join("\n", lines));
        java.util.Set<String> seeds = new java.util.HashSet<>();
        for (int j = 0; j < 3; j++) {
            String board = "erdos-renyi-14" + (j == 0 ? "" : "-g" + j);
            String line = lines.stream().filter(l -> l.contains("/" + board + "/")).findFirst().orElseThrow();
            assertTrue(line.contains("\"graph\":" + j + ",\"graphSeed\":" + (7 + j) + ","), line);
        }
        for (String line : lines) {
            seeds.add(line.replaceAll(".*\"seed\":(-?[0-9]+).*", "$1"));
        }
        assertEquals(3, seeds.size(), "each board's game has its own seed: " + lines);
        assertTrue(lines.get(0).contains("\"mctsTies\":\"lose\""), lines.get(0));
        String[] zero = run("spread-it", "--out", dir.resolve("g0").toString(), "--graphs", "0");
        assertEquals("2", zero[0]);
        assertTrue(zero[2].contains("graphs per class and size must be positive: 0"), zero[2]);
    }

    @Test
    void quoridorPlaysFigureSixAndHeadToHead() {
        String[] fig6 = run("quoridor", "--out", dir.resolve("q").toString(), "--games", "2", "--depths", "1");
        assertEquals("0", fig6[0], fig6[2]);
        assertTrue(fig6[1].contains("Figure 6") && fig6[1].contains("SOS learning"), fig6[1]);
        String[] h2h = run("quoridor", "--out", dir.resolve("h").toString(), "--games", "1", "--depths", "1",
                "--head-to-head", "--searchers", "sos:maxn");
        assertEquals("0", h2h[0], h2h[2]);
        assertTrue(h2h[1].contains("Figure 7: SOS against Max-n"), h2h[1]);
        String[] mcts = run("quoridor", "--out", dir.resolve("m").toString(), "--games", "1", "--depths", "1",
                "--head-to-head", "--searchers", "sos:mcts");
        assertEquals("0", mcts[0], mcts[2]);
        assertTrue(mcts[1].contains("Head to head: SOS against mcts"), mcts[1]);
    }

    @Test
    void badOptionsAreRefused() {
        String[] r = run("spread-it", "--out", dir.resolve("x").toString(), "--pairings", "mcts:oracle");
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("calhamer tournament spread-it: no agent 'oracle' for game 'spread-it': no agent"
                + " of that name is registered; agents for 'spread-it': random, mcts, alphabeta"), r[2]);
        String[] q = run("quoridor", "--out", dir.resolve("y").toString(), "--searchers", "alphabeta");
        assertEquals("2", q[0]);
        assertTrue(q[2].contains("no agent 'alphabeta' for game 'quoridor': it plays two-player zero-sum sequential"
                + " games"), q[2]);
        String[] three = run("spread-it", "--out", dir.resolve("x").toString(), "--pairings", "mcts:random:mcts");
        assertTrue(three[2].contains("a pairing is black:red (e.g. mcts:random), not 'mcts:random:mcts'"), three[2]);
        assertEquals("2", run("spread-it", "--out", dir.resolve("z").toString(), "--clock", "sundial")[0]);
        String[] ties = run("spread-it", "--out", dir.resolve("t").toString(), "--mcts-ties", "half");
        assertEquals("2", ties[0]);
        assertTrue(ties[2].contains("ties are 'lose', 'share' or 'opponents', not 'half'"), ties[2]);
    }
}
