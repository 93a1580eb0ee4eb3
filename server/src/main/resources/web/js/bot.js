// The bot's explanation (POST /maps/{id}/orders/choose), drawn from its structure. The search method: per power, its
// candidate order sets with the equilibrium's probabilities as bars and their mean roll-out values, the played set
// marked. The matrix method: per group of units the payoff matrix as a heat map (heatmap.js); retreat and
// adjustment choices as tables of options and values.
import { heatMap, num } from './heatmap.js';

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
  if (g.matrix) heatMap(box, g, i);
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
