// Orders built by clicking: pick a unit, then its target. Movement: Move (the default: the unit, then where it
// goes), Hold, Support (the unit, the supported unit, then where that one goes or the same unit again to hold) and
// Convoy (the fleet, the army, then where the army goes). Retreats: the dislodged unit, then where it retreats, or
// Disband. Adjustments: a free home centre cycles through its builds, a unit of a power that must remove toggles
// its removal. Every order built is one of the position's legal orders (POST /maps/{id}/orders/legal).
import { parseOrder, unitIn } from './orders.js';

export const MODES = {
  M: [['move', 'Move'], ['hold', 'Hold'], ['support', 'Support'], ['convoy', 'Convoy']],
  R: [['retreat', 'Retreat'], ['disband', 'Disband']],
  A: [],
};

export const phaseKind = position => position.phase.slice(-1);

/** The legal orders of the unit standing (or, in retreat phases, dislodged) in a province: {unit, power, orders}. */
function legalOf(legal, province, model) {
  for (const line of legal.units) {
    if (!line.unit) continue;
    const parsed = parseOrder(model, `${line.unit} H`);
    if (parsed.unit && parsed.unit.loc.province === province) return line;
  }
  return null;
}

const same = (a, b) => a && b && a.province === b.province && (!b.coast || a.coast === b.coast);

/**
 * One click. builder: {selected, mode, pick}; answers {builder, order (a legal order text to set), hint}.
 * target: {province, coast} clicked.
 */
export function click(model, position, legal, builder, target) {
  const kind = phaseKind(position);
  if (kind === 'A') return adjustment(model, position, legal, builder, target);
  if (!builder.selected) {
    const line = legalOf(legal, target.province, model);
    if (!line) return { builder, hint: `No unit to order in ${target.province}.` };
    return { builder: { selected: target.province, mode: MODES[kind][0][0], pick: null },
      hint: `${line.unit} selected: ${kind === 'M' ? 'click where it moves, or choose Hold, Support or Convoy'
        : 'click where it retreats, or choose Disband'}.` };
  }
  const line = legalOf(legal, builder.selected, model);
  const orders = line.orders.map(text => ({ text, order: parseOrder(model, text) }));
  const find = test => orders.find(o => test(o.order));
  const done = o => (o ? { builder: { selected: null, mode: null, pick: null }, order: o.text, hint: `${o.text} set.` }
    : null);
  const { mode } = builder;
  if (mode === 'move' || mode === 'retreat') {
    if (target.province === builder.selected && mode === 'move') return done(find(o => o.kind === 'hold'));
    const matches = orders.filter(o => o.order.kind === mode && same(o.order.to, target));
    const plain = matches.filter(o => !/VIA$/.test(o.text));
    const coasts = new Set(plain.map(o => o.order.to.coast));
    if (coasts.size > 1) return { builder, hint: `${target.province} has coasts: click the coast (${[...coasts].join(' or ')}).` };
    return done(plain[0] || matches[0]) || { builder, hint: `${line.unit} cannot ${mode} to ${target.province}.` };
  }
  if (mode === 'support' || mode === 'convoy') {
    if (!builder.pick) {
      const other = unitIn(position, target.province, model);
      if (!other || target.province === builder.selected) {
        return { builder, hint: `Click the unit ${line.unit} should ${mode}.` };
      }
      return { builder: { ...builder, pick: target.province },
        hint: `Now click where ${other.type} ${target.province} moves${mode === 'support' ? `, or ${target.province} again to support it holding` : ''}.` };
    }
    const holding = target.province === builder.pick;
    const found = find(o => o.kind === mode && o.target?.loc.province === builder.pick
      && (holding ? !o.targetTo : o.targetTo?.province === target.province));
    return done(found) || { builder: { ...builder, pick: null },
      hint: `${line.unit} cannot ${mode} that; click the unit to ${mode} again.` };
  }
  return { builder, hint: '' };
}

/** The order a mode button gives at once (Hold, Disband), or null. */
export function immediate(model, legal, builder, mode) {
  const line = builder.selected && legalOf(legal, builder.selected, model);
  if (!line) return null;
  const want = mode === 'hold' ? 'hold' : mode === 'disband' ? 'disband' : null;
  return want ? line.orders.find(o => parseOrder(model, o).kind === want) || null : null;
}

function adjustment(model, position, legal, builder, target) {
  const none = { builder };
  const unit = unitIn(position, target.province, model);
  for (const line of legal.units) {
    const options = line.orders.filter(o => {
      const p = parseOrder(model, o);
      return p.unit && p.unit.loc.province === target.province;
    });
    if (!options.length) continue;
    if (unit) return { builder, toggle: options[0], power: line.power, hint: `${options[0]}: removal toggled.` };
    return { builder, cycle: options, power: line.power, hint: `Builds in ${target.province}: ${options.join(', ')}; click again for the next.` };
  }
  return { ...none, hint: `Nothing to build or remove in ${target.province}.` };
}
