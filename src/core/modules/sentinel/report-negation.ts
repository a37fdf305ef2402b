/**
 * Negation and prohibition scope in prose: the hit's own sentence, list item, table row
 * and lead-in (`clauseStart`, `unitStart`, `leadIn`, `headerCell` …), and the cues there
 * that make it an example or a prohibition (`EXAMPLE_CUE`, `PROHIBIT`, `BAD_MARKER` …).
 */
import type { Segment } from './view.ts';

/** Words after a hit, in its sentence, that say it describes an attack. */
const ATTACK_AFTER =
  /\b(?:attacks?|attackers?|payloads?|malicious|malware|exploits?|exploited|exploiting|exploitation|backdoors?|exfiltration|exfiltrates|exfiltrated|exfiltrating)\b|攻击|恶意/gi;
/**
 * The attack word is itself negated ("this is not malicious", "no attack here", 并非恶意):
 * an author's reassurance, not a description of an attack. The imperative "exfiltrate" is
 * an instruction, so it is not in ATTACK_AFTER at all.
 */
const NEGATED_ATTACK =
  /(?:\b(?:not|no|never|nothing|isn'?t|aren'?t|wasn'?t|without|non)\b[\s-]+(?:(?:an?|any|at\s+all|really|actually|remotely|a\s+real)\s+)?|(?:不是|并非|并不|没有|无|非)\s*)$/i;

/** Whether the rest of the sentence names an attack (a negated attack word does not). */
export function namesAttack(rest: string): boolean {
  ATTACK_AFTER.lastIndex = 0;
  for (let m = ATTACK_AFTER.exec(rest); m; m = ATTACK_AFTER.exec(rest)) {
    if (!NEGATED_ATTACK.test(rest.slice(Math.max(0, m.index - 30), m.index))) return true;
  }
  return false;
}

/** The rest of the hit's sentence (the hit's own text first). */
export function sentenceAfter(rest: string): string {
  SENTENCE_END.lastIndex = 0;
  const m = SENTENCE_END.exec(rest);
  return m ? rest.slice(0, m.index) : rest;
}

/** The text with inline code spans removed, and cut at a span left open (the hit's own). */
export function outsideInlineCode(text: string): string {
  const closed = text.replace(/`[^`\n]*`/g, '');
  const open = closed.indexOf('`');
  return open < 0 ? closed : closed.slice(0, open);
}

/** Sentence ends ("." etc. before a space, not in "e.g. "), Chinese full stops and semicolons. */
const SENTENCE_END = /(?<!\b(?:e\.g|i\.e|etc|vs|cf|eg|ie|[A-Z]))[.!?](?=\s+\S)|[。！？；]/g;

/** Offset in `before` (the line up to the hit) where the hit's own sentence starts. */
export function clauseStart(before: string): number {
  let cut = 0;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(before); m; m = SENTENCE_END.exec(before)) cut = m.index + m[0].length;
  return cut;
}

/**
 * Negation and prohibition in German, Spanish, French, Portuguese, Italian and Russian ("niemals in die
 * Crontab schreiben", "nunca", "ne … jamais", "não", "non eseguire", "никогда", "не"): `\b` knows only
 * ASCII, so the words are bounded by a letter class with accents and Cyrillic.
 */
export const NEGATION_OTHER = String.raw`(?<![a-zà-öø-ÿœа-яё])(?:niemals|nie|nicht|keine?n?|keinesfalls|verboten|nunca|jamás|no\s+(?:debe[sn]?|hay\s+que)|prohibido|jamais|ne\s+(?:[a-zà-öø-ÿœ'’]+\s+){1,2}?(?:pas|jamais)|interdit|não|proibido|mai|non\s+[a-zà-öø-ÿ]+(?:are|ere|ire)|vietato|никогда|нельзя|не|запрещ[а-яё]*)(?![a-zà-öø-ÿœа-яё])`;

/** Negation, prohibition or example cues before a hit in the same sentence. */
export const EXAMPLE_CUE = new RegExp(
  String.raw`\b(?:e\.g\.|i\.e\.|example:)|\b(?:(?:never|don'?t|do\s+not)(?!\s+(?:forget|hesitate|skip|miss|fail|neglect|wait|worry))|does\s+not|must\s+not|mustn'?t|should\s+not|shouldn'?t|cannot|can'?t|won'?t|(?<!\b(?:to|in\s+order\s+to)\s+)avoid|\b(?:to|in\s+order\s+to)\s+avoid\b(?![^,，.;\n]{0,80}[,，])|refuse|reject|block|detect(?:s|ing|ion)|flag(?:s|ged|ging)?|watch\s+(?:out\s+)?for|beware|prohibit\w*|forbid\w*|for\s+example|for\s+instance|such\s+as|attackers?|adversar(?:y|ies)|payloads?|malicious|malware|exploit\w*|theft|steal\w*|exfiltrat\w*|backdoors?|vulnerab\w*|IOCs?)\b|\b(?:things|commands?|patterns?|strings?|lines?|calls?|payloads?|snippets?|constructs?|one-liners?|tricks?|shapes?)\s+like\b|\b(?:under\s+no\s+circumstances|refrain\s+from|stay\s+away\s+from|steer\s+clear\s+of)\b|不允许|不能|千万别|❌|🚫|⛔|禁止|不要|切勿|严禁|不得|不可|不用|请勿|勿(?!论)|绝不|不准|避免|(?<![分类识区特级性差告个派组辨鉴])别(?![人的处名称针])|拒绝|警惕|识别|检测|例如|比如|诸如|举例|(?:^|[（(，,、：:\s])如\s*(?=[\x60「“"'])|攻击者|恶意|${NEGATION_OTHER}`,
  'i',
);

/** The hit is what is searched for ("Scanners that only look for `curl | sh`", "grep your history for `…`", "排查 `…`"). */
export const SEARCHED_FOR =
  /\b(?:look|search|grep|scan|hunt|watch|check|alert)(?:s|es|ed|ing|ped|ping|ned|ning)?\s+(?:[\w'’.-]+\s+){0,3}?for\s*[`"'“]?$|(?:搜索|查找|排查|检索|留意|注意)\s*[`"'“「]?$/i;

/** A comment on the hit's own code line, or a table row, that marks it a bad example. */
export const BAD_MARKER =
  /❌|✗|✘|🚫|⛔|\bFLAG:|\b(?:bad|wrong|incorrect|avoid|never|don'?t|do not|insecure|unsafe|vulnerable|vulnerability|dangerous|malicious|attack\w*|evil|exploit\w*|anti-?pattern|noncompliant|non-compliant|exfiltrat\w*|backdoor|steal\w*|injection|high[- ]risk|red flag|detect\w*|flag(?:ged)?)\b|错误|反例|不要|禁止|切勿|严禁|危险|恶意|攻击|漏洞|高危|检测/i;

/** The heading line of a prose region ('' when it starts without one). */
export function sectionHeading(text: string, seg: Segment): string {
  const e = text.indexOf('\n', seg.start);
  const head = text.slice(seg.start, e < 0 || e > seg.end ? seg.end : e);
  return /^\s{0,3}#/.test(head) ? head : '';
}

const LIST_ITEM = /^\s*(?:[-*+•]|\d+[.)])\s+/;

/** A table header cell over the wrong way of doing something. */
export const BAD_HEADER =
  /\b(?:avoid|don'?t|do\s+not|never|bad|wrong|unsafe|insecure|dangerous|risky|instead\s+of|anti-?patterns?)\b|❌|🚫|⛔|禁止|不要|错误|危险|反例|不推荐|避免/i;

/**
 * The header cell (first row of the table) of the column holding `start`, or ''. Cells
 * split at unescaped `|`; the walk up stops after 60 rows.
 */
export function headerCell(text: string, ls: number, start: number, from: number): string {
  let col = 0;
  for (let i = ls; i < start; i++) if (text[i] === '|' && text[i - 1] !== '\\') col++;
  return tableHeader(text, ls, from).split(/(?<!\\)\|/)[col] ?? '';
}

/** The first row of the table holding the row at `ls` ('' when `ls` is that row or no table). */
export function tableHeader(text: string, ls: number, from: number): string {
  let head = ls;
  for (let n = 0; n < 60 && head > from; n++) {
    const prev = Math.max(from, text.lastIndexOf('\n', head - 2) + 1);
    if (!/^[ \t]*\|/.test(text.slice(prev, prev + 40))) break;
    head = prev;
  }
  if (head === ls) return '';
  const e = text.indexOf('\n', head);
  return text.slice(head, e < 0 ? text.length : e);
}

/** Where the hit's list item or paragraph ends: a blank line, a new item, row or heading (at most 400 characters on). */
export function unitEnd(text: string, start: number, end: number): number {
  const cap = Math.min(end, text.length, start + 400);
  const m = /\n\s*\n|\n\s*(?:[-*+•]|\d+[.)])\s|\n\s*\||\n\s{0,3}#/.exec(text.slice(start, cap));
  return m ? start + m.index : cap;
}

/**
 * Where the hit's list item or paragraph starts (walking back over wrapped lines), and
 * which it is. A table row is its own line.
 */
export function unitStart(text: string, ls: number, from: number): [number, 'item' | 'row' | 'para'] {
  let s = ls;
  for (let n = 0; n < 12; n++) {
    const e = text.indexOf('\n', s);
    const line = text.slice(s, e < 0 ? text.length : e);
    if (/^\s*\|/.test(line)) return [s, 'row'];
    if (LIST_ITEM.test(line)) return [s, 'item'];
    if (s <= from) return [s, 'para'];
    const prev = Math.max(from, text.lastIndexOf('\n', s - 2) + 1);
    const pl = text.slice(prev, s - 1);
    if (!pl.trim() || /^\s{0,3}#/.test(pl) || /^\s*\|/.test(pl)) return [s, 'para'];
    // A new sentence: the next line opens with a capital and the previous one is not cut mid-phrase.
    if (!LIST_ITEM.test(pl) && /^\s*[A-Z]/.test(line) && !/^\s/.test(line) && !/[,，、;；:：(（—–-]\s*$/.test(pl)) return [s, 'para'];
    s = prev;
  }
  return [s, 'para'];
}

/** The non-item line right above the list holding `ls` ("Never run any of these:"), or ''. */
export function leadIn(text: string, ls: number, from: number): string {
  let p = ls;
  for (let n = 0; n < 40 && p > from; n++) {
    const prev = Math.max(from, text.lastIndexOf('\n', p - 2) + 1);
    const line = text.slice(prev, p - 1);
    p = prev;
    if (!line.trim() || LIST_ITEM.test(line) || /^\s{2,}\S/.test(line) || /^\s*\|/.test(line)) continue;
    return /^\s{0,3}#/.test(line) ? '' : line;
  }
  return '';
}

/**
 * A prohibition of running or doing something: "never run", "do not suggest", "Never do
 * these", "prohibited", 禁止, 不要执行 (not "don't forget", "never skip").
 */
export const PROHIBIT =
  /\b(?:never|don'?t|do\s+not|must\s+not|should\s+not|shouldn'?t|mustn'?t|may\s+not)\s+(?:ever\s+)?(?:(?:run|execute|use|do|type|paste|suggest|try|copy|call|invoke|pipe|install|delete|disable|set|add|write|enter|commit|push|recommend)\b|these\b|this\b|the\s+following\b|any\b)|\b(?:prohibited|forbidden|banned|not\s+allowed|don'?ts)\b|禁止|严禁|(?:不要|切勿|请勿|绝对不要|绝不|不得|不准|不可|别|勿)\s*(?:直接|随意|在[^，。\n]{0,8})?(?:执行|运行|使用|尝试|复制|建议|做|输入|调用|安装|删除|关闭|把|将|开启|修改|改|上传|发|提交|写|在)/i;
/**
 * A heading over the wrong way of doing things ("## Don't do this", "## Anti-patterns",
 * "## 不要这样做", "## 错误做法"): the commands in its list items are what not to do.
 */
export const HEADING_PROHIBIT =
  /\b(?:don'?t\s+do\s+(?:this|that|these)|do\s+not\s+do\s+(?:this|that|these)|never\s+do\s+(?:this|that|these)|what\s+not\s+to\s+do|anti-?patterns?|bad\s+(?:examples?|practices?)|things\s+to\s+avoid|common\s+mistakes|don'?ts)\b|不要(?:这样|这么)(?:做|干|写|用)|别(?:这样|这么)(?:做|干)|错误(?:做法|示范|示例|写法)|反例|反模式|禁止事项|避坑|やってはいけない|悪い例|アンチパターン/i;
/** An item that opens with a prohibition ("- **Never run …**", "- 不要执行 …"). */
export const ITEM_PROHIBIT = new RegExp(String.raw`^\s*(?:[-*+•]|\d+[.)])\s+(?:\[[ xX]\]\s+)?(?:\*\*|__|\*|_)?\s*(?:${PROHIBIT.source})`, 'i');
/** A prohibition after the hit, of running it: "… 只是检测特征，绝对不要执行", "… must never be run". */
export const AFTER_PROHIBIT =
  /(?:不要|切勿|禁止|请勿|勿|绝不|绝对不要|不得|不可|别)\s*(?:直接)?(?:执行|运行|照做|尝试|复制)|\b(?:must|should|may|is|are)\s+(?:not|never)\s+(?:to\s+)?be\s+(?:run|executed|used|copied|pasted)\b|\bnot\s+(?:something|a\s+command|commands)\s+to\s+run\b|\b(?:is|are)\s+(?:strictly\s+)?(?:forbidden|prohibited|banned|not\s+allowed|off[- ]limits)\b|\bnever\s+(?:to\s+be\s+)?(?:run|executed)\b/i;
