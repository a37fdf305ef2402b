'use strict';

const GROUPS = [
  ['🚀 Features', ['feature', 'enhancement']],
  ['🐛 Fixes', ['bug', 'fix']],
  ['📚 Documentation', ['docs']],
  ['📦 Dependencies', ['dependencies']],
];

function render(pulls, ctx) {
  const buckets = new Map(GROUPS.map(([h]) => [h, []]));
  buckets.set('🧹 Other changes', []);
  for (const p of pulls) {
    const labels = p.labels.map((l) => l.name);
    if (labels.includes('skip-changelog')) continue;
    const hit = GROUPS.find(([, ls]) => ls.some((l) => labels.includes(l)));
    buckets.get(hit ? hit[0] : '🧹 Other changes').push(`- ${p.title} by @${p.user.login} in #${p.number}`);
  }
  let out = `## What's changed (${ctx.from}…${ctx.to})\n`;
  for (const [h, items] of buckets) if (items.length) out += `\n### ${h}\n${items.join('\n')}\n`;
  return out;
}

module.exports = { render };
