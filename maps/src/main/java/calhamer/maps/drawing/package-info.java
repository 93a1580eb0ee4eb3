/**
 * Drawing maps that carry no coordinates: {@link calhamer.maps.drawing.AutoLayout} computes a
 * {@link calhamer.maps.MapLayout} for a map whose file has no layout, deterministic for a seed, from the border graph
 * (a high-dimensional embedding to start, JGraphT's Fruchterman–Reingold to refine), with coasts placed towards their
 * seas and every label, centre ring and unit the browser page draws kept apart (the page's sizes are
 * {@code Glyphs}'). The server computes it once per map and hands it to the page with the map.
 */
package calhamer.maps.drawing;
