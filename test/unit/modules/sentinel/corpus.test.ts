import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import { rules } from '../../../../src/core/modules/sentinel/index.ts';
import { sentinelSubscore } from '../../../../src/core/modules/sentinel/score.ts';
import { loadSkill } from '../../../../src/core/skill/load.ts';
import type { Finding } from '../../../../src/core/rules/types.ts';

const CORPUS = '/work/shared/corpus';
const dirs = readFileSync(`${CORPUS}/MANIFEST.tsv`, 'utf8').trim().split('\n').slice(1).map((l) => l.split('\t')[4]);

test('corpus: every skill scans without internal errors; every finding carries sub-score facts', async () => {
  const scores = new Map<string, number>();
  const all: Array<[string, Finding]> = [];
  for (const dir of dirs) {
    const doc = await loadSkill(`${CORPUS}/${dir}`);
    const findings = scanDocument(doc, { rules }).findings;
    assert.deepEqual(findings.filter((f) => f.ruleId === 'luban/internal-error'), [], dir);
    for (const f of findings) all.push([dir, f]);
    scores.set(dir, sentinelSubscore(findings).score);
  }
  for (const [dir, f] of all) {
    assert.equal(f.module, 'Sentinel');
    assert.equal(f.data?.category, f.category, `${dir}/${f.file}`);
    assert.equal(f.data?.counted, f.severity !== 'info', `${dir}/${f.file}`);
  }
  // The attack-pattern reference is reported but never counted.
  const patterns = all.filter(([d, f]) => d === 'getsentry__skills/skill-scanner' && f.file === 'references/dangerous-code-patterns.md').map(([, f]) => f);
  assert.ok(patterns.length >= 10, `expected many documented patterns, got ${patterns.length}`);
  assert.ok(patterns.every((f) => f.severity === 'info' && f.data?.counted === false));
  // Sub-scores of known skills (SPEC B5 arithmetic on the counted hits).
  assert.equal(scores.get('getsentry__skills/skill-scanner'), 2);
  assert.equal(scores.get('anthropics__skills/algorithmic-art'), 2);
  assert.equal(scores.get('anthropics__skills/webapp-testing'), 1.8);
  assert.equal(scores.get('vercel-labs__agent-skills/deploy-to-vercel'), 1.6);
  assert.equal(scores.get('op7418__Claude-to-IM-skill/Claude-to-IM-skill'), 1.8);
  // Most real skills are clean.
  const clean = [...scores.values()].filter((s) => s === 2).length;
  assert.ok(clean >= dirs.length - 15, `only ${clean} of ${dirs.length} skills are clean`);
});
