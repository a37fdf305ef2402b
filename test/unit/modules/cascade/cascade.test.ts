import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { corpusFixture } from '../../../support/fixtures.ts';
import { rules } from '../../../../src/core/modules/cascade/index.ts';
import { externalReferences } from '../../../../src/core/modules/cascade/references.ts';
import { gitLastCommitDates, parseGitLog } from '../../../../src/core/modules/cascade/git-dates.ts';
import { loadSkill } from '../../../../src/core/skill/load.ts';
import { at, run, skill } from '../hasp/helpers.ts';

const NOW = new Date('2026-06-01T00:00:00Z');

const REF = [
  '# API notes',
  '',
  'Based on arXiv:2603.02766 and https://docs.example-api.dev/v2/guide.',
  'Same paper: https://arxiv.org/abs/2603.02766v2 (counted once). HTTP semantics: RFC 9110.',
  'Security: ISO/IEC 27001:2022 and GB/T 35273-2020. Dates use ISO 8601 and RFC 3339.',
  '',
  '```bash',
  'curl https://in-code.example-api.dev/v1',
  '```',
  '',
  'Placeholders: http://localhost:3000, https://example.com/x, `https://inline.example-api.dev`.',
  '',
].join('\n');

function git(cwd: string, args: string[], date?: string): void {
  execFileSync('git', args, {
    cwd,
    stdio: 'ignore',
    env: { ...process.env, GIT_AUTHOR_DATE: date ?? '', GIT_COMMITTER_DATE: date ?? '', GIT_CONFIG_NOSYSTEM: '1', HOME: cwd },
  });
}

test('external references: arXiv, URLs and standard numbers outside code, deduplicated', () => {
  const doc = skill('# Demo\n\nSee references/api.md.\n', { 'references/api.md': REF });
  const [r] = externalReferences(doc);
  assert.equal(r.file.path, 'references/api.md');
  assert.deepEqual(
    r.refs.map((x) => `${x.kind} ${x.id} ${x.range.start.line}:${x.range.start.column}`),
    [
      'arxiv arXiv:2603.02766 3:10',
      'url https://docs.example-api.dev/v2/guide 3:31',
      'standard RFC 9110 4:80',
      'standard ISO/IEC 27001:2022 5:11',
      'standard GB/T 35273-2020 5:34',
    ],
  );
});

test('SKILL.md references are found in prose and link targets, not in code or the frontmatter', () => {
  const body = ['# Demo', '', 'Follow [the spec](https://spec.example-std.org/v1) (RFC 9110).', '', '```', 'https://code.example-api.dev', '```', ''].join(
    '\n',
  );
  const [r] = externalReferences(skill(body));
  assert.equal(r.file.path, 'SKILL.md');
  assert.deepEqual(
    r.refs.map((x) => x.id),
    ['https://spec.example-std.org/v1', 'RFC 9110'],
  );
});

test('dated update block: > 180 days is stale (warning), > 90 refresh due (info), else nothing', () => {
  const block = (d: string) => `${REF}\n## [${d}] 更新：新版本\n\n- note\n`;
  const check = (d: string) =>
    run(skill('# Demo\n', { 'references/api.md': block(d) }), rules, { now: NOW }).map((f) => `${f.ruleId} ${f.severity} ${f.file} ${at(f)}`);
  assert.deepEqual(check('2025-11-01'), ['cascade/stale-reference warning references/api.md 3:10']);
  assert.deepEqual(check('2026-02-01'), ['cascade/refresh-due info references/api.md 3:10']);
  assert.deepEqual(check('2026-05-01'), []);
  // The latest of several blocks counts; an older block does not make it stale.
  const two = `${REF}\n## [2024-01-01] Update\n\n## [2026-05-20] 更新\n`;
  assert.deepEqual(run(skill('# Demo\n', { 'references/api.md': two }), rules, { now: NOW }), []);
});

test('git dates are used when there is no dated block; thresholds come from config', () => {
  const doc = skill('# Demo\n', { 'references/api.md': REF });
  const fileDates = new Map([['references/api.md', new Date('2026-04-01T00:00:00Z')]]);
  assert.deepEqual(run(doc, rules, { now: NOW, fileDates }), []);
  const strict = run(doc, rules, { now: NOW, fileDates, config: { cascade: { staleDays: 30, refreshDays: 10 } } });
  assert.deepEqual(
    strict.map((f) => `${f.ruleId} ${f.data?.dateSource} ${f.data?.ageDays}`),
    ['cascade/stale-reference git 61'],
  );
  assert.match(strict[0].message, /from the last git commit/);
});

test('parseGitLog: newest commit wins per path', () => {
  const out = parseGitLog(
    '\u001e2025-02-03T00:00:00Z\u0000\nreferences/r.md\u0000SKILL.md\u0000\u001e2024-01-02T03:04:05+08:00\u0000\nSKILL.md\u0000old.md\u0000',
  );
  assert.deepEqual(
    [...out].map(([p, d]) => `${p} ${d.toISOString()}`),
    ['references/r.md 2025-02-03T00:00:00.000Z', 'SKILL.md 2025-02-03T00:00:00.000Z', 'old.md 2024-01-01T19:04:05.000Z'],
  );
});

test('gitLastCommitDates: real git, paths relative to the skill folder; empty outside git', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'luban-cascade-'));
  try {
    const repo = path.join(root, 'repo');
    const dir = path.join(repo, 'skills', 'demo');
    mkdirSync(path.join(dir, 'references'), { recursive: true });
    git(repo, ['init', '-q']);
    git(repo, ['config', 'user.email', 't@example.com']);
    git(repo, ['config', 'user.name', 'T']);
    writeFileSync(path.join(dir, 'SKILL.md'), '# Demo\n');
    writeFileSync(path.join(repo, 'README.md'), 'outside\n');
    git(repo, ['add', '.']);
    git(repo, ['commit', '-qm', 'one'], '2024-01-02T03:04:05Z');
    writeFileSync(path.join(dir, 'references', '中文 notes.md'), REF);
    git(repo, ['add', '.']);
    git(repo, ['commit', '-qm', 'two'], '2025-03-04T00:00:00Z');
    const dates = await gitLastCommitDates(dir);
    assert.deepEqual([...dates].map(([p, d]) => `${p} ${d.toISOString().slice(0, 10)}`).sort(), ['SKILL.md 2024-01-02', 'references/中文 notes.md 2025-03-04']);
    // End to end: the dates drive the rule through ScanOptions.fileDates.
    const doc = await loadSkill(dir);
    const findings = run(doc, rules, { now: NOW, fileDates: dates });
    assert.deepEqual(
      findings.map((f) => `${f.ruleId} ${f.file} ${f.data?.lastUpdated}`),
      ['cascade/stale-reference references/中文 notes.md 2025-03-04'],
    );

    const plain = path.join(root, 'plain');
    mkdirSync(plain);
    assert.equal((await gitLastCommitDates(plain)).size, 0);
    assert.equal((await gitLastCommitDates(path.join(root, 'missing'))).size, 0);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('corpus: x-mastery-mentor research notes cite arXiv:2401.02755 (line 273) and are undated offline', async () => {
  const doc = await loadSkill(corpusFixture('alchaincyf__nuwa-skill/x-mastery-mentor'));
  const notes = externalReferences(doc).find((r) => r.file.path === 'references/research/05-ai-tech-niche.md');
  assert.ok(notes);
  const arxiv = notes.refs.find((x) => x.kind === 'arxiv');
  assert.equal(arxiv?.id, 'arXiv:2401.02755');
  assert.equal(arxiv?.range.start.line, 273);
  const findings = run(doc, rules, { now: NOW });
  assert.ok(findings.length >= 6);
  assert.ok(findings.every((f) => f.ruleId === 'cascade/undated-references' && f.severity === 'info'));
  // With a commit date it becomes a staleness verdict instead.
  const dates = new Map(doc.files.map((f) => [f.path, new Date('2025-01-01T00:00:00Z')] as [string, Date]));
  assert.ok(run(doc, rules, { now: NOW, fileDates: dates }).every((f) => f.ruleId === 'cascade/stale-reference'));
});
