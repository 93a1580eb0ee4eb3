// The bot's explanation (POST /maps/{id}/orders/choose), drawn from its structure. The search method: per power, its
// candidate order sets with the equilibrium's probabilities as bars and their mean roll-out values, the played set
// marked. The matrix method: per group of units the payoff matrix as a heat map (rows: the power's order sets,
// columns: the opponents'), eliminated sets greyed, the saddle point framed, the equilibrium's probabilities as bars,
// the chosen row marked; retreat and adjustment choices as tables of options and values.

const num = (v, digits = 3) => (v === null || v === undefined ? '–' : Number(v).toFixed(digits));

export function renderExplanation(container, decision) {
  const root = d3.select(container);
  root.selectAll('*').remove();
  if (!decision) return;
  const e = decision.explanation;
  const done = e.search ? `${e.search.iterations} iterations, ${e.cells} roll-outs`
    : `depth ${e.depth}, ${e.cells} outcomes evaluated`;
  root.append('p').attr('class', 'hint').text(`${decision.power}, ${decision.phase}: ${e.phaseType}, ${e.method}, `
    + `${done} in ${e.elapsedMillis} ms${e.timeLimitReached ? ' (time limit reached)' : ''}.`);
  root.append('p').attr('class', 'mono').attr('id', 'bot-orders').text(decision.orders.join('; ') || 'no orders');
  list(root, e.notes);
  if (e.search) renderSearch(root, e.search);
  e.groups.forEach((g, i) => renderGroup(root.append('div').attr('class', 'group').attr('data-group', i), g, i));
  e.choices.forEach(c => renderChoice(root.append('div').attr('class', 'group'), c));
}

function renderSearch(root, s) {
  root.append('p').text(`Why: ${s.why}. Roll-outs play ${s.horizon} movement phases.`);
  const chosen = s.chosen.join('; ');
  s.powers.forEach((p, i) => {
    const box = root.append('div').attr('class', 'group').attr('data-power', p.power);
    box.append('h3').text(`${p.power}${i === 0 ? ' (deciding)' : ''}: ${p.candidates.length} candidate order sets`);
    const table = box.append(i === 0 ? 'div' : 'details');
    if (i > 0) table.append('summary').text('Candidates, equilibrium and values');
    const t = table.append('table').attr('class', 'candidates');
    t.append('thead').append('tr').selectAll('th').data(['Orders', 'Source', 'Probability', 'Value']).join('th')
      .attr('class', (d, j) => (j > 1 ? 'num' : null)).attr('scope', 'col').text(d => d);
    t.append('tbody').selectAll('tr').data(p.candidates).join('tr')
      .attr('data-chosen', d => (i === 0 && d.orders === chosen ? 'true' : null))
      .style('font-weight', d => (i === 0 && d.orders === chosen ? 'bold' : null))
      .call(tr => tr.append('td').attr('class', 'mono').text(d => d.orders || '(no units)'))
      .call(tr => tr.append('td').text(d => d.source))
      .call(tr => tr.append('td').attr('class', 'num').call(td => {
        td.append('svg').attr('class', 'prob-bar').attr('width', 40).attr('height', 8).append('rect')
          .attr('width', d => Math.round(40 * d.probability)).attr('height', 8).attr('fill', '#0b57d0');
        td.append('span').text(d => ` ${num(d.probability)}`);
      }))
      .call(tr => tr.append('td').attr('class', 'num').text(d => num(d.value, 2)));
  });
}

function list(root, items) {
  if (items && items.length) root.append('ul').attr('class', 'compact').selectAll('li').data(items).join('li').text(d => d);
}

function renderGroup(box, g, i) {
  box.append('h3').text(`Group ${i + 1}: ${g.units.join(', ')}`
    + (g.opponents.length ? ` against ${g.opponents.join(', ')} (${g.opponentUnits.join(', ')})` : ' (unopposed)'));
  const left = `${g.rowsLeft} × ${g.columnsLeft}`;
  box.append('p').text(`Matrix ${g.rows} × ${g.columns} (of ${g.rowSets} × ${g.columnSets} order sets), `
    + `${g.eliminated.length} eliminated as dominated, ${left} left. `
    + (g.saddlePoint ? `Saddle point, value ${num(g.saddlePoint.value)}.`
      : `No saddle point: mixed strategy, value ${num(g.value)}.`)
    + ` Played (${g.choice}): ${g.chosen.join('; ')}.`);
  if (g.matrix) heatMap(box, g);
  const strategies = box.append('details');
  strategies.append('summary').text('Equilibrium, eliminations and narrowing');
  strategies.append('p').text('The power plays:');
  list(strategies, g.strategy.map(w => `${num(w.probability, 3)}: ${w.orders}`));
  strategies.append('p').text('The opponents play:');
  list(strategies, g.opponentStrategy.map(w => `${num(w.probability, 3)}: ${w.orders || '(no units)'}`));
  if (g.eliminated.length) {
    strategies.append('p').text('Eliminated:');
    list(strategies, g.eliminated.map(x => `round ${x.round}, ${x.player}: ${x.set} (dominated by ${x.dominatedBy})`));
  }
  strategies.append('p').text('Narrowed to:');
  list(strategies, [...g.narrowed, ...g.opponentNarrowed].map(n => `${n.unit}: ${n.kept.join(', ')} (of ${n.legal})`));
  list(strategies, g.notes);
}

function heatMap(box, g) {
  const m = g.matrix;
  const rows = m.rows.length, cols = m.columns.length;
  const eliminated = new Map(g.eliminated.map(x => [`${x.player}:${x.set}`, x]));
  const rowP = new Map(g.strategy.map(w => [w.orders, w.probability]));
  const colP = new Map(g.opponentStrategy.map(w => [w.orders, w.probability]));
  const chosen = g.chosen.join('; ');
  const room = (box.node().clientWidth || 380) - 100;
  const s = Math.max(4, Math.min(22, Math.floor(Math.min(room / cols, 480 / rows))));
  const left = 34, top = 18, bars = 46;
  const width = left + cols * s + bars + 4, height = top + rows * s + bars;
  const values = m.payoffs.flat();
  const colour = d3.scaleSequential(d3.interpolateRdYlGn).domain(d3.extent(values).map((v, i, a) => (a[0] === a[1] ? v + (i ? 1 : -1) : v)));
  if (!m.complete) {
    box.append('p').attr('class', 'hint').text(`Shown: ${rows} of ${g.rows} rows and ${cols} of ${g.columns} columns `
      + '(the equilibrium, the other survivors, then the last eliminated).');
  }
  const gone = (player, set) => eliminated.get(`${player}:${set}`);
  const svg = box.append('svg').attr('class', 'heatmap').attr('viewBox', `0 0 ${width} ${height}`)
    .attr('width', width).attr('data-rows', rows).attr('data-columns', cols).attr('role', 'img')
    .attr('aria-label', `Payoff matrix, ${g.rows} rows by ${g.columns} columns, values ${num(d3.min(values), 2)} to `
      + `${num(d3.max(values), 2)}; ${g.eliminated.length} order sets eliminated; `
      + (g.saddlePoint ? `saddle point value ${num(g.saddlePoint.value, 2)}` : `mixed value ${num(g.value, 2)}`));
  const cells = [];
  m.payoffs.forEach((line, i) => line.forEach((v, j) => cells.push({ i, j, v })));
  svg.append('g').selectAll('rect').data(cells).join('rect')
    .attr('class', d => `hm-cell${gone('row', m.rows[d.i]) || gone('column', m.columns[d.j]) ? ' eliminated' : ''}`)
    .attr('data-row', d => d.i).attr('data-column', d => d.j)
    .attr('x', d => left + d.j * s).attr('y', d => top + d.i * s).attr('width', s).attr('height', s)
    .attr('fill', d => {
      const c = colour(d.v);
      return gone('row', m.rows[d.i]) || gone('column', m.columns[d.j]) ? d3.hsl(c).copy({ s: 0 }).formatHex() : c;
    })
    .append('title').text(d => {
      const why = [['row', m.rows[d.i]], ['column', m.columns[d.j]]].map(([p, set]) => gone(p, set))
        .filter(Boolean).map(x => ` (${x.player} eliminated in round ${x.round} by ${x.dominatedBy})`).join('');
      return `row ${m.rowIndices[d.i] + 1}: ${m.rows[d.i]}\nagainst column ${m.columnIndices[d.j] + 1}: `
        + `${m.columns[d.j] || '(no units)'}\nvalue ${num(d.v)}${why}`;
    });
  if (g.saddlePoint) {
    const i = m.rows.indexOf(g.saddlePoint.row), j = m.columns.indexOf(g.saddlePoint.column);
    if (i >= 0 && j >= 0) {
      svg.append('rect').attr('class', 'hm-saddle').attr('x', left + j * s).attr('y', top + i * s)
        .attr('width', s).attr('height', s).append('title').text(`saddle point, value ${num(g.saddlePoint.value)}`);
    }
  }
  const rowLabels = svg.append('g').selectAll('g').data(m.rows).join('g')
    .attr('transform', (d, i) => `translate(0,${top + i * s + s / 2})`);
  rowLabels.filter(d => d === chosen).append('path').attr('class', 'hm-chosen').attr('data-chosen', 'true')
    .attr('d', 'M0,-4 L7,0 L0,4 z').append('title').text(d => `played: ${d}`);
  if (s >= 8) {
    rowLabels.append('text').attr('x', left - 3).attr('text-anchor', 'end').attr('dy', '0.32em')
      .text((d, i) => m.rowIndices[i] + 1).append('title').text(d => d);
  }
  rowLabels.append('rect').attr('class', 'hm-prob').attr('x', left + cols * s + 3).attr('y', -Math.min(s, 10) / 2 + 1)
    .attr('height', Math.max(2, Math.min(s, 10) - 2)).attr('width', d => (rowP.get(d) || 0) * bars)
    .attr('fill', '#0b57d0').append('title').text(d => `probability ${num(rowP.get(d) || 0)}: ${d}`);
  const colLabels = svg.append('g').selectAll('g').data(m.columns).join('g')
    .attr('transform', (d, j) => `translate(${left + j * s + s / 2},0)`);
  if (s >= 8) {
    colLabels.append('text').attr('y', top - 4).attr('text-anchor', 'middle').text((d, j) => m.columnIndices[j] + 1)
      .append('title').text(d => d || '(no units)');
  }
  colLabels.append('rect').attr('class', 'hm-prob').attr('x', -Math.min(s, 10) / 2 + 1).attr('y', top + rows * s + 3)
    .attr('width', Math.max(2, Math.min(s, 10) - 2)).attr('height', d => (colP.get(d) || 0) * bars)
    .attr('fill', '#8a2be2').append('title').text(d => `probability ${num(colP.get(d) || 0)}: ${d || '(no units)'}`);
}

function renderChoice(box, c) {
  box.append('h3').text(`Choice: ${c.subject}`);
  const table = box.append('table');
  table.append('thead').append('tr').selectAll('th').data(['Option', 'Value']).join('th')
    .attr('class', (d, i) => (i ? 'num' : null)).attr('scope', 'col').text(d => d);
  table.append('tbody').selectAll('tr').data(c.options).join('tr')
    .style('font-weight', d => (d.orders === c.chosen ? 'bold' : null))
    .call(tr => tr.append('td').attr('class', 'mono').text(d => d.orders + (d.orders === c.chosen ? ' (chosen)' : '')))
    .call(tr => tr.append('td').attr('class', 'num').text(d => num(d.value)));
}
