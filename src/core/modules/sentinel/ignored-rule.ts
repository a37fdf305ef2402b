/**
 * sentinel/ignored-rule — a rule of this skill that the agent kept ignoring: counted ≥ 2
 * times by HASP from the skill's failure reports (failures.jsonl) and its failed must/forbid
 * regression runs (tests.yaml with .luban/regress-history.jsonl). Seed v3's module table:
 * "HASP 违规计数 ≥2 次 → 计入 Sentinel 子分" — each such rule is one Sentinel hit (warning),
 * reported at the rule's line in SKILL.md (line 1 when the rule is gone).
 *
 * Category prompt-injection (decided for Sentinel, whose five categories are fixed by the
 * seed): it is the category of instruction integrity — text that should steer the agent
 * and does not hold, here the skill's own guard. Never an error: the cause may be a vague
 * rule rather than a hostile one, and `luban harden` is the fix.
 *
 * The counts are read by the caller (core/lifecycle/harden `ignoredRulesOf`, in `luban scan`
 * and the editor) and handed in as `ctx.ignoredRules`; the rule itself reads no file.
 */
import type { Rule } from '../../rules/types.ts';

export const rule: Rule = {
  meta: {
    id: 'sentinel/ignored-rule',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'warning',
    category: 'prompt-injection',
    description: {
      en: 'A rule of the skill the agent ignored twice or more (failure reports, failed must/forbid regression runs): its guard does not hold; run `luban harden`.',
      zh: '技能中被智能体忽略两次及以上的规则（失败报告、未通过的必须/禁止回归用例）：这道约束没有守住；请运行 `luban harden`。',
    },
    fixable: false,
    messages: {
      ignored: {
        en: 'The rule "{rule}" was ignored {count} times ({sources}): a guard the agent does not keep protects nobody; harden it (`luban harden`, "Luban: Harden Rules"){note}.',
        zh: '规则“{rule}”已被忽略 {count} 次（{sources}）：智能体守不住的约束起不到保护作用；请硬化它（`luban harden`、“Luban: Harden Rules”）{note}。',
      },
    },
  },
  check(ctx) {
    const file = ctx.doc.skillFileName ?? 'SKILL.md';
    const lines = ctx.doc.skillFile?.text?.text.split('\n') ?? [];
    for (const r of ctx.ignoredRules ?? []) {
      const line = r.line ?? 1;
      const length = lines[line - 1]?.length ?? 0;
      const text = r.rule.length > 80 ? `${r.rule.slice(0, 77)}…` : r.rule;
      ctx.report({
        messageId: 'ignored',
        data: { rule: text, count: r.count, sources: r.sources.join(', '), note: '' },
        file,
        range: { start: { line, column: 1 }, end: { line, column: length + 1 } },
        facts: { category: 'prompt-injection', counted: true, context: 'prose', count: r.count },
      });
    }
  },
};
