/**
 * The hardening plan for one skill (docs/features.md E3a, seed v2 §六 Step 2 分级处理): every rule a
 * source counted, with what HASP would do about it —
 *   ignored once → nothing; twice → level 1 (the rule's soft word hardened, the
 *   soft-word rule's own mechanical rewrite); three times or more → level 2 (a
 *   `hard_rules` entry with the seed's fields);
 * and only for rules the applicability table allows (format, size, required sections).
 * Pure: the counts and the soft-word findings come in, nothing is written. The text
 * the plan would produce (and its diff) is computed by ./apply-text.ts.
 */
import type { LubanConfig } from '../../../base/config/schema.ts';
import { scanDocument } from '../../../engine/scan.ts';
import {
  applicability,
  escalationLevel,
  existingHardRules,
  hardRuleEntry,
  type Applicability,
  type EscalationLevel,
  type HardRuleEntry,
} from '../../../modules/hasp/hardening.ts';
import { rule as softWordRule, SOFT_WORD_RULE_ID } from '../../../modules/hasp/soft-word.ts';
import type { Finding, TextEdit } from '../../../rules/types.ts';
import type { SkillDocument } from '../../../skill/types.ts';
import { deriveHardRule } from './entry.ts';
import type { IgnoreTally, RuleKey } from '../../../engine/ignored/ignores.ts';
import type { RuleLocation } from '../../../engine/ignored/locate.ts';
import { mergeByLine } from '../../../engine/ignored/merge.ts';

export type HardenStatus =
  /** Something to apply at the CHECKPOINT. */
  | 'proposed'
  /** Ignored once: the seed leaves it alone. */
  | 'below-threshold'
  /** The applicability table says no (style, creative, nothing checkable). */
  | 'not-applicable'
  /** Level 1, but the rule has no soft word with a grammatical mechanical rewrite. */
  | 'no-mechanical-fix'
  /** The counted rule is no longer in SKILL.md. */
  | 'not-found'
  /** Level 2 and the same entry (same count) is already in hard_rules. */
  | 'up-to-date';

export interface WordingChange {
  word: string;
  replacement: string;
  edit: TextEdit;
}

export interface HardenItem {
  key: RuleKey;
  /** The rule as SKILL.md writes it (or as the source did, when not found). */
  ruleText: string;
  count: number;
  lastIgnored?: string;
  sources: string[];
  level: EscalationLevel;
  location?: RuleLocation;
  applicability: Applicability;
  status: HardenStatus;
  /** Level 1: the soft words of the rule's line and their rewrites. */
  wording: WordingChange[];
  /** Level 2: the entry to add or update. */
  entry?: HardRuleEntry;
}

export interface HardenPlan {
  skill: string;
  items: HardenItem[];
}

export interface PlanOptions {
  config?: LubanConfig;
  now: Date;
}

/** The soft-word findings of SKILL.md that carry a mechanical rewrite (with the config's word list). */
export function softWordFixes(doc: SkillDocument, config?: LubanConfig): Finding[] {
  return scanDocument(doc, { config, rules: [softWordRule] }).findings.filter((f) => f.ruleId === SOFT_WORD_RULE_ID && f.fix);
}

function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function skillName(doc: SkillDocument): string {
  const n = doc.frontmatter?.data?.name;
  return typeof n === 'string' && n.trim() ? n.trim() : doc.folderName;
}

export function planHardening(doc: SkillDocument, counts: ReadonlyMap<RuleKey, IgnoreTally>, options: PlanOptions): HardenPlan {
  const fixes = softWordFixes(doc, options.config);
  const existing = existingHardRules(doc);
  const taken = new Set(existing.map((r) => String(r.id)));
  const items: HardenItem[] = [];
  for (const { key, tally, location } of mergeByLine(doc, counts)) {
    const ruleText = location?.text.trim() ?? tally.text;
    const level = escalationLevel(tally.count);
    const app = applicability(ruleText);
    const item: HardenItem = {
      key,
      ruleText,
      count: tally.count,
      lastIgnored: tally.lastIgnored,
      sources: tally.sources,
      level,
      location,
      applicability: app,
      status: 'proposed',
      wording: [],
    };
    items.push(item);
    if (level === 0) item.status = 'below-threshold';
    else if (!location) item.status = 'not-found';
    else if (!app.applicable) item.status = 'not-applicable';
    else if (level === 1) {
      item.wording = fixes
        .filter((f) => f.range.start.line === location.line && f.fix!.edits.length === 1)
        .map((f) => ({ word: String(f.data?.word ?? ''), replacement: f.fix!.edits[0].newText, edit: f.fix!.edits[0] }));
      if (!item.wording.length) item.status = 'no-mechanical-fix';
    } else {
      const derived = deriveHardRule(app.kind, ruleText);
      const same = existing.find((r) => r.should_activate === derived.shouldActivate);
      let id = same ? String(same.id) : '';
      if (!id) {
        for (let n = 1; ; n++) {
          id = `rule_${String(n).padStart(3, '0')}`;
          if (!taken.has(id)) break;
        }
        taken.add(id);
      }
      item.entry = hardRuleEntry({
        id,
        shouldActivate: derived.shouldActivate,
        intervene: derived.intervene,
        severity: 'critical',
        lastViolated: tally.lastIgnored ?? isoDay(options.now),
        violationCount: tally.count,
      });
      if (same && Number(same.violation_count) === tally.count) item.status = 'up-to-date';
    }
  }
  return { skill: skillName(doc), items };
}

export function proposals(plan: HardenPlan): HardenItem[] {
  return plan.items.filter((i) => i.status === 'proposed');
}
