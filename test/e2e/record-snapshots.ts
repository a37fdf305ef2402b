/**
 * Records the dashboard snapshots the Chromium tests render (test/e2e/fixtures/*.json)
 * from a real offline optimisation, with the host's own builders — nothing hand-made:
 *
 *   1. copy four examples/skills into a fresh git repository;
 *   2. run the optimiser (Full mode, no model: deterministic proposals, static scores),
 *      feeding its events into the dashboard's RunTracker and its questions into the
 *      dashboard's CheckpointGate; at the first question with a diff (a kept edit) record
 *      `checkpoint.json` (job waiting, card pending), then answer it with its default;
 *   3. after the run, score one skill with a scripted judge behind a local model server
 *      (judged Scorecard: eval modes, judge counts, rubric shares) and record
 *      `done.json` (job done, run health, the judged breakdown for that skill);
 *   4. record `history.json` (no job: history health from every results.tsv).
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
import { optimize } from '../../src/core/loop/optimizer.ts';
import type { Checkpoint } from '../../src/core/loop/types.ts';
import { OpenAIChatModel } from '../../src/core/llm/openai.ts';
import { scoreSkill } from '../../src/core/scorecard/score.ts';
import type { Scorecard } from '../../src/core/scorecard/types.ts';
import { loadSkill } from '../../src/core/skill/load.ts';
import { readResultsTsv } from '../../src/core/store/results.ts';
import { CheckpointGate, RunTracker } from '../../src/extension/dashboard/run.ts';
import { historyHealth, skillView } from '../../src/extension/dashboard/snapshot.ts';
import type { DashboardSnapshot } from '../../src/shared/protocol.ts';
import { ModelServer } from '../support/model-server.ts';
import { scriptedJudge } from '../unit/judge/scripted-judge.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = path.join(root, 'test/e2e/fixtures');
const SKILLS = ['deploy-helper', 'pdf-summary', 'release-notes', 'weekly-report'];

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' } });

function clock(start = Date.UTC(2026, 5, 11, 2, 0)): () => Date {
  let t = start;
  return () => new Date((t += 60_000));
}

async function main(): Promise<void> {
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
    const tracker = new RunTracker({ id: 'run-1', skills: dirs, mode: 'full', maxRounds: 5, budget: null, clock: now });
    const gate = new CheckpointGate(() => {}, now);
    const cards = new Map<string, Scorecard>();

    const build = async (seq: number, withRun: boolean): Promise<DashboardSnapshot> => {
      const skills = await Promise.all(
        dirs.map(async (dir) => {
          const result = scanDocument(await loadSkill(dir));
          const results = await readResultsTsv(dir);
          return skillView({ dir, root: repo, result, results: results.exists ? results : undefined, card: cards.get(dir) });
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
      };
    };

    let recorded: DashboardSnapshot | undefined;
    const asked: Checkpoint[] = [];
    const report = await optimize({
      skills: dirs,
      workspace: repo,
      mode: 'full',
      clock: now,
      onEvent: (e) => tracker.apply(e),
      approver: {
        async ask(cp) {
          asked.push(cp);
          const answer = gate.ask('run-1', cp);
          if (!recorded && cp.diff) recorded = await build(10, true);
          gate.answer('run-1', cp.id, cp.defaultChoice);
          return answer;
        },
      },
    });
    tracker.finish(report);
    if (!recorded) throw new Error(`no question carried a diff (asked: ${asked.map((c) => c.kind).join(', ')})`);

    // A judged scorecard for one skill, from a scripted judge over real HTTP.
    const server = await ModelServer.start(scriptedJudge({ scores: { dim2: 8, dim3: 6, dim5: 7, dim6: 9, dim9: 5 } }));
    try {
      const model = new OpenAIChatModel({ model: 'judge-model', baseUrl: server.openaiBaseUrl, maxRetries: 1, sleep: async () => {} });
      const dir = dirs[SKILLS.indexOf('weekly-report')];
      const run = await scoreSkill(scanDocument(await loadSkill(dir)), 'weekly-report', { mode: 'full', model, now });
      cards.set(dir, run.card);
      tracker.setUsage(run.meter.toJSON());
    } finally {
      await server.close();
    }
    const done = await build(20, true);
    const history = await build(30, false);

    mkdirSync(out, { recursive: true });
    const normalise = (s: DashboardSnapshot) => JSON.stringify(s, null, 2).split(repo).join('/workspace').split(tmp).join('/tmp') + '\n';
    writeFileSync(path.join(out, 'checkpoint.json'), normalise(recorded));
    writeFileSync(path.join(out, 'done.json'), normalise(done));
    writeFileSync(path.join(out, 'history.json'), normalise(history));
    console.log(`recorded checkpoint.json (${recorded.checkpoint?.checkpoint.kind}), done.json, history.json in ${path.relative(root, out)}`);
    console.log(`questions asked: ${asked.map((c) => c.kind).join(', ')}`);
    for (const f of ['checkpoint.json', 'done.json', 'history.json']) {
      const size = readFileSync(path.join(out, f)).length;
      console.log(`  ${f}: ${(size / 1024).toFixed(1)} KB`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
