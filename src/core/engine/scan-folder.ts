/**
 * The CPU half of scanning one skill: from a folder already walked and read
 * (core/skill/load.ts `readSkillFolder`) to its result. `scanPaths` runs it in its own
 * thread or hands it to a scan worker (scan-pool.ts); both give the same result, so a
 * scan's output never depends on how many threads ran it (issue 16).
 */
import type { LubanConfig } from '../base/config/schema.ts';
import type { Locale } from '../base/l10n/index.ts';
import type { ProfileName } from '../rules/types.ts';
import { documentOfFolder, type SkillFolder } from '../skill/load.ts';
import type { SkillDocument } from '../skill/types.ts';
import type { TreeSkill } from '../skill/tree/workspace.ts';
import { scannedTreeSkill } from './skill-index-sync.ts';
import { resultsRowsOf } from '../formats/results.ts';
import { describedSkill } from '../modules/collisions/collisions.ts';
import { compatibility } from '../modules/compat/compatibility.ts';
import { clockWindow, datesOfFacts, factsOfDates, gitRunner, insideGit, needsFileDates, type GitFacts, type GitRootCache } from './git-dates.ts';
import { dueFactsOfDocument } from './result-facts.ts';
import { clockReadBy, scanDocument, type ScanOptions, type SkillScanResult, type SkillSummary } from './scan.ts';

export { scanDocument };

/** What a folder's scan depends on besides its files (all of it plain data: it crosses to a worker). */
export interface FolderScanInputs {
  config: LubanConfig;
  profile?: ProfileName;
  relDir?: string;
  locale: Locale;
  now?: Date;
  /** Whether the skill sits in a git repository (its undated references are dated by git). */
  inGit: boolean;
  /** With the scan cache: HEAD's commit of the skill's repository (a result dated by git is kept only with it). */
  gitHead?: string;
  /** With the scan cache: the skill's dates kept from this same HEAD (used instead of asking git). */
  knownDates?: GitFacts;
  /** Keep only the report's part of the result (keptResult) instead of the whole document. */
  reportOnly: boolean;
  /** A report-only result also keeps what the editor's views read of the document (SkillSummary.due). */
  viewFacts?: boolean;
}

export interface FolderScan {
  result: SkillScanResult;
  treeSkill?: TreeSkill;
  /** A Skill Tree skill: checked again once its workspace is known (the caller keeps `doc` for that). */
  deferred?: { doc: SkillDocument; scanOptions: ScanOptions };
  /** Whether the scan cache may keep the result (with `facts`: only while they hold). */
  cacheable: boolean;
  /** What a kept result depends on besides its files: the git dates and HEAD it was dated at, the times its ages hold. */
  facts?: CacheFacts;
}

/** See FolderScan.facts (plain data: it crosses from a worker). */
export interface CacheFacts {
  git?: GitFacts;
  valid?: { from: number; until: number };
}

/** Scan a read folder: decode and parse it, run every rule, ask git for dates where a rule needs them. */
export async function scanFolder(folder: SkillFolder, inputs: FolderScanInputs, gitRoots: GitRootCache = new Map()): Promise<FolderScan> {
  const doc = documentOfFolder(folder);
  const resultsRows = resultsRowsOf(doc.files);
  // Only a skill with failure reports or regression cases loads HASP's counting (off the warm path).
  const ignoredRules =
    doc.paths.has('failures.jsonl') || doc.paths.has('tests.yaml') ? await (await import('./ignored/sentinel-hits.ts')).ignoredRulesOf(doc) : undefined;
  const scanOptions: ScanOptions = {
    config: inputs.config,
    profile: inputs.profile,
    relDir: inputs.relDir,
    locale: inputs.locale,
    now: inputs.now,
    results: resultsRows,
    ignoredRules,
  };
  let result = scanDocument(doc, scanOptions);
  // Undated references inside a repository are dated by git (or by the dates the cache kept from this HEAD).
  const needsDates = needsFileDates(result) && (await insideGit(folder.dir, gitRoots));
  const dates = needsDates ? (inputs.knownDates ? datesOfFacts(inputs.knownDates) : await gitRunner.lastCommitDates(folder.dir)) : undefined;
  const fileDates = dates?.size ? dates : undefined;
  if (fileDates) result = scanDocument(doc, { ...scanOptions, fileDates });
  const treeSkill = scannedTreeSkill(doc, resultsRows);
  const facts: CacheFacts = {};
  // Git's dates hold while HEAD does: kept with it, or (HEAD unknown) not kept at all.
  if (dates && inputs.gitHead) facts.git = factsOfDates(inputs.gitHead, dates);
  const clock = clockReadBy(result);
  const valid = clock ? clockWindow(clock.now.getTime(), clock.rules, fileDates ? [...fileDates.values()].map((d) => d.getTime()) : []) : undefined;
  if (valid) facts.valid = valid;
  const cacheable = (!clock || valid !== undefined) && !(inputs.inGit && needsDates && !facts.git);
  const out = inputs.reportOnly ? reportPart(result, doc, inputs.locale, treeSkill, inputs.viewFacts) : result;
  if (result.profile === 'skilltree') {
    // Its findings depend on the other skills: never kept, checked again by the caller.
    return { result: out, treeSkill, deferred: { doc, scanOptions: fileDates ? { ...scanOptions, fileDates } : scanOptions }, cacheable: false };
  }
  return { result: out, treeSkill, cacheable, ...(facts.git || facts.valid ? { facts } : {}) };
}

/**
 * A report-only result: the outline, the summary and the findings, copied (structured
 * clone) so that no string in it is a slice of a file's text. V8 keeps a sliced string's
 * whole parent alive, so a skill name or a quoted snippet held every SKILL.md of a
 * registry in memory: at 1,000 skills 28 MB of whole texts were still reachable after the
 * scan (issue 16, heap snapshot). A result posted from a scan worker is copied by the
 * post itself.
 */
export function keptResult(
  result: SkillScanResult,
  doc: SkillDocument,
  locale: Locale,
  tree?: TreeSkill,
  viewFacts = false,
): SkillScanResult & { summary: SkillSummary } {
  return structuredClone(reportPart(result, doc, locale, tree, viewFacts));
}

function reportPart(
  result: SkillScanResult,
  doc: SkillDocument,
  locale: Locale,
  tree?: TreeSkill,
  viewFacts = false,
): SkillScanResult & { summary: SkillSummary } {
  const due = viewFacts ? { due: dueFactsOfDocument({ doc, findings: result.findings, subscores: result.subscores }) } : {};
  return { ...result, doc: outlineOf(doc), summary: { ...summaryOf(doc, locale), ...(tree ? { tree } : {}), ...due } };
}

/**
 * The document without what only the rules read: file texts, the frontmatter and the
 * Markdown structure go (reports take what they need from the summary); the folder and
 * SKILL.md's name and size stay.
 */
export function outlineOf(doc: SkillDocument): SkillDocument {
  const skillFile = doc.skillFile ? { path: doc.skillFile.path, size: doc.skillFile.size } : undefined;
  const outline: SkillDocument = {
    dir: doc.dir,
    folderName: doc.folderName,
    files: skillFile ? [skillFile] : [],
    paths: new Set(skillFile ? [skillFile.path] : []),
    problems: [],
  };
  if (skillFile) {
    outline.skillFile = skillFile;
    outline.skillFileName = skillFile.path;
  }
  return outline;
}

/** What reports need of a whole document: its name, its description for collisions, its runtime verdicts. */
function summaryOf(doc: SkillDocument, locale: Locale): SkillSummary {
  const name = doc.frontmatter?.data?.name;
  const described = describedSkill(doc);
  return { ...(typeof name === 'string' ? { name } : {}), ...(described ? { described } : {}), compatibility: compatibility(doc, locale) };
}
