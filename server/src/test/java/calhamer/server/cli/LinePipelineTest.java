package calhamer.server.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The batch pipeline answers every line once, in input order, whatever order the workers finish in. */
class LinePipelineTest {

    @Test
    void answersComeInInputOrderAcrossWorkers() throws IOException {
        StringBuilder in = new StringBuilder();
        List<String> expected = new ArrayList<>();
        int lines = 20 * LinePipeline.CHUNK * LinePipeline.WINDOW + 7;
        for (int i = 0; i < lines; i++) {
            in.append("line ").append(i).append(i % 3 == 0 ? "\r\n" : "\n");
            expected.add("answer to line " + i);
        }
        Random random = new Random(3);
        long[] seeds = random.longs(16).toArray();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int errors = LinePipeline.run(new ByteArrayInputStream(in.toString().getBytes(StandardCharsets.UTF_8)), out,
                line -> {
                    String text = new String(line, StandardCharsets.UTF_8);
                    int n = Integer.parseInt(text.substring(5));
                    if (new Random(seeds[n % seeds.length] + n).nextInt(50) == 0) {
                        Thread.yield();
                    }
                    return new LinePipeline.Answer(("answer to " + text).getBytes(StandardCharsets.UTF_8),
                            n % 10 == 0);
                }, 3);
        assertEquals(expected, out.toString(StandardCharsets.UTF_8).lines().toList());
        assertEquals((lines + 9) / 10, errors);
    }

    @Test
    void aFailingAnswerStopsTheRunWithItsError() {
        byte[] in = "a\nb\nboom\nc\n".getBytes(StandardCharsets.UTF_8);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> LinePipeline.run(
                new ByteArrayInputStream(in), new ByteArrayOutputStream(), line -> {
                    if (line.length == 4) {
                        throw new IllegalStateException("bug");
                    }
                    return new LinePipeline.Answer(line, false);
                }, 2));
        assertEquals("bug", e.getMessage());
    }

    @Test
    void linesEndAsReadLineEndsThem() throws IOException {
        String text = "one\r\ntwo\rthree\n\nfour" + "x".repeat(200_000) + "\r";
        ByteLines lines = new ByteLines(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
        List<String> read = new ArrayList<>();
        for (byte[] line = lines.next(); line != null; line = lines.next()) {
            read.add(new String(line, StandardCharsets.UTF_8));
        }
        assertEquals(text.lines().toList(), read);
        assertEquals(true, ByteLines.isBlank(" \t\u000B".getBytes(StandardCharsets.UTF_8)));
        assertEquals(true, ByteLines.isBlank("\u2003".getBytes(StandardCharsets.UTF_8)), "an em space is blank");
        assertEquals(false, ByteLines.isBlank(" {".getBytes(StandardCharsets.UTF_8)));
    }
}
