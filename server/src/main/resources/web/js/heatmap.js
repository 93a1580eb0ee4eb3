// A group's payoff matrix as a heat map (the bot's explanation, bot.js): rows the power's order sets, columns the
// opponents'. Colours give each value's rank among the matrix's own distinct values on a perceptual scale, so every
// distinct value has its own colour and a matrix whose values crowd into two bands still shows contrast; a legend
// gives the values along the scale. Cells are never smaller than MIN_CELL (a large matrix scrolls) and show their
// values when there is room. Rows and columns come by probability (the equilibrium at the top left), as listed or by
// value; eliminated sets are hatched, the saddle point framed, the equilibrium's probabilities drawn as bars and
// the row played marked.

const MIN_CELL = 14;
const MAX_CELL = 40;
/** Cells at least this wide print their values. */
const WRITTEN_CELL = 30;
/** The row bars' room (left of the row numbers, so that they show however the matrix scrolls), the labels', the top's. */
const BARS = 46, LEFT = 10 + BARS + 28, TOP = 18;
/** Viridis, interpolated in CIELAB between nine of its samples: continuous, so distinct ranks get distinct colours. */
const RAMP = d3.piecewise(d3.interpolateLab, d3.range(9).map(i => d3.interpolateViridis(i / 8)));
const ORDERS = [['probability', 'by probability'], ['listed', 'as listed'], ['value', 'by value']];

/** A number as the explanation writes it: fixed digits, a dash for none. */
export const num = (v, digits = 3) => (v === null || v === undefined ? '–' : Number(v).toFixed(digits));

/**
 * The colour of each value of a matrix: its rank among the distinct values, from 0 (the least, dark) to 1 (the
 * most, light), on the ramp. Answers {colour(v), distinct (ascending), position(v) (its place on the scale, 0..1)}.
 */
export function rankScale(values) {
  const distinct = [...new Set(values)].sort((a, b) => a - b);
  const rank = new Map(distinct.map((v, i) => [v, distinct.length > 1 ? i / (distinct.length - 1) : 0.5]));
  return { colour: v => d3.rgb(RAMP(rank.get(v))).formatHex(), distinct, position: v => rank.get(v) };
}

/**
 * The order rows and columns are drawn in: as listed; by value (rows by their value against the opponents'
 * equilibrium, best first; columns by theirs against the power's, best for the opponents, that is least, first);
 * or by probability (most played first, then by value). Answers {rows, columns} (indices into the matrix).
 */
export function arrangement(g, order) {
  const m = g.matrix;
  const rowP = m.rows.map(r => g.strategy.find(w => w.orders === r)?.probability || 0);
  const colP = m.columns.map(c => g.opponentStrategy.find(w => w.orders === c)?.probability || 0);
  const against = (weights, value) => {
    const total = d3.sum(weights);
    return total > 0 ? d3.sum(weights, (w, k) => w * value(k)) / total : d3.mean(weights, (w, k) => value(k));
  };
  const rowValue = m.rows.map((r, i) => against(colP, j => m.payoffs[i][j]));
  const colValue = m.columns.map((c, j) => against(rowP, i => m.payoffs[i][j]));
  const rows = d3.range(m.rows.length), columns = d3.range(m.columns.length);
  if (order === 'value') {
    rows.sort((a, b) => rowValue[b] - rowValue[a] || a - b);
    columns.sort((a, b) => colValue[a] - colValue[b] || a - b);
  } else if (order === 'probability') {
    rows.sort((a, b) => rowP[b] - rowP[a] || rowValue[b] - rowValue[a] || a - b);
    columns.sort((a, b) => colP[b] - colP[a] || colValue[a] - colValue[b] || a - b);
  }
  return { rows, columns, rowP, colP };
}

/** Draws the heat map of group i into the box: its ordering control, the matrix (scrolling when large), the legend. */
export function heatMap(box, g, i) {
  const m = g.matrix;
  if (!m.complete) {
    box.append('p').attr('class', 'hint').text(`Shown: ${m.rows.length} of ${g.rows} rows and ${m.columns.length} of `
      + `${g.columns} columns (the equilibrium, the other survivors, then the last eliminated).`);
  }
  const tools = box.append('div').attr('class', 'row');
  tools.append('label').attr('for', `hm-order-${i}`).text('Order rows and columns');
  const select = tools.append('select').attr('id', `hm-order-${i}`).attr('class', 'hm-order');
  select.selectAll('option').data(ORDERS).join('option').attr('value', d => d[0]).text(d => d[1]);
  const scroller = box.append('div').attr('class', 'heatmap-scroll').attr('tabindex', 0)
    .attr('aria-label', `Payoff matrix of group ${i + 1} (scrolls when large)`);
  const scale = rankScale(m.payoffs.flat());
  const room = (box.node().clientWidth || 380) - LEFT - 12;
  const s = Math.max(MIN_CELL, Math.min(MAX_CELL, Math.floor(Math.min(room / m.columns.length, 420 / m.rows.length))));
  const draw = order => {
    scroller.selectAll('*').remove();
    matrix(scroller, g, i, scale, s, arrangement(g, order));
  };
  select.on('change', event => draw(event.target.value));
  draw(ORDERS[0][0]);
  const view = scroller.node();
  if (view.scrollWidth > view.clientWidth + 1 || view.scrollHeight > view.clientHeight + 1) {
    tools.append('span').attr('class', 'hint hm-scrolls').text(`${m.rows.length} × ${m.columns.length}: scroll to see `
      + 'every cell');
  }
  legend(box, scale, i);
}

function matrix(scroller, g, i, scale, s, { rows, columns, rowP, colP }) {
  const m = g.matrix;
  const eliminated = new Map(g.eliminated.map(x => [`${x.player}:${x.set}`, x]));
  const gone = (player, set) => eliminated.get(`${player}:${set}`);
  const chosen = g.chosen.join('; ');
  const values = m.payoffs.flat();
  const width = LEFT + columns.length * s + 4, height = TOP + rows.length * s + BARS;
  const rowAt = new Map(rows.map((r, k) => [r, k])), colAt = new Map(columns.map((c, k) => [c, k]));
  const svg = scroller.append('svg').attr('class', 'heatmap').attr('viewBox', `0 0 ${width} ${height}`)
    .attr('width', width).attr('height', height).attr('data-rows', rows.length).attr('data-columns', columns.length)
    .attr('role', 'img')
    .attr('aria-label', `Payoff matrix, ${g.rows} rows by ${g.columns} columns, values ${num(d3.min(values), 2)} to `
      + `${num(d3.max(values), 2)}; ${g.eliminated.length} order sets eliminated; `
      + (g.saddlePoint ? `saddle point value ${num(g.saddlePoint.value, 2)}` : `mixed value ${num(g.value, 2)}`));
  svg.append('defs').append('pattern').attr('id', `hm-hatch-${i}`).attr('width', 5).attr('height', 5)
    .attr('patternUnits', 'userSpaceOnUse').attr('patternTransform', 'rotate(45)')
    .append('line').attr('x1', 0).attr('y1', 0).attr('x2', 0).attr('y2', 5).attr('stroke', '#fff')
    .attr('stroke-width', 1.6).attr('stroke-opacity', 0.85);
  const cells = [];
  m.payoffs.forEach((line, r) => line.forEach((v, c) => cells.push({ r, c, v })));
  const x = c => LEFT + colAt.get(c) * s, y = r => TOP + rowAt.get(r) * s;
  const cell = svg.append('g').selectAll('g').data(cells).join('g');
  cell.append('rect')
    .attr('class', d => `hm-cell${gone('row', m.rows[d.r]) || gone('column', m.columns[d.c]) ? ' eliminated' : ''}`)
    .attr('data-row', d => d.r).attr('data-column', d => d.c).attr('data-value', d => d.v)
    .attr('x', d => x(d.c)).attr('y', d => y(d.r)).attr('width', s).attr('height', s).attr('fill', d => scale.colour(d.v))
    .append('title').text(d => {
      const why = [['row', m.rows[d.r]], ['column', m.columns[d.c]]].map(([p, set]) => gone(p, set))
        .filter(Boolean).map(e => ` (${e.player} eliminated in round ${e.round} by ${e.dominatedBy})`).join('');
      return `row ${m.rowIndices[d.r] + 1}: ${m.rows[d.r]}\nagainst column ${m.columnIndices[d.c] + 1}: `
        + `${m.columns[d.c] || '(no units)'}\nvalue ${num(d.v, 6)}${why}`;
    });
  if (s >= WRITTEN_CELL) {
    cell.append('text').attr('class', 'hm-value').attr('x', d => x(d.c) + s / 2).attr('y', d => y(d.r) + s / 2)
      .style('fill', d => (scale.position(d.v) > 0.6 ? '#111' : '#fff')).text(d => num(d.v));
  }
  const hatch = `url(#hm-hatch-${i})`;
  svg.append('g').attr('class', 'hm-gone').style('pointer-events', 'none')
    .call(layer => layer.selectAll('rect.row').data(rows.filter(r => gone('row', m.rows[r]))).join('rect')
      .attr('class', 'row').attr('x', LEFT).attr('y', r => y(r)).attr('width', columns.length * s).attr('height', s)
      .attr('fill', hatch))
    .call(layer => layer.selectAll('rect.column').data(columns.filter(c => gone('column', m.columns[c]))).join('rect')
      .attr('class', 'column').attr('x', c => x(c)).attr('y', TOP).attr('width', s).attr('height', rows.length * s)
      .attr('fill', hatch));
  if (g.saddlePoint) {
    const r = m.rows.indexOf(g.saddlePoint.row), c = m.columns.indexOf(g.saddlePoint.column);
    if (r >= 0 && c >= 0) {
      svg.append('rect').attr('class', 'hm-saddle').attr('x', x(c)).attr('y', y(r)).attr('width', s).attr('height', s)
        .append('title').text(`saddle point, value ${num(g.saddlePoint.value)}`);
    }
  }
  const bar = Math.min(s, 10);
  const rowLabels = svg.append('g').selectAll('g').data(rows).join('g').attr('class', 'hm-row')
    .attr('data-row', r => r).attr('transform', r => `translate(0,${y(r) + s / 2})`);
  rowLabels.filter(r => m.rows[r] === chosen).append('path').attr('class', 'hm-chosen').attr('data-chosen', 'true')
    .attr('d', 'M0,-4 L7,0 L0,4 z').append('title').text(r => `played: ${m.rows[r]}`);
  rowLabels.append('text').attr('x', LEFT - 3).attr('text-anchor', 'end').attr('dy', '0.32em')
    .text(r => m.rowIndices[r] + 1).append('title').text(r => m.rows[r]);
  rowLabels.append('rect').attr('class', 'hm-prob').attr('x', r => 10 + (1 - rowP[r]) * BARS).attr('y', -bar / 2 + 1)
    .attr('height', Math.max(2, bar - 2)).attr('width', r => rowP[r] * BARS)
    .attr('fill', '#0b57d0').append('title').text(r => `probability ${num(rowP[r])}: ${m.rows[r]}`);
  const colLabels = svg.append('g').selectAll('g').data(columns).join('g').attr('class', 'hm-column')
    .attr('data-column', c => c).attr('transform', c => `translate(${x(c) + s / 2},0)`);
  colLabels.append('text').attr('y', TOP - 4).attr('text-anchor', 'middle').text(c => m.columnIndices[c] + 1)
    .append('title').text(c => m.columns[c] || '(no units)');
  colLabels.append('rect').attr('class', 'hm-prob').attr('x', -bar / 2 + 1).attr('y', TOP + rows.length * s + 3)
    .attr('width', Math.max(2, bar - 2)).attr('height', c => colP[c] * BARS)
    .attr('fill', '#8a2be2').append('title').text(c => `probability ${num(colP[c])}: ${m.columns[c] || '(no units)'}`);
}

/** The scale's legend: the ramp with the values at five of its places, and what the marks mean. */
function legend(box, scale, i) {
  const { distinct } = scale;
  const ticks = [...new Set([0, 0.25, 0.5, 0.75, 1].map(q => distinct[Math.round(q * (distinct.length - 1))]))];
  let digits = 2;
  while (digits < 6 && new Set(ticks.map(v => num(v, digits))).size < ticks.length) digits++;
  const width = 240, left = 18, height = 34;
  const svg = box.append('svg').attr('class', 'heatmap-legend').attr('width', width + 2 * left).attr('height', height)
    .attr('data-min', distinct[0]).attr('data-max', distinct.at(-1)).attr('data-distinct', distinct.length)
    .attr('role', 'img').attr('aria-label', `Colour scale: ${distinct.length} distinct values from ${num(distinct[0])} `
      + `to ${num(distinct.at(-1))}, coloured by rank`);
  const gradient = svg.append('defs').append('linearGradient').attr('id', `hm-ramp-${i}`);
  gradient.selectAll('stop').data(d3.range(11)).join('stop').attr('offset', k => `${k * 10}%`)
    .attr('stop-color', k => RAMP(k / 10));
  svg.append('rect').attr('x', left).attr('y', 2).attr('width', width).attr('height', 10)
    .attr('fill', `url(#hm-ramp-${i})`);
  const tick = svg.selectAll('g.hm-tick').data(ticks).join('g').attr('class', 'hm-tick').attr('data-value', v => v)
    .attr('transform', v => `translate(${left + scale.position(v) * width},0)`);
  tick.append('line').attr('y1', 2).attr('y2', 16).attr('stroke', '#333');
  tick.append('text').attr('y', 27).attr('text-anchor', 'middle').text(v => num(v, digits));
  box.append('p').attr('class', 'hint').text(`Colour: the value's rank among the ${distinct.length} distinct values `
    + '(dark least, light most; the values of five places on the scale above). Hatched: eliminated as dominated. '
    + 'Framed: the saddle point. ▶ the row played. Bars: the equilibrium (rows blue, columns purple).');
}
