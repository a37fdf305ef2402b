/** The shapes of sentinel/defence-off's technique table (lib/defence-techniques.ts, lib/defence-techniques-host.ts). */
import type { Segment, SentinelFile } from '../view.ts';

export interface Around {
  text: string;
  /** The candidate line's bounds. */
  ls: number;
  le: number;
  seg: Segment;
  sf: SentinelFile;
  /** A reference document SKILL.md orders followed. */
  followed?: boolean;
}

export interface Technique {
  /** messageId. */
  id: string;
  /** Lower-case literals, one of which the line must hold (lib/defence-words.ts). */
  anchors: readonly string[];
  /** The precise pattern, run on the candidate line. */
  re: RegExp;
  /** Which files it applies to (default: all). */
  files?: RegExp;
  /** A check on the lines around the hit (multi-line shapes). */
  confirm?: (a: Around, match: RegExpExecArray) => boolean;
  /** The line changes the machine or repository for good: error when the skill does it as a step. */
  lasting?: RegExp;
  /** Lines around the hit that make it lasting (a table of settings fed to `git config --global`). */
  lastingNear?: (a: Around) => boolean;
  /** An error in a configuration file of the skill too (infrastructure it applies), not only as a step. */
  config?: true;
  /** Only in prose the agent follows (SKILL.md, or a reference it orders followed). */
  prose?: true;
  /** Like `config`, when the lines around the hit say so (a privileged container that also shares the host's PIDs). */
  configWhen?: (a: Around) => boolean;
  /**
   * An error in a script or configuration file the skill ships (not in its documents) when that
   * file, or the skill, reaches a host beyond the user's own machine and network: the skill
   * installs the weakened connection itself. (A LAN device or a local dev server stays a warning.)
   */
  shipped?: true;
  /** Only ever reported as information. */
  info?: true;
  /** A fenced sample in any Markdown file (SKILL.md's templates too) is info. */
  sampleInMarkdown?: true;
}
