/**
 * The regression after an edit (after-write.ts) for people — one headline line, then the
 * failed cases — and for machines (the `regression` field of the edit commands' JSON),
 * English and 简体中文.
 */
import { localTable, pick, type Locale } from '../../../base/l10n/index.ts';
import type { LocalisedText } from '../../../rules/types.ts';
import type { AfterWriteRegression, NoRegressionReason } from './after-write.ts';

export const afterWriteMessages = {
  ran: { en: 'MUSE regression ran: {passed}/{total} passed.', zh: 'MUSE 回归测试已运行：{total} 条中 {passed} 条通过。' },
  ranPartial: {
    en: 'MUSE regression ran: {passed}/{total} passed; {fail} failed (the edit is kept; rollback suggested).',
    zh: 'MUSE 回归测试已运行：{total} 条中 {passed} 条通过，{fail} 条失败（修改已保留；建议回滚）。',
  },
  forced: {
    en: 'MUSE forced rollback: all {total} regression case(s) failed; {file} restored to its content before the edit.',
    zh: 'MUSE 强制回滚：{total} 条回归用例全部失败；{file} 已恢复为修改前的内容。',
  },
  failedCase: { en: '  ✗ {id} [{dimension}] {deviation}', zh: '  ✗ {id} [{dimension}] {deviation}' },
  notRunTail: {
    en: '({n} behavioural case(s) not run: no model for them here; `luban regress --behavioural` runs them.)',
    zh: '（{n} 条行为用例未运行：此处不调用模型；可用 `luban regress --behavioural` 运行。）',
  },
  none: { en: 'No MUSE regression: {why}.', zh: '未运行 MUSE 回归测试：{why}。' },
  'why.no-cases': { en: 'the skill has no regression cases (no tests.yaml, or it is empty)', zh: '该技能没有回归用例（没有 tests.yaml，或其为空）' },
  'why.tests-unreadable': { en: 'tests.yaml could not be read', zh: '无法读取 tests.yaml' },
  'why.no-model': {
    en: 'its {n} case(s) are behavioural and need a model (`luban regress --behavioural` runs them)',
    zh: '其 {n} 条用例都是行为用例，需要模型（可用 `luban regress --behavioural` 运行）',
  },
  'why.no-runnable-case': { en: 'none of its {n} case(s) could be run', zh: '其 {n} 条用例都无法运行' },
} satisfies Record<string, LocalisedText>;

const say = localTable(afterWriteMessages);

/** The headline and the failed cases, one line each, in `locale`; `shownFile` names the skill file for people. */
export function afterWriteLines(r: AfterWriteRegression, locale: Locale, shownFile = 'SKILL.md'): string[] {
  if (!r.ran) {
    const why = say(locale, `why.${r.reason}` as `why.${NoRegressionReason}`, { n: r.cases });
    return [say(locale, 'none', { why })];
  }
  const fail = r.total - r.passed;
  const head = r.forcedRollback
    ? say(locale, 'forced', { total: r.total, file: shownFile })
    : say(locale, fail ? 'ranPartial' : 'ran', { passed: r.passed, total: r.total, fail });
  const lines = [head];
  if (!r.forcedRollback)
    for (const f of r.failed)
      lines.push(say(locale, 'failedCase', { id: f.id, dimension: f.dimension, deviation: f.deviation ? pick(f.deviation, locale) : '' }).trimEnd());
  if (r.notRun) lines.push(say(locale, 'notRunTail', { n: r.notRun }));
  return lines;
}

/** The same facts for `--format json` (the `regression` field). */
export function afterWriteJson(r: AfterWriteRegression | undefined, shownFile = 'SKILL.md') {
  if (!r) return null;
  const message: LocalisedText = { en: afterWriteLines(r, 'en', shownFile)[0], zh: afterWriteLines(r, 'zh-CN', shownFile)[0] };
  if (!r.ran) return { ran: false, reason: r.reason, cases: r.cases, message };
  return {
    ran: true,
    passed: r.passed,
    total: r.total,
    notRun: r.notRun,
    failed: r.failed,
    forcedRollback: r.forcedRollback,
    restored: r.forcedRollback ? shownFile : null,
    message,
  };
}
