/**
 * Facts of a scan result, whether it holds the whole document or only the report's part
 * (a report-only result: from a scan worker, the scan cache, or a registry scan that
 * let the texts go). Callers that show a result ask here instead of reading the document,
 * so an outline is never mistaken for an empty skill.
 */
import { describedSkill, type DescribedSkill } from '../modules/collisions/collisions.ts';
import { externalReferences } from '../modules/cascade/references.ts';
import { healthReport } from '../modules/skillops/health.ts';
import type { SkillDocument } from '../skill/types.ts';
import type { Finding } from '../rules/types.ts';
import { treeSkillOf, type TreeSkill } from '../skill/tree/workspace.ts';
import type { DueFacts, SkillScanResult, SkillSummary } from './scan.ts';

/** The seed's Distill trigger "技能 references 文件数超过 15 个". */
export const MAX_REFERENCE_FILES = 15;

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

/**
 * What the due reminders read of a whole document (the seed's triggers): redundancy is low
 * when SkillOps finds redundancy rows, Distill's sub-score is under 2 or references/ holds
 * more than MAX_REFERENCE_FILES files; CASCADE applies when the skill cites external sources.
 */
export function dueFactsOfDocument(result: { doc: SkillDocument; findings: Finding[]; subscores: SkillScanResult['subscores'] }): DueFacts {
  const refs = externalReferences(result.doc).reduce((n, f) => n + f.refs.length, 0);
  const rows = healthReport(result).dimensions.redundancy.rows.length;
  if (rows) return { redundancyLow: true, redundancyReason: { en: `${rows} redundancy finding(s)`, zh: `${rows} 项冗余问题` }, externalReferences: refs };
  if (result.subscores.Distill < 2)
    return {
      redundancyLow: true,
      redundancyReason: { en: `Distill sub-score ${result.subscores.Distill}/2`, zh: `Distill 子分 ${result.subscores.Distill}/2` },
      externalReferences: refs,
    };
  const files = result.doc.files.filter((f) => f.path.startsWith('references/')).length;
  if (files > MAX_REFERENCE_FILES)
    return { redundancyLow: true, redundancyReason: { en: `${files} files in references/`, zh: `references/ 下有 ${files} 个文件` }, externalReferences: refs };
  return { redundancyLow: false, externalReferences: refs };
}

/** The due reminders' facts: kept by a report-only result made for the views, else read from the document. */
export function dueFactsOf(result: SkillScanResult): DueFacts {
  return result.summary?.due ?? dueFactsOfDocument(result);
}
