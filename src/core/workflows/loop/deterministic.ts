/**
 * Proposals without a model (the loop's honest offline mode): the deterministic fixes
 * the rules already offer, one dimension at a time.
 *
 * | target      | proposal                                                                   |
 * |-------------|----------------------------------------------------------------------------|
 * | runtime gate| every runtime-neutral rewrite RuntimeGate offers (neutralise the wording), in the language of the line it rewrites |
 * | dim1        | the YAML quoting fixes of SkillOps (all of them, then one at a time)       |
 * | dim4        | a `🛑 STOP` line (or `🔴 CHECKPOINT` when a STOP exists) before the first step that does something irreversible or user-visible (modules/skillops/irreversible.ts); none when every step is harmless |
 * | dim5        | HASP level-1 hardening of one soft-word group (the fixable soft words of one line, most first) |
 * | dim6        | the broken references repaired to the nearest existing file (the rule's confident fix or its only suggestion): all of them, then one at a time |
 * Other dimensions need a model; no proposal is made up for them.
 *
 * Every proposal keeps the language of the text it replaces (./edit-language.ts): the text
 * it writes is chosen by the line it goes into, and a proposal that would still put English
 * words into a Chinese line (or Chinese into an English one) is not made.
 */
import type { SkillScanResult } from '../../engine/scan.ts';
import { applyEdits } from '../../edits/fix.ts';
import type { Dimension, Fix, LocalisedText, TextEdit } from '../../rules/types.ts';
import { lineLanguage, skillLanguage, type SkillLang } from '../../skill/language.ts';
import { languageBreaks, localiseRuntimeWording } from './edit-language.ts';
import { checkpointLine, firstIrreversibleStep } from '../../modules/skillops/irreversible.ts';
import { listOf, say } from './messages.ts';

export interface Proposal {
  dim: Dimension;
  gate?: 'runtime' | 'review-p0';
  source: 'deterministic' | 'model' | 'rewrite';
  /** What changes (paragraph / line) and how. */
  what: LocalisedText;
  /** Why: the rubric item. */
  why: LocalisedText;
  expectedGain: number;
  /** The LF-normalised SKILL.md after the edit. */
  text: string;
}

function skillEdits(fix: Fix | undefined, skillFile: string): TextEdit[] | undefined {
  if (!fix?.edits.length || fix.edits.some((e) => e.file !== skillFile)) return undefined;
  return fix.edits;
}

function apply(scan: SkillScanResult, edits: TextEdit[]): string | undefined {
  const info = scan.doc.skillFile?.text;
  if (!info || !edits.length) return undefined;
  const r = applyEdits(info, edits);
  return r.applied && r.text !== info.text ? r.text : undefined;
}

/**
 * The 🛑 STOP / 🔴 CHECKPOINT line proposal for dim4: before the first list step (of the
 * workflow section when there is one) that deploys, deletes, sends, publishes, pushes,
 * pays, drops or overwrites (modules/skillops/irreversible.ts). A skill whose steps are all harmless
 * gets no proposal: a mark between two harmless steps would buy points, not safety.
 */
export function checkpointProposal(scan: SkillScanResult): Proposal | undefined {
  const doc = scan.doc;
  const info = doc.skillFile?.text;
  // The step the editor's quick fix for skillops/checkpoint-marks also finds (one detector, one placement).
  const best = firstIrreversibleStep(doc);
  if (!info || !best) return undefined;
  const stop = scan.dims.dim4 < 10;
  const mark = stop ? '🛑 STOP' : '🔴 CHECKPOINT';
  const lines = info.text.split('\n');
  const idx = best.line - 1;
  // The mark speaks the language of the step it guards (the skill's when the step has no words).
  const line = checkpointLine(mark, lineLanguage(lines[idx]) ?? skillLanguage(doc));
  const insert = best.first ? `${best.indent}${line}\n\n` : `${' '.repeat(best.continueAt)}${line}\n`;
  const before = lines.slice(0, idx).join('\n');
  const text = (idx > 0 ? before + '\n' : '') + insert + lines.slice(idx).join('\n');
  return {
    dim: 'dim4',
    source: 'deterministic',
    what: say('proposal.checkpoint.what', { mark, line: best.line, action: best.action }),
    why: say('proposal.checkpoint.why', { mark: say(stop ? 'proposal.checkpoint.stop' : 'proposal.checkpoint.mark'), now: scan.dims.dim4 }),
    expectedGain: stop ? ((10 - scan.dims.dim4) / 10) * 6 : 3,
    text,
  };
}

/** HASP level-1 hardening, one group (the fixable soft words of one line) per proposal, largest groups first. */
export function hardeningProposals(scan: SkillScanResult): Proposal[] {
  const file = scan.doc.skillFileName ?? 'SKILL.md';
  const byLine = new Map<number, { edits: TextEdit[]; words: string[] }>();
  for (const f of scan.findings) {
    if (f.ruleId !== 'hasp/soft-word') continue;
    const edits = skillEdits(f.fix, file);
    if (!edits) continue;
    const g = byLine.get(f.range.start.line) ?? { edits: [], words: [] };
    g.edits.push(...edits);
    g.words.push(String(f.data?.word ?? ''));
    byLine.set(f.range.start.line, g);
  }
  const groups = [...byLine.entries()].sort((a, b) => b[1].edits.length - a[1].edits.length || a[0] - b[0]);
  const out: Proposal[] = [];
  for (const [line, g] of groups) {
    const text = apply(scan, g.edits);
    if (!text) continue;
    out.push({
      dim: 'dim5',
      source: 'deterministic',
      what: say('proposal.harden.what', { n: g.edits.length, line, words: listOf(g.words) }),
      why: say('proposal.harden.why'),
      expectedGain: g.edits.length * 0.6,
      text,
    });
  }
  return out;
}

function fixProposals(
  scan: SkillScanResult,
  pred: (ruleId: string, dim: Dimension) => boolean,
  dim: Dimension,
  label: (what: string) => LocalisedText,
  why: LocalisedText,
  together: boolean,
  gain: number,
  reword?: (e: TextEdit, lang: SkillLang) => TextEdit,
): Proposal[] {
  const file = scan.doc.skillFileName ?? 'SKILL.md';
  const lines = scan.doc.skillFile?.text?.text.split('\n') ?? [];
  const fallback = skillLanguage(scan.doc);
  const inLanguage = (e: TextEdit) => (reword ? reword(e, lineLanguage(lines[e.range.start.line - 1] ?? '') ?? fallback) : e);
  const fixes: Array<{ edits: TextEdit[]; title: string; line: number }> = [];
  for (const f of scan.findings) {
    if (!pred(f.ruleId, f.dimension)) continue;
    let edits = skillEdits(f.fix, file);
    let title = f.fix?.title ?? '';
    if (!edits && f.suggestions?.length === 1) {
      edits = skillEdits(f.suggestions[0], file);
      title = f.suggestions[0].title;
    }
    if (!edits) continue;
    const worded = edits.map(inLanguage);
    // The rule's title quotes its own wording: name what is written instead when it changed.
    if (worded.some((e, k) => e.newText !== edits[k].newText)) title = worded.map((e) => `"${e.newText}"`).join(', ');
    fixes.push({ edits: worded, title, line: f.range.start.line });
  }
  const out: Proposal[] = [];
  if (together && fixes.length > 1) {
    const text = apply(
      scan,
      fixes.flatMap((f) => f.edits),
    );
    if (text) out.push({ dim, source: 'deterministic', what: label(fixes.map((f) => `L${f.line}`).join(', ')), why, expectedGain: gain, text });
  }
  for (const f of fixes) {
    const text = apply(scan, f.edits);
    if (text) out.push({ dim, source: 'deterministic', what: label(`L${f.line}: ${f.title}`), why, expectedGain: gain, text });
  }
  return out;
}

/** Deterministic proposals for a target, best first (empty: this target needs a model); none that changes the language of what it replaces. */
export function deterministicProposals(scan: SkillScanResult, dim: Dimension, gate?: 'runtime' | 'review-p0'): Proposal[] {
  const before = scan.doc.skillFile?.text?.text ?? '';
  const lang = skillLanguage(scan.doc);
  const ok = anyProposals(scan, dim, gate).filter((p) => !languageBreaks(before, p.text, lang).length);
  // The gate repair is one proposal: all rewrites together when they can go together.
  return gate === 'runtime' ? ok.slice(0, 1) : ok;
}

function anyProposals(scan: SkillScanResult, dim: Dimension, gate?: 'runtime' | 'review-p0'): Proposal[] {
  if (gate === 'runtime') {
    return fixProposals(
      scan,
      (id) => id.startsWith('runtimegate/'),
      'dim6',
      (w) => say('proposal.runtime.what', { w }),
      say('proposal.runtime.why'),
      true,
      0,
      (e, lang) => ({ ...e, newText: localiseRuntimeWording(e.newText, lang) }),
    ).map((p) => ({ ...p, gate }));
  }
  switch (dim) {
    case 'dim1':
      return fixProposals(
        scan,
        (id, d) => d === 'dim1' && /^skillops\/yaml/.test(id),
        'dim1',
        (w) => say('proposal.yaml.what', { w }),
        say('proposal.yaml.why'),
        true,
        7,
      );
    case 'dim4': {
      const p = checkpointProposal(scan);
      return p ? [p] : [];
    }
    case 'dim5':
      return hardeningProposals(scan);
    case 'dim6':
      return fixProposals(
        scan,
        (id) => id === 'skillops/broken-reference',
        'dim6',
        (w) => say('proposal.reference.what', { w }),
        say('proposal.reference.why'),
        true,
        1,
      );
    default:
      return [];
  }
}
