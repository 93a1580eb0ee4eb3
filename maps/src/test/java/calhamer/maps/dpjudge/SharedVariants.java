package calhamer.maps.dpjudge;

import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;

/** Finds the test data directory {@code shared/variants} beside the repository (its DPjudge variant files). */
public final class SharedVariants {
    private SharedVariants() {
    }

    /** @return {@code ../shared/variants}, looked for from the working directory up */
    public static Path dir() {
        Path start = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        for (Path d = start; d != null; d = d.getParent()) {
            Path candidate = d.resolveSibling("shared").resolve("variants");
            if (Files.isRegularFile(candidate.resolve("standard.map"))) {
                return candidate;
            }
        }
        return fail("../shared/variants/standard.map not found above " + start
                + "; the test data directory shared/ must sit beside the repository");
    }

    /** @return the variant's {@code .map} file */
    public static Path file(String id) {
        return dir().resolve(id + ".map");
    }
}
