package calhamer.cluster.archive;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.function.Function;
import scala.Function1;
import scala.Function2;
import scala.collection.Iterator;
import scala.reflect.ClassTag$;
import scala.runtime.BoxedUnit;

/**
 * Runs a line-per-element Spark job and writes its lines to one file on the driver, in the order of the input: each
 * task's lines come back as the task ends, and a task that ends before those of earlier partitions waits in memory
 * until they have (so memory holds a few partitions' answers, never the whole output). Each line written is also
 * handed to a listener (for counts and progress).
 */
final class OrderedLines {
    private OrderedLines() {
    }

    /**
     * @param each  makes one element's line, on an executor
     * @param lines told of every line as it is written, on the driver
     * @throws UncheckedIOException when the output cannot be written
     * @throws IllegalStateException when the job stops (a task failing on every try)
     */
    static <T> void run(JavaRDD<T> input, Function<T, String> each, Path out, Consumer<String> lines) {
        Function1<Iterator<T>, ArrayList<String>> task = (Function1<Iterator<T>, ArrayList<String>> & Serializable)
                it -> {
                    ArrayList<String> answers = new ArrayList<>();
                    while (it.hasNext()) {
                        try {
                            answers.add(each.call(it.next()));
                        } catch (Exception e) {
                            throw new IllegalStateException(e.getMessage(), e);
                        }
                    }
                    return answers;
                };
        try (BufferedWriter writer = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            TreeMap<Integer, List<String>> waiting = new TreeMap<>();
            int[] nextPartition = {0};
            Function2<Object, ArrayList<String>, BoxedUnit> handler = (partition, answers) -> {
                waiting.put((Integer) partition, answers);
                while (!waiting.isEmpty() && waiting.firstKey() == nextPartition[0]) {
                    for (String line : waiting.pollFirstEntry().getValue()) {
                        write(writer, line, out);
                        lines.accept(line);
                    }
                    nextPartition[0]++;
                }
                return BoxedUnit.UNIT;
            };
            input.context().runJob(input.rdd(), task, handler, ClassTag$.MODULE$.apply(ArrayList.class));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + out + ": " + e.getMessage(), e);
        } catch (UncheckedIOException e) {
            throw e;
        } catch (Exception e) { // Spark's SparkException is checked, though Scala does not declare it
            throw new IllegalStateException("the Spark job stopped: " + e.getMessage(), e);
        }
    }

    private static void write(BufferedWriter writer, String line, Path out) {
        try {
            writer.write(line);
            writer.write('\n');
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + out + ": " + e.getMessage(), e);
        }
    }
}
