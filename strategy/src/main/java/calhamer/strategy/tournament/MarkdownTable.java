package calhamer.strategy.tournament;

import java.util.ArrayList;
import java.util.List;

/** A table written in Markdown (the README's format): a header row, then rows of cells. */
public final class MarkdownTable {
    private final List<String> header;
    private final List<List<String>> rows = new ArrayList<>();

    public MarkdownTable(String... header) {
        this.header = List.of(header);
    }

    /**
     * Adds a row.
     *
     * @throws IllegalArgumentException when it has another number of cells than the header
     */
    public MarkdownTable row(Object... cells) {
        if (cells.length != header.size()) {
            throw new IllegalArgumentException(cells.length + " cells for " + header.size() + " columns");
        }
        List<String> row = new ArrayList<>();
        for (Object c : cells) {
            row.add(String.valueOf(c));
        }
        rows.add(row);
        return this;
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder();
        line(b, header);
        b.append('|');
        header.forEach(h -> b.append("---|"));
        b.append('\n');
        rows.forEach(r -> line(b, r));
        return b.toString();
    }

    private static void line(StringBuilder b, List<String> cells) {
        b.append('|');
        cells.forEach(c -> b.append(' ').append(c).append(" |"));
        b.append('\n');
    }
}
