/**
 * tests.yaml in a skill folder (docs/features.md E2, seed v2 §七 "tests.yaml 格式"): MUSE's regression
 * cases, growing run after run. The seed's exact shape, keys in the seed's order:
 *
 *   skill: {skill_name}
 *   generated_at: {date}
 *   tests:
 *     - id: trigger_001
 *       dimension: "触发词识别"
 *       input: "{test_input}"
 *       expected: "{expected_behavior}"
 *       status: pass | fail
 *       last_run: {date}
 *
 *     - id: format_001
 *       dimension: "输出格式"
 *       condition: "{constraint}"
 *       check: "{check_method}"
 *       status: pass | fail
 *       last_run: {date}
 *
 * A case has either `input`/`expected` or `condition`/`check`. Dates are `YYYY-MM-DD`.
 *
 * Effect tasks (issue 32 item 4, docs/effect.md), an optional top-level `tasks:` list beside
 * `tests:` — a prompt, optional inputs, and exactly one deterministic check on the reply:
 *
 *   tasks:
 *     - id: csv_total
 *       prompt: "Sum the amounts in the file."
 *       inputs:                      # optional: a file inside the skill folder, or inline text
 *         - path: references/sample.csv
 *         - text: "extra context"
 *       expect_text: "TOTAL: 42"     # or expect_regex / expect_json_schema / check_command
 *
 * A file with `tasks:` may leave out `tests:` (read as an empty list). A bad task never makes
 * the file corrupt for MUSE: it is a `taskProblems` entry with its line; the tasks' YAML is
 * carried over unchanged when MUSE rewrites the file.
 *
 * Reading never throws and never changes the file: YAML errors and entries of the wrong
 * shape become `problems` with their line. Writing is atomic; when the file on disk is
 * corrupt it is first copied to `tests.yaml.bak.YYYYMMDD-HHMM` (never over an earlier
 * backup), then rebuilt from the entries that were still readable plus the new ones,
 * and a notice says so (seed v3: 损坏 → 备份后重建，告知用户).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { LineCounter, parseDocument, isMap, isSeq, stringify, YAMLSeq, type Node as YamlNode } from 'yaml';
import type { LocalisedText } from '../base/l10n/text.ts';
import { writeFileAtomic } from '../base/io/atomic.ts';
import { copyToBak } from './backups.ts';

export const TESTS_YAML_FILE = 'tests.yaml';

/** The seed's six dimension names, as they are written in tests.yaml. */
export const MUSE_DIMENSIONS = ['触发词识别', '输出格式', '关键规则遵守', '流程完整性', 'references 可达性', '反例测试'] as const;
export type MuseDimension = (typeof MUSE_DIMENSIONS)[number];

export type StoredStatus = 'pass' | 'fail';

export interface StoredCase {
  id: string;
  dimension: string;
  input?: string;
  expected?: string;
  condition?: string;
  check?: string;
  status: StoredStatus;
  /** `YYYY-MM-DD`. */
  last_run: string;
}

export interface TestsYaml {
  skill: string;
  generated_at: string;
  tests: StoredCase[];
  /** The `tasks:` list as read (plain YAML values), written back unchanged; absent = no tasks. */
  rawTasks?: unknown;
}

/** One deterministic check on a task's reply (exactly one per task). */
export type EffectCheck =
  | { kind: 'text'; text: string }
  | { kind: 'regex'; pattern: string; flags: string }
  | { kind: 'json_schema'; schema: object }
  | { kind: 'command'; command: string };

/** An input given to the model in the prompt: a file inside the skill folder, or inline text. */
export type EffectInput = { path: string } | { text: string };

export interface EffectTask {
  id: string;
  prompt: string;
  inputs: EffectInput[];
  check: EffectCheck;
  /** 1-based line in tests.yaml. */
  line: number;
}

export interface TestsYamlProblem {
  /** 1-based line in tests.yaml. */
  line: number;
  detail: string;
}

export interface ParsedTestsYaml {
  value?: TestsYaml;
  /** Entries that could be read (also when others could not). */
  tests: StoredCase[];
  problems: TestsYamlProblem[];
  corrupt: boolean;
  /** Effect tasks that could be read. */
  tasks?: EffectTask[];
  /** Effect tasks that could not be read, with their line (never make the file corrupt). */
  taskProblems?: TestsYamlProblem[];
  /** The `tasks:` list as read, for writing back. */
  rawTasks?: unknown;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` in local time. */
export function isoDate(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** Parse tests.yaml text; never throws. */
export function parseTestsYaml(text: string): ParsedTestsYaml {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const problems: TestsYamlProblem[] = [];
  const tests: StoredCase[] = [];
  if (text.includes('\u0000')) return { tests, problems: [{ line: 1, detail: 'binary content (NUL bytes); this is not a YAML file' }], corrupt: true };
  const lc = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lc, prettyErrors: false, uniqueKeys: true });
  const lineOf = (offset: number | undefined) => (offset === undefined ? 1 : lc.linePos(offset).line);
  const nodeLine = (n: unknown) => lineOf((n as YamlNode | undefined)?.range?.[0]);
  if (doc.errors.length) {
    for (const e of doc.errors.slice(0, 5)) problems.push({ line: lineOf(e.pos[0]), detail: e.message.split('\n')[0] });
    return { tests, problems, corrupt: true };
  }
  const root = doc.contents;
  if (!isMap(root)) return { tests, problems: [{ line: 1, detail: 'the top level is not a mapping with skill, generated_at and tests' }], corrupt: true };
  const top = doc.toJS() as Record<string, unknown>;
  const skill = typeof top.skill === 'string' ? top.skill : undefined;
  const generated = top.generated_at instanceof Date ? isoDate(top.generated_at) : typeof top.generated_at === 'string' ? top.generated_at : undefined;
  if (skill === undefined) problems.push({ line: nodeLine(root.get('skill', true)) || 1, detail: '`skill` is missing or not a string' });
  if (generated === undefined) problems.push({ line: nodeLine(root.get('generated_at', true)) || 1, detail: '`generated_at` is missing or not a date' });
  const taskPart = readTasks(root.get('tasks', true), top.tasks, nodeLine);
  let seq: unknown = root.get('tests', true);
  // A file that only carries effect tasks has no regression cases yet.
  if (seq === undefined && taskPart.rawTasks !== undefined) seq = new YAMLSeq();
  if (!isSeq(seq)) {
    problems.push({ line: nodeLine(seq) || 1, detail: '`tests` is missing or not a list' });
    return { tests, problems, corrupt: true };
  }
  const ids = new Set<string>();
  seq.items.forEach((item, k) => {
    const line = nodeLine(item);
    const v = (top.tests as unknown[])[k];
    const c = readCase(v);
    if (typeof c === 'string') {
      problems.push({ line, detail: `test ${k + 1}: ${c}` });
      return;
    }
    if (ids.has(c.id)) {
      problems.push({ line, detail: `test ${k + 1}: the id ${c.id} is used twice` });
      return;
    }
    ids.add(c.id);
    tests.push(c);
  });
  const corrupt = problems.length > 0;
  const value: TestsYaml | undefined = corrupt ? undefined : { skill: skill!, generated_at: generated!, tests };
  if (value && taskPart.rawTasks !== undefined) value.rawTasks = taskPart.rawTasks;
  return { value, tests, problems, corrupt, ...taskPart };
}

const CHECK_KEYS = ['expect_text', 'expect_regex', 'expect_json_schema', 'check_command'] as const;

/** The `tasks:` list: tasks that can be read, and a problem with its line for each that cannot. */
function readTasks(node: unknown, js: unknown, nodeLine: (n: unknown) => number): Pick<ParsedTestsYaml, 'tasks' | 'taskProblems' | 'rawTasks'> {
  if (node === undefined) return {};
  const tasks: EffectTask[] = [];
  const taskProblems: TestsYamlProblem[] = [];
  if (!isSeq(node) || !Array.isArray(js)) return { tasks, taskProblems: [{ line: nodeLine(node) || 1, detail: '`tasks` is not a list' }], rawTasks: js };
  const ids = new Set<string>();
  node.items.forEach((item, k) => {
    const line = nodeLine(item);
    const r = readTask(js[k], line);
    if (typeof r === 'string') taskProblems.push({ line, detail: `task ${k + 1}: ${r}` });
    else if (ids.has(r.id)) taskProblems.push({ line, detail: `task ${k + 1}: the id ${r.id} is used twice` });
    else {
      ids.add(r.id);
      tasks.push(r);
    }
  });
  return { tasks, taskProblems, rawTasks: js };
}

function readTask(v: unknown, line: number): EffectTask | string {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return 'not a mapping';
  const o = v as Record<string, unknown>;
  const id = typeof o.id === 'string' ? o.id : undefined;
  if (!id || !/^[A-Za-z0-9_.-]+$/.test(id)) return '`id` is missing or not letters, digits, _ . -';
  if (typeof o.prompt !== 'string' || !o.prompt.trim()) return `${id}: \`prompt\` is missing or empty`;
  const inputs: EffectInput[] = [];
  if (o.inputs !== undefined) {
    if (!Array.isArray(o.inputs)) return `${id}: \`inputs\` must be a list`;
    for (const [i, x] of o.inputs.entries()) {
      const e = x as Record<string, unknown> | null;
      if (e && typeof e === 'object' && typeof e.path === 'string' && e.text === undefined) {
        const p = e.path.replace(/\\/g, '/');
        if (!p || p.startsWith('/') || /^[A-Za-z]:/.test(p) || p.split('/').includes('..'))
          return `${id}: input ${i + 1}: \`path\` must be a path inside the skill folder`;
        inputs.push({ path: p });
      } else if (e && typeof e === 'object' && typeof e.text === 'string' && e.path === undefined) inputs.push({ text: e.text });
      else return `${id}: input ${i + 1} needs exactly one of \`path\` or \`text\``;
    }
  }
  const given = CHECK_KEYS.filter((k) => o[k] !== undefined);
  if (given.length !== 1) return `${id}: needs exactly one check (${CHECK_KEYS.join(', ')}), found ${given.length ? given.join(', ') : 'none'}`;
  const key = given[0];
  let check: EffectCheck;
  if (key === 'expect_text') {
    if (typeof o.expect_text !== 'string' || !o.expect_text) return `${id}: \`expect_text\` must be a non-empty string`;
    check = { kind: 'text', text: o.expect_text };
  } else if (key === 'expect_regex') {
    if (typeof o.expect_regex !== 'string' || !o.expect_regex) return `${id}: \`expect_regex\` must be a non-empty string`;
    const flags = o.regex_flags === undefined ? '' : String(o.regex_flags);
    try {
      new RegExp(o.expect_regex, flags);
    } catch (e) {
      return `${id}: \`expect_regex\` is not a valid regular expression (${(e as Error).message})`;
    }
    check = { kind: 'regex', pattern: o.expect_regex, flags };
  } else if (key === 'expect_json_schema') {
    if (!o.expect_json_schema || typeof o.expect_json_schema !== 'object' || Array.isArray(o.expect_json_schema))
      return `${id}: \`expect_json_schema\` must be a JSON Schema object`;
    check = { kind: 'json_schema', schema: o.expect_json_schema as object };
  } else {
    if (typeof o.check_command !== 'string' || !o.check_command.trim()) return `${id}: \`check_command\` must be a non-empty string`;
    check = { kind: 'command', command: o.check_command };
  }
  return { id, prompt: o.prompt, inputs, check, line };
}

function readCase(v: unknown): StoredCase | string {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return 'not a mapping';
  const o = v as Record<string, unknown>;
  const str = (k: string) => (typeof o[k] === 'string' ? (o[k] as string) : undefined);
  const id = str('id');
  if (!id || !/^[A-Za-z0-9_.-]+$/.test(id)) return '`id` is missing or not letters, digits, _ . -';
  const dimension = str('dimension');
  if (!dimension) return `${id}: \`dimension\` is missing`;
  const status = o.status;
  if (status !== 'pass' && status !== 'fail') return `${id}: \`status\` must be pass or fail`;
  const lastRun = o.last_run instanceof Date ? isoDate(o.last_run) : str('last_run');
  if (!lastRun || !DATE.test(lastRun)) return `${id}: \`last_run\` must be a date (YYYY-MM-DD)`;
  const c: StoredCase = { id, dimension, status, last_run: lastRun };
  const pair = (a: 'input' | 'condition', b: 'expected' | 'check') => {
    const x = str(a);
    const y = str(b);
    if (x !== undefined && y !== undefined) {
      c[a] = x;
      c[b] = y;
      return true;
    }
    return false;
  };
  if (!pair('input', 'expected') && !pair('condition', 'check')) return `${id}: needs input + expected or condition + check`;
  return c;
}

/** A YAML double-quoted scalar (the seed quotes these fields). */
function q(s: string): string {
  return JSON.stringify(s.replace(/\r?\n/g, ' '));
}

/** tests.yaml text in the seed's exact layout (a blank line between cases). */
export function serialiseTestsYaml(t: TestsYaml): string {
  const out = [`skill: ${/^[A-Za-z0-9_.-]+$/.test(t.skill) ? t.skill : q(t.skill)}`, `generated_at: ${t.generated_at}`, 'tests:'];
  const blocks = t.tests.map((c) => {
    const lines = [`  - id: ${c.id}`, `    dimension: ${q(c.dimension)}`];
    if (c.input !== undefined) lines.push(`    input: ${q(c.input)}`, `    expected: ${q(c.expected ?? '')}`);
    else lines.push(`    condition: ${q(c.condition ?? '')}`, `    check: ${q(c.check ?? '')}`);
    lines.push(`    status: ${c.status}`, `    last_run: ${c.last_run}`);
    return lines.join('\n');
  });
  const body = out.join('\n') + (blocks.length ? '\n' + blocks.join('\n\n') : ' []') + '\n';
  return t.rawTasks === undefined ? body : body + '\n' + stringify({ tasks: t.rawTasks }, { lineWidth: 0 });
}

export interface TestsYamlFile extends ParsedTestsYaml {
  path: string;
  exists: boolean;
}

/** Read `<skillDir>/tests.yaml` without changing it. Missing is `exists: false`, not corrupt. */
export async function readTestsYaml(skillDir: string): Promise<TestsYamlFile> {
  const file = path.join(skillDir, TESTS_YAML_FILE);
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { path: file, exists: false, tests: [], problems: [], corrupt: false };
    return { path: file, exists: true, tests: [], problems: [{ line: 1, detail: `cannot read: ${(e as Error).message}` }], corrupt: true };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { path: file, exists: true, tests: [], problems: [{ line: 1, detail: 'not valid UTF-8 (binary?)' }], corrupt: true };
  }
  if (text.trim() === '') return { path: file, exists: true, tests: [], problems: [], corrupt: false };
  return { path: file, exists: true, ...parseTestsYaml(text) };
}

export interface TestsYamlWrite {
  path: string;
  /** Where the corrupt file was copied before it was rebuilt. */
  backupPath?: string;
  /** What to tell the person (a rebuild). */
  notice?: LocalisedText;
  /** False when the content was already what would be written (nothing touched). */
  written: boolean;
}

/**
 * Write tests.yaml atomically. `current` is what `readTestsYaml` returned before the run:
 * when it was corrupt, the file is backed up first and the notice names the backup.
 */
export async function writeTestsYaml(skillDir: string, value: TestsYaml, current: TestsYamlFile, now: Date = new Date()): Promise<TestsYamlWrite> {
  const file = path.join(skillDir, TESTS_YAML_FILE);
  // Effect tasks the writer did not mention are carried over from the file as read.
  if (value.rawTasks === undefined && current.rawTasks !== undefined) value = { ...value, rawTasks: current.rawTasks };
  const text = serialiseTestsYaml(value);
  if (!current.corrupt) {
    let old: string | undefined;
    try {
      old = await fs.readFile(file, 'utf8');
    } catch {
      old = undefined;
    }
    if (old === text) return { path: file, written: false };
    await writeFileAtomic(file, text);
    return { path: file, written: true };
  }
  let backupPath: string | undefined;
  try {
    backupPath = await copyToBak(file, now);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  await writeFileAtomic(file, text);
  const where = current.problems
    .slice(0, 3)
    .map((p) => `line ${p.line}: ${p.detail}`)
    .join('; ');
  const bak = backupPath ? path.basename(backupPath) : '-';
  return {
    path: file,
    backupPath,
    written: true,
    notice: {
      en: `tests.yaml was corrupt (${where}). The old file was backed up to ${bak} and tests.yaml was rebuilt with the ${current.tests.length} readable case(s) and this run's passing cases.`,
      zh: `tests.yaml 已损坏（${where}）。旧文件已备份为 ${bak}，并用 ${current.tests.length} 条可读用例和本次通过的用例重建了 tests.yaml。`,
    },
  };
}
