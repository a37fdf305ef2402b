/**
 * What the Luban view and the dashboard read of a skill's scan result, whether it holds the
 * whole document or only the report's part (issue 30 item 6). A large workspace's first
 * scan gives every skill a report-only result on a scan worker (./workspace-scan.ts), with
 * the facts the views need beside the findings and scores (the name, the description, the
 * runtime verdicts, the Skill Tree node, the due reminders' facts); results.tsv is read from
 * disk, as the document would have read it. So the views no longer make every result whole
 * in the extension host: a skill is made whole only when one of its files is opened, a
 * command needs its texts (a quick fix, a score, an optimisation), or a view needs what only
 * the document holds (`needsWholeDocument`: MUSE's change check against its snapshot, a
 * result made without the views' facts). No `vscode` import: unit-tested and benched in Node.
 */
import { existsSync, lstatSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '../core/api/base.ts';
import { compatibility, type RuntimeCompatibility } from '../core/api/modules.ts';
import { isReportOnly, treeSkillOfResult, type SkillScanResult } from '../core/api/scan.ts';
import { MUSE_SNAPSHOT_FILE, REGRESS_HISTORY_FILE, RESULTS_FILE, resultsRowsOf } from '../core/api/formats.ts';
import type { ResultsRow } from '../core/api/rules.ts';
import { readSkillFile, type TreeSkill } from '../core/api/skill.ts';

/** The frontmatter's `name` as the document has it (not trimmed; callers check it). */
export function frontmatterName(result: SkillScanResult): unknown {
  return isReportOnly(result) ? result.summary.name : result.doc.frontmatter?.data?.name;
}

/** Per runtime, whether the skill loads there: a report-only result's verdicts were made in the scan's locale. */
export function compatibilityOf(result: SkillScanResult, locale: Locale): RuntimeCompatibility[] {
  return isReportOnly(result) ? result.summary.compatibility : compatibility(result.doc, locale);
}

/** The skill as the dashboard's Skill Tree shows it (a node without a score, as `treeSkillOf(doc)` gives it). */
export function viewTreeSkill(result: SkillScanResult): TreeSkill | undefined {
  const s = treeSkillOfResult(result);
  return s && isReportOnly(result) ? { ...s, score: undefined } : s;
}

/**
 * The rows of the skill's results.tsv: the document's, or for a report-only result the file on
 * disk decoded as the document decodes it (a report-only skill has no open buffer: opening a
 * file makes it whole). Undefined when the skill has none.
 */
export function resultsRowsFor(dir: string, result: SkillScanResult): ResultsRow[] | undefined {
  if (!isReportOnly(result)) return resultsRowsOf(result.doc.files);
  const file = path.join(dir, RESULTS_FILE);
  try {
    if (!lstatSync(file).isFile()) return undefined;
  } catch {
    return undefined;
  }
  return resultsRowsOf([readSkillFile(dir, RESULTS_FILE)]);
}

/**
 * Whether a view must make this result whole before it draws it: a report-only result made
 * without the views' facts (a Skill Tree skill checked after its workspace), verdicts in
 * another language than the one asked for, results.tsv that is not a plain file, or a skill
 * with a MUSE snapshot and a regression history (the dashboard compares the files with the
 * snapshot).
 */
export function needsWholeDocument(dir: string, result: SkillScanResult | undefined, o: { locale: Locale; scanLocale: Locale; muse?: boolean }): boolean {
  if (!result || !isReportOnly(result)) return false;
  if (!result.summary.due || o.locale !== o.scanLocale) return true;
  const results = path.join(dir, RESULTS_FILE);
  if (existsSync(results) && !lstatSync(results).isFile()) return true;
  return !!o.muse && existsSync(path.join(dir, MUSE_SNAPSHOT_FILE)) && existsSync(path.join(dir, REGRESS_HISTORY_FILE));
}
