package calhamer.maps.dpjudge;

import java.util.List;
import java.util.Locale;

/**
 * One line of a {@code .map} file that says something (not blank, not a comment), with where it stands.
 *
 * @param file   the file's name as the reader was given it, or as a {@code MAP}/{@code USE} line named it
 * @param number the line's number in that file, 1-based
 * @param text   the line without its line break, trimmed
 * @param words  the line cut at runs of whitespace
 */
record SourceLine(String file, int number, String text, List<String> words) {

    SourceLine {
        words = List.copyOf(words);
    }

    /** @return the line's first word in upper case: the directive it gives, if any */
    String directive() {
        return words.get(0).toUpperCase(Locale.ROOT);
    }

    /** @return the words after the first */
    List<String> arguments() {
        return words.subList(1, words.size());
    }

    /** @return {@code file:number}, the form problems and messages name a line by */
    String where() {
        return file + ":" + number;
    }
}
