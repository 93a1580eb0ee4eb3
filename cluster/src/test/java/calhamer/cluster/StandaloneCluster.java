package calhamer.cluster;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A Spark standalone cluster on this machine for tests: a master and workers, each a JVM of its own started from the
 * Spark jars on the test class path ({@code org.apache.spark.deploy.master.Master},
 * {@code org.apache.spark.deploy.worker.Worker}), on free ports of 127.0.0.1, with a Spark home of their own
 * (an empty {@code jars} folder: executors get their class path from the driver's
 * {@code spark.executor.extraClassPath}). {@link #close()} ends every process it started and their children (the
 * executors).
 */
public final class StandaloneCluster implements AutoCloseable {
    private final Path home;
    private final String classPath = System.getProperty("java.class.path");
    private final List<Process> processes = new ArrayList<>();
    private final List<Process> workers = new ArrayList<>();
    private final int port;
    private final int webPort;

    /**
     * Starts a master and the workers, one core and 1 GB each, and waits until the master has them all.
     *
     * @throws IOException when a process cannot start or the cluster is not up within two minutes
     */
    public StandaloneCluster(Path home, int workerCount) throws IOException, InterruptedException {
        this.home = home;
        Files.createDirectories(home.resolve("jars"));
        port = freePort();
        webPort = freePort();
        try {
            processes.add(start("master", "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1", "--port",
                    Integer.toString(port), "--webui-port", Integer.toString(webPort)));
            for (int w = 0; w < workerCount; w++) {
                Process worker = start("worker-" + w, "org.apache.spark.deploy.worker.Worker", "--host", "127.0.0.1",
                        "--cores", "1", "--memory", "1g", "--webui-port", Integer.toString(freePort()), "--work-dir",
                        home.resolve("work-" + w).toString(), url());
                processes.add(worker);
                workers.add(worker);
            }
            awaitWorkers(workerCount);
        } catch (IOException | InterruptedException | RuntimeException e) {
            close();
            throw e;
        }
    }

    /** The master's URL. */
    public String url() {
        return "spark://127.0.0.1:" + port;
    }

    /** The driver settings a job on this cluster needs (as system properties Spark reads). */
    public Map<String, String> driverSettings() {
        return Map.of("spark.executor.extraClassPath", classPath, "spark.driver.host", "127.0.0.1",
                "spark.driver.bindAddress", "127.0.0.1", "spark.executor.memory", "512m");
    }

    /** Kills worker w and its executors at once (SIGKILL), as a machine lost. */
    public void killWorker(int w) {
        Process worker = workers.get(w);
        worker.descendants().forEach(ProcessHandle::destroyForcibly);
        worker.destroyForcibly();
    }

    /** What a process printed, for messages. */
    public String log(String name) {
        try {
            return Files.readString(home.resolve(name + ".log"));
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    private Process start(String name, String main, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xmx512m", "-cp", classPath));
        for (String flag : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (flag.startsWith("--add-opens") || flag.startsWith("-Djdk.reflect") || flag.startsWith("-Dio.netty")) {
                command.add(flag);
            }
        }
        command.add(main);
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(home.resolve(name + ".log").toFile());
        builder.environment().put("SPARK_HOME", home.toString());
        builder.environment().put("SPARK_SCALA_VERSION", "2.13");
        builder.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        return builder.start();
    }

    private void awaitWorkers(int count) throws IOException, InterruptedException {
        HttpClient http = HttpClient.newHttpClient();
        String status = "";
        for (int tries = 0; tries < 240; tries++) {
            Thread.sleep(500);
            for (Process p : processes) {
                if (!p.isAlive()) {
                    throw new IOException("a Spark process ended at start: " + log("master") + log("worker-0"));
                }
            }
            try {
                status = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + webPort + "/json/"))
                        .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString()).body();
                if (Runs.json(status).path("aliveworkers").asInt() == count) {
                    return;
                }
            } catch (IOException notYet) {
                status = notYet.toString();
            }
        }
        throw new IOException("the cluster did not come up in two minutes: " + status + "\n" + log("master"));
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    @Override
    public void close() {
        for (Process p : processes) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
        }
        for (Process p : processes) {
            try {
                p.waitFor();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
