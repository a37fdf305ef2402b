/**
 * A MUSE run for people (text, in their language) and for machines (the JSON of
 * `luban regress --format json`, fields added never renamed).
 */
import { pick, type Locale } from '../../../base/l10n/index.ts';
import { rollbackLines } from './rollback.ts';
import type { RegressRun } from './run.ts';
import { notRunLines, verdictText } from './verdict.ts';
import { museText, sayMuse } from './messages.ts';

const MARK = { pass: '✓', fail: '✗', 'not-run': '·' } as const;

/** `write`: whether the run wrote tests.yaml, the history and the snapshots (false: `--no-write`, and the report says so). */
export function regressText(r: RegressRun, locale: Locale, shownDir: string, write = true): string {
  const lines: string[] = [`${shownDir} (${r.skill})`, `  ${pick(verdictText(r.verdict, r.counts), locale)}`];
  for (const x of r.results) {
    const what = x.case.input ?? x.case.condition ?? '';
    const where = x.location ? ` ${x.location.file}:${x.location.line}` : '';
    lines.push(
      `  ${MARK[x.status]} ${x.case.id} [${x.case.dimension}]${x.status === 'fail' ? where : ''} ${what.length > 90 ? what.slice(0, 89) + '…' : what}`,
    );
    if (x.status === 'fail' && x.deviation) lines.push(`      → ${pick(x.deviation, locale)}`);
  }
  for (const l of notRunLines(r.results)) lines.push(`  ${pick(l, locale)}`);
  if (r.rollback) {
    for (const l of rollbackLines(r.rollback)) lines.push(`  ↩ ${pick(l, locale)}`);
    lines.push(`  ${pick(museText('intended'), locale)}`);
  }
  const c = r.counts;
  lines.push(
    `  ${
      write
        ? sayMuse(locale, r.tests.added ? 'testsAdded' : 'testsKept', { n: r.tests.added, total: r.tests.total })
        : sayMuse(locale, 'testsNotWritten', { run: c.pass + c.fail, pass: c.pass, fail: c.fail, notRun: c.notRun, n: r.tests.added })
    }`,
  );
  for (const n of r.notices) lines.push(`  ${sayMuse(locale, 'notice', { text: pick(n, locale) })}`);
  return lines.join('\n') + '\n';
}

export function regressJson(r: RegressRun, shownDir: string) {
  return {
    dir: shownDir,
    skill: r.skill,
    verdict: r.verdict,
    message: verdictText(r.verdict, r.counts),
    counts: r.counts,
    generated: r.generated,
    before: r.beforeFrom,
    cases: r.results.map((x) => ({
      id: x.case.id,
      dimension: x.case.dimension,
      kind: x.case.kind,
      origin: x.case.origin,
      ...(x.case.input !== undefined ? { input: x.case.input, expected: x.case.expected } : { condition: x.case.condition, check: x.case.check }),
      status: x.status,
      evidence: x.evidence,
      ...(x.notRun ? { notRun: x.notRun } : {}),
      ...(x.deviation ? { deviation: x.deviation } : {}),
      ...(x.location ? { location: x.location } : {}),
    })),
    rollback: r.rollback ?? null,
    testsYaml: {
      path: r.tests.path,
      added: r.tests.added,
      total: r.tests.total,
      written: r.tests.written,
      ...(r.tests.backupPath ? { backup: r.tests.backupPath } : {}),
    },
    notices: r.notices,
    usage: { calls: r.calls },
  };
}
