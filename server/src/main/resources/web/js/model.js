// What the page knows of one map, derived once from its map file (GET /maps/{id}): provinces, coasts, name look-up,
// adjacency, where to draw everything, and each power's colour.
import { layoutOf } from './layout.js';

const CLASSIC_COLOURS = {
  AUSTRIA: '#c8102e', ENGLAND: '#1f3f99', FRANCE: '#2b9bd6', GERMANY: '#5a5a5a',
  ITALY: '#2e9e44', RUSSIA: '#8e5bb5', TURKEY: '#e3b505',
};
const OTHER_COLOURS = ['#e6550d', '#3182bd', '#31a354', '#756bb1', '#636363', '#e7ba52', '#ad494a', '#17becf',
  '#bcbd22', '#d6616b'];

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
  const colours = {};
  powers.forEach((power, i) => { colours[power] = CLASSIC_COLOURS[power] || OTHER_COLOURS[i % OTHER_COLOURS.length]; });
  const model = { file, id: file.id, name: file.name, powers, colours, provinces, byId, lookup, edges: [...edges.values()],
    fleetAdjacency: file.fleetAdjacency || {} };
  Object.assign(model, layoutOf(model));
  return model;
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
