/**
 * The JSON forms of a map's distance queries: {@link calhamer.wire.map.DistanceAnswer} and {@link
 * calhamer.wire.map.DistanceMatrix}, records written by Jackson. (A map itself travels in the maps module's own file
 * format, {@link calhamer.maps.io.MapFile}.)
 */
package calhamer.wire.map;
