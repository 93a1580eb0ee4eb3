// The page: wires the controls, the board and the panels to the public API. State lives here; every change ends
// in render(), which redraws the board and the legend from the state.
import { api, ApiError } from './api.js';
import { buildModel, findLocation, locationText } from './model.js';
import { drawBoard, update, zoomable, arrowsBox, outcomeClass } from './board.js';
import { parseOrder, powerOf, ordersByPower, badLines, unitIn, unitKey } from './orders.js';
import { markLines, follow } from './ordermarks.js';
import { boardView, legendHtml } from './view.js';
import { renderStandings } from './influence.js';
import { renderExplanation } from './bot.js';
import { MODES, phaseKind, click, immediate } from './builder.js';

const $ = id => document.getElementById(id);
const state = {
  model: null, position: null, legal: null, influence: null, result: null, resultFor: null, badLines: [], decision: null,
  builder: { selected: null, mode: null, pick: null }, distanceFrom: null, distanceCache: new Map(), busy: 0,
  zoom: null,
};

function say(text, error = false) {
  const status = $('status');
  status.textContent = text;
  status.classList.toggle('error', error);
  status.setAttribute('role', error ? 'alert' : 'status');
}

function fail(e) {
  say(e instanceof ApiError ? e.describe() : String(e.message || e), true);
}

async function busy(what, work) {
  state.busy++;
  document.body.setAttribute('aria-busy', 'true');
  try {
    return await work();
  } catch (e) {
    fail(e);
    return undefined;
  } finally {
    if (--state.busy === 0) {
      document.body.removeAttribute('aria-busy');
      document.body.dataset.ready = 'true';
    }
  }
}

// ---- maps --------------------------------------------------------------------------------------------------------

async function loadMaps(select) {
  const maps = await api.maps();
  $('map-select').replaceChildren(...maps.map(m => new Option(`${m.name}${m.bundled ? '' : ' (uploaded)'} — `
    + `${m.provinces} provinces, ${m.powers.length} powers`, m.id)));
  $('map-select').value = select && maps.some(m => m.id === select) ? select : maps[0].id;
}

async function loadMap(id) {
  const model = buildModel(await api.map(id));
  state.model = model;
  state.distanceCache.clear();
  state.distanceFrom = null;
  drawBoard(d3.select('#board'), model, { province: id => busy('click', () => onProvince({ province: id, coast: '' })),
    coast: id => busy('click', () => onProvince(findLocation(model, id))) });
  state.zoom = zoomable(d3.select('#board'), model);
  d3.select('#board').style('background', model.computed ? '#f4f1ea' : null);
  // A computed layout's cells only approximate the borders: small maps show the adjacencies at first.
  $('show-edges').checked = model.computed && model.provinces.length <= 40;
  toggleEdges();
  $('colouring').replaceChildren(new Option('terrain', 'terrain'), new Option('influence: leading power', 'leader'),
    ...model.powers.map(p => new Option(`influence: ${p}'s world`, `world:${p}`)));
  $('bot-power').replaceChildren(...model.powers.map(p => new Option(p, p)));
  $('board-label').textContent = `The ${model.name} board, ${model.provinces.length} provinces`
    + (model.computed ? ' (laid out automatically: the map file has no layout)' : '');
  history.replaceState(null, '', `#map=${encodeURIComponent(id)}`);
  await setPosition(model.file.start);
  say(`${model.name}: ${model.provinces.length} provinces, ${model.powers.length} powers`
    + (model.computed ? '; laid out automatically (the map file has no layout).' : '.'));
}

async function upload(file) {
  const text = await file.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new Error(`${file.name} is not JSON: ${e.message}`);
  }
  if (!json || typeof json.id !== 'string') throw new Error(`${file.name}: a map file needs an "id"`);
  await api.putMap(json.id, text);
  await loadMaps(json.id);
  await loadMap(json.id);
  say(`Uploaded ${json.id}. ${$('status').textContent}`);
}

// ---- position ----------------------------------------------------------------------------------------------------

/**
 * Shows a position: its legal orders and influence, nothing of the last one's orders, results, explanation, selection
 * or zoom. A map's start gives its year, not its phase (the API reads a year as that year's Spring movement): the
 * page keeps the phase the server answers.
 */
async function setPosition(given, { keepOrders = false } = {}) {
  const [legal, influence] = await Promise.all([api.legal(state.model.id, given),
    api.influence(state.model.id, given)]);
  const { year, ...rest } = given;
  const position = given.phase ? given : { phase: legal.phase, ...rest };
  state.position = position;
  state.distanceFrom = null;
  state.zoom.reset();
  state.legal = legal;
  state.influence = influence;
  state.result = null;
  state.decision = null;
  state.builder = { selected: null, mode: null, pick: null };
  if (!keepOrders) $('orders-text').value = '';
  $('position-text').value = JSON.stringify(position, null, 1);
  $('phase').textContent = position.phase;
  $('results').replaceChildren();
  renderExplanation($('explanation'), null);
  renderStandings($('standings'), state.model, influence);
  const acting = new Set(legal.units.map(u => u.power));
  for (const option of $('bot-power').options) option.disabled = !acting.has(option.value);
  if ($('bot-power').selectedOptions[0]?.disabled) {
    const first = [...$('bot-power').options].find(o => !o.disabled);
    if (first) $('bot-power').value = first.value;
  }
  render();
}

async function loadTypedPosition() {
  let position;
  try {
    position = JSON.parse($('position-text').value);
  } catch (e) {
    throw new Error(`The position is not JSON: ${e.message}`);
  }
  await setPosition(position);
  say(`Position ${state.position.phase} loaded.`);
}

// ---- orders ------------------------------------------------------------------------------------------------------

function setOrder(text) {
  const target = unitKey(state.model, text);
  const lines = $('orders-text').value.split('\n').filter(l => l.trim() && unitKey(state.model, l) !== target);
  lines.push(text);
  $('orders-text').value = lines.join('\n');
}

function removeOrder(text) {
  $('orders-text').value = $('orders-text').value.split('\n').filter(l => l.trim() && l.trim() !== text).join('\n');
}

/**
 * Adjudicates the lines of the orders box: every line whose power the page can tell goes to the server, which judges
 * it (an unreadable or impossible one comes back INVALID with its reason); the others stay out. Both kinds are
 * marked in the box, in place, with their reasons.
 */
async function adjudicate() {
  const text = $('orders-text').value;
  const sorted = ordersByPower(state.model, state.position, text);
  const result = await api.adjudicate(state.model.id, state.position, sorted.orders);
  state.result = result;
  state.resultFor = text;
  state.badLines = badLines(result, sorted, text);
  $('next-phase').disabled = false;
  renderResults(result);
  const failed = result.results.filter(r => r.outcome !== 'SUCCEEDED').length;
  const bad = state.badLines.length;
  say(`${state.position.phase} adjudicated: ${result.results.length} orders, ${failed} did not succeed`
    + `${result.dislodged.length ? `, ${result.dislodged.length} dislodged` : ''}; next: ${result.position.phase}`
    + `${result.winner ? `; ${result.winner} wins` : ''}`
    + `${bad ? `; ${bad} bad line${bad > 1 ? 's' : ''} marked in the orders (${sorted.problems.length} not sent)` : ''}.`);
  render();
}

function renderResults(result) {
  const box = d3.select('#results');
  box.selectAll('*').remove();
  const table = box.append('table').attr('id', 'results-table');
  table.append('caption').attr('class', 'visually-hidden').text('Outcome of every order');
  table.append('thead').append('tr').selectAll('th').data(['Power', 'Order', 'Outcome']).join('th')
    .attr('scope', 'col').text(d => d);
  const rows = table.append('tbody').selectAll('tr').data(result.results).join('tr');
  rows.append('td').text(d => d.power);
  rows.append('td').attr('class', 'mono').text(d => d.order);
  rows.append('td').attr('class', d => `outcome-${outcomeClass(d.outcome)}`)
    .call(td => td.append('strong').text(d => d.outcome.toLowerCase().replace('_', ' ')))
    .call(td => td.append('span').text(d => `: ${d.detail.replace(new RegExp(`^${d.outcome.replace('_', ' ')}: `, 'i'), '')}`));
  const extra = [
    ...result.dislodged.map(d => `${d.power} ${d.unit} dislodged${d.attackerFrom ? ` from ${d.attackerFrom}` : ''}; `
      + `retreats: ${d.retreats.join(', ') || 'none'}`),
    ...result.removed.map(r => `${r.power} ${r.unit} removed: ${r.detail}`),
    ...result.centerChanges.map(c => `${c.center}: ${c.from || 'neutral'} → ${c.to || 'neutral'}`),
  ];
  if (extra.length) box.append('ul').attr('class', 'compact').selectAll('li').data(extra).join('li').text(d => d);
}

async function nextPhase() {
  if (!state.result) return;
  const next = state.result.position;
  await setPosition(next);
  say(`Now ${next.phase}${state.legal.units.length ? '' : ': nothing to order, adjudicate to go on'}.`);
}

async function botChoose(power) {
  const options = { method: $('bot-method').value, depth: Number($('bot-depth').value),
    seed: Number($('bot-seed').value) || 0 };
  const decision = await api.choose(state.model.id, state.position, power, options);
  replacePowerOrders(power, decision.orders);
  return decision;
}

function replacePowerOrders(power, orders) {
  const lines = $('orders-text').value.split('\n').filter(l => {
    const parsed = parseOrder(state.model, l);
    return l.trim() && powerOf(state.model, state.position, parsed) !== power;
  });
  $('orders-text').value = [...lines, ...orders.map(o => (parseOrder(state.model, o).unit ? o : `${power}: ${o}`))].join('\n');
}

// ---- clicks ------------------------------------------------------------------------------------------------------

async function onProvince(target) {
  if (!state.model || !state.position || !target) return;
  if ($('click-mode').value === 'distance') {
    state.distanceFrom = target.province;
    await showDistances();
    return;
  }
  const answer = click(state.model, state.position, state.legal, state.builder, target);
  state.builder = answer.builder;
  if (answer.order) setOrder(answer.order);
  if (answer.toggle) {
    if ($('orders-text').value.split('\n').some(l => l.trim() === answer.toggle)) removeOrder(answer.toggle);
    else setOrder(answer.toggle);
  }
  if (answer.cycle) {
    const current = answer.cycle.findIndex(o => $('orders-text').value.split('\n').some(l => l.trim() === o));
    if (current >= 0) removeOrder(answer.cycle[current]);
    if (current + 1 < answer.cycle.length) setOrder(answer.cycle[current + 1]);
  }
  $('board-hint').textContent = answer.hint || '';
  renderOrderTools();
  render();
}

function renderOrderTools() {
  const tools = $('order-tools');
  const { selected, mode } = state.builder;
  if (!selected) {
    tools.replaceChildren(Object.assign(document.createElement('span'), { className: 'hint', id: 'selected-unit',
      textContent: phaseKind(state.position) === 'A' ? 'Click a free home centre to build, a unit to remove it.'
        : 'Select a unit on the board (click it, or Tab to it and press Enter).' }));
    return;
  }
  const unit = unitIn(state.position, selected, state.model, phaseKind(state.position) === 'R');
  const label = Object.assign(document.createElement('span'), { id: 'selected-unit',
    textContent: `${unit ? `${unit.type} ${locationText(unit.loc)}` : selected}:` });
  const buttons = MODES[phaseKind(state.position)].map(([value, text]) => {
    const b = Object.assign(document.createElement('button'), { type: 'button', textContent: text });
    b.dataset.mode = value;
    b.setAttribute('aria-pressed', String(mode === value));
    b.addEventListener('click', () => {
      const order = immediate(state.model, state.legal, state.builder, value);
      if (order) {
        setOrder(order);
        state.builder = { selected: null, mode: null, pick: null };
        $('board-hint').textContent = `${order} set.`;
      } else {
        state.builder = { ...state.builder, mode: value, pick: null };
        $('board-hint').textContent = value === 'move' ? 'Click where it moves.' : value === 'retreat'
          ? 'Click where it retreats.' : `Click the unit it should ${value}.`;
      }
      renderOrderTools();
      render();
    });
    return b;
  });
  const cancel = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Cancel' });
  cancel.addEventListener('click', () => clearSelection());
  tools.replaceChildren(label, ...buttons, cancel);
}

function clearSelection() {
  state.builder = { selected: null, mode: null, pick: null };
  state.distanceFrom = null;
  $('board-hint').textContent = '';
  renderOrderTools();
  render();
}

async function showDistances() {
  const graph = $('distance-graph').value;
  const cacheKey = `${state.model.id}:${graph}`;
  if (!state.distanceCache.has(cacheKey)) state.distanceCache.set(cacheKey, await api.distances(state.model.id, graph));
  render();
  const from = state.model.byId.get(state.distanceFrom);
  $('board-hint').textContent = `Distances from ${from.name} over the ${graph} graph (press Escape to clear).`;
}

// ---- drawing -----------------------------------------------------------------------------------------------------

function render() {
  if (!state.model || !state.position) return;
  const controls = { orders: $('orders-text').value, colouring: $('colouring').value, graph: $('distance-graph').value,
    mode: $('click-mode').value };
  update(d3.select('#board'), state.model, boardView(state, controls));
  markLines($('orders-text'), $('orders-marks'), $('order-problems'),
    state.result && state.resultFor === controls.orders ? state.badLines : []);
  $('legend').innerHTML = legendHtml(state.model, controls.colouring, !!state.distanceFrom, controls.mode !== 'distance');
}

function toggleEdges() {
  d3.select('#board g.edges').style('display', $('show-edges').checked ? null : 'none');
}

// ---- start -------------------------------------------------------------------------------------------------------

function wire() {
  $('map-select').addEventListener('change', e => busy('map', () => loadMap(e.target.value)));
  $('map-upload').addEventListener('change', e => {
    const file = e.target.files[0];
    if (file) busy('upload', () => upload(file)).finally(() => { e.target.value = ''; });
  });
  $('colouring').addEventListener('change', () => { state.distanceFrom = null; render(); });
  $('click-mode').addEventListener('change', () => {
    state.zoom.reset();
    clearSelection();
  });
  $('distance-graph').addEventListener('change', () => { if (state.distanceFrom) busy('distances', showDistances); });
  $('show-edges').addEventListener('change', toggleEdges);
  $('start-position').addEventListener('click', () => busy('start', async () => {
    await setPosition(state.model.file.start);
    say('Start position.');
  }));
  $('load-position').addEventListener('click', () => busy('position', loadTypedPosition));
  $('orders-text').addEventListener('input', () => render());
  $('orders-text').addEventListener('scroll', () => follow($('orders-text'), $('orders-marks')));
  new ResizeObserver(() => follow($('orders-text'), $('orders-marks'))).observe($('orders-text'));
  $('adjudicate').addEventListener('click', () => busy('adjudicate', adjudicate));
  $('next-phase').addEventListener('click', () => busy('next', nextPhase));
  $('clear-orders').addEventListener('click', () => { $('orders-text').value = ''; render(); });
  $('bot-choose').addEventListener('click', () => busy('bot', async () => {
    const power = $('bot-power').value;
    const decision = await botChoose(power);
    state.decision = decision;
    renderExplanation($('explanation'), decision);
    render();
    say(`The bot chose ${decision.orders.length} orders for ${power}.`);
  }));
  $('bot-all').addEventListener('click', () => busy('bot', async () => {
    const powers = [...new Set(state.legal.units.map(u => u.power))];
    for (const power of powers) await botChoose(power);
    renderExplanation($('explanation'), null);
    render();
    say(`The bot chose orders for ${powers.join(', ') || 'nobody'}.`);
  }));
  $('zoom-in').addEventListener('click', () => state.zoom.by(1.5));
  $('zoom-out').addEventListener('click', () => state.zoom.by(1 / 1.5));
  $('zoom-reset').addEventListener('click', () => state.zoom.reset());
  $('zoom-orders').addEventListener('click', () => {
    const box = arrowsBox(d3.select('#board'));
    if (box) state.zoom.fit(box);
    else say('No orders to zoom to.');
  });
  document.addEventListener('keydown', e => {
    if (e.key === 'Escape') clearSelection();
  });
}

wire();
busy('start', async () => {
  const wanted = new URLSearchParams(location.hash.slice(1)).get('map') || 'standard';
  await loadMaps(wanted);
  await loadMap($('map-select').value);
});
