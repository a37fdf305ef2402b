/**
 * Small Markdown helpers the score documents share (./scorecard-markdown.ts,
 * ./triggers-markdown.ts, ./history-markdown.ts). Pure.
 */

/** The injected translator: vscode.l10n.t in the extension, identity in unit tests. */
export type Translate = (message: string, ...args: Array<string | number>) => string;

/** A fenced block whose fence is longer than any backtick run inside the text. */
export function fenced(text: string, info = 'text'): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${info}\n${text.replace(/\n+$/, '')}\n${fence}`;
}

/** A table cell: one line, pipes escaped. */
export function cell(v: unknown): string {
  const s = v === undefined || v === null ? '' : String(v);
  return s.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|').trim();
}

/** A Markdown table from a header row and body rows. */
export function table(head: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string[] {
  return [`| ${head.map(cell).join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)];
}

/** A ratio as a whole percentage, or the given text when there is none. */
export function percent(v: number | null, none: string): string {
  return v === null ? none : `${Math.round(v * 100)}%`;
}

/** Why a command ran without a model: the setting says none, the person chose offline or declined the plan, or Restricted Mode. */
export type OfflineReason = 'setting' | 'chosen' | 'declined' | 'restricted';

/** Why no model answered, in words (the offline reason the commands record). */
export function offlineWhy(t: Translate, offline: OfflineReason | undefined): string {
  return offline === 'restricted'
    ? t('Restricted Mode: Luban calls no model in an untrusted workspace.')
    : offline === 'declined'
      ? t('You declined the cost plan.')
      : offline === 'chosen'
        ? t('You chose to run offline.')
        : t('No model is configured (luban.model.provider is none).');
}
