/**
 * The optimiser without a model (deterministic proposals, static scorecard) on real git
 * repositories and plain folders: the exception rows, the ratchet and the records.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scanDocument } from '../../../src/core/engine/scan.ts';
import { optimize } from '../../../src/core/api/optimize.ts';
import { securityVerdict } from '../../../src/core/modules/sentinel/verdict.ts';
import { loadSkill } from '../../../src/core/skill/load.ts';
import { parseResultsTsv, RESULTS_HEADER } from '../../../src/core/formats/results.ts';
import { tempDir } from '../../support/tmp.ts';
import { git, makeRepo, repoWithExamples, subjects } from '../git/helpers.ts';
import { approver, clock, recorder } from './helpers.ts';

const rows = (dir: string) => parseResultsTsv(readFileSync(path.join(dir, 'results.tsv'), 'utf8'));

test('full offline run on a copy of examples/skills (Full, git): records, commits, registry, meta-review', async () => {
  const repo = repoWithExamples('deploy-helper', 'pdf-summary', 'release-notes', 'weekly-report');
  const rec = recorder();
  // A skill with an open Sentinel error (docs/features.md B5a) is optimised only after a person reviewed it.
  const ap = approver({ security: 'reviewed' });
  const flagged = [];
  for (const s of ['deploy-helper', 'pdf-summary', 'release-notes', 'weekly-report']) {
    if (securityVerdict(scanDocument(await loadSkill(path.join(repo, 'skills', s))).findings).level === 'block') flagged.push(s);
  }
  const skills = ['deploy-helper', 'pdf-summary', 'release-notes', 'weekly-report'].map((s) => path.join(repo, 'skills', s));
  const report = await optimize({ skills, workspace: repo, approver: ap, mode: 'full', clock: clock(), onEvent: rec.onEvent });
  assert.equal(report.stopped, undefined);
  assert.match(report.branch ?? '', /^auto-optimize\/20260611-10\d\d$/);
  assert.equal(git(repo, 'rev-parse', '--abbrev-ref', 'HEAD').trim(), report.branch);
  // Every checkpoint was asked (and answered with its default, but for the security gate).
  // (runtime-gate: weekly-report's gate repair is shown before it is kept — issue 33 item 2.)
  // The records the run wrote before its branch (results.tsv, diagnostics.tsv) raise no "uncommitted changes" question (issue 33 item 7).
  assert.deepEqual([...new Set(ap.asked.map((c) => c.kind))], ['phase0.3', ...(flagged.length ? ['security'] : []), 'runtime-gate', 'phase1', 'skill-done']);
  assert.deepEqual(
    ap.asked.filter((c) => c.kind === 'security').map((c) => c.skill),
    flagged,
  );
  for (const s of flagged) assert.equal(report.skills.find((x) => x.skill === s)?.security, 'reviewed');
  // weekly-report: the runtime gate interrupts before Phase 0.5 (docs/features.md D11): its repair is
  // round 1, then the baseline of the repaired text, then dim5 twice. Its steps (read,
  // list, plan) are all harmless, so no STOP is bought between them (issue 12 item 6).
  const wr = rows(path.join(repo, 'skills/weekly-report'));
  assert.equal(wr.corrupt, false);
  assert.deepEqual(wr.rows.map((r) => [r.round, r.status, r.dim_changed, r.eval_mode, r.judge_count]).slice(0, 4), [
    ['1', 'keep', 'dim6', 'static', '0'],
    ['0', 'baseline', '-', 'static', '0'],
    ['2', 'keep', 'dim5', 'static', '0'],
    ['3', 'keep', 'dim5', 'static', '0'],
  ]);
  assert.match(wr.rows[0].note, /runtime_gate: pass/);
  assert.equal(wr.rows[2].delta, '+0.6');
  const md = readFileSync(path.join(repo, 'skills/weekly-report/SKILL.md'), 'utf8');
  // The repair speaks the line's language (issue 33 item 2): no English words written into a Chinese line.
  assert.match(md, /在你所用的智能体运行环境里/);
  assert.doesNotMatch(md, /agent runtime/);
  assert.doesNotMatch(md, /STOP|CHECKPOINT|🛑|🔴/);
  // Commits: pre-edit / optimize pairs; the keep commit named in results.tsv.
  const subs = subjects(repo);
  assert.ok(subs.includes('optimize: weekly-report +0.6分 [dim5]'));
  assert.ok(subs.includes('optimize: pdf-summary +7分 [dim1]'));
  const keepHash = wr.rows[2].commit;
  assert.equal(git(repo, 'log', '-1', '--format=%s', keepHash).trim(), 'optimize: weekly-report +0.6分 [dim5]');
  // pdf-summary is optimised first (lowest baseline), release-notes is ROI-skipped.
  // (weekly-report's gate repair ran before every baseline, so it is the first round of all.)
  const order = rec
    .rounds()
    .filter((r) => r.round > 0)
    .map((r) => `${r.skill}#${r.round}`);
  assert.equal(order[0], 'weekly-report#1');
  assert.equal(order[1], 'pdf-summary#1');
  assert.equal(report.skills.find((s) => s.skill === 'release-notes')?.status, 'roi-skip');
  // pdf-summary: the defects first — the YAML quoting (+7) and the broken template link
  // (+3) — then hardening, two soft words a line (should + "and maybe skip", try to + where
  // possible: +1.2, +1.2); two rounds in a row under 2: plateau after round 4.
  const pdf = rows(path.join(repo, 'skills/pdf-summary')).rows;
  assert.deepEqual(
    pdf.map((r) => [r.dim_changed, r.delta]),
    [
      ['-', '-'],
      ['dim1', '+7'],
      ['dim6', '+3'],
      ['dim5', '+1.2'],
      ['dim5', '+1.2'],
    ],
  );
  assert.match(readFileSync(path.join(repo, 'skills/pdf-summary/SKILL.md'), 'utf8'), /\n2\. You must split the text into sections and skip the appendix\.\n/);
  const pdfMd = readFileSync(path.join(repo, 'skills/pdf-summary/SKILL.md'), 'utf8');
  assert.match(pdfMd, /\(references\/summary-template\.md\)/);
  assert.doesNotMatch(pdfMd, /STOP|🛑/);
  assert.equal(rec.notices('plateau')[0].skill, 'pdf-summary');
  // Registry (append-only, one row per skill), diagnostics.tsv, meta_learnings.md.
  const reg = readFileSync(path.join(repo, 'optimization-registry.tsv'), 'utf8').trim().split('\n');
  assert.equal(reg[0], 'skill_name\ttimestamp\tscore_before\tscore_after\trounds\teval_mode');
  assert.equal(reg.length, 5);
  assert.ok(existsSync(path.join(repo, 'skills/weekly-report/diagnostics.tsv')));
  assert.match(readFileSync(path.join(repo, 'meta_learnings.md'), 'utf8'), /## ML-1 \| 2026-06-11T1\d:\d\d\n\n- \*\*规律\*\*: dim6/);
  // No .bak files in git mode; no model calls.
  assert.equal(
    readdirSync(path.join(repo, 'skills/weekly-report')).some((n) => n.includes('.bak')),
    false,
  );
  assert.equal(report.health.modelCalls, 0);
  assert.equal(report.health.revertRate, 0);
});

test('Quick mode: no branch, and no SKILL.md.bak where git can restore the file; MAX_ROUNDS asks one more / rewrite / done', async () => {
  const repo = repoWithExamples('weekly-report');
  const dir = path.join(repo, 'skills/weekly-report');
  const ap = approver({ 'max-rounds': ['more', 'done'] });
  const rec = recorder();
  const report = await optimize({ skills: [dir], workspace: repo, approver: ap, mode: 'quick', maxRounds: 1, clock: clock(), onEvent: rec.onEvent });
  assert.equal(report.branch, undefined);
  assert.equal(git(repo, 'rev-parse', '--abbrev-ref', 'HEAD').trim(), 'main');
  assert.deepEqual(subjects(repo), ['skills', 'init']);
  const asked = ap.asked.filter((c) => c.kind === 'max-rounds');
  assert.equal(asked.length, 2);
  assert.deepEqual(
    asked[0].choices.map((c) => c.id),
    ['done', 'more', 'rewrite'],
  );
  assert.equal(rec.notices('max-rounds').length, 2);
  // Scores print with one decimal at most (issue 10: "6.470588235294117/10").
  for (const n of rec.notices('max-rounds')) assert.match(n.message.en, /\((?:\d|10)(?:\.\d)?\/10\)\.$/, n.message.en);
  for (const c of asked) assert.match(c.body.en, / (?:\d|10)(?:\.\d)?\/10\. /, c.body.en);
  const r = rows(dir).rows;
  // The runtime gate's repair round first (before the baseline, docs/features.md D11), then one more round.
  assert.deepEqual(
    r.map((x) => x.status),
    ['keep', 'baseline', 'keep'],
  );
  // SKILL.md was committed and unchanged: git restores it, so the first round made no backup (issue 33 item 1);
  // the later rounds' backups (git could not restore their pre-edit text) went once each round was over.
  assert.match(r[0].commit, /^git:[0-9a-f]{7}$/);
  assert.deepEqual(
    readdirSync(dir).filter((n) => n.startsWith('SKILL.md.bak.')),
    [],
  );
  assert.equal(git(repo, 'show', 'HEAD:skills/weekly-report/SKILL.md'), readFileSync(path.resolve('examples/skills/weekly-report/SKILL.md'), 'utf8'));
  assert.equal(existsSync(path.join(dir, '.luban-round.json')), false);
});

test('oscillating, detour and oscillation_guard dimensions are skipped (and told)', async () => {
  const repo = repoWithExamples('weekly-report');
  const dir = path.join(repo, 'skills/weekly-report');
  // A step that sends the report to others: where a STOP belongs (harmless steps get none).
  const md = readFileSync(path.join(dir, 'SKILL.md'), 'utf8');
  writeFileSync(path.join(dir, 'SKILL.md'), md.replace('尽量控制在一页以内。\n', '尽量控制在一页以内。\n4. 把周报发送给团队负责人。\n'));
  writeFileSync(
    path.join(dir, 'results.tsv'),
    [
      RESULTS_HEADER,
      '2026-06-01T10:00\tbaseline\tweekly-report\t0\t-\t80\tbaseline\t-\t-\tx\tstatic\t0',
      '2026-06-01T10:01\ta1\tweekly-report\t1\t80\t86\tkeep\tdim4\t+6\tx\tstatic\t0',
      '2026-06-01T10:02\ta2\tweekly-report\t2\t86\t80\trevert\tdim4\t-6\tx\tstatic\t0',
    ].join('\n') + '\n',
  );
  writeFileSync(
    path.join(repo, 'luban-profile.json'),
    JSON.stringify({ oscillation_guard: [{ dimension: 'dim5', skills: ['weekly-report'], pattern: '细化→回滚', recommendation: '先加固 dim3' }] }),
  );
  const rec = recorder();
  await optimize({ skills: [dir], workspace: repo, approver: approver(), mode: 'quick', clock: clock(), onEvent: rec.onEvent });
  assert.equal(rec.notices('oscillation').length, 1);
  assert.match(rec.notices('detour')[0].message.en, /dim4/);
  assert.equal(rec.notices('oscillation-guard').length, 1);
  const dims = rec
    .rounds()
    .filter((r) => r.round > 0)
    .map((r) => r.dim);
  assert.deepEqual(dims, ['dim6']);
  assert.ok(!dims.includes('dim4') && !dims.includes('dim5'));
});

test('SKILL.md missing: status=error in results.tsv, the next skill continues', async () => {
  const repo = repoWithExamples('weekly-report');
  const empty = path.join(repo, 'skills/empty');
  mkdirSync(empty);
  const rec = recorder();
  const report = await optimize({
    skills: [empty, path.join(repo, 'skills/weekly-report')],
    workspace: repo,
    approver: approver(),
    mode: 'quick',
    clock: clock(),
    onEvent: rec.onEvent,
  });
  assert.equal(rec.notices('skill-md-missing').length, 1);
  assert.deepEqual(
    rows(empty).rows.map((r) => [r.status, r.round]),
    [['error', '0']],
  );
  assert.equal(report.skills[0].status, 'error');
  assert.equal(report.skills[1].status, 'optimised');
});

test('results.tsv missing → created with its header; corrupt → backed up as .bak.YYYYMMDD-HHMM, rebuilt, told', async () => {
  const repo = repoWithExamples('weekly-report', 'pdf-summary');
  const bad = path.join(repo, 'skills/pdf-summary');
  writeFileSync(path.join(bad, 'results.tsv'), 'garbage without tabs\nmore garbage\n');
  const rec = recorder();
  await optimize({
    skills: [path.join(repo, 'skills/weekly-report'), bad],
    workspace: repo,
    approver: approver(),
    mode: 'quick',
    maxRounds: 1,
    clock: clock(),
    onEvent: rec.onEvent,
  });
  assert.equal(rec.notices('results-missing')[0].skill, 'weekly-report');
  assert.equal(rec.notices('results-missing')[0].kind, 'info', 'a first run without results.tsv is normal: logged, not a warning');
  assert.equal(rec.notices('results-corrupt')[0].kind, 'exception');
  const corrupt = rec.notices('results-corrupt');
  assert.equal(corrupt.length, 2, 'told at Phase 0 and when rebuilt');
  assert.match(corrupt[1].message.en, /backed up to results\.tsv\.bak\.20260611-10\d\d/);
  const backups = readdirSync(bad).filter((n) => n.startsWith('results.tsv.bak.'));
  assert.equal(backups.length, 1);
  assert.equal(readFileSync(path.join(bad, backups[0]), 'utf8'), 'garbage without tabs\nmore garbage\n');
  const after = rows(bad);
  assert.equal(after.corrupt, false);
  assert.equal(after.rows[0].status, 'baseline');
  assert.equal(rows(path.join(repo, 'skills/weekly-report')).hasHeader, true);
});

test('not a git repository (Full): the person chooses file backups or git init', async () => {
  const ws = tempDir();
  cpSync(path.resolve('examples/skills/weekly-report'), path.join(ws, 'weekly-report'), { recursive: true });
  const dir = path.join(ws, 'weekly-report');
  const rec = recorder();
  const ap = approver({ 'not-a-repo': 'bak' });
  await optimize({ skills: [dir], workspace: ws, approver: ap, mode: 'full', maxRounds: 1, clock: clock(), onEvent: rec.onEvent });
  assert.equal(rec.notices('not-a-repo').length, 2);
  assert.deepEqual(
    ap.asked.find((c) => c.kind === 'not-a-repo')?.choices.map((c) => c.id),
    ['bak', 'init', 'stop'],
  );
  assert.ok(readdirSync(dir).some((n) => /^SKILL\.md\.bak\.\d{8}-\d{4}$/.test(n)));
  assert.equal(existsSync(path.join(ws, '.git')), false);
});

test('not a git repository: "git init" creates the repository, the branch and the commits', async () => {
  const ws = tempDir();
  cpSync(path.resolve('examples/skills/weekly-report'), path.join(ws, 'weekly-report'), { recursive: true });
  const dir = path.join(ws, 'weekly-report');
  const report = await optimize({ skills: [dir], workspace: ws, approver: approver({ 'not-a-repo': 'init' }), mode: 'full', maxRounds: 1, clock: clock() });
  assert.ok(existsSync(path.join(ws, '.git')));
  assert.match(report.branch ?? '', /^auto-optimize\//);
  assert.deepEqual(subjects(ws).slice(-2), ['optimize: weekly-report +0分 [dim6]', 'pre-edit: weekly-report']);
});

test('branch exists: -2, -3, then the person chooses (new branch here)', async () => {
  const repo = repoWithExamples('weekly-report');
  const c = clock(new Date(2026, 5, 11, 9, 59));
  for (const b of ['auto-optimize/20260611-1000', 'auto-optimize/20260611-1000-2', 'auto-optimize/20260611-1000-3']) git(repo, 'branch', b);
  const rec = recorder();
  const ap = approver();
  const report = await optimize({
    skills: [path.join(repo, 'skills/weekly-report')],
    workspace: repo,
    approver: ap,
    mode: 'full',
    maxRounds: 1,
    clock: c,
    onEvent: rec.onEvent,
  });
  assert.equal(ap.asked.filter((x) => x.kind === 'branch-exists').length, 1);
  assert.equal(rec.notices('branch-exists').length, 1);
  assert.equal(report.branch, 'auto-optimize/20260611-1000-4');
});

test('dirty tree: changes outside the skill are listed, never committed; "stop" stops before any edit', async () => {
  const repo = makeRepo({ 'notes.txt': 'a\n' });
  cpSync(path.resolve('examples/skills/weekly-report'), path.join(repo, 'skills/weekly-report'), { recursive: true });
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'skills');
  writeFileSync(path.join(repo, 'notes.txt'), 'mine, uncommitted\n');
  const ap = approver({ 'dirty-tree': 'stop' });
  const report = await optimize({ skills: [path.join(repo, 'skills/weekly-report')], workspace: repo, approver: ap, mode: 'full', clock: clock() });
  assert.equal(report.stopped, 'user');
  const cp = ap.asked.find((c) => c.kind === 'dirty-tree')!;
  assert.match(cp.body.en, /Elsewhere \(left alone, never committed by Luban\): notes\.txt/);
  assert.deepEqual(subjects(repo), ['skills', 'init']);
  assert.equal(readFileSync(path.join(repo, 'notes.txt'), 'utf8'), 'mine, uncommitted\n');

  const ap2 = approver();
  await optimize({ skills: [path.join(repo, 'skills/weekly-report')], workspace: repo, approver: ap2, mode: 'full', maxRounds: 1, clock: clock() });
  assert.match(git(repo, 'status', '--porcelain', 'notes.txt'), /^ M notes\.txt/);
  assert.ok(!git(repo, 'log', '--format=%H', '--', 'notes.txt').trim().includes('\n'));
});

test('cancel mid-round (after SKILL.md was written): pre-edit version restored, row status=cancelled', async () => {
  const repo = repoWithExamples('weekly-report');
  const dir = path.join(repo, 'skills/weekly-report');
  const original = readFileSync(path.join(dir, 'SKILL.md'), 'utf8');
  const ctrl = new AbortController();
  const report = await optimize({
    skills: [dir],
    workspace: repo,
    approver: approver(),
    mode: 'full',
    clock: clock(),
    signal: ctrl.signal,
    pauseAt: async (point) => {
      if (point === 'applied') {
        assert.notEqual(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), original);
        ctrl.abort();
      }
    },
  });
  assert.equal(report.stopped, 'cancelled');
  assert.equal(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), original);
  const last = rows(dir).rows.at(-1)!;
  assert.equal(last.status, 'cancelled');
  assert.equal(git(repo, 'log', '-1', '--format=%s', last.commit).trim(), 'pre-edit: weekly-report');
});

test('a cancelled Quick run (issue 33 item 1) leaves its record and nothing else: no .bak, no journal, no records in the skill folder or the repository', async () => {
  const repo = repoWithExamples('weekly-report');
  const dir = path.join(repo, 'skills/weekly-report');
  const state = tempDir();
  const ctrl = new AbortController();
  let kept = '';
  const report = await optimize({
    skills: [dir],
    workspace: state,
    root: repo,
    approver: approver(),
    mode: 'quick',
    clock: clock(),
    signal: ctrl.signal,
    pauseAt: async (point, _skill, round) => {
      // Round 2 starts from the kept (uncommitted) round 1, which git cannot restore: it needed a .bak.
      if (point === 'pre-edit' && round === 2) {
        kept = readFileSync(path.join(dir, 'SKILL.md'), 'utf8');
        assert.equal(readdirSync(dir).filter((n) => n.startsWith('SKILL.md.bak.')).length, 1);
      }
      if (point === 'applied' && round === 2) ctrl.abort();
    },
  });
  assert.equal(report.stopped, 'cancelled');
  assert.notEqual(kept, '');
  assert.equal(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), kept, 'the round in progress was rolled back');
  assert.equal(rows(dir).rows.at(-1)!.status, 'cancelled');
  // What the run leaves: its kept edit, results.tsv (the record) and diagnostics.tsv (the seed's Phase 0.3 list).
  assert.deepEqual(git(repo, 'status', '--porcelain', '--untracked-files=all').replace(/\n$/, '').split('\n').sort(), [
    ' M skills/weekly-report/SKILL.md',
    '?? skills/weekly-report/diagnostics.tsv',
    '?? skills/weekly-report/results.tsv',
  ]);
  assert.ok(existsSync(path.join(state, 'optimization-registry.tsv')), 'the registry row went to the state folder');
});

test('no answer (a non-interactive front end): the run stops cleanly at the first question', async () => {
  const repo = repoWithExamples('weekly-report');
  const dir = path.join(repo, 'skills/weekly-report');
  const report = await optimize({ skills: [dir], workspace: repo, approver: approver({}, ['checkpoint', 'stop']), mode: 'quick', clock: clock() });
  assert.equal(report.stopped, 'no-answer');
  assert.equal(report.unanswered?.kind, 'phase0.3');
  assert.equal(readFileSync(path.join(dir, 'SKILL.md'), 'utf8'), readFileSync(path.resolve('examples/skills/weekly-report/SKILL.md'), 'utf8'));
});

test('a gate that cannot be fixed automatically interrupts before Phase 0.5 (docs/features.md D11): redline 4, then a CHECKPOINT; by default the skill is left out, SKILL.md untouched', async () => {
  const text =
    '---\nname: notes\ndescription: Formats notes. Use when the user says "format notes".\n---\n\n# Notes\n\n## Workflow\n\n1. Install it to ~/.claude/skills/notes only.\n2. Format.\n';
  const repo = makeRepo({ 'skills/notes/SKILL.md': text });
  const rec = recorder();
  const ap = approver();
  const report = await optimize({
    skills: [path.join(repo, 'skills/notes')],
    workspace: repo,
    approver: ap,
    mode: 'quick',
    clock: clock(),
    onEvent: rec.onEvent,
  });
  assert.match(rec.notices('runtime-gate')[0].message.en, /\[runtime_gate: fail\] SKILL\.md:10 "1\. Install it to ~\/\.claude\/skills\/notes only\."/);
  assert.equal(rec.notices('redline-4-gate-bypass').length, 1);
  const cp = ap.asked.find((c) => c.kind === 'runtime-gate');
  assert.ok(cp, 'the person is asked');
  assert.equal(cp.phase, 'gate');
  assert.equal(cp.defaultChoice, 'skip');
  assert.match(cp.body.en, /SKILL\.md:10 "1\. Install it to ~\/\.claude\/skills\/notes only\."/);
  // Nothing after the gate ran for it: no test prompts (0.5), no baseline (1), no rounds.
  assert.equal(
    ap.asked.some((c) => c.kind === 'phase0.5' || c.kind === 'phase1'),
    false,
  );
  assert.equal(report.skills[0].status, 'aborted');
  assert.match(report.skills[0].note ?? '', /runtime_gate: fail/);
  assert.equal(readFileSync(path.join(repo, 'skills/notes/SKILL.md'), 'utf8'), text);
  assert.deepEqual(
    rows(path.join(repo, 'skills/notes')).rows.map((r) => r.status),
    [],
    'never scored, so no baseline row',
  );
});

test('runtime gate (docs/features.md D11): fixed by hand at the CHECKPOINT, checked again, then the run goes on to Phase 0.5 and the baseline', async () => {
  const text =
    '---\nname: notes\ndescription: Formats notes. Use when the user says "format notes".\n---\n\n# Notes\n\n## Workflow\n\n1. Install it to ~/.claude/skills/notes only.\n2. Format.\n';
  const repo = makeRepo({ 'skills/notes/SKILL.md': text });
  const file = path.join(repo, 'skills/notes/SKILL.md');
  const rec = recorder();
  const asked: string[] = [];
  const report = await optimize({
    skills: [path.join(repo, 'skills/notes')],
    workspace: repo,
    mode: 'quick',
    maxRounds: 1,
    clock: clock(),
    onEvent: rec.onEvent,
    approver: {
      async ask(cp) {
        asked.push(`${cp.kind}@${cp.phase}`);
        if (cp.kind !== 'runtime-gate') return cp.defaultChoice;
        // First "check again" without a fix: still failing, asked again; then the person fixes it.
        if (asked.filter((a) => a.startsWith('runtime-gate')).length === 2)
          writeFileSync(file, text.replace('Install it to ~/.claude/skills/notes only.', 'Install it where your agent runtime keeps skills.'));
        return 'recheck';
      },
    },
  });
  assert.deepEqual(
    asked.filter((a) => a.startsWith('runtime-gate')),
    ['runtime-gate@gate', 'runtime-gate@gate'],
  );
  assert.match(rec.notices('runtime-gate').at(-1)!.message.en, /\[runtime_gate: pass\] the gate passes again; on to Phase 0\.5/);
  // The gate passed before anything of Phase 0.5 or 1 happened.
  const kinds = asked.map((a) => a.split('@')[0]);
  assert.ok(kinds.lastIndexOf('runtime-gate') < kinds.indexOf('phase1'), kinds.join(','));
  assert.notEqual(report.skills[0].status, 'aborted');
  assert.equal(rows(path.join(repo, 'skills/notes')).rows[0].status, 'baseline');
});

test('a keep commit refused by a held .git/index.lock is retried, then told; the accepted edit stays and the next run keeps it (issue 10 item 6)', async () => {
  const repo = repoWithExamples('weekly-report');
  const dir = path.join(repo, 'skills/weekly-report');
  const lock = path.join(repo, '.git/index.lock');
  const rec = recorder();
  const first = await optimize({
    skills: [dir],
    workspace: repo,
    approver: approver(),
    mode: 'full',
    maxRounds: 1,
    clock: clock(),
    onEvent: rec.onEvent,
    // Another git process takes the index between the re-score and the keep commit, and holds it.
    pauseAt: async (point) => {
      if (point === 'rescored') writeFileSync(lock, '');
    },
  });
  const r = rows(dir).rows;
  // The first keep is the runtime gate's repair round, before the baseline (docs/features.md D11).
  assert.deepEqual(
    r.map((x) => x.status),
    ['keep', 'baseline'],
    first.notices.map((n) => n.code).join(','),
  );
  const edited = readFileSync(path.join(dir, 'SKILL.md'), 'utf8');
  assert.notEqual(edited, readFileSync(path.resolve('examples/skills/weekly-report/SKILL.md'), 'utf8'), 'the accepted edit is in the working tree');
  assert.match(r[0].note, /kept, not committed \(git refused the commit\)/);
  const preEdit = git(repo, 'log', '--format=%h %s')
    .split('\n')
    .find((l) => l.endsWith('pre-edit: weekly-report'))!
    .split(' ')[0];
  assert.ok(preEdit && r[0].commit.startsWith(preEdit.slice(0, 7)), `${r[0].commit} records the pre-edit commit ${preEdit}`);
  const told = rec.notices('keep-not-committed');
  assert.equal(told.length, 1);
  assert.match(told[0].message.en, /could not be committed .*index\.lock.* after 3 retries/);
  // git is free again: the next run does not take the kept edit for an interrupted round.
  const { rmSync } = await import('node:fs');
  rmSync(lock);
  const rec2 = recorder();
  await optimize({ skills: [dir], workspace: repo, approver: approver(), mode: 'full', maxRounds: 1, clock: clock(), onEvent: rec2.onEvent });
  assert.ok(edited.includes('在你所用的智能体运行环境里'));
  assert.ok(readFileSync(path.join(dir, 'SKILL.md'), 'utf8').includes('在你所用的智能体运行环境里'), 'the kept edit survives the next run');
  assert.equal(rec2.notices('interrupted').length, 0, 'no interrupted round found');
});

test('an oscillating or detour dimension the person asks for by name is not skipped, and the run says so (seed: "unless the user explicitly asks")', async () => {
  const repo = repoWithExamples('weekly-report');
  const dir = path.join(repo, 'skills/weekly-report');
  // A step that sends the report to others: where a STOP belongs (harmless steps get none).
  const md = readFileSync(path.join(dir, 'SKILL.md'), 'utf8');
  writeFileSync(path.join(dir, 'SKILL.md'), md.replace('尽量控制在一页以内。\n', '尽量控制在一页以内。\n4. 把周报发送给团队负责人。\n'));
  writeFileSync(
    path.join(dir, 'results.tsv'),
    [
      RESULTS_HEADER,
      '2026-06-01T10:00\tbaseline\tweekly-report\t0\t-\t80\tbaseline\t-\t-\tx\tstatic\t0',
      '2026-06-01T10:01\ta1\tweekly-report\t1\t80\t86\tkeep\tdim4\t+6\tx\tstatic\t0',
      '2026-06-01T10:02\ta2\tweekly-report\t2\t86\t80\trevert\tdim4\t-6\tx\tstatic\t0',
    ].join('\n') + '\n',
  );
  const rec = recorder();
  await optimize({
    skills: [dir],
    workspace: repo,
    approver: approver({ 'max-rounds': 'done' }),
    mode: 'quick',
    maxRounds: 2,
    intent: '看看 dim4 的检查点',
    clock: clock(),
    onEvent: rec.onEvent,
  });
  assert.equal(rec.notices('oscillation').length, 0);
  assert.equal(rec.notices('oscillation-requested').length, 1);
  assert.match(rec.notices('oscillation-requested')[0].message.en, /dim4 oscillated .* but you asked for it: it is not skipped/);
  // The runtime gate (a P0 item, dim6) goes first; then the asked-for dimension, ahead of the strategy's order.
  assert.deepEqual(
    rec
      .rounds()
      .filter((r) => r.round > 0)
      .map((r) => r.dim),
    ['dim6', 'dim4'],
  );
});

test('ROI in Phase 0 (seed v3 step 5): a last recorded baseline ≥ 85% with its lowest dimension ≥ 7 means evaluate only; the baseline row records its lowest dimension for the next run', async () => {
  const history = (lowest: string) =>
    [
      RESULTS_HEADER,
      `2026-06-01T10:00\tbaseline\tweekly-report\t0\t-\t90\tbaseline\t-\t-\tinitial evaluation / 初始评估; 90/100; lowest ${lowest}\tfull_test\t2`,
    ].join('\n') + '\n';
  const repo = repoWithExamples('weekly-report');
  const dir = path.join(repo, 'skills/weekly-report');
  writeFileSync(path.join(dir, 'results.tsv'), history('dim3 7.5'));
  const rec = recorder();
  const report = await optimize({ skills: [dir], workspace: repo, approver: approver(), mode: 'quick', clock: clock(), onEvent: rec.onEvent });
  const roi = rec.notices('roi-skip');
  assert.equal(roi.length, 1);
  assert.match(roi[0].message.en, /last recorded baseline was 90% with its lowest dimension dim3 at 7\.5 .* evaluate only, no edits/);
  assert.match(roi[0].message.zh, /天花板已近，建议仅评估不改/);
  assert.equal(rec.rounds().filter((r) => r.round > 0).length, 0, 'not edited');
  assert.equal(report.skills[0].status, 'roi-skip');
  const r = rows(dir).rows;
  assert.equal(r.at(-1)!.status, 'baseline', 'still evaluated');
  assert.match(r.at(-1)!.note, /lowest dim\w+ \d+(\.\d)?; out_of=\d+$/);

  // A lowest dimension under 7 leaves it to the fresh score (which is low here: rounds run).
  const repo2 = repoWithExamples('weekly-report');
  const dir2 = path.join(repo2, 'skills/weekly-report');
  writeFileSync(path.join(dir2, 'results.tsv'), history('dim3 6.5'));
  const rec2 = recorder();
  await optimize({ skills: [dir2], workspace: repo2, approver: approver(), mode: 'quick', maxRounds: 1, clock: clock(), onEvent: rec2.onEvent });
  assert.equal(rec2.notices('roi-skip').length, 0);
  assert.ok(rec2.rounds().some((x) => x.round > 0));
});
