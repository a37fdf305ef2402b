/**
 * Crash safety of `luban evolve`: the CLI is killed (SIGKILL) at fixed points
 * (LUBAN_TEST_PAUSE_AT holds it there). SKILL.md is always wholly the old or wholly the
 * new version, and every artefact the run finished is complete and readable.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { readEvolveRun } from '../../../src/core/formats/evolve.ts';
import { ModelServer } from '../../support/model-server.ts';
import { evolveModel } from './scripted-evolve.ts';
import { INPUTS, REWRITES, scores, workspace } from './helpers.ts';

const ROOT = process.cwd();
const DIST = path.join(ROOT, 'dist/cli.cjs');
const fresh = existsSync(DIST) && statSync(DIST).mtimeMs >= statSync(path.join(ROOT, 'src/core/workflows/evolve/run.ts')).mtimeMs;
const CMD = fresh ? [DIST] : ['--import', import.meta.resolve('tsx'), path.join(ROOT, 'src/cli/bin.ts')];

let server: ModelServer;
before(async () => {
  // Every request gets a fresh script: the scores depend only on how many judges were asked in this run.
  server = await ModelServer.start(() => ({ kind: 'status', status: 500 }));
});
after(() => server.close());

function script(): void {
  server.setHandler(
    evolveModel({ judge: [scores(60, 85, 40, 55), scores(65, 88, 90, 60), scores(95, 92, 92, 90)], rewrites: [REWRITES[0], REWRITES[1]] }).handler,
  );
}

function run(cwd: string, pauseAt: string): Promise<{ signal: NodeJS.Signals | null; stderr: string }> {
  const args = ['evolve', 'weekly-report', ...INPUTS, '--provider', 'openai', '--model', 'scripted', '--base-url', server.openaiBaseUrl, '--no-cache', '--yes'];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...CMD, ...args], {
      cwd,
      env: { ...process.env, LUBAN_LOCALE: 'en', LUBAN_TEST_PAUSE_AT: pauseAt },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
      if (stderr.includes('LUBAN_PAUSED')) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) => resolve({ signal, stderr }));
  });
}

test('killed in the middle of iteration 2: SKILL.md is the old version; v1 is complete, v2 has what was finished', async () => {
  script();
  const w = workspace();
  const old = w.md();
  const killed = await run(w.root, 'executed@2');
  assert.equal(killed.signal, 'SIGKILL', killed.stderr);
  assert.equal(w.md(), old);
  const stored = await readEvolveRun(w.skill);
  assert.deepEqual(stored.problems, []);
  assert.equal(stored.versions[0].score?.score, 62.5);
  assert.match(stored.versions[0].analysis!, /SKILL\.md:15/);
  assert.match(stored.versions[1].skill!, /必须按项目分组/);
  assert.match(stored.versions[1].result!, /由版本 1\.1\.0 生成/);
  assert.equal(stored.versions[1].score, undefined);
  assert.match(stored.log!, /\| v1 \| 1\.0\.0 \| 62\.5 \|/);
  assert.equal(
    readdirSync(w.skill).some((f) => f.endsWith('.tmp')),
    false,
    'no temp file left beside SKILL.md',
  );
});

test('killed after the backup, before the write: SKILL.md is wholly the old version and the backup holds it too', async () => {
  script();
  const w = workspace();
  const old = w.md();
  assert.equal((await run(w.root, 'pre-replace')).signal, 'SIGKILL');
  assert.equal(w.md(), old);
  const bak = readdirSync(w.skill).find((f) => f.startsWith('SKILL.md.bak.'));
  assert.ok(bak);
  assert.equal(w.file(bak), old);
});

test('killed right after the write: SKILL.md is wholly the new version', async () => {
  script();
  const w = workspace();
  assert.equal((await run(w.root, 'replaced')).signal, 'SIGKILL');
  assert.equal(w.md(), w.file('evolve/v3/skill.md'));
  assert.match(w.md(), /metadata:\n {2}version: 1\.2\.0\n---\n[\s\S]*酌情调整。\n$/);
});
