/**
 * What a Sentinel hit is: the `Hit` a rule passes to `emit`, the `Reason` a finding is not
 * counted, and the categories that are commands (see report.ts).
 */
import type { SentinelCategory, Severity } from '../../rules/types.ts';
import type { Segment, SentinelFile } from './view.ts';

export type Reason =
  | 'comment'
  | 'printed'
  | 'bad-example'
  | 'example-host'
  | 'negated'
  | 'quoted'
  | 'detector'
  | 'placeholder'
  | 'example-file'
  | 'known-installer'
  | 'local-host'
  | 'known-api'
  | 'package-install'
  | 'routine-admin'
  | 'ci-runner'
  | 'image-build'
  | 'config-only'
  | 'literal'
  | 'evidence'
  | 'person-address'
  | 'harmless-sample';

export const COMMAND_CATEGORIES = new Set<SentinelCategory>(['malicious-command', 'exfiltration', 'privilege-escalation']);

export interface Hit {
  sf: SentinelFile;
  seg: Segment;
  /** Offsets into the file text, [start, end). */
  start: number;
  end: number;
  messageId: string;
  data?: Record<string, string | number>;
  /** Severity where the hit is real (a script, a code block). */
  base: Severity;
  kind: 'judgment' | 'artifact';
  category: SentinelCategory;
  /** A downgrade decided by the rule itself (placeholder value, literal command …). */
  reason?: Reason;
  /** Why the hit is not counted when no other context says so (a rule's own, weaker reading: a catalogue line). */
  lastReason?: Reason;
  /**
   * A judgment hit whose shape is itself the evidence (a download run from a bare IP):
   * only what makes the line not run — a line comment, a printed string, a detector's
   * pattern string in code — lowers it; cue words in prose or a "# bad" remark do not.
   */
  strict?: boolean;
  facts?: Record<string, string | number | boolean>;
  /** The rule's own note, shown where no reason lowers the hit (defence-together.ts: the kinds switched off together). */
  note?: { en: string; zh: string };
}
