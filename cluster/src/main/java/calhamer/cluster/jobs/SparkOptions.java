package calhamer.cluster.jobs;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import picocli.CommandLine.Option;

/**
 * Where a job runs: {@code --master} (default: Spark's local mode on every core of this machine, {@code local[*]};
 * under {@code spark-submit}, the master it gives). With a master other than local the jar this class came from is
 * sent to the executors ({@code spark.jars}), unless the configuration names the jars already.
 */
public final class SparkOptions {
    @Option(names = "--master", description = "Spark master URL: local[*] (every core here, the default), local[N],"
            + " spark://HOST:7077 (a standalone cluster), k8s://https://HOST:PORT, yarn. Under spark-submit: the"
            + " one it gives.")
    String master;

    /** The master given, or null. */
    public String master() {
        return master;
    }

    /**
     * Starts Spark for one command: the master given, the one spark-submit gave, or {@code local[*]}.
     *
     * @throws IllegalStateException naming the master and Spark's reason when Spark does not start (a heap below
     *                               the 450 MB Spark needs, a master that cannot be reached)
     */
    public JavaSparkContext start(String command) {
        SparkConf conf = new SparkConf().setAppName("calhamer " + command);
        if (master != null) {
            conf.setMaster(master);
        } else if (!conf.contains("spark.master")) {
            conf.setMaster("local[*]");
        }
        conf.setIfMissing("spark.ui.showConsoleProgress", "false");
        if (!conf.get("spark.master").startsWith("local") && !conf.contains("spark.jars")) {
            ownJar().ifPresent(jar -> conf.set("spark.jars", jar));
        }
        try {
            return new JavaSparkContext(conf);
        } catch (RuntimeException e) {
            throw new IllegalStateException("Spark did not start on " + conf.get("spark.master") + ": "
                    + e.getMessage(), e);
        }
    }

    private static java.util.Optional<String> ownJar() {
        try {
            Path here = Path.of(SparkOptions.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return Files.isRegularFile(here) ? java.util.Optional.of(here.toString()) : java.util.Optional.empty();
        } catch (URISyntaxException | SecurityException | NullPointerException e) {
            return java.util.Optional.empty();
        }
    }
}
