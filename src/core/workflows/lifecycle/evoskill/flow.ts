/**
 * 流程漏洞 (broken flow) from static evidence: the person says the output skipped or
 * lacked something ("缺少测试步骤", "it skipped running the tests"), and the skill's
 * flow — its numbered steps — has no step for it. Located at the flow's last step; the
 * patch adds the missing step after it, numbered on, worded as a requirement. When a
 * step does cover it, the step exists and was skipped: located there, and the wording
 * of the patch is left to the model.
 */
import type { Heading } from '../../../skill/types.ts';
import { quote, skillLine, type AnalyzerContext, type Candidate } from './candidate.ts';
import { overlap, termsOf } from './terms.ts';

/**
 * What the feedback says is missing: the phrase after 缺少 / 跳过 / skipped / forgot to …
 * `verb`: the phrase starts with a bare verb ("forgot to update the changelog"), else it
 * is a noun or gerund phrase ("skipped the tests", "skipped running the tests").
 */
const SKIPPED: Array<{ re: RegExp; verb: boolean }> = [
  {
    re: /(?:跳过了?|忘了|忘记了?|漏了|漏掉了?|没有做|没做|没有执行|没执行|省略了?)\s*([^，。,.;；!！?？\n]{2,30}?)(?:这一?步|步骤|环节|这一?环)?(?:[，。,.;；!！?？\n]|$)/,
    verb: true,
  },
  { re: /(?:缺少|缺了|少了|没有)\s*([^，。,.;；!！?？\n]{2,30}?)(?:这一?步|步骤|环节|这一?环)?(?:[，。,.;；!！?？\n]|$)/, verb: false },
  {
    re: /(?:forgot to|forgets to|failed to|fails to|did not|didn['’]t|does not|doesn['’]t|never)\s+([^,.;!?\n]{3,60}?)(?:\s+step)?(?:[,.;!?\n]|$)/i,
    verb: true,
  },
  {
    re: /(?:skipped|skips|missed|misses|omitted|left out|without|is missing|was missing|missing|lacks?|lacked)\s+(?:the\s+|a\s+|an\s+)?([^,.;!?\n]{3,60}?)(?:\s+step)?(?:[,.;!?\n]|$)/i,
    verb: false,
  },
];

export function skippedPhrase(feedback: string): { phrase: string; verb: boolean } | undefined {
  for (const { re, verb } of SKIPPED) {
    const p = re.exec(feedback)?.[1]?.trim();
    if (p && p.length >= 2) return { phrase: p, verb };
  }
  return undefined;
}

const FLOW_HEADING = /流程|步骤|工作流|执行|操作|workflow|steps?\b|process|procedure|how to|instructions/i;

interface Step {
  line: number;
  endLine: number;
  number: number;
  text: string;
}

interface TreeNode {
  type: string;
  ordered?: boolean;
  children?: TreeNode[];
  position?: { start: { line: number }; end: { line: number } };
}

function orderedLists(node: TreeNode, out: TreeNode[] = []): TreeNode[] {
  if (node.type === 'list' && node.ordered) out.push(node);
  for (const c of node.children ?? []) orderedLists(c, out);
  return out;
}

/** The skill's flow: the ordered list under a flow heading, else the longest one (≥ 2 steps). */
export function flowSteps(ctx: Pick<AnalyzerContext, 'doc'>): Step[] {
  const md = ctx.doc.markdown;
  if (!md) return [];
  const lists = orderedLists(md.tree as unknown as TreeNode).filter((l) => (l.children?.length ?? 0) >= 2);
  if (!lists.length) return [];
  const headingOf = (line: number): Heading | undefined => [...md.headings].reverse().find((h) => h.line < line);
  const flow =
    lists.find((l) => FLOW_HEADING.test(headingOf(l.position?.start.line ?? 0)?.text ?? '')) ??
    [...lists].sort((a, b) => (b.children?.length ?? 0) - (a.children?.length ?? 0))[0];
  return (flow.children ?? []).map((item, i) => {
    const line = item.position?.start.line ?? 0;
    const text = skillLine(ctx.doc, line);
    const n = /^\s*(\d+)[.)]/.exec(text);
    // An item's block may take in the blank lines after it: end at its last written line.
    let endLine = Math.max(line, item.position?.end.line ?? line);
    while (endLine > line && skillLine(ctx.doc, endLine).trim() === '') endLine--;
    return { line, endLine, number: n ? Number(n[1]) : i + 1, text };
  });
}

function newStep(prev: string, n: number, { phrase, verb }: { phrase: string; verb: boolean }, lang: 'en' | 'zh'): string {
  const m = /^(\s*)\d+([.)])\s+/.exec(prev);
  const indent = m?.[1] ?? '';
  const dot = m?.[2] ?? '.';
  const body =
    lang === 'zh'
      ? verb
        ? `必须${phrase.replace(/^(?:必须|要|需要)/, '')}，不可跳过。`
        : `必须包含${phrase}，不可省略。`
      : verb
        ? `Always ${phrase.replace(/^(?:to\s+|always\s+)/i, '')}; do not skip this step.`
        : `Do not skip ${phrase}: it is required.`;
  return `${indent}${n}${dot} ${body}`;
}

export function missingStepCandidate(ctx: AnalyzerContext): Candidate | undefined {
  const { doc, input, lang } = ctx;
  const skipped = skippedPhrase(input.feedback);
  if (!skipped) return undefined;
  const phrase = skipped.phrase;
  const steps = flowSteps(ctx);
  if (!steps.length) return undefined;
  const file = doc.skillFileName ?? 'SKILL.md';
  const want = termsOf(phrase);
  const covering = steps
    .map((s) => ({ s, score: overlap(termsOf(s.text), want) }))
    .filter((x) => x.score >= 2 || (x.score >= 1 && want.words.size + want.bigrams.size <= 2))
    .sort((a, b) => b.score - a.score)[0];
  if (covering) {
    const s = covering.s;
    return {
      type: 'flow-broken',
      file,
      line: s.line,
      endLine: s.endLine,
      rule: s.text.trim(),
      reason: {
        en: `Step ${s.number} (line ${s.line}) covers “${phrase}”, yet the output skipped it: the step is not binding enough to be followed.`,
        zh: `第 ${s.number} 步（第 ${s.line} 行）本已包含「${phrase}」，但输出跳过了它：这一步的约束力不足。`,
      },
      evidence: {
        en: `the feedback says “${quote(phrase)}” was skipped; step ${s.number} is about it`,
        zh: `反馈指出跳过了「${quote(phrase)}」；第 ${s.number} 步正是这一环节`,
      },
      strength: 2,
    };
  }
  const last = steps[steps.length - 1];
  // The new step goes after the last line of the last step (its sub-lines included).
  const lastLine = skillLine(doc, last.endLine);
  const added = newStep(last.text, last.number + 1, skipped, lang);
  return {
    type: 'flow-broken',
    file,
    line: last.endLine,
    endLine: last.endLine,
    // Nothing was ignored here: the step did not exist, so this report counts against no rule.
    rule: null,
    oldStr: lastLine,
    newStr: `${lastLine}\n${added}`,
    reason: {
      en: `The output skipped “${phrase}”, and none of the skill’s ${steps.length} steps asks for it: the flow has a gap there. Adding it as step ${last.number + 1} closes it.`,
      zh: `输出缺少「${phrase}」，而技能的 ${steps.length} 个步骤中没有一步要求它：流程在这里有缺口。补为第 ${last.number + 1} 步即可补上。`,
    },
    evidence: {
      en: `the feedback says “${quote(phrase)}” was skipped; no step of the flow (lines ${steps[0].line}–${last.endLine}) mentions it`,
      zh: `反馈指出缺少「${quote(phrase)}」；流程（第 ${steps[0].line}–${last.endLine} 行）中没有任何一步提到它`,
    },
    strength: 2,
  };
}
