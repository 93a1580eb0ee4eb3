// What the page knows of one map, derived once from its map file (GET /maps/{id}): provinces, coasts, name look-up,
// adjacency, where to draw everything, and each power's colour.
import { layoutOf } from './layout.js';

/**
 * The classic seven's colours. France is teal, not the board game's light blue: that blue was the sea's and the
 * named coasts' (CIELAB distance 11 from the coast dot); every colour here is at least 30 from the map's colours.
 */
const CLASSIC_COLOURS = {
  AUSTRIA: '#c8102e', ENGLAND: '#1f3f99', FRANCE: '#0f8f86', GERMANY: '#5a5a5a',
  ITALY: '#2e9e44', RUSSIA: '#8e5bb5', TURKEY: '#e3b505',
};
/**
 * The map's own colours, which a power's colour must stand apart from: the terrain fills, the sea's node and the
 * named coasts' dots (board.js, page.css), the board's backgrounds, white.
 */
const MAP_COLOURS = ['#b9d7ee', '#efe4c8', '#e2d4ae', '#6fa8d6', '#2f7fb8', '#cfe3f3', '#f4f1ea', '#ffffff'];

/** Upper case, letters and digits only: the server's own normalisation of names (MapLookup.key). */
export const key = text => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

export function buildModel(file) {
  const provinces = file.provinces.map((p, index) => ({
    id: p.id.toUpperCase(), name: p.name, terrain: p.terrain, supplyCenter: !!p.supplyCenter,
    home: p.home || null, coasts: (p.coasts || []).map(c => c.toUpperCase()), aliases: p.aliases || [], index,
  }));
  const byId = new Map(provinces.map(p => [p.id, p]));
  const lookup = new Map();
  for (const p of provinces) {
    for (const name of [p.name, ...p.aliases]) lookup.set(key(name), p.id);
  }
  for (const p of provinces) lookup.set(key(p.id), p.id);
  const edges = new Map();
  const addEdges = (adjacency, kind) => {
    for (const [from, tos] of Object.entries(adjacency || {})) {
      for (const to of tos) {
        const a = from.toUpperCase().split('/')[0];
        const b = to.toUpperCase().split('/')[0];
        const k = a < b ? `${a}|${b}` : `${b}|${a}`;
        const edge = edges.get(k) || { a, b, army: false, fleet: false };
        edge[kind] = true;
        edges.set(k, edge);
      }
    }
  };
  addEdges(file.armyAdjacency, 'army');
  addEdges(file.fleetAdjacency, 'fleet');
  const powers = file.powers.slice();
  const colours = powerColours(powers);
  const model = { file, id: file.id, name: file.name, powers, colours, provinces, byId, lookup, edges: [...edges.values()],
    fleetAdjacency: file.fleetAdjacency || {} };
  Object.assign(model, layoutOf(model));
  return model;
}

/**
 * One colour per power, as many as there are: the classic seven keep theirs; each other power, in map order, gets
 * the candidate colour farthest (CIELAB distance) from every colour already taken and from the terrain fills (a
 * greedy farthest-point choice among CIE LCh colours of three lightnesses, two chromas and hues 10° apart: on the
 * 17 powers of the world map no two are nearer than 29, and none nearer than 34 to a map colour). The same
 * powers always get the same colours. Answers {power: colour}.
 */
export function powerColours(powers) {
  const colours = {};
  const taken = MAP_COLOURS.map(c => d3.lab(c));
  for (const p of powers) {
    if (CLASSIC_COLOURS[p]) {
      colours[p] = CLASSIC_COLOURS[p];
      taken.push(d3.lab(colours[p]));
    }
  }
  const candidates = [];
  for (const l of [35, 55, 75]) {
    for (const c of [45, 70]) {
      for (let h = 0; h < 360; h += 10) {
        const rgb = d3.hcl(h, c, l).rgb();
        if (rgb.displayable()) candidates.push({ hex: rgb.formatHex(), lab: d3.lab(rgb) });
      }
    }
  }
  const distance = (a, b) => Math.hypot(a.l - b.l, a.a - b.a, a.b - b.b);
  for (const p of powers) {
    if (colours[p]) continue;
    let best = null;
    let bestDistance = -1;
    for (const candidate of candidates) {
      const nearest = Math.min(...taken.map(t => distance(t, candidate.lab)));
      if (nearest > bestDistance) {
        best = candidate;
        bestDistance = nearest;
      }
    }
    colours[p] = best.hex;
    taken.push(best.lab);
  }
  return colours;
}

/**
 * Reads a location as the server does: an id, alias or full name, with an optional coast (STP/NC, stp(nc)).
 * Returns {province, coast} (coast '' for none) or null.
 */
export function findLocation(model, text) {
  const t = text.trim().toUpperCase().replace(/\)/g, '');
  const cut = Math.max(t.indexOf('/'), t.indexOf('('));
  const name = cut < 0 ? t : t.slice(0, cut);
  const coastText = cut < 0 ? '' : key(t.slice(cut + 1)).replace('COAST', '');
  const id = model.lookup.get(key(name));
  if (!id) return null;
  if (!coastText) return { province: id, coast: '' };
  const coast = { N: 'NC', NORTH: 'NC', S: 'SC', SOUTH: 'SC', E: 'EC', EAST: 'EC', W: 'WC', WEST: 'WC' }[coastText]
    || coastText;
  return model.byId.get(id).coasts.includes(coast) ? { province: id, coast } : null;
}

/** The text of a location: VIE or STP/NC. */
export const locationText = loc => loc.coast ? `${loc.province}/${loc.coast}` : loc.province;

/** Where a location is drawn. */
export function pointOf(model, loc) {
  return (loc.coast && model.coastPoints.get(locationText(loc))) || model.points.get(loc.province);
}

/** Black or white, whichever reads better on the colour. */
export function inkOn(colour) {
  const c = d3.rgb(colour);
  return (0.299 * c.r + 0.587 * c.g + 0.114 * c.b) > 150 ? '#111' : '#fff';
}
