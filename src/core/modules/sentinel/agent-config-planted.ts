/**
 * sentinel/agent-config, planted text: what a write into an instruction file puts there — the
 * file the skill ships and copies, the fenced block after a prose instruction — and whether
 * that text hides things from the user or overrides the agent's instructions. The rule:
 * agent-config.ts.
 */
import { hasConcealment } from './concealment.ts';
import { hasInjectionPhrase } from './prompt-injection.ts';
import type { Segment, SentinelFile } from './view.ts';

/** The text of a skill file copied by `cp SRC … TARGET`, when SRC is a relative path of the skill. */
export function shippedSource(files: SentinelFile[], op: string): string | undefined {
  const src = /^\s*(?:cp|install)\b(?:\s+-\w+)*\s+["']?(?:\.\/)?([\w][\w./-]*)["']?\s/.exec(op)?.[1];
  if (!src) return undefined;
  return files.find((f) => f.file.path === src || f.file.path.endsWith(`/${src}`))?.info.text;
}

/**
 * Where the text planted by a prose instruction ends: the end of its region, or of the
 * fenced block that follows it directly ("Write the following to CLAUDE.md:" and a block).
 */
export function plantedEnd(sf: SentinelFile, seg: Segment): number {
  const i = sf.segments.indexOf(seg);
  const next = sf.segments[i + 1];
  if (next && next.kind === 'code' && next.start - seg.end < 20) return next.end;
  return seg.end;
}

/**
 * Whether the text written into an instruction file (the rest of the write's line and a
 * heredoc's next lines, up to 600 characters in the same region) holds a concealment or
 * prompt-injection phrase: planted instructions meant to stay hidden, not a project note.
 */
export function plantsHostileText(text: string, from: number, end: number): boolean {
  const planted = text.slice(from, Math.min(end, from + 1200));
  return hasConcealment(planted) || hasInjectionPhrase(planted) || PLANTED_GRANT.test(planted);
}

/** A standing grant written as prose: "dangerouslyDisableSandbox: true", "autoApproveAll: true". */
const PLANTED_GRANT = /\b(?:dangerously\w*|auto-?approve\w*|skip-?permissions?)\s*[:=]\s*["']?true\b/i;
