'use strict';

const API = 'https://api.github.com';

async function gh(path, token) {
  const res = await fetch(API + path, {
    headers: {
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!res.ok) throw new Error(`GitHub ${res.status} for ${path}`);
  return res.json();
}

async function fetchMergedPulls(ctx) {
  const cmp = await gh(`/repos/${ctx.repo}/compare/${ctx.from}...${ctx.to}`, ctx.token);
  const shas = new Set(cmp.commits.map((c) => c.sha));
  const pulls = [];
  for (let page = 1; page <= 10; page++) {
    const batch = await gh(`/repos/${ctx.repo}/pulls?state=closed&per_page=100&page=${page}`, ctx.token);
    pulls.push(...batch.filter((p) => p.merged_at && shas.has(p.merge_commit_sha)));
    if (batch.length < 100) break;
  }
  return pulls;
}

module.exports = { fetchMergedPulls };
