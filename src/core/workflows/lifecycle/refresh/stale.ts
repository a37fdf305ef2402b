/**
 * Offline half of CASCADE refresh (docs/features.md E3b "staleness offline"): every file that cites
 * external knowledge, with CASCADE's own verdict on it — the scan's cascade/stale-reference,
 * cascade/refresh-due and cascade/undated-references findings (their thresholds, their
 * dates: the latest `## [YYYY-MM-DD] 更新` block, else git) — and each cited reference
 * with the version the file already knows (the highest `vN` written next to its id,
 * cited or recorded by an earlier update block).
 */
import type { SkillScanResult } from '../../../engine/scan.ts';
import { externalReferences, type ReferenceKind } from '../../../modules/cascade/references.ts';

export type FileState = 'stale' | 'refresh-due' | 'undated' | 'fresh';

export interface CitedReference {
  kind: ReferenceKind;
  /** `arXiv:2603.02766`, the URL, `RFC 9110`. */
  id: string;
  line: number;
  /** Highest version the file names for an arXiv id. */
  knownVersion?: number;
}

export interface FileStatus {
  file: string;
  state: FileState;
  /** YYYY-MM-DD, when CASCADE knows it. */
  lastUpdated?: string;
  ageDays?: number;
  refs: CitedReference[];
  /** CASCADE only appends to references/ files; SKILL.md is never rewritten by a refresh (seed: 不自动改 SKILL.md). */
  appendable: boolean;
}

const RULE_STATE: Record<string, FileState> = {
  'cascade/stale-reference': 'stale',
  'cascade/refresh-due': 'refresh-due',
  'cascade/undated-references': 'undated',
};

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The highest `vN` written right after the arXiv number anywhere in the text. */
export function knownArxivVersion(text: string, arxivId: string): number | undefined {
  const num = arxivId.replace(/^arXiv:/, '');
  let best: number | undefined;
  for (const m of text.matchAll(new RegExp(`${escapeRe(num)}v(\\d+)`, 'g'))) best = Math.max(best ?? 0, Number(m[1]));
  return best;
}

export function fileStatuses(result: SkillScanResult): FileStatus[] {
  const byFile = new Map<string, { state: FileState; lastUpdated?: string; ageDays?: number }>();
  for (const f of result.findings) {
    const state = RULE_STATE[f.ruleId];
    if (!state) continue;
    const d = f.data ?? {};
    byFile.set(f.file, {
      state,
      lastUpdated: typeof d.lastUpdated === 'string' && d.lastUpdated !== 'unknown' ? d.lastUpdated : undefined,
      ageDays: typeof d.ageDays === 'number' ? d.ageDays : undefined,
    });
  }
  return externalReferences(result.doc).map((r) => {
    const text = r.file.text?.text ?? '';
    const s = byFile.get(r.file.path) ?? { state: 'fresh' as const, lastUpdated: r.updateBlock?.toISOString().slice(0, 10) };
    return {
      file: r.file.path,
      ...s,
      refs: r.refs.map((ref) => ({
        kind: ref.kind,
        id: ref.id,
        line: ref.range.start.line,
        ...(ref.kind === 'arxiv' ? { knownVersion: knownArxivVersion(text, ref.id) } : {}),
      })),
      appendable: r.file.path.startsWith('references/'),
    };
  });
}

/** The files a refresh is for: stale, due, or of unknown age. */
export function dueFiles(statuses: readonly FileStatus[]): FileStatus[] {
  return statuses.filter((s) => s.state !== 'fresh');
}
