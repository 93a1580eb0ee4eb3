package calhamer.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * The jobs on a real Spark standalone cluster: a master and two workers, each a JVM of its own on this machine
 * ({@link StandaloneCluster}), this JVM the driver (client mode). An arena and an analysis give the rows of the
 * single-machine runner and of local mode; then a worker is killed mid-run and the arena still ends with every game
 * once.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class StandaloneClusterTest {
    @TempDir
    static Path dir;
    private static StandaloneCluster cluster;

    @BeforeAll
    static void startCluster() throws Exception {
        cluster = new StandaloneCluster(dir.resolve("spark"), 2);
        cluster.driverSettings().forEach(System::setProperty);
    }

    @AfterAll
    static void stopCluster() {
        if (cluster != null) {
            cluster.driverSettings().keySet().forEach(System::clearProperty);
            cluster.close();
        }
    }

    private static String[] arena(int games, int years, Path out, String master) {
        List<String> args = new ArrayList<>(List.of("arena", "--master", master, "--out", out.toString()));
        args.addAll(options(games, years));
        return args.toArray(String[]::new);
    }

    private static List<String> options(int games, int years) {
        return List.of("--games", Integer.toString(games), "--years", Integer.toString(years), "--cells", "300",
                "--time", "600000", "--opponents", "dumbbot");
    }

    @Test
    @Order(1)
    void anArenaAndAnAnalysisGiveTheRowsOfTheSingleMachineAndOfLocalMode() throws Exception {
        Path out = dir.resolve("cluster.jsonl");
        Runs.Run run = Runs.run(arena(4, 1, out, cluster.url()));
        assertEquals(0, run.status(), run.err() + cluster.log("worker-0"));
        assertEquals(calhamer.cluster.jobs.LocalRunTestAccess.singleMachineArena(options(4, 1),
                dir.resolve("single.jsonl")), Runs.rows(out));

        Path games = dir.resolve("games.jsonl");
        assertEquals(0, Runs.run("generate-archive", "--master", "local[2]", "--games", "6", "--years", "2",
                "--games-per-task", "1", games.toString()).status());
        Runs.Run local = Runs.run("analyse", "--master", "local[2]", games.toString(), "--out",
                dir.resolve("local-analysis.jsonl").toString());
        Runs.Run remote = Runs.run("analyse", "--master", cluster.url(), "--partitions", "3", games.toString(),
                "--out", dir.resolve("cluster-analysis.jsonl").toString());
        assertEquals(0, local.status(), local.err());
        assertEquals(0, remote.status(), remote.err());
        assertEquals(Files.readString(dir.resolve("local-analysis.jsonl")),
                Files.readString(dir.resolve("cluster-analysis.jsonl")));
    }

    @Test
    @Order(2)
    void aWorkerKilledMidRunLosesAndDuplicatesNoGame() throws Exception {
        Path out = dir.resolve("killed.jsonl");
        int games = 12;
        CompletableFuture<Runs.Run> run = CompletableFuture.supplyAsync(() -> Runs.run(arena(games, 2, out,
                cluster.url())));
        long rowsAtKill = -1;
        for (int tries = 0; tries < 1200 && !run.isDone(); tries++) {
            if (Files.exists(out) && (rowsAtKill = Files.readAllLines(out).size()) >= 1) {
                cluster.killWorker(1);
                break;
            }
            Thread.sleep(100);
        }
        assertTrue(rowsAtKill >= 1 && rowsAtKill < games, "killed after " + rowsAtKill + " of " + games + " games");
        Runs.Run done = run.get(10, TimeUnit.MINUTES);
        assertEquals(0, done.status(), done.err());
        assertEquals(games, Files.readAllLines(out).size(), "every game once in the results file");
        assertEquals(calhamer.cluster.jobs.LocalRunTestAccess.singleMachineArena(options(games, 2),
                dir.resolve("single-killed.jsonl")), Runs.rows(out));
    }
}
