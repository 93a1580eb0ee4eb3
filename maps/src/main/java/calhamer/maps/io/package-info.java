/**
 * Map files: {@link calhamer.maps.io.MapLoader} reads a JSON map file (docs/maps.md, "The JSON map file format"),
 * checks every rule and builds the {@link calhamer.maps.DiplomacyMap}, or throws a {@link
 * calhamer.maps.io.MapFormatException} listing every {@link calhamer.maps.io.MapProblem} found, so nothing of a faulty
 * map is loaded. {@link calhamer.maps.io.MapFile} is the file field for field, read by a strict streaming reader that
 * throws a {@link calhamer.maps.io.MapShapeException} naming the path, line and column of a field of the wrong shape,
 * and written back from a loaded map. {@link calhamer.maps.io.BundledMaps} loads the maps shipped in the jar by name.
 * DPjudge {@code .map} files are read into a {@link calhamer.maps.io.MapFile} by {@code calhamer.maps.dpjudge}.
 */
package calhamer.maps.io;
