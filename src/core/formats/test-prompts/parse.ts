/**
 * test-prompts.json (docs/features.md D3, seed v3 Phase 0.5): `[{id, prompt, expected_behavior,
 * category}]`. An existing file is reused — read tolerantly, since skills in the wild
 * write numeric ids or `expected` instead of `expected_behavior` — and never
 * overwritten: a file that cannot be read is reported and left alone, and an entry that
 * cannot be used (blank, punctuation only, a repeat) is reported with its line.
 */
import type { SkillDocument } from '../../skill/types.ts';
import type { SkillLang } from '../../skill/language.ts';
import { promptProblemsText, tooFewPromptsText, type PromptProblem } from './messages.ts';

/** docs/features.md D3 / seed v3 test-prompts.json entry. */
export interface TestPrompt {
  id: string;
  prompt: string;
  expected_behavior: string;
  category: string;
}

export const TEST_PROMPTS_FILE = 'test-prompts.json';

/** dim8 needs at least this many usable test prompts (docs/features.md D3: 2–3). */
export const MIN_TEST_PROMPTS = 2;

/**
 * A test prompt Luban will not use: blank, punctuation or symbols only in any script
 * ("…", "。。", "???"), or the same prompt as an earlier one once whitespace, case and
 * full-/half-width forms are set aside. From a file it carries the entry's line.
 */
export type { PromptProblem } from './messages.ts';

export type TestPromptsFromFile =
  | { status: 'missing' }
  | { status: 'ok'; prompts: TestPrompt[]; total: number; problems?: PromptProblem[] }
  | { status: 'invalid'; error: string; problems?: PromptProblem[] };

export function readTestPrompts(doc: SkillDocument): TestPromptsFromFile {
  const file = doc.files.find((f) => f.path === TEST_PROMPTS_FILE);
  if (!file) return { status: 'missing' };
  if (!file.text) return { status: 'invalid', error: `${TEST_PROMPTS_FILE} is not readable text (${file.unreadable ?? 'unknown'})` };
  return parseTestPrompts(file.text.text);
}

/** Nothing but punctuation, symbols, spaces and control characters, in any script (NFKC first). */
function isContentless(text: string): boolean {
  return /^[\p{P}\p{S}\p{Z}\p{C}\s]*$/u.test(text.normalize('NFKC'));
}

/** The form two prompts are compared in: whitespace, case and width set aside. */
export function promptKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{Z}]+/gu, '');
}

function shown(text: string): string {
  const t = text.trim();
  return t.length > 40 ? `${t.slice(0, 40)}…` : t;
}

/**
 * The problems of a list of prompts, in order. `expected_behavior` is checked only when
 * `checkExpected` (a generated prompt must say what is expected; a file may leave it out).
 */
export function promptProblems(prompts: ReadonlyArray<Pick<TestPrompt, 'id' | 'prompt' | 'expected_behavior'>>, checkExpected: boolean): PromptProblem[] {
  const problems: PromptProblem[] = [];
  const seen = new Map<string, number>();
  prompts.forEach((p, i) => {
    const entry = i + 1;
    const fields: Array<'prompt' | 'expected_behavior'> = checkExpected ? ['prompt', 'expected_behavior'] : ['prompt'];
    for (const field of fields) {
      const text = p[field] ?? '';
      if (!text.trim()) return void problems.push({ entry, id: p.id, kind: 'empty', field });
      if (isContentless(text)) return void problems.push({ entry, id: p.id, kind: 'punctuation', field, text: shown(text) });
    }
    const key = promptKey(p.prompt);
    const first = seen.get(key);
    if (first !== undefined) return void problems.push({ entry, id: p.id, kind: 'duplicate', field: 'prompt', text: shown(p.prompt), duplicateOf: first });
    seen.set(key, entry);
  });
  return problems;
}

/** The prompts without the ones that have a problem. */
function withoutProblems<T>(prompts: readonly T[], problems: readonly PromptProblem[]): T[] {
  const bad = new Set(problems.map((p) => p.entry));
  return prompts.filter((_, i) => !bad.has(i + 1));
}

export function parseTestPrompts(text: string): TestPromptsFromFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { status: 'invalid', error: `${TEST_PROMPTS_FILE} is not valid JSON (${(e as Error).message})` };
  }
  const list = Array.isArray(json) ? json : Array.isArray((json as { prompts?: unknown })?.prompts) ? (json as { prompts: unknown[] }).prompts : undefined;
  if (!list) return { status: 'invalid', error: `${TEST_PROMPTS_FILE} must be a JSON array of {id, prompt, expected_behavior, category}` };
  const lines = entryLines(text);
  // Every entry is read or reported: a bad one is named with its line, never dropped unseen.
  const read: TestPrompt[] = [];
  const notObjects: PromptProblem[] = [];
  const entryOf: number[] = [];
  list.forEach((item, i) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return void notObjects.push({ entry: i + 1, kind: 'not-object', field: 'prompt' });
    const o = item as Record<string, unknown>;
    const prompt = typeof o.prompt === 'string' ? o.prompt.trim() : '';
    const id = typeof o.id === 'string' || typeof o.id === 'number' ? String(o.id) : `tp-${String(i + 1).padStart(2, '0')}`;
    const expected = [o.expected_behavior, o.expected, o.expectation].find((v) => typeof v === 'string' && v.trim()) as string | undefined;
    read.push({
      id,
      prompt,
      expected_behavior: expected?.trim() ?? '',
      category: typeof o.category === 'string' && o.category.trim() ? o.category.trim() : '',
    });
    entryOf.push(i + 1);
  });
  // Problems are found among the objects, then numbered by their place in the file.
  const found = promptProblems(read, false).map((p) => ({
    ...p,
    entry: entryOf[p.entry - 1],
    ...(p.duplicateOf ? { duplicateOf: entryOf[p.duplicateOf - 1] } : {}),
  }));
  const problems = [...notObjects, ...found].sort((a, b) => a.entry - b.entry).map((p) => (lines[p.entry - 1] ? { ...p, line: lines[p.entry - 1] } : p));
  const bad = new Set(found.map((p) => p.entry));
  const prompts = read.filter((_, k) => !bad.has(entryOf[k]));
  if (!prompts.length) {
    const why = problems.length ? `: ${fileProblemsText(problems, 'en')}` : '';
    return { status: 'invalid', error: `${TEST_PROMPTS_FILE} holds no usable entry with a "prompt"${why}`, ...(problems.length ? { problems } : {}) };
  }
  return { status: 'ok', prompts, total: prompts.length, ...(problems.length ? { problems } : {}) };
}

export interface ScreenedPrompts {
  usable: TestPrompt[];
  problems: PromptProblem[];
  /** Set when fewer than MIN_TEST_PROMPTS are usable: the generation failed. */
  error?: string;
}

/** A model's generated prompts, the unusable ones set aside; too few left is a failure. */
export function screenGenerated(prompts: readonly TestPrompt[], lang: SkillLang = 'en'): ScreenedPrompts {
  const problems = promptProblems(prompts, true);
  const usable = withoutProblems(prompts, problems);
  return usable.length >= MIN_TEST_PROMPTS
    ? { usable, problems }
    : { usable, problems, error: tooFewPromptsText(problems, prompts.length, MIN_TEST_PROMPTS, lang) };
}

/** The problems of a file, one line each, for a warning. */
export function fileProblemsText(problems: readonly PromptProblem[], lang: SkillLang, file = TEST_PROMPTS_FILE): string {
  return promptProblemsText(problems, lang, file);
}

/**
 * The line each element of the prompts array starts on (1-based): of the top-level
 * array, or of the top-level object's "prompts". The text is valid JSON (parsed first).
 */
function entryLines(text: string): number[] {
  const start = arrayStart(text);
  if (start < 0) return [];
  const lines: number[] = [];
  let line = 1;
  for (let k = 0; k < start; k++) if (text[k] === '\n') line++;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let expecting = true;
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') line++;
    if (inString) {
      if (escaped) escaped = false;
      else if (c === '\\') escaped = true;
      else if (c === '"') inString = false;
      continue;
    }
    if (/\s/.test(c)) continue;
    if (depth === 0 && expecting && c !== ']') {
      lines.push(line);
      expecting = false;
    }
    if (c === '"') inString = true;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') {
      if (depth === 0) break;
      depth--;
    } else if (c === ',' && depth === 0) expecting = true;
  }
  return lines;
}

function arrayStart(text: string): number {
  const first = text.search(/[^\s\ufeff]/);
  if (first < 0) return -1;
  if (text[first] === '[') return first;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let from = -1;
  for (let i = first; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (escaped) escaped = false;
      else if (c === '\\') escaped = true;
      else if (c === '"') {
        inString = false;
        if (depth === 1 && text.slice(from, i + 1) === '"prompts"') {
          const m = /^\s*:\s*\[/.exec(text.slice(i + 1));
          if (m) return i + m[0].length;
        }
      }
      continue;
    }
    if (c === '"') {
      inString = true;
      from = i;
    } else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
  }
  return -1;
}

export function serialiseTestPrompts(prompts: TestPrompt[]): string {
  return (
    JSON.stringify(
      prompts.map((p) => ({ id: p.id, prompt: p.prompt, expected_behavior: p.expected_behavior, category: p.category })),
      null,
      2,
    ) + '\n'
  );
}
