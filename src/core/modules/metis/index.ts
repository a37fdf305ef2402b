/**
 * Rules of the metis profile (docs/features.md G5): the iron rules of the metis seed (003, 「铁律（19
 * 条）」) that can be checked from a skill's files, one rule each, with the rule's number
 * in `meta.ironRule` and in every message. The others (#9 sandbox and review, #11 a
 * reason for a choice, #13 and #15 sandbox-only writes, #17 no deletion, #18 and #19 no
 * bypassing phases 3.5 and 6) govern the create/upgrade process, not the files: the
 * wizard (core/wizard) enforces them. Each rule runs only in the metis profile;
 * `metis/absolute-path` and `metis/name-format` take over what SkillOps reports
 * elsewhere (see skillops/absolute-path.ts and skillops/name-format.ts).
 */
import type { Rule } from '../../rules/types.ts';
import { rule as nameFormat } from './name-format.ts';
import { rule as versionLog } from './version-log.ts';
import { rule as descriptionVersion } from './description-version.ts';
import { rule as absolutePath } from './absolute-path.ts';
import { rule as hardcodedComponent } from './hardcoded-component.ts';
import { rule as pythonViaShell } from './python-via-shell.ts';
import { rule as lazyLoad } from './lazy-load.ts';
import { rule as thinkType } from './think-type.ts';
import { rule as rawPathReference } from './raw-path-reference.ts';
import { rule as jsonTrailingComma } from './json-trailing-comma.ts';
import { rule as skillMdLength } from './skill-md-length.ts';
import { rule as scriptSkfileDir } from './script-skfile-dir.ts';

/** In iron-rule order. */
export const rules: Rule[] = [
  nameFormat,
  versionLog,
  descriptionVersion,
  absolutePath,
  hardcodedComponent,
  pythonViaShell,
  lazyLoad,
  thinkType,
  rawPathReference,
  jsonTrailingComma,
  skillMdLength,
  scriptSkfileDir,
];
