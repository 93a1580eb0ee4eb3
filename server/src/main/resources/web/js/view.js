// What the board shows for the state: fills (terrain, influence or distance), centre owners, units, arrows (the
// orders typed or, once adjudicated, their outcomes), the selection and its legal destinations, and the words a
// screen reader says for each province; and the legend that goes with it.
import { findLocation } from './model.js';
import { describeProvince, TERRAIN_FILL, OUTCOME_COLOUR } from './board.js';
import { parseOrder, unitIn, unitsOf } from './orders.js';
import { worldFills, leaderFills, leaders, leaderColour } from './influence.js';
import { phaseKind } from './builder.js';
import { distanceView } from './distances.js';

/**
 * controls: {orders (the orders box's text), colouring, graph, mode (what a click does: orders or distance)}. Each
 * mode draws only what it uses: the orders' arrows, the selection and its destinations in the orders mode, the
 * distances in the distance mode.
 */
export function boardView(state, controls) {
  const { model, position, influence } = state;
  const owners = new Map();
  for (const [power, centres] of Object.entries(position.centers || {})) {
    for (const c of centres) owners.set(c.toUpperCase(), power);
  }
  const units = unitsOf(position, model);
  const ordering = controls.mode !== 'distance';
  const adjudicated = ordering && state.result && state.resultFor === controls.orders;
  const { fills, distances } = colours(state, controls);
  const lead = influence ? leaders(model, influence) : new Map();
  const { colouring } = controls;
  const extra = id => {
    if (distances.has(id)) return `distance ${distances.get(id) ?? 'unreachable'}`;
    if (!influence) return '';
    if (colouring === 'leader') return `most influence: ${lead.get(id) || 'shared'}`;
    if (colouring.startsWith('world:')) return `${colouring.slice(6)}'s influence ${influence.worlds[colouring.slice(6)]?.[id]}`;
    return '';
  };
  return {
    fills, distances, centreOwners: owners, units, arrows: ordering ? arrows(state, controls.orders, adjudicated) : [],
    targets: ordering ? targets(state) : new Set(), selected: state.builder.selected || state.distanceFrom,
    dislodgedNow: new Set(adjudicated ? state.result.dislodged.map(d => findLocation(model, d.unit.split(/\s+/)[1])?.province) : []),
    describe: id => describeProvince(model, id, owners.get(id), units.find(u => u.loc.province === id && !u.dislodged), extra(id)),
  };
}

function colours(state, { colouring, graph }) {
  const { model, influence } = state;
  const none = new Map();
  if (state.distanceFrom) {
    const answer = state.distanceCache.get(`${model.id}:${graph}`);
    if (answer) return distanceView(model, answer, state.distanceFrom);
  }
  if (influence && colouring === 'leader') return { fills: leaderFills(model, influence), distances: none };
  if (influence && colouring.startsWith('world:')) {
    return { fills: worldFills(model, influence, colouring.slice(6)), distances: none };
  }
  return { fills: none, distances: none };
}

/** The provinces the selected unit can move or retreat to. */
function targets(state) {
  const { model, position, builder, legal } = state;
  const out = new Set();
  if (!builder.selected || !legal || builder.mode === 'support' || builder.mode === 'convoy') return out;
  const retreating = phaseKind(position) === 'R';
  const line = legal.units.find(u => u.unit && parseOrder(model, `${u.unit} H`).unit?.loc.province === builder.selected);
  for (const o of line ? line.orders : []) {
    const p = parseOrder(model, o);
    if (p.kind === 'move' || (retreating && p.kind === 'retreat')) out.add(p.to.province);
  }
  return out;
}

/** One arrow per order: the typed lines, or the adjudicated results with their outcomes. */
function arrows(state, text, adjudicated) {
  const { model, position } = state;
  const lines = adjudicated
    ? state.result.results.map(r => ({ text: r.order, outcome: r.outcome, detail: r.detail, reason: r.reason, power: r.power }))
    : text.split('\n').filter(l => l.trim()).map(l => ({ text: l.trim(), outcome: 'PENDING' }));
  const retreating = /R$/.test(position.phase);
  const at = unit => (unitIn(position, unit.loc.province, model, retreating) || unitIn(position, unit.loc.province, model))?.loc
    || unit.loc;
  return lines.map(line => {
    const o = parseOrder(model, line.text);
    const title = `${line.power ? `${line.power}: ` : ''}${line.text}: ${line.outcome === 'PENDING' ? 'not adjudicated yet'
      : `${line.outcome.toLowerCase()} (${line.reason}): ${line.detail}`}`;
    const base = { text: line.text, outcome: line.outcome, kind: o.kind, title, fromDislodged: retreating };
    if (!o.unit || o.error) return base;
    const from = at(o.unit);
    switch (o.kind) {
      case 'move': case 'retreat': return { ...base, from, to: o.to };
      case 'support': case 'convoy':
        return { ...base, from, via: { from: at(o.target), to: o.targetTo }, holdSupport: !o.targetTo };
      default: return { ...base, from };
    }
  });
}

const swatch = fill => `<svg width="14" height="14" aria-hidden="true"><rect width="14" height="14" fill="${fill}" stroke="#777"/></svg>`;

/** The legend's HTML for the colouring shown (and the orders' outcomes, when they are drawn). */
export function legendHtml(model, colouring, distancesShown, ordersShown) {
  const items = [];
  if (distancesShown) {
    items.push(`${swatch(d3.interpolateBlues(0.85))} near`, `${swatch(d3.interpolateBlues(0.1))} far`, `${swatch('#ddd')} unreachable`);
  } else if (colouring === 'leader') {
    for (const p of model.powers) {
      items.push(`<span data-legend-power="${p}" data-fill="${leaderColour(model, p)}">${swatch(leaderColour(model, p))} ${p}</span>`);
    }
    items.push(`<span data-legend-power="shared" data-fill="#eeeeee">${swatch('#eeeeee')} shared</span>`,
      '(each province in the colour of the power whose influence world values it most)');
  } else if (colouring.startsWith('world:')) {
    const p = colouring.slice(6);
    items.push(`${swatch('#f7f7f4')} least`, `${swatch(model.colours[p])} most of ${p}'s influence`);
  } else {
    items.push(`${swatch(TERRAIN_FILL.sea)} sea`, `${swatch(TERRAIN_FILL.coastal)} coastal`, `${swatch(TERRAIN_FILL.inland)} inland`);
  }
  items.push('<svg width="14" height="14" aria-hidden="true"><circle cx="7" cy="7" r="5" fill="#fff" stroke="#222"/></svg> supply centre (filled: owner)',
    '<svg width="16" height="16" aria-hidden="true"><circle cx="8" cy="8" r="6.5" fill="none" stroke="#555" stroke-width="2.5"/></svg> home centre (ring: its power)',
    '<svg width="12" height="12" aria-hidden="true"><circle cx="6" cy="6" r="4" fill="#2f7fb8"/></svg> named coast');
  for (const [o, c] of Object.entries(ordersShown ? { PENDING: 'order', SUCCEEDED: 'succeeded', BOUNCED: 'failed',
    VOID: 'void', INVALID: 'invalid' } : {})) {
    items.push(`<svg width="22" height="10" aria-hidden="true"><line x1="1" y1="5" x2="21" y2="5" stroke="${OUTCOME_COLOUR[o]}" stroke-width="3"/></svg> ${c}`);
  }
  items.push(...model.powers.map(p => `<span class="swatch" data-power-colour="${p}" style="background:${model.colours[p]}">`
    + `</span> ${p}`));
  return items.map(i => `<span class="item">${i}</span>`).join('');
}
