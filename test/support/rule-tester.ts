/**
 * A shared RuleTester in the manner of ESLint's: a rule, valid skills it must not report,
 * invalid skills with the findings it must report and, optionally, the files after its
 * fixes. Skills are built in memory and scanned by the real engine (scanDocument: severity
 * overrides, suppressions, sorting); fixes are applied with the product's own
 * core/fix/apply.ts, so a test sees exactly what `luban fix` and the editor would write.
 *
 *   ruleTester.run(rule, {
 *     valid: [{ files: { 'SKILL.md': '…' } }],
 *     invalid: [{ files: { 'SKILL.md': '…' }, errors: [{ line: 8, column: 5, messageId: 'softWord' }], output: { 'SKILL.md': '…' } }],
 *   });
 *
 * `run` asserts synchronously (node:assert), so it is called inside a `test()`.
 */
import assert from 'node:assert/strict';
import { scanDocument } from '../../src/core/engine/scan.ts';
import { applyEdits as applyProductEdits, editsByFile } from '../../src/core/edits/fix.ts';
import type { LubanConfig } from '../../src/core/base/config/schema.ts';
import { pick, type Locale } from '../../src/core/base/l10n/index.ts';
import type { Finding, IgnoredRule, ProfileName, ResultsRow, Rule, Severity, TextEdit } from '../../src/core/rules/types.ts';
import { buildSkillDocument, skillFromTexts } from '../../src/core/skill/document.ts';
import { textInfo } from '../../src/core/skill/text.ts';
import type { SkillDocument, SkillFile, UnreadableReason } from '../../src/core/skill/types.ts';
import type { WorkspaceView } from '../../src/core/skill/tree/workspace.ts';

/** "Today" for every case unless it says otherwise. */
export const TESTER_NOW = new Date('2026-03-01T00:00:00Z');

export interface TesterCase {
  /** The skill folder, path → text. Nothing is added: give SKILL.md when the case needs one. */
  files: Record<string, string>;
  /** Skill folder name (default `demo`). */
  folder?: string;
  name?: string;
  profile?: ProfileName;
  locale?: Locale;
  config?: LubanConfig;
  now?: Date;
  results?: ResultsRow[];
  fileDates?: Map<string, Date>;
  /** The workspace view (Skill Tree rules); absent = the skill checked on its own. */
  workspace?: WorkspaceView;
  /**
   * Files that are in the folder but not readable as text (a binary, bytes that are not
   * UTF-8, a file over the size limit …), as the loader records them: path → why, size.
   */
  unreadable?: Record<string, { reason: UnreadableReason; size: number; detail?: string }>;
  /** The rules the agent ignored, as the scan reads them from failures.jsonl / tests.yaml (sentinel/ignored-rule). */
  ignoredRules?: IgnoredRule[];
}

export interface ExpectedError {
  line: number;
  column?: number;
  /** The message template id; checked by matching the message against that template. */
  messageId?: string;
  severity?: Severity;
  /** File relative to the skill folder (default: any). */
  file?: string;
}

export interface InvalidCase extends TesterCase {
  /** Every finding of the rule, in the engine's order (by file, line, column). */
  errors: ExpectedError[];
  /**
   * The files after applying every finding's primary fix (safe or not) with
   * core/fix/apply.ts; only files that change need be given, and each given file is
   * compared whole. Absent: fixes are not checked.
   */
  output?: Record<string, string>;
}

export interface RuleTesterCases {
  valid: TesterCase[];
  invalid: InvalidCase[];
}

/**
 * Apply text edits (1-based positions into LF text) with the product's applyEdits. Edits
 * that overlap are a test error here: the product would skip them and re-offer them on the
 * next scan, which a single expected text cannot describe.
 */
export function applyTextEdits(text: string, edits: TextEdit[]): string {
  const result = applyProductEdits(textInfo(text), edits);
  assert.equal(result.skipped, 0, `${result.skipped} overlapping edit(s) were skipped`);
  return result.text;
}

function documentOf(c: TesterCase): SkillDocument {
  if (!c.unreadable) return skillFromTexts(c.folder ?? 'demo', c.files);
  const texts = skillFromTexts(c.folder ?? 'demo', c.files).files;
  const opaque: SkillFile[] = Object.entries(c.unreadable).map(([p, u]) => ({
    path: p,
    size: u.size,
    unreadable: u.reason,
    ...(u.detail ? { unreadableDetail: u.detail } : {}),
  }));
  return buildSkillDocument(c.folder ?? 'demo', [...texts, ...opaque]);
}

function findingsOf(rule: Rule, c: TesterCase): { doc: SkillDocument; findings: Finding[] } {
  const doc = documentOf(c);
  const all = scanDocument(doc, {
    rules: [rule],
    profile: c.profile,
    locale: c.locale,
    config: c.config,
    now: c.now ?? TESTER_NOW,
    results: c.results,
    fileDates: c.fileDates,
    workspace: c.workspace,
    ignoredRules: c.ignoredRules,
  }).findings;
  const crashed = all.filter((f) => f.ruleId === 'luban/internal-error');
  assert.deepEqual(
    crashed.map((f) => f.message),
    [],
    'the rule threw',
  );
  return { doc, findings: all.filter((f) => f.ruleId === rule.meta.id) };
}

/** Whether `message` is what the template makes of some data: `{name}` placeholders match any text. */
function fitsTemplate(message: string, template: string): boolean {
  const pattern = template
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\S]*?');
  return new RegExp(`^${pattern}$`).test(message);
}

function label(c: TesterCase, kind: string, i: number): string {
  return `${kind} case ${i}${c.name ? ` (${c.name})` : ''}`;
}

function checkError(rule: Rule, c: TesterCase, f: Finding, e: ExpectedError, where: string): void {
  assert.equal(f.range.start.line, e.line, `${where}: line`);
  if (e.column !== undefined) assert.equal(f.range.start.column, e.column, `${where}: column`);
  if (e.severity !== undefined) assert.equal(f.severity, e.severity, `${where}: severity`);
  if (e.file !== undefined) assert.equal(f.file, e.file, `${where}: file`);
  if (e.messageId !== undefined) {
    const template = rule.meta.messages[e.messageId];
    assert.ok(template, `${where}: ${rule.meta.id} has no message "${e.messageId}"`);
    assert.ok(fitsTemplate(f.message, pick(template, c.locale ?? 'en')), `${where}: message "${f.message}" is not "${e.messageId}"`);
  }
}

function checkOutput(doc: SkillDocument, findings: Finding[], output: Record<string, string>, where: string): void {
  const fixes = findings.flatMap((f) => (f.fix ? [f.fix] : []));
  assert.ok(fixes.length > 0, `${where}: an output is expected but no finding carries a fix`);
  const after = new Map<string, string>();
  for (const [file, edits] of editsByFile(fixes)) {
    const text = doc.files.find((f) => f.path === file)?.text;
    assert.ok(text, `${where}: a fix edits ${file}, which is not a text file of the skill`);
    after.set(file, applyTextEdits(text.text, edits));
  }
  for (const [file, expected] of Object.entries(output)) {
    assert.equal(after.get(file) ?? doc.files.find((f) => f.path === file)?.text?.text, expected, `${where}: ${file} after the fixes`);
  }
  for (const file of after.keys()) assert.ok(file in output, `${where}: the fixes also change ${file}; give it in output`);
}

export const ruleTester = {
  run(rule: Rule, cases: RuleTesterCases): void {
    cases.valid.forEach((c, i) => {
      const { findings } = findingsOf(rule, c);
      const where = `${rule.meta.id} ${label(c, 'valid', i)}`;
      assert.deepEqual(
        findings.map((f) => `${f.file}:${f.range.start.line}:${f.range.start.column} ${f.message}`),
        [],
        `${where}: reported`,
      );
    });
    cases.invalid.forEach((c, i) => {
      const { doc, findings } = findingsOf(rule, c);
      const where = `${rule.meta.id} ${label(c, 'invalid', i)}`;
      assert.ok(c.errors.length > 0, `${where}: an invalid case lists at least one error`);
      assert.equal(
        findings.length,
        c.errors.length,
        `${where}: ${findings.length} finding(s) for ${c.errors.length} expected: ${findings.map((f) => `${f.file}:${f.range.start.line}:${f.range.start.column}`).join(', ')}`,
      );
      findings.forEach((f, j) => checkError(rule, c, f, c.errors[j], `${where} error ${j}`));
      if (c.output) checkOutput(doc, findings, c.output, where);
    });
  },
};
