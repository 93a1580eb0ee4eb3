package calhamer.server.cli;

import calhamer.maps.dpjudge.DpjudgeReader;
import calhamer.maps.io.MapFile;
import calhamer.maps.io.MapFormatException;
import calhamer.maps.io.MapLoader;
import calhamer.maps.io.MapProblem;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code calhamer map import FILE.map}: a DPjudge {@code .map} file in Calhamer's JSON map form. */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = {"Read a DPjudge .map file and print the map in Calhamer's JSON map form (what PUT /maps/{id} "
                + "takes and GET /maps/{id} gives); its id is the file's name without .map.",
                "MAP and USE lines read the files they name from the file's own directory, and from nowhere else "
                        + "(the bundled maps are JSON, not .map files).",
                "A file with problems prints each (file:line: what is wrong) on stderr and exits with status 2.",
                "docs/maps.md says what the reader supports and what it refuses."})
public final class MapImportCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE.map", description = "The DPjudge map file.")
    private Path file;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!Files.isRegularFile(file)) {
            err.println("calhamer map import: no file " + file);
            err.flush();
            return 2;
        }
        try {
            MapFile map = DpjudgeReader.read(file);
            out.println(MapLoader.toJson(map));
            out.flush();
            return 0;
        } catch (MapFormatException e) {
            err.println("calhamer map import: " + file + " is not a valid map (" + e.problems().size()
                    + " problem(s)):");
            for (MapProblem p : e.problems()) {
                err.println(p);
            }
            err.flush();
            return 2;
        }
    }
}
