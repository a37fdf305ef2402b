/**
 * Records the dashboard snapshots the Chromium tests render (test/e2e/fixtures/*.json)
 * from a real offline optimisation, with the host's own builders — nothing hand-made:
 *
 *   1. copy four examples/skills into a fresh git repository;
 *   2. run the optimiser in Full mode against the scripted model behind a real local
 *      HTTP model server (support/scripted-model.ts: the judge tests' scripted judge and a
 *      small scripted editor). The loop's events feed the
 *      dashboard's RunTracker and its questions the dashboard's CheckpointGate; at the
 *      first question with a diff (a kept edit) `checkpoint.json` is recorded (job
 *      waiting, card pending), then every question gets its default answer (but the
 *      security CHECKPOINT of deploy-helper, answered "I have reviewed the findings");
 *   3. after the run one skill is scored once more (its judged Scorecard feeds the
 *      dimension view) and `done.json` is recorded (job done, run health and cost);
 *   4. `history.json`: the same workspace with no run (health from every results.tsv);
 *   5. `max-rounds.json`: a Quick run of one skill without a model, held at its
 *      MAX_ROUNDS question (one more round / exploratory rewrite / done).
 *
 * Paths and times are normalised (/workspace/…, a fixed clock) so a re-record only
 * changes what the product changed. Run: node --import tsx test/e2e/record-snapshots.ts
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scanDocument } from '../../src/core/engine/scan.ts';
import { optimize } from '../../src/core/api/optimize.ts';
import type { Checkpoint } from '../../src/core/workflows/loop/types.ts';
import { OpenAIChatModel } from '../../src/core/models/llm/openai.ts';
import { scoreSkill } from '../../src/core/scoring/scorecard/score.ts';
import type { Scorecard } from '../../src/core/scoring/scorecard/types.ts';
import { loadSkill } from '../../src/core/skill/load.ts';
import { readResultsTsv } from '../../src/core/formats/results.ts';
import { CheckpointGate, RunTracker } from '../../src/extension/dashboard/run.ts';
import { historyHealth, skillView } from '../../src/extension/dashboard/snapshot.ts';
import type { DashboardSnapshot } from '../../src/shared/protocol.ts';
import { startScriptedModel } from './support/scripted-model.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = path.join(root, 'test/e2e/fixtures');
const SKILLS = ['deploy-helper', 'pdf-summary', 'release-notes', 'weekly-report'];

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' } });

function clock(start = Date.UTC(2026, 5, 11, 2, 0)): () => Date {
  let t = start;
  return () => new Date((t += 60_000));
}

async function main(): Promise<void> {
  // Fixed commit dates: the same run records the same commit hashes.
  process.env.GIT_AUTHOR_DATE = process.env.GIT_COMMITTER_DATE = '2026-06-11T10:00:00+08:00';
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'luban-record-'));
  const repo = path.join(tmp, 'workspace');
  mkdirSync(repo);
  try {
    git(repo, 'init', '-q', '-b', 'main');
    git(repo, 'config', 'user.email', 'test@example.com');
    git(repo, 'config', 'user.name', 'Test');
    git(repo, 'config', 'commit.gpgsign', 'false');
    for (const s of SKILLS) cpSync(path.join(root, 'examples/skills', s), path.join(repo, 'skills', s), { recursive: true });
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'skills');
    const dirs = SKILLS.map((s) => path.join(repo, 'skills', s));
    const now = clock();
    let tracker = new RunTracker({ id: 'run-1', skills: dirs, mode: 'full', maxRounds: 4, budget: null, clock: now });
    let gate = new CheckpointGate(() => {}, now);
    const cards = new Map<string, { card: Scorecard; at: string }>();

    const build = async (seq: number, withRun: boolean): Promise<DashboardSnapshot> => {
      const skills = await Promise.all(
        dirs.map(async (dir) => {
          const result = scanDocument(await loadSkill(dir));
          const results = await readResultsTsv(dir);
          return skillView({ dir, root: repo, result, results: results.exists ? results : undefined, card: cards.get(dir)?.card, cardAt: cards.get(dir)?.at });
        }),
      );
      const pending = gate.current();
      return {
        seq,
        generatedAt: now().toISOString(),
        locale: 'en',
        workspace: 'workspace',
        trusted: true,
        skills,
        job: withRun ? tracker.view(pending !== null) : null,
        checkpoint: withRun ? pending : null,
        health: withRun ? tracker.health() : historyHealth(skills),
        notices: withRun ? tracker.notices.map((n) => ({ kind: n.kind, code: n.code, skill: n.skill ?? null, message: n.message })) : [],
        wizard: null,
      };
    };

    let recorded: DashboardSnapshot | undefined;
    const asked: Checkpoint[] = [];
    const { server, usage } = await startScriptedModel();
    try {
      const model = new OpenAIChatModel({ model: 'judge-model', baseUrl: server.openaiBaseUrl, maxRetries: 1, sleep: async () => {} });
      const report = await optimize({
        skills: dirs,
        workspace: repo,
        mode: 'full',
        model,
        maxRounds: 4,
        clock: now,
        onEvent: (e) => {
          tracker.apply(e);
          tracker.setUsage(usage);
        },
        approver: {
          async ask(cp) {
            asked.push(cp);
            const answer = gate.ask('run-1', cp);
            if (!recorded && cp.diff) recorded = await build(10, true);
            // deploy-helper's `curl … | sh` raises the security CHECKPOINT (docs/features.md B5a), whose
            // default leaves it unedited: answered as a person who read the findings.
            gate.answer('run-1', cp.id, cp.kind === 'security' ? 'reviewed' : cp.defaultChoice);
            return answer;
          },
        },
      });
      tracker.finish(report);
      if (!recorded) throw new Error(`no question carried a diff (asked: ${asked.map((c) => c.kind).join(', ')})`);
      // The judged Scorecard of one skill for the dimension view.
      const dir = dirs[SKILLS.indexOf('weekly-report')];
      const run = await scoreSkill(scanDocument(await loadSkill(dir)), 'weekly-report', { mode: 'full', model, now });
      cards.set(dir, { card: run.card, at: now().toISOString() });
      tracker.setUsage(usage);
    } finally {
      await server.close();
    }
    const done = await build(20, true);
    const history = await build(30, false);

    // A second, Quick run of one skill without a model, held at its MAX_ROUNDS question
    // (the seed's "one more round / exploratory rewrite / done").
    const weekly = dirs[SKILLS.indexOf('weekly-report')];
    tracker = new RunTracker({ id: 'run-2', skills: [weekly], mode: 'quick', maxRounds: 1, budget: null, clock: now });
    gate = new CheckpointGate(() => {}, now);
    let maxRounds: DashboardSnapshot | undefined;
    const quick = await optimize({
      skills: [weekly],
      workspace: repo,
      mode: 'quick',
      maxRounds: 1,
      clock: now,
      onEvent: (e) => tracker.apply(e),
      approver: {
        async ask(cp) {
          const answer = gate.ask('run-2', cp);
          if (!maxRounds && cp.kind === 'max-rounds') maxRounds = await build(40, true);
          gate.answer('run-2', cp.id, cp.kind === 'max-rounds' ? 'done' : cp.defaultChoice);
          return answer;
        },
      },
    });
    tracker.finish(quick);
    if (!maxRounds) throw new Error('the Quick run asked no MAX_ROUNDS question');

    mkdirSync(out, { recursive: true });
    const normalise = (s: DashboardSnapshot) => JSON.stringify(s, null, 2).split(repo).join('/workspace').split(tmp).join('/tmp') + '\n';
    writeFileSync(path.join(out, 'checkpoint.json'), normalise(recorded));
    writeFileSync(path.join(out, 'done.json'), normalise(done));
    writeFileSync(path.join(out, 'history.json'), normalise(history));
    writeFileSync(path.join(out, 'max-rounds.json'), normalise(maxRounds));
    console.log(`recorded checkpoint.json (${recorded.checkpoint?.checkpoint.kind}), done.json, history.json, max-rounds.json in ${path.relative(root, out)}`);
    console.log(`questions asked: ${asked.map((c) => c.kind).join(', ')}`);
    for (const f of ['checkpoint.json', 'done.json', 'history.json', 'max-rounds.json']) {
      const size = readFileSync(path.join(out, f)).length;
      console.log(`  ${f}: ${(size / 1024).toFixed(1)} KB`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
