/**
 * Stage A of phase 6: read the sandbox, run the scan engine (the metis profile for a
 * metis-form skill, the skill's own profile otherwise) and fill the 3-layer checklist;
 * the errors that count are the profile's own rules' and Sentinel's.
 */
import { loadConfig } from '../../../base/config/load.ts';
import { scanDocument } from '../../../engine/scan.ts';
import { allRules } from '../../../engine/registry.ts';
import type { Finding, ProfileName } from '../../../rules/types.ts';
import { loadSkill } from '../../../skill/load.ts';
import type { SkillDocument } from '../../../skill/types.ts';
import type { Requirement, Waiver } from '../../../formats/wizard-state.ts';
import { review, type ReviewResult } from './checklist.ts';
import { checklistItems } from './items.ts';

export interface LintView {
  profile: ProfileName;
  errors: Finding[];
  warnings: number;
  findings: Finding[];
}

const metisRuleIds = (): Set<string> => new Set(allRules.filter((r) => r.meta.profiles?.includes('metis')).map((r) => r.meta.id));

/** The scan engine over a skill folder, reduced to what the wizard checks. */
export async function lintSkill(doc: SkillDocument, dir: string): Promise<LintView> {
  let config = {};
  try {
    config = (await loadConfig(dir)).config;
  } catch {
    config = {};
  }
  const metisForm = doc.skillFileName === 'skill.md';
  const result = scanDocument(doc, { config, ...(metisForm ? { profile: 'metis' as const } : {}) });
  const metisRules = metisRuleIds();
  // The profile's own rules (frontmatter, the metis iron rules) and Sentinel (an open error means "do not install", docs/features.md B5a).
  const counted = result.findings.filter((f) => f.module === 'Profile' || f.module === 'Sentinel' || metisRules.has(f.ruleId));
  return {
    profile: result.profile,
    errors: counted.filter((f) => f.severity === 'error'),
    warnings: result.findings.filter((f) => f.severity === 'warning').length,
    findings: result.findings,
  };
}

export async function reviewSandbox(input: {
  dir: string;
  name: string;
  requirement?: Requirement;
  installedVersion?: string;
  waivers: Waiver[];
}): Promise<{ result: ReviewResult; doc: SkillDocument }> {
  const doc = await loadSkill(input.dir);
  const lint = await lintSkill(doc, input.dir);
  const items = checklistItems({
    doc,
    name: input.name,
    requirement: input.requirement,
    metisForm: doc.skillFileName === 'skill.md',
    installedVersion: input.installedVersion,
    waivers: input.waivers,
    lintErrors: lint.errors,
    lintProfile: lint.profile,
  });
  return { result: review(items), doc };
}
