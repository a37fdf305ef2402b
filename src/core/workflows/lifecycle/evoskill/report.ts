/**
 * One failure report, as it is stored (failures.jsonl), printed (the seed's
 * 「🔧 EvoSkill 修复建议」 block, seed v2 §二 输出格式) and given as JSON
 * (`luban report-failure --format json`, a stable contract: fields may be added, never
 * renamed).
 *
 *   ## 🔧 EvoSkill 修复建议
 *
 *   **目标技能**：{skill_name}
 *   **缺口类型**：{type}
 *   **定位**：{file}:{line}
 *
 *   **当前**：{old_str}
 *   **建议**：{new_str}
 *   **理由**：{reason}
 *
 *   [待确认]
 */
import { escalationLevel } from '../../../modules/hasp/hardening.ts';
import { pick, type Locale } from '../../../base/l10n/index.ts';
import type { FailureRecord, FailureStatus, NewFailureRecord } from '../../../formats/failures.ts';
import type { FailureInput } from './candidate.ts';
import type { Diagnosis } from './diagnose.ts';
import { GAP_LABELS, gapLabel } from './gaps.ts';
import { sayEvo } from './messages.ts';

export interface EvoSkillReport {
  skill: string;
  /** The skill folder as shown to people. */
  dir: string;
  diagnosis: Diagnosis;
  input: FailureInput;
  status: FailureStatus;
  /** Where the report was kept. */
  record?: { id: string; file: string; line: number };
  /** Reports on the same rule, this one included. */
  repeatCount?: number;
  /** The model asked, when one was. */
  modelLabel?: string;
  /** The backup written before the patch was applied. */
  backup?: string;
}

/** What status a new report starts with: 待确认 when there is a patch to confirm. */
export function initialStatus(d: Diagnosis): FailureStatus {
  return d.proposal ? 'pending' : 'not-proposed';
}

export function toFailureRecord(r: Omit<EvoSkillReport, 'record' | 'repeatCount'>, locale: Locale, now: Date): NewFailureRecord {
  const d = r.diagnosis;
  return {
    timestamp: now.toISOString(),
    skill: r.skill,
    gap: d.gap ? { type: d.gap, label: gapLabel(d.gap) } : null,
    location: d.line !== null ? { file: d.file, line: d.line, endLine: d.endLine ?? d.line } : null,
    rule: d.rule,
    proposal: d.proposal ? { old_str: d.proposal.oldStr, new_str: d.proposal.newStr, reason: pick(d.proposal.reason, locale) } : null,
    evidence: d.evidence,
    status: r.status,
    instruction: r.input.instruction,
    parameters: r.input.parameters ?? '',
    output: r.input.output,
    feedback: r.input.feedback,
    transcript: r.input.transcript
      ? { file: r.input.transcript.file, format: r.input.transcript.format, skillInvoked: r.input.transcript.skillInvoked === true }
      : null,
  };
}

/** `SKILL.md:12` or `SKILL.md:12-14`. */
export function locationText(d: Pick<Diagnosis, 'file' | 'line' | 'endLine'>): string | undefined {
  if (d.line === null) return undefined;
  return d.endLine !== null && d.endLine !== d.line ? `${d.file}:${d.line}-${d.endLine}` : `${d.file}:${d.line}`;
}

function gapText(d: Diagnosis, locale: Locale): string {
  if (!d.gap) return sayEvo(locale, 'unclassified');
  return locale === 'zh-CN' ? GAP_LABELS[d.gap].zh : `${GAP_LABELS[d.gap].en} (${GAP_LABELS[d.gap].zh})`;
}

function whyNoPatch(d: Diagnosis, locale: Locale): string {
  switch (d.model.state) {
    case 'declined':
      return sayEvo(locale, 'whyDeclined');
    case 'failed':
      return sayEvo(locale, 'whyFailed', { detail: d.model.detail.slice(0, 200) });
    default:
      return sayEvo(locale, 'whyNoModel');
  }
}

const STATUS_KEY = { pending: 'statusPending', applied: 'statusApplied', discarded: 'statusDiscarded', 'not-proposed': 'statusNotProposed' } as const;

/** A value on one line as the seed prints it, or as a fenced block when it spans lines. */
function valueLines(label: 'current' | 'proposed', value: string, locale: Locale): string[] {
  if (!value.includes('\n')) return [sayEvo(locale, label, { v: value.trim() === '' ? '""' : value })];
  const fence = value.includes('```') ? '~~~~' : '```';
  return [sayEvo(locale, label === 'current' ? 'currentBlock' : 'proposedBlock'), fence, value, fence];
}

/** The seed's proposal block plus the lines about evidence and the record. */
export function renderProposal(r: EvoSkillReport, locale: Locale): string {
  const d = r.diagnosis;
  const lines: string[] = [sayEvo(locale, 'title'), ''];
  lines.push(sayEvo(locale, 'target', { v: r.skill }));
  lines.push(sayEvo(locale, 'gapType', { v: gapText(d, locale) }));
  lines.push(sayEvo(locale, 'location', { v: locationText(d) ?? sayEvo(locale, 'unlocated') }));
  lines.push('');
  if (d.proposal) {
    lines.push(...valueLines('current', d.proposal.oldStr, locale));
    lines.push(...valueLines('proposed', d.proposal.newStr, locale));
    lines.push(sayEvo(locale, 'reason', { v: pick(d.proposal.reason, locale).replace(/\s*\n\s*/g, ' ') }));
  } else {
    lines.push(sayEvo(locale, 'current', { v: d.rule ?? '-' }));
    lines.push(sayEvo(locale, 'proposed', { v: sayEvo(locale, 'noPatch', { why: whyNoPatch(d, locale) }) }));
    lines.push(sayEvo(locale, 'reason', { v: d.staticEvidence ? pick(d.staticEvidence, locale) : sayEvo(locale, 'noReason') }));
  }
  lines.push('');
  lines.push(sayEvo(locale, STATUS_KEY[r.status]));
  lines.push('');
  if (d.evidence === 'model') {
    lines.push(
      d.staticEvidence
        ? sayEvo(locale, 'evidenceModel', { model: r.modelLabel ?? '?', v: pick(d.staticEvidence, locale) })
        : sayEvo(locale, 'evidenceModelOnly', { model: r.modelLabel ?? '?' }),
    );
  } else if (d.staticEvidence) lines.push(sayEvo(locale, 'evidenceStatic', { v: pick(d.staticEvidence, locale) }));
  const t = r.input.transcript;
  if (t)
    lines.push(
      sayEvo(locale, 'transcriptRead', {
        file: t.file,
        format: t.format === 'codex' ? 'Codex' : 'Claude Code',
        loaded: sayEvo(locale, t.skillInvoked ? 'loadedYes' : 'loadedNo'),
      }),
    );
  if (r.record) lines.push(sayEvo(locale, 'recorded', { id: r.record.id, file: r.record.file, line: r.record.line }));
  if (r.repeatCount && r.repeatCount >= 2) {
    // A trigger gap or a changed tool is not a rule the agent ignored: no hardening hint.
    const level = d.gap === 'trigger-missed' || d.gap === 'version-drift' ? 0 : escalationLevel(r.repeatCount);
    lines.push(level ? sayEvo(locale, 'repeated', { n: r.repeatCount, level }) : sayEvo(locale, 'repeatedOnce', { n: r.repeatCount }));
  }
  if (r.backup) lines.push(sayEvo(locale, 'backup', { file: d.file, backup: r.backup }));
  return lines.join('\n') + '\n';
}

/** `--format json`. */
export function toReportJson(r: EvoSkillReport, locale: Locale): Record<string, unknown> {
  const d = r.diagnosis;
  return {
    skill: r.skill,
    dir: r.dir,
    gap: d.gap ? { type: d.gap, label: gapLabel(d.gap), labelEn: GAP_LABELS[d.gap].en } : null,
    location: d.line !== null ? { file: d.file, line: d.line, endLine: d.endLine ?? d.line } : null,
    rule: d.rule,
    proposal: d.proposal ? { old_str: d.proposal.oldStr, new_str: d.proposal.newStr, reason: pick(d.proposal.reason, locale) } : null,
    evidence: d.evidence,
    staticEvidence: d.staticEvidence ? pick(d.staticEvidence, locale) : null,
    model: d.model.state === 'failed' ? { state: 'failed', reason: d.model.reason, detail: d.model.detail } : { state: d.model.state },
    status: r.status,
    record: r.record ?? null,
    repeatCount: r.repeatCount ?? null,
    backup: r.backup ?? null,
    transcript: r.input.transcript ?? null,
    usage: d.usage,
  };
}

export type { FailureRecord };
