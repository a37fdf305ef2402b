/**
 * Choosing the metis profile (docs/features.md A3, G5): by the Luban config (`profile`, `profiles`),
 * by the skill's own marks (a lowercase skill.md with a metis field), or by
 * `--profile metis`; and the metis-style fixtures under test/fixtures/metis scanned and
 * fixed through the CLI, while a skill that is not metis keeps its findings.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { resolveProfile, isMetisSkill } from '../../../../src/core/engine/profile.ts';
import { scanPaths } from '../../../../src/core/engine/scan-paths.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { cli } from '../../../support/cli.ts';
import { copyToTemp, tempDir } from '../../../support/tmp.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../../fixtures/metis');
const METIS_FM = '---\nname: demo\ndescription: Builds demo reports. Use when asked.\nlazy_load: true\nthink_type: react\n---\n\n# Demo\n';
const PLAIN_FM = '---\nname: demo\ndescription: Builds demo reports. Use when asked.\n---\n\n# Demo\n';

test('a lowercase skill.md with a metis field is metis on its own; SKILL.md or a skill.md without metis fields is not', () => {
  const cases: Array<[Record<string, string>, boolean]> = [
    [{ 'skill.md': METIS_FM }, true],
    [{ 'skill.md': '---\nname: demo\ndescription: x\nupgrade: y\n---\n' }, true],
    [{ 'SKILL.md': METIS_FM }, false],
    [{ 'skill.md': PLAIN_FM }, false],
    [{ 'skill.md': '# no frontmatter\n' }, false],
  ];
  for (const [files, metis] of cases) {
    const doc = skillFromTexts('demo', files);
    assert.equal(isMetisSkill(doc), metis, JSON.stringify(files));
    assert.equal(resolveProfile(doc, {}), metis ? 'metis' : 'agentskills', JSON.stringify(files));
  }
});

test("precedence: --profile, then the per-folder map, then the skill's own marks, then the config default, then .claude/skills", () => {
  const metisDoc = skillFromTexts('demo', { 'skill.md': METIS_FM });
  const plain = skillFromTexts('demo', { 'SKILL.md': PLAIN_FM });
  assert.equal(resolveProfile(metisDoc, {}, 'skills/demo', 'claude-code'), 'claude-code', 'the flag wins');
  assert.equal(resolveProfile(metisDoc, { profiles: { skills: 'agentskills' } }, 'skills/demo'), 'agentskills', 'a per-folder entry wins over the marks');
  assert.equal(resolveProfile(plain, { profile: 'metis' }), 'metis', 'the config opts a SKILL.md in');
  assert.equal(resolveProfile(plain, { profiles: { 'apps/metis': 'metis' } }, 'apps/metis/demo'), 'metis');
  assert.equal(resolveProfile(plain, { profiles: { 'apps/metis': 'metis' } }, 'other/demo'), 'agentskills');
  const claude = skillFromTexts('/w/.claude/skills/demo', { 'SKILL.md': PLAIN_FM });
  assert.equal(resolveProfile(claude, {}), 'claude-code');
  assert.equal(resolveProfile(claude, { profile: 'metis' }), 'metis', 'an explicit config profile wins over the location');
  const layered = skillFromTexts('demo', { 'skill.md': METIS_FM.replace('think_type', 'layer: L1\nthink_type') });
  assert.equal(resolveProfile(layered, {}), 'skilltree', '`layer:` still means skilltree');
});

test('the config opts skills in: `profile: metis` in luban.config.json brings the iron rules to an uppercase SKILL.md', async () => {
  const dir = tempDir({
    'luban.config.json': JSON.stringify({ profile: 'metis' }),
    'skills/demo/SKILL.md': PLAIN_FM + '\nRun `python3 x.py`.\n',
  });
  const { skills } = await scanPaths([path.join(dir, 'skills')]);
  assert.equal(skills[0].profile, 'metis');
  const ids = new Set(skills[0].findings.map((f) => f.ruleId));
  for (const id of ['metis/lazy-load', 'metis/think-type', 'metis/hardcoded-component']) assert.ok(ids.has(id), id);
  const without = await scanPaths([path.join(tempDir({ 'skills/demo/SKILL.md': PLAIN_FM + '\nRun `python3 x.py`.\n' }), 'skills')]);
  assert.equal(without.skills[0].profile, 'agentskills');
  assert.deepEqual(
    without.skills[0].findings.filter((f) => f.module === 'Metis'),
    [],
  );
});

test('luban scan --profile metis reports every checkable iron rule on the violations fixture, and nothing metis on the clean one', async () => {
  const r = await cli(['scan', '--profile', 'metis', '--format', 'json', FIXTURES]);
  assert.equal(r.code, 1, 'trailing commas and the name are errors');
  const report = JSON.parse(r.stdout);
  const by = (suffix: string) => report.skills.find((s: { dir: string }) => s.dir.endsWith(suffix));
  const clean = by('clean/report-builder');
  assert.equal(clean.profile, 'metis');
  assert.deepEqual(
    clean.findings.filter((f: { module: string }) => f.module === 'Metis'),
    [],
  );
  assert.deepEqual(
    clean.findings.filter((f: { severity: string }) => f.severity !== 'info'),
    [],
  );
  const bad = by('violations/report-builder-bad');
  const metis = bad.findings.filter((f: { module: string }) => f.module === 'Metis');
  const rules = [...new Set(metis.map((f: { ruleId: string }) => f.ruleId))].sort();
  assert.deepEqual(rules, [
    'metis/absolute-path',
    'metis/description-version',
    'metis/hardcoded-component',
    'metis/json-trailing-comma',
    'metis/lazy-load',
    'metis/name-format',
    'metis/python-via-shell',
    'metis/raw-path-reference',
    'metis/script-skfile-dir',
    'metis/skill-md-length',
    'metis/think-type',
    'metis/version-log',
  ]);
  const numbers = new Set(metis.map((f: { message: string }) => Number(/Iron rule #(\d+)/.exec(f.message)?.[1])));
  assert.deepEqual(
    [...numbers].sort((a, b) => (a as number) - (b as number)),
    [1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16],
  );
  // Auto-detection gives the same profile without the flag.
  const auto = JSON.parse((await cli(['scan', '--format', 'json', FIXTURES])).stdout);
  assert.deepEqual(
    auto.skills.map((s: { profile: string }) => s.profile),
    ['metis', 'metis'],
  );
});

test('luban fix applies the safe iron-rule fixes to the violations fixture: the JSON parses, the frontmatter gains lazy_load', async () => {
  const dir = copyToTemp(path.join(FIXTURES, 'violations/report-builder-bad'));
  const r = await cli(['fix', '--no-backup', dir]);
  assert.equal(r.code, 1, 'the name stays an error until the person renames it');
  assert.match(r.stdout, /fixed \d+ problems in 2 files/);
  const json = readFileSync(path.join(dir, 'skill.json'), 'utf8');
  assert.deepEqual(JSON.parse(json), { name: 'report-builder', sections: ['summary', 'done', 'next'], format: { heading: '##', date: 'YYYY-MM-DD' } });
  const md = readFileSync(path.join(dir, 'skill.md'), 'utf8');
  assert.match(md, /\nlazy_load: true\n---\n/);
  assert.match(md, /description: Builds structured weekly reports from notes\. Use when/);
  assert.match(md, /@\[skfile:references\/templates\.md\]/);
  assert.match(md, /\n@\[param:python_env\]\/python scripts\/build_report\.py/);
  // Not safe, so left for the person: the name, think_type, the version-record section.
  assert.match(md, /name: Report_Builder/);
  assert.match(md, /think_type: cot/);
  assert.match(md, /## 版本记录/);
  const after = JSON.parse((await cli(['scan', '--format', 'json', dir])).stdout);
  const left = new Set(after.skills[0].findings.map((f: { ruleId: string }) => f.ruleId));
  assert.ok(!left.has('metis/json-trailing-comma') && !left.has('metis/lazy-load') && !left.has('metis/description-version'));
  assert.ok(left.has('metis/name-format') && left.has('metis/think-type') && left.has('metis/version-log'));
});
