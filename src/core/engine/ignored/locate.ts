/**
 * Where a counted rule stands in SKILL.md: the body line whose text matches the rule's
 * key (exactly, else containing it, else contained in it). Fenced code is skipped: a
 * rule is prose. Pure.
 */
import type { SkillDocument } from '../../skill/types.ts';
import { lineText } from '../../skill/text.ts';
import { ruleKey, type RuleKey } from './ignores.ts';

export interface RuleLocation {
  /** 1-based line in SKILL.md. */
  line: number;
  /** The line as written. */
  text: string;
}

const FENCE = /^\s{0,3}(```|~~~)/;
/** A line key shorter than this is too generic to stand for a longer rule ("必须"). */
const MIN_CONTAINED = 8;

export function locateRule(doc: SkillDocument, key: RuleKey): RuleLocation | undefined {
  const info = doc.skillFile?.text;
  if (!info || !key) return undefined;
  const first = doc.frontmatter ? doc.frontmatter.closingLine + 1 : 1;
  let inFence = false;
  let contains: RuleLocation | undefined;
  let contained: RuleLocation | undefined;
  for (let line = first; line <= info.lineStarts.length; line++) {
    const text = lineText(info, line);
    if (FENCE.test(text)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    const k = ruleKey(text.replace(/^\s*#+\s*/, ''));
    if (!k) continue;
    if (k === key) return { line, text };
    if (!contains && k.includes(key)) contains = { line, text };
    else if (!contained && k.length >= MIN_CONTAINED && key.includes(k)) contained = { line, text };
  }
  return contains ?? contained;
}
