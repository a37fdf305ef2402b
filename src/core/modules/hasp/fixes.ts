/**
 * HASP hardening level 1 (seed v2 §六 "Should → Must"): a mechanical rewrite of one
 * soft word that keeps the sentence grammatical. Offered as a quick fix that is not
 * safe (it changes what the skill demands), so `luban fix` never applies it alone.
 *
 * | soft word                       | rewrite                                   |
 * |---------------------------------|-------------------------------------------|
 * | should                          | must (case kept: Should → Must)           |
 * | try to                          | removed ("Try to keep" → "Keep")          |
 * | consider whether / if           | check whether / if                        |
 * | consider + -ing of a listed verb | the verb ("Consider adding tests" → "Add tests"; "consider using X" → "use X") |
 * | consider to + verb               | the verb ("Consider to add" → "Add")      |
 * | maybe / perhaps / possibly      | removed: opening a sentence before a listed verb or "you" ("Maybe run the tests" → "Run the tests"); after a modal ("You can maybe skip it" → "You can skip it"); after and / or / then / also before a listed verb; closing a clause after a comma ("Run it twice, maybe." → "Run it twice.") |
 * | if appropriate / as needed / where possible | removed when it ends a clause ("Add tests, if appropriate." → "Add tests.") or opens a sentence ("If appropriate, add" → "Add") |
 * | 建议 + verb                      | 必须 + verb; 不建议 → 禁止; 建议你/您 X → 你/您必须 X |
 * | 可考虑 / 可以考虑 + verb         | 应当 + verb (only before a known verb)    |
 * | 尽量 / 酌情 + verb               | removed ("尽量使用" → "使用")             |
 * | 也许 / 或许 + action verb        | removed ("也许先运行测试" → "先运行测试"; not before 在 / 是 …: a guess, not an action) |
 *
 * Everything else (consider + noun, maybe + a statement "Maybe the file is missing",
 * might, generally, typically, 可能, 大概, 适当, 根据情况, 视情况而定, 灵活把握) needs a
 * real criterion or number that only the author knows, so no mechanical fix is offered.
 * The verbs are a closed list (verbs.ts): a verb not listed gets no fix rather than a
 * guessed form. "perhaps" is not on the default list; added by a config, it is fixed
 * like "maybe".
 */
import { baseOfGerund, CN_ACTION_VERB_START, isBaseVerb } from './verbs.ts';

export interface HardeningEdit {
  /** Offsets into the text. */
  start: number;
  end: number;
  newText: string;
  /** What replaces the word, for the fix title ('' = removed). */
  replacement: string;
  /** The words replaced or removed as written, for the fix title ("consider using"); the soft word when absent. */
  from?: string;
}

const CJK_OR_LETTER = /^[\p{L}\p{N}]/u;
const CN_VERB_START =
  /^(?:使用|用|采用|改用|改为|改成|换成|换|加入|加上|添加|增加|引入|拆分|合并|删除|删掉|移除|去掉|先|在|将|把|通过|对|提供|设置|启用|开启|关闭|替换|补充|写|调整|跳过|保留|缓存|限制|压缩|检查|运行|执行|调用|按|以|从|由|分|做)/u;
const CLAUSE_END = /^\s*(?:$|[.,;:!?)\]，。；：！？）\n])/u;
const SENTENCE_START = /(?:^|[.!?。！？]\s+|^\s*(?:[-*+]|\d+[.)])\s+|\n\s*(?:[-*+]|\d+[.)])?\s*)$/u;
/** Before an adverb whose removal always leaves the clause whole: a modal ("can maybe skip"). */
const MODAL_BEFORE = /\b(?:can|could|should|will|would|may|might|must|shall)\s+$/iu;
/** Before an adverb whose removal leaves the clause whole when a verb follows ("and maybe run"). */
const JOINER_BEFORE = /\b(?:and|or|then|also)\s+$/iu;

function matchCase(source: string, replacement: string): string {
  if (source === source.toUpperCase() && source !== source.toLowerCase() && source.length > 1) return replacement.toUpperCase();
  if (source[0] && source[0] === source[0].toUpperCase() && source[0] !== source[0].toLowerCase()) {
    return replacement[0].toUpperCase() + replacement.slice(1);
  }
  return replacement;
}

/**
 * The hardening edit for a soft word found at [start, end) in `text` (canonical
 * form `word`), or undefined when there is no grammatical mechanical rewrite.
 */
export function hardeningEdit(text: string, start: number, end: number, word: string): HardeningEdit | undefined {
  const written = text.slice(start, end);
  const before = text.slice(Math.max(0, start - 40), start);
  const after = text.slice(end, end + 40);
  switch (word) {
    case 'should':
      return { start, end, newText: matchCase(written, 'must'), replacement: 'must' };
    case 'try to': {
      const m = /^(\s+)([\p{L}])/u.exec(after);
      if (!m) return undefined;
      const capital = written[0] === 'T';
      const nextLetter = m[2];
      return {
        start,
        end: end + m[0].length,
        newText: capital ? nextLetter.toUpperCase() : nextLetter,
        replacement: '',
      };
    }
    case 'consider': {
      if (/^\s+(?:whether|if)\b/iu.test(after)) return { start, end, newText: matchCase(written, 'check'), replacement: 'check' };
      // consider + -ing (consider using X → use X), consider to + verb (Consider to add → Add).
      const ing = /^\s+([A-Za-z]+ing)\b(?!-)/u.exec(after);
      const base = ing ? baseOfGerund(ing[1]) : undefined;
      if (ing && base) {
        return { start, end: end + ing[0].length, newText: matchCase(written, base), replacement: base, from: `${written} ${ing[1]}` };
      }
      const to = /^\s+to\s+([A-Za-z]+)\b(?!-)/u.exec(after);
      if (to && isBaseVerb(to[1])) {
        const verb = to[1].toLowerCase();
        return { start, end: end + to[0].length, newText: matchCase(written, verb), replacement: verb, from: `${written} to ${to[1]}` };
      }
      return undefined;
    }
    case 'maybe':
    case 'perhaps':
    case 'possibly':
      return adverbRemoval(written, start, end, before, after);
    case 'if appropriate':
    case 'as needed':
    case 'where possible': {
      const opener = /^,\s*([\p{L}])/u.exec(after);
      if (opener && SENTENCE_START.test(before)) {
        return { start, end: end + opener[0].length, newText: opener[1].toUpperCase(), replacement: '' };
      }
      if (CLAUSE_END.test(after)) {
        // Drop the phrase with the space or comma that introduced it.
        const lead = /,?[ \t]*$/.exec(before)![0];
        if (lead.length === 0) return undefined;
        return { start: start - lead.length, end, newText: '', replacement: '' };
      }
      return undefined;
    }
    case '建议': {
      if (!CJK_OR_LETTER.test(after)) return undefined;
      if (before.endsWith('不')) return { start: start - 1, end, newText: '禁止', replacement: '禁止' };
      const pron = /^(你们|您|你)/u.exec(after);
      if (pron) return { start, end: end + pron[0].length, newText: `${pron[0]}必须`, replacement: '必须' };
      return { start, end, newText: '必须', replacement: '必须' };
    }
    case '可考虑':
    case '可以考虑':
      // 应当 needs a verb after it (可以考虑使用缓存 → 应当使用缓存); before a noun
      // (可以考虑985新闻强校) there is no mechanical rewrite.
      if (!CN_VERB_START.test(after)) return undefined;
      return { start, end, newText: '应当', replacement: '应当' };
    case '也许':
    case '或许':
      if (!CN_ACTION_VERB_START.test(after)) return undefined;
      return { start, end, newText: '', replacement: '' };
    case '尽量':
    case '酌情':
      if (!CJK_OR_LETTER.test(after)) return undefined;
      return { start, end, newText: '', replacement: '' };
    default:
      return undefined;
  }
}

/**
 * maybe / perhaps / possibly dropped where the clause stays an instruction: opening a
 * sentence before a listed verb or "you"; after a modal; after and / or / then / also
 * before a listed verb; closing a clause after a comma. A statement ("Maybe the file
 * is missing", "It is possibly wrong") is left alone: dropping the word would assert it.
 */
function adverbRemoval(written: string, start: number, end: number, before: string, after: string): HardeningEdit | undefined {
  const next = /^(,?[ \t]+)([A-Za-z]+)\b(?!-)/u.exec(after);
  if (next && SENTENCE_START.test(before) && (isBaseVerb(next[2]) || next[2].toLowerCase() === 'you')) {
    const capital = written[0] !== written[0].toLowerCase();
    const first = capital ? next[2][0].toUpperCase() : next[2][0];
    return { start, end: end + next[1].length + 1, newText: first, replacement: '' };
  }
  const space = /[ \t]+$/.exec(before)?.[0] ?? '';
  if (next && !next[1].startsWith(',') && space && (MODAL_BEFORE.test(before) || (JOINER_BEFORE.test(before) && isBaseVerb(next[2])))) {
    return { start: start - space.length, end, newText: '', replacement: '' };
  }
  const lead = /,[ \t]*$/.exec(before)?.[0];
  if (lead && CLAUSE_END.test(after)) return { start: start - lead.length, end, newText: '', replacement: '' };
  return undefined;
}
