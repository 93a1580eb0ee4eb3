// The board: province shapes (Voronoi cells of the layout's points), nodes, coasts, supply and home centres, units,
// order arrows and distance labels, drawn with d3 into one SVG. drawBoard builds what the map fixes; update redraws
// what the position, the colouring, the orders and the selection change.
import { pointOf, locationText, inkOn } from './model.js';

export const TERRAIN_FILL = { sea: '#b9d7ee', coastal: '#efe4c8', inland: '#e2d4ae' };
export const OUTCOME_COLOUR = {
  PENDING: '#303030', SUCCEEDED: '#138a3c', BOUNCED: '#c5221f', CUT: '#c5221f', DISLODGED: '#c5221f',
  NO_CONVOY: '#c5221f', DISBANDED: '#c5221f', VOID: '#d17a00', INVALID: '#80868b',
};
const OUTCOME_CLASS = { SUCCEEDED: 'ok', VOID: 'void', INVALID: 'invalid', PENDING: 'pending' };
export const outcomeClass = outcome => OUTCOME_CLASS[outcome] || 'fail';

/** Where a dislodged unit waiting to retreat is drawn, from its province's point. */
const DISLODGED_OFFSET = [14, -10];
const TERRAIN_WORD = { sea: 'sea', coastal: 'coastal land', inland: 'inland' };

export function drawBoard(svg0, model, handlers) {
  svg0.selectAll(':scope > :not(title)').remove();
  const { x, y, width, height } = model.bounds;
  svg0.attr('viewBox', `${x} ${y} ${width} ${height}`);
  const defs = svg0.append('defs');
  const svg = svg0.append('g').attr('class', 'viewport');
  for (const [outcome, colour] of Object.entries(OUTCOME_COLOUR)) {
    defs.append('marker').attr('id', `head-${outcome}`).attr('viewBox', '0 0 10 10').attr('refX', 8).attr('refY', 5)
      .attr('markerWidth', 5).attr('markerHeight', 5).attr('orient', 'auto-start-reverse')
      .append('path').attr('d', 'M0,0 L10,5 L0,10 z').attr('fill', colour);
  }
  defs.append('pattern').attr('id', 'unreachable').attr('width', 6).attr('height', 6)
    .attr('patternUnits', 'userSpaceOnUse').attr('patternTransform', 'rotate(45)')
    .call(p => {
      p.append('rect').attr('width', 6).attr('height', 6).attr('fill', '#ddd');
      p.append('line').attr('x1', 0).attr('y1', 0).attr('x2', 0).attr('y2', 6).attr('stroke', '#999').attr('stroke-width', 2);
    });
  // Reading order for the keyboard: rows of 60 units from the top, left to right.
  const ordered = model.provinces.slice().sort((a, b) => {
    const [ax, ay] = model.points.get(a.id);
    const [bx, by] = model.points.get(b.id);
    return Math.floor(ay / 60) - Math.floor(by / 60) || ax - bx;
  });
  const provinces = svg.append('g').attr('class', 'provinces').selectAll('g').data(ordered, d => d.id).join('g')
    .attr('class', d => `province terrain-${d.terrain}`).attr('data-province', d => d.id)
    .attr('tabindex', 0).attr('role', 'button')
    .on('click', (event, d) => handlers.province(d.id, event))
    .on('keydown', (event, d) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        handlers.province(d.id, event);
      }
    });
  provinces.append('path').attr('class', 'cell').attr('d', d => model.cells.get(d.id));
  provinces.append('title');
  svg.append('g').attr('class', 'edges').selectAll('line').data(model.edges).join('line')
    .attr('class', d => `edge ${d.army ? 'army' : 'fleet'}`)
    .attr('x1', d => model.points.get(d.a)[0]).attr('y1', d => model.points.get(d.a)[1])
    .attr('x2', d => model.points.get(d.b)[0]).attr('y2', d => model.points.get(d.b)[1]);
  const marks = svg.append('g').attr('class', 'marks').style('pointer-events', 'none');
  marks.selectAll('circle.node').data(model.provinces).join('circle')
    .attr('class', d => `node ${d.terrain === 'coastal' ? 'coastal' : ''}`).attr('data-node', d => d.id)
    .attr('cx', d => model.points.get(d.id)[0]).attr('cy', d => model.points.get(d.id)[1])
    .attr('r', d => (d.terrain === 'sea' ? 3 : 4)).attr('fill', d => (d.terrain === 'sea' ? '#6fa8d6' : '#fff'));
  const centres = model.provinces.filter(p => p.supplyCenter);
  marks.selectAll('circle.home').data(centres.filter(p => p.home)).join('circle').attr('class', 'home')
    .attr('data-home', d => d.id)
    .attr('cx', d => model.points.get(d.id)[0] + 13).attr('cy', d => model.points.get(d.id)[1] - 12).attr('r', 7.5)
    .attr('fill', 'none').attr('stroke', d => model.colours[d.home]).attr('stroke-width', 2.5);
  marks.selectAll('circle.centre').data(centres).join('circle').attr('class', 'centre')
    .attr('data-centre', d => d.id)
    .attr('cx', d => model.points.get(d.id)[0] + 13).attr('cy', d => model.points.get(d.id)[1] - 12).attr('r', 4.5)
    .attr('stroke', '#222').attr('stroke-width', 1.2);
  marks.selectAll('text.label').data(model.provinces).join('text').attr('class', 'label')
    .attr('x', d => model.points.get(d.id)[0]).attr('y', d => model.points.get(d.id)[1] + 22).text(d => d.id);
  const coastData = [...model.coastPoints.entries()].map(([id, p]) => ({ id, p }));
  const coasts = svg.append('g').attr('class', 'coasts').selectAll('g').data(coastData).join('g')
    .attr('class', 'coast').attr('data-coast', d => d.id)
    .on('click', (event, d) => { event.stopPropagation(); handlers.coast(d.id, event); });
  coasts.append('circle').attr('cx', d => d.p[0]).attr('cy', d => d.p[1]).attr('r', 4.5);
  coasts.append('text').attr('x', d => d.p[0] + 6).attr('y', d => d.p[1] - 5).text(d => d.id.split('/')[1].toLowerCase());
  coasts.append('title').text(d => `${d.id}: coast`);
  svg.append('g').attr('class', 'distances');
  svg.append('g').attr('class', 'units');
  svg.append('g').attr('class', 'arrows');
}

/**
 * Zooming and panning: the mouse wheel with Ctrl (plain wheel scrolls the page), dragging, pinching, and the zoom
 * buttons; at scale 1 the whole board shows. Answers {by(factor), reset(), fit([[x0, y0], [x1, y1]])}.
 */
export function zoomable(svg, model) {
  const viewport = svg.select('g.viewport');
  const { x, y, width, height } = model.bounds;
  const zoom = d3.zoom().scaleExtent([1, 8]).translateExtent([[x, y], [x + width, y + height]])
    .filter(event => (event.type === 'wheel' ? event.ctrlKey : !event.button) && event.type !== 'dblclick')
    .on('zoom', event => viewport.attr('transform', event.transform));
  svg.call(zoom).on('dblclick.zoom', null);
  svg.call(zoom.transform, d3.zoomIdentity);
  return {
    by: factor => svg.call(zoom.scaleBy, factor),
    reset: () => svg.call(zoom.transform, d3.zoomIdentity),
    fit: ([[x0, y0], [x1, y1]]) => {
      const k = Math.max(1, Math.min(4, 0.9 / Math.max((x1 - x0) / width, (y1 - y0) / height)));
      svg.call(zoom.transform, d3.zoomIdentity.translate(x + width / 2, y + height / 2).scale(k)
        .translate(-(x0 + x1) / 2, -(y0 + y1) / 2));
    },
  };
}

/** The box around every arrow drawn, or null. */
export function arrowsBox(svg) {
  const boxes = svg.selectAll('g.order path.arrow').nodes().map(n => n.getBBox());
  if (!boxes.length) return null;
  return [[d3.min(boxes, b => b.x) - 40, d3.min(boxes, b => b.y) - 40],
    [d3.max(boxes, b => b.x + b.width) + 40, d3.max(boxes, b => b.y + b.height) + 40]];
}

/**
 * Redraws what changes. view: {fills: Map id → colour, centreOwners: Map id → power, units: [{power, type, loc,
 * dislodged}], arrows: [...], selected, targets: Set, distances: Map id → number|null, describe: id → text}.
 */
export function update(svg, model, view) {
  svg.selectAll('g.province')
    .classed('selected', d => view.selected === d.id)
    .classed('target', d => view.targets.has(d.id))
    .attr('aria-label', d => view.describe(d.id))
    .select('path.cell')
    .attr('fill', d => {
      const fill = view.fills.get(d.id);
      return fill === null ? 'url(#unreachable)' : fill || TERRAIN_FILL[d.terrain];
    });
  svg.selectAll('g.province').select('title').text(d => view.describe(d.id));
  svg.selectAll('circle.centre').attr('fill', d => {
    const owner = view.centreOwners.get(d.id);
    return owner ? model.colours[owner] : '#fff';
  }).attr('data-owner', d => view.centreOwners.get(d.id) || '');
  svg.select('g.distances').selectAll('text').data([...view.distances.entries()], d => d[0]).join('text')
    .attr('class', 'distance-label').attr('data-distance', d => d[0])
    .attr('x', d => model.points.get(d[0])[0] + 14).attr('y', d => model.points.get(d[0])[1] + 4)
    .text(d => (d[1] === null ? '–' : d[1]));
  drawArrows(svg.select('g.arrows'), model, view.arrows);
  drawUnits(svg.select('g.units'), model, view.units, view.dislodgedNow);
}

function drawUnits(layer, model, units, dislodgedNow) {
  const g = layer.selectAll('g.unit').data(units, d => `${d.dislodged ? 'd' : ''}${locationText(d.loc)}`).join(enter => {
    const u = enter.append('g');
    u.append('path').attr('class', 'body');
    u.append('text');
    u.append('title');
    return u;
  });
  g.attr('class', d => `unit ${d.dislodged ? 'dislodged' : ''}`)
    .attr('data-unit', d => `${d.type} ${locationText(d.loc)}`).attr('data-power', d => d.power)
    .attr('transform', d => {
      const [x, y] = pointOf(model, d.loc);
      return d.dislodged ? `translate(${x + DISLODGED_OFFSET[0]},${y + DISLODGED_OFFSET[1]})` : `translate(${x},${y})`;
    });
  g.select('path.body')
    .attr('d', d => (d.type === 'F' ? 'M-11,-3 L11,-3 L7,7 L-7,7 z M-2,-3 L-2,-10 L5,-5 L-2,-5' : d3.symbol(d3.symbolCircle, 330)()))
    .attr('fill', d => model.colours[d.power]).attr('stroke', '#111').attr('stroke-width', 1.2);
  g.select('text').attr('y', d => (d.type === 'F' ? 2 : 0)).attr('fill', d => inkOn(model.colours[d.power]))
    .text(d => d.type);
  g.select('title').text(d => `${d.power} ${d.type === 'F' ? 'fleet' : 'army'} ${locationText(d.loc)}`
    + (d.dislodged ? ' (dislodged, must retreat)' : ''));
  const marks = layer.selectAll('path.dislodged-mark').data(units.filter(u => dislodgedNow.has(u.loc.province)),
    d => locationText(d.loc)).join('path').attr('class', 'dislodged-mark')
    .attr('data-dislodged', d => d.loc.province)
    .attr('d', d => {
      const [x, y] = pointOf(model, d.loc);
      return `M${x - 10},${y - 10} L${x + 10},${y + 10} M${x + 10},${y - 10} L${x - 10},${y + 10}`;
    });
  marks.append('title').text(d => `${d.type} ${locationText(d.loc)} is dislodged`);
}

/** Arrows: [{kind, from: loc, to: loc, via: {from, to}, outcome, text}]. */
function drawArrows(layer, model, arrows) {
  const shown = arrows.filter(a => a.from);
  const g = layer.selectAll('g.order').data(shown, (d, i) => `${i}:${d.text}`).join(enter => {
    const o = enter.append('g');
    o.append('path').attr('class', 'arrow-hit');
    o.append('path').attr('class', 'arrow');
    o.append('title');
    return o;
  });
  g.on('click', event => {
    // An arrow lies over provinces: a click on it goes to the province beneath.
    const below = document.elementsFromPoint(event.clientX, event.clientY).map(e => e.closest('g.province')).find(Boolean);
    if (below) below.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: event.clientX, clientY: event.clientY }));
  });
  g.attr('class', d => `order outcome-${outcomeClass(d.outcome)}`).attr('data-order', d => d.text)
    .attr('data-kind', d => d.kind).attr('data-outcome', d => d.outcome)
    .attr('role', 'img').attr('aria-label', d => d.title);
  g.select('path.arrow-hit').attr('d', d => arrowPath(model, d));
  g.select('path.arrow').attr('d', d => arrowPath(model, d));
  g.select('path.arrow').attr('class', d => `arrow ${d.kind}`)
    .attr('stroke', d => OUTCOME_COLOUR[d.outcome] || OUTCOME_COLOUR.PENDING)
    .attr('fill', 'none')
    .attr('marker-end', d => (['move', 'retreat', 'support', 'convoy'].includes(d.kind) && !d.holdSupport
      ? `url(#head-${OUTCOME_COLOUR[d.outcome] ? d.outcome : 'PENDING'})` : null));
  g.select('title').text(d => d.title);
}

function arrowPath(model, a) {
  const [px, py] = pointOf(model, a.from);
  const [x1, y1] = a.fromDislodged ? [px + DISLODGED_OFFSET[0], py + DISLODGED_OFFSET[1]] : [px, py];
  if (a.kind === 'hold' || a.kind === 'build' || a.kind === 'disband') {
    const r = 15;
    if (a.kind === 'disband') return `M${x1 - r},${y1 - r} L${x1 + r},${y1 + r} M${x1 + r},${y1 - r} L${x1 - r},${y1 + r}`;
    if (a.kind === 'build') return `M${x1 - r},${y1} L${x1 + r},${y1} M${x1},${y1 - r} L${x1},${y1 + r}`;
    return `M${x1 - r},${y1} A${r},${r} 0 1,1 ${x1 + r},${y1} A${r},${r} 0 1,1 ${x1 - r},${y1}`;
  }
  let [x2, y2] = a.to ? pointOf(model, a.to) : [x1, y1];
  if (a.via) {
    const [vx1, vy1] = pointOf(model, a.via.from);
    const [vx2, vy2] = a.via.to ? pointOf(model, a.via.to) : [vx1, vy1];
    [x2, y2] = a.via.to ? [(vx1 + 2 * vx2) / 3, (vy1 + 2 * vy2) / 3] : [vx1, vy1];
  }
  const dx = x2 - x1, dy = y2 - y1;
  const length = Math.hypot(dx, dy) || 1;
  const shorten = a.holdSupport ? 12 : 9;
  const ex = x2 - dx / length * shorten, ey = y2 - dy / length * shorten;
  const bend = a.kind === 'move' || a.kind === 'retreat' ? 0.08 : 0.2;
  const cx = (x1 + ex) / 2 - dy * bend, cy = (y1 + ey) / 2 + dx * bend;
  const end = a.holdSupport ? ` M${x2 + 12},${y2} A12,12 0 1,1 ${x2 - 12},${y2} A12,12 0 1,1 ${x2 + 12},${y2}` : '';
  return `M${x1},${y1} Q${cx},${cy} ${ex},${ey}${end}`;
}

/** The words a screen reader says for a province. */
export function describeProvince(model, id, owner, unit, extra) {
  const p = model.byId.get(id);
  const parts = [`${p.name} (${p.id})`, TERRAIN_WORD[p.terrain]];
  if (p.coasts.length) parts.push(`coasts ${p.coasts.join(' and ')}`);
  if (p.supplyCenter) parts.push(`supply centre${p.home ? `, home of ${p.home}` : ''}, ${owner ? `owned by ${owner}` : 'neutral'}`);
  if (unit) parts.push(`${unit.power} ${unit.type === 'F' ? 'fleet' : 'army'}${unit.loc.coast ? ` on the ${unit.loc.coast} coast` : ''}`);
  if (extra) parts.push(extra);
  return parts.join(', ');
}
