/**
 * dim1 checks (docs/features.md C2, seed v3 dim1 "name 规范、description 含做什么+何时用+触发词、≤1024
 * 字符、禁结尾空话"): the frontmatter must be valid YAML, the name must follow the Agent
 * Skills naming rules (≤ 64 characters, a-z 0-9 and "-", no leading / trailing / double
 * hyphen, equal to the folder name) and the description must say what the skill does,
 * when to use it and with which trigger words, within 1024 characters, without empty
 * filler at the end.
 *
 * The name and description heuristics are SkillOps's (`nameChecks` / `descriptionChecks`
 * in src/core/modules/skillops/frontmatter-checks.ts, where they are documented), so the
 * rubric and the lint findings cannot disagree; this file only maps them to dim1
 * failures with reasons.
 */
import { charLength, DESCRIPTION_MAX, descriptionChecks, NAME_MAX, nameChecks } from './frontmatter-checks.ts';
import type { SkillDocument } from '../../skill/types.ts';

export { DESCRIPTION_MAX, NAME_MAX };

export type Dim1Check =
  | 'frontmatter'
  | 'name-missing'
  | 'name-too-long'
  | 'name-charset'
  | 'name-hyphens'
  | 'name-folder'
  | 'description-missing'
  | 'description-too-long'
  | 'description-what'
  | 'description-when'
  | 'description-triggers'
  | 'description-filler';

export interface Dim1Failure {
  check: Dim1Check;
  /** Short evidence for people (the offending value or problem). */
  detail?: string;
}

export function nameFailures(name: unknown, folderName: string): Dim1Failure[] {
  const c = nameChecks(name, folderName);
  if (!c.isString || !c.nonEmpty) return [{ check: 'name-missing' }];
  const s = name as string;
  const out: Dim1Failure[] = [];
  if (!c.length) out.push({ check: 'name-too-long', detail: String(charLength(s)) });
  if (!c.charset) out.push({ check: 'name-charset', detail: s });
  if (!c.hyphens) out.push({ check: 'name-hyphens', detail: s });
  if (!c.matchesFolder) out.push({ check: 'name-folder', detail: `${s} ≠ ${folderName}` });
  return out;
}

export function descriptionFailures(description: unknown): Dim1Failure[] {
  if (typeof description !== 'string' || !description.trim()) return [{ check: 'description-missing' }];
  const d = description.trim();
  const out: Dim1Failure[] = [];
  const len = charLength(d);
  if (len > DESCRIPTION_MAX) out.push({ check: 'description-too-long', detail: String(len) });
  const c = descriptionChecks(d);
  if (!c.what) out.push({ check: 'description-what' });
  if (!c.when) out.push({ check: 'description-when' });
  if (!c.triggers) out.push({ check: 'description-triggers' });
  if (c.filler) out.push({ check: 'description-filler', detail: d.slice(-24) });
  return out;
}

const FRONTMATTER_PROBLEMS = new Set(['missing-skill-md', 'no-frontmatter', 'unterminated-frontmatter', 'yaml-error', 'frontmatter-not-mapping']);

/** Every failed dim1 check; empty means dim1 = 10. */
export function dim1Failures(doc: SkillDocument): Dim1Failure[] {
  const problem = doc.problems.find((p) => FRONTMATTER_PROBLEMS.has(p.kind));
  if (problem || !doc.frontmatter?.data) {
    return [{ check: 'frontmatter', detail: problem ? `${problem.kind}: ${problem.detail}` : 'no frontmatter mapping' }];
  }
  const data = doc.frontmatter.data;
  return [...nameFailures(data.name, doc.folderName), ...descriptionFailures(data.description)];
}
