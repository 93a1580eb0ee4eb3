// Influence colouring (POST /maps/{id}/influence): by one power's world, or by the power with the most influence in
// each province; and the standings beside the board.

/** The colour of a power's world value v, from the lightest (the world's least) to the power's colour (its most). */
export function worldFills(model, influence, power) {
  const world = influence.worlds[power] || {};
  const values = Object.values(world);
  const lo = Math.min(...values), hi = Math.max(...values);
  const scale = d3.scaleLinear().domain([lo, hi === lo ? lo + 1 : hi]).range([0, 1]).clamp(true);
  const ramp = d3.interpolateRgb('#f7f7f4', model.colours[power]);
  return new Map(model.provinces.map(p => [p.id, ramp(0.05 + 0.95 * scale(world[p.id] ?? lo))]));
}

/** The power with the most influence in each province; none where the most is shared or not above 0. */
export function leaders(model, influence) {
  const lead = new Map();
  for (const p of model.provinces) {
    let best = null, value = 0, tied = false;
    for (const power of model.powers) {
      const v = influence.worlds[power]?.[p.id] ?? 0;
      if (v > value) {
        best = power;
        value = v;
        tied = false;
      } else if (v === value && best !== null) {
        tied = true;
      }
    }
    lead.set(p.id, tied ? null : best);
  }
  return lead;
}

/** The leading power's colour, lightened so units and marks stay readable. */
export const leaderColour = (model, power) => (power ? d3.interpolateRgb('#ffffff', model.colours[power])(0.6) : '#eeeeee');

export function leaderFills(model, influence) {
  return new Map([...leaders(model, influence)].map(([id, power]) => [id, leaderColour(model, power)]));
}

const fixed = (v, digits = 2) => (v === undefined || v === null ? '' : Number(v).toFixed(digits));

/** The standings table, best first. */
export function renderStandings(container, model, influence) {
  container.replaceChildren();
  if (!influence) return;
  const powers = model.powers.slice().sort((a, b) => (influence.standings[b] ?? 0) - (influence.standings[a] ?? 0));
  const max = Math.max(...powers.map(p => Math.abs(influence.standings[p] ?? 0)), 1e-9);
  const lead = leaders(model, influence);
  const table = d3.select(container).append('table').attr('id', 'standings-table');
  table.append('caption').attr('class', 'visually-hidden').text('Influence standings per power, best first');
  table.append('thead').append('tr').selectAll('th')
    .data(['Power', 'Standing', 'Share', 'World', 'Leads in']).join('th')
    .attr('class', (d, i) => (i ? 'num' : null)).attr('scope', 'col').text(d => d);
  const rows = table.append('tbody').selectAll('tr').data(powers).join('tr').attr('data-power', d => d);
  rows.append('th').attr('scope', 'row').html('')
    .call(th => th.append('span').attr('class', 'swatch').style('background', d => leaderColour(model, d))
      .attr('data-swatch', d => d).attr('aria-hidden', 'true'))
    .call(th => th.append('span').text(d => ` ${d}`));
  rows.append('td').attr('class', 'num standing').attr('data-standing', d => influence.standings[d])
    .call(td => td.append('span').attr('class', 'bar')
      .style('width', d => `${Math.max(0, 3 * (influence.standings[d] ?? 0) / max)}rem`).attr('aria-hidden', 'true'))
    .call(td => td.append('span').text(d => ` ${fixed(100 * (influence.standings[d] ?? 0))}%`));
  rows.append('td').attr('class', 'num').text(d => `${fixed(100 * (influence.shares[d] ?? 0), 1)}%`);
  rows.append('td').attr('class', 'num').text(d => fixed(influence.totals[d], 0));
  rows.append('td').attr('class', 'num leads').text(d => [...lead.values()].filter(p => p === d).length);
}
