/**
 * EvoSkill — failure-driven patches (docs/features.md E1, seed v2 §二), shared by `luban
 * report-failure` and "Luban: Report Skill Failure":
 *
 *   transcript.ts  reading a Claude Code / Codex session JSONL (never executed)
 *   trigger.ts, rules.ts, flow.ts   the static evidence, one kind per file
 *   model.ts       the model's part (JSON schema, old_str checked against the skill)
 *   diagnose.ts    static first, the model only where that is not enough
 *   report.ts      the record, the seed's 「🔧 EvoSkill 修复建议」 block, the JSON
 *   apply.ts       applying a confirmed patch (.bak + atomic write)
 *
 * Every report is kept in the skill's failures.jsonl (core/store/failures.ts), where
 * repeated failures of one rule are counted (`ignoreCounts`).
 */
import { pick, type Locale } from '../../../base/l10n/index.ts';
import { appendFailure, countIgnores, readFailures, ruleKey, type FailureAppend } from '../../../formats/failures.ts';
import { currentRuleText, ruleLinks } from '../../../formats/rule-rewordings.ts';
import type { SkillDocument } from '../../../skill/types.ts';
import type { FailureInput } from './candidate.ts';
import { toFailureRecord, type EvoSkillReport } from './report.ts';
import { parseTranscript, type Transcript } from './transcript.ts';

export { analyzerContext, diagnose, needsModel, planDiagnosis, staticCandidates, type Diagnosis, type Proposal } from './diagnose.ts';
export { applyPatch, patchText, StalePatchError } from './apply.ts';
export { initialStatus, locationText, renderProposal, toReportJson, type EvoSkillReport } from './report.ts';
export { parseTranscript, TranscriptError, type Transcript } from './transcript.ts';
export { GAP_LABELS, GAP_TYPES, type GapType } from './gaps.ts';
export { sayEvo } from './messages.ts';
export type { FailureInput } from './candidate.ts';

/** The names a transcript may load the skill by: its folder and its frontmatter `name`. */
export function skillNames(doc: SkillDocument): string[] {
  const name = doc.frontmatter?.data?.name;
  return [...new Set([doc.folderName, ...(typeof name === 'string' && name.trim() ? [name.trim()] : [])])];
}

export function skillDisplayName(doc: SkillDocument): string {
  const name = doc.frontmatter?.data?.name;
  return typeof name === 'string' && name.trim() ? name.trim() : doc.folderName;
}

export interface InputParts {
  instruction?: string;
  output?: string;
  feedback?: string;
  /** The transcript's text and the name it was given by. */
  transcript?: { file: string; text: string };
}

/**
 * The failure context: what the person typed wins; a transcript fills the instruction,
 * the parameters and the output or error (its last error first: that is what failed).
 * Throws TranscriptError for a file of neither format.
 */
export function buildInput(doc: SkillDocument, parts: InputParts): { input: FailureInput; transcript?: Transcript } {
  const t = parts.transcript ? parseTranscript(parts.transcript.text, skillNames(doc)) : undefined;
  const fromTranscript = t ? [t.error, t.output].filter(Boolean).join('\n\n') : '';
  return {
    transcript: t,
    input: {
      instruction: parts.instruction?.trim() || t?.instruction || '',
      output: parts.output?.trim() || fromTranscript,
      feedback: parts.feedback?.trim() ?? '',
      parameters: t?.parameters || undefined,
      transcript: t && parts.transcript ? { file: parts.transcript.file, format: t.format, skillInvoked: t.skillInvoked } : undefined,
    },
  };
}

/** Keep the report in failures.jsonl and count the reports on its rule. */
export async function recordReport(
  skillDir: string,
  report: Omit<EvoSkillReport, 'record' | 'repeatCount'>,
  locale: Locale,
  now: Date = new Date(),
): Promise<{ report: EvoSkillReport; append: FailureAppend; notice?: string }> {
  const append = await appendFailure(skillDir, toFailureRecord(report, locale, now), now);
  const d = report.diagnosis;
  let repeatCount: number | undefined;
  if (d.line !== null && d.rule) {
    // The rule's current text: a report on a rule reworded since counts with the reports before.
    const f = await readFailures(skillDir);
    const links = ruleLinks(f.records, f.rewordings);
    const key = ruleKey(d.file, currentRuleText(d.file, d.rule, links));
    const counts = countIgnores(f.records, { rewordings: links });
    repeatCount = counts.find((c) => ruleKey(c.file, c.rule) === key)?.count;
  }
  return {
    report: { ...report, record: { id: append.record.id, file: 'failures.jsonl', line: append.line }, repeatCount },
    append,
    notice: append.notice ? pick(append.notice, locale) : undefined,
  };
}
