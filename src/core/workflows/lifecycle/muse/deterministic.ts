/**
 * The deterministic runner (docs/features.md E2): a case's check against one version of the skill,
 * reading files only — milliseconds, no model. Each result says where the subject is
 * in the checked version (the Problems panel's range) and, when it fails, what deviated.
 */
import type { SkillDocument } from '../../../skill/types.ts';
import {
  containment,
  descriptionOf,
  isSoft,
  mentionOf,
  normalise,
  polarityOf,
  proseLines,
  sectionHeadings,
  statementText,
  workflowSteps,
  type Polarity,
} from './extract.ts';
import { museText } from './messages.ts';
import type { Case, CaseLocation, CaseResult } from './types.ts';

/** A statement still counts when this share of its words (CJK: character pairs) is in one line. */
const SAME_STATEMENT = 0.75;
/** Below SAME_STATEMENT but above this, the line is the statement rewritten (softened, reversed). */
const REWRITTEN = 0.55;

const cut = (s: string, n = 120) => (s.length > n ? s.slice(0, n - 1) + '…' : s);

export function parseCheck(check: string | undefined): { method: string; arg: string } | undefined {
  if (!check) return undefined;
  const m = /^\s*([a-z_]+)\s*(?::\s*(.*))?$/s.exec(check);
  return m ? { method: m[1], arg: (m[2] ?? '').trim() } : undefined;
}

const KNOWN = new Set(['rule_present', 'text_present', 'sections_present', 'steps_unbroken', 'file_exists']);

/** Whether the runner can check this case without a model. */
export function isDeterministicCheck(c: Pick<Case, 'check' | 'input' | 'id'>): boolean {
  const p = parseCheck(c.check);
  return p !== undefined && KNOWN.has(p.method);
}

function skillLine(doc: SkillDocument, line: number): CaseLocation {
  const n = doc.skillFile?.text?.lineStarts.length ?? 1;
  return { file: doc.skillFileName ?? 'SKILL.md', line: Math.max(1, Math.min(line, n)), column: 1 };
}

/** The best line of the body for a statement: its share of the statement's tokens. */
function bestLine(doc: SkillDocument, statement: string): { line: number; text: string; score: number } | undefined {
  const want = normalise(statement);
  let best: { line: number; text: string; score: number } | undefined;
  for (const p of proseLines(doc)) {
    const text = statementText(p.text);
    const score = normalise(text).includes(want) ? 1 : containment(statement, text);
    if (!best || score > best.score) best = { line: p.line, text, score };
  }
  return best;
}

/** Where a vanished statement was: the heading of its old section if the new version still has it. */
function whereItWas(before: SkillDocument | undefined, after: SkillDocument, at: CaseLocation | undefined): CaseLocation {
  if (before && at) {
    const heading = [...(before.markdown?.headings ?? [])].reverse().find((h) => h.line <= at.line);
    const now = heading && after.markdown?.headings.find((h) => h.text.trim() === heading.text.trim());
    if (now) return skillLine(after, now.line);
  }
  return skillLine(after, at?.line ?? 1);
}

function pass(c: Case, location: CaseLocation | undefined): CaseResult {
  return { case: c, status: 'pass', location, evidence: 'read' };
}

function fail(c: Case, location: CaseLocation, key: Parameters<typeof museText>[0], data: Record<string, string | number>): CaseResult {
  return { case: c, status: 'fail', location, deviation: museText(key, data), evidence: 'read' };
}

function checkRule(c: Case, after: SkillDocument, polarity: Polarity | undefined, before?: SkillDocument): CaseResult {
  const rule = c.condition ?? '';
  const best = bestLine(after, rule);
  if (best && best.score >= SAME_STATEMENT) {
    const now = polarityOf(best.text);
    if (!polarity || now === polarity) return pass(c, skillLine(after, best.line));
    if (now && now !== polarity) return fail(c, skillLine(after, best.line), 'ruleReversed', { now: cut(best.text) });
    return fail(c, skillLine(after, best.line), 'ruleSoftened', { now: cut(best.text) });
  }
  if (best && best.score >= REWRITTEN) {
    const now = polarityOf(best.text);
    if (polarity && now === polarity && !isSoft(best.text)) return pass(c, skillLine(after, best.line));
    if (polarity && now && now !== polarity) return fail(c, skillLine(after, best.line), 'ruleReversed', { now: cut(best.text) });
    if (polarity && (isSoft(best.text) || !now)) return fail(c, skillLine(after, best.line), 'ruleSoftened', { now: cut(best.text) });
  }
  return fail(c, whereItWas(before, after, c.location), polarity ? 'ruleGone' : 'textGone', { rule: cut(rule), text: cut(rule) });
}

/** Run one deterministic case on `after`. `before` (the version it came from) helps place a vanished subject. */
export function runDeterministic(c: Case, after: SkillDocument, before?: SkillDocument): CaseResult {
  // Triggers: the phrase (input) must still be in the description.
  if (c.check === undefined && c.input !== undefined) {
    const desc = descriptionOf(after);
    const at = desc?.location ?? skillLine(after, 1);
    return desc && normalise(desc.text).includes(normalise(c.input)) ? pass(c, at) : fail(c, at, 'triggerGone', { phrase: c.input });
  }
  const p = parseCheck(c.check);
  switch (p?.method) {
    case 'rule_present':
      return checkRule(c, after, p.arg === 'forbid' ? 'forbid' : 'must', before);
    case 'text_present':
      return checkRule(c, after, undefined, before);
    case 'file_exists': {
      const target = p.arg.replace(/^\.\//, '');
      const at = mentionOf(after, target) ?? whereItWas(before, after, c.location);
      const f = after.files.find((x) => x.path === target);
      const ok = f !== undefined || after.paths.has(target);
      return ok ? pass(c, at) : fail(c, at, 'fileGone', { file: target });
    }
    case 'sections_present': {
      const want = p.arg
        .split('|')
        .map((s) => s.trim())
        .filter(Boolean);
      const have = new Set(sectionHeadings(after).map((h) => normalise(h.text)));
      const all = new Set((after.markdown?.headings ?? []).map((h) => normalise(h.text)));
      const missing = want.filter((s) => !have.has(normalise(s)) && !all.has(normalise(s)));
      const first = sectionHeadings(after)[0]?.line ?? 1;
      return missing.length ? fail(c, skillLine(after, first), 'sectionsGone', { sections: missing.join(', ') }) : pass(c, skillLine(after, first));
    }
    case 'steps_unbroken': {
      const was = Number(p.arg) || 0;
      const steps = workflowSteps(after);
      const at = skillLine(after, steps?.line ?? c.location?.line ?? 1);
      const nums = steps?.numbers ?? [];
      if (nums.length < was) return fail(c, at, 'stepsShrank', { now: nums.length, was });
      for (let i = 1; i < nums.length; i++)
        if (nums[i] !== nums[i - 1] + 1 && !(nums[i] === 1 && nums[i - 1] === 1)) return fail(c, at, 'stepsJump', { from: nums[i - 1], to: nums[i] });
      return pass(c, at);
    }
    default:
      return { case: c, status: 'not-run', notRun: 'unknown-check', deviation: museText('notRun.unknown-check'), evidence: 'none' };
  }
}
