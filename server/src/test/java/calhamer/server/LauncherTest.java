package calhamer.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher, {@code bin/calhamer}: the JVM flags it gives each command, run with a stand-in {@code java} (a
 * script printing its arguments) in place of the JDK's, on a stand-in installation: a jar and its class-data
 * archives, laid out as the build leaves them.
 */
class LauncherTest {
    private static final Path LAUNCHER = Path.of("..", "bin", "calhamer").toAbsolutePath().normalize();
    private static final List<String> QUICK = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC");
    @TempDir
    Path home;
    private Path jar;

    @BeforeEach
    void install() throws IOException {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "the launcher is a POSIX shell script");
        Path java = home.resolve("jdk/bin/java");
        Files.createDirectories(java.getParent());
        Files.writeString(java, "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path target = Files.createDirectories(home.resolve("repo/server/target"));
        jar = Files.writeString(target.resolve("calhamer.jar"), "jar");
        for (String archive : List.of("calhamer.jsa", "calhamer-orders.jsa")) {
            Files.writeString(target.resolve(archive), "archive");
        }
        age(jar, 10);
        jar = jar.toRealPath();
        Path launcher = Files.copy(LAUNCHER, Files.createDirectories(home.resolve("repo/bin")).resolve("calhamer"));
        Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    @Test
    void batchCommandsRunWithQuickJitTheSerialCollectorAndTheirArchive() throws Exception {
        for (String command : List.of("adjudicate", "influence", "map", "solve")) {
            List<String> args = run(List.of(command, "--jsonl", "my file.jsonl"), Map.of()).args();
            assertTrue(args.containsAll(QUICK), command + ": " + args);
            assertTrue(args.contains("-XX:SharedArchiveFile=" + jar.getParent().resolve("calhamer.jsa")), command
                    + ": " + args);
            assertEquals(List.of("-jar", jar.toString(), command, "--jsonl", "my file.jsonl"),
                    args.subList(args.size() - 5, args.size()), "the command line follows the flags, words kept");
        }
    }

    @Test
    void oneDecisionRunsWithQuickJitAndTheOrdersArchive() throws Exception {
        List<String> args = run(List.of("orders", "request.json"), Map.of()).args();
        assertTrue(args.containsAll(QUICK), args.toString());
        assertTrue(args.contains("-XX:SharedArchiveFile=" + jar.getParent().resolve("calhamer-orders.jsa")),
                args.toString());
    }

    @Test
    void theServerAndLongCommandsKeepTheJvmsDefaults() throws Exception {
        for (List<String> line : List.of(List.<String>of(), List.of("serve", "--port", "0"), List.of("--port", "0"),
                List.of("arena", "--games", "2"), List.of("tournament", "spread-it"), List.of("game", "nim", "solve",
                        "-"), List.of("--help"))) {
            List<String> args = run(line, Map.of()).args();
            List<String> expected = new ArrayList<>(List.of("-jar", jar.toString()));
            expected.addAll(line);
            assertEquals(expected, args, "no flags for " + line);
        }
    }

    @Test
    void anArchiveOlderThanTheJarIsNotUsed() throws Exception {
        age(jar.getParent().resolve("calhamer.jsa"), 20);
        List<String> args = run(List.of("adjudicate", "x.json"), Map.of()).args();
        assertTrue(args.containsAll(QUICK), args.toString());
        assertFalse(args.stream().anyMatch(a -> a.startsWith("-XX:SharedArchiveFile")), args.toString());
    }

    @Test
    void theUsersOptionsComeAfterTheLaunchersAndBeforeTheJar() throws Exception {
        List<String> args = run(List.of("adjudicate", "x.json"), Map.of("CALHAMER_JAVA_OPTS",
                "-Xmx2g -XX:TieredStopAtLevel=4")).args();
        int jarAt = args.indexOf("-jar");
        assertEquals(List.of("-Xmx2g", "-XX:TieredStopAtLevel=4"), args.subList(jarAt - 2, jarAt), args.toString());
        assertTrue(args.indexOf("-XX:TieredStopAtLevel=1") < jarAt - 2, "later flags win: " + args);
    }

    @Test
    void theJarIsFoundBesideTheLauncherThroughASymlinkOrNamed() throws Exception {
        Path link = Files.createDirectories(home.resolve("elsewhere")).resolve("calhamer");
        Files.createSymbolicLink(link, home.resolve("repo/bin/calhamer"));
        Run linked = run(link, List.of("serve"), Map.of());
        assertEquals(List.of("-jar", jar.toString(), "serve"), linked.args(), linked.err());
        Run missing = run(List.of("serve"), Map.of("CALHAMER_JAR", home.resolve("none.jar").toString()));
        assertEquals(1, missing.status());
        assertTrue(missing.err().contains("none.jar") && missing.err().contains("mvn"), missing.err());
    }

    /** What the stand-in JVM was given, and the launcher's exit status and standard error. */
    private record Run(int status, List<String> args, String err) {
    }

    private Run run(List<String> args, Map<String, String> env) throws IOException, InterruptedException {
        return run(home.resolve("repo/bin/calhamer"), args, env);
    }

    private Run run(Path launcher, List<String> args, Map<String, String> env) throws IOException,
            InterruptedException {
        List<String> command = new ArrayList<>(List.of(launcher.toString()));
        command.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().remove("CALHAMER_JAVA_OPTS");
        pb.environment().remove("CALHAMER_JAR");
        pb.environment().put("JAVA_HOME", home.resolve("jdk").toString());
        pb.environment().putAll(env);
        Process p = pb.start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Run(p.waitFor(), out.isEmpty() ? List.of() : List.of(out.split("\n")), err);
    }

    /** Sets a file's modification time that many seconds in the past. */
    private static void age(Path file, int seconds) throws IOException {
        Files.setLastModifiedTime(file, FileTime.fromMillis(System.currentTimeMillis() - seconds * 1000L));
    }
}
