/**
 * Trigger-evaluation queries (docs/features.md E4): the one format `luban triggers --queries FILE`
 * reads and the file the generated queries are kept in (`<skill>/.luban/trigger-queries.json`,
 * so a re-run asks the model for none):
 *
 *   { "queries": [
 *       { "skill": "invoice-extract", "query": "pull the total out of this PDF invoice", "should_trigger": true },
 *       { "skill": "invoice-extract", "query": "merge these two PDFs", "should_trigger": false } ] }
 *
 * `skill` names the skill the query is about: its frontmatter name, its folder name, or
 * its folder as a path relative to the file. `should_trigger: true` — an agent should
 * load this skill for the query; `false` — it should not (a near miss). Other keys, at
 * the top level and in an entry, are kept out of the way (notes, `generated_at`…).
 *
 * Reading never throws and never changes the file: a syntax error or an entry of the
 * wrong shape is a problem with its 1-based line. Writing is atomic; a file that is
 * replaced is first copied to `trigger-queries.json.bak.YYYYMMDD-HHMM`.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../base/io/atomic.ts';
import { copyToBak } from './backups.ts';
import { JsonSyntaxError, lineAt, syntaxErrorLine, valueOffsets } from '../base/json-positions.ts';
import { ensureLubanDir } from './regress-history.ts';

/** Where generated queries are kept, relative to the skill folder. */
export const TRIGGER_QUERIES_FILE = path.join('.luban', 'trigger-queries.json');

export interface TriggerQueryEntry {
  /** As written: a name, a folder name or a relative path. */
  skill: string;
  query: string;
  shouldTrigger: boolean;
  /** 1-based line of the entry in its file. */
  line: number;
}

export interface QueriesProblem {
  line: number;
  detail: string;
}

export type ParsedQueries = { ok: true; entries: TriggerQueryEntry[] } | { ok: false; problems: QueriesProblem[] };

/** At most this many problems are listed: the first ones are what a person fixes first. */
const MAX_PROBLEMS = 5;

/** Parse the text of a queries file; never throws. */
export function parseTriggerQueries(text: string): ParsedQueries {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (!text.trim()) return { ok: false, problems: [{ line: 1, detail: 'the file is empty; expected {"queries": [...]}' }] };
  let data: unknown;
  let at: Map<string, number>;
  try {
    // The scanner first: it knows where a syntax error is, JSON.parse only what it is.
    at = valueOffsets(text);
    data = JSON.parse(text);
  } catch (e) {
    const detail = e instanceof JsonSyntaxError ? e.message : (e as Error).message.split('\n')[0];
    return {
      ok: false,
      problems: [{ line: e instanceof JsonSyntaxError ? lineAt(text, e.offset) : syntaxErrorLine(text), detail: `not valid JSON: ${detail}` }],
    };
  }
  const lineOf = (pointer: string, fallback = 1) => {
    const o = at.get(pointer);
    return o === undefined ? fallback : lineAt(text, o);
  };
  if (!data || typeof data !== 'object' || Array.isArray(data))
    return { ok: false, problems: [{ line: lineOf(''), detail: 'the top level must be an object {"queries": [...]}' }] };
  const list = (data as Record<string, unknown>).queries;
  if (!Array.isArray(list)) return { ok: false, problems: [{ line: lineOf('/queries'), detail: '`queries` is missing or not a list' }] };
  if (list.length === 0) return { ok: false, problems: [{ line: lineOf('/queries'), detail: '`queries` is empty' }] };
  const problems: QueriesProblem[] = [];
  const entries: TriggerQueryEntry[] = [];
  list.forEach((item, k) => {
    const line = lineOf(`/queries/${k}`);
    const bad = (field: string | undefined, detail: string) =>
      problems.push({ line: field ? lineOf(`/queries/${k}/${field}`, line) : line, detail: `query ${k + 1}: ${detail}` });
    if (!item || typeof item !== 'object' || Array.isArray(item)) return bad(undefined, 'not an object {"skill", "query", "should_trigger"}');
    const o = item as Record<string, unknown>;
    if (typeof o.skill !== 'string' || !o.skill.trim()) return bad('skill' in o ? 'skill' : undefined, '`skill` is missing or not a non-empty string');
    if (typeof o.query !== 'string' || !o.query.trim()) return bad('query' in o ? 'query' : undefined, '`query` is missing or not a non-empty string');
    if (typeof o.should_trigger !== 'boolean')
      return bad('should_trigger' in o ? 'should_trigger' : undefined, '`should_trigger` is missing or not true/false');
    entries.push({ skill: o.skill.trim(), query: o.query.trim(), shouldTrigger: o.should_trigger, line });
  });
  return problems.length ? { ok: false, problems: problems.slice(0, MAX_PROBLEMS) } : { ok: true, entries };
}

export type QueriesFile =
  | { status: 'missing'; path: string }
  | { status: 'ok'; path: string; entries: TriggerQueryEntry[] }
  | { status: 'invalid'; path: string; problems: QueriesProblem[] };

/** Read a queries file without changing it. */
export async function readTriggerQueriesFile(file: string): Promise<QueriesFile> {
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { status: 'missing', path: file };
    return { status: 'invalid', path: file, problems: [{ line: 1, detail: `cannot read: ${code ?? (e as Error).message}` }] };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { status: 'invalid', path: file, problems: [{ line: 1, detail: 'not UTF-8 text' }] };
  }
  const parsed = parseTriggerQueries(text);
  return parsed.ok ? { status: 'ok', path: file, entries: parsed.entries } : { status: 'invalid', path: file, problems: parsed.problems };
}

export interface SavedQueries {
  skill: string;
  shouldTrigger: string[];
  shouldNotTrigger: string[];
  /** The model that wrote them. */
  model: string;
}

/** The file's text: the documented format, one entry a line, plus who wrote it and when. */
export function serialiseTriggerQueries(q: SavedQueries, now: Date): string {
  const entry = (query: string, should: boolean) => `    ${JSON.stringify({ skill: q.skill, query, should_trigger: should })}`;
  const lines = [...q.shouldTrigger.map((s) => entry(s, true)), ...q.shouldNotTrigger.map((s) => entry(s, false))];
  return `{\n  "generated_by": "luban triggers",\n  "model": ${JSON.stringify(q.model)},\n  "generated_at": ${JSON.stringify(now.toISOString())},\n  "queries": [\n${lines.join(',\n')}\n  ]\n}\n`;
}

/** Write `<skillDir>/.luban/trigger-queries.json` atomically; an existing file is backed up first. */
export async function writeSavedQueries(skillDir: string, q: SavedQueries, now: Date = new Date()): Promise<{ path: string; backupPath?: string }> {
  const file = path.join(skillDir, TRIGGER_QUERIES_FILE);
  await ensureLubanDir(skillDir);
  let backupPath: string | undefined;
  try {
    await fs.access(file);
    backupPath = await copyToBak(file, now);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  await writeFileAtomic(file, serialiseTriggerQueries(q, now));
  return { path: file, backupPath };
}
