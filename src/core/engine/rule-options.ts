/**
 * Resolving a rule's options for one scan (`context.options`): the defaults its metadata
 * declares, overridden by the older global config keys it names (`softWords.add`,
 * `cascade.staleDays` …), so configs written before rule options keep working. Config
 * validation (config/schema.ts) already checked those keys; a missing or null key
 * leaves the default, as the rules' own `?? DEFAULT` did.
 */
import type { LubanConfig } from '../config/schema.ts';
import type { RuleMeta, RuleOptions } from '../rules/types.ts';

const NO_OPTIONS: RuleOptions = Object.freeze({});

/** The value at a dotted path of the config (`cascade.staleDays`), or undefined. */
function configValue(config: LubanConfig, dotted: string): unknown {
  let v: unknown = config;
  for (const key of dotted.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

export function resolveRuleOptions(meta: RuleMeta, config: LubanConfig): RuleOptions {
  const declared = meta.options;
  if (!declared) return NO_OPTIONS;
  const options: Record<string, unknown> = { ...declared.defaults };
  for (const [option, dotted] of Object.entries(declared.configKeys ?? {})) {
    const v = dotted === undefined ? undefined : configValue(config, dotted);
    if (v !== undefined && v !== null) options[option] = v;
  }
  return Object.freeze(options);
}
