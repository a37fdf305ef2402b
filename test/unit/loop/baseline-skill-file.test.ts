/**
 * The consumer baseline file (seed v3, docs/features.md C8, issue 31 item 5): a Full run on a
 * skill without `references/baseline-skill.md` generates the consumer baseline skill and
 * saves it there (atomically, never over an existing file), tells the person, and commits it
 * with the run record; the next run reads the file and generates nothing.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { optimize } from '../../../src/core/api/optimize.ts';
import { isLubanFile } from '../../../src/core/workflows/loop/run-record.ts';
import { RUN_RECORD_MESSAGE } from '../../../src/core/git/branch.ts';
import { OpenAIChatModel } from '../../../src/core/models/llm/openai.ts';
import { ModelServer } from '../../support/model-server.ts';
import { tempDir } from '../../support/tmp.ts';
import { json, scriptedJudge, taskOf } from '../judge/scripted-judge.ts';
import { git, makeRepo } from '../git/helpers.ts';
import { approver, clock, DEMO_SKILL, recorder } from './helpers.ts';

process.env.LUBAN_STATE_DIR ??= tempDir();

const FILE = 'references/baseline-skill.md';

let server: ModelServer;
before(async () => {
  server = await ModelServer.start();
});
after(async () => {
  await server.close();
});

test('the consumer baseline skill is one of Luban’s files in a skill folder (and only there)', () => {
  assert.equal(isLubanFile(`skills/demo/${FILE}`, ['skills/demo']), true);
  assert.equal(isLubanFile(FILE, ['.']), true);
  assert.equal(isLubanFile(`skills/other/${FILE}`, ['skills/demo']), false);
  assert.equal(isLubanFile('skills/demo/references/guide.md', ['skills/demo']), false);
});

function script(baselineScore = 75) {
  server.reset();
  server.setHandler(
    scriptedJudge({
      scores: { dim2: 9, dim3: 4, dim5: 9, dim6: 9, dim9: 9 },
      dim8: { intent: 8, lift: 7, side_effects: 5 },
      dry: { intent: 8, lift: 7 },
      prompts: 2,
      baselineScore,
      override: {
        'optimize.propose@1': json({
          dimension: 'dim3',
          what: 'edit for dim3',
          why: 'wording',
          rubric_item: 'dim3',
          expected_gain: 4,
          edits: [{ old: '3. Write one line per change', new: '3. Write exactly one line per change' }],
        }),
        'paired@1': json({ better: 'tie', reason: 'scripted paired' }),
      },
    }),
  );
}

const model = () => new OpenAIChatModel({ model: 'scripted', baseUrl: server.openaiBaseUrl, retries: 0 } as ConstructorParameters<typeof OpenAIChatModel>[0]);

test('Full: a skill without references/baseline-skill.md gets it generated and saved once (committed with the run); the next run reads it', async () => {
  script();
  const repo = makeRepo({ 'skills/demo-skill/SKILL.md': DEMO_SKILL });
  const dir = path.join(repo, 'skills/demo-skill');
  const target = path.join(dir, FILE);
  const generations = () => server.requests.filter((r) => taskOf(r)?.startsWith('baseline.gen')).length;
  const run = async (start: Date) => {
    const rec = recorder();
    const report = await optimize({
      skills: [dir],
      workspace: repo,
      approver: approver(),
      mode: 'full',
      maxRounds: 1,
      model: model(),
      clock: clock(start),
      onEvent: rec.onEvent,
      noiseFloor: false,
    });
    return { rec, report };
  };

  const first = await run(new Date(2026, 5, 11, 10, 0));
  assert.equal(generations(), 1);
  assert.ok(existsSync(target), 'the generated baseline skill is saved');
  assert.match(readFileSync(target, 'utf8'), /^---\nname: baseline\n[\s\S]*## Constraints\n- Ask when unclear\.\n$/);
  const saved = first.rec.notices('consumer-baseline-saved');
  assert.equal(saved.length, 1);
  assert.match(saved[0].message.en, /demo-skill: the consumer baseline skill was generated and saved to references\/baseline-skill\.md/);
  assert.match(saved[0].message.zh, /已生成消费者基线 skill 并保存到 references\/baseline-skill\.md/);
  // Committed on the run's branch, not left untracked.
  assert.equal(git(repo, 'status', '--porcelain', '--untracked-files=all').trim(), '');
  // (A round's `pre-edit:` commit takes the skill folder as it is, the file with it.)
  assert.deepEqual(git(repo, 'log', '--format=%s', '--', `skills/demo-skill/${FILE}`).trim().split('\n'), ['pre-edit: demo-skill']);

  // A person edits the baseline: the next Full run reads it, generates nothing, and leaves the file as it is.
  const own = '---\nname: baseline\ndescription: My own baseline for release notes.\n---\n\n## Workflow\n1. Read the merged PRs.\n2. Write notes.\n';
  writeFileSync(target, own);
  git(repo, 'commit', '-qam', 'my baseline');
  server.requests.length = 0;
  const second = await run(new Date(2026, 5, 12, 10, 0));
  assert.equal(generations(), 0, 'the file is read, not generated again');
  assert.ok(
    server.requests.some((r) => r.system.includes('My own baseline for release notes.')),
    'the consumer baseline runs with the saved file',
  );
  assert.equal(readFileSync(target, 'utf8'), own);
  assert.equal(second.rec.notices('consumer-baseline-saved').length, 0);
});

test('Full, consumer baseline blocked (no round runs): the saved file is committed by the run record', async () => {
  script(40);
  const repo = makeRepo({ 'skills/demo-skill/SKILL.md': DEMO_SKILL });
  const dir = path.join(repo, 'skills/demo-skill');
  const rec = recorder();
  const report = await optimize({
    skills: [dir],
    workspace: repo,
    approver: approver(),
    mode: 'full',
    maxRounds: 1,
    model: model(),
    clock: clock(),
    onEvent: rec.onEvent,
    noiseFloor: false,
  });
  assert.equal(report.skills[0].status, 'blocked');
  assert.equal(rec.notices('consumer-baseline-saved').length, 1);
  assert.ok(report.runBranches?.[0]?.recordCommit, 'a run record commit');
  assert.deepEqual(git(repo, 'log', '--format=%s', '--', `skills/demo-skill/${FILE}`).trim().split('\n'), [RUN_RECORD_MESSAGE]);
  assert.equal(git(repo, 'status', '--porcelain', '--untracked-files=all').trim(), '');
});
