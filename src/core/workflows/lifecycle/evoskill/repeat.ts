/**
 * Static evidence from the skill's own history (issue 31 item 1, seed v2 §六 "同一规则连续
 * 忽略"): the feedback is about a rule that failures.jsonl already holds — reported
 * before, or reworded since by HASP level 1 (`luban harden`) or an applied patch, and
 * followed to its current text (formats/rule-rewordings.ts). Such a rule has no soft word
 * left for rules.ts to find, yet it is the same rule failing again: located on its
 * current line with the gap type it was reported with, so the report counts with the
 * earlier ones and harden can escalate it. No patch is written here: the wording is
 * already a requirement, and the next step is a `hard_rules` entry (harden), or a
 * model's patch when one is configured.
 */
import { countIgnores, FAILURES_FILE, parseFailures, type GapType } from '../../../formats/failures.ts';
import { currentRuleText, ruleLinks, sameRuleKey } from '../../../formats/rule-rewordings.ts';
import { applicability } from '../../../modules/hasp/hardening.ts';
import { quote, skillLine, type AnalyzerContext, type Candidate } from './candidate.ts';
import { FORMAT_FEEDBACK } from './rules.ts';
import { overlap, termsOf } from './terms.ts';

/** A trigger gap (the description) or a changed tool is not a rule being ignored. */
const NOT_RULES: readonly GapType[] = ['trigger-missed', 'version-drift'];
const FENCE = /^\s{0,3}(```|~~~)/;

interface Known {
  count: number;
  type: GapType;
  reworded: boolean;
}

/** The rules of `file` failures.jsonl knows, by their current text. */
function knownRules(ctx: AnalyzerContext, file: string): Map<string, Known> {
  const text = ctx.doc.files.find((f) => f.path === FAILURES_FILE)?.text?.text;
  const out = new Map<string, Known>();
  if (text === undefined) return out;
  const parsed = parseFailures(text);
  const links = ruleLinks(parsed.records, parsed.rewordings);
  for (const l of links) {
    if (l.file !== file) continue;
    const key = sameRuleKey(file, currentRuleText(file, l.to, links));
    out.set(key, { count: 0, type: 'rule-missing', reworded: true });
  }
  for (const c of countIgnores(parsed.records, { rewordings: links })) {
    if (c.file !== file) continue;
    const type = c.types.filter((t) => !NOT_RULES.includes(t)).pop();
    if (!type) continue;
    const key = sameRuleKey(file, c.rule);
    out.set(key, { count: c.count, type, reworded: out.get(key)?.reworded ?? false });
  }
  return out;
}

export function reportedRuleCandidate(ctx: AnalyzerContext): Candidate | undefined {
  const { doc, input } = ctx;
  const file = doc.skillFileName ?? 'SKILL.md';
  const info = doc.skillFile?.text;
  if (!info) return undefined;
  const known = knownRules(ctx, file);
  if (!known.size) return undefined;
  const fb = termsOf(input.feedback);
  const rest = termsOf(`${input.output}\n${input.instruction}`);
  let best: { line: number; score: number; known: Known } | undefined;
  let inFence = false;
  for (let lineNo = doc.frontmatter ? doc.frontmatter.closingLine + 1 : 1; lineNo <= info.lineStarts.length; lineNo++) {
    const line = skillLine(doc, lineNo);
    if (FENCE.test(line)) inFence = !inFence;
    if (inFence || !line.trim()) continue;
    const k = known.get(sameRuleKey(file, line.trim()));
    if (!k) continue;
    const t = termsOf(line);
    const fromFeedback = overlap(t, fb);
    // As for a soft rule (rules.ts): the feedback must be about this line, not share one word with it.
    if (fromFeedback < 2) continue;
    const score = 2 * fromFeedback + overlap(t, rest);
    if (score >= 3 && (!best || score > best.score)) best = { line: lineNo, score, known: k };
  }
  if (!best) return undefined;
  const line = skillLine(doc, best.line);
  const format = FORMAT_FEEDBACK.test(input.feedback) || applicability(line).kind === 'output-format';
  const n = best.known.count;
  const how = best.known.reworded
    ? { en: `reworded since by HASP level 1 or an applied patch, reported ${n}× before`, zh: `此后已由 HASP 层级 1 或已应用的补丁改写，之前已被报告 ${n} 次` }
    : { en: `reported ${n}× before`, zh: `之前已被报告 ${n} 次` };
  return {
    type: format ? 'output-format' : best.known.type,
    file,
    line: best.line,
    endLine: best.line,
    rule: line.trim(),
    reason: {
      en: `The rule on line ${best.line} is already in failures.jsonl (${how.en}) and was still not followed: rewording it again will not help; a hard_rules entry (HASP level 2, luban harden) makes it checkable.`,
      zh: `第 ${best.line} 行的规则已在 failures.jsonl 中（${how.zh}），仍然没有被遵守：再改措辞无济于事；hard_rules 条目（HASP 层级 2，luban harden）能让它可检查。`,
    },
    evidence: {
      en: `line ${best.line} is a rule failures.jsonl already holds (${how.en}); the feedback “${quote(input.feedback)}” is about this line`,
      zh: `第 ${best.line} 行是 failures.jsonl 中已有的规则（${how.zh}）；反馈「${quote(input.feedback)}」说的正是这一行`,
    },
    strength: 2,
  };
}
