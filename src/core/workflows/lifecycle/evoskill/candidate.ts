/**
 * What the static evidence (and then the model) says about one failure: the gap's
 * type, where it is in the skill (file + line range), the located rule's text, and —
 * when the evidence is enough to write it — the patch `old_str → new_str` with its
 * reason (seed v2 §二 Step 2 定位缺口, Step 3 生成补丁).
 */
import type { LocalisedText } from '../../../rules/types.ts';
import type { Finding } from '../../../rules/types.ts';
import { lineText } from '../../../skill/text.ts';
import type { SkillDocument } from '../../../skill/types.ts';
import type { GapType } from './gaps.ts';
import type { Transcript } from './transcript.ts';

/** The failure as the person described it (seed Step 1 捕获失败上下文). */
export interface FailureInput {
  instruction: string;
  /** The skill's output or the error it ended in. */
  output: string;
  feedback: string;
  /** The arguments the skill was called with, when known (from a transcript). */
  parameters?: string;
  transcript?: Pick<Transcript, 'format' | 'skillInvoked'> & { file: string };
}

export interface Candidate {
  type: GapType;
  /** Relative to the skill folder. */
  file: string;
  line: number;
  endLine: number;
  /**
   * The located rule's text (first line, trimmed): what repeated failures are counted
   * by. Null when the place is only where something is missing (a step to insert).
   */
  rule: string | null;
  /** The patch, when the static evidence can write it; else the model is asked. */
  oldStr?: string;
  newStr?: string;
  reason: LocalisedText;
  /** What was read that points here (shown with the proposal, "how it was obtained"). */
  evidence: LocalisedText;
  /** 3 = direct evidence (the skill was not loaded, the error names the tool), 2 = the feedback matches the line, 1 = circumstantial. */
  strength: 1 | 2 | 3;
}

export interface AnalyzerContext {
  doc: SkillDocument;
  findings: readonly Finding[];
  input: FailureInput;
  /** The skill's own language: patch text is written in it. */
  lang: 'en' | 'zh';
}

/** Text of a line of SKILL.md ('' when out of range). */
export function skillLine(doc: SkillDocument, line: number): string {
  const info = doc.skillFile?.text;
  if (!info || line < 1 || line > info.lineStarts.length) return '';
  return lineText(info, line);
}

/** A short quote for reasons: at most `max` characters, one line. */
export function quote(s: string, max = 60): string {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
}
