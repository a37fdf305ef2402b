/**
 * Inline suppression (docs/features.md A4), markdownlint style:
 *   <!-- luban-disable-next-line RULE [RULE…] -->
 *   <!-- luban-disable-line RULE -->
 *   <!-- luban-disable RULE --> … <!-- luban-enable RULE -->
 *   <!-- luban-disable-file RULE -->
 * RULE is a rule ID (`hasp/soft-word`), a module name (`HASP`), a prefix
 * (`sentinel/*`) or absent (all rules). In SKILL.md only HTML comments count (so a
 * directive quoted in a code block does nothing); in other files any line counts.
 */
import { regionAt } from '../skill/markdown.ts';
import { lineText, positionAt } from '../skill/text.ts';
import type { SkillDocument, SkillFile, TextInfo } from '../skill/types.ts';
import type { Finding } from '../rules/types.ts';

const DIRECTIVE = /luban-(disable-next-line|disable-line|disable-file|disable|enable)\b([^\n]*?)(?:-->|$)/gm;

export interface SuppressionSpan {
  selectors: string[] | 'all';
  fromLine: number;
  toLine: number;
}

export function suppressionsFor(doc: SkillDocument, file: SkillFile): SuppressionSpan[] {
  const info = file.text;
  if (!info?.text.includes('luban-')) return [];
  const isSkillMd = file === doc.skillFile;
  const spans: SuppressionSpan[] = [];
  const open = new Map<string, number>();
  const lastLine = info.lineStarts.length;
  for (const m of info.text.matchAll(DIRECTIVE)) {
    const offset = m.index ?? 0;
    if (isSkillMd && doc.markdown && regionAt(doc.markdown, offset) !== 'htmlComment') continue;
    const line = positionAt(info, offset).line;
    const words = m[2]
      .replace(/[#*/]+\s*$/, '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean);
    const selectors: string[] | 'all' = words.length ? words : 'all';
    const key = selectors === 'all' ? '*' : selectors.join(' ');
    switch (m[1]) {
      case 'disable-next-line': {
        const target = nextContentLine(info, line);
        spans.push({ selectors, fromLine: target, toLine: target });
        break;
      }
      case 'disable-line':
        spans.push({ selectors, fromLine: line, toLine: line });
        break;
      case 'disable-file':
        spans.push({ selectors, fromLine: 1, toLine: lastLine });
        break;
      case 'disable':
        if (!open.has(key)) open.set(key, line);
        break;
      case 'enable': {
        // `enable` with no rule closes every open span.
        const keys = selectors === 'all' ? [...open.keys()] : [key];
        for (const k of keys) {
          const from = open.get(k);
          if (from === undefined) continue;
          spans.push({ selectors: k === '*' ? 'all' : k.split(' '), fromLine: from, toLine: line });
          open.delete(k);
        }
        break;
      }
    }
  }
  for (const [k, from] of open) spans.push({ selectors: k === '*' ? 'all' : k.split(' '), fromLine: from, toLine: lastLine });
  return spans;
}

/** The next non-blank line after `line` (a blank line between comment and text is fine). */
function nextContentLine(info: TextInfo, line: number): number {
  let l = line + 1;
  while (l <= info.lineStarts.length && lineText(info, l).trim() === '') l++;
  return l;
}

function matches(selectors: string[] | 'all', f: Finding): boolean {
  if (selectors === 'all') return true;
  return selectors.some((s) => s === f.ruleId || s.toLowerCase() === f.module.toLowerCase() || (s.endsWith('/*') && f.ruleId.startsWith(s.slice(0, -1))));
}

/**
 * Remove suppressed findings. Sentinel findings are never suppressed by comments
 * inside the skill: the skill is the thing being audited, and a third-party skill
 * must not be able to hide its own `curl | sh` behind `luban-disable`. Only the
 * workspace's config file (`rules: { "sentinel/…": "off" }`) turns them off.
 */
export function applySuppressions(doc: SkillDocument, findings: Finding[]): Finding[] {
  const byFile = new Map<string, SuppressionSpan[]>();
  const spansOf = (path: string): SuppressionSpan[] => {
    let spans = byFile.get(path);
    if (!spans) {
      const file = doc.files.find((f) => f.path === path);
      spans = file ? suppressionsFor(doc, file) : [];
      byFile.set(path, spans);
    }
    return spans;
  };
  return findings.filter((f) => {
    if (f.module === 'Sentinel') return true;
    const spans = spansOf(f.file);
    return !spans.some((s) => f.range.start.line >= s.fromLine && f.range.start.line <= s.toLine && matches(s.selectors, f));
  });
}
