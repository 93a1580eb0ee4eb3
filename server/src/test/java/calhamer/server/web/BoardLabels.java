package calhamer.server.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What the page has drawn on its board, read from the DOM: the screen box ({@code getBoundingClientRect}) of every
 * province label, coast label, supply-centre dot and home ring, for the browser tests of the map drawings.
 */
final class BoardLabels {
    /** One drawn mark: what it is (a province label, a coast label, a centre), of which province, and where. */
    record Mark(String kind, String province, String text, double left, double top, double right, double bottom) {
        boolean overlaps(Mark o) {
            return left < o.right && o.left < right && top < o.bottom && o.top < bottom;
        }

        boolean inside(double width, double height) {
            return left >= 0 && top >= 0 && right <= width && bottom <= height;
        }

        @Override
        public String toString() {
            return String.format("%s %s [%.1f, %.1f – %.1f, %.1f]", kind, text, left, top, right, bottom);
        }
    }

    private static final String SCRIPT = """
            const box = (kind, province, text, e) => {
              const r = e.getBoundingClientRect();
              return {kind, province, text, left: r.left, top: r.top, right: r.right, bottom: r.bottom};
            };
            return [
              ...[...document.querySelectorAll('#board text.label')].map(t => box('label', t.textContent,
                  t.textContent, t)),
              ...[...document.querySelectorAll('#board g.coast')].map(g => box('coast label',
                  g.dataset.coast.split('/')[0], g.dataset.coast, g.querySelector('text'))),
              ...[...document.querySelectorAll('#board circle.home')].map(c => box('centre', c.dataset.home,
                  c.dataset.home, c)),
              ...[...document.querySelectorAll('#board circle.centre')].map(c => box('centre', c.dataset.centre,
                  c.dataset.centre, c)),
            ];""";

    private BoardLabels() {
    }

    /** @return every label and centre the board shows now */
    @SuppressWarnings("unchecked")
    static List<Mark> read(Browser browser) {
        List<Mark> out = new ArrayList<>();
        for (Object o : browser.jsList(SCRIPT)) {
            Map<String, Object> m = (Map<String, Object>) o;
            out.add(new Mark((String) m.get("kind"), (String) m.get("province"), (String) m.get("text"),
                    number(m, "left"), number(m, "top"), number(m, "right"), number(m, "bottom")));
        }
        return out;
    }

    /**
     * @return every pair of marks that overlap, as text, except a province's own centre dot and home ring (drawn one
     *         inside the other); only the given kinds are compared
     */
    static List<String> overlaps(List<Mark> marks, List<String> kinds) {
        List<Mark> shown = marks.stream().filter(m -> kinds.contains(m.kind())).toList();
        List<String> out = new ArrayList<>();
        for (int i = 0; i < shown.size(); i++) {
            for (int j = i + 1; j < shown.size(); j++) {
                Mark a = shown.get(i);
                Mark b = shown.get(j);
                boolean ownCentre = a.kind().equals("centre") && b.kind().equals("centre")
                        && a.province().equals(b.province());
                if (!ownCentre && a.overlaps(b)) {
                    out.add(a + " overlaps " + b);
                }
            }
        }
        return out;
    }

    private static double number(Map<String, Object> m, String key) {
        return ((Number) m.get(key)).doubleValue();
    }
}
