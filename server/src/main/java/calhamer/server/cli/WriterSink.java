package calhamer.server.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * UTF-8 bytes into a writer, for a command whose output was redirected to a writer (tests): each write must hold
 * whole characters, as the answers of {@link LinePipeline} do (one answer, then its line end).
 */
final class WriterSink extends OutputStream {
    private final Writer out;

    WriterSink(Writer out) {
        this.out = out;
    }

    @Override
    public void write(int b) throws IOException {
        out.write(b);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        out.write(new String(b, off, len, StandardCharsets.UTF_8));
    }

    @Override
    public void flush() throws IOException {
        out.flush();
    }
}
