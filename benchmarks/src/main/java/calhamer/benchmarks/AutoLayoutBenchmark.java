package calhamer.benchmarks;

import calhamer.maps.DiplomacyMap;
import calhamer.maps.MapLayout;
import calhamer.maps.drawing.AutoLayout;
import calhamer.maps.io.BundledMaps;
import calhamer.maps.io.MapFile;
import calhamer.maps.io.MapFormatException;
import calhamer.maps.io.MapLoader;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The automatic layout of a map without coordinates ({@link AutoLayout#compute(DiplomacyMap)}), end to end: first
 * placement, force-directed refinement, coasts, overlap removal. {@code map} is a bundled map (its own layout, if
 * any, is ignored) or a path to a map file.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
public class AutoLayoutBenchmark {

    @Param({"standard"})
    public String map;

    private DiplomacyMap loaded;

    @Setup(Level.Trial)
    public void setUp() throws MapFormatException {
        loaded = BundledMaps.NAMES.contains(map) ? BundledMaps.load(map) : MapLoader.load(Path.of(map));
        loaded = MapLoader.build(loaded.id() + ".json", MapFile.of(loaded, null));
    }

    /** One layout of the whole map. */
    @Benchmark
    public MapLayout layout() {
        return AutoLayout.compute(loaded);
    }
}
