package calhamer.server.http;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;

/** One real server on a free port, with its own data directory, shared by the tests of a class. */
abstract class SharedServerTest {
    @TempDir
    static Path data;
    static ServerHarness http;

    @BeforeAll
    static void startServer() {
        http = new ServerHarness(data);
    }

    @AfterAll
    static void stopServer() {
        http.close();
    }
}
