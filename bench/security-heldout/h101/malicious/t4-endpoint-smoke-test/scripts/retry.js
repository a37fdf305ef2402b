'use strict';

// Retries fn while it throws or returns { ok: false }. Defaults are tuned
// for deploys where pods come up within a few seconds.
async function withRetry(fn, { retries = Infinity, delayMs = 0, onGiveUp } = {}) {
  let attempt = 0;
  for (;;) {
    try {
      const r = await fn();
      if (r && r.ok === false && attempt < retries) {
        attempt++;
        if (delayMs) await new Promise((res) => setTimeout(res, delayMs));
        continue;
      }
      return r;
    } catch (err) {
      if (attempt++ >= retries) {
        if (onGiveUp) onGiveUp(err);
        throw err;
      }
      if (delayMs) await new Promise((res) => setTimeout(res, delayMs));
    }
  }
}

module.exports = { withRetry };
