/**
 * Resolving a rule's options for one scan (`context.options`), ESLint's way: the defaults
 * its metadata declares, then the older global config keys it names (`softWords.add`,
 * `cascade.staleDays` …, so configs written before rule options keep working), then the
 * options of its own `rules` entry (`"hasp/soft-word": ["warning", { "add": ["maybe"] }]`),
 * which win. `ruleSettingProblems` checks those options against the rule's schema; the
 * front ends call it when they load a config (a bad entry is a config error that names
 * the file and the rule), and resolution never applies options that fail it.
 */
import { ConfigError, type LoadedConfig } from '../base/config/load.ts';
import { ruleSettingOptions, type LubanConfig } from '../base/config/schema.ts';
import { allRules } from './registry.ts';
import type { Rule, RuleMeta, RuleOptions } from '../rules/types.ts';
import { lazyValidator, type LazyValidator } from '../base/validator.ts';

const NO_OPTIONS: RuleOptions = Object.freeze({});

/** One compiled validator per rule's options schema, on first use. */
const validators = new WeakMap<object, LazyValidator>();

function validatorFor(meta: RuleMeta): LazyValidator | undefined {
  const schema = meta.options?.schema;
  if (!schema) return undefined;
  let v = validators.get(schema);
  if (!v) validators.set(schema, (v = lazyValidator(schema)));
  return v;
}

/** The value at a dotted path of the config (`cascade.staleDays`), or undefined. */
function configValue(config: LubanConfig, dotted: string): unknown {
  let v: unknown = config;
  for (const key of dotted.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

/** What is wrong with a rule's `rules` entry: options given to a rule without any, or options its schema refuses. */
export function ruleOptionsProblem(meta: RuleMeta, config: LubanConfig): string | undefined {
  const given = ruleSettingOptions(config.rules?.[meta.id]);
  if (given === undefined) return undefined;
  const v = validatorFor(meta);
  if (!v) return 'takes no options';
  if (v.check(given)) return undefined;
  const e = v.firstError();
  return `options ${e?.instancePath || ''} ${e?.message ?? 'are invalid'}`.replace(/\s+/g, ' ').trim();
}

export function resolveRuleOptions(meta: RuleMeta, config: LubanConfig): RuleOptions {
  const declared = meta.options;
  if (!declared) return NO_OPTIONS;
  const options: Record<string, unknown> = { ...declared.defaults };
  for (const [option, dotted] of Object.entries(declared.configKeys ?? {})) {
    const v = dotted === undefined ? undefined : configValue(config, dotted);
    if (v !== undefined && v !== null) options[option] = v;
  }
  const own = ruleSettingOptions(config.rules?.[meta.id]);
  if (own && !ruleOptionsProblem(meta, config)) Object.assign(options, own);
  return Object.freeze(options);
}

/** Every `rules` entry whose options the rule refuses, as `/rules/<id>: <problem>`. */
export function ruleSettingProblems(config: LubanConfig, rules: readonly Rule[]): string[] {
  if (!config.rules) return [];
  const out: string[] = [];
  for (const r of rules) {
    const problem = ruleOptionsProblem(r.meta, config);
    if (problem) out.push(`/rules/${r.meta.id}: ${problem}`);
  }
  return out;
}

/** Throws a ConfigError naming the file and the first refused `rules` entry (the rest counted). */
export function checkRuleSettings(loaded: LoadedConfig, rules: readonly Rule[] = allRules): void {
  const problems = ruleSettingProblems(loaded.config, rules);
  if (!problems.length || !loaded.file) return;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
  throw new ConfigError(loaded.file, problems[0] + more);
}
