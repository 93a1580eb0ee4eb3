// Where to draw a map: the layout GET /maps/{id} always carries, the map file's own or, for a map whose file has
// none, the one the server computes (AutoLayout: no label, centre ring or unit the board draws overlaps another, at
// the sizes board.js draws in canvas units). Province shapes are the Voronoi cells of the province points, each
// clipped to a circle around its point; the drawn world (bounds) is the canvas grown to hold every land province's
// whole shape and every mark drawn around a point, so that the first fit shows the whole board.

/** How far the marks board.js draws reach from a point (label below, centre ring up right), in canvas units. */
const MARKS = { left: -24, top: -24, right: 26, bottom: 27 };
/** The room kept around the drawn world. */
const MARGIN = 6;

export function layoutOf(model) {
  const given = model.file.layout;
  if (!given) throw new Error(`map ${model.id} came without a layout`);
  const { width, height } = given;
  const points = new Map();
  const explicit = new Map();
  for (const [loc, p] of Object.entries(given.positions)) {
    (loc.includes('/') ? explicit : points).set(loc.toUpperCase(), [p.x, p.y]);
  }
  const coastPoints = new Map();
  for (const p of model.provinces) {
    p.coasts.forEach((c, i) => {
      const id = `${p.id}/${c}`;
      coastPoints.set(id, explicit.get(id) || coastPoint(model, points, p, c, i));
    });
  }
  const ids = model.provinces.map(p => p.id);
  const spacing = typicalSpacing(ids.map(id => points.get(id)));
  const land = spacing * 1.6, sea = spacing * 3.2;
  const voronoi = d3.Delaunay.from(ids.map(id => points.get(id))).voronoi([-land, -land, width + land, height + land]);
  const shapes = new Map(ids.map((id, i) => {
    const radius = model.byId.get(id).terrain === 'sea' ? sea : land;
    return [id, clip(voronoi.cellPolygon(i) || [], circle(points.get(id), radius))];
  }));
  const bounds = worldBounds(model, points, coastPoints, shapes, width, height);
  const frame = rectangle(bounds);
  const cells = new Map(ids.map(id => {
    const polygon = model.byId.get(id).terrain === 'sea' ? clip(shapes.get(id), frame) : shapes.get(id);
    return [id, polygon.length ? `M${polygon.map(p => p.map(v => v.toFixed(1)).join(',')).join('L')}Z` : ''];
  }));
  return { width, height, bounds, points, coastPoints, cells, computed: !!given.computed };
}

/**
 * The drawn world, {x, y, width, height}: the canvas, every land province's whole shape (seas may run to the edge,
 * where the open sea goes on), and the marks around every point and coast, with a margin.
 */
function worldBounds(model, points, coastPoints, shapes, width, height) {
  let [x0, y0, x1, y1] = [0, 0, width, height];
  const take = (x, y) => {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  };
  for (const p of model.provinces) {
    if (p.terrain !== 'sea') shapes.get(p.id).forEach(([x, y]) => take(x, y));
  }
  for (const [x, y] of [...points.values(), ...coastPoints.values()]) {
    take(x + MARKS.left, y + MARKS.top);
    take(x + MARKS.right, y + MARKS.bottom);
  }
  return { x: x0 - MARGIN, y: y0 - MARGIN, width: x1 - x0 + 2 * MARGIN, height: y1 - y0 + 2 * MARGIN };
}

/** A rectangle as a polygon, counter-clockwise in screen coordinates like circle(). */
function rectangle({ x, y, width, height }) {
  return [[x, y], [x, y + height], [x + width, y + height], [x + width, y]];
}

/** The median distance from a point to its nearest neighbour. */
function typicalSpacing(points) {
  const delaunay = d3.Delaunay.from(points);
  const nearest = points.map((p, i) => {
    let best = Infinity;
    for (const j of delaunay.neighbors(i)) best = Math.min(best, Math.hypot(p[0] - points[j][0], p[1] - points[j][1]));
    return best;
  }).filter(Number.isFinite);
  return d3.median(nearest) || 40;
}

/** A regular 32-gon around a point, counter-clockwise in screen coordinates like d3's cell polygons. */
function circle([x, y], r) {
  return d3.range(32).map(k => [x + r * Math.cos(-k * Math.PI / 16), y + r * Math.sin(-k * Math.PI / 16)]);
}

/**
 * Sutherland–Hodgman: the part of a polygon inside a convex clip polygon (both with the same orientation), so that
 * provinces at the edge of the drawn world end in a rounded coast instead of running to the canvas's edge.
 */
function clip(subject, clipper) {
  const inside = (p, a, b, sign) => sign * ((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])) >= 0;
  const cross = (p, q, a, b) => {
    const [x1, y1] = p, [x2, y2] = q, [x3, y3] = a, [x4, y4] = b;
    const d = (x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4);
    const t = ((x1 - x3) * (y3 - y4) - (y1 - y3) * (x3 - x4)) / d;
    return [x1 + t * (x2 - x1), y1 + t * (y2 - y1)];
  };
  const sign = Math.sign(d3.sum(clipper, (a, i) => {
    const b = clipper[(i + 1) % clipper.length];
    return a[0] * b[1] - b[0] * a[1];
  })) || 1;
  let out = subject.slice(0, subject.length > 1 && subject[0][0] === subject.at(-1)[0]
    && subject[0][1] === subject.at(-1)[1] ? -1 : undefined);
  for (let i = 0; i < clipper.length && out.length; i++) {
    const a = clipper[i], b = clipper[(i + 1) % clipper.length];
    const input = out;
    out = [];
    for (let j = 0; j < input.length; j++) {
      const p = input[j], q = input[(j + 1) % input.length];
      const pIn = inside(p, a, b, sign), qIn = inside(q, a, b, sign);
      if (pIn) out.push(p);
      if (pIn !== qIn) out.push(cross(p, q, a, b));
    }
  }
  return out;
}

/** A coast the layout does not place: off its province towards the fleet neighbours of that coast. */
function coastPoint(model, points, province, coast, i) {
  const [x, y] = points.get(province.id);
  const neighbours = (model.fleetAdjacency[`${province.id}/${coast}`] || [])
    .map(n => points.get(n.toUpperCase().split('/')[0])).filter(Boolean);
  let dx = Math.cos(i * 2.4), dy = Math.sin(i * 2.4);
  if (neighbours.length) {
    dx = d3.mean(neighbours, p => p[0]) - x;
    dy = d3.mean(neighbours, p => p[1]) - y;
  }
  const length = Math.hypot(dx, dy) || 1;
  return [x + 22 * dx / length, y + 22 * dy / length];
}
