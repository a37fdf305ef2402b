/**
 * The rule contract (ESLint / markdownlint style): metadata plus one pure function
 * over a parsed SkillDocument. Rules never read files or global state; everything
 * they need is on the context. Messages are declared per rule in English and
 * Simplified Chinese and formatted through `context.report`.
 */
import type { Range, SkillDocument } from '../skill/types.ts';
import type { LubanConfig } from '../base/config/schema.ts';
import type { Locale, LocalisedText } from '../base/l10n/text.ts';
import type { ProfileName, Severity } from '../base/config/levels.ts';
import type { WorkspaceView } from '../skill/tree/types.ts';

// Re-exported: most of the code base names them from the rule contract.
export type { LocalisedText, ProfileName, Severity };

export type ModuleName = 'SkillOps' | 'HASP' | 'CASCADE' | 'Distill' | 'Sentinel' | 'EvoSkill' | 'RuntimeGate' | 'Profile' | 'Metis';
export type Dimension = 'dim1' | 'dim2' | 'dim3' | 'dim4' | 'dim5' | 'dim6' | 'dim7a' | 'dim7b' | 'dim8' | 'dim9' | 'dim10';
export type SentinelCategory = 'malicious-command' | 'credential' | 'prompt-injection' | 'exfiltration' | 'privilege-escalation';

export interface TextEdit {
  /** File relative to the skill folder. */
  file: string;
  range: Range;
  newText: string;
}

export interface Fix {
  /** Safe fixes are applied by `luban fix` and fix-all; others only on request. */
  safe: boolean;
  /** What the fix does, for people (already localised). */
  title: string;
  edits: TextEdit[];
}

export interface RelatedLocation {
  file: string;
  range: Range;
  message: string;
}

export interface Finding {
  ruleId: string;
  module: ModuleName;
  dimension: Dimension;
  severity: Severity;
  category?: SentinelCategory;
  file: string;
  range: Range;
  message: string;
  fix?: Fix;
  /** Alternative fixes offered only on request (e.g. "did you mean" candidates). */
  suggestions?: Fix[];
  related?: RelatedLocation[];
  /** Machine-readable facts for sub-scores and reports (e.g. the broken target). */
  data?: Record<string, string | number | boolean>;
}

export interface RuleMeta {
  id: string;
  module: ModuleName;
  dimension: Dimension;
  defaultSeverity: Severity;
  /** One line, both languages; also the README rule list. */
  description: LocalisedText;
  /** Whether findings carry a fix, and whether it is safe for `luban fix`. */
  fixable: 'safe' | 'suggestion' | false;
  /** Profiles the rule runs in; absent = all. */
  profiles?: ProfileName[];
  /** The metis iron rule (seed 003, numbered 1–19) the rule checks, for metis profile rules. */
  ironRule?: number;
  category?: SentinelCategory;
  /** Message templates by id; `{name}` placeholders are filled from `data`. */
  messages: Record<string, LocalisedText>;
  /** The rule's options, when it has any; the engine resolves them into `context.options`. */
  options?: RuleOptionsMeta;
}

/**
 * A rule's options, declared in its own metadata (ESLint's `meta.schema` + defaults):
 * a JSON schema of the options object, the defaults, and the older global config keys
 * that still set an option (so existing configs keep working).
 */
export interface RuleOptionsMeta<O extends Record<string, unknown> = Record<string, unknown>> {
  /** JSON schema (draft-07) of the options object; it accepts what the older config keys accepted. */
  schema: Readonly<Record<string, unknown>>;
  defaults: O;
  /** Option → dotted path of the global config key it was read from before (`softWords.add`). */
  configKeys?: Partial<Record<keyof O & string, string>>;
}

export type RuleOptions = Readonly<Record<string, unknown>>;

export interface ReportDescriptor {
  messageId: string;
  data?: Record<string, string | number>;
  file?: string;
  range: Range;
  severity?: Severity;
  category?: SentinelCategory;
  fix?: Omit<Fix, 'title'> & { title: LocalisedText };
  suggestions?: Array<Omit<Fix, 'title'> & { title: LocalisedText }>;
  related?: Array<Omit<RelatedLocation, 'message'> & { message: LocalisedText }>;
  facts?: Record<string, string | number | boolean>;
}

export interface RuleContext {
  doc: SkillDocument;
  config: LubanConfig;
  profile: ProfileName;
  locale: Locale;
  /** The rule's options: its defaults, overridden by the config (see engine/rule-options.ts); empty when it declares none. */
  options: RuleOptions;
  /** Today's date, injected so staleness rules are testable. */
  now: Date;
  /** Rows of the skill's results.tsv when present (EvoSkill), already parsed. */
  results?: ResultsRow[];
  /** Last git commit date per skill-relative file path (CASCADE), when the caller looked it up. */
  fileDates?: Map<string, Date>;
  /** The other skills of the workspace and the prebuilt catalogue (Skill Tree rules); absent when the skill is checked on its own. */
  workspace?: WorkspaceView;
  /** Rules of this skill ignored ≥ 2 times (HASP's counts from failures.jsonl and failed must/forbid runs), when the caller read them. */
  ignoredRules?: IgnoredRule[];
  report(descriptor: ReportDescriptor): void;
}

/** A rule of the skill the agent kept ignoring (docs/features.md E3a; seed v3 "HASP 违规计数 ≥2 次 → 计入 Sentinel 子分"). */
export interface IgnoredRule {
  /** The rule's text. */
  rule: string;
  /** Times it was ignored. */
  count: number;
  /** 1-based line in SKILL.md, when the rule is still there. */
  line?: number;
  /** Where the counts come from (`failures.jsonl`, `tests.yaml`). */
  sources: string[];
}

export interface Rule {
  meta: RuleMeta;
  check(context: RuleContext): void;
}

/** A rule's options as the type its metadata declares (the engine starts them from those defaults: every key is present). */
export function optionsOf<O extends Record<string, unknown>>(context: Pick<RuleContext, 'options'>): O {
  return context.options as O;
}

/** One row of results.tsv (docs/features.md D2, 12 columns); owned by core/store/results. */
export interface ResultsRow {
  timestamp: string;
  commit: string;
  skill: string;
  round: string;
  old_score: string;
  new_score: string;
  status: string;
  dim_changed: string;
  delta: string;
  note: string;
  eval_mode: string;
  judge_count: string;
  /** 1-based line in results.tsv when the row was read from the file (for findings). */
  line?: number;
}

/** The rule's own page in the repository: `docs/rules/<module>/<name>.md` (`hasp/soft-word` → `docs/rules/hasp/soft-word.md`). */
export function rulePagePath(ruleId: string): string {
  return `docs/rules/${ruleId}.md`;
}

/** The project's files on the web (where links from SARIF and saved reports go; the editor opens pages offline). */
export const REPOSITORY_FILES_URL = 'https://github.com/luban-skills/luban/blob/main/';

/** Where SARIF's helpUri and the reports' rule links point: the rule's own page (with its bad and good examples). */
export function docsUrl(ruleId: string): string {
  return REPOSITORY_FILES_URL + rulePagePath(ruleId);
}

/** The four module sub-scores behind dims 6, 5, 7b and 10 (computed by core/engine/rubric/subscores.ts). */
export interface Subscores {
  SkillOps: number;
  HASP: number;
  Distill: number;
  Sentinel: number;
}
