/**
 * A JSON-schema check compiled on first use. Compiling ajv schemas at import time
 * costs every CLI start (most runs never read these files), so stores and the config
 * loader compile theirs lazily through this.
 */
import { Ajv, type ValidateFunction } from 'ajv';

export interface LazyValidator {
  /** True when `value` matches the schema. */
  check(value: unknown): boolean;
  /** The errors of the last failed check, for people. */
  errorsText(): string;
  /** The first error of the last failed check. */
  firstError(): { instancePath: string; message?: string } | undefined;
}

export function lazyValidator(schema: object): LazyValidator {
  let ajv: Ajv | undefined;
  let validate: ValidateFunction | undefined;
  const compiled = () => {
    ajv ??= new Ajv({ allErrors: true, strict: false });
    validate ??= ajv.compile(schema);
    return validate;
  };
  return {
    check: (value) => compiled()(value),
    errorsText: () => (ajv && validate ? ajv.errorsText(validate.errors) : ''),
    firstError: () => validate?.errors?.[0],
  };
}
