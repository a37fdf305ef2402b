/**
 * Plain names beside the codes people see (docs/features.md H9: "dim4 · Checkpoint design",
 * "HASP · rule hardening"): a dimension code or a module code alone tells a newcomer
 * nothing. The dimension titles are the scorecard's (DIM_NAMES); module names are here.
 * Pure: the editor and the CLI can both label with these.
 */
import { DIM_NAMES } from './scorecard/messages.ts';
import type { Dimension, LocalisedText, ModuleName } from '../rules/types.ts';
import { pick, type Locale } from '../base/l10n/index.ts';

export const MODULE_NAMES: Record<ModuleName, LocalisedText> = {
  SkillOps: { en: 'skill health', zh: '技能健康' },
  HASP: { en: 'rule hardening', zh: '规则加固' },
  CASCADE: { en: 'knowledge freshness', zh: '知识时效' },
  Distill: { en: 'slimming', zh: '精简' },
  Sentinel: { en: 'security', zh: '安全' },
  EvoSkill: { en: 'learning from failures', zh: '失败学习' },
  RuntimeGate: { en: 'runtime neutrality', zh: '运行时中立' },
  Profile: { en: 'profile rules', zh: '规则集' },
  Metis: { en: 'metis iron rules', zh: 'metis 铁律' },
};

const SEP = ' · ';

function isDimension(code: string): code is Dimension {
  return Object.hasOwn(DIM_NAMES, code);
}

function isModule(code: string): code is ModuleName {
  return Object.hasOwn(MODULE_NAMES, code);
}

/** "dim4 · Checkpoint design"; `dim9a`-like step codes take their dimension's name; unknown codes stay as they are. */
export function dimLabel(code: string, locale: Locale): string {
  const base = isDimension(code) ? code : code.replace(/[a-z]$/, '');
  return isDimension(base) ? `${code}${SEP}${pick(DIM_NAMES[base], locale)}` : code;
}

/** "HASP · rule hardening"; unknown codes stay as they are. */
export function moduleLabel(code: string, locale: Locale): string {
  return isModule(code) ? `${code}${SEP}${pick(MODULE_NAMES[code], locale)}` : code;
}

/**
 * A static-score part key ("dim5.HASP", "dim10.quick", "dim4") with its plain names:
 * "dim5 · Executable specificity (HASP · rule hardening)".
 */
export function partLabel(key: string, locale: Locale): string {
  const [dim, mod] = key.split('.');
  const head = dimLabel(dim, locale);
  return mod ? `${head} (${moduleLabel(mod, locale)})` : head;
}

/** Every `dimN` / module code in a free text, labelled once each: for short lists like "dim4, dim6". */
export function labelCodes(text: string, locale: Locale): string {
  return text.replace(/\bdim\d+[ab]?\b/g, (c) => dimLabel(c, locale));
}
