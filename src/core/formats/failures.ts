/**
 * failures.jsonl (docs/features.md E1, seed v2 §二 EvoSkill): every failure report a person made
 * about a skill, kept in the skill's own folder, one JSON object per line, oldest
 * first. It is what lets repeated failures of one rule be counted (HASP hardening,
 * docs/features.md E3a: ignored twice → level 1, three times → level 2).
 *
 *   {"id":"EVO-3","timestamp":"2026-05-01T10:00:00.000Z","skill":"pdf-export",
 *    "gap":{"type":"trigger-missed","label":"触发词遗漏"},
 *    "location":{"file":"SKILL.md","line":3,"endLine":3},"rule":"description: …",
 *    "proposal":{"old_str":"…","new_str":"…","reason":"…"},"evidence":"static",
 *    "status":"pending","instruction":"…","parameters":"…","output":"…",
 *    "feedback":"…","transcript":{"file":"s.jsonl","format":"claude-code","skillInvoked":false}}
 *
 * `status`: `pending` (the seed's 待确认), `applied`, `discarded`, or `not-proposed`
 * (the gap was classified or located but no patch could be written, e.g. no model).
 *
 * Reading never throws and never changes the file: a line that is not a JSON object
 * of this shape is reported with its line number and left where it is. Appending
 * rewrites the file atomically as its old bytes plus the new line, so corrupt lines
 * are kept (a person may still repair them by hand) and nothing is lost. A file that is
 * not UTF-8 text is first copied to `failures.jsonl.bak.YYYYMMDD-HHMM`, then started
 * afresh, with a notice.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { LocalisedText } from '../base/l10n/text.ts';
import { writeFileAtomic } from '../base/io/atomic.ts';
import { copyToBak } from './backups.ts';
import { currentRuleText, rewordingLine, rewordingOf, ruleLinks, type RuleRewording } from './rule-rewordings.ts';

export type { RuleRewording } from './rule-rewordings.ts';

export const FAILURES_FILE = 'failures.jsonl';

/** The seed's six gap types (缺口分类), by stable id. */
export const GAP_TYPES = ['trigger-missed', 'rule-missing', 'instruction-conflict', 'flow-broken', 'output-format', 'version-drift'] as const;
export type GapType = (typeof GAP_TYPES)[number];

export type FailureStatus = 'pending' | 'applied' | 'discarded' | 'not-proposed';
export const FAILURE_STATUSES: readonly FailureStatus[] = ['pending', 'applied', 'discarded', 'not-proposed'];

export type FailureEvidence = 'static' | 'model' | 'none';

export interface FailureLocation {
  /** Relative to the skill folder, `/` separators. */
  file: string;
  line: number;
  endLine: number;
}

export interface FailureProposal {
  old_str: string;
  new_str: string;
  reason: string;
}

export interface TranscriptRef {
  /** As the person gave it. */
  file: string;
  format: 'claude-code' | 'codex';
  /** Whether the session loaded this skill (Skill tool call, or a read of its SKILL.md). */
  skillInvoked: boolean;
}

export interface FailureRecord {
  id: string;
  timestamp: string;
  skill: string;
  /** Null when neither the static evidence nor a model could classify the gap. */
  gap: { type: GapType; label: string } | null;
  location: FailureLocation | null;
  /** The text of the located rule (its first line, trimmed): the key repeated failures are counted by. */
  rule: string | null;
  proposal: FailureProposal | null;
  evidence: FailureEvidence;
  status: FailureStatus;
  instruction: string;
  parameters: string;
  output: string;
  feedback: string;
  transcript: TranscriptRef | null;
}

export interface FailureProblem {
  /** 1-based line in failures.jsonl. */
  line: number;
  detail: string;
}

export interface ParsedFailures {
  records: Array<FailureRecord & { line: number }>;
  /** The rules Luban reworded (HASP level 1), kept as `"kind":"reworded"` lines (./rule-rewordings.ts). */
  rewordings: RuleRewording[];
  problems: FailureProblem[];
}

/** Stored texts are cut here (a long tool output is evidence, not an archive). */
export const MAX_STORED_CHARS = 8000;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): v is string => typeof v === 'string';

/** Why a parsed line is not a failure record, or undefined when it is one. */
function shapeProblem(v: unknown): string | undefined {
  if (!isObj(v)) return 'not a JSON object';
  for (const k of ['id', 'timestamp', 'skill', 'instruction', 'feedback'] as const) if (!str(v[k])) return `"${k}" is missing or not a string`;
  if (!str(v.status) || !FAILURE_STATUSES.includes(v.status as FailureStatus)) return `"status" must be one of ${FAILURE_STATUSES.join(', ')}`;
  if (v.gap !== null && v.gap !== undefined) {
    if (!isObj(v.gap) || !GAP_TYPES.includes(v.gap.type as GapType)) return `"gap.type" must be one of ${GAP_TYPES.join(', ')}`;
  }
  if (v.location !== null && v.location !== undefined) {
    const l = v.location;
    if (!isObj(l) || !str(l.file) || !Number.isInteger(l.line)) return '"location" needs "file" and a whole-number "line"';
  }
  if (v.proposal !== null && v.proposal !== undefined) {
    const p = v.proposal;
    if (!isObj(p) || !str(p.old_str) || !str(p.new_str)) return '"proposal" needs "old_str" and "new_str" strings';
  }
  return undefined;
}

function normalise(v: Record<string, unknown>): FailureRecord {
  const loc = isObj(v.location) ? v.location : undefined;
  const gap = isObj(v.gap) ? v.gap : undefined;
  const prop = isObj(v.proposal) ? v.proposal : undefined;
  const tr = isObj(v.transcript) ? v.transcript : undefined;
  return {
    id: v.id as string,
    timestamp: v.timestamp as string,
    skill: v.skill as string,
    gap: gap ? { type: gap.type as GapType, label: str(gap.label) ? gap.label : String(gap.type) } : null,
    location: loc
      ? { file: loc.file as string, line: loc.line as number, endLine: Number.isInteger(loc.endLine) ? (loc.endLine as number) : (loc.line as number) }
      : null,
    rule: str(v.rule) ? v.rule : null,
    proposal: prop ? { old_str: prop.old_str as string, new_str: prop.new_str as string, reason: str(prop.reason) ? prop.reason : '' } : null,
    evidence: v.evidence === 'static' || v.evidence === 'model' ? v.evidence : 'none',
    status: v.status as FailureStatus,
    instruction: v.instruction as string,
    parameters: str(v.parameters) ? v.parameters : '',
    output: str(v.output) ? v.output : '',
    feedback: v.feedback as string,
    transcript:
      tr && str(tr.file) && (tr.format === 'claude-code' || tr.format === 'codex')
        ? { file: tr.file, format: tr.format, skillInvoked: tr.skillInvoked === true }
        : null,
  };
}

/** Parse failures.jsonl text. Tolerates a BOM, CRLF and blank lines; never throws. */
export function parseFailures(text: string): ParsedFailures {
  const records: ParsedFailures['records'] = [];
  const rewordings: RuleRewording[] = [];
  const problems: FailureProblem[] = [];
  const lines = text.replace(/^\ufeff/, '').split(/\r?\n/);
  lines.forEach((raw, i) => {
    if (raw.trim() === '') return;
    let v: unknown;
    try {
      v = JSON.parse(raw);
    } catch (e) {
      problems.push({ line: i + 1, detail: `not valid JSON (${(e as Error).message})` });
      return;
    }
    const reworded = rewordingOf(v);
    if (reworded) {
      rewordings.push(reworded);
      return;
    }
    const problem = shapeProblem(v);
    if (problem) problems.push({ line: i + 1, detail: problem });
    else records.push({ ...normalise(v as Record<string, unknown>), line: i + 1 });
  });
  return { records, rewordings, problems };
}

export interface FailuresFile extends ParsedFailures {
  path: string;
  exists: boolean;
  /** Not UTF-8 text: it is backed up and started afresh by the next append. */
  undecodable: boolean;
}

export async function readFailures(skillDir: string): Promise<FailuresFile> {
  const file = path.join(skillDir, FAILURES_FILE);
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { path: file, exists: false, undecodable: false, records: [], rewordings: [], problems: [] };
    throw e;
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { path: file, exists: true, undecodable: true, records: [], rewordings: [], problems: [{ line: 1, detail: 'not valid UTF-8 text' }] };
  }
  if (text.includes('\u0000'))
    return { path: file, exists: true, undecodable: true, records: [], rewordings: [], problems: [{ line: 1, detail: 'binary content (NUL bytes)' }] };
  return { path: file, exists: true, undecodable: false, ...parseFailures(text) };
}

/** The next id: one above the highest `EVO-n` readable in the file. */
export function nextFailureId(records: ReadonlyArray<Pick<FailureRecord, 'id'>>): string {
  let n = 0;
  for (const r of records) {
    const m = /^EVO-(\d+)$/.exec(r.id);
    if (m) n = Math.max(n, Number(m[1]));
  }
  return `EVO-${n + 1}`;
}

function cut(s: string): string {
  return s.length > MAX_STORED_CHARS ? `${s.slice(0, MAX_STORED_CHARS)}… [cut at ${MAX_STORED_CHARS} characters]` : s;
}

export type NewFailureRecord = Omit<FailureRecord, 'id'>;

export interface FailureAppend {
  path: string;
  record: FailureRecord;
  /** 1-based line of the new record in failures.jsonl. */
  line: number;
  /** Lines that could not be read (kept as they are). */
  problems: FailureProblem[];
  backupPath?: string;
  notice?: LocalisedText;
}

/** Append one report (numbered after the highest EVO-n); corrupt lines stay where they are. */
export async function appendFailure(skillDir: string, entry: NewFailureRecord, now: Date = new Date()): Promise<FailureAppend> {
  const current = await readFailures(skillDir);
  // The id first: the line reads as "EVO-n, when, which skill…".
  const record: FailureRecord = {
    id: nextFailureId(current.records),
    ...entry,
    instruction: cut(entry.instruction),
    parameters: cut(entry.parameters),
    output: cut(entry.output),
    feedback: cut(entry.feedback),
  };
  const written = await appendLines(skillDir, current, [JSON.stringify(record)], now);
  return { path: current.path, record, problems: current.problems, ...written };
}

/**
 * Keep the rules a rewrite changed (HASP level 1: `luban harden`), one `"kind":"reworded"`
 * line each, so later reports and counts take the new text for the same rule. Nothing is
 * written for an empty list.
 */
export async function appendRewordings(
  skillDir: string,
  rewordings: readonly RuleRewording[],
  now: Date = new Date(),
): Promise<{ path: string; notice?: LocalisedText } | undefined> {
  if (!rewordings.length) return undefined;
  const current = await readFailures(skillDir);
  const written = await appendLines(skillDir, current, rewordings.map(rewordingLine), now);
  return { path: current.path, notice: written.notice };
}

/** `lines` added at the end (atomically); an undecodable file is backed up and started afresh. */
async function appendLines(
  skillDir: string,
  current: FailuresFile,
  lines: readonly string[],
  now: Date,
): Promise<{ line: number; backupPath?: string; notice?: LocalisedText }> {
  const added = lines.map((l) => l + '\n').join('');
  if (current.undecodable) {
    const backupPath = await copyToBak(current.path, now);
    await writeFileAtomic(current.path, added);
    const name = path.basename(backupPath);
    return {
      line: 1,
      backupPath,
      notice: {
        en: `${FAILURES_FILE} was not readable text; backed up to ${name} and started afresh.`,
        zh: `${FAILURES_FILE} 不是可读文本；已备份为 ${name} 并重新开始记录。`,
      },
    };
  }
  const old = current.exists ? await fs.readFile(current.path, 'utf8') : '';
  const sep = old === '' || old.endsWith('\n') ? '' : '\n';
  const text = old + sep + added;
  await fs.mkdir(skillDir, { recursive: true });
  await writeFileAtomic(current.path, text);
  const lineNo = text.replace(/\n$/, '').split('\n').length - lines.length + 1;
  const notice: LocalisedText | undefined = current.problems.length
    ? {
        en: `${FAILURES_FILE}: ${current.problems.map((p) => `line ${p.line}: ${p.detail}`).join('; ')} — kept as written and not counted.`,
        zh: `${FAILURES_FILE}：${current.problems.map((p) => `第 ${p.line} 行：${p.detail}`).join('；')}——已原样保留，不计入统计。`,
      }
    : undefined;
  return { line: lineNo, notice };
}

// ---------------------------------------------------------------------------------------
// Repeated failures of one rule (the HASP hardening input, docs/features.md E3/E3a).

export interface RuleIgnoreCount {
  file: string;
  /** The rule's text as last reported (whitespace folded). */
  rule: string;
  /** Line of the rule in the latest report. */
  line: number;
  /** Reports located at this rule. */
  count: number;
  types: GapType[];
  ids: string[];
  lastReported: string;
}

/** Whitespace-folded rule text: the counting key, so a moved line still counts as the same rule. */
export function ruleKey(file: string, rule: string): string {
  return `${file}\u0000${rule.replace(/\s+/g, ' ').trim()}`;
}

export interface CountOptions {
  /** Gap types counted (default all). */
  types?: readonly GapType[];
  /**
   * Links old → new text (`ruleLinks(records, rewordings)`): a rule reworded since a report
   * counts under its current text. None by default: every text is its own rule.
   */
  rewordings?: readonly RuleRewording[];
}

/**
 * How often each rule was reported as failing, most reported first. Reports with no
 * located rule (not classified, nothing to point at) are not counted; `types` limits
 * the gap types counted (default all — a trigger gap counts against the description).
 * A rule is one rule across its rewordings (./rule-rewordings.ts): the reports before an
 * applied patch or a `harden` rewrite count under the rule's current text.
 */
export function countIgnores(records: readonly FailureRecord[], options: CountOptions = {}): RuleIgnoreCount[] {
  const links = options.rewordings ?? [];
  const byKey = new Map<string, RuleIgnoreCount>();
  for (const r of records) {
    if (!r.location || !r.rule || !r.gap) continue;
    if (options.types && !options.types.includes(r.gap.type)) continue;
    const rule = currentRuleText(r.location.file, r.rule, links);
    const key = ruleKey(r.location.file, rule);
    const cur = byKey.get(key) ?? {
      file: r.location.file,
      rule: rule.replace(/\s+/g, ' ').trim(),
      line: r.location.line,
      count: 0,
      types: [],
      ids: [],
      lastReported: r.timestamp,
    };
    cur.count++;
    cur.line = r.location.line;
    cur.ids.push(r.id);
    if (!cur.types.includes(r.gap.type)) cur.types.push(r.gap.type);
    if (r.timestamp > cur.lastReported) cur.lastReported = r.timestamp;
    byKey.set(key, cur);
  }
  return [...byKey.values()].sort((a, b) => b.count - a.count || a.file.localeCompare(b.file) || a.line - b.line);
}

/** `countIgnores` over a skill folder's failures.jsonl, with the lines that could not be read. */
export async function ignoreCounts(
  skillDir: string,
  options: { types?: readonly GapType[] } = {},
): Promise<{ counts: RuleIgnoreCount[]; problems: FailureProblem[] }> {
  const f = await readFailures(skillDir);
  return { counts: countIgnores(f.records, { ...options, rewordings: ruleLinks(f.records, f.rewordings) }), problems: f.problems };
}
