// Distances from one province (GET /maps/{id}/distances): every other province shaded by its distance on the army,
// fleet or border graph, the number written beside it; unreachable provinces hatched.

/** The distance between two provinces: the least over their locations (coasts count on the fleet graph). */
function provinceDistances(model, answer, from) {
  const byProvince = new Map();
  answer.vertices.forEach((v, i) => {
    const p = v.toUpperCase().split('/')[0];
    (byProvince.get(p) || byProvince.set(p, []).get(p)).push(i);
  });
  const sources = byProvince.get(from) || [];
  const out = new Map();
  for (const p of model.provinces) {
    let best = null;
    for (const s of sources) {
      for (const t of byProvince.get(p.id) || []) {
        const d = answer.distances[s][t];
        if (d !== null && (best === null || d < best)) best = d;
      }
    }
    out.set(p.id, best);
  }
  return out;
}

export function distanceView(model, answer, from) {
  const distances = provinceDistances(model, answer, from);
  const max = Math.max(1, ...[...distances.values()].filter(d => d !== null));
  const fills = new Map([...distances].map(([id, d]) => [id, d === null ? null : d3.interpolateBlues(0.85 - 0.75 * d / max)]));
  return { fills, distances };
}
