/**
 * Negation and prohibition scope in prose: the hit's own sentence, list item, table row
 * and lead-in (`clauseStart`, `unitStart`, `leadIn`, `headerCell` …), and the cues there
 * that make it an example or a prohibition (`EXAMPLE_CUE`, `PROHIBIT`, `BAD_MARKER` …).
 */
import { B, E, L } from './lib/sentences-langs.ts';
import type { Hit } from './report-hit.ts';
import type { Segment, SentinelFile } from './view.ts';
import { LIST_ITEM } from './report-units.ts';

export { leadIn, unitEnd, unitStart } from './report-units.ts';

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
const SENTENCE_END = /(?<!\b(?:e\.g|i\.e|etc|vs|cf|eg|ie|z|p|ex|ej|bzw|usw|[A-Z]))[.!?](?=\s+\S)|[。！？；]/g;

/** Offset in `before` (the line up to the hit) where the hit's own sentence starts. */
export function clauseStart(before: string): number {
  let cut = 0;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(before); m; m = SENTENCE_END.exec(before)) cut = m.index + m[0].length;
  return cut;
}

/**
 * Negation and prohibition in German, Spanish, French, Portuguese, Italian and Russian, and "never" in the Nordic
 * languages, Dutch, Polish, Czech, Finnish, Romanian, Turkish, Ukrainian and Greek ("niemals in die
 * Crontab schreiben", "nunca", "ne … jamais", "não", "non eseguire", "никогда", "не"): `\b` knows only
 * ASCII, so the words are bounded by a letter class with accents and Cyrillic.
 */
export const NEGATION_OTHER = String.raw`${B}(?:aldri|aldrig|nooit|nigdy|nikdy|koskaan|niciodată|asla|ніколи|ποτέ|niemals|nie|nicht|keine?n?|keinesfalls|verboten|nunca|jamás|no\s+(?:debe[sn]?|hay\s+que)|no\s+(?:uses?|ejecutes?|hagas|pongas|copies|instales|corras|cambies|abras|des)(?=\s*[\x60"'“]?\s*$)|prohibido|jamais|ne\s+(?:[a-zà-öø-ÿœ'’]+\s+){1,2}?(?:pas|jamais)|interdit|não|proibido|mai|non\s+[a-zà-öø-ÿ]+(?:are|ere|ire)|vietato|никогда|нельзя|не|запрещ[а-яё]*)${E}`;

/**
 * A condition with its own negation, up to its comma ("If the organisation does not match, …", "when the key is not
 * set, …"): it says when the order applies, it does not forbid it.
 */
export const NEGATED_CONDITION = /\b(?:if|when|whenever|unless|once)\b[^.:;!?]{0,160}?(?:\b(?:not|no|without)\b|n't\b)[^,，.\n]{0,120}[,，]/gi;

/** A noun named by a negated relative clause: "any error you cannot resolve", "the files that we do not need" — no negation of the order. */
export const NEGATED_RELATIVE =
  /\b(?:any|every|each|an?|the|all)\s+(?:[\w-]+\s+){0,2}?(?:that\s+|which\s+)?(?:you|we|it|they|the\s+(?:user|agent|tool))\s+(?:cannot|can't|could\s+not|couldn't|do\s+not|don't|did\s+not|didn't|does\s+not|doesn't)\s+\w+(?:[^,.;:!?\n]|\n(?![ \t]*\n)){0,80}[,，]/gi;

/** Negation, prohibition or example cues before a hit in the same sentence. */
export const EXAMPLE_CUE = new RegExp(
  String.raw`(?<![a-zà-öø-ÿ])(?:señal(?:es)?\s+de\s+alarma|sinal(?:is)?\s+de\s+alerta|signaux?\s+d['’]alarme|Warnsignale?|segnal[ei]\s+d['’]allarme)(?:(?:\*\*|__)?\s*[:：]|\s+(?:como|tales\s+como|such\s+as|like|comme|tels?\s+que|wie|come|quali|incluyen|include)\b)|\b(?:e\.g\.|i\.e\.|example:)|\b(?:rarely|seldom|never|don'?t|doesn'?t|do\s+not|does\s+not)\s+(?:looks?|seems?)\s+like\b|\b(?:(?:never|don'?t|do\s+not)(?!\s+(?:forget|hesitate|skip|miss|fail|neglect|wait|worry))|does\s+not|must\s+not|mustn'?t|should\s+not|shouldn'?t|cannot|can'?t|won'?t|(?<!\b(?:to|in\s+order\s+to)\s+)avoid|\b(?:to|in\s+order\s+to)\s+avoid\b(?![^,，.;\n]{0,80}[,，])|refuse|reject|(?<!\b(?:the|a|an|this|that|these|those|each|every|same|next|first|last|whole|hook|code|text|config|comment|template|settings?)\s+)block(?!\s+(?:of|below|above)\b)|detect(?:s|ing|ion)|flag(?:s|ged|ging)?|watch\s+(?:out\s+)?for|beware|prohibit\w*|forbid\w*|for\s+example|for\s+instance|such\s+as|attackers?|adversar(?:y|ies)|payloads?|malicious|malware|exploit\w*|theft|steal(?!th)\w*|exfiltrat\w*|backdoors?|vulnerab\w*|IOCs?)\b|\b(?:things|commands?|patterns?|strings?|lines?|calls?|payloads?|snippets?|constructs?|one-liners?|tricks?|shapes?)\s+like\b|\b(?:under\s+no\s+circumstances|refrain\s+from|stay\s+away\s+from|steer\s+clear\s+of)\b|\b(?:instructions?|attempts?|requests?)\s+(?:(?:telling|asking)\s+(?:the\s+)?agent\s+|(?:that|which)\s+(?:tell|ask)s?\s+(?:the\s+)?agent\s+)?to\s*$|不允许|不能|千万别|❌|🚫|⛔|禁止|不要|切勿|严禁|不得|不可|不用|请勿|勿(?!论)|绝不|不准|避免|(?<![分类识区特级性差告个派组辨鉴])别(?![人的处名称针])|拒绝|警惕|识别|检测|例如|比如|诸如|举例|(?:^|[（(，,、：:\s])如\s*(?=[\x60「“"'])|攻击者|恶意|してはいけない|しないでください|悪い例|使わないで|例えば|たとえば|(?<!使用|実行|用法|示)例[:：]|(?:^|[\s(])예[:：]|금지|하지\s*마|나쁜\s*예|잘못된\s*예|예를\s*들어|${B}(?:z\.\s?B\.|p\.\s?ej\.|par\s+ex\.|por\s+ex\.|ad\s+es\.|например|beispiel:|ejemplo:|exemple\s?:|exemplo:|esempio:|пример:)|${NEGATION_OTHER}`,
  'i',
);

/** The hit is what is searched for ("Scanners that only look for `curl | sh`", "grep your history for `…`", "排查 `…`"). */
/**
 * A search or example cue before a quoted phrase ("checks for … (\"…", "detects phrases like \"…", "such as \"…"),
 * or an example or search cue this file already reads: the phrase is what the text describes, not what it says.
 */
export function describedCue(before: string): boolean {
  return DESCRIBED_CUE.test(before) || EXAMPLE_CUE.test(before) || SEARCHED_FOR.test(before);
}

/**
 * A phrase quoted in the skill's own description as what it looks for ("checks for embedded instructions
 * ("ignore previous instructions", …)"): the description is always loaded, so it is never lowered to info,
 * but a quoted example after a search or example cue is no order: a warning.
 */
export function describedExample(hit: Hit): boolean {
  if (hit.seg.kind !== 'frontmatter' || hit.category !== 'prompt-injection') return false;
  const before = hit.sf.info.text.slice(Math.max(hit.seg.start, hit.start - 160), hit.start);
  return /["“«'‘「]\s*$/.test(before) && describedCue(before);
}

const DESCRIBED_CUE =
  /\b(?:checks?|looks?|scans?|searches|detects?|flags?|watches|catches|blocks|screens?|recogni[sz]es|spots?)\b[^.;\n]{0,100}$|\b(?:such\s+as|like|e\.g\.|for\s+example|including)\s*\(?\s*["“«'‘「]\s*$/i;
export const SEARCHED_FOR =
  /\b(?:look|search|grep|scan|hunt|watch|check|alert)(?:s|es|ed|ing|ped|ping|ned|ning)?\s+(?:[\w'’.-]+\s+){0,3}?for\s*[`"'“]?$|(?:搜索|查找|排查|检索|留意|注意)\s*[`"'“「]?$/i;

/**
 * Labels of the wrong way in Hindi, Arabic, Turkish, Vietnamese and Indonesian: wrong, bad example, don't run,
 * dangerous, forbidden, avoid (ग़लत उदाहरण — मत चलाओ, مثال خاطئ — لا تشغّل, yanlış örnek, ví dụ sai, contoh salah).
 */
const BAD_MORE = String.raw`ग़लत|गलत|खराब\s+उदाहरण|(?:मत|कभी\s+न(?:हीं)?)\s+(?:चलाओ|चलाएँ|चलाएं|चलाना)|खतरनाक|निषिद्ध|(?<![\u0600-\u06ff])(?:خطأ|خاطئ|مثال\s+سيئ|لا\s+(?:تشغّل|تشغل|تنفذ|تنفّذ)|خطير|ممنوع|تجنب)(?![\u0600-\u06ff])|${B}(?:yanlış|kötü\s+örnek|çalıştırmay(?:ın|ınız)|tehlikeli|yasak|kaçının|ví\s+dụ\s+(?:sai|xấu)|(?:không\s+được|đừng)\s+chạy|nguy\s+hiểm|cấm|contoh\s+(?:salah|buruk)|jangan\s+(?:jalankan|dijalankan)|berbahaya|dilarang|hindari)${E}`;

/** "Never" alone in the languages Sentinel reads, for a heading or a column that is nothing else. */
const NEVER_WORDS = String.raw`nunca|jam[áa]s|jamais|niemals|nooit|никогда|永不|从不|绝不|לעולם\s+לא|אסור`;
/** A heading that is the prohibition itself: "## Never", "### Don'ts", "## Forbidden", "## Nunca", "## 永不". */
const WHOLE_NEVER_HEADING = String.raw`(?:^|#\s*)(?:never|don'?ts?|do\s+not|forbidden|prohibited|not\s+allowed|banned|${NEVER_WORDS})[ \t]*(?:[:.!][ \t]*)?$`;
/** Never running something, in Chinese: 绝不执行, 永不运行, 从不使用. */
const NEVER_RUN_ZH = String.raw`(?:绝不|絕不|切勿|永远不要|永遠不要|千万不要|千萬不要|永不|从不|從不|决不|決不|绝对不要|絕對不要)(?:执行|執行|运行|運行|使用)`;

/**
 * "Never" and "forbidden" in the headings and table columns of Turkish, Indonesian, Vietnamese, Arabic, Persian, Hindi, Polish,
 * Dutch, German, French, Spanish, Portuguese and Italian policies ("## Verboten", "## Interdit", "## Prohibido") ("## هرگز", "## Dowody, NIE URUCHAMIAĆ") ("## Asla yapılmayacaklar", "## Jangan pernah …", "| Contoh yang dilarang |", "## Nooit doen").
 */
const PROHIBIT_MORE = String.raw`${B}(?:заборонен${L}*|запрещено|ніколи|не\s+робіть|asla|yapılmayacak${L}*|yasak${L}*|jangan\s+pernah|dilarang|larangan|không\s+bao\s+giờ|nigdy|zabronion${L}*|nooit|verboden|verboten|untersagt|nicht\s+erlaubt|lo\s+que\s+nunca\s+(?:hay\s+que|se\s+debe|debes|se\s+hace)${L}*(?:\s+hacer)?|qu[ée]\s+no\s+hacer|o\s+que\s+(?:nunca|não)\s+fazer|ce\s+qu['’]il\s+ne\s+faut\s+(?:jamais|pas)\s+faire|à\s+ne\s+(?:jamais|pas)\s+faire|was\s+(?:man\s+)?nie(?:mals)?\s+tun\s+sollte|cosa\s+(?:da\s+)?non\s+fare|interdit${L}*|prohibid${L}*|proibid${L}*|vietat${L}*|nikdy|zakázan${L}*|zakazan${L}*|aldrig|förbjud${L}*|forbudt|aldri)${E}|ห้าม(?:ทำ|รัน|ใช้|เรียก|ติดตั้ง|ลบ|คัดลอก|ส่ง|เปิด|\s*$)|อย่า(?:รัน|ใช้|ทำ)|ไม่ควร(?:ทำ|รัน|ใช้)|(?<![\u0600-\u06ff])(?:ممنوع|محظور|لا\s+تفعل|هرگز|اجرا\s+نکن(?:ید)?|نباید)|कभी\s+नहीं|निषिद्ध|मत\s+करें|${B}(?:nie\s+(?:uruchamia(?:ć|j)|wykonuj|wykonywać|używa(?:ć|j)))${E}`;

/** A comment on the hit's own code line, or a table row, that marks it a bad example. */
export const BAD_MARKER = new RegExp(
  String.raw`❌|✗|✘|🚫|⛔|\bFLAG:|\b(?:bad|wrong|incorrect|avoid|never|don'?t|do not|insecure|unsafe|vulnerable|vulnerability|dangerous|malicious|attack\w*|evil|exploit\w*|anti-?pattern|noncompliant|non-compliant|exfiltrat\w*|backdoor|steal(?!th)\w*|injection|high[- ]risk|red flag|detect\w*|flag(?:ged)?)\b|错误|反例|不要|禁止|切勿|严禁|危险|恶意|攻击|漏洞|高危|检测|悪い例|やってはいけない|危険|非推奨|나쁜\s*예|잘못된|위험|금지|(?<![a-zà-öø-ÿœа-яё])(?:incorrect[oa]|peligros[oa]|falsch|gef[äa]hrlich|unsicher|mauvais|dangereu(?:x|se)|errad[oa]|perigos[oa]|sbagliat[oa]|pericolos[oa]|неправильно|опасно|нельзя)(?![a-zà-öø-ÿœа-яё])|${BAD_MORE}`,
  'i',
);

/** The heading line of a prose region ('' when it starts without one). */
export function sectionHeading(text: string, seg: Segment): string {
  const e = text.indexOf('\n', seg.start);
  const head = text.slice(seg.start, e < 0 || e > seg.end ? seg.end : e);
  return /^\s{0,3}#/.test(head) ? head : '';
}

/** The headings over offset `at` of `sf`, by level (index 0: `#`): a "###" under "## Common lures" is in both. */
export function headingChain(sf: SentinelFile, at: number): string[] {
  const chain: string[] = [];
  for (const s of sf.segments) {
    if (s.start > at) break;
    const h = s.kind === 'prose' ? sectionHeading(sf.info.text, s) : '';
    if (!h) continue;
    const level = /^\s*(#{1,6})/.exec(h)?.[1].length ?? 1;
    chain.length = level;
    chain[level - 1] = h;
  }
  return chain;
}

/** The last prose region before `seg` (the one right above a fenced block), if any. */
export function proseBefore(sf: SentinelFile, seg: Segment): Segment | undefined {
  let prev: Segment | undefined;
  for (const s of sf.segments) {
    if (s.start >= seg.start) break;
    if (s.kind === 'prose') prev = s;
  }
  return prev;
}

/**
 * The list item at `ls` stands under a lead-in (`above`) that prohibits ("Never do these:", "Do not
 * run:") or files its items as signs of an attack (flaggedList).
 */
/** PROHIBIT_MORE's languages, as a pattern of its own (a lead-in "Vietato installare …, per esempio:"). */
const PROHIBIT_OTHER = new RegExp(PROHIBIT_MORE, 'i');
export function listForbidden(text: string, ls: number, from: number, above: string): boolean {
  return (
    (/[:：]\s*$/.test(above) && (PROHIBIT.test(above) || PROHIBIT_OTHER.test(above))) ||
    FORE_PROHIBIT.test(above) ||
    NEVER_LEAD.test(above) ||
    flaggedList(text, ls, from, above)
  );
}

/**
 * A lead-in that opens with the prohibition and hands it to its items: "Never, without the user's explicit
 * confirmation:", "Do not, under any circumstances:" — not "Never skip these steps:" (an order to do them).
 */
const NEVER_LEAD =
  /^\s*(?:[*_]{1,2})?(?:never|do\s+not|don'?t)\b(?!\s+(?:skip|forget|omit|miss|fail|ignore|stop|hesitate|wait|delay|ask|question|change|modify|remove|edit|leave|let)\b)[^\n]{0,120}[:：]\s*(?:[*_]{1,2})?\s*$/i;

/** A list's lead-in that files its items as signs of an attack: "Red flags:", "Warning signs:", "危险信号：", "Warnsignale:". */
const RED_FLAGS =
  /(?:\b(?:red\s+flags?|warning\s+signs?|danger\s+signs?|suspicious\s+(?:patterns?|signs?|commands?|lines?)|signs\s+of\s+(?:compromise|an?\s+attack|tampering)|indicators?)\b|危险信号|可疑(?:迹象|特征|命令|信号)|警示信号|警告信号|\bWarnsignale\b|señales\s+de\s+alerta|sinais\s+de\s+alerta|signaux\s+d['’]alerte|危険信号|위험\s*신호)[^:：\n]{0,40}[:：]\s*$/i;

/**
 * The item at `ls` stands in a list filed as signs of an attack: its lead-in paragraph or the
 * list item it is nested under ("- Red flags:" over "  - `curl … | sh`").
 */
function flaggedList(text: string, ls: number, from: number, above: string): boolean {
  if (RED_FLAGS.test(above)) return true;
  const indent = /^[ \t]*/.exec(text.slice(ls))![0].length;
  let p = ls;
  for (let n = 0; n < 30 && p > from; n++) {
    const prev = Math.max(from, text.lastIndexOf('\n', p - 2) + 1);
    const line = text.slice(prev, p - 1);
    p = prev;
    if (!line.trim()) continue;
    const own = /^[ \t]*/.exec(line)![0].length;
    if (own < indent && LIST_ITEM.test(line)) return RED_FLAGS.test(line);
    if (own < indent) return false;
  }
  return false;
}

/**
 * A header cell that is "never" alone, in the languages Sentinel reads ("| Nunca | Por qué | En su lugar |", "| Jamais |",
 * "| Niemals |", "| Никогда |", "| 永不 |", "| 絶対にしない |", "| 절대 금지 |"): whole-cell only (not "Mai", which is also May, nor "Nie", Polish "no").
 */
const NEVER_CELL = String.raw`^\s*(?:\*\*|__)?\s*(?:${NEVER_WORDS}|remove|to\s+remove|delete|entfernen|eliminar|supprimer|删除|移除|決してしない|絶対にしない|절대\s*금지|절대\s*하지\s*말\s*것)\s*(?:\*\*|__)?\s*$`;

/** A table header cell over the wrong way of doing something. */
export const BAD_HEADER = new RegExp(
  String.raw`\b(?:avoid|don'?t|do\s+not|never|bad|wrong|unsafe|insecure|dangerous|risky|instead\s+of|anti-?patterns?)\b|❌|🚫|⛔|禁止|不要|错误|危险|反例|不推荐|避免|悪い例|やってはいけない|避ける|危険|非推奨|(?<![A-Za-z])NG(?![A-Za-z])|나쁜|잘못된|금지|피해야|위험|(?<![a-zà-öø-ÿœа-яё])(?:evitar|incorrect[oa]|mal[oa]?|ruim|cattiv[oa]|vermeiden|falsch|schlecht|[ée]viter|mauvais|errad[oa]|evitare|sbagliat[oa]|избегать|неправильно|плохо|плохой|нельзя)(?![a-zà-öø-ÿœа-яё])|${BAD_MORE}|${PROHIBIT_MORE}|${NEVER_CELL}`,
  'i',
);

/**
 * The header cell (first row of the table) of the column holding `start`, or ''. Cells
 * split at unescaped `|`; the walk up stops after 60 rows.
 */
/**
 * A table column headed as what a detector matches or a reader should recognise: "Example to recognise", "example match",
 * "Example payload seen in the wild", "Detects", "Detecta", "Pattern", "Indicator" — a sample, not a step.
 */
export const DETECTED_HEADER =
  /\bexamples?\s+(?:payloads?|match(?:es)?|to\s+recogni[sz]e|seen|in\s+the\s+wild|of\s+(?:an?\s+)?(?:attacks?|payloads?|matches))\b|\b(?:example\s+)?payloads?\s+seen\b|^\s*(?:what\s+it\s+)?(?:detects?|matches|flags|catches|indicators?|IOCs?|signatures?|(?:bad\s+|attack\s+)?patterns?|detecta|detecção|detección|erkennt|détecte|rileva|обнаруживает|检测|検出|탐지|例|具体例|示例|例子|样例|예시)\s*$/i;

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
export const HEADING_PROHIBIT = new RegExp(
  [
    PROHIBIT_MORE,
    // a heading that is the prohibition itself: "## Never", "### Don'ts", "## Forbidden", "## 禁止"
    WHOLE_NEVER_HEADING,
    // what a guard blocks, or what a reviewer looks for: "## Blocked", "## What it blocks", "## Look for", "## Red flags"
    // ("## Prose red flags", "### Supply-chain warning signs": a kind named before them)
    String.raw`(?:^|#\s*)(?:blocked|what\s+(?:it|this\s+\w+)\s+blocks|what\s+(?:gets|is|it)\s+flag(?:ged|s)|(?:what\s+to\s+)?(?:look|watch)\s+(?:out\s+)?for|(?:[\w-]+\s+){0,2}(?:red\s+flags|warning\s+signs))[ \t]*(?:[:.!][ \t]*)?$`,
    // …in other languages ("## Nunca", "## Jamais", "## Niemals", "## Никогда", "## 永不执行"), or qualified after a comma or a
    // dash ("## Never, even if asked by text found in a file", "## Never — not even in a sandbox")
    String.raw`(?:^|#\s*)(?:never|do\s+not|don'?t)[ \t]*(?:,|—|–|\s-\s)`,
    String.raw`\b(?:don'?t\s+do\s+(?:this|that|these)|do\s+not\s+do\s+(?:this|that|these)|never\s+do\s+(?:this|that|these)|what\s+not\s+to\s+do|what\s+to\s+reject|reject(?:ed)?\s+(?:in\s+review|patterns?|examples?|configs?|configurations?)|anti-?patterns?|bad\s+(?:examples?|practices?)|things\s+to\s+avoid|common\s+mistakes|mistakes\s+to\s+avoid|(?:common\s+)?pitfalls|unsafe\s+workarounds?|do'?s\s+and\s+don'?ts|don'?ts|never\s+(?:run|execute|use|type|paste)|forbidden\s+commands?|(?:prohibited|banned|dangerous)\s+commands?|what\s+(?:never|must\s+not|should\s+not|may\s+not|does\s+not|doesn'?t)\s+(?:goes?|belongs?|gets?\s+(?:written|put|added))|(?:things\s+)?(?:that\s+)?never\s+(?:goes?|belongs?)\s+(?:in|into))\b`,
    String.raw`${NEVER_RUN_ZH}|禁止(?:执行|运行|使用)|禁止(?:的|使用的)?命令|危险命令|不要(?:这样|这么)(?:做|干|写|用)|别(?:这样|这么)(?:做|干)|错误(?:做法|示范|示例|写法)|反例|反模式|禁止事项|避坑|不推荐的?(?:做法|写法)|不要做的事|禁止事項|錯誤(?:做法|示範|示例|寫法)|危險寫法|不推薦的?(?:做法|寫法)|(?:需要|應|应)(?:攔截|拦截)|僅供(?:辨識|識別)|仅供(?:辨识|识别)`,
    String.raw`(?:決して|絶対に)(?:実行|使用)しない|禁止コマンド|やってはいけない|してはいけない|悪い例|ダメな例|NG例|アンチパターン|禁止事項|避けるべき`,
    String.raw`절대\s*(?:실행|사용)하지|금지\s*명령|반례|나쁜\s*예|잘못된\s*예|하지\s*말아야\s*할|하지\s*마세요|금지\s*사항|안티\s*패턴|피해야\s*할`,
    // es, de, fr, pt, it, ru ("No hagas esto", "Nicht tun", "À éviter", "O que não fazer", "Cosa non fare", "Не делайте так")
    String.raw`${B}(?:nunca\s+(?:ejecutar|ejecutes|uses|usar|executar|execute)|comandos\s+prohibidos|niemals\s+(?:ausführen|verwenden|eingeben)|verbotene\s+befehle|(?:ne\s+)?jamais\s+(?:exécuter|lancer|utiliser)|commandes\s+interdites|mai\s+eseguire|comandi\s+vietati|никогда\s+не\s+(?:запускай|выполняй|используй)[а-яё]*|запрещ[её]нные\s+команды|no\s+hagas|qu[ée]\s+no\s+hacer|lo\s+que\s+no\s+(?:debes|hay\s+que)\s+hacer|malas\s+pr[áa]cticas|ejemplos?\s+incorrectos?|qu[ée]\s+evitar|nicht\s+tun|was\s+man\s+nicht\s+tun\s+sollte|so\s+nicht|schlechte\s+beispiele|zu\s+vermeiden|[àa]\s+[ée]viter|ce\s+qu'il\s+ne\s+faut\s+pas\s+faire|ne\s+pas\s+faire|mauvaises\s+pratiques|mauvais\s+exemples?|o\s+que\s+n[ãa]o\s+fazer|n[ãa]o\s+fa[çc]a|m[áa]s\s+pr[áa]ticas|exemplos?\s+errados?|o\s+que\s+evitar|cosa\s+non\s+fare|non\s+fare|da\s+evitare|cattive\s+pratiche|esempi?\s+sbagliati?|не\s+делайте|чего\s+не\s+делать|как\s+не\s+надо|плохие\s+примеры|анти-?паттерн[а-яё]*|чего\s+избегать|anti-?(?:patrones|muster|patrons|padr[õo]es))${E}`,
  ].join('|'),
  'i',
);
/**
 * A heading further up that makes everything below it a prohibition: only a heading that names prohibited commands
 * or is wholly "never" ("# Comandos prohibidos", "## Never", "## 禁止事项"), not one that merely holds such a word
 * ("# Deploy helper — no more pitfalls").
 */
export const ANCESTOR_PROHIBIT = new RegExp(
  [
    String.raw`\b(?:forbidden|prohibited|banned|blocked|dangerous|disallowed)\s+(?:commands?|actions?|operations?)\b|\bnever\s+(?:run|execute|do)\b|\bwhat\s+not\s+to\s+do\b|\bdon'?ts\b`,
    WHOLE_NEVER_HEADING,
    String.raw`${B}(?:comandos\s+(?:prohibidos|vetados|proibidos)|commandes\s+interdites|verbotene\s+befehle|comandi\s+vietati|запрещ[её]нные\s+команды|zakázané\s+příkazy|förbjudna\s+kommandon)${E}`,
    String.raw`禁止(?:的|使用的)?(?:命令|操作)|禁止事项|${NEVER_RUN_ZH}|禁止コマンド|禁止事項|금지\s*(?:명령|사항)|ห้ามทำ|ห้ามรัน`,
  ].join('|'),
  'i',
);
/** An item that opens with a prohibition ("- **Never run …**", "- 不要执行 …"). */
export const ITEM_PROHIBIT = new RegExp(String.raw`^\s*(?:[-*+•]|\d+[.)])\s+(?:\[[ xX]\]\s+)?(?:\*\*|__|\*|_)?\s*(?:${PROHIBIT.source})`, 'i');
/**
 * The same after the hit in the languages whose verb follows its object or comes late: Japanese, Korean
 * ("`…` は実行しないでください", "`…` 를 실행하지 마세요"), German ("`…` niemals ausführen"), and the
 * passive or infinitive forms of Spanish, French, Portuguese, Italian and Russian ("no se debe ejecutar",
 * "à ne jamais exécuter", "não deve ser executado", "da non eseguire", "нельзя запускать").
 */
const AFTER_OTHER = [
  String.raw`(?:実行|使用|利用|入力|コピー)(?:しないで|しません|しない(?:こと|で(?:ください|下さい)|(?=[。、.,]|$))|してはいけ|は?禁止|は?厳禁)|使わないで|使わない(?:こと|で)|使いません|使ってはいけ`,
  String.raw`(?:실행|사용|입력|복사)\s*(?:하지\s*마|하면\s*안\s*됩|은?\s*금지)|쓰지\s*마`,
  String.raw`${B}(?:(?:niemals|nie|nicht|keinesfalls)\s+(?:[a-zà-öø-ÿ]+\s+)?(?:aus(?:zu)?f[üu]hren|ausgef[üu]hrt|verwenden|benutzen|eingeben|starten|nutzen|kopieren|aus(?=\s*[.,;:!)]|\s*$))|(?:no|nunca|jam[áa]s)\s+(?:se\s+)?(?:debe[n]?\s+)?(?:l[oa]s\s+)?(?:ejecut|utiliz|copi)[a-zà-öø-ÿ]*|(?:no|nunca)\s+(?:se\s+)?debe[n]?\s+usar|ne\s+(?:doi(?:t|vent)|faut)\s+(?:jamais|pas)\s+(?:[êe]tre\s+)?(?:ex[ée]cut|lanc|utilis)[a-zà-öø-ÿ]*|[àa]\s+ne\s+(?:jamais|pas)\s+(?:ex[ée]cuter|lancer|utiliser)|ne\s+(?:l['’]|les\s+)?(?:ex[ée]cutez|lancez|utilisez)\s+(?:jamais|pas)|(?:n[ãa]o|nunca)\s+(?:deve[m]?\s+(?:ser\s+)?)?(?:o\s+|os\s+)?(?:execut|rod|utiliz)[a-zà-öø-ÿ]*|non\s+(?:deve|devono|va|vanno)\s+(?:mai\s+)?(?:essere\s+)?(?:eseguit|usat|lanciat)[a-zà-öø-ÿ]*|da\s+non\s+(?:eseguire|usare|lanciare)|non\s+(?:eseguir|usar|lanciar)(?:e|lo|li)|(?:не|никогда\s+не)\s+(?:запускайте|выполняйте|используйте|копируйте|запускай|выполняй|используй|следует\s+(?:запускать|выполнять|использовать))|нельзя\s+(?:запускать|выполнять|использовать)|запрещено)${E}`,
].join('|');
/**
 * An order to run in the other languages Sentinel reads ("Ejecuta", "Führen Sie … aus", "Exécutez", "Execute",
 * "Esegui", "Запустите", "実行してください", "실행하세요"): a prohibition near it limits a step, it does not cancel it.
 */
export const RUN_OTHER =
  /(?<![a-zà-öø-ÿœа-яё])(?:ejecut[ae]|ejecutad|corre|instala|pega|f[üu]hre|f[üu]hren\s+sie|starte|installiere|ex[ée]cutez|ex[ée]cute|lancez|installez|collez|tapez|rode|instale|cole|esegui|eseguite|lancia|installa|incolla|запустите|выполните|установите|вставьте|запусти|выполни)(?![a-zà-öø-ÿœа-яё])|実行して(?!は)|実行します|入力して|インストールして|실행하세요|실행합니다|입력하세요|설치하세요/i;
/** A prohibition after the hit, of running it: "… 只是检测特征，绝对不要执行", "… must never be run", Turkish "… gibi komutlar yazmayın" (run, use, write, copy, apply, paste, enter, add: not "don't close the connection"). */
export const AFTER_PROHIBIT = new RegExp(
  String.raw`(?<![a-zçğıöşü])(?:(?:çalıştırma|kullanma|yazma|kopyalama|uygulama|yapıştırma)y(?:ın|ınız)|(?:girme|ekleme)y(?:in|iniz))(?![a-zçğıöşü])|(?:不要|切勿|禁止|请勿|勿|绝不|绝对不要|不得|不可|别|不会|绝不会|从不|从来不)\s*(?:去|直接)?(?:执行|运行|照做|尝试|复制)|\b(?:must|should|may|is|are)\s+(?:not|never)\s+(?:to\s+)?be\s+(?:run|executed|used|copied|pasted)\b|\bnot\s+(?:something|a\s+command|commands)\s+to\s+run\b|\b(?:is|are)\s+(?:strictly\s+)?(?:forbidden|prohibited|banned|not\s+allowed|off[- ]limits)\b|\bnever\s+(?:to\s+be\s+)?(?:run|executed)\b|${AFTER_OTHER}`,
  'i',
);

/**
 * A prohibition that points BACK at what its paragraph or block cited ("Do not apply them", "never use
 * any of these", "这些做法不要用", "これらは使いません", "No los uses", "Diese Befehle niemals ausführen",
 * "Ne les utilisez jamais", "Não os use", "Non usarli", "Никогда не используйте их"). "it" is not among
 * the objects: "Do not run it as root" limits a step the agent was just given.
 */
export const BACK_PROHIBIT = new RegExp(
  [
    String.raw`\b(?:never|don'?t|do\s+not|must\s+not|should\s+not|shouldn'?t)\s+(?:ever\s+)?(?:run|execute|use|apply|copy|paste|follow|try|adopt|suggest|recommend|do|type|enter)\s+(?:them|these|those|(?:any|either|one|none|all)\s+of\s+(?:them|these|those|the\s+above|this)|the\s+above|anything\s+above|such\s+\w+|th(?:is|at|ese|ose)\s+(?:advice|fix(?:es)?|workarounds?|tricks?|commands?|settings?|lines?|snippets?|flags?|options?|hacks?))\b`,
    String.raw`\b(?:none\s+of\s+(?:them|these|those|the\s+above)|(?:these|those|the\s+above)(?:\s+\w+)?)\s+(?:should|must|may|is|are)\s+(?:never|not)\s+(?:to\s+)?be\s+(?:run|executed|used|applied|copied)\b`,
    String.raw`(?:这些|这类|此类|以上|上述|上面的?)[^。！？；\n]{0,24}?(?:不要|切勿|禁止|不得|请勿|勿|绝不|别|不可|严禁|不能)\s*(?:直接|随意)?(?:使用|用|执行|运行|照做|采用|尝试|复制)`,
    String.raw`(?:不要|切勿|禁止|不得|请勿|勿|绝不|别|不可|严禁)\s*(?:使用|用|执行|运行|照做|采用|尝试|复制)\s*(?:这些|这类|此类|以上|上述|上面)`,
    String.raw`(?:これら|それら|上記|以上|このような|こうした|そのような)[^。！？\n]{0,30}?(?:使いません|使わない|使用しない|使用しません|実行しない|実行しません|しないで|しません|禁止|使ってはいけない|実行してはいけない|やってはいけない)`,
    String.raw`(?:이러한|이런|위의?|그런|해당)[^.。!?\n]{0,30}?(?:사용하지\s*마|실행하지\s*마|쓰지\s*마|하지\s*마|금지)`,
    String.raw`${B}(?:(?:no|nunca|jam[áa]s)\s+(?:l[oa]s?|l[oa])\s+(?:uses?|apliques?|aplique|ejecutes?|copies|copie|sigas?|hagas?)|(?:no|nunca|jam[áa]s)\s+(?:uses?|apliques?|aplique|ejecutes?|ejecute)\s+(?:esto|eso|est[oa]s|es[oa]s|lo\s+anterior|nada\s+de\s+esto))${E}`,
    String.raw`${B}(?:(?:diese|solche|obige[n]?)(?:\s+${L}+)?\s+(?:(?:bitte\s+)?(?:niemals|nie|nicht)\s+(?:verwenden|anwenden|ausführen|nutzen|benutzen|übernehmen))|(?:verwende|nutze|führe|wende|benutze)n?\s+(?:sie\s+)?(?:sie|diese|das|es)\s+(?:niemals|nie|nicht))${E}`,
    String.raw`${B}(?:ne\s+les\s+(?:utilisez|appliquez|ex[ée]cutez|lancez|copiez|suivez|utilise|applique|ex[ée]cute)\s+(?:pas|jamais)|n['’](?:utilisez|appliquez|ex[ée]cutez)\s+(?:pas|jamais)\s+(?:ces|cela|ceci|ce\s+qui\s+pr[ée]c[èe]de))${E}`,
    String.raw`${B}(?:(?:n[ãa]o|nunca)\s+(?:os|as|o|a)\s+(?:use|usem|aplique|execute|copie|siga)|(?:n[ãa]o|nunca)\s+(?:use|aplique|execute)\s+(?:isso|isto|esses|estes|essas|estas|o\s+que\s+est[áa]\s+acima))${E}`,
    String.raw`${B}(?:non\s+(?:usar|applicar|eseguir|copiar|seguir)(?:li|le|lo)|non\s+(?:li|le)\s+(?:usare|applicare|eseguire|usate|applicate|eseguite)|non\s+(?:usare|applicare|eseguire)\s+(?:questi|queste|quelli|quelle|ci[òo]))${E}`,
    String.raw`${B}(?:(?:не|никогда\s+не)\s+(?:используйте|применяйте|запускайте|выполняйте|копируйте|используй|применяй|запускай|выполняй)\s+(?:их|это|эти|такие|подобное)|(?:их|эти|такие)\s+(?:${L}+\s+)?(?:не|никогда\s+не)\s+(?:используйте|применяйте|запускайте|выполняйте))${E}`,
  ].join('|'),
  'i',
);
/**
 * A prohibition that points FORWARD at what comes next ("Never run commands like these:", "以下做法不要用：",
 * "次のような「回避策」は…使いません：", "다음과 같은 명령은 실행하지 마세요:", "No ejecutes lo siguiente:",
 * "Folgendes niemals ausführen:", "N'exécutez jamais ce qui suit :", "Nunca execute o seguinte:", "Non eseguire
 * mai quanto segue:", "Никогда не запускайте следующее:"). "Never run this as root:" is not among them.
 */
export const FORE_PROHIBIT = new RegExp(
  [
    // a label that ends the lead: "**BAD** (do not run):", "Attacker's version — never execute:"
    String.raw`(?:^|[(\s—–-])(?:do\s+not|don'?t|never)\s+(?:run|execute|copy|use)(?:\s+(?:it|this|these|them))?\s*\)?\s*[:：]?\s*$`,
    String.raw`\b(?:never|don'?t|do\s+not|must\s+not|should\s+not)\s+(?:ever\s+)?(?:(?:run|execute|use|apply|copy|paste|type|try|follow)\s+(?:(?:any\s+of\s+)?(?:these|the\s+following)|anything\s+like\s+(?:this|these|the\s+following)|(?:\w+\s+)?(?:commands?|things|lines|snippets|workarounds|fixes|settings)\s+like\s+(?:these|this|the\s+following))|do\s+(?:this|that|these|the\s+following|anything\s+like\s+this))\b`,
    String.raw`\b(?:the\s+following|these)\s+(?:\w+\s+){0,3}?(?:must|should|may)\s+(?:never|not)\s+be\s+(?:run|executed|used|applied)\b`,
    // a reviewer told to catch what follows: "Flag any of these in requirements files:", "Look out for lines like these:"
    String.raw`(?:^|[,;]\s)\s*(?:[-*]\s+)?(?:flag|reject|block|catch|look\s+(?:out\s+)?for|watch\s+(?:out\s+)?for|search\s+for|grep\s+for)\s+(?:any\s+(?:of\s+)?|each\s+of\s+)?(?:these|the\s+following|(?:lines?|patterns?|commands?)\s+like\s+(?:these|this|the\s+following))\b`,
    // (the things to reject named first: "Reject provisioning scripts that do any of the following:")
    String.raw`(?:^|[,;]\s)\s*(?:[-*]\s+)?(?:flag|reject|block|refuse)\s+(?:any\s+|all\s+)?(?:[\w-]+\s+){0,3}?(?:that|which)\s+(?:do|does|contain|contains|use|uses|run|runs|include|includes|call|calls)\s+(?:any\s+(?:of\s+)?)?(?:these|the\s+following)\b(?:\s*\([^()\n]{0,160}\))?\s*[:：]\s*$`,
    String.raw`(?:以下|下面|如下|下列|这些|这类)[^。！？；\n]{0,24}?(?:不要|切勿|禁止|不得|请勿|勿|绝不|别|不可|严禁|不能)\s*(?:使用|用|执行|运行|照做|采用|尝试|复制|这样做|这么做)|(?:不要|切勿|禁止|不得|请勿|勿|绝不|别|不可|严禁)\s*(?:使用|用|执行|运行|照做|采用|尝试|复制)?\s*(?:以下|下面|如下|下列)`,
    String.raw`(?:次のような|次の|以下の?|下記の?|このような)[^。！？\n]{0,40}?(?:使いません|使わない|使用しない|使用しません|実行しない|実行しません|しないで|しないこと|禁止|使ってはいけない|実行してはいけない|やってはいけない)`,
    String.raw`(?:다음과\s*같은|다음|아래(?:와\s*같은)?|이런|이러한)[^.。!?\n]{0,30}?(?:사용하지\s*마|실행하지\s*마|쓰지\s*마|하지\s*마|금지)`,
    String.raw`${B}(?:no|nunca|jam[áa]s)\s+(?:ejecutes|ejecute|uses|use|apliques|aplique|copies|copie|hagas|haga)\s+(?:nada\s+(?:como|parecido\s+a)\s+)?(?:lo\s+siguiente|esto|l[oa]s\s+siguientes)${E}`,
    String.raw`${B}(?:(?:folgendes|folgende\s+${L}+|das\s+hier|so)\s+(?:${L}+\s+){0,2}?(?:niemals|nie|nicht)\s+(?:ausführen|verwenden|anwenden|nutzen|machen|tun)|(?:führe|verwende|nutze|führen\s+sie|verwenden\s+sie)\s+(?:folgendes|das\s+folgende|diese)\s+(?:niemals|nie|nicht))${E}`,
    String.raw`${B}(?:n['’](?:ex[ée]cutez|utilisez|appliquez|lancez|ex[ée]cute|utilise|lance)\s+(?:jamais|pas)\s+(?:ce\s+qui\s+suit|ceci|les\s+commandes\s+suivantes|cela)|ne\s+(?:faites|fais|lancez|tapez|copiez)\s+(?:jamais|pas)\s+(?:ce\s+qui\s+suit|ceci|[çc]a|cela))${E}`,
    String.raw`${B}(?:n[ãa]o|nunca)\s+(?:execute|use|aplique|copie|fa[çc]a|rode)\s+(?:o\s+seguinte|os\s+seguintes|as\s+seguintes|isto|isso)${E}`,
    String.raw`${B}non\s+(?:eseguire|usare|applicare|copiare|fare|lanciare)\s+(?:mai\s+)?(?:quanto\s+segue|il\s+seguente|i\s+seguenti|le\s+seguenti|questo|cos[ìi])${E}`,
    String.raw`${B}(?:никогда\s+)?не\s+(?:запускайте|выполняйте|используйте|применяйте|делайте|копируйте)\s+(?:следующ${L}*|это|так|подобное)${E}`,
  ].join('|'),
  'i',
);

/**
 * A full-line comment in a code block that labels the lines under it as the wrong way ("# bad example",
 * "// ❌", "# やってはいけない例", "# 错误示例", "# 반례", "# Falsch", "# À éviter", "# Неправильно"), and one
 * that labels them as the right way (which ends the reach of a label above it).
 */
const BAD_LABEL = new RegExp(
  [
    String.raw`❌|✗|✘|🚫|⛔|^(?:NG|bad|wrong|incorrect|insecure|unsafe|dangerous|before|suspicious|malicious|risky|avoid(?:\s+this)?|never(?:\s+do\s+this)?|red\s+flags?|warning\s+signs?)\s*(?:[:!.—–(-]|$)|\b(?:bad|wrong|incorrect|insecure|unsafe)\s+(?:example|way|practice|pattern|version|usage|code|config\w*)\b`,
    String.raw`\b(?:anti-?pattern|not\s+recommended|what\s+not\s+to\s+do|(?:do\s+not|don'?t|never)\s+(?:do|use|run|copy)\b)`,
    String.raw`^(?:改前|修改前|变更前|変更前)$|^(?:危险|危險|危険|高危|不安全|위험한?)(?:示例|示範|写法|寫法|做法|用法|的?例子?|な例|\s*예)?$|やってはいけない|悪い例|ダメな例|NG例|間違い|非推奨|错误|反例|反面(?:示例|例子|教材|案例)|错误示范|不要(?:这样|这么|用|使用|执行|运行)|禁止|切勿|不推荐|나쁜\s*예|잘못된|반례|하지\s*마|금지`,
    String.raw`^(?:incorrect[oa]|mal[oa]?|no\s+hagas|evitar?|falsch|schlecht|nicht\s+so|vermeiden|mauvais|[àa]\s+[ée]viter|errad[oa]|ruim|n[ãa]o\s+fa[çc]a|evite|sbagliat[oa]|da\s+evitare|non\s+fare|неправильно|плохо|не\s+делайте|нельзя)${E}`,
    BAD_MORE,
  ].join('|'),
  'i',
);
const GOOD_LABEL = new RegExp(
  String.raw`✅|✓|✔|^(?:good|right|correct|ok|safe|secure|recommended|better|fixed|instead|after|do\s+this)\b|\b(?:good|right|correct|safe|secure|recommended)\s+(?:example|way|practice|version|usage)\b|正确|推荐|良い例|正しい|推奨|좋은\s*예|올바른|^(?:correct[oa]|richtig|gut|bon|bonne|correto|corretto|правильно|хорошо|सही|सुरक्षित|صحيح|آمن|doğru|güvenli|đúng|an\s+toàn|benar|aman)${E}`,
  'i',
);
const COMMENT_LINE = /^\s*(?:#(?![!#])|\/\/|--|;|\/\*+|\*|<!--|REM\b|::)\s*(.*)$/i;

/**
 * A short label line or heading over a block that names it the wrong way ("**❌ Bad:**", "Wrong:", "### Insecure",
 * "错误示例：", "悪い例:", "나쁜 예:", "Falsch:", "Mauvais :", "Неправильно:"), not a sentence that mentions one.
 */
/** A short label that marks the right way ("✅", "Good:", "正确：", "良い例"). */
export function labelsGood(line: string): boolean {
  const t = line.replace(/[*_`>]/g, '').trim();
  return t.length > 0 && t.length <= 40 && GOOD_LABEL.test(t);
}

const FINDING_EXAMPLES =
  /\b(?:examples?\s+of\s+(?:findings|what\s+(?:to\s+flag|we\s+flag|gets\s+flagged))|not\s+a\s+recommendation|Beispiele?\s+f[üu]r\s+Befunde|keine\s+Empfehlung|ejemplos\s+de\s+hallazgos|no\s+(?:es\s+)?una\s+recomendaci[óo]n|exemples\s+de\s+constats|pas\s+une\s+recommandation|exemplos\s+de\s+achados|n[ãa]o\s+[ée]\s+(?:uma\s+)?recomenda[çc][ãa]o|esempi\s+di\s+rilievi|non\s+(?:è\s+)?una\s+raccomandazione)\b|发现示例|并非建议|検出例|推奨ではありません|탐지\s*예시|권장\s*사항이\s*아닙니다/i;
export function labelsBad(line: string): boolean {
  // (a remark in brackets belongs to the label: "Плохо (типичный приём сокрытия …):", "Bad (what the dropper did):")
  // (…and so does what follows a dash after a label word alone: "**MAL** (FortiGate) — regla de soporte que abre toda la LAN:";
  // not "Wrong version installed — reinstall the CLI")
  const plain = line
    .replace(/[*_`>]/g, '')
    .replace(/\s*[(（][^)）\n]{0,160}[)）]/g, '')
    .trim();
  // (a cross opening a lead-in to the block labels it however long: "❌ Opens every REST endpoint to anonymous callers:";
  // not a heading's "⛔ Blocked by a proxy? — install the CLI this way")
  if (/^(?:❌|✗|✘)/u.test(plain) && /[:：]$/.test(plain)) return true;
  // (a lead-in saying what follows are findings to recognise, not advice: "Die folgenden Zeilen sind Beispiele für Befunde, keine Empfehlung:")
  if (/[:：]$/.test(plain) && FINDING_EXAMPLES.test(plain)) return true;
  const head = plain.split(/\s[—–]\s|\s-\s/)[0].trim();
  const t = head.length <= 12 && !/\s/.test(head) ? head : plain;
  return t.length > 0 && t.length <= 40 && !t.includes('\n') && BAD_LABEL.test(t.replace(/[:：]\s*$/, '').trim()) && !GOOD_LABEL.test(t);
}

/** The label of the comment lines nearest above `ls` in a code block: 'bad', 'good', or '' (none, or another remark). */
export function blockLabel(text: string, seg: Segment, ls: number): 'bad' | 'good' | '' {
  let p = ls;
  let run = false;
  let bad = false;
  let good = false;
  for (let n = 0; n < 40 && p > seg.start; n++) {
    const prev = Math.max(seg.start, text.lastIndexOf('\n', p - 2) + 1);
    const line = text.slice(prev, p - 1);
    p = prev;
    const c = COMMENT_LINE.exec(line);
    if (c && line.trim()) {
      run = true;
      const body = c[1].trim();
      if (BAD_LABEL.test(body)) bad = true;
      else if (GOOD_LABEL.test(body)) good = true;
      continue;
    }
    if (run) break;
  }
  return bad ? 'bad' : good ? 'good' : '';
}

/** Markdown emphasis markers (`**`, `*`, `__`), not the word characters they wrap: a cue read through them ("Do **not** set"). */
export const EMPHASIS = /\*+|(?<!\w)__|__(?!\w)/g;

/** The paragraph right before a fenced block (its opening line at `fenceLine`), or '' after a heading or another block. */
export function paraBefore(text: string, fenceLine: number, from: number): string {
  const chunk = text.slice(Math.max(from, fenceLine - 400), fenceLine).replace(/\s+$/, '');
  const para = chunk.split(/\n[ \t]*\n/).pop() ?? '';
  if (/(?:^|\n)\s*(?:`{3,}|~{3,})/.test(para)) return '';
  const lines = para.split('\n');
  let k = lines.length;
  while (k > 0 && !/^\s{0,3}#/.test(lines[k - 1])) k--;
  return lines.slice(k).join('\n');
}

/** The paragraph right after a fenced block (`end`: where its closing fence line starts), or '' when a heading or block follows. */
export function paraAfter(text: string, end: number): string {
  const close = text.indexOf('\n', end);
  if (close < 0) return '';
  const chunk = text.slice(close + 1, close + 401).replace(/^\s+/, '');
  const para = chunk.split(/\n[ \t]*\n/)[0];
  return /^(?:#|`{3,}|~{3,})/.test(para) ? '' : para;
}

/**
 * The rest of the hit's sentence says what harm it does to everything ("… `rm -rf ~/`, which would delete your
 * whole home folder", "`rm -rf ~/` 会删除整个家目录", "… is dangerous"): a warning about it, not a step. A harm to
 * something ordinary ("会删除旧文件", "will delete stale builds") is what a step says about itself, so it needs a
 * dire object or a danger word; a negated danger ("is not dangerous", 并不危险) does not count.
 */
const HARM_AFTER = new RegExp(
  [
    String.raw`\b(?:would|will|could|can|may|might)\s+(?:\w+\s+)?(?:delete|destroy|wipe|erase|brick|nuke|remove)\s+(?:\w+\s+){0,2}?(?:whole|entire|all|every\w*|the\s+system|the\s+disk|the\s+drive)\b`,
    String.raw`\b(?:is|are|looks|seems)\s+(?:(?!not\b|never\b|no\b)\w+\s+){0,2}?(?:dangerous|destructive|catastrophic|disastrous|red\s+flags?|bad\s+idea)\b`,
    String.raw`会(?:直接|把|将)?[^。！？，,\n]{0,10}?(?:删除|删掉|清空|毁掉|破坏|抹掉|格式化)[^。！？，,\n]{0,6}?(?:整个|全部|所有|家目录|系统|磁盘)|(?:是|属于|非常|极其|十分|很)(?:非常|极其|十分)?(?:危险|高危|破坏性)`,
    String.raw`(?:すべて|全て|全部|ホーム|システム|ディスク)[^。\n]{0,12}?(?:削除|消去|破壊)(?:され|し)|危険です|危険な(?:コマンド|操作)`,
    String.raw`(?:전체|모든|홈|시스템|디스크)[^.\n]{0,12}?(?:삭제|파괴)|위험합니다|위험한\s*(?:명령|작업)`,
    String.raw`${B}(?:(?:borrar|eliminar|destruir)[áa]\s+(?:todo|toda|el\s+sistema)|es\s+(?:muy\s+)?peligros[oa]|(?:l[öo]scht|zerst[öo]rt|vernichtet)\s+(?:alles|das\s+ganze|die\s+ganze|das\s+system)|ist\s+(?:sehr\s+)?gef[äa]hrlich|(?:supprimera|effacera|d[ée]truira)\s+(?:tout|tous|toute|le\s+syst[èe]me)|est\s+(?:tr[èe]s\s+)?dangereu(?:x|se)|(?:apagar[áa]|excluir[áa]|destruir[áa])\s+(?:tudo|todo|toda|o\s+sistema)|[ée]\s+(?:muito\s+)?perigos[oa]|(?:canceller[àa]|eliminer[àa]|distrugger[àa])\s+(?:tutto|tutta|tutti|il\s+sistema)|[èe]\s+(?:molto\s+)?pericolos[oa]|(?:удалит|уничтожит|сотр[её]т)\s+(?:всё|все|весь|всю|систему)|(?:очень\s+)?опасн[а-яё]*)${E}`,
  ].join('|'),
  'gi',
);
const HARM_NEGATED = /(?:\b(?:not|never|isn'?t|aren'?t|nothing)\s+(?:\w+\s+)?|不|没有|并非|并不|ではない|않|no\s+|nicht\s+|pas\s+|n[ãa]o\s+|non\s+|не\s+)$/i;

/** Whether the rest of a hit's sentence warns of the harm it does (see HARM_AFTER). */
export function warnsOfHarm(rest: string): boolean {
  HARM_AFTER.lastIndex = 0;
  for (let m = HARM_AFTER.exec(rest); m; m = HARM_AFTER.exec(rest)) {
    if (!HARM_NEGATED.test(rest.slice(Math.max(0, m.index - 16), m.index))) return true;
  }
  return false;
}

/** The first paragraph after the list or table holding the line ending at `le` (at most 40 lines on), or ''. */
export function trailer(text: string, le: number, end: number): string {
  let p = le + 1;
  for (let n = 0; n < 40 && p < end; n++) {
    let e = text.indexOf('\n', p);
    if (e < 0 || e > end) e = end;
    const line = text.slice(p, e);
    if (line.trim() && !/^\s*(?:[-*+•|]|\d+[.)])/.test(line) && !/^\s{2,}\S/.test(line))
      return /^\s{0,3}#/.test(line) ? '' : text.slice(p, Math.min(end, p + 300));
    p = e + 1;
  }
  return '';
}

/** A heading that prohibits what stands under it: a prohibition in it, or a heading that is one ("## Never", "## 禁止事项"). */
export function prohibitingHeading(heading: string): boolean {
  return (PROHIBIT.test(heading) || HEADING_PROHIBIT.test(heading)) && !BOTH_SIDES.test(heading);
}

/** A heading over both kinds of item ("What to do and what not to do", "Qué hacer y qué no hacer"): each item says which it is. */
const BOTH_SIDES =
  /\bwhat\s+to\s+do\s+and\s+what\s+not\b|\bqu[eé]\s+hacer\s+y\s+qu[eé]\s+no\b|\bce\s+qu['’]il\s+faut\s+faire\s+et\s+ce\s+qu['’]il\s+ne\b|\bo\s+que\s+fazer\s+e\s+o\s+que\s+n[ãa]o\b|\bwas\s+(?:man\s+)?tun\s+und\s+was\s+nicht\b|\bcosa\s+fare\s+e\s+cosa\s+non\b/i;

/** An empty or unset variable named in the sentence (the classic way `rm -rf "$DIR/"` becomes `rm -rf /`). */
export const EMPTY_VARIABLE =
  /\b(?:empty|unset|undefined|blank)\s+(?:variable|var|value)s?\b|\b(?:variable|var)\s+(?:is|was)\s+(?:empty|unset|undefined)\b|\bleere[nrs]?\s+Variable|\bvariable\s+vac[íi]a|\bvariable\s+vide|变量为空|空变量|変数が空|空の変数/i;

/** A clause that opens with an order to run (en, zh, ja): "Run …", "Now execute the command above", "请运行", "実行して". */
export const RUN_ORDER =
  /^[\s>*_-]*(?:\d+[.)]\s*)?(?:(?:please|now|then|next|first|finally|just|simply)\s+)?(?:run|execute|exec|paste|type|enter|install|launch|source|invoke|copy\s+and\s+run)\b|^[\s>*_-]*(?:\d+[.)]\s*)?(?:请|现在|然后|接着|先|再|直接)?\s*(?:运行|执行|粘贴|输入|安装)(?!说明|步骤|结果)|^[^。\n]{0,20}(?:実行して|貼り付けて)/i;

/** Commands named one after another up to the hit (`` `a` with x, `b` above y, ``): a list the sentence goes on to qualify. */
const COMMAND_LIST_LEAD = /^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:`[^`\n]+`[^`,;:.\n]{0,60}?(?:,|,?\s+(?:and|or))\s+){2,}$/;
/** …and what the list needs or is: "…: require a guard and a dry-run mode", "…: are destructive". */
// (a guard, a review or a confirmation needed — not "must be run first", which orders them)
const LIST_NEEDS =
  /^[^.!?]{0,200}?:\s*(?:(?:require|requires|need|needs|call\s+for|deserve|get)\s+(?:a\s+|an\s+)?(?:guard|confirmation|review|dry[- ]run|approval|check|second\s+look|explicit)|(?:must|should)\s+(?:be\s+)?(?:guarded|reviewed|confirmed|flagged|blocked|rejected)|are\s+(?:dangerous|destructive|irreversible|flagged)|(?:flag|block|reject)\s+(?:them|it|these))\b/i;

/** Whether the hit stands in a list of commands that the sentence then says need a guard (a review's catalogue, not an order). */
export function commandCatalogue(lead: string, restAfter: string): boolean {
  // (the hit's own span may have opened already: its backtick is no part of the list before it)
  return lead.length <= 600 && COMMAND_LIST_LEAD.test(lead.replace(/`$/, '')) && LIST_NEEDS.test(restAfter);
}

/** A heading's first part that is nothing but a bad-example label: "❌ MALO", "BAD", "✗ Falsch", "悪い例", "反例". */
export const LABEL_ONLY =
  /^\s*(?:❌|✗|✘|🚫)?\s*(?:(?:bad|wrong|insecure|unsafe|malo|mala|schlecht|falsch|mauvais|sbagliato|errado|ruim|incorrect[oa]?|slecht|fout|špatně|나쁜\s*예|悪い例|反例|错误示例|反面示例)(?:\s+(?:example|ejemplo|beispiel|exemple|esempio|exemplo|voorbeeld))?|❌|✗|✘)\s*$/i;

/** A list of kinds of instruction the hit ends: "instructions to collect secrets, hide steps from the user, or …". */
export const KINDS_LISTED =
  /\b(?:instructions?|attempts?|requests?|phrases?|sentences?|orders?)\s+(?:that\s+(?:tells?|asks?)\s+(?:the\s+)?agent\s+)?to\s+[^.;:!?\n,]{3,80},\s*[^.;:!?\n,]{3,80},\s*(?:or|and)\s+$/i;
/** What a hit names, followed by "的句子": a kind of sentence (described, not said). */
export const KIND_NAMED = /^[^。；;！!？?\n]{0,24}?的(?:句子|语句|段落|说法|表述|文字)(?:[；;。，,]|$)/;
