/**
 * A detector's samples (report-evidence.ts `fixtureReason`, sentinel/defence-off): test-fixture folders, and rule tests —
 * Semgrep's, ast-grep's — whose annotation marks the line below as an expected match.
 */
import type { SkillDocument } from '../../skill/types.ts';
import { TEST_FILE } from './report-detection.ts';
import { sentinelView, type SentinelFile } from './view.ts';

/** A test-fixture folder: the samples a scanner's tests read (`tests/fixtures/…`, `testdata/…`, `spec/samples/…`). */
export const FIXTURE_DIR =
  /(?:^|\/)(?:(?:tests?|spec|__tests__)\/(?:[\w.-]+\/)*(?:fixtures?|samples?|corpus|cases|data)|testdata|fixtures)\/|(?:^|\/)(?:tests?|spec|__tests__)\/(?:[\w.-]+\/)*(?:bad|malicious|evil|vulnerable|insecure|unsafe|positive)[\w-]*\.[\w]+$/i;

/**
 * A rule's test file: one named as a test, or — Semgrep's convention — a code file beside a rule file of the same name
 * (`rules/insecure-python.py` with `rules/insecure-python.yaml`).
 */
export function ruleTestFile(doc: SkillDocument, file: string): boolean {
  if (TEST_FILE.test(file)) return true;
  const stem = file.replace(/\.[^./]+$/, '');
  return stem !== file && !/\.ya?ml$/i.test(file) && sentinelView(doc).files.some((o) => o.file.path === `${stem}.yaml` || o.file.path === `${stem}.yml`);
}

/**
 * A rule test's sample in a scanner skill (`# ruleid: tls-off` above `requests.get(u, verify=False)`), for rules that
 * judge their own hits (sentinel/defence-off).
 */
export function annotatedSample(doc: SkillDocument, sf: SentinelFile, at: number): boolean {
  return !FIXTURE_DIR.test(sf.file.path) && sentinelView(doc).detectionSkill && ruleTestFile(doc, sf.file.path) && annotatedRuleTest(sf.info.text, at);
}

/**
 * A line of a rule's test file that the line above marks as an expected match or non-match,
 * the convention of Semgrep, ast-grep and similar tools (`# ruleid: exec-fetched-code`,
 * `// ok: tls-off`): a sample for the detector, not a step.
 */
export function annotatedRuleTest(text: string, at: number): boolean {
  const ls = text.lastIndexOf('\n', at - 1) + 1;
  let pe = ls - 1;
  while (pe > 0) {
    const ps = text.lastIndexOf('\n', pe - 1) + 1;
    const prev = text.slice(ps, pe);
    if (prev.trim()) return RULE_TEST_MARK.test(prev);
    pe = ps - 1;
  }
  return false;
}

const RULE_TEST_MARK = /^\s*(?:#|\/\/|--|;|\/\*)\s*(?:ruleid|ok|todoruleid|todook|deepruleid|deepok|expect-match|expect-no-match)\s*:\s*[\w.-]+/i;
