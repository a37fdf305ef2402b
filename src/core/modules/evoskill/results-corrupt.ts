/**
 * evoskill/results-corrupt — results.tsv in the skill folder cannot be read as the
 * 12-column log (wrong column count, not TSV, binary). The optimisation history —
 * and with it the oscillation and detour checks — is then incomplete; the next
 * `optimize` run backs the file up as results.tsv.bak.YYYYMMDD-HHMM and rebuilds it
 * (seed v3 exception table). Reported so it is never silent.
 */
import type { Rule } from '../../rules/types.ts';
import { RESULTS_HEADER } from '../../formats/results.ts';
import { parsedResultsOf, resultsFileOf, rowRange } from './source.ts';

const MAX_REPORTS = 20;

export const rule: Rule = {
  meta: {
    id: 'evoskill/results-corrupt',
    module: 'EvoSkill',
    dimension: 'dim3',
    defaultSeverity: 'warning',
    description: {
      en: 'results.tsv is not a readable 12-column log; history checks are incomplete until it is rebuilt.',
      zh: 'results.tsv 不是可读的 12 列记录；在重建前历史检查不完整。',
    },
    fixable: false,
    messages: {
      corrupt: {
        en: 'results.tsv line {line}: {detail}. Expected columns: {header}. The next optimize run backs it up and rebuilds it.',
        zh: 'results.tsv 第 {line} 行：{detail}。应为这些列：{header}。下次 optimize 运行时会先备份再重建。',
      },
      unreadable: {
        en: 'results.tsv cannot be read as text ({detail}). The next optimize run backs it up and rebuilds it.',
        zh: 'results.tsv 无法按文本读取（{detail}）。下次 optimize 运行时会先备份再重建。',
      },
    },
  },
  check(ctx) {
    const file = resultsFileOf(ctx.doc);
    if (!file) return;
    if (!file.text) {
      if (file.unreadable === 'too-large') return;
      ctx.report({
        messageId: 'unreadable',
        file: file.path,
        range: rowRange(undefined, 1),
        data: { detail: file.unreadable ?? 'unreadable' },
        facts: { detail: file.unreadable ?? 'unreadable' },
      });
      return;
    }
    const parsed = parsedResultsOf(ctx.doc);
    if (!parsed?.corrupt) return;
    const header = RESULTS_HEADER.replace(/\t/g, ' ');
    for (const p of parsed.problems.slice(0, MAX_REPORTS)) {
      ctx.report({
        messageId: 'corrupt',
        file: file.path,
        range: rowRange(file, p.line),
        data: { line: p.line, detail: p.detail, header },
        facts: { line: p.line, detail: p.detail },
      });
    }
  },
};
