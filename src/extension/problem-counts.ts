/**
 * "1 error, 4 warnings, 4 info" in the person's language: singular and plural through the
 * localisation table (the screenshot-checked run showed "1 errors"). Chinese has one form.
 */
type Translate = (message: string, ...args: Array<string | number>) => string;

export interface ProblemCounts {
  error: number;
  warning: number;
  info: number;
}

/** The three counts joined by `separator` (default the list separator of the language the words came out in). */
export function problemCounts(c: ProblemCounts, t: Translate, separator?: string): string {
  const parts = [
    c.error === 1 ? t('{0} error', c.error) : t('{0} errors', c.error),
    c.warning === 1 ? t('{0} warning', c.warning) : t('{0} warnings', c.warning),
    t('{0} info', c.info),
  ];
  return parts.join(separator ?? (/[\u4e00-\u9fff]/.test(parts[0]) ? '、' : ', '));
}
