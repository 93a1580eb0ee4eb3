package calhamer.maps;

import java.util.Arrays;
import java.util.Optional;

/**
 * Where to draw a map: a canvas of {@code width × height} units (x grows to the right, y downwards) and a point for
 * every province, and for those named coasts the map file places apart (a coast without its own point is drawn at
 * its province's). Drawing only: no rule of the game reads it. Immutable.
 */
public final class MapLayout {
    private final double width;
    private final double height;
    private final double[] x;
    private final double[] y;
    private final boolean computed;

    /**
     * @param width  canvas width, positive
     * @param height canvas height, positive
     * @param x      per location index (as in {@link DiplomacyMap#locations()}), NaN for a coast without its own point
     * @param y      the same for y
     */
    public MapLayout(double width, double height, double[] x, double[] y) {
        this(width, height, x, y, false);
    }

    /**
     * @param computed whether the layout was computed for a map without one rather than given with the map
     * @see #MapLayout(double, double, double[], double[])
     */
    public MapLayout(double width, double height, double[] x, double[] y, boolean computed) {
        if (!(width > 0) || !(height > 0) || x.length != y.length) {
            throw new IllegalArgumentException("a layout needs a positive size and one x and y per location");
        }
        this.width = width;
        this.height = height;
        this.x = x.clone();
        this.y = y.clone();
        this.computed = computed;
    }

    /** @return whether the layout was computed for a map that has none (the page says so), not given with it */
    public boolean computed() {
        return computed;
    }

    /** @return the canvas width */
    public double width() {
        return width;
    }

    /** @return the canvas height */
    public double height() {
        return height;
    }

    /** A point on the canvas. */
    public record Point(double x, double y) {
    }

    /** @return the location's point, or its province's when the location is a coast placed with its province */
    public Point point(Location location) {
        return explicit(location).orElseGet(() -> new Point(x[location.province().index()],
                y[location.province().index()]));
    }

    /** @return the point the map file gives this location, if it gives one */
    public Optional<Point> explicit(Location location) {
        int i = location.index();
        return i < x.length && !Double.isNaN(x[i]) ? Optional.of(new Point(x[i], y[i])) : Optional.empty();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MapLayout l && width == l.width && height == l.height && computed == l.computed
                && Arrays.equals(x, l.x) && Arrays.equals(y, l.y);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Double.hashCode(width) + Double.hashCode(height)) + 31 * Arrays.hashCode(x)
                + Arrays.hashCode(y) + Boolean.hashCode(computed);
    }
}
