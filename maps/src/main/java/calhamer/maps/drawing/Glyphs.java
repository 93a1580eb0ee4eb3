package calhamer.maps.drawing;

import calhamer.maps.Coast;
import calhamer.maps.Province;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What the browser page draws around each point of a layout, as boxes in canvas units relative to the point (x to
 * the right, y downwards): the sizes of {@code server/src/main/resources/web/js/board.js} and {@code css/page.css},
 * which draw in canvas units, so the boxes hold at every zoom. A change of those sizes is a change here.
 *
 * <ul>
 *   <li>a province: its unit (an army's disc of 330 square units, a fleet 22 wide) over its node; its supply
 *       centre's dot and home ring at (+13, −12), radius 7.5 with a 2.5 stroke; its id below at baseline +22 in a
 *       10-unit font, centred;</li>
 *   <li>a named coast: its dot (radius 4.5), a fleet standing there, and its two-letter name at (+6, −5) in an
 *       8-unit font.</li>
 * </ul>
 *
 * <p>Text widths are estimated from the advance widths of DejaVu Sans (the page's fallback font and the widest of
 * the fonts it names), per character class, rounded up.
 */
final class Glyphs {
    /** Space kept between the boxes of different glyphs. */
    static final double GAP = 2;
    private static final double LABEL_FONT = 10;
    private static final double LABEL_BASELINE = 22;
    private static final double COAST_FONT = 8;
    private static final double ASCENT = 0.93;
    private static final double DESCENT = 0.24;
    private static final Box UNIT = new Box(-12, -12, 12, 12);
    private static final Box NODE = new Box(-6, -6, 6, 6);
    private static final Box COAST_DOT = new Box(-5.5, -5.5, 5.5, 5.5);
    private static final Box CENTRE = new Box(3.5, -21.5, 22.5, -2.5);

    private Glyphs() {
    }

    /** An axis-parallel box, relative to a glyph's point or, once placed, on the canvas. */
    record Box(double x0, double y0, double x1, double y1) {
        /** @return this box moved by (dx, dy) */
        Box at(double dx, double dy) {
            return new Box(x0 + dx, y0 + dy, x1 + dx, y1 + dy);
        }

        /** @return whether the two boxes share more than their edges */
        boolean overlaps(Box o) {
            return x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1;
        }

        /** @return the smallest box holding both */
        Box union(Box o) {
            return new Box(Math.min(x0, o.x0), Math.min(y0, o.y0), Math.max(x1, o.x1), Math.max(y1, o.y1));
        }
    }

    /** @return the boxes of a province: its unit, its centre (when it has one) and its label */
    static List<Box> province(Province p) {
        List<Box> boxes = new ArrayList<>(3);
        boxes.add(UNIT);
        if (p.supplyCenter()) {
            boxes.add(CENTRE);
        }
        boxes.add(label(p));
        return boxes;
    }

    /** @return the box of a province's label */
    static Box label(Province p) {
        double half = textWidth(p.id(), LABEL_FONT) / 2 + 0.5;
        return new Box(-half, LABEL_BASELINE - ASCENT * LABEL_FONT - 0.5, half,
                LABEL_BASELINE + DESCENT * LABEL_FONT + 0.5);
    }

    /** @return the box of a supply centre's dot and home ring, for a province that has a centre */
    static Box centre() {
        return CENTRE;
    }

    /** @return the boxes of a named coast: a fleet on it and its label */
    static List<Box> coast(Coast coast) {
        return List.of(UNIT, coastLabel(coast));
    }

    /** @return the box of a province's node, the dot drawn at its point when no unit stands there */
    static Box node() {
        return NODE;
    }

    /** @return the box of a named coast's dot */
    static Box coastDot() {
        return COAST_DOT;
    }

    /** @return the box of a unit drawn at a point */
    static Box unit() {
        return UNIT;
    }

    /** @return the box of a coast's label */
    static Box coastLabel(Coast coast) {
        double width = textWidth(coast.name().toLowerCase(Locale.ROOT), COAST_FONT);
        return new Box(5.5, -5 - ASCENT * COAST_FONT - 0.5, 6.5 + width, -5 + DESCENT * COAST_FONT + 0.5);
    }

    /** @return the estimated width of a text in a font of that size */
    static double textWidth(String text, double fontSize) {
        double em = 0;
        for (int i = 0; i < text.length(); i++) {
            em += advance(text.charAt(i));
        }
        return em * fontSize;
    }

    private static double advance(char c) {
        if (c == 'W') {
            return 1.0;
        }
        if (c == 'M' || c == 'm') {
            return 0.98;
        }
        if (c == 'I' || c == 'J' || c == 'i' || c == 'j' || c == 'l') {
            return 0.32;
        }
        if (Character.isDigit(c)) {
            return 0.64;
        }
        if (Character.isUpperCase(c) || c == 'w') {
            return 0.8;
        }
        return Character.isLowerCase(c) ? 0.64 : 0.7;
    }
}
