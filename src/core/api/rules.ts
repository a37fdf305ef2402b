/** core/api/rules: what the CLI, the editor and the webview protocol use of rules (docs/architecture.md). */
// What the front ends use of this area; add a name here when a front end needs it (never import core from a front end directly).
export { REPOSITORY_FILES_URL, docsUrl } from '../rules/types.ts';
export type {
  Dimension,
  Finding,
  Fix,
  IgnoredRule,
  LocalisedText,
  ProfileName,
  ResultsRow,
  RuleMeta,
  SentinelCategory,
  Severity,
  TextEdit,
} from '../rules/types.ts';
