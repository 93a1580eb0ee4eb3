// Orders as the page reads them: enough of the usual notation to know whose order a line is and what to draw
// (the server reads and judges every order itself; a line this reader cannot follow is still sent).
import { key, findLocation } from './model.js';

const WORDS = {
  H: 'hold', HOLD: 'hold', HOLDS: 'hold', '-': 'move', MOVE: 'move', MOVES: 'move', S: 'support', SUPP: 'support',
  SUPPORT: 'support', SUPPORTS: 'support', C: 'convoy', CONVOY: 'convoy', CONVOYS: 'convoy', R: 'retreat',
  RETREAT: 'retreat', RETREATS: 'retreat', D: 'disband', DISBAND: 'disband', DISBANDS: 'disband', REMOVE: 'disband',
  B: 'build', BUILD: 'build', BUILDS: 'build',
};
const TYPES = { A: 'A', ARMY: 'A', F: 'F', FLEET: 'F' };

function tokens(text) {
  return text.toUpperCase().replace(/->|=>/g, '-').replace(/\s*\(/g, '/').replace(/\)/g, '')
    .replace(/-/g, ' - ').split(/\s+/).filter(Boolean);
}

/** Reads a location starting at tokens[i]: the longest run of tokens naming one. Returns [loc, next index]. */
function readLocation(model, ts, i) {
  for (let j = Math.min(ts.length, i + 5); j > i; j--) {
    const run = ts.slice(i, j);
    if (run[0] === '-' || run[run.length - 1] === '-' || run.some((t, n) => n > 0 && WORDS[t] && t !== '-')) continue;
    let text = run.join(' ');
    let next = j;
    if (ts[j] && ts[j].startsWith('/')) {
      text += ts[j];
      next = j + 1;
      if (ts[next] === 'COAST') next++;
    }
    const loc = findLocation(model, text.replace(/ - /g, '-'));
    if (loc) return [loc, ts[next] === 'COAST' ? next + 1 : next];
  }
  return [null, i];
}

function readUnit(model, ts, i) {
  let type = null;
  if (TYPES[ts[i]] && ts[i + 1] && !WORDS[ts[i + 1]]) {
    const [loc] = readLocation(model, ts, i + 1);
    if (loc) type = TYPES[ts[i++]];
  }
  const [loc, next] = readLocation(model, ts, i);
  return loc ? [{ type, loc }, next] : [null, i];
}

/**
 * Parses one order line. Answers {power (named in a "POWER:" prefix, or null), kind, unit, to, target, targetTo}
 * or {power, error} when the line cannot be followed ({power, unit, error} when it can be up to its unit).
 */
export function parseOrder(model, line) {
  let text = line.trim();
  let power = null;
  const prefix = /^([A-Za-z][A-Za-z0-9_]*)\s*:\s*(.*)$/.exec(text);
  if (prefix && model.powers.includes(prefix[1].toUpperCase())) {
    power = prefix[1].toUpperCase();
    text = prefix[2];
  }
  const ts = tokens(text);
  if (ts.length === 1 && ts[0] === 'WAIVE') return { power, kind: 'waive' };
  let i = 0;
  let leading = null;
  if (ts[0] === 'BUILD' || ts[0] === 'REMOVE' || ts[0] === 'DISBAND') leading = WORDS[ts[i++]];
  const [unit, afterUnit] = readUnit(model, ts, i);
  if (!unit) {
    const named = TYPES[ts[i]] && ts[i + 1] ? ts[i + 1] : ts[i];
    return { power, error: named ? `${named} is not a province of ${model.name}` : 'no unit or location at the start' };
  }
  i = afterUnit;
  if (leading) return { power, kind: leading, unit };
  const word = WORDS[ts[i]];
  if (!word) return ts.length === i ? { power, kind: 'hold', unit } : { power, unit, error: `unknown word ${ts[i]}` };
  i++;
  if (word === 'move' || word === 'retreat') {
    const [to] = readLocation(model, ts, ts[i] === '-' ? i + 1 : i);
    return to ? { power, kind: word, unit, to } : { power, unit, error: 'no destination' };
  }
  if (word === 'support' || word === 'convoy') {
    const [target, after] = readUnit(model, ts, i);
    if (!target) return { power, unit, error: 'no supported or convoyed unit' };
    if (ts[after] === '-') {
      const [targetTo] = readLocation(model, ts, after + 1);
      return { power, kind: word, unit, target, targetTo };
    }
    return { power, kind: word, unit, target, targetTo: null };
  }
  return { power, kind: word, unit };
}

/** Every unit of a position: {power, type, loc, dislodged}, units on the board first, then those dislodged. */
export function unitsOf(position, model) {
  const units = [];
  const add = (power, text, dislodged) => {
    const [type, where] = text.trim().split(/\s+/);
    const loc = where && findLocation(model, where);
    if (loc) units.push({ power, type: type.toUpperCase(), loc, dislodged });
  };
  for (const [power, list] of Object.entries(position.units || {})) list.forEach(u => add(power, u, false));
  for (const [power, list] of Object.entries(position.dislodged || {})) list.forEach(d => add(power, d.unit, true));
  return units;
}

/** The unit standing in a province (or, when asked, dislodged from it), or null. */
export function unitIn(position, province, model, dislodged = false) {
  return unitsOf(position, model).find(u => u.dislodged === dislodged && u.loc.province === province) || null;
}

/** Whose order a parsed line is: the named power, the unit's owner, or for builds the centre's owner. */
export function powerOf(model, position, order) {
  if (order.power) return order.power;
  if (!order.unit) return null;
  const province = order.unit.loc.province;
  if (order.kind === 'build') {
    return Object.entries(position.centers || {}).find(([, cs]) => cs.some(c => key(c) === province))?.[0] || null;
  }
  const retreating = /R$/.test(position.phase);
  const unit = unitIn(position, province, model, retreating);
  return unit ? unit.power : null;
}

/**
 * Sorts the lines of the orders box by power, to send: {orders: {POWER: [lines]}, sent: [{line, power, index}]
 * (where each line went, lines counted from 1), problems: [{line, text, reason}] (the lines whose power the page
 * cannot tell, which are not sent; the server judges every other line, unreadable ones too).
 */
export function ordersByPower(model, position, text) {
  const orders = {};
  const sent = [];
  const problems = [];
  text.split('\n').forEach((raw, n) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const order = parseOrder(model, line);
    const power = powerOf(model, position, order);
    if (!power) {
      problems.push({ line: n + 1, text: line, reason: order.error ? `not sent: ${order.error}`
        : `not sent: no unit in ${order.unit.loc.province} to tell whose order it is; write the power first, e.g. `
          + `"${model.powers[0]}: ${line}"` });
      return;
    }
    const body = order.power ? line.slice(line.indexOf(':') + 1).trim() : line;
    (orders[power] = orders[power] || []).push(body);
    sent.push({ line: n + 1, power, index: orders[power].length - 1 });
  });
  return { orders, sent, problems };
}

/**
 * The lines of the orders box to mark after an adjudication: those not sent, and those the server judged INVALID
 * (its reason), by line: [{line, text, reason}] in the box's order.
 */
export function badLines(result, { sent, problems }, text) {
  const lines = text.split('\n');
  const invalid = result.results.filter(r => r.outcome === 'INVALID').map(r => {
    const where = sent.find(s => s.power === r.power && s.index === r.index);
    return where && { line: where.line, text: lines[where.line - 1].trim(), reason: r.detail };
  }).filter(Boolean);
  return [...problems, ...invalid].sort((a, b) => a.line - b.line);
}

/** The key of the unit an order line is for ("PAR"), or null. */
export function unitKey(model, line) {
  const order = parseOrder(model, line);
  return order.unit ? order.unit.loc.province : null;
}
