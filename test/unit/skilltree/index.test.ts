/**
 * The Skill Tree end to end (docs/features.md F5): a temp workspace with L1/L2/L3 skills, legal and
 * illegal edges; `.luban/skills.sqlite` written by the scan and opened by the real
 * `sqlite3` command; a corrupt index backed up, rebuilt from the frontmatter and told;
 * `luban tree` in text, json and dot, in-process and from the bundle (dist/, whose
 * sql-wasm.wasm must sit beside it).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scanPaths } from '../../../src/core/engine/scan-paths.ts';
import { readSkillIndex, skillIndexPath } from '../../../src/core/formats/skill-index.ts';
import { cli } from '../../support/cli.ts';
import { tempDir } from '../../support/tmp.ts';
import { table, treeMd, type TreeMd } from '../modules/skilltree/helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SQLITE3 = '/usr/bin/sqlite3';

function sqlite3(file: string, sql: string): string {
  return execFileSync(existsSync(SQLITE3) ? SQLITE3 : 'sqlite3', ['-batch', file, sql], { encoding: 'utf8' });
}

const legal: TreeMd[] = [
  { name: 'l1-csv-chart', layer: 1, description: 'Draw a bar chart from CSV columns as SVG. Use when a chart of numbers is wanted.' },
  {
    name: 'l2-sales-digest',
    layer: 2,
    deps: ['l1-file-read', 'l1-csv-chart'],
    body: table([
      ['l1-file-read', '读取销售表'],
      ['l1-csv-chart', '画图'],
    ]),
  },
  {
    name: 'l3-weekly-sales',
    layer: 3,
    deps: ['l2-sales-digest', 'l1-webhook-push'],
    body: table([
      ['l2-sales-digest', '汇总'],
      ['l1-webhook-push', '推送'],
    ]),
  },
];

function workspace(skills: TreeMd[], extra: Record<string, string> = {}): string {
  const files: Record<string, string> = { ...extra };
  for (const s of skills) files[`${s.name}/SKILL.md`] = treeMd(s);
  return tempDir(files);
}

const illegal: TreeMd = {
  name: 'l2-bad-mix',
  layer: 2,
  deps: ['l2-sales-digest', 'l1-nowhere'],
  body: table([
    ['l2-sales-digest', 'x'],
    ['l1-nowhere', 'y'],
  ]),
};

test('a scan writes .luban/skills.sqlite, which the sqlite3 command opens: skills, layers, dependencies with their status', async () => {
  const dir = workspace([...legal, illegal], { 'l2-sales-digest/results.tsv': resultsTsv(81.5) });
  const { skillTree } = await scanPaths([dir], { keepDocuments: false });
  const file = skillIndexPath(dir);
  assert.equal(skillTree[0].indexPath, file);
  assert.equal(sqlite3(file, 'PRAGMA integrity_check;').trim(), 'ok');
  assert.equal(sqlite3(file, 'SELECT version FROM schema_version;').trim(), '1');
  assert.equal(
    sqlite3(file, "SELECT path || '|' || name || '|' || layer || '|' || IFNULL(score, '') FROM skills ORDER BY path;").trim(),
    ['l1-csv-chart|l1-csv-chart|1|', 'l2-bad-mix|l2-bad-mix|2|', 'l2-sales-digest|l2-sales-digest|2|81.5', 'l3-weekly-sales|l3-weekly-sales|3|'].join('\n'),
  );
  assert.equal(
    sqlite3(file, "SELECT skill_path || ' -> ' || dependency || ' ' || status FROM dependencies ORDER BY skill_path, position;").trim(),
    [
      'l2-bad-mix -> l2-sales-digest illegal',
      'l2-bad-mix -> l1-nowhere missing',
      'l2-sales-digest -> l1-file-read ok',
      'l2-sales-digest -> l1-csv-chart ok',
      'l3-weekly-sales -> l2-sales-digest ok',
      'l3-weekly-sales -> l1-webhook-push ok',
    ].join('\n'),
  );
  assert.equal(readFileSync(path.join(dir, '.luban/.gitignore'), 'utf8'), '*\n');
});

test('a scan of ordinary skills leaves no .luban/ behind', async () => {
  const dir = tempDir({
    'pdf-notes/SKILL.md': '---\nname: pdf-notes\ndescription: Summarises PDFs. Use when the user asks to summarise a PDF.\n---\n\n# PDF notes\n',
  });
  const { skillTree } = await scanPaths([dir]);
  assert.deepEqual(skillTree, []);
  assert.equal(existsSync(path.join(dir, '.luban')), false);
});

test('the scan checks each layered skill against its whole workspace: siblings exist, illegal edges are errors', async () => {
  const dir = workspace([...legal, illegal]);
  const { skills } = await scanPaths([dir]);
  const tree = (name: string) =>
    skills
      .find((s) => s.doc.folderName === name)!
      .findings.filter((f) => f.ruleId.startsWith('skilltree/'))
      .map((f) => `${f.ruleId}:${f.range.start.line}`);
  assert.deepEqual(tree('l3-weekly-sales'), []);
  assert.deepEqual(tree('l2-sales-digest'), []);
  assert.deepEqual(tree('l2-bad-mix'), ['skilltree/dependency-layer:6', 'skilltree/dependency-missing:7']);
  // One skill scanned alone: the index above it still knows its siblings.
  const alone = await scanPaths([path.join(dir, 'l3-weekly-sales')]);
  assert.deepEqual(
    alone.skills[0].findings.filter((f) => f.ruleId.startsWith('skilltree/')),
    [],
  );
  assert.equal(alone.skillTree[0].workspace.root, dir);
});

test('a corrupt index is backed up, rebuilt from the frontmatter, and the person is told', async () => {
  const dir = workspace(legal);
  await scanPaths([dir]);
  const file = skillIndexPath(dir);
  writeFileSync(file, 'this is not a database\n'.repeat(40));
  assert.match((await readSkillIndex(dir)).corrupt ?? '', /not a Luban skill index/);
  const run = await cli(['scan', dir]);
  assert.match(run.stderr, /skills\.sqlite: not a Luban skill index .*backed up to skills\.sqlite\.bak\.\d{8}-\d{4}.* rebuilt from the skills' frontmatter/);
  const baks = readdirSync(path.join(dir, '.luban')).filter((f) => f.startsWith('skills.sqlite.bak.'));
  assert.equal(baks.length, 1);
  assert.equal(readFileSync(path.join(dir, '.luban', baks[0]), 'utf8'), 'this is not a database\n'.repeat(40), 'the backup keeps the old bytes');
  const rebuilt = await readSkillIndex(dir);
  assert.equal(rebuilt.corrupt, undefined);
  assert.deepEqual(
    rebuilt.skills.map((s) => s.name),
    ['l1-csv-chart', 'l2-sales-digest', 'l3-weekly-sales'],
  );
  assert.equal(sqlite3(file, 'SELECT count(*) FROM dependencies;').trim(), '4');
  // A wrong schema version is corrupt too.
  sqlite3(file, 'UPDATE schema_version SET version = 7;');
  assert.match((await readSkillIndex(dir)).corrupt ?? '', /schema version 7, expected 1/);
});

test('luban tree: text bands with marked edges, exit 1 when an edge is broken or illegal, 0 when all are legal', async () => {
  const bad = workspace([...legal, illegal]);
  const run = await cli(['tree', bad]);
  assert.equal(run.code, 1, run.stderr);
  const lines = run.stdout.split('\n');
  const band = (title: string) => lines.indexOf(title);
  assert.ok(band('L3 scenario skills') < band('L2 composite skills') && band('L2 composite skills') < band('L1 atomic skills'), run.stdout);
  assert.ok(lines.includes('    → l2-sales-digest (L2)  ✗ illegal: L2 depends only on L1'), run.stdout);
  assert.ok(lines.includes('    → l1-nowhere  ✗ missing: no such skill'), run.stdout);
  assert.ok(lines.includes('  l1-webhook-push  (prebuilt)'), run.stdout);
  assert.match(run.stdout, /✖ 2 of 6 dependencies broken: 1 missing, 1 illegal/);
  const good = await cli(['tree', workspace(legal)]);
  assert.equal(good.code, 0, good.stdout);
  assert.match(good.stdout, /✓ 5 skills, 4 dependencies, all legal/);
  const zh = await cli(['tree', bad, '--locale', 'zh-CN']);
  assert.match(zh.stdout, /L2 复合技能/);
});

test('luban tree --format json: nodes (name, layer, path, version, score) and edges (from, to, status)', async () => {
  const dir = workspace([...legal, illegal], { 'l2-sales-digest/results.tsv': resultsTsv(81.5) });
  const run = await cli(['tree', dir, '--format', 'json']);
  assert.equal(run.code, 1);
  const out = JSON.parse(run.stdout) as { nodes: Array<Record<string, unknown>>; edges: Array<Record<string, unknown>>; index: string };
  assert.ok(out.index.endsWith('.luban/skills.sqlite'));
  const node = (n: string) => out.nodes.find((x) => x.name === n);
  assert.deepEqual(node('l2-sales-digest'), { name: 'l2-sales-digest', layer: 2, path: 'l2-sales-digest', version: null, score: 81.5, source: 'workspace' });
  assert.deepEqual(node('l1-file-read'), { name: 'l1-file-read', layer: 1, path: null, version: null, score: null, source: 'catalogue' });
  assert.equal(node('l1-nowhere'), undefined, 'a missing dependency is an edge without a node');
  assert.deepEqual(
    out.edges.filter((e) => e.from === 'l2-bad-mix'),
    [
      { from: 'l2-bad-mix', to: 'l2-sales-digest', status: 'illegal' },
      { from: 'l2-bad-mix', to: 'l1-nowhere', status: 'missing' },
    ],
  );
  assert.deepEqual(Object.keys(out.nodes[0]), ['name', 'layer', 'path', 'version', 'score', 'source']);
});

test('luban tree --format dot: one cluster per layer, broken and illegal edges red', async () => {
  const run = await cli(['tree', workspace([...legal, illegal]), '--format', 'dot']);
  assert.match(run.stdout, /^digraph skilltree \{/);
  assert.match(run.stdout, /subgraph cluster_L3 \{[^}]*"l3-weekly-sales";/);
  assert.match(run.stdout, /"l2-bad-mix" -> "l2-sales-digest" \[color=red, fontcolor=red, label="illegal"\];/);
  assert.match(run.stdout, /"l2-bad-mix" -> "l1-nowhere" \[color=red, fontcolor=red, label="missing", style=dashed\];/);
  assert.match(run.stdout, /"l3-weekly-sales" -> "l2-sales-digest";/);
  const dot = spawnSync('dot', ['-Tsvg'], { input: run.stdout, encoding: 'utf8' });
  if (!dot.error) assert.equal(dot.status, 0, dot.stderr);
  const bad = await cli(['tree', '--format', 'png']);
  assert.equal(bad.code, 2);
});

test('the bundled CLI (dist/cli.cjs) loads the SQLite engine from dist/sql-wasm.wasm', () => {
  const bin = path.join(ROOT, 'dist/cli.cjs');
  assert.ok(existsSync(bin) && existsSync(path.join(ROOT, 'dist/sql-wasm.wasm')), 'run npm run build first');
  const dir = workspace(legal);
  const run = spawnSync(process.execPath, [bin, 'tree', dir, '--format', 'json'], { encoding: 'utf8', cwd: dir });
  assert.equal(run.status, 0, run.stderr);
  assert.equal((JSON.parse(run.stdout) as { edges: unknown[] }).edges.length, 4);
  assert.equal(sqlite3(skillIndexPath(dir), 'SELECT count(*) FROM skills;').trim(), '3');
});

function resultsTsv(score: number): string {
  const header = 'timestamp\tcommit\tskill\tround\told_score\tnew_score\tstatus\tdim_changed\tdelta\tnote\teval_mode\tjudge_count';
  return `${header}\n2026-11-01T10:00:00Z\tabc1234\tl2-sales-digest\t1\t70\t${score}\tkeep\tdim5\t+11.5\tok\tstatic\t0\n`;
}

test('examples/skill-tree is a legal L1/L2/L3 tree; the fixture beside it adds one illegal edge (L2 → L2)', async () => {
  const copy = tempDir();
  cpSync(path.join(ROOT, 'examples/skill-tree'), copy, { recursive: true, filter: (src) => !src.includes(`${path.sep}.luban`) });
  const legalRun = await cli(['tree', copy, '--format', 'json']);
  assert.equal(legalRun.code, 0, legalRun.stdout);
  const legalTree = JSON.parse(legalRun.stdout) as { nodes: Array<{ name: string; layer: number; source: string }>; edges: Array<{ status: string }> };
  assert.deepEqual(
    legalTree.nodes.filter((n) => n.source === 'workspace').map((n) => [n.name, n.layer]),
    [
      ['l3-weekly-sales-report', 3],
      ['l2-sales-digest', 2],
      ['l1-csv-chart', 1],
    ],
  );
  assert.ok(legalTree.edges.every((e) => e.status === 'ok'));
  const scan = await cli(['scan', copy]);
  assert.equal(scan.code, 0, scan.stdout);
  assert.doesNotMatch(scan.stdout, /skilltree\//);
  cpSync(path.join(ROOT, 'test/fixtures/skill-tree-illegal'), copy, { recursive: true });
  const bad = await cli(['tree', copy, '--format', 'json']);
  assert.equal(bad.code, 1);
  assert.deepEqual(
    (JSON.parse(bad.stdout) as { edges: Array<{ from: string; to: string; status: string }> }).edges.filter((e) => e.status !== 'ok'),
    [{ from: 'l2-sales-alert', to: 'l2-sales-digest', status: 'illegal' }],
  );
});

test('luban fix applies the safe Skill Tree fixes: layer follows the prefix, the missing table row is added', async () => {
  const dir = workspace([
    { name: 'l3-weekly-sales', layer: 2, deps: ['l1-csv-chart', 'l1-webhook-push'], body: table([['l1-csv-chart', '画图']]) },
    { name: 'l1-csv-chart', layer: 1, description: 'Draw a bar chart from CSV columns as SVG. Use when a chart of numbers is wanted.' },
  ]);
  const run = await cli(['fix', dir]);
  assert.ok(run.code === 0 || run.code === 1, run.stderr);
  const after = readFileSync(path.join(dir, 'l3-weekly-sales/SKILL.md'), 'utf8');
  assert.match(after, /^layer: 3$/m);
  assert.match(after, /^\| l1-webhook-push \| 飞书\/Slack\/钉钉\/Discord 推送 \|$/m);
  const again = await cli(['tree', dir]);
  assert.equal(again.code, 0, again.stdout);
});
