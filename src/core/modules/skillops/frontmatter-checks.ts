/**
 * Pure frontmatter checks shared by the SkillOps rules and the rubric's dim1
 * (docs/features.md C2: "name rules, description says what + when + trigger words, ≤1024
 * chars, no empty trailing filler"). No document, no positions: values in,
 * booleans out, so the rubric and the rules cannot disagree.
 */

export const NAME_MAX = 64;
export const DESCRIPTION_MAX = 1024;
export const COMPATIBILITY_MAX = 500;

export interface NameChecks {
  /** The value is a string. */
  isString: boolean;
  /** Not empty after trimming. */
  nonEmpty: boolean;
  /** At most 64 characters. */
  length: boolean;
  /** Only `a-z`, `0-9` and `-`. */
  charset: boolean;
  /** No leading, trailing or doubled hyphen. */
  hyphens: boolean;
  /** Equals the folder name. */
  matchesFolder: boolean;
  /** isString && nonEmpty && length && charset && hyphens (the folder is a separate warning). */
  valid: boolean;
}

const NAME_CHARS = /^[a-z0-9-]+$/;

export function nameChecks(name: unknown, folderName: string): NameChecks {
  const isString = typeof name === 'string';
  const s = isString ? name : '';
  const nonEmpty = s.trim().length > 0;
  const length = charLength(s) <= NAME_MAX;
  const charset = nonEmpty && NAME_CHARS.test(s);
  const hyphens = nonEmpty && !s.startsWith('-') && !s.endsWith('-') && !s.includes('--');
  return {
    isString,
    nonEmpty,
    length,
    charset,
    hyphens,
    matchesFolder: isString && s === folderName,
    valid: isString && nonEmpty && length && charset && hyphens,
  };
}

/** Characters as people count them (code points, so an emoji is one). */
export function charLength(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) i++;
    n++;
  }
  return n;
}

export interface DescriptionChecks {
  /** Says what the skill does (a clause that is not only a when-clause or a trigger list). */
  what: boolean;
  /** Says when to use it ("Use when …", "当…时", "用于", "适用于" …). */
  when: boolean;
  /** Names trigger words: quoted phrases, "triggers on / keywords", 触发词/关键词, or a list of cases in the when-clause. */
  triggers: boolean;
  /** Ends with empty filler ("and more", "etc.", "等等", "灵活应用" …). true = the problem is present. */
  filler: boolean;
}

const PLACEHOLDER = /^\s*(?:replace (?:this )?with|todo\b|tbd\b|fixme\b|description (?:goes )?here|your description|lorem ipsum|待补充|待填写|此处填写)/i;

/** A when-clause: English and Chinese cues. */
const WHEN_EN =
  /\b(?:when(?:ever)?|if (?:the )?(?:user|you|asked|someone|a user)|(?:use|invoke[sd]?|trigger(?:s|ed)?|activate[sd]?)\b[^.;\n]{0,60}?\b(?:for|before|after|during|to|on|whenever|when|if)\b)/i;
const WHEN_ZH =
  /当.{0,60}?时|时(?:使用|调用|触发|激活|加载|启用)|用于|适用于|适合(?:用于|在)?|使用场景|适用场景|触发(?:词|条件|场景)?|在.{0,24}?(?:时|的时候)|如果|遇到|需要.{0,24}?时/;
/** Sentences that are only a when-clause (start with one). */
const WHEN_START_EN =
  /^\s*(?:\*\*)?(?:use (?:this|it|when|for|to|whenever|if|before|after|on)|this skill (?:should|must|is to) be used|(?:should|must) be used|trigger(?:s|ed)? (?:on|when|by)|activate[sd]? (?:on|when)|invoke (?:when|for)|when(?:ever)?\b|if (?:the )?user|also (?:use|applies|triggers))/i;
const WHEN_START_ZH = /^\s*(?:当|在.{0,24}?时|用于|适用于|适合|如果|遇到|触发|也适用于|即使|不要在|需要.{0,24}?时)/;
const TRIGGER_CUE =
  /\btrigger(?:s|ed)? (?:on|when|by|words?|phrases?)|\bkey ?words?\b|\bmentions?\b|\b(?:says?|asks? (?:for|to|about)|requests?)\b|触发词|关键词|关键字|提到|提及|说[「“"]|问到/i;
const QUOTED = /"[^"\n]{2,}"|'[^'\n]{2,}'|“[^”\n]{2,}”|「[^」\n]{1,}」|『[^』\n]{1,}』|`[^`\n]{2,}`/;
const LIST_SEP = /,|，|、|\/|\bor\b|\band\b|或|及/g;
const FILLER =
  /(?:\band (?:much |many )?more|\band so on|\band (?:the like|others)|\bamong others|\betc\.?|\.\.\.|…|等等|等|之类|诸如此类|灵活应用|灵活运用|根据情况判断|视情况而定|以及更多|等各种场景)$/i;
const SENTENCE_SPLIT = /(?<=[.!?])\s+|[。！？；;\n]+/;

export function descriptionChecks(description: string): DescriptionChecks {
  const text = description.trim();
  if (!text || PLACEHOLDER.test(text)) return { what: false, when: false, triggers: false, filler: endsWithFiller(text) };
  const sentences = text
    .split(SENTENCE_SPLIT)
    .map((s) => s.trim())
    .filter(Boolean);
  const isWhen = (s: string) => WHEN_START_EN.test(s) || WHEN_START_ZH.test(s);
  const whenSentences = sentences.filter((s) => isWhen(s) || WHEN_EN.test(s) || WHEN_ZH.test(s));
  const when = whenSentences.length > 0;
  const what = sentences.some((s) => !isWhen(s) && substantive(stripTriggerList(s)));
  let triggers = QUOTED.test(text) || TRIGGER_CUE.test(text);
  if (!triggers) {
    for (const s of whenSentences) {
      LIST_SEP.lastIndex = 0;
      const seps = s.match(LIST_SEP)?.length ?? 0;
      if (seps >= 2) {
        triggers = true;
        break;
      }
    }
  }
  return { what, when, triggers, filler: endsWithFiller(text) };
}

/** All of dim1's description checks pass. */
export function descriptionPasses(c: DescriptionChecks): boolean {
  return c.what && c.when && c.triggers && !c.filler;
}

function endsWithFiller(text: string): boolean {
  const t = text.replace(/[\s.。!！,，;；:：)）\]】"”'’」』*_]+$/u, '');
  if (/(?:\.\.\.|…)$/.test(text.trim())) return true;
  return FILLER.test(t);
}

/** Drop a "Triggers: a, b, c" / "触发词：…" tail so it does not count as the what-part. */
function stripTriggerList(s: string): string {
  return s.replace(/(?:trigger(?:s|ed)?(?: on| words?| phrases?)?|key ?words?|触发词|关键词)\s*[:：].*$/i, '').trim();
}

/** Enough words to say something: 3 Latin words or 6 CJK characters. */
function substantive(s: string): boolean {
  const cjk = s.match(/[\u3400-\u9fff]/g)?.length ?? 0;
  if (cjk >= 6) return true;
  const words = s.match(/[A-Za-z][A-Za-z0-9'’-]*/g)?.length ?? 0;
  return words + Math.floor(cjk / 2) >= 3;
}
