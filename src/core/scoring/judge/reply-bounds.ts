/**
 * Bounds on a reply schema sent to the endpoint (docs/features.md C10), so that a decoder held to the
 * schema cannot run away inside one string. Found with a real model (issue 17): under
 * the rubric panel's schema SmolLM2-135M opened an `evidence` string and repeated "1." until
 * the token limit — 2,048 tokens, 276 s on 2 cores, and no JSON object to read. A length
 * bound makes a grammar-constrained decoder close the string and go on.
 *
 * Only what the endpoint is asked to enforce is bounded: the reply is still validated
 * against the job's own schema, so a longer string from an endpoint that ignores the
 * schema is not refused for it. Strings and arrays that already carry a bound (or an
 * enum, const, pattern or format) are left as they are.
 *
 * A bounded number becomes an enum of its steps: JSON-schema grammars (node-llama-cpp's,
 * and others') hold a decoder to `type: number` but not to `minimum`/`maximum`, and the
 * same model then scored 15 on a 0–10 scale. The step is the schema's `multipleOf`, 1 for
 * an integer, and 0.5 for a number, the half points the judges' prompts ask for.
 */

/** A quoted piece of evidence in a list. */
export const LIST_STRING_MAX = 400;
/** A reason, a note, a prompt. */
export const STRING_MAX = 1000;
/** Any list without its own bound. */
export const ARRAY_MAX = 24;
/** A bounded number is listed as an enum up to this many steps (0–100 in half points). */
export const NUMBER_ENUM_MAX = 201;

type Schema = Record<string, unknown>;

export function boundReplySchema(schema: object): object {
  return bound(schema as Schema, false);
}

function bound(s: Schema, inList: boolean): Schema {
  const out: Schema = { ...s };
  const type = s.type;
  if (type === 'string' && s.maxLength === undefined && s.enum === undefined && s.const === undefined && s.pattern === undefined && s.format === undefined)
    out.maxLength = inList ? LIST_STRING_MAX : STRING_MAX;
  if (type === 'array' && s.maxItems === undefined) out.maxItems = ARRAY_MAX;
  if ((type === 'number' || type === 'integer') && s.enum === undefined && s.const === undefined) {
    const steps = numberSteps(s.minimum, s.maximum, typeof s.multipleOf === 'number' ? s.multipleOf : type === 'integer' ? 1 : 0.5);
    if (steps) out.enum = steps;
  }
  if (isSchema(s.items)) out.items = bound(s.items, type === 'array');
  if (isSchema(s.properties)) out.properties = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, isSchema(v) ? bound(v, false) : v]));
  if (isSchema(s.additionalProperties)) out.additionalProperties = bound(s.additionalProperties, false);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = s[key];
    if (Array.isArray(list)) out[key] = list.map((v: unknown) => (isSchema(v) ? bound(v, inList) : v));
  }
  return out;
}

/** The values from min to max in steps of `step`, or undefined when unbounded or too many. */
function numberSteps(min: unknown, max: unknown, step: number): number[] | undefined {
  if (typeof min !== 'number' || typeof max !== 'number' || !(step > 0) || max < min) return undefined;
  const first = Math.ceil(min / step - 1e-9);
  const last = Math.floor(max / step + 1e-9);
  if (last - first + 1 > NUMBER_ENUM_MAX || last < first) return undefined;
  // Multiply rather than add, so 0.1-steps do not drift (0.30000000000000004).
  return Array.from({ length: last - first + 1 }, (_, i) => Number(((first + i) * step).toFixed(10)));
}

function isSchema(v: unknown): v is Schema {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
