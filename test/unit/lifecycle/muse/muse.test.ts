/**
 * MUSE regression (docs/features.md E2) on real files in temp folders: case generation over the
 * seed's dimensions, the issue's "a save that deletes a referenced file" scenario,
 * tests.yaml after three runs in the seed's format, a corrupt tests.yaml backed up and
 * rebuilt, the history, and the optimiser's pure hook.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { regress } from '../../../../src/core/workflows/lifecycle/muse/run.ts';
import { generateCases } from '../../../../src/core/workflows/lifecycle/muse/generate.ts';
import { regressionAfterEdit } from '../../../../src/core/workflows/lifecycle/muse/after-edit.ts';
import { museHooks } from '../../../../src/core/workflows/lifecycle/muse/hooks.ts';
import { parseTestsYaml, readTestsYaml } from '../../../../src/core/formats/tests-yaml.ts';
import { readRegressHistory } from '../../../../src/core/formats/regress-history.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { tempDir } from '../../../support/tmp.ts';
import { CATEGORIES, SKILL, files } from './fixture.ts';

const day = (d: number) => () => new Date(2026, 5, d, 10, 0);

test('generation: 5–10 cases covering the six seed dimensions, from the skill alone', () => {
  const cases = generateCases(skillFromTexts('/x/release-notes', { 'SKILL.md': SKILL, 'references/categories.md': CATEGORIES }));
  assert.ok(cases.length >= 5 && cases.length <= 10, `${cases.length} cases`);
  assert.deepEqual(new Set(cases.map((c) => c.dimension)), new Set(['触发词识别', '输出格式', '关键规则遵守', '流程完整性', 'references 可达性', '反例测试']));
  assert.ok(cases.some((c) => c.input === 'draft release notes' && c.kind === 'deterministic'));
  assert.ok(cases.some((c) => c.condition === 'Never include internal ticket links.' && c.check === 'rule_present: forbid'));
  assert.ok(cases.some((c) => c.check === 'file_exists: references/categories.md'));
  assert.ok(cases.some((c) => c.check === 'steps_unbroken: 4'));
  assert.ok(cases.filter((c) => c.kind === 'behavioural').every((c) => c.input && c.expected));
});

test('a save that deletes a referenced file: MUSE fails that case at the link and suggests the rollback', async () => {
  const root = tempDir(files());
  const dir = path.join(root, 'release-notes');
  const first = await regress(dir, { trigger: 'save', now: day(1) });
  assert.equal(first.verdict, 'pass');
  assert.equal(first.counts.fail, 0);
  rmSync(path.join(dir, 'references/categories.md'));
  const t0 = performance.now();
  const run = await regress(dir, { trigger: 'save', now: day(2) });
  const ms = performance.now() - t0;
  assert.equal(run.verdict, 'partial');
  const failed = run.results.filter((r) => r.status === 'fail');
  assert.equal(failed.length, 1);
  assert.equal(failed[0].case.dimension, 'references 可达性');
  assert.equal(failed[0].deviation?.en, 'references/categories.md does not exist any more');
  assert.deepEqual([failed[0].location?.file, failed[0].location?.line], ['SKILL.md', 11]);
  assert.ok(run.rollback && !run.rollback.forced);
  assert.deepEqual(run.rollback.snapshot?.deleted, ['references/categories.md']);
  // Behavioural cases are listed, never guessed: not run without a model.
  assert.ok(run.results.filter((r) => r.case.kind === 'behavioural').every((r) => r.status === 'not-run' && r.notRun === 'not-requested'));
  assert.ok(ms < 1000, `deterministic run took ${ms.toFixed(0)} ms`);
  const h = await readRegressHistory(dir);
  assert.deepEqual(
    h.entries.map((e) => e.verdict),
    ['pass', 'partial'],
  );
  assert.deepEqual(h.entries[1].failed, [{ id: failed[0].case.id, dimension: 'references 可达性', reason: failed[0].deviation }]);
  // The rollback suggestion is kept with the run, as lines for people (the dashboard's regression history shows it).
  assert.match(h.entries[1].rollback?.[0]?.en ?? '', /^Roll back to the snapshot of .*references\/categories\.md/);
  assert.equal(h.entries[0].rollback, undefined, 'a passing run suggests no rollback');
  assert.equal(readFileSync(path.join(dir, '.luban/.gitignore'), 'utf8'), '*\n');
});

test('all cases fail: the rollback suggestion is forced', async () => {
  const root = tempDir(files());
  const dir = path.join(root, 'release-notes');
  await regress(dir, { trigger: 'cli', now: day(1) });
  writeFileSync(path.join(dir, 'SKILL.md'), '---\nname: release-notes\ndescription: Something else entirely.\n---\n\n# Nothing\n');
  rmSync(path.join(dir, 'references/categories.md'));
  const run = await regress(dir, { trigger: 'cli', now: day(2) });
  assert.equal(run.verdict, 'fail');
  assert.equal(run.rollback?.forced, true);
  assert.match(
    run.results.find((r) => r.case.check === 'rule_present: forbid')!.deviation!.en,
    /no longer in SKILL\.md: "Never include internal ticket links\."/,
  );
});

test('a softened or reversed rule fails its must/forbid case', async () => {
  const root = tempDir(files());
  const dir = path.join(root, 'release-notes');
  await regress(dir, { trigger: 'cli', now: day(1) });
  writeFileSync(path.join(dir, 'SKILL.md'), SKILL.replace('You must keep the PR number on every line.', 'You should keep the PR number on every line.'));
  const run = await regress(dir, { trigger: 'cli', now: day(2) });
  const must = run.results.find((r) => r.case.condition === 'You must keep the PR number on every line.')!;
  assert.equal(must.status, 'fail');
  assert.match(must.deviation!.en, /softened: it now reads "You should keep the PR number on every line\."/);
  assert.equal(must.location?.line, 21);
});

test('tests.yaml after three runs: passing cases accumulate in the seed format, stored cases re-run', async () => {
  const root = tempDir(files());
  const dir = path.join(root, 'release-notes');
  const r1 = await regress(dir, { trigger: 'cli', now: day(1) });
  const after1 = readFileSync(path.join(dir, 'tests.yaml'), 'utf8');
  assert.equal(r1.tests.added, r1.results.filter((r) => r.status === 'pass').length);
  // A new rule and a new trigger between the runs: run 2 generates from the snapshot, run 3 from the edited skill.
  writeFileSync(
    path.join(dir, 'SKILL.md'),
    SKILL.replace('- Never include internal ticket links.', '- Never include internal ticket links.\n- Always credit external contributors by name.').replace(
      '"write the changelog"',
      '"write the changelog" or "prepare the release"',
    ),
  );
  const r2 = await regress(dir, { trigger: 'cli', now: day(2) });
  const r3 = await regress(dir, { trigger: 'cli', now: day(3) });
  assert.equal(r2.verdict, 'pass');
  assert.equal(r3.verdict, 'pass');
  const text = readFileSync(path.join(dir, 'tests.yaml'), 'utf8');
  const parsed = parseTestsYaml(text);
  assert.equal(parsed.corrupt, false);
  assert.ok(parsed.tests.length > parseTestsYaml(after1).tests.length, 'cases accumulated');
  assert.ok(parsed.tests.some((c) => c.condition === 'Always credit external contributors by name.'));
  // Stored cases were re-run: their last_run is the third run's date.
  assert.ok(parsed.tests.every((c) => c.last_run === '2026-06-03'));
  assert.ok(r3.results.filter((r) => r.case.origin === 'stored').length >= parseTestsYaml(after1).tests.length);
  // The seed's exact layout: top keys, then one block per case in the seed's key order, a blank line between.
  assert.match(
    text,
    /^skill: release-notes\ngenerated_at: 2026-06-01\ntests:\n  - id: trigger_001\n    dimension: "触发词识别"\n    input: "draft release notes"\n    expected: "[^"\n]*(?:\\"[^"\n]*)*"\n    status: pass\n    last_run: 2026-06-03\n\n  - id: /,
  );
  assert.match(
    text,
    /\n  - id: rule_001\n    dimension: "关键规则遵守"\n    condition: "You must keep the PR number on every line\."\n    check: "rule_present: must"\n    status: pass\n    last_run: 2026-06-03\n/,
  );
  const ids = parsed.tests.map((c) => c.id);
  assert.equal(new Set(ids).size, ids.length, 'ids are unique');
  console.log(`    tests.yaml after three runs:\n${text.replace(/^/gm, '      ')}`);
});

test('a stored case keeps failing until the file is restored; passing again sets it back to pass', async () => {
  const root = tempDir(files());
  const dir = path.join(root, 'release-notes');
  await regress(dir, { trigger: 'cli', now: day(1) });
  rmSync(path.join(dir, 'references/categories.md'));
  await regress(dir, { trigger: 'cli', now: day(2) });
  const again = await regress(dir, { trigger: 'cli', now: day(3) });
  const ref = again.results.find((r) => r.case.check === 'file_exists: references/categories.md')!;
  assert.equal(ref.case.origin, 'stored');
  assert.equal(ref.status, 'fail');
  assert.equal((await readTestsYaml(dir)).tests.find((c) => c.id === ref.case.id)?.status, 'fail');
  writeFileSync(path.join(dir, 'references/categories.md'), CATEGORIES);
  const back = await regress(dir, { trigger: 'cli', now: day(4) });
  assert.equal(back.verdict, 'pass');
  assert.equal((await readTestsYaml(dir)).tests.find((c) => c.id === ref.case.id)?.status, 'pass');
});

test('tests.yaml corrupt: backed up as tests.yaml.bak.YYYYMMDD-HHMM, rebuilt, and the person told', async () => {
  const root = tempDir(files());
  const dir = path.join(root, 'release-notes');
  const broken = 'skill: release-notes\ngenerated_at: 2026-05-01\ntests:\n  - id: trigger_001\n    dimension: "触发词识别\n    input: [unclosed\n';
  writeFileSync(path.join(dir, 'tests.yaml'), broken);
  const run = await regress(dir, { trigger: 'cli', now: () => new Date(2026, 5, 11, 9, 5) });
  const bak = path.join(dir, 'tests.yaml.bak.20260611-0905');
  assert.ok(existsSync(bak), readdirSync(dir).join(' '));
  assert.equal(readFileSync(bak, 'utf8'), broken, 'the backup holds the old bytes');
  assert.equal(run.tests.backupPath, bak);
  const notice = run.notices.find((n) => /tests\.yaml was corrupt/.test(n.en));
  assert.ok(notice, 'told');
  assert.match(notice!.en, /line \d+: .*backed up to tests\.yaml\.bak\.20260611-0905/);
  assert.match(notice!.zh, /tests\.yaml 已损坏/);
  const rebuilt = await readTestsYaml(dir);
  assert.equal(rebuilt.corrupt, false);
  assert.ok(rebuilt.tests.length >= 5);
});

test('tests.yaml with one bad entry: the readable entries survive the rebuild', async () => {
  const root = tempDir(files());
  const dir = path.join(root, 'release-notes');
  writeFileSync(
    path.join(dir, 'tests.yaml'),
    'skill: release-notes\ngenerated_at: 2026-05-01\ntests:\n  - id: custom_001\n    dimension: "输出格式"\n    condition: "Output a Markdown list with one heading per category."\n    check: "text_present"\n    status: pass\n    last_run: 2026-05-01\n\n  - id: bad_001\n    status: maybe\n',
  );
  const run = await regress(dir, { trigger: 'cli', now: day(1) });
  assert.ok(
    run.notices.some((n) => /line 11: test 2: `dimension` is missing|line 11: test 2/.test(n.en)),
    JSON.stringify(run.notices),
  );
  const after = await readTestsYaml(dir);
  assert.equal(after.tests[0].id, 'custom_001');
  assert.equal(after.tests[0].last_run, '2026-06-01');
  assert.ok(!after.tests.some((c) => c.id === 'bad_001'));
  assert.equal(
    after.tests.filter((c) => c.condition === 'Output a Markdown list with one heading per category.').length,
    1,
    'the generated twin of a stored case is not added again',
  );
});

test('--no-write equivalent: nothing is written', async () => {
  const root = tempDir(files());
  const dir = path.join(root, 'release-notes');
  await regress(dir, { trigger: 'cli', write: false });
  assert.equal(existsSync(path.join(dir, 'tests.yaml')), false);
  assert.equal(existsSync(path.join(dir, '.luban')), false);
});

test('regressionAfterEdit: deleting a "must" line breaks a must/forbid case; an unrelated edit breaks none', () => {
  const before = skillFromTexts('/x/release-notes', { 'SKILL.md': SKILL, 'references/categories.md': CATEGORIES });
  const cut = skillFromTexts('/x/release-notes', {
    'SKILL.md': SKILL.replace('- You must keep the PR number on every line.\n', ''),
    'references/categories.md': CATEGORIES,
  });
  const r = regressionAfterEdit(before, cut);
  assert.deepEqual(
    r.broken.map((c) => c.condition),
    ['You must keep the PR number on every line.'],
  );
  const fine = skillFromTexts('/x/release-notes', {
    'SKILL.md': SKILL.replace('# Release notes', '# Release notes\n\nKeep it short.'),
    'references/categories.md': CATEGORIES,
  });
  assert.deepEqual(regressionAfterEdit(before, fine).broken, []);
  // A reference that disappears is a regression, but not a must/forbid one.
  const noRef = skillFromTexts('/x/release-notes', { 'SKILL.md': SKILL });
  const r2 = regressionAfterEdit(before, noRef);
  assert.deepEqual(r2.broken, []);
  assert.equal(r2.regressed.length, 1);
});

test('museHooks.afterEdit: the loop\'s after-edit hook vetoes an edit that deletes a "must" line, told once with the case ids', async () => {
  const dir = tempDir();
  const before = skillFromTexts(dir, { 'SKILL.md': SKILL, 'references/categories.md': CATEGORIES });
  const cut = skillFromTexts(dir, { 'SKILL.md': SKILL.replace('- You must keep the PR number on every line.\n', ''), 'references/categories.md': CATEGORIES });
  const told: Array<[string, string, string | undefined]> = [];
  const notify = (kind: 'warning', code: string, _message: { en: string }, skill?: string) => void told.push([kind, code, skill]);
  const v = await museHooks.afterEdit({ skill: { name: 'release-notes', dir }, before, after: cut, notify });
  assert.equal(v?.broken.length, 1);
  assert.match(v!.reason, /^MUSE: the edit breaks must\/forbid case\(s\) rule_\d+/);
  assert.deepEqual(told, [['warning', 'muse-broken', 'release-notes']]);
  const fine = await museHooks.afterEdit({ skill: { name: 'release-notes', dir }, before, after: before, notify });
  assert.deepEqual(fine, { broken: [], reason: '' });
  assert.equal(told.length, 1, 'nothing broken, nothing told');
});
