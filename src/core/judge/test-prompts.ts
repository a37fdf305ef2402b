/**
 * test-prompts.json (SPEC D3, seed v3 Phase 0.5): `[{id, prompt, expected_behavior,
 * category}]`. An existing file is reused — read tolerantly, since skills in the wild
 * write numeric ids or `expected` instead of `expected_behavior` — and never
 * overwritten: a file that cannot be read is reported and left alone.
 */
import type { SkillDocument } from '../skill/types.ts';
import type { TestPrompt } from './prompts/dim8.ts';

export const TEST_PROMPTS_FILE = 'test-prompts.json';

export type TestPromptsFromFile =
  | { status: 'missing' }
  | { status: 'ok'; prompts: TestPrompt[]; total: number }
  | { status: 'invalid'; error: string };

export function readTestPrompts(doc: SkillDocument): TestPromptsFromFile {
  const file = doc.files.find((f) => f.path === TEST_PROMPTS_FILE);
  if (!file) return { status: 'missing' };
  if (!file.text) return { status: 'invalid', error: `${TEST_PROMPTS_FILE} is not readable text (${file.unreadable ?? 'unknown'})` };
  return parseTestPrompts(file.text.text);
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
  const prompts: TestPrompt[] = [];
  list.forEach((item, i) => {
    if (!item || typeof item !== 'object') return;
    const o = item as Record<string, unknown>;
    const prompt = typeof o.prompt === 'string' ? o.prompt.trim() : '';
    if (!prompt) return;
    const id = typeof o.id === 'string' || typeof o.id === 'number' ? String(o.id) : `tp-${String(i + 1).padStart(2, '0')}`;
    const expected = [o.expected_behavior, o.expected, o.expectation].find((v) => typeof v === 'string' && v.trim()) as string | undefined;
    prompts.push({ id, prompt, expected_behavior: expected?.trim() ?? '', category: typeof o.category === 'string' && o.category.trim() ? o.category.trim() : '' });
  });
  if (!prompts.length) return { status: 'invalid', error: `${TEST_PROMPTS_FILE} holds no entry with a "prompt"` };
  return { status: 'ok', prompts, total: prompts.length };
}

export function serialiseTestPrompts(prompts: TestPrompt[]): string {
  return JSON.stringify(
    prompts.map((p) => ({ id: p.id, prompt: p.prompt, expected_behavior: p.expected_behavior, category: p.category })),
    null,
    2,
  ) + '\n';
}
