/**
 * Phase 0.5 (docs/features.md D3): 2–3 test prompts per skill for dim8 (measured performance),
 * designed by the model, or reused / rewritten / appended when test-prompts.json exists;
 * then a 🛑 STOP approves them before anything is scored. Without a model dim8 is not
 * scored and the phase is skipped. Blank, punctuation-only and repeated prompts are never
 * used or written; fewer than two usable ones is a failed generation, and nothing is written.
 */
import path from 'node:path';
import { Executor } from '../../../scoring/judge/executor.ts';
import { skillLanguage } from '../../../skill/language.ts';
import { skillText } from '../../../scoring/judge/context.ts';
import { testPromptMessages, testPromptsSchema, DIM8_VERSIONS, type TestPrompt } from '../../../scoring/judge/prompts/dim8.ts';
import { promptProblemsText } from '../../../scoring/judge/messages.ts';
import { fileProblemsText, screenGenerated, type PromptProblem } from '../../../formats/test-prompts/parse.ts';
import type { LocalisedText } from '../../../base/l10n/text.ts';
import { readTestPromptsFile, writeTestPrompts, TEST_PROMPTS_FILE } from '../../../formats/test-prompts/file.ts';
import { Cancelled, UserStop, type RunContext, type SkillState } from '../context.ts';
import { both, linesOf, say } from '../messages.ts';

type WriteMode = 'rewrite' | 'append' | 'keep';

export async function phase05(run: RunContext): Promise<void> {
  run.phase = '0.5';
  const model = run.opts.model;
  if (!model) {
    run.notify('info', 'phase0.5', say('phase0.5.skipped'));
    return;
  }
  const pending: Array<{ s: SkillState; prompts: TestPrompt[]; mode: WriteMode }> = [];
  for (const s of run.live()) {
    run.checkCancel();
    if (!s.scan) continue;
    const cur = await readTestPromptsFile(s.dir);
    let mode: WriteMode = 'rewrite';
    if (cur.status !== 'missing') {
      const state =
        cur.status === 'invalid'
          ? say('testPromptsExist.invalid', { error: cur.error })
          : withProblems(say('testPromptsExist.count', { n: cur.prompts.length }), cur.problems);
      run.notify('exception', 'test-prompts-exist', say('testPromptsExist', { skill: s.name, file: TEST_PROMPTS_FILE, state }), s.name);
      const shown = cur.status === 'ok' ? cur.prompts.map((p) => `${p.id} [${p.category}] ${p.prompt}`).join('\n') : '';
      const choice = await run.ask({
        id: `test-prompts-exist:${s.name}`,
        kind: 'test-prompts-exist',
        level: 'checkpoint',
        skill: s.name,
        title: say('testPromptsExist.title'),
        body: say('testPromptsExist.body', { shown }),
        choices: [
          ...(cur.status === 'ok' ? [{ id: 'reuse', label: say('choice.reuse') }] : []),
          { id: 'rewrite', label: say('choice.rewrite') },
          ...(cur.status === 'ok' ? [{ id: 'append', label: say('choice.append') }] : []),
        ],
        defaultChoice: cur.status === 'ok' ? 'reuse' : 'rewrite',
      });
      if (choice === 'reuse' && cur.status === 'ok') {
        s.testPrompts = cur.prompts;
        pending.push({ s, prompts: cur.prompts, mode: 'keep' });
        continue;
      }
      mode = choice === 'append' ? 'append' : 'rewrite';
    }
    const text = skillText(s.scan.doc);
    if (!text) continue;
    const ex = new Executor({ model, budget: run.budget, meter: run.meter, signal: run.opts.signal });
    const lang = skillLanguage(s.scan.doc);
    const o = await ex.runJson<{ prompts: TestPrompt[] }>({
      kind: 'json',
      label: `${s.name}: test prompts`,
      step: 'dim8.testPrompts',
      promptVersion: DIM8_VERSIONS.testPrompts,
      variant: 'gen',
      messages: testPromptMessages(text, lang),
      maxTokens: 1500,
      temperature: 0.7,
      estOutputTokens: 350,
      lang,
      schema: testPromptsSchema,
      // Blank, punctuation-only or repeated prompts get one repair request; too few usable fails.
      check: (v) => screenGenerated(v.prompts).error,
      placeholder: { prompts: [] },
    });
    if (o.status === 'failed') {
      if (o.reason === 'cancelled') throw new Cancelled();
      run.notify('exception', 'subagent-unavailable', say('testPromptsFailed', { skill: s.name, detail: o.detail }), s.name);
      continue;
    }
    const screened = screenGenerated(o.value.prompts);
    if (screened.error) {
      run.notify('exception', 'subagent-unavailable', say('testPromptsFailed', { skill: s.name, detail: screened.error }), s.name);
      continue;
    }
    if (screened.problems.length) run.notify('warning', 'test-prompts-unusable', problemsNotice(s.name, screened.problems), s.name);
    pending.push({ s, prompts: screened.usable, mode });
  }
  if (!pending.length) return;
  const body = pending
    .map((p) => `${p.s.name}:\n${p.prompts.map((x) => `  ${x.id} [${x.category}] ${x.prompt} → ${x.expected_behavior}`).join('\n')}`)
    .join('\n');
  const choice = await run.ask({
    id: 'phase0.5',
    kind: 'phase0.5',
    level: 'stop',
    title: say('phase0.5.title'),
    tag: 'Phase 0.5 · test-prompts.json',
    body: linesOf([say('phase0.5.happened'), both(body), say('phase0.5.next')]),
    choices: [
      { id: 'approve', label: say('choice.approve') },
      { id: 'stop', label: say('choice.stop'), hint: say('choice.stopHere.hint') },
    ],
    defaultChoice: 'approve',
  });
  if (choice === 'stop') throw new UserStop();
  for (const p of pending) {
    if (p.mode === 'keep') continue;
    const w = await writeTestPrompts(p.s.dir, p.prompts, p.mode, run.clock());
    run.files.add(w.path);
    p.s.testPrompts = w.prompts;
    if (w.backupPath)
      run.notify(
        'info',
        'test-prompts-backup',
        say('testPromptsBackup', { skill: p.s.name, file: TEST_PROMPTS_FILE, backup: path.basename(w.backupPath) }),
        p.s.name,
      );
  }
}

/** The file's state, with the entries that are not used and why (file and line). */
function withProblems(state: LocalisedText, problems: readonly PromptProblem[] | undefined): LocalisedText {
  if (!problems?.length) return state;
  return say('testPrompts.withProblems', { state, problems: { en: fileProblemsText(problems, 'en'), zh: fileProblemsText(problems, 'zh') } });
}

/** Generated prompts set aside (the rest are used). */
function problemsNotice(skill: string, problems: readonly PromptProblem[]): LocalisedText {
  return say('testPrompts.unusable', { skill, problems: { en: promptProblemsText(problems, 'en'), zh: promptProblemsText(problems, 'zh') } });
}
