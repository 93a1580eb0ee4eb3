/**
 * The reader of DPjudge {@code .map} files (the variant maps of the DPjudge judges and of the MILA {@code diplomacy}
 * engine): {@link calhamer.maps.dpjudge.DpjudgeReader} reads a file, with the files its {@code MAP} and {@code USE}
 * lines name (from a {@link calhamer.maps.dpjudge.MapSource}), into Calhamer's own
 * {@link calhamer.maps.io.MapFile}, which {@link calhamer.maps.io.MapLoader} checks and builds. A file is cut into
 * lines ({@code Inclusion}), each read by its directive ({@code Directives}, {@code Geography}, {@code Politics}),
 * then checked as a whole: provinces and names ({@code Places}), army and fleet adjacency ({@code Adjacencies}), the
 * powers and the start ({@code StartBuilder}). Every problem names the file and the line; a directive the reader
 * does not support is refused by name. docs/maps.md describes the format as read.
 */
package calhamer.maps.dpjudge;
