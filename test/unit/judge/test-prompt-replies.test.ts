/**
 * Issue 26 item 5: generated test prompts that are blank, punctuation only or repeats
 * are not used, and never written to test-prompts.json; fewer than two usable prompts
 * is a failed generation that says so. Over a real local model server.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../../src/cli/main.ts';
import type { ScoreIO } from '../../../src/cli/commands/score.ts';
import { evaluate } from '../../../src/core/scoring/judge/evaluate.ts';
import { MIN_TEST_PROMPTS, promptProblems, screenGenerated } from '../../../src/core/formats/test-prompts/parse.ts';
import { ModelServer } from '../../support/model-server.ts';
import { tempDir } from '../../support/tmp.ts';
import { executor, openaiOn, scanOf, SKILL_EN, startServer } from './helpers.ts';
import { json, scriptedJudge, taskOf } from './scripted-judge.ts';

const FILES = { 'SKILL.md': SKILL_EN, 'scripts/render.py': 'print("render")\n' };
const tp = (id: string, prompt: string, expected_behavior = 'writes out/deck.pdf') => ({ id, prompt, expected_behavior, category: 'typical' });
const ELLIPSES = { prompts: [tp('tp-01', '…', '…'), tp('tp-02', '…', '…')] };
const DUPLICATES = { prompts: [tp('tp-01', 'Export my deck to PDF'), tp('tp-02', '  export my deck\nto ＰＤＦ ')] };

async function generate(reply: unknown) {
  const server = await startServer(scriptedJudge({ override: { 'dim8.tp': json(reply) } }));
  const { ex } = executor(openaiOn(server));
  const ev = await evaluate({ scan: scanOf(FILES), mode: 'quick' }, ex);
  return { ev, asked: server.requests.filter((r) => taskOf(r)?.startsWith('dim8.tp')).length };
}

describe('which test prompts are usable', () => {
  it('blank, punctuation-only in any script and repeated prompts are problems; the rest pass', () => {
    const problems = promptProblems(
      [
        tp('a', '…'),
        tp('b', '。。'),
        tp('c', '???'),
        tp('d', '  '),
        tp('e', '写周报'),
        tp('f', '写 周报'),
        tp('g', 'Ｗｒｉｔｅ the REPORT'),
        tp('h', 'write the report'),
        tp('i', 'ok', '……'),
      ],
      true,
    );
    assert.deepEqual(
      problems.map((p) => [p.id, p.kind, p.field, p.duplicateOf ?? null]),
      [
        ['a', 'punctuation', 'prompt', null],
        ['b', 'punctuation', 'prompt', null],
        ['c', 'punctuation', 'prompt', null],
        ['d', 'empty', 'prompt', null],
        ['f', 'duplicate', 'prompt', 5],
        ['h', 'duplicate', 'prompt', 7],
        ['i', 'punctuation', 'expected_behavior', null],
      ],
    );
  });

  it(`fewer than ${MIN_TEST_PROMPTS} usable: the generation failed, and the message says why`, () => {
    const s = screenGenerated(ELLIPSES.prompts);
    assert.deepEqual(s.usable, []);
    assert.equal(
      s.error,
      'only 0 of the 2 generated test prompts are usable, at least 2 are needed: generated prompt 1 (tp-01) has a prompt of punctuation only ("…"); not used; generated prompt 2 (tp-02) has a prompt of punctuation only ("…"); not used',
    );
    assert.match(screenGenerated(ELLIPSES.prompts, 'zh').error!, /^生成的 2 个测试 prompt 中只有 0 个可用，至少需要 2 个：生成的第 1 个 prompt（tp-01）/);
  });
});

describe('a generation reply of unusable prompts (score path)', () => {
  it('["…","…"]: one repair request, then a failed generation; dim8 not scored, nothing to write', async () => {
    const { ev, asked } = await generate(ELLIPSES);
    assert.equal(asked, 2, 'the first reply and the repair');
    assert.equal(ev.testPrompts.source, 'none');
    assert.equal(ev.testPrompts.failure!.reason, 'invalid-reply');
    assert.match(
      ev.testPrompts.failure!.detail,
      /only 0 of the 2 generated test prompts are usable, at least 2 are needed: generated prompt 1 \(tp-01\) has a prompt of punctuation only \("…"\)/,
    );
    assert.deepEqual(ev.artefacts, []);
    assert.equal(ev.dim8.value, null);
  });

  it('two prompts that differ only in spacing, case and width: a failed generation, nothing to write', async () => {
    const { ev } = await generate(DUPLICATES);
    assert.equal(ev.testPrompts.source, 'none');
    assert.match(
      ev.testPrompts.failure!.detail,
      /only 1 of the 2 generated test prompts are usable.*generated prompt 2 \(tp-02\) repeats the prompt of entry 1/,
    );
    assert.deepEqual(ev.artefacts, []);
  });

  it('one bad prompt of three: the two good ones are used and written, and the warning names the third', async () => {
    const { ev, asked } = await generate({ prompts: [tp('tp-01', 'Export my deck to PDF'), tp('tp-02', '。。'), tp('tp-03', 'print the slides?')] });
    assert.equal(asked, 1);
    assert.deepEqual(
      ev.testPrompts.prompts.map((p) => p.id),
      ['tp-01', 'tp-03'],
    );
    assert.match(ev.testPrompts.warning!, /generated prompt 2 \(tp-02\) has a prompt of punctuation only \("。。"\); not used/);
    const written = JSON.parse(ev.artefacts.find((a) => a.path === 'test-prompts.json')!.content) as Array<{ id: string }>;
    assert.deepEqual(
      written.map((p) => p.id),
      ['tp-01', 'tp-03'],
    );
  });
});

describe('luban score with a generation reply of ["…","…"]', () => {
  const servers: ModelServer[] = [];
  after(() => Promise.all(servers.map((s) => s.close())));

  it('writes no test-prompts.json and says why dim8 has no prompts', async () => {
    const s = await ModelServer.start(scriptedJudge({ override: { 'dim8.tp': json(ELLIPSES) } }));
    servers.push(s);
    const root = tempDir({ 'slides-export/SKILL.md': SKILL_EN, 'slides-export/scripts/render.py': 'print(1)\n' });
    let stdout = '';
    let stderr = '';
    const io: ScoreIO = {
      stdout: (x) => void (stdout += x),
      stderr: (x) => void (stderr += x),
      env: {},
      cwd: root,
      isTTY: false,
      locale: 'en',
      interactive: false,
      ask: async () => '',
      signal: undefined,
    };
    await runCli(
      [
        'score',
        'slides-export',
        '--yes',
        '--provider',
        'openai',
        '--model',
        'judge-model',
        '--base-url',
        s.openaiBaseUrl,
        '--cache-dir',
        path.join(root, '.luban-cache'),
      ],
      io,
    );
    assert.ok(!existsSync(path.join(root, 'slides-export', 'test-prompts.json')), 'no test-prompts.json written');
    const dim8 = stdout.split('\n').find((l) => l.startsWith('  dim8 '))!;
    assert.match(
      dim8,
      /not scored: .*only 0 of the 2 generated test prompts are usable, at least 2 are needed: generated prompt 1 \(tp-01\) has a prompt of punctuation only/,
    );
    assert.doesNotMatch(stdout, /Wrote test-prompts\.json/);
  });
});
