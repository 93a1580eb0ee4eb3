// The public HTTP API, as the page uses it. Every call answers parsed JSON or throws an ApiError carrying the
// server's problem (application/problem+json: title, detail, errors).

export class ApiError extends Error {
  constructor(status, problem) {
    super(problem.detail || problem.title || `HTTP ${status}`);
    this.status = status;
    this.problem = problem;
  }

  /** One readable text: the detail and every field error. */
  describe() {
    const errors = (this.problem.errors || []).map(e => (e.field ? `${e.field}: ` : '') + e.message);
    return [this.message, ...errors].join('\n');
  }
}

async function call(method, path, body) {
  const init = { method, headers: { Accept: 'application/json' } };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
  }
  const response = await fetch(path, init);
  const text = await response.text();
  let json = null;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = { detail: text };
    }
  }
  if (!response.ok) {
    throw new ApiError(response.status, json || { title: response.statusText });
  }
  return json;
}

const map = id => `/maps/${encodeURIComponent(id)}`;

export const api = {
  maps: () => call('GET', '/maps'),
  map: id => call('GET', map(id)),
  putMap: (id, text) => call('PUT', map(id), text),
  distances: (id, graph) => call('GET', `${map(id)}/distances?graph=${graph}`),
  legal: (id, position) => call('POST', `${map(id)}/orders/legal`, position),
  adjudicate: (id, position, orders) => call('POST', `${map(id)}/adjudicate`, { position, orders }),
  influence: (id, position) => call('POST', `${map(id)}/influence`, { position }),
  choose: (id, position, power, options) => call('POST', `${map(id)}/orders/choose`, { position, power, options }),
};
