/**
 * test-prompts.json in a skill folder (docs/features.md D3, seed v3 Phase 0.5): the 2–3 test
 * prompts (typical + ambiguous) that dim8 runs, `[{id, prompt, expected_behavior,
 * category}]`. Reading reuses the tolerant judge reader (numeric ids, `expected`);
 * writing validates against the schema and is atomic. When the file exists the
 * person chooses reuse / rewrite / append (the seed's exception table): rewrite
 * copies the old file to `test-prompts.json.bak.YYYYMMDD-HHMM` first, append renumbers
 * the new prompts after the old ones. A file that cannot be read is never
 * overwritten without that backup. An entry that cannot be used (blank, punctuation
 * only, a repeat) is reported with its line by the reader, and a write of such prompts
 * is refused.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { lazyValidator } from '../../base/validator.ts';
import { fileProblemsText, parseTestPrompts, promptKey, promptProblems, serialiseTestPrompts, TEST_PROMPTS_FILE, type TestPromptsFromFile } from './parse.ts';
import type { TestPrompt } from './parse.ts';
import { writeFileAtomic } from '../../base/io/atomic.ts';
import { copyToBak } from '../backups.ts';

export { TEST_PROMPTS_FILE };
export type { TestPrompt };

export const testPromptsFileSchema = {
  type: 'array',
  minItems: 1,
  items: {
    type: 'object',
    required: ['id', 'prompt', 'expected_behavior', 'category'],
    properties: {
      id: { type: 'string', minLength: 1 },
      prompt: { type: 'string', minLength: 1 },
      expected_behavior: { type: 'string' },
      category: { type: 'string' },
    },
  },
} as const;

const promptsSchema = lazyValidator(testPromptsFileSchema);

export async function readTestPromptsFile(skillDir: string): Promise<TestPromptsFromFile & { path: string }> {
  const file = path.join(skillDir, TEST_PROMPTS_FILE);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await fs.readFile(file));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing', path: file };
    return { status: 'invalid', error: `${TEST_PROMPTS_FILE} is not readable UTF-8 text`, path: file };
  }
  return { ...parseTestPrompts(text), path: file };
}

export type TestPromptsWriteMode = 'rewrite' | 'append';

export interface TestPromptsWrite {
  path: string;
  prompts: TestPrompt[];
  backupPath?: string;
}

/** Append: the new prompts get ids after the existing ones (tp-04 …), duplicates of an existing prompt text are dropped. */
export function mergePrompts(existing: TestPrompt[], added: TestPrompt[]): TestPrompt[] {
  const seen = new Set(existing.map((p) => promptKey(p.prompt)));
  const ids = new Set(existing.map((p) => p.id));
  const out = [...existing];
  let n = existing.length;
  for (const p of added) {
    if (seen.has(promptKey(p.prompt))) continue;
    let id: string;
    do id = `tp-${String(++n).padStart(2, '0')}`;
    while (ids.has(id));
    ids.add(id);
    seen.add(promptKey(p.prompt));
    out.push({ ...p, id });
  }
  return out;
}

export async function writeTestPrompts(skillDir: string, prompts: TestPrompt[], mode: TestPromptsWriteMode, now: Date = new Date()): Promise<TestPromptsWrite> {
  const current = await readTestPromptsFile(skillDir);
  let next = prompts;
  let backupPath: string | undefined;
  const problems = promptProblems(prompts, false);
  if (problems.length) throw new Error(`test prompts not written: ${fileProblemsText(problems, 'en')}`);
  if (current.status !== 'missing') {
    // Entries the reader could not use are kept in the backup, never dropped by an append.
    if (mode === 'append' && current.status === 'ok') next = mergePrompts(current.prompts, prompts);
    if (mode !== 'append' || current.status !== 'ok' || current.problems?.length) backupPath = await copyToBak(current.path, now);
  }
  const plain = next.map((p) => ({ id: p.id, prompt: p.prompt, expected_behavior: p.expected_behavior, category: p.category }));
  if (!promptsSchema.check(plain)) throw new Error(`test prompts do not match the schema: ${promptsSchema.errorsText()}`);
  await writeFileAtomic(current.path, serialiseTestPrompts(plain));
  return { path: current.path, prompts: plain, backupPath };
}
