package calhamer.server.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Reads a stream line by line as bytes (UTF-8 left undecoded, for a parser that reads bytes): lines end at
 * {@code \n}, {@code \r} or {@code \r\n}, as for {@link java.io.BufferedReader#readLine()}. O(length of the stream),
 * one copy per line.
 */
final class ByteLines {
    private final InputStream in;
    private final byte[] buffer = new byte[1 << 16];
    private int start;
    private int end;
    private boolean afterCr;

    ByteLines(InputStream in) {
        this.in = in;
    }

    /** @return the next line without its end, or null at the end of the stream */
    byte[] next() throws IOException {
        byte[] pending = null;
        while (true) {
            if (start == end && !fill()) {
                return pending;
            }
            if (afterCr && buffer[start] == '\n') {
                start++;
                afterCr = false;
                continue;
            }
            afterCr = false;
            int i = start;
            while (i < end && buffer[i] != '\n' && buffer[i] != '\r') {
                i++;
            }
            byte[] part = Arrays.copyOfRange(buffer, start, i);
            pending = pending == null ? part : concat(pending, part);
            if (i < end) {
                afterCr = buffer[i] == '\r';
                start = i + 1;
                return pending;
            }
            start = end;
        }
    }

    /** @return whether the line is empty or only white space, as {@link String#isBlank()} judges it */
    static boolean isBlank(byte[] line) {
        for (byte b : line) {
            if (b < 0) {
                return new String(line, StandardCharsets.UTF_8).isBlank();
            }
            if (!Character.isWhitespace(b)) {
                return false;
            }
        }
        return true;
    }

    private boolean fill() throws IOException {
        int n = in.read(buffer);
        if (n <= 0) {
            return false;
        }
        start = 0;
        end = n;
        return true;
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] c = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }
}
