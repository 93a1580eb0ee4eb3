package calhamer.server.cli;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/**
 * Standard output as the command line's writer (UTF-8), which also lends its byte stream to commands that write
 * UTF-8 themselves ({@code --jsonl} answers), so that their bytes are not decoded and encoded again.
 */
public final class Stdout extends PrintWriter {
    private final OutputStream stream;

    Stdout(OutputStream stream) {
        super(new OutputStreamWriter(stream, StandardCharsets.UTF_8), true);
        this.stream = stream;
    }

    /** @return a writer on the process's standard output */
    public static Stdout create() {
        return new Stdout(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16));
    }

    /** @return the byte stream, after flushing what was written as text */
    OutputStream stream() {
        flush();
        return stream;
    }
}
