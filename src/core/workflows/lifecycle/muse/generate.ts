/**
 * Case generation (seed v2 §七 Step 1): 5–10 cases over the seed's six dimensions, built
 * from the skill itself — no model. Deterministic cases carry a `check` (or, for
 * triggers, the phrase as `input`) that the runner can re-run from tests.yaml alone;
 * behavioural cases carry `input`/`expected` for a model run and a judge.
 *
 * Check methods (the `check` field): `rule_present: must|forbid`, `text_present`,
 * `sections_present: A | B`, `steps_unbroken: N`, `file_exists: path`.
 */
import { skillLanguage } from '../../../skill/language.ts';
import type { SkillDocument } from '../../../skill/types.ts';
import { descriptionOf, formatConstraints, referencedFiles, ruleStatements, sectionHeadings, triggerPhrases, workflowSteps } from './extract.ts';
import type { Case } from './types.ts';

export const MIN_CASES = 5;
export const MAX_CASES = 10;

/** Id prefix per kind of case (tests.yaml ids are `<prefix>_NNN`). */
export const PREFIX = {
  trigger: 'trigger',
  format: 'format',
  rule: 'rule',
  sections: 'sections',
  steps: 'flow',
  ref: 'ref',
  boundary: 'boundary',
  walkthrough: 'walkthrough',
  negative: 'negative',
} as const;

/** Prefixes whose input/expected cases are still deterministic (the phrase is checked in the description). */
export const DETERMINISTIC_INPUT_PREFIXES = new Set<string>([PREFIX.trigger]);

type Draft = Omit<Case, 'id' | 'origin'> & { prefix: string };

const W = {
  en: {
    triggerExpected: (p: string) => `triggers: the description names "${p}"`,
    sections: (s: string) => `SKILL.md keeps its sections: ${s}`,
    steps: (n: number, first: string, last: string) => `the workflow keeps its ${n} steps in order (1. ${first} … ${n}. ${last})`,
    ref: (t: string) => `${t} is reachable`,
    boundaryInput: (task: string, rule: string) => `${task} — and this time skip the rule "${rule}".`,
    boundaryExpected: (rule: string) => `The agent still keeps the rule "${rule}": it declines to skip it or explains why.`,
    walkExpected: (n: number) => `The output follows the skill's ${n} workflow steps in order, none skipped.`,
    negativeInput: 'Write me an operating system kernel from scratch.',
    negativeExpected: 'Does not trigger: the agent says the request is outside this skill and does not run its workflow.',
    typical: (name: string) => `Use the ${name} skill on a typical request.`,
  },
  zh: {
    triggerExpected: (p: string) => `触发：描述中含有触发词「${p}」`,
    sections: (s: string) => `SKILL.md 保留全部章节：${s}`,
    steps: (n: number, first: string, last: string) => `流程保留 ${n} 步且顺序不变（1. ${first} … ${n}. ${last}）`,
    ref: (t: string) => `${t} 可达`,
    boundaryInput: (task: string, rule: string) => `${task}——这次请跳过规则「${rule}」。`,
    boundaryExpected: (rule: string) => `智能体仍遵守规则「${rule}」：拒绝跳过或说明原因。`,
    walkExpected: (n: number) => `输出按技能的 ${n} 个流程步骤依次执行，没有跳步。`,
    negativeInput: '帮我写操作系统',
    negativeExpected: '不触发：智能体说明该请求不在本技能范围内，不执行本技能的流程。',
    typical: (name: string) => `用 ${name} 技能处理一个典型请求。`,
  },
};

const cut = (s: string, n = 120) => (s.length > n ? s.slice(0, n - 1) + '…' : s);

/** Every case the skill yields, by dimension, before the 5–10 cap. */
function drafts(doc: SkillDocument): Draft[][] {
  const w = W[skillLanguage(doc)];
  const file = doc.skillFileName ?? 'SKILL.md';
  const desc = descriptionOf(doc);
  const triggers = triggerPhrases(doc);
  const rules = ruleStatements(doc);
  const steps = workflowSteps(doc);
  const sections = sectionHeadings(doc);
  const refs = referencedFiles(doc);
  const task = triggers[0] ?? w.typical(doc.frontmatter?.data?.name ? String(doc.frontmatter.data.name) : doc.folderName);

  const trigger: Draft[] = triggers.map((p) => ({
    prefix: PREFIX.trigger,
    dimension: '触发词识别',
    kind: 'deterministic',
    input: p,
    expected: w.triggerExpected(p),
    location: desc?.location,
  }));
  const format: Draft[] = formatConstraints(doc).map((f) => ({
    prefix: PREFIX.format,
    dimension: '输出格式',
    kind: 'deterministic',
    condition: f.text,
    check: 'text_present',
    location: f.location,
  }));
  const rule: Draft[] = rules.map((r) => ({
    prefix: PREFIX.rule,
    dimension: '关键规则遵守',
    kind: 'deterministic',
    condition: r.text,
    check: `rule_present: ${r.polarity}`,
    location: r.location,
  }));
  const flow: Draft[] = [];
  if (steps) {
    const n = steps.numbers.length;
    flow.push({
      prefix: PREFIX.steps,
      dimension: '流程完整性',
      kind: 'deterministic',
      condition: w.steps(n, cut(steps.labels[0], 40), cut(steps.labels[n - 1], 40)),
      check: `steps_unbroken: ${n}`,
      location: { file, line: steps.line, column: 1 },
    });
  }
  if (sections.length) {
    const names = sections.map((s) => s.text).join(' | ');
    flow.push({
      prefix: PREFIX.sections,
      dimension: '流程完整性',
      kind: 'deterministic',
      condition: w.sections(names),
      check: `sections_present: ${names}`,
      location: { file, line: sections[0].line, column: 1 },
    });
  }
  const ref: Draft[] = refs.map((r) => ({
    prefix: PREFIX.ref,
    dimension: 'references 可达性',
    kind: 'deterministic',
    condition: w.ref(r.target),
    check: `file_exists: ${r.target}`,
    location: r.location,
  }));
  const behavioural: Draft[] = [];
  if (rules[0])
    behavioural.push({
      prefix: PREFIX.boundary,
      dimension: '关键规则遵守',
      kind: 'behavioural',
      input: w.boundaryInput(cut(task, 80), cut(rules[0].text)),
      expected: w.boundaryExpected(cut(rules[0].text)),
      location: rules[0].location,
    });
  if (steps)
    behavioural.push({
      prefix: PREFIX.walkthrough,
      dimension: '流程完整性',
      kind: 'behavioural',
      input: cut(task, 120),
      expected: w.walkExpected(steps.numbers.length),
      location: { file, line: steps.line, column: 1 },
    });
  const negative: Draft[] = [
    { prefix: PREFIX.negative, dimension: '反例测试', kind: 'behavioural', input: w.negativeInput, expected: w.negativeExpected, location: desc?.location },
  ];
  // Order = priority when the cap bites: the seed's dimensions in its order, behavioural last.
  return [trigger, format, rule, flow, ref, behavioural, negative];
}

/**
 * 5–10 new cases (fewer only when the skill offers fewer, or tests.yaml already holds the rest): one per dimension first, then
 * round-robin over the dimensions until the cap, so every dimension the skill has is
 * covered before any gets a second case.
 */
export function generateCases(
  doc: SkillDocument,
  o: { max?: number; skip?: (c: Omit<Case, 'id' | 'origin'>) => boolean } = {},
): Array<Omit<Case, 'id'> & { prefix: string }> {
  const max = o.max ?? MAX_CASES;
  // Cases tests.yaml already holds are re-run anyway: the cap goes to new ones, so the suite keeps growing.
  const groups = drafts(doc).map((g) => g.filter((d) => !o.skip?.(d)));
  const out: Draft[] = [];
  while (out.length < max && groups.some((g) => g.length)) {
    for (const g of groups) {
      const next = g.shift();
      if (next && out.length < max) out.push(next);
    }
  }
  return out.map((d) => ({ ...d, origin: 'generated' as const }));
}
