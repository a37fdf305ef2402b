/**
 * Bounds on a reply schema sent to the endpoint (SPEC C10), so that a decoder held to the
 * schema cannot run away inside one string. Found with a real model (issue 17): under
 * the rubric panel's schema SmolLM2-135M opened an `evidence` string and repeated "1." until
 * the token limit — 2,048 tokens, 276 s on 2 cores, and no JSON object to read. A length
 * bound makes a grammar-constrained decoder close the string and go on.
 *
 * Only what the endpoint is asked to enforce is bounded: the reply is still validated
 * against the job's own schema, so a longer string from an endpoint that ignores the
 * schema is not refused for it. Strings and arrays that already carry a bound (or an
 * enum, const, pattern or format) are left as they are.
 */

/** A quoted piece of evidence in a list. */
export const LIST_STRING_MAX = 400;
/** A reason, a note, a prompt. */
export const STRING_MAX = 1000;
/** Any list without its own bound. */
export const ARRAY_MAX = 24;

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
  if (isSchema(s.items)) out.items = bound(s.items, type === 'array');
  if (isSchema(s.properties)) out.properties = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, isSchema(v) ? bound(v, false) : v]));
  if (isSchema(s.additionalProperties)) out.additionalProperties = bound(s.additionalProperties, false);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = s[key];
    if (Array.isArray(list)) out[key] = list.map((v: unknown) => (isSchema(v) ? bound(v, inList) : v));
  }
  return out;
}

function isSchema(v: unknown): v is Schema {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
