/**
 * Before a keep, an edit is checked against Luban's own rules (issue 33 item 3) — the
 * rules the scan holds every skill to, so the optimiser never keeps what a scan would then
 * flag:
 *
 * - a 🛑 STOP / 🔴 CHECKPOINT line only before (or on) a step that does something
 *   irreversible or user-visible (modules/skillops/irreversible.ts): a mark before a harmless step buys
 *   points, not safety;
 * - no new soft words (hasp/soft-word);
 * - no new findings of error or warning severity, compared with the pre-edit scan (both
 *   texts scanned by the same engine: the loop's scanSkill);
 * - the edit keeps the language of the text it replaces (./edit-language.ts).
 *
 * An edit that breaks one is reverted whatever its score: a gain that comes from such an
 * edit is not a gain. Pure: both scans come in as data.
 */
import type { SkillScanResult } from '../../engine/scan.ts';
import { skillLanguage } from '../../skill/language.ts';
import { hunks } from '../../edits/edit-budget.ts';
import { languageBreaks } from './edit-language.ts';
import { irreversibleAction } from '../../modules/skillops/irreversible.ts';
import { rowNote } from './row-notes.ts';

const SOFT_WORD = 'hasp/soft-word';
/** A confirmation mark: 🛑 STOP, 🔴 CHECKPOINT (any case of the word), or the emoji alone. */
const MARK = /🛑|🔴|\bSTOP\b|\bCHECKPOINT\b/;

export type OwnRuleBreak =
  | { rule: 'stop-line'; line: number; text: string }
  | { rule: 'soft-word'; words: string[] }
  | { rule: 'new-finding'; ruleId: string; added: number }
  | { rule: 'language'; line: number; added: string };

function counts(items: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const k of items) m.set(k, (m.get(k) ?? 0) + 1);
  return m;
}

/** STOP / CHECKPOINT lines the edit adds that stand before no irreversible step. */
export function idleMarks(before: string, after: string): Array<{ line: number; text: string }> {
  const lines = after.split('\n');
  const out: Array<{ line: number; text: string }> = [];
  for (const h of hunks(before, after)) {
    const had = h.old.filter((l) => MARK.test(l)).length;
    const marks = h.new.map((l, k) => ({ l, k })).filter(({ l }) => MARK.test(l));
    if (marks.length <= had) continue;
    for (const { l, k } of marks) {
      if (h.old.includes(l)) continue;
      const at = h.start + k;
      // The step it guards: the line itself ("🛑 STOP before deploying") or the next non-blank line.
      let next = '';
      for (let j = at + 1; j < lines.length; j++)
        if (lines[j].trim()) {
          next = lines[j];
          break;
        }
      if (irreversibleAction(l.replace(MARK, '')) || (next && !MARK.test(next) && irreversibleAction(next))) continue;
      out.push({ line: at + 1, text: l.trim().slice(0, 80) });
    }
  }
  return out;
}

/** What the edit (pre-edit scan → post-edit scan) breaks of Luban's own rules; empty when nothing. */
export function ownRuleBreaks(before: SkillScanResult, after: SkillScanResult): OwnRuleBreak[] {
  const a = before.doc.skillFile?.text?.text ?? '';
  const b = after.doc.skillFile?.text?.text ?? '';
  if (a === b) return [];
  const out: OwnRuleBreak[] = [];
  for (const m of idleMarks(a, b)) out.push({ rule: 'stop-line', ...m });

  const soft = (s: SkillScanResult) => s.findings.filter((f) => f.ruleId === SOFT_WORD).map((f) => String(f.data?.word ?? f.message).toLowerCase());
  const wasSoft = counts(soft(before));
  const newSoft: string[] = [];
  for (const [w, n] of counts(soft(after))) if (n > (wasSoft.get(w) ?? 0)) newSoft.push(w);
  if (newSoft.length) out.push({ rule: 'soft-word', words: newSoft.sort() });

  const serious = (s: SkillScanResult) =>
    s.findings.filter((f) => f.ruleId !== SOFT_WORD && (f.severity === 'error' || f.severity === 'warning')).map((f) => f.ruleId);
  const was = counts(serious(before));
  for (const [id, n] of [...counts(serious(after))].sort((x, y) => x[0].localeCompare(y[0])))
    if (n > (was.get(id) ?? 0)) out.push({ rule: 'new-finding', ruleId: id, added: n - (was.get(id) ?? 0) });

  for (const l of languageBreaks(a, b, skillLanguage(before.doc))) out.push({ rule: 'language', line: l.line, added: l.added });
  return out;
}

/** The breaks as the results.tsv note says them (English / 中文). */
export function ownRulesNote(breaks: readonly OwnRuleBreak[]): string {
  return rowNote('ownRulesBroken', { breaks: ownRuleItems(breaks) });
}

/** Each break in plain words (English / 中文), joined. */
export function ownRuleItems(breaks: readonly OwnRuleBreak[]): string {
  const items = breaks.map((x) => {
    switch (x.rule) {
      case 'stop-line':
        return rowNote('ownRule.stopLine', { line: x.line });
      case 'soft-word':
        return rowNote('ownRule.softWord', { words: x.words.join(', ') });
      case 'new-finding':
        return rowNote('ownRule.newFinding', { n: x.added, rule: x.ruleId });
      case 'language':
        return rowNote('ownRule.language', { line: x.line, added: x.added.length > 48 ? `${x.added.slice(0, 47)}…` : x.added });
    }
  });
  return items.join('; ');
}
