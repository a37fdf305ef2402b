/**
 * Facts of a scan result, whether it holds the whole document or only the report's part
 * (a report-only result: from a scan worker, the scan cache, or a registry scan that
 * let the texts go). Callers that show a result ask here instead of reading the document,
 * so an outline is never mistaken for an empty skill.
 */
import { describedSkill, type DescribedSkill } from '../modules/collisions/collisions.ts';
import { treeSkillOf, type TreeSkill } from '../skill/tree/workspace.ts';
import type { SkillScanResult, SkillSummary } from './scan.ts';

/** Whether the result kept only the report's part: no file texts, no parse trees (see scan-folder.ts outlineOf). */
export function isReportOnly(result: SkillScanResult): result is SkillScanResult & { summary: SkillSummary } {
  return result.summary !== undefined;
}

/** The description as collisions compare it. */
export function describedOf(result: SkillScanResult): DescribedSkill | undefined {
  return isReportOnly(result) ? result.summary.described : describedSkill(result.doc);
}

/** The skill as a Skill Tree node. */
export function treeSkillOfResult(result: SkillScanResult, score?: number): TreeSkill | undefined {
  return isReportOnly(result) ? result.summary.tree : treeSkillOf(result.doc, score);
}
