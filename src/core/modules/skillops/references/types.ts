/** The shape of a reference mention, shared by the finding, resolving and context steps. */
import type { Range } from '../../../skill/types.ts';

export type MentionKind = 'link' | 'image' | 'definition' | 'html' | 'bare-path' | 'code-path' | 'skfile';

/** `inside` the skill folder, `outside` it (`../` past the root), `absolute`, or in the `bundle` (the enclosing skill) of a sub-skill. */
export type Resolution = 'inside' | 'outside' | 'absolute' | 'bundle';

export interface ReferenceMention {
  /** File that contains the mention (relative to the skill folder). */
  file: string;
  kind: MentionKind;
  /** Exactly the text that names the target, as written; a fix replaces this. */
  written: string;
  /** Offsets of `written` in the file's LF-normalised text. */
  start: number;
  end: number;
  range: Range;
  /** The path part (decoded), without `#anchor`, `?query` or `:line` suffix. */
  pathPart: string;
  /** What follows the path in `written` (`#anchor`, `:12`), kept by fixes. */
  suffix: string;
  resolution: Resolution;
  /** Skill-relative normalised target (for `inside`; the reading reported when it is missing). */
  target: string;
  exists: boolean;
  /** Folder (skill-relative, `''` = the skill folder) the path was read from; fixes write paths relative to it. */
  base: string;
}

/** Where a written path leads: the resolving part of a mention. */
export type Resolved = Pick<ReferenceMention, 'resolution' | 'target' | 'exists' | 'base'>;
