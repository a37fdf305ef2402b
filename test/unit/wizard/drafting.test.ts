import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Budget } from '../../../src/core/models/budget.ts';
import { createChatModel } from '../../../src/core/models/llm/provider.ts';
import { runWizard } from '../../../src/core/workflows/wizard/machine.ts';
import { ModelServer, type RecordedRequest, type Reply } from '../../support/model-server.ts';
import { confirmingPerson, person } from '../../support/wizard.ts';
import { metisProfileFor, workspace } from './fixtures.ts';

let server: ModelServer;
before(async () => {
  server = await ModelServer.start();
});
after(async () => {
  await server.close();
});

const json = (v: unknown): Reply => ({ kind: 'text', text: JSON.stringify(v) });

const SKILL = (body: string) =>
  `---\nname: standup-notes\ndescription: 汇总每日站会记录。当用户说"站会纪要"、"整理站会"时使用。\nversion: 1.0.0\nlazy_load: true\nthink_type: react\n---\n\n# standup-notes\n\n${body}\n\n## 不适用场景\n\n- 周报\n`;

function handler(log: string[]) {
  let generations = 0;
  return (req: RecordedRequest): Reply => {
    const u = req.lastUser;
    if (u.startsWith('Phase 1 (understand)')) {
      log.push('1');
      return json({
        intent: '把每日站会记录整理成纪要',
        abilities: ['按人汇总', '列出阻塞项'],
        boundaries: ['周报'],
        failure: '记录缺失时请用户补充',
        constraints: '只读本地',
        triggers: ['站会纪要', '整理站会'],
        description: '汇总每日站会记录。当用户说"站会纪要"、"整理站会"时使用。',
      });
    }
    if (u.startsWith('Phase 4 (plan)')) {
      log.push('4');
      return json({
        items: [
          { path: 'skill.md', action: 'create', purpose: '核心提示词' },
          { path: 'references/format.md', action: 'create', purpose: '纪要格式' },
        ],
      });
    }
    if (u.startsWith('Phase 5 (generate)')) {
      log.push(`5:${u.includes('L3.bare-paths') ? 'fix' : 'first'}`);
      generations++;
      // The first draft names its template with a bare path; the redraft after the review uses the reference syntax.
      const body = generations === 1 ? '按 references/format.md 的格式输出。' : '按 @[skfile:references/format.md] 的格式输出。';
      return json({ files: { 'skill.md': SKILL(body), 'references/format.md': '# 纪要格式\n\n- 昨天\n- 今天\n- 阻塞\n' } });
    }
    return { kind: 'status', status: 400, body: 'unexpected request' };
  };
}

test('with a model: the cost plan first (nothing sent before yes), then phases 1, 4 and 5 drafted; a bare path in the draft goes back to phase 5 and is redrafted', async () => {
  const ws = workspace();
  metisProfileFor(ws, 'standup-notes', 'weekly-digest'); // the metis form (skill.md) these tests are about
  const log: string[] = [];
  const start = server.count;
  server.setHandler(handler(log));
  let sentBeforePlan = -1;
  const model = createChatModel({ provider: 'openai', model: 'scripted', baseUrl: server.openaiBaseUrl }, {})!;
  const p = confirmingPerson({ answers: { intent: '整理站会', triggers: '站会纪要' }, direction: 'A' });
  const approver = {
    ask: async (cp: import('../../../src/core/workflows/loop/types.ts').Checkpoint) => {
      if (cp.kind === 'wizard-cost') {
        sentBeforePlan = server.count - start;
        assert.match(
          cp.body.en,
          /^3 model calls \(one per drafted phase; one more per revision\), about [\d.]+k? input \+ 3\.4k output tokens \(estimates, ±30%\)\. Nothing is sent before you agree\.$/,
        );
        return 'proceed';
      }
      return p.approver.ask(cp);
    },
  };
  const target = path.join(ws, 'skills/standup-notes');
  const out = await runWizard({ kind: 'new', name: 'standup-notes', target, workspace: ws, locale: 'zh-CN', model, approver, onEvent: p.onEvent });
  assert.equal(out.status, 'done', out.error);
  assert.equal(sentBeforePlan, 0);
  assert.deepEqual(log, ['1', '4', '5:first', '5:fix']);
  assert.equal(out.calls, 4);
  assert.equal(out.state.requirement?.drafted, 'model');
  assert.deepEqual(out.state.requirement?.abilities, ['按人汇总', '列出阻塞项']);
  assert.match(readFileSync(path.join(out.workDir, 'tmps/01-understand.md'), 'utf8'), /由模型 scripted 起草。/);
  assert.match(readFileSync(path.join(out.workDir, 'tmps/04-plan.md'), 'utf8'), /- \[新建\] references\/format\.md — 纪要格式/);
  assert.match(readFileSync(path.join(target, 'skill.md'), 'utf8'), /按 @\[skfile:references\/format\.md\] 的格式输出。/);
  assert.equal(readFileSync(path.join(target, 'references/format.md'), 'utf8'), '# 纪要格式\n\n- 昨天\n- 今天\n- 阻塞\n');
});

test('with a model declined at the cost plan: no request is sent and every phase says it worked from the template', async () => {
  const ws = workspace();
  metisProfileFor(ws, 'standup-notes', 'weekly-digest'); // the metis form (skill.md) these tests are about
  const start = server.count;
  server.setHandler(() => ({ kind: 'status', status: 500 }));
  const model = createChatModel({ provider: 'openai', model: 'scripted', baseUrl: server.openaiBaseUrl }, {})!;
  const p = confirmingPerson({ answers: { intent: '整理站会', triggers: '站会纪要' }, direction: 'A' });
  const approver = {
    ask: (cp: import('../../../src/core/workflows/loop/types.ts').Checkpoint) =>
      cp.kind === 'wizard-cost' ? Promise.resolve('templates') : p.approver.ask(cp),
  };
  const out = await runWizard({
    kind: 'new',
    name: 'standup-notes',
    target: path.join(ws, 'skills/standup-notes'),
    workspace: ws,
    locale: 'en',
    model,
    approver,
    onEvent: p.onEvent,
  });
  assert.equal(out.status, 'done', out.error);
  assert.equal(server.count - start, 0);
  assert.equal(out.calls, 0);
  assert.ok(p.notices().includes('Model drafting declined: working from templates and your answers.'));
  assert.match(readFileSync(path.join(out.workDir, 'tmps/01-understand.md'), 'utf8'), /From the template and your answers \(no model\)\./);
});

test('a model reply that does not parse is told, and the phase works from its template', async () => {
  const ws = workspace();
  metisProfileFor(ws, 'standup-notes', 'weekly-digest'); // the metis form (skill.md) these tests are about
  server.setHandler(() => ({ kind: 'text', text: 'sorry, I cannot do JSON' }));
  const model = createChatModel({ provider: 'openai', model: 'scripted', baseUrl: server.openaiBaseUrl }, {})!;
  const p = person((cp) =>
    cp.kind === 'wizard-cost' ? 'proceed' : cp.kind === 'wizard-gate' ? 'stop' : cp.body.en.startsWith('Trigger') ? '站会纪要' : '整理站会',
  );
  const out = await runWizard({
    kind: 'new',
    name: 'standup-notes',
    target: path.join(ws, 'skills/standup-notes'),
    workspace: ws,
    locale: 'en',
    model,
    approver: p.approver,
    onEvent: p.onEvent,
  });
  assert.equal(out.status, 'stopped');
  assert.equal(out.state.requirement?.drafted, 'template');
  assert.ok(p.notices().some((n) => n.startsWith('The model did not answer usably (no JSON object in the reply)')));
});

test('direction D with a model whose plan the front end already accepted: no second cost question; the drafts are asked to borrow the design and write anew, with the source to read', async () => {
  const ws = workspace();
  metisProfileFor(ws, 'standup-notes', 'weekly-digest'); // the metis form (skill.md) these tests are about
  const seen: RecordedRequest[] = [];
  server.setHandler((req) => {
    seen.push(req);
    const u = req.lastUser;
    if (u.startsWith('Phase 1 (understand)'))
      return json({
        intent: '整理站会',
        abilities: ['按人汇总'],
        boundaries: ['周报'],
        failure: '',
        constraints: '',
        triggers: ['会议纪要'],
        description: '整理站会纪要。当用户说"会议纪要"时使用。',
      });
    if (u.startsWith('Phase 4 (plan)')) return json({ items: [{ path: 'skill.md', action: 'create', purpose: '核心提示词' }] });
    return json({ files: { 'skill.md': SKILL('按人汇总发言。').replace('站会纪要"、"整理站会', '会议纪要') } });
  });
  const model = createChatModel({ provider: 'openai', model: 'scripted', baseUrl: server.openaiBaseUrl }, {})!;
  const p = confirmingPerson({ answers: { intent: '整理站会', triggers: '会议纪要' }, direction: 'D meeting-notes' });
  const out = await runWizard({
    kind: 'new',
    name: 'standup-notes',
    target: path.join(ws, 'skills/standup-notes'),
    workspace: ws,
    locale: 'en',
    model,
    draftingAccepted: true,
    approver: p.approver,
    onEvent: p.onEvent,
  });
  assert.equal(out.status, 'done', out.error);
  assert.equal(p.asked.filter((c) => c.kind === 'wizard-cost').length, 0, 'the plan is not asked twice');
  assert.ok(p.notices().some((n) => n.startsWith('Phases 1, 4 and 5 are drafted by the model scripted (you accepted the plan)')));
  assert.equal(out.state.decision?.direction, 'D');
  const plan = seen.find((r) => r.lastUser.startsWith('Phase 4 (plan)'))!.lastUser;
  assert.match(plan, /Direction D: borrow the design ideas of meeting-notes and write this skill anew/);
  assert.match(plan, /The existing skills drawn on \(outline\):\n- meeting-notes \(SKILL\.md\)\n {4}# 会议纪要/);
  const files = seen.find((r) => r.lastUser.startsWith('Phase 5 (generate)'))!.lastUser;
  assert.match(files, /copy no sentences, do not load or reference those skills/);
  assert.ok(files.includes('整理会议纪要，可用于周报。'), 'the source text is given to read');
  assert.equal(out.state.generated?.drafted, 'model');
});

test('the call budget (docs/features.md C9) caps the drafts: once spent the phase says so and works from its template, and nothing more is sent', async () => {
  const ws = workspace();
  metisProfileFor(ws, 'standup-notes', 'weekly-digest'); // the metis form (skill.md) these tests are about
  const log: string[] = [];
  const start = server.count;
  server.setHandler(handler(log));
  const model = createChatModel({ provider: 'openai', model: 'scripted', baseUrl: server.openaiBaseUrl }, {})!;
  const p = confirmingPerson({
    answers: { intent: '整理站会', triggers: '站会纪要' },
    direction: 'A',
    onGate: (cp) => (cp.phase === '5' ? 'stop' : undefined),
  });
  const out = await runWizard({
    kind: 'new',
    name: 'standup-notes',
    target: path.join(ws, 'skills/standup-notes'),
    workspace: ws,
    locale: 'en',
    model,
    draftingAccepted: true,
    budget: new Budget(1),
    approver: p.approver,
    onEvent: p.onEvent,
  });
  assert.equal(out.status, 'stopped');
  assert.deepEqual(log, ['1']);
  assert.equal(server.count - start, 1);
  assert.equal(out.state.requirement?.drafted, 'model');
  assert.equal(
    p.notices().filter((n) => n === 'The call budget (1) is spent: this phase works from its template (nothing more is sent).').length,
    2,
    'phases 4 and 5',
  );
  assert.equal(out.state.generated?.drafted, 'template');
});
