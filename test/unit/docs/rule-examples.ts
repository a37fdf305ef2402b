/**
 * Reading the examples out of a rule page (docs/rules/<module>/<name>.md) and scanning
 * them as the CLI would scan a skill folder. The marking is documented in
 * docs/rules/README.md: a fenced block whose info string is
 * `<lang> bad|good file=<path> [folder=<name>] [profile=<name>] [base64]` is one file of
 * an example; labelled blocks of the same kind that follow each other (prose between
 * them is fine) are files of one example, until a heading, a block of the other kind, or
 * a block naming a file the example already has.
 */
import MarkdownIt from 'markdown-it';
import { scanDocument } from '../../../src/core/engine/scan.ts';
import type { Finding, ProfileName } from '../../../src/core/rules/types.ts';
import { buildSkillDocument } from '../../../src/core/skill/document.ts';
import { decodeText } from '../../../src/core/skill/text.ts';
import type { SkillFile } from '../../../src/core/skill/types.ts';
import { resultsRowsOf } from '../../../src/core/formats/results.ts';
import { ignoredRulesInDocument } from '../../../src/core/engine/ignored/sentinel-hits.ts';
import { treeSkillOf, workspaceView } from '../../../src/core/skill/tree/workspace.ts';

export type ExampleKind = 'bad' | 'good';

export interface RuleExample {
  kind: ExampleKind;
  /** Skill folder name (some rules compare it with `name`). */
  folder: string;
  profile?: ProfileName;
  /** Path in the skill folder → the file's bytes. */
  files: Map<string, Buffer>;
  /** 1-based line of the example's first block in the page, for messages. */
  line: number;
}

/** The folder an example lives in unless it says `folder=`. */
export const DEFAULT_FOLDER = 'demo-skill';
/** "Today" for every example, so dated rules (CASCADE) read the same on any day. */
export const EXAMPLE_NOW = new Date('2026-03-01T00:00:00Z');

const PROFILES: readonly ProfileName[] = ['agentskills', 'claude-code', 'metis', 'skilltree'];

interface Label {
  kind: ExampleKind;
  file: string;
  folder?: string;
  profile?: ProfileName;
  base64: boolean;
}

/** The label of a fence's info string, or undefined for an ordinary (unmarked) block. */
export function labelOf(info: string): Label | undefined {
  const words = info.trim().split(/\s+/).slice(1);
  const kind = words.find((w): w is ExampleKind => w === 'bad' || w === 'good');
  if (!kind) return undefined;
  const value = (key: string) => words.find((w) => w.startsWith(`${key}=`))?.slice(key.length + 1);
  const file = value('file');
  if (!file) throw new Error(`example block "${info}" has no file=`);
  const profile = value('profile');
  if (profile !== undefined && !PROFILES.includes(profile as ProfileName)) throw new Error(`example block "${info}": unknown profile`);
  return { kind, file, folder: value('folder'), profile: profile as ProfileName | undefined, base64: words.includes('base64') };
}

const md = new MarkdownIt();

export function examplesOf(page: string): RuleExample[] {
  const out: RuleExample[] = [];
  let current: RuleExample | undefined;
  for (const token of md.parse(page, {})) {
    if (token.type === 'heading_open') {
      current = undefined;
      continue;
    }
    if (token.type !== 'fence') continue;
    const label = labelOf(token.info);
    if (!label) continue;
    if (!current || current.kind !== label.kind || current.files.has(label.file)) {
      current = { kind: label.kind, folder: DEFAULT_FOLDER, files: new Map(), line: (token.map?.[0] ?? 0) + 1 };
      out.push(current);
    }
    if (label.folder) current.folder = label.folder;
    if (label.profile) current.profile = label.profile;
    current.files.set(label.file, label.base64 ? Buffer.from(token.content.replace(/\s+/g, ''), 'base64') : Buffer.from(token.content, 'utf8'));
  }
  return out;
}

/** One file as the loader reads it from disk (size limit, NUL bytes, UTF-8), see core/skill/load.ts. */
function fileOf(path: string, bytes: Buffer): SkillFile {
  const decoded = decodeText(bytes);
  return decoded.ok
    ? { path, size: bytes.length, text: decoded.text }
    : { path, size: bytes.length, unreadable: decoded.reason, unreadableDetail: decoded.detail };
}

/**
 * Every finding the scanner reports for the example's skill folder (all rules, default
 * config), as `luban scan` reports a folder scanned on its own: its workspace is the
 * skill itself and the prebuilt Skill Tree catalogue, and HASP's ignored rules come from
 * its failures.jsonl.
 */
export function scanExample(example: RuleExample): Finding[] {
  const doc = buildSkillDocument(
    example.folder,
    [...example.files].map(([path, bytes]) => fileOf(path, bytes)),
  );
  const self = treeSkillOf(doc);
  return scanDocument(doc, {
    profile: example.profile,
    now: EXAMPLE_NOW,
    results: resultsRowsOf(doc.files),
    ignoredRules: ignoredRulesInDocument(doc),
    workspace: workspaceView(self ? [self] : []),
  }).findings;
}
