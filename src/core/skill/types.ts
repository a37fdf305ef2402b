/**
 * The skill model (docs/features.md A1–A2): what the engine knows about one skill folder.
 * Positions are 1-based lines and columns counted in UTF-16 code units, as the
 * file is on disk (a BOM is not a column; CRLF and LF give the same numbers).
 */
import type { Root as MdastRoot } from 'mdast';
import type { Document as YamlDocument } from 'yaml';

export interface Position {
  line: number;
  column: number;
}

export interface Range {
  start: Position;
  end: Position;
}

/** Why a file in the inventory has no text. */
export type UnreadableReason = 'binary' | 'too-large' | 'unreadable' | 'not-utf8' | 'symlink-loop' | 'outside-skill';

export interface TextInfo {
  /** Text with the BOM removed and line endings normalised to LF. */
  text: string;
  hadBom: boolean;
  /** The original line ending, so writes can keep it. */
  eol: '\n' | '\r\n';
  /** Offsets (into `text`) where each line starts; index 0 is line 1. */
  lineStarts: number[];
}

export interface SkillFile {
  /** Path relative to the skill folder, with `/` separators. */
  path: string;
  size: number;
  /** Present for readable UTF-8 text files up to the size limit. */
  text?: TextInfo;
  /** Present when the file exists but its text could not be used. */
  unreadable?: UnreadableReason;
  /** A detail for people (e.g. the OS error). */
  unreadableDetail?: string;
}

/** A problem found while parsing, turned into a finding by the Profile module. */
export interface ParseProblem {
  kind: 'missing-skill-md' | 'no-frontmatter' | 'unterminated-frontmatter' | 'yaml-error' | 'yaml-warning' | 'frontmatter-not-mapping' | 'unreadable-file';
  file: string;
  range: Range;
  detail: string;
}

export interface Frontmatter {
  /** Raw YAML text between the fences (LF). */
  raw: string;
  /** Line (1-based, in SKILL.md) of the first YAML line, i.e. the line after `---`. */
  firstLine: number;
  /** Line of the closing fence. */
  closingLine: number;
  doc: YamlDocument.Parsed;
  /** Plain JS value; `undefined` when the YAML has errors or is not a mapping. */
  data?: Record<string, unknown>;
  /** Position of a top-level key (and its value) by key name, in SKILL.md coordinates. */
  keyRanges: Map<string, { key: Range; value?: Range }>;
}

export type RegionKind = 'frontmatter' | 'prose' | 'code' | 'inlineCode' | 'htmlComment' | 'html' | 'linkTarget';

export interface Region {
  kind: RegionKind;
  /** Offsets into the SKILL.md text (LF-normalised, BOM removed). */
  startOffset: number;
  endOffset: number;
}

export interface Heading {
  depth: number;
  text: string;
  line: number;
  range: Range;
}

export interface LinkRef {
  /** The URL or path as written. */
  target: string;
  range: Range;
  /** How it was written: a Markdown link/image, or a bare path in text/code. */
  kind: 'link' | 'image' | 'definition' | 'bare-path' | 'code-path' | 'skfile';
}

export interface MarkdownInfo {
  tree: MdastRoot;
  /** Offset in the SKILL.md text where the body starts (after the frontmatter). */
  bodyOffset: number;
  headings: Heading[];
  links: LinkRef[];
  /** Sorted, non-overlapping regions that are not prose; everything else in the body is prose. */
  nonProse: Region[];
}

export interface SkillDocument {
  /** Folder path as given by the caller (used for display). */
  dir: string;
  /** Folder base name. */
  folderName: string;
  /** Name of the SKILL.md file (`SKILL.md` or `skill.md`), or undefined when missing. */
  skillFileName?: string;
  skillFile?: SkillFile;
  frontmatter?: Frontmatter;
  markdown?: MarkdownInfo;
  /** Every file in the skill folder (recursive), sorted by path. */
  files: SkillFile[];
  /** Set of paths (files and folders) for existence checks. */
  paths: Set<string>;
  problems: ParseProblem[];
  /**
   * When this skill sits inside another skill's folder (a sub-skill of a bundle, e.g.
   * `spark-video/references/spark-video-director/`): that enclosing skill, whose files
   * the sub-skill's commands often name from the bundle's root (`uv run scripts/x.py`).
   */
  enclosingSkill?: EnclosingSkill;
}

export interface EnclosingSkill {
  /** The enclosing skill's folder, relative to this one (`../..`). */
  relDir: string;
  /** Its paths (files and folders), relative to its own folder. */
  paths: Set<string>;
}
