/**
 * Phase 0.3 for one skill: run every rule that applies, apply severity overrides and
 * inline suppressions, then derive module sub-scores, deterministic dims and the
 * runtime gate. Pure over the SkillDocument; a rule that throws becomes a finding
 * naming the rule instead of crashing the scan.
 */
import { ruleLevel, type LubanConfig, type RuleLevel } from '../base/config/schema.ts';
import type { Locale } from '../base/l10n/index.ts';
import { format, pick } from '../base/l10n/index.ts';
import { allRules } from './registry.ts';
import type { Finding, IgnoredRule, LocalisedText, ProfileName, ResultsRow, Rule, RuleContext, RuleOptions } from '../rules/types.ts';
import { computeStaticDims, type StaticDims } from '../modules/skillops/static-dims.ts';
import { computeSubscores, type Subscores } from './rubric/subscores.ts';
import { runtimeGateState, type RuntimeGateState } from '../modules/runtime-gate/gate.ts';
import type { SkillDocument } from '../skill/types.ts';
import type { DescribedSkill } from '../modules/collisions/collisions.ts';
import type { RuntimeCompatibility } from '../modules/compat/compatibility.ts';
import type { ModelRead } from '../modules/sentinel/model-read.ts';
import { resolveProfile } from './profile.ts';
import { resolveRuleOptions } from './rule-options.ts';
import { applySuppressions } from './suppression.ts';
import { runAtOnce, runInSlices } from '../base/io/slices.ts';
import type { TreeSkill, WorkspaceView } from '../skill/tree/workspace.ts';

export interface ScanOptions {
  config?: LubanConfig;
  profile?: ProfileName;
  /** Skill folder relative to the config file, for per-folder profiles. */
  relDir?: string;
  locale?: Locale;
  now?: Date;
  results?: ResultsRow[];
  /** Last git commit date per skill-relative file (see modules/cascade/git-dates.ts). */
  fileDates?: Map<string, Date>;
  /** The workspace's layered skills, for the Skill Tree rules (see core/skilltree/workspace.ts). */
  workspace?: WorkspaceView;
  /** HASP's ignored rules (core/lifecycle/harden/sentinel-hits.ts `ignoredRulesOf`), read by sentinel/ignored-rule. */
  ignoredRules?: IgnoredRule[];
  rules?: Rule[];
}

export interface SkillScanResult {
  /** The whole document, or only its outline in a report-only scan (then `summary` is set). */
  doc: SkillDocument;
  profile: ProfileName;
  findings: Finding[];
  subscores: Subscores;
  dims: StaticDims;
  runtimeGate: RuntimeGateState;
  /** What reports need of the document once its texts are gone (report-only scans, the scan cache). */
  summary?: SkillSummary;
  /** `scan --model-read`: what the person's model said reading the skill; its own section, never a finding. */
  modelRead?: ModelRead;
}

export interface SkillSummary {
  /** The frontmatter's `name` when it is a string. */
  name?: string;
  /** The description as collisions compare it; absent when the skill has none. */
  described?: DescribedSkill;
  /** Per runtime, whether the skill loads there (docs/features.md H10). */
  compatibility: RuntimeCompatibility[];
  /** The skill as a Skill Tree node (its name, layer, dependencies), for the editor's workspace view. */
  tree?: TreeSkill;
  /** What the scheduler's due reminders read of the document (result-facts.ts dueFactsOf); only where the scan asked for the views' facts. */
  due?: DueFacts;
}

/** The facts of a skill's due reminders that only its whole document holds (core/workflows/lifecycle/scheduler/reminders.ts). */
export interface DueFacts {
  /** Whether redundancy is low (SkillOps' redundancy rows, Distill's sub-score, many reference files): Distill's monthly check applies. */
  redundancyLow: boolean;
  redundancyReason?: LocalisedText;
  /** External references in SKILL.md and references/ (CASCADE's quarterly check applies when any). */
  externalReferences: number;
}

/** Results whose rules read the clock (an age, a date): the time they read, and which rules read it. */
const clockReaders = new WeakMap<SkillScanResult, { now: Date; rules: ReadonlySet<string> }>();

/** Whether a rule read `now` while this result was made. */
export function readTheClock(result: SkillScanResult): boolean {
  return clockReaders.has(result);
}

/** The time a result's rules read, and which rules read it (undefined: none did). */
export function clockReadBy(result: SkillScanResult): { now: Date; rules: ReadonlySet<string> } | undefined {
  return clockReaders.get(result);
}

export function scanDocument(doc: SkillDocument, options: ScanOptions = {}): SkillScanResult {
  return runAtOnce(scanSteps(doc, options));
}

/**
 * The same scan, giving the event loop a turn whenever it has run for `sliceMs` (the
 * editor: one skill's rules took up to 120 ms in one go in the extension host). It
 * pauses only between rules, so the result is the one scanDocument gives.
 */
export function scanDocumentInSlices(doc: SkillDocument, options: ScanOptions = {}, sliceMs = 10): Promise<SkillScanResult> {
  return runInSlices(scanSteps(doc, options), sliceMs);
}

/** The scan as steps: one per rule, then the scores. */
function* scanSteps(doc: SkillDocument, options: ScanOptions): Generator<void, SkillScanResult, void> {
  const config = options.config ?? {};
  const clock: Clock = { now: options.now, read: false };
  const locale = options.locale ?? 'en';
  const profile = resolveProfile(doc, config, options.relDir, options.profile);
  const raw: Finding[] = [];
  for (const rule of options.rules ?? allRules) {
    const setting = ruleLevel(config.rules?.[rule.meta.id]);
    if (setting === 'off') continue;
    if (rule.meta.profiles && !rule.meta.profiles.includes(profile)) continue;
    const context = makeContext(rule, doc, config, profile, locale, options, raw, setting, clock);
    try {
      rule.check(context);
    } catch (e) {
      raw.push(internalError(rule, doc, e));
    }
    yield;
  }
  const findings = applySuppressions(doc, raw).sort(compareFindings);
  yield;
  const subscores = computeSubscores(findings);
  const dims = computeStaticDims(doc, findings);
  yield;
  const result: SkillScanResult = { doc, profile, findings, subscores, dims, runtimeGate: runtimeGateState(doc, findings) };
  if (clock.read) clockReaders.set(result, { now: clock.now!, rules: clock.rules ?? new Set() });
  return result;
}

type Clock = { now?: Date; read: boolean; rules?: Set<string> };

/**
 * A rule's context. A class, not an object literal: a literal with a getter (`now`) is
 * built through the runtime, ~0.5 µs each, and a scan builds one per rule per skill.
 */
class Context implements RuleContext {
  readonly #clock: Clock;
  readonly #id: string;
  doc: SkillDocument;
  config: LubanConfig;
  profile: ProfileName;
  locale: Locale;
  options: RuleOptions;
  results: RuleContext['results'];
  fileDates: RuleContext['fileDates'];
  workspace: RuleContext['workspace'];
  ignoredRules: RuleContext['ignoredRules'];
  report: RuleContext['report'];
  constructor(
    doc: SkillDocument,
    config: LubanConfig,
    meta: Rule['meta'],
    profile: ProfileName,
    locale: Locale,
    options: ScanOptions,
    out: Finding[],
    setting: RuleLevel | undefined,
    clock: Clock,
  ) {
    this.#clock = clock;
    this.doc = doc;
    this.config = config;
    this.profile = profile;
    this.locale = locale;
    this.#id = meta.id;
    this.options = resolveRuleOptions(meta, config);
    this.results = options.results;
    this.fileDates = options.fileDates;
    this.workspace = options.workspace;
    this.ignoredRules = options.ignoredRules;
    this.report = (d) => {
      const template = meta.messages[d.messageId];
      if (!template) throw new Error(`rule ${meta.id} reported unknown messageId "${d.messageId}"`);
      const finding: Finding = {
        ruleId: meta.id,
        module: meta.module,
        dimension: meta.dimension,
        severity: setting && setting !== 'off' ? setting : (d.severity ?? meta.defaultSeverity),
        file: d.file ?? doc.skillFileName ?? 'SKILL.md',
        range: d.range,
        message: format(pick(template, locale), d.data),
      };
      const category = d.category ?? meta.category;
      if (category) finding.category = category;
      if (d.fix) finding.fix = { ...d.fix, title: format(pick(d.fix.title, locale), d.data) };
      if (d.suggestions?.length) finding.suggestions = d.suggestions.map((s) => ({ ...s, title: format(pick(s.title, locale), d.data) }));
      if (d.related?.length) finding.related = d.related.map((r) => ({ ...r, message: format(pick(r.message, locale), d.data) }));
      if (d.facts) finding.data = d.facts;
      out.push(finding);
    };
  }

  get now(): Date {
    const clock = this.#clock;
    clock.read = true;
    (clock.rules ??= new Set()).add(this.#id);
    return (clock.now ??= new Date());
  }
}

function makeContext(
  rule: Rule,
  doc: SkillDocument,
  config: LubanConfig,
  profile: ProfileName,
  locale: Locale,
  options: ScanOptions,
  out: Finding[],
  setting: RuleLevel | undefined,
  clock: Clock,
): RuleContext {
  return new Context(doc, config, rule.meta, profile, locale, options, out, setting, clock);
}

function internalError(rule: Rule, doc: SkillDocument, e: unknown): Finding {
  return {
    ruleId: 'luban/internal-error',
    module: 'Profile',
    dimension: rule.meta.dimension,
    severity: 'warning',
    file: doc.skillFileName ?? 'SKILL.md',
    range: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
    message: `rule ${rule.meta.id} failed on this skill: ${(e as Error)?.message ?? String(e)} (please report this)`,
  };
}

function compareFindings(a: Finding, b: Finding): number {
  if (a.file !== b.file) return a.file === b.file ? 0 : isSkillMd(a.file) ? -1 : isSkillMd(b.file) ? 1 : a.file < b.file ? -1 : 1;
  return a.range.start.line - b.range.start.line || a.range.start.column - b.range.start.column || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0);
}

function isSkillMd(f: string): boolean {
  return f === 'SKILL.md' || f === 'skill.md';
}
