/**
 * Sentinel's model read (`luban scan --model-read`, issue 28) in the reports: its own section,
 * apart from the findings — a JSON object per skill (`modelRead`), a block of lines in the text
 * report and a run of its own in SARIF. What the model says never changes the static verdict.
 */
import { localTable, type Locale } from '../../core/api/base.ts';
import type { LocalisedText } from '../../core/api/rules.ts';
import type { ModelRead, ModelReadConcern, ModelReadVerdict } from '../../core/api/modules.ts';
import type { Paint } from './security.ts';

export interface JsonModelRead {
  status: 'read' | 'not-read';
  /** The model's identity (provider, endpoint, model); absent when none was asked. */
  model?: string;
  verdict?: ModelReadVerdict;
  /** True when files were left out of the read (`unread`): a partial read decides nothing. */
  partial?: boolean;
  summary?: string;
  concerns?: Array<Omit<ModelReadConcern, 'endColumn'> & { endLine: number; endColumn: number }>;
  unread?: string[];
  /** Why the skill was not read (the call failed, the reply did not parse, a quote was not in the file, the budget). */
  reason?: string;
}

export function toJsonModelRead(read: ModelRead): JsonModelRead {
  if (read.status === 'not-read') return { status: 'not-read', ...(read.model ? { model: read.model } : {}), reason: read.reason };
  return {
    status: 'read',
    model: read.model,
    verdict: read.verdict,
    partial: read.unread.length > 0,
    summary: read.summary,
    concerns: read.concerns.map((c) => ({
      category: c.category,
      severity: c.severity,
      file: c.file,
      line: c.line,
      column: c.column,
      endLine: c.line,
      endColumn: c.endColumn,
      quote: c.quote,
      why: c.why,
    })),
    unread: read.unread,
  };
}

const M = {
  head: {
    en: 'A model reading this skill ({model}) says: {verdict} — its own view; the static verdict above stands',
    zh: '模型通读此技能（{model}）认为：{verdict}——仅为模型意见；上面的静态结论不变',
  },
  notRead: { en: 'A model reading this skill: not read ({reason})', zh: '模型通读此技能：未完成（{reason}）' },
  partial: { en: 'partial: {count} file(s) not read ({files}); it decides nothing', zh: '不完整：{count} 个文件未读（{files}），不作结论' },
  'do-not-install': { en: 'do not install', zh: '不要安装' },
  review: { en: 'review before installing', zh: '安装前请审查' },
  'no-concern': { en: 'no concern', zh: '未见问题' },
} satisfies Record<string, LocalisedText>;
const say = localTable(M);

/** The verdict's words. */
export const modelVerdictText = (v: ModelReadVerdict, locale: Locale): string => say(locale, v);

/** The text report's block for one skill (indented under it). */
export function modelReadLines(read: ModelRead, locale: Locale, c: Paint): string[] {
  if (read.status === 'not-read') return [`  ${c.yellow(say(locale, 'notRead', { reason: read.reason }))}`];
  const paint = read.verdict === 'do-not-install' ? (s: string) => c.bold(c.red(s)) : read.verdict === 'review' ? c.yellow : c.dim;
  const lines = [`  ${paint(say(locale, 'head', { model: read.model, verdict: modelVerdictText(read.verdict, locale) }))}`];
  if (read.summary) lines.push(`    ${read.summary}`);
  const width = Math.max(0, ...read.concerns.map((x) => `${x.file}:${x.line}:${x.column}`.length));
  for (const x of read.concerns) {
    const sev = x.severity === 'do-not-install' ? c.red : c.yellow;
    lines.push(
      `    ${c.dim(`${x.file}:${x.line}:${x.column}`.padEnd(width))}  ${sev(modelVerdictText(x.severity, locale))}  ${c.dim(x.category)}  "${x.quote}" — ${x.why}`,
    );
  }
  if (read.unread.length) {
    const files = read.unread.slice(0, 3).join(', ') + (read.unread.length > 3 ? ', …' : '');
    lines.push(`    ${c.yellow(say(locale, 'partial', { count: read.unread.length, files }))}`);
  }
  return lines;
}
