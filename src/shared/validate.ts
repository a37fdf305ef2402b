/**
 * Runtime shape validation for the host↔webview protocol: small combinators that rebuild
 * a value with only the fields they know, or throw a ProtocolError naming the path.
 * Plain functions (bundled into the browser and into the extension).
 */
export class ProtocolError extends Error {
  constructor(
    readonly path: string,
    readonly expected: string,
  ) {
    super(`${path || 'message'}: expected ${expected}`);
  }
}

/** Returns the value (rebuilt with only the known fields) or throws ProtocolError. */
export type Validator<T> = (v: unknown, path: string) => T;

type Shape<T> = { [K in keyof Required<T>]: Validator<T[K]> };

export const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Strings longer than this are refused (a snapshot is data for a person, not a file dump). */
const MAX_STRING = 2_000_000;
const MAX_ARRAY = 100_000;

export const str: Validator<string> = (v, p) => {
  if (typeof v !== 'string' || v.length > MAX_STRING) throw new ProtocolError(p, 'a string');
  return v;
};
export const num: Validator<number> = (v, p) => {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new ProtocolError(p, 'a finite number');
  return v;
};
export const int: Validator<number> = (v, p) => {
  if (!Number.isInteger(v) || (v as number) < 0) throw new ProtocolError(p, 'a whole number ≥ 0');
  return v as number;
};
export const bool: Validator<boolean> = (v, p) => {
  if (typeof v !== 'boolean') throw new ProtocolError(p, 'true or false');
  return v;
};
export function lit<const L extends string | number>(...values: L[]): Validator<L> {
  return (v, p) => {
    if (!values.includes(v as L)) throw new ProtocolError(p, `one of ${values.map((x) => JSON.stringify(x)).join(', ')}`);
    return v as L;
  };
}
/** A string union checked for exhaustiveness against a record of all its members. */
export function members<K extends string>(all: Record<K, true>): Validator<K> {
  return lit(...(Object.keys(all) as K[]));
}
export function nullable<T>(inner: Validator<T>): Validator<T | null> {
  return (v, p) => (v === null ? null : inner(v, p));
}
export function optional<T>(inner: Validator<T>): Validator<T | undefined> {
  return (v, p) => (v === undefined ? undefined : inner(v, p));
}
export function arr<T>(inner: Validator<T>): Validator<T[]> {
  return (v, p) => {
    if (!Array.isArray(v) || v.length > MAX_ARRAY) throw new ProtocolError(p, 'an array');
    return v.map((x, i) => inner(x, `${p}[${i}]`));
  };
}
export function obj<T>(shape: Shape<T>): Validator<T> {
  const keys = Object.keys(shape) as Array<keyof T & string>;
  return (v, p) => {
    if (!isObj(v)) throw new ProtocolError(p, 'an object');
    const out: Partial<T> = {};
    for (const k of keys) {
      const x = (shape as Record<string, Validator<unknown>>)[k](v[k], p ? `${p}.${k}` : k);
      if (x !== undefined) (out as Record<string, unknown>)[k] = x;
    }
    return out as T;
  };
}
