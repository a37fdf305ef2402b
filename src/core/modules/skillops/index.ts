/**
 * Rules of the SkillOps module (docs/features.md B1, seed v2 §三): parse problems and
 * frontmatter validity (dim1), YAML portability, and reference reachability (dim6).
 * The health report (health.ts) and the sub-score (score.ts) are beside them.
 */
import type { Rule } from '../../rules/types.ts';
import { rule as missingSkillMd } from './missing-skill-md.ts';
import { rule as noFrontmatter } from './no-frontmatter.ts';
import { rule as unterminatedFrontmatter } from './unterminated-frontmatter.ts';
import { rule as yamlError } from './yaml-error.ts';
import { rule as yamlWarning } from './yaml-warning.ts';
import { rule as frontmatterNotMapping } from './frontmatter-not-mapping.ts';
import { rule as unreadableFile } from './unreadable-file.ts';
import { rule as yamlPortability } from './yaml-portability.ts';
import { rule as nameMissing } from './name-missing.ts';
import { rule as nameFormat } from './name-format.ts';
import { rule as nameFolderMismatch } from './name-folder-mismatch.ts';
import { rule as nameReservedWord } from './name-reserved-word.ts';
import { rule as descriptionMissing } from './description-missing.ts';
import { rule as descriptionTooLong } from './description-too-long.ts';
import { rule as descriptionQuality } from './description-quality.ts';
import { rule as descriptionXml } from './description-xml.ts';
import { rule as compatibilityTooLong } from './compatibility-too-long.ts';
import { rule as brokenReference } from './broken-reference.ts';
import { rule as stubFile } from './stub-file.ts';
import { rule as referenceOutsideSkill } from './reference-outside-skill.ts';
import { rule as absolutePath } from './absolute-path.ts';
import { rule as checkpointMarks } from './checkpoint-marks.ts';
import { rule as structure } from './structure.ts';
import { rule as negativeExamples } from './negative-examples.ts';
import { rule as fallbackPath } from './fallback-path.ts';

export const rules: Rule[] = [
  missingSkillMd,
  noFrontmatter,
  unterminatedFrontmatter,
  yamlError,
  yamlWarning,
  frontmatterNotMapping,
  unreadableFile,
  yamlPortability,
  nameMissing,
  nameFormat,
  nameFolderMismatch,
  nameReservedWord,
  descriptionMissing,
  descriptionTooLong,
  descriptionQuality,
  descriptionXml,
  compatibilityTooLong,
  brokenReference,
  stubFile,
  referenceOutsideSkill,
  absolutePath,
  // The static view's lost points, explained (docs/features.md C3a).
  checkpointMarks,
  structure,
  negativeExamples,
  // The strategy library's P1 "no error handling" row, with HL-2's three-part fallback as a suggested fix.
  fallbackPath,
];
