/**
 * The skill's language picks the judge prompt variant (English or Chinese): a skill
 * written mostly in Chinese is judged with Chinese prompts, so criteria words such as
 * 软化词 match what the skill says. Counted over SKILL.md prose only: CJK characters
 * against Latin words (one Chinese character ≈ one English word of content is too
 * generous; a ratio of 0.3 of the combined count keeps bilingual skills with Chinese
 * prose and English code identifiers on the Chinese side).
 */
import { proseSpans } from './markdown.ts';
import type { SkillDocument } from './types.ts';

export type SkillLang = 'en' | 'zh';

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g;
const LATIN_WORD = /[A-Za-z][A-Za-z'-]*/g;

export function languageOfText(text: string): SkillLang {
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text.match(LATIN_WORD)?.length ?? 0;
  if (cjk + words === 0) return 'en';
  return cjk / (cjk + words) >= 0.3 ? 'zh' : 'en';
}

export function skillLanguage(doc: SkillDocument): SkillLang {
  const info = doc.skillFile?.text;
  if (!info) return 'en';
  const md = doc.markdown;
  if (!md) return languageOfText(info.text);
  let prose = '';
  for (const [a, b] of proseSpans(md, info.text.length)) {
    if (b <= md.bodyOffset) continue;
    prose += info.text.slice(Math.max(a, md.bodyOffset), b) + '\n';
  }
  // The description in the frontmatter says a lot about the language too.
  const desc = doc.frontmatter?.data?.description;
  if (typeof desc === 'string') prose += desc;
  return languageOfText(prose || info.text);
}

const HAS_CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
/** A Latin letter or a CJK character: the text has a word of either language. */
const HAS_LETTER = /[A-Za-z\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const CODE_SPAN = /`[^`\n]*`/g;
const URL = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;
/** A file name, path or identifier: letters joined by `.`, `/`, `\` or `_` (SKILL.md, ~/.claude/skills, foo_bar). */
const PATHLIKE = /[~$]?[\w~$-]*(?:[./\\_][\w~$-]+)+/g;

/** A line without its code spans, URLs and ASCII paths: the words a reader reads as the line's language. */
export function stripTerms(line: string): string {
  return line
    .replace(CODE_SPAN, ' ')
    .replace(URL, ' ')
    .replace(PATHLIKE, (m) => (HAS_CJK.test(m) ? m : ' '));
}

/**
 * The language of one line of a skill (its technical terms left out), or undefined when no
 * words are left: what an edit or an inserted line in that line must keep (issue 33 item 2).
 */
export function lineLanguage(line: string): SkillLang | undefined {
  const t = stripTerms(line);
  return HAS_LETTER.test(t) ? languageOfText(t) : undefined;
}
