/**
 * 触发词遗漏 (trigger missed) from static evidence: the session never loaded the skill
 * (transcript) or the person says it did not trigger, and the words they used are not
 * in the description. Located at the description; the patch appends those words to it
 * as a "use it also when …" clause in the skill's own language, checked by parsing the
 * patched frontmatter again (the YAML must stay valid and the description must then
 * contain every added word).
 */
import { parseDocument } from 'yaml';
import { offsetAt } from '../../../skill/text.ts';
import type { SkillDocument } from '../../../skill/types.ts';
import { quote, skillLine, type AnalyzerContext, type Candidate } from './candidate.ts';
import { keyTerms, mentions } from './terms.ts';

/** Feedback that says the skill was not used at all. */
const NOT_TRIGGERED =
  /没(?:有)?(?:被)?(?:触发|调用|用上|使用|加载|启用|生效)|未(?:被)?(?:触发|调用|使用|加载|启用)|不触发|没反应|didn['’]?t (?:trigger|fire|activate|load|invoke|use|pick up)|did not (?:trigger|fire|activate|load|invoke|use|pick up)|(?:wasn['’]?t|was not|never|not) (?:triggered|invoked|activated|loaded|used|picked up)|ignored the skill|skill (?:never|did not|didn['’]?t) (?:ran|run|start|kick in)/i;

const CJK = /[\u3400-\u9fff]/;

/**
 * The longest part (≥ 2 characters) of a Chinese run that the body mentions and the
 * description lacks ("幻灯片导出成讲义" → "幻灯片" when the body speaks of 幻灯片); else
 * the run itself.
 */
function bestPart(run: string, body: string, description: string): { term: string; inBody: boolean } {
  for (let len = run.length; len >= 2; len--) {
    for (let i = 0; i + len <= run.length; i++) {
      const part = run.slice(i, i + len);
      if (body.includes(part) && !description.includes(part)) return { term: part, inBody: true };
    }
  }
  return { term: run, inBody: false };
}

/** Up to two words of the instruction the description lacks, those the body covers first. */
export function missingTriggerWords(instruction: string, description: string, body: string): string[] {
  const found: Array<{ term: string; inBody: boolean; order: number }> = [];
  keyTerms(instruction).forEach((t, order) => {
    const pick = CJK.test(t) ? bestPart(t, body, description) : { term: t, inBody: mentions(body, t) };
    if (mentions(description, pick.term)) return;
    // A long Chinese run the skill never mentions is a sentence, not a trigger word.
    if (!pick.inBody && CJK.test(pick.term) && pick.term.length > 8) return;
    if (found.some((f) => f.term.toLowerCase() === pick.term.toLowerCase())) return;
    found.push({ ...pick, order });
  });
  const inBody = found.filter((f) => f.inBody);
  // Words the skill itself never mentions are weaker: take them only when none is covered, longest first.
  const chosen = inBody.length ? inBody : [...found].sort((a, b) => b.term.length - a.term.length || a.order - b.order);
  return chosen
    .slice(0, 2)
    .sort((a, b) => a.order - b.order)
    .map((f) => f.term);
}

function clause(words: string[], lang: 'en' | 'zh'): string {
  if (lang === 'zh') return `用户提到${words.map((w) => `「${w}」`).join('或')}时，也使用本技能。`;
  return `Use it also when the user asks about ${words.map((w) => `“${w}”`).join(' or ')}.`;
}

/** The description edit: the line that changes, before and after; undefined when it cannot be done safely. */
export function descriptionEdit(doc: SkillDocument, words: string[], lang: 'en' | 'zh'): { line: number; oldStr: string; newStr: string } | undefined {
  const info = doc.skillFile?.text;
  const fm = doc.frontmatter;
  const range = fm?.keyRanges.get('description')?.value;
  if (!info || !fm || !range) return undefined;
  let end = offsetAt(info, range.end);
  const start = offsetAt(info, range.start);
  const text = info.text;
  while (end > start && /\s/.test(text[end - 1])) end--;
  const open = text[start];
  // A quoted scalar: insert before its closing quote.
  if ((open === '"' || open === "'") && text[end - 1] === open && end - 1 > start) end--;
  let line = info.lineStarts.findIndex((s) => s > end);
  line = line === -1 ? info.lineStarts.length : line;
  const lineStart = info.lineStarts[line - 1];
  const oldStr = skillLine(doc, line);
  const before = text.slice(lineStart, end);
  const sep = before.trimEnd() === before && !/[\s"'(（「]$/.test(before) ? ' ' : '';
  const add = lang === 'zh' ? clause(words, lang) : sep + clause(words, lang);
  const addQuoted = open === "'" ? add.replace(/'/g, "''") : open === '"' ? add.replace(/["\\]/g, '\\$&') : add;
  const newStr = before + addQuoted + oldStr.slice(before.length);
  // Check: the patched frontmatter still parses and its description holds every word.
  const patched = text.slice(0, lineStart) + newStr + text.slice(lineStart + oldStr.length);
  const rawStart = info.lineStarts[fm.firstLine - 1];
  const rawEnd = info.lineStarts[fm.closingLine - 1] + (patched.length - text.length);
  const yaml = parseDocument(patched.slice(rawStart, rawEnd));
  if (yaml.errors.length) return undefined;
  const desc = (yaml.toJS() as Record<string, unknown> | null)?.description;
  if (typeof desc !== 'string' || !words.every((w) => desc.includes(w))) return undefined;
  return { line, oldStr, newStr };
}

export function triggerCandidate(ctx: AnalyzerContext): Candidate | undefined {
  const { doc, input, lang } = ctx;
  const notLoaded = input.transcript?.skillInvoked === false;
  const saysSo = NOT_TRIGGERED.test(input.feedback);
  if (!notLoaded && !saysSo) return undefined;
  const fm = doc.frontmatter;
  const desc = typeof fm?.data?.description === 'string' ? fm.data.description : '';
  const where = fm?.keyRanges.get('description');
  const line = where?.value?.start.line ?? where?.key.start.line ?? fm?.firstLine ?? 1;
  const endLine = where?.value?.end.line ?? line;
  const info = doc.skillFile?.text;
  const body = info && doc.markdown ? info.text.slice(doc.markdown.bodyOffset) : '';
  const words = missingTriggerWords(input.instruction, desc, body);
  const how = notLoaded
    ? {
        en: `the session transcript never loaded the skill (no Skill call, no read of its SKILL.md)`,
        zh: `会话记录中技能从未被加载（没有 Skill 调用，也没有读取其 SKILL.md）`,
      }
    : { en: `the feedback says the skill did not trigger: “${quote(input.feedback)}”`, zh: `反馈指出技能没有被触发：「${quote(input.feedback)}」` };
  const rule = skillLine(doc, line).trim() || 'description';
  if (!words.length) {
    const allPresent = keyTerms(input.instruction).every((t) => mentions(desc, t));
    const why = allPresent
      ? {
          en: 'The skill did not trigger, but every key word of the instruction is already in the description.',
          zh: '技能没有触发，但指令中的关键词都已出现在 description 中。',
        }
      : {
          en: 'The skill did not trigger; no word of the instruction stands out as the trigger word to add (the skill itself never uses them).',
          zh: '技能没有触发；指令中没有可以直接补进 description 的触发词（技能正文中也没有用到这些词）。',
        };
    const what = allPresent
      ? { en: "the instruction's words are all in the description", zh: '指令中的词都已在 description 中' }
      : { en: 'no trigger word could be read from the instruction', zh: '未能从指令中读出触发词' };
    return {
      type: 'trigger-missed',
      file: doc.skillFileName ?? 'SKILL.md',
      line,
      endLine,
      rule,
      reason: why,
      evidence: { en: `${how.en}; ${what.en}`, zh: `${how.zh}；${what.zh}` },
      strength: 2,
    };
  }
  const list = { en: words.map((w) => `“${w}”`).join(', '), zh: words.map((w) => `「${w}」`).join('、') };
  const edit = descriptionEdit(doc, words, lang);
  return {
    type: 'trigger-missed',
    file: doc.skillFileName ?? 'SKILL.md',
    line: edit?.line ?? line,
    endLine: edit?.line ?? endLine,
    rule,
    oldStr: edit?.oldStr,
    newStr: edit?.newStr,
    reason: {
      en: `The person asked with ${list.en}, which the description does not contain, so the runtime had nothing to match and did not load the skill. Adding the words to the description lets it trigger on such requests.`,
      zh: `用户使用了${list.zh}，而 description 中没有这些词，运行时无从匹配，因此没有加载技能。把这些词补进 description，同类请求即可触发。`,
    },
    evidence: { en: `${how.en}; ${list.en} absent from the description`, zh: `${how.zh}；description 中没有${list.zh}` },
    strength: 3,
  };
}
