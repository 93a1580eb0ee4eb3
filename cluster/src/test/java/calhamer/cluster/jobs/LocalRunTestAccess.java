package calhamer.cluster.jobs;

import java.nio.file.Path;
import java.util.List;

/** The single-machine arena of {@link LocalRunTest}, for the tests of other packages. */
public final class LocalRunTestAccess {
    private LocalRunTestAccess() {
    }

    /** The single-machine arena's sorted rows of these options, on two threads. */
    public static List<String> singleMachineArena(List<String> options, Path file) {
        return LocalRunTest.singleMachineArena(options, file);
    }
}
