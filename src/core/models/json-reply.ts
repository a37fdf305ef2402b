/**
 * Reading a judge's reply as strict JSON: the reply must hold one JSON object that
 * passes the dimension's schema (ajv). Tolerated around it, because real models add
 * them: a Markdown code fence, a `<think>…</think>` block (reasoning models), text
 * before or after the object. Nothing else is guessed: a reply that does not parse
 * or validate is an error with a short, specific message (fed to the repair retry).
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

// Made on the first reply it checks: `new Ajv()` compiles ajv's own meta-schemas, ~25 ms that every CLI start paid
// at load, scans included, which never read a reply (issue 30).
let ajv: Ajv | undefined;
// Keyed by the schema object, not by a document (the per-document memo is core/skill/memo.ts): a compiled validator serves every reply to that schema.
const compiled = new WeakMap<object, ValidateFunction>();

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

export function extractJsonObject(reply: string): ParseResult<unknown> {
  let text = reply.replace(/<think>[\s\S]*?<\/think>/gi, '').trim();
  const fence = /```(?:json|JSON)?\s*\n?([\s\S]*?)```/.exec(text);
  if (fence) text = fence[1].trim();
  if (!text) return { ok: false, error: 'the reply is empty' };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    /* look for the object inside */
  }
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start === -1) return { ok: false, error: 'the reply contains no JSON object' };
  // An object that opens and never closes: the reply was cut off (the token limit) or ran away.
  if (end <= start) return { ok: false, error: 'the reply stops before its JSON object closes (cut off at the token limit?)' };
  try {
    return { ok: true, value: JSON.parse(text.slice(start, end + 1)) };
  } catch (e) {
    return { ok: false, error: `the JSON object does not parse (${(e as Error).message.slice(0, 120)})` };
  }
}

function describe(errors: ErrorObject[] | null | undefined): string {
  if (!errors?.length) return 'does not match the required format';
  return errors
    .slice(0, 5)
    .map(
      (e) =>
        `${e.instancePath || '(top level)'} ${e.message ?? 'is invalid'}${e.params && 'allowedValues' in e.params ? ` (${(e.params.allowedValues as unknown[]).join(', ')})` : ''}`,
    )
    .join('; ');
}

export function validateWith<T>(schema: object, value: unknown): ParseResult<T> {
  let v = compiled.get(schema);
  if (!v) {
    ajv ??= new Ajv({ allErrors: true, strict: false, coerceTypes: false });
    v = ajv.compile(schema);
    compiled.set(schema, v);
  }
  if (v(value)) return { ok: true, value: value as T };
  return { ok: false, error: describe(v.errors) };
}

/** Extract and validate in one step. */
export function parseJsonReply<T>(reply: string, schema: object): ParseResult<T> {
  const raw = extractJsonObject(reply);
  if (!raw.ok) return raw;
  return validateWith<T>(schema, raw.value);
}
