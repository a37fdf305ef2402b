/**
 * Issue 30 item 6: the Luban view and the dashboard drawn from report-only results (a large
 * workspace's first scan, on a scan worker and through the scan cache) show exactly what they
 * show from whole results, and need no document for a skill nobody opened.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SkillScanner, type SkillScan } from '../../../src/frontend/editor/scanner.ts';
import { scanReportOnly } from '../../../src/extension/workspace-scan.ts';
import { needsWholeDocument } from '../../../src/extension/view-facts.ts';
import { isReportOnly } from '../../../src/core/engine/result-facts.ts';
import { discoverSkills } from '../../../src/core/skill/discover.ts';
import { RESULTS_HEADER } from '../../../src/core/formats/results.ts';
import { MUSE_SNAPSHOT_FILE } from '../../../src/core/formats/muse-snapshot.ts';
import { REGRESS_HISTORY_FILE } from '../../../src/core/formats/regress-history.ts';
import { tempDir } from '../../support/tmp.ts';
import { snapshotSkills, viewNodes, type ViewState } from '../../support/view-model.ts';
import { treeMd, table } from '../modules/skilltree/helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const NOW = new Date('2026-11-30T00:00:00Z');
const row = (...cells: string[]) => cells.join('\t');
const TSV = [
  RESULTS_HEADER,
  row('2026-06-11T02:00', 'a1', 'demo', '0', '-', '61.9', 'baseline', '-', '-', 'initial evaluation; 61.9/100; noise floor ±1.1', 'full_test', '2'),
  row('2026-06-11T02:10', 'b2', 'demo', '1', '45.2', '43.9', 'revert', 'dim5', '-1.3', 'tighten dim5', 'full_test', '2'),
].join('\n');

/** Example and corpus skills, one with a judged results.tsv, a near-duplicate reference, many references, and two Skill Tree skills. */
function workspace(): string {
  const ws = tempDir();
  cpSync(path.join(ROOT, 'examples/skills'), path.join(ws, 'examples'), { recursive: true });
  for (const s of ['anthropics__skills/claude-api', 'getsentry__skills/security-review', 'alchaincyf__darwin-skill/darwin-skill'])
    cpSync(path.join(ROOT, 'test/fixtures/corpus', s), path.join(ws, 'corpus', path.basename(s)), { recursive: true });
  writeFileSync(path.join(ws, 'examples/weekly-report/results.tsv'), TSV + '\n');
  const dup = Array.from({ length: 30 }, (_, i) => `Line ${i} of the shared guidance, repeated.`).join('\n');
  mkdirSync(path.join(ws, 'dup/references'), { recursive: true });
  writeFileSync(
    path.join(ws, 'dup/SKILL.md'),
    '---\nname: dup\ndescription: Checks dup files. Use when the user asks to check a dup file.\n---\n\n# Dup\n\nSee references.\n',
  );
  writeFileSync(path.join(ws, 'dup/references/a.md'), dup);
  writeFileSync(path.join(ws, 'dup/references/b.md'), dup);
  mkdirSync(path.join(ws, 'many/references'), { recursive: true });
  writeFileSync(
    path.join(ws, 'many/SKILL.md'),
    '---\nname: many\ndescription: Checks many files. Use when the user asks to check many files.\n---\n\n# Many\n\nSee references.\n',
  );
  for (let i = 0; i < 17; i++) writeFileSync(path.join(ws, `many/references/r${i}.md`), `# Part ${i}\n\nSee https://example.com/docs/${i} for part ${i}.\n`);
  for (const [name, layer, deps] of [
    ['l1-kv-store', 1, []],
    ['l2-digest', 2, ['l1-kv-store']],
  ] as const) {
    mkdirSync(path.join(ws, 'tree', name), { recursive: true });
    writeFileSync(
      path.join(ws, 'tree', name, 'SKILL.md'),
      treeMd({ name, layer, deps: [...deps], body: deps.length ? table(deps.map((d) => [d, 'x'])) : 'Steps.' }),
    );
  }
  return ws;
}

async function reportOnlyScan(ws: string, dirs: string[], cacheFile: string, scanner: SkillScanner): Promise<Map<string, SkillScan>> {
  const got = new Map<string, SkillScan>();
  const warnings: string[] = [];
  await scanReportOnly({ dirs, scanner, cacheFile, roots: [ws], onSkill: (dir, scan) => got.set(dir, scan), warn: (m) => warnings.push(m) });
  assert.deepEqual(warnings, []);
  return got;
}

test('views from report-only results (worker and cache) deep-equal the views of whole results, and build no document', async () => {
  const ws = workspace();
  const dirs = (await discoverSkills(ws)).sort();
  assert.ok(dirs.length >= 12, `${dirs.length} skills`);
  const cacheFile = path.join(tempDir(), 'scan-cache.lubancache');
  // Every whole document the editor builds goes through its scanner's `scan`: count the calls.
  const scanner = new SkillScanner({ now: () => NOW });
  let built = 0;
  const scan = scanner.scan.bind(scanner);
  scanner.scan = (...a) => {
    built++;
    return scan(...a);
  };
  const o = { workspace: ws, locale: 'en' as const, now: NOW };
  const whole: ViewState[] = [];
  for (const dir of dirs) whole.push({ dir: path.resolve(dir), result: (await new SkillScanner({ now: () => NOW }).scan(dir)).result });
  const before = { nodes: await viewNodes(whole, o), snapshot: await snapshotSkills(whole, o) };
  assert.ok(before.snapshot.skillTree, 'the Skill Tree has its two skills');
  const dueRows = before.nodes.flatMap((n) => n.children ?? []).filter((c) => c.kind === 'due');
  assert.ok(dueRows.length > 0, 'some skill has due reminders');
  assert.ok(
    before.nodes.some((n) => n.children?.some((c) => c.kind === 'lastScore' && /^Last score \d/.test(c.label))),
    'the judged results.tsv gives a last score',
  );

  for (const pass of ['worker', 'cache'] as const) {
    const got = await reportOnlyScan(ws, dirs, cacheFile, scanner);
    const states: ViewState[] = dirs.map((d) => ({ dir: path.resolve(d), result: got.get(path.resolve(d))?.result }));
    assert.equal(states.filter((s) => s.result && isReportOnly(s.result)).length, dirs.length - 2, `${pass}: all but the two Skill Tree skills report-only`);
    for (const s of states) {
      // Skill Tree skills are checked again once their workspace is known, here in the host (scan-paths.ts skillTreePass): whole.
      if (s.result?.profile === 'skilltree') continue;
      assert.ok(s.result && isReportOnly(s.result), `${pass}: ${s.dir} is report-only`);
      assert.equal(
        s.result.doc.files.some((f) => f.text),
        false,
        `${pass}: ${s.dir} holds no text`,
      );
      assert.ok(s.result.summary.due, `${pass}: ${s.dir} keeps the due reminders' facts`);
      for (const muse of [false, true])
        assert.equal(needsWholeDocument(s.dir, s.result, { locale: 'en', scanLocale: 'en', muse }), false, `${pass}: ${s.dir} needs no document`);
    }
    assert.deepEqual(await viewNodes(states, o), before.nodes, `${pass}: the Luban view`);
    assert.deepEqual(await snapshotSkills(states, o), before.snapshot, `${pass}: the dashboard snapshot`);
  }
  assert.equal(built, 0, 'no whole document was built for a skill nobody opened');
});

test('needsWholeDocument: a result without the views facts, another language, or MUSE comparing against its snapshot', async () => {
  const ws = tempDir();
  cpSync(path.join(ROOT, 'examples/skills/release-notes'), path.join(ws, 'release-notes'), { recursive: true });
  const dir = path.join(ws, 'release-notes');
  const got = await reportOnlyScan(ws, [dir], path.join(tempDir(), 'c.lubancache'), new SkillScanner({ now: () => NOW }));
  const result = got.get(dir)!.result!;
  const whole = (await new SkillScanner({ now: () => NOW }).scan(dir)).result!;
  const en = { locale: 'en' as const, scanLocale: 'en' as const, muse: true };
  assert.equal(needsWholeDocument(dir, whole, en), false, 'a whole result is whole');
  assert.equal(needsWholeDocument(dir, undefined, en), false);
  assert.equal(needsWholeDocument(dir, result, en), false);
  assert.equal(needsWholeDocument(dir, result, { ...en, locale: 'zh-CN' as const }), true, 'verdicts asked in another language');
  const { due: _due, ...summary } = result.summary!;
  assert.equal(needsWholeDocument(dir, { ...result, summary }, en), true, 'a CLI-made report-only result');
  mkdirSync(path.join(dir, '.luban'), { recursive: true });
  writeFileSync(path.join(dir, MUSE_SNAPSHOT_FILE), '{}');
  assert.equal(needsWholeDocument(dir, result, en), false, 'a snapshot without a regression run');
  writeFileSync(path.join(dir, REGRESS_HISTORY_FILE), '{}\n');
  assert.equal(needsWholeDocument(dir, result, en), true, 'MUSE compares the files with its snapshot (dashboard)');
  assert.equal(needsWholeDocument(dir, result, { ...en, muse: false }), false, 'the Luban view shows no MUSE reminder');
});
