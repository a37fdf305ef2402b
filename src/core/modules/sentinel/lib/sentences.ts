/**
 * Sentence analysis of the prose a skill hands the agent (issue 28, technique 5): an
 * instruction written in plain English or Chinese, with no code, is still an instruction.
 * Each sentence or list item is read for three parts:
 * - an imperative verb: one that starts the sentence or a clause of it ("Collect …",
 *   "…, then send …", "please upload …", "you must include …"; 收集/发送/上传/附上/加密 …
 *   anywhere, as Chinese marks no imperative), of one of three kinds: acquire (collect,
 *   gather, dump, read …), deliver (send, upload, include, paste, add …), destroy (encrypt,
 *   delete, wipe …);
 * - an object: a sensitive one (API keys, tokens, passwords, credentials, cookies, card
 *   numbers, SSH / private keys, `.env`, environment variables, wallet seeds, personal
 *   data; 密钥/令牌/密码/凭据/银行卡/助记词 …) or a broad one (all files, the home folder,
 *   every document; 所有文件/主目录);
 * - a destination outside the skill: a URL or host after "to / into / open / via" (not
 *   "from"), an e-mail address, a webhook, the agent's reply ("in your reply", 回复中),
 *   or a file every agent session loads (MEMORY.md, SOUL.md, AGENTS.md, CLAUDE.md, the
 *   system prompt).
 * Polarity: a negation or prohibition before the verb in the same clause ("never send
 * your keys", "不要上传密钥") marks the sentence `negated`. Teaching: a sentence that
 * names an attack ("attackers collect keys and …"), a table row (a pattern table), or
 * an item of a section or list whose heading or lead-in is about attacks, threats,
 * detection or red flags is `teaching`. HTML comments and the frontmatter are never
 * teaching (nobody reads them as examples).
 *
 * Cost: a file is read only where a sensitive or broad object occurs (one regex over
 * each prose region); the sentence around each such place is then analysed once.
 * Results are memoised per Sentinel file. Rules query `instructions(sf)`.
 */
import { anchorHits, type Segment, type SentinelFile } from '../view.ts';

export type VerbKind = 'acquire' | 'deliver' | 'destroy';
export type ObjectKind = 'sensitive' | 'broad' | 'files';
export type DestKind = 'url' | 'email' | 'webhook' | 'reply' | 'agent-file';

export interface Part<K extends string> {
  kind: K;
  /** Offsets in the file text, [start, end). */
  start: number;
  end: number;
  text: string;
}

export interface Instruction {
  seg: Segment;
  /** The sentence or list item, offsets in the file text. */
  start: number;
  end: number;
  verbs: Array<Part<VerbKind>>;
  object?: Part<ObjectKind>;
  dest?: Part<DestKind>;
  /** A negation or prohibition governs the first imperative verb. */
  negated: boolean;
  /** Security-teaching text: names an attack, a pattern table row, an attack-list item. */
  teaching: boolean;
}

const SENSITIVE_EN = String.raw`(?:api[\s_-]?keys?|(?:access|auth(?:entication)?|bearer|session|oauth|refresh|api|bot|github|gh|npm|slack|discord|telegram|openai|aws)[\s_-]?tokens?|(?:your|their|his|her|the\s+user'?s?|users'?)\s+(?:[\w-]+\s+)?(?:tokens?|secrets?|keys?)\b|(?:all|every|any)\s+(?:[\w-]+\s+)?(?:tokens|secrets?|keys)\b|passwords?|passphrases?|passcodes?|credentials?|login\s+details|secret\s+keys?|client\s+secrets?|cookies?|session\s+ids?|(?:credit|debit|bank)[\s-]?cards?(?:\s+(?:numbers?|details))?|card\s+(?:numbers?|details)|CVVs?|CVCs?|ssh[\s_-]?keys?|private[\s_-]?keys?|id_rsa|id_ed25519|\.env\b(?:\s+files?)?|environment\s+variables|env\s+vars?|seed\s+(?:phrases?|words)|recovery\s+phrases?|mnemonic(?:\s+phrases?)?|wallet\s+(?:seeds?|keys?|files?|passwords?)|personal\s+(?:data|information|details)|\bPII\b|social\s+security\s+numbers?|\bSSNs?\b|bank\s+(?:account|details|logins?)(?:\s+(?:numbers?|details|credentials))?|keychains?|(?:2FA|MFA|OTP|one-time|verification)\s+codes?|aws\s+(?:access\s+)?keys?|~?\/?\.(?:aws\/credentials|ssh\/[\w.-]*|netrc|npmrc|pypirc|git-credentials|kube\/config|docker\/config\.json|gnupg\b[\w./-]*)|\bLogin\s+Data\b|\bwallet\.dat\b)`;
const SENSITIVE_ZH = String.raw`(?:API\s*[Kk]ey|密钥|秘钥|令牌|密码|口令|凭据|凭证|银行卡号?|信用卡号?|卡号|助记词|私钥|身份证号?|个人信息|隐私数据|环境变量|[Cc]ookies?|会话令牌|验证码)`;
const BROAD_EN = String.raw`(?:(?:the\s+)?(?:user'?s?\s+|your\s+)?(?:home\s+(?:folder|directory|dir)|entire\s+(?:disk|drive|file\s*system|home)|whole\s+(?:disk|drive|file\s*system|computer|machine))|(?:all|every)\s+(?:of\s+)?(?:the\s+)?(?:user'?s?|your)\s+(?:files|documents|photos|data)|(?:all|every)\s+(?:the\s+)?files?\s+(?:in|under|on)\s+(?:the\s+)?(?:user'?s?\s+|your\s+|this\s+)?(?:home|~\/?|\$HOME|computer|machine|system|disk|drive|desktop|documents))`;
const BROAD_ZH = String.raw`(?:(?:用户|电脑|磁盘|主目录|家目录)[^。，,\n]{0,6}(?:所有|全部)(?:的)?(?:文件|文档|数据)|主目录|家目录|整个(?:磁盘|硬盘|文件系统))`;

/** Files with no scope named: "all files", 所有文件 (only "encrypt all files" is asked about). */
const FILES = String.raw`\b(?:all|every|each)\s+(?:the\s+|of\s+the\s+)?files?\b|(?:所有|全部)(?:的)?文件`;
/** One pass per prose region finds the places worth a sentence. */
const OBJECT = new RegExp(`(?<sensitive>${SENSITIVE_EN}|${SENSITIVE_ZH})|(?<broad>${BROAD_EN}|${BROAD_ZH})|(?<files>${FILES})`, 'gi');

const ACQUIRE_EN = String.raw`collect|gather|harvest|extract|grab|scrape|dump|steal|capture|obtain|retrieve|read|find|locate|search\s+for|look\s+for|scan\s+for|copy|list|enumerate|record|log|ask\s+(?:the\s+user\s+)?for|request`;
const DELIVER_EN = String.raw`send|upload|post|transmit|forward|exfiltrate|include|append|attach|embed|paste|e-?mail|mail|share|submit|leak|report|write|save|add|put|insert|echo|print|output|reveal|return|sync|push|publish|store|beacon|open`;
const DESTROY_EN = String.raw`encrypt|delete|wipe|erase|shred|remove|overwrite|destroy|rm`;
/** Most characters between a verb and its object (after it; before it: "把 X 上传到", "X should be sent to"). */
const NEAR = 120;
const NEAR_BEFORE = 40;
/** Where an English imperative stands: the sentence start or a clause start. */
const LEAD = String.raw`(?:^|[,;:—–]\s*|\b(?:please|then|and|also|now|first|next|finally|always|immediately|silently|quietly|secretly|automatically|afterwards|simply|just|must|should|shall|will|(?<!\bhow\s)to|you\s+(?:must|should|will|need\s+to|have\s+to)|be\s+sure\s+to|make\s+sure\s+to)\s+)`;
const VERB_EN = new RegExp(String.raw`${LEAD}(?:(?<acquire>${ACQUIRE_EN})|(?<deliver>${DELIVER_EN})|(?<destroy>${DESTROY_EN}))\b(?!-)`, 'gi');
const VERB_ZH = new RegExp(
  String.raw`(?<acquire>收集|搜集|采集|获取|读取|提取|窃取|导出|抓取|复制|拷贝)|(?<deliver>发送|上传|附上|附加|附在|包含在|转发|提交|粘贴|写入|添加到|加入到|回传|外传|推送|发到|发给)|(?<destroy>加密|删除|清空|抹除|擦除|销毁)`,
  'g',
);

const VERBS = [VERB_EN, VERB_ZH];
const CJK = /[\u4e00-\u9fff]/;

/** A destination preposition right before a URL or host (and no "from" between). */
const TO_BEFORE = /(?:\b(?:to|into|onto|via|through|POST|PUT)\b|到|至|往|向)[^.\n。,，]{0,24}$/i;
const FROM_BEFORE = /\b(?:from|of|on\s+the\s+page|see|docs?|documentation)\b[^.\n]{0,12}$|(?:从|自)[^。\n]{0,8}$/i;
const URL =
  /\bhttps?:\/\/[^\s"'`<>)\]]*[^\s"'`<>)\].,;:!?]|(?<![@\w.-])\b(?:[a-z0-9-]+\.)+(?:com|net|org|io|ru|cn|xyz|top|site|online|app|dev|co|me|info|biz|cc|tk|sh|pw|su)\b(?:\/[^\s"'`<>)\]]*)?/gi;
/** A URL that carries a secret in its query: `?t=`, `?token=`, `&key=`. */
const SECRET_QUERY = /[?&](?:t|tk|token|key|api_?key|secret|pw|pass(?:word)?|auth|cookie|session|c|d|data)=/i;
const EMAIL = /\b[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+\b/gi;
const WEBHOOK =
  /\b(?:to|into|via|through)\s+(?:an?\s+|the\s+|your\s+|my\s+|our\s+|this\s+|that\s+)?(?:[\w-]+\s+)?webhooks?\b|\bhooks\.slack\.com\b|\bdiscord(?:app)?\.com\/api\/webhooks\b|\bpastebin\b|\bngrok\b|\brequestbin\b|\bTelegram\s+bot\b/i;
const REPLY =
  /\b(?:in|into|to|within|at\s+the\s+(?:end|bottom|top)\s+of)\s+(?:your|each\s+of\s+your|every\s+one\s+of\s+your)\s+(?:next\s+|final\s+|visible\s+|hidden\s+|first\s+)?(?:reply|replies|response|responses|answer|answers|output|message|messages)\b|\b(?:in|into|to)\s+(?:the|this)\s+(?:chat|conversation)\b|(?:你的|在)?(?:回复|回答|对话|聊天)(?:中|里|内)/i;
const AGENT_FILE =
  /\b(?:MEMORY|SOUL|AGENTS|CLAUDE|GEMINI|IDENTITY|USER|HEARTBEAT|BOOTSTRAP|PERSONA)\.md\b|\.cursorrules\b|\.windsurfrules\b|\bsystem\s+prompt\b|系统提示词?/;

/** A negation or prohibition governing the verb (before it, in its clause). */
const NEGATION =
  /\b(?:never|don'?t|do\s+not|does\s+not|must\s+not|mustn'?t|should\s+not|shouldn'?t|cannot|can'?t|won'?t|will\s+not|avoid|refuse|no\s+need\s+to|not\s+to|without|nor)\b(?!\s+(?:forget|hesitate|skip|miss|fail|neglect|wait|worry))|不要|不用|切勿|禁止|严禁|不得|不可|请勿|勿|别|避免|绝不|不会|不能|不应|从不|决不/i;
/** Words that make a sentence describe an attack rather than order one. */
const ATTACK =
  /\b(?:attackers?|adversar(?:y|ies)|malicious|malware|phishing|threat\s+actors?|red\s+flags?|suspicious|detect(?:s|ed|ing|ion|or)?|flag(?:s|ged)?|IOCs?|indicators?|vulnerab\w*|exploit\w*|scam(?:mers?|s)?|victims?)\b|攻击者|攻击|恶意|钓鱼|可疑|检测|告警|诈骗/i;
/** Headings and list lead-ins of security-teaching sections. */
const TEACHING_HEADING =
  /\b(?:attacks?|attackers?|threats?|threat\s+model|malicious|malware|red\s+flags?|warning\s+signs|detect\w*|detection|indicators?|IOCs?|patterns?|signatures?|risks?|vulnerab\w*|exploit\w*|anti-?patterns?|don'?ts|never|what\s+(?:not\s+to|to\s+(?:look|watch)\s+for)|examples?\s+of\s+(?:bad|malicious)|phishing|scams?|prohibited|forbidden)\b|攻击|威胁|恶意|风险|检测|特征|漏洞|禁止|反例|诈骗/i;

const memo = new WeakMap<SentinelFile, Instruction[]>();

/** Segments whose text the agent reads as instructions. */
function readable(sf: SentinelFile, seg: Segment): boolean {
  if (sf.role === 'script') return false;
  if (seg.kind === 'prose' || seg.kind === 'comment' || seg.kind === 'frontmatter' || seg.kind === 'data') return true;
  // An untagged fenced block of a Markdown file often holds text to plant ("Write the following to CLAUDE.md:").
  return seg.kind === 'code' && seg.lang === 'any' && !seg.detector;
}

/** The instructions (sentences holding a sensitive or broad object) of one file, memoised. */
export function instructions(sf: SentinelFile): Instruction[] {
  let out = memo.get(sf);
  if (out) return out;
  out = [];
  const text = sf.info.text;
  const segs = sf.segments;
  // The file's one anchor pass (anchors.ts, tag `sentence`) says where an object may stand;
  // each sentence around such a place is read once.
  let j = 0;
  let done = -1;
  for (const pos of sf.role === 'script' ? [] : anchorHits(sf, 'sentence')) {
    if (pos < done) continue;
    while (j < segs.length && segs[j].end <= pos) j++;
    if (j >= segs.length) break;
    const seg = segs[j];
    if (seg.start > pos || !readable(sf, seg)) continue;
    const [s, e] = sentenceAt(text, pos, seg.start, seg.end);
    done = Math.max(e, pos + 1);
    const ins = analyse(text, s, e, seg);
    if (ins) out.push(ins);
  }
  memo.set(sf, out);
  return out;
}

/** Sentence ends: `.!?` before a space (not in "e.g."), Chinese stops and semicolons. */
const END = /(?<!\b(?:e\.g|i\.e|etc|vs|cf|eg|ie|[A-Z]))[.!?](?=\s)|[。！？；]/g;
/**
 * Whether the line [a, b) starts a new unit: a list item, a heading, a table row, a quote,
 * a blank line — /^\s*(?:[-*+•]\s|\d+[.)]\s|#{1,6}\s|\||>|$)/ over that slice, read in
 * place (no slice: it runs on every line a sentence's unit spans).
 */
function unitStart(text: string, a: number, end: number): boolean {
  const b = Math.min(end, text.length);
  let i = a;
  while (i < b && isSpace(text.charCodeAt(i))) i++;
  if (i >= b) return true;
  const c = text.charCodeAt(i);
  if (c === 0x7c || c === 0x3e) return true; // | >
  if (c === 0x2d || c === 0x2a || c === 0x2b || c === 0x2022) return i + 1 < b && isSpace(text.charCodeAt(i + 1)); // - * + •
  if (c >= 0x30 && c <= 0x39) {
    let k = i + 1;
    while (k < b && text.charCodeAt(k) >= 0x30 && text.charCodeAt(k) <= 0x39) k++;
    const d = text.charCodeAt(k);
    return k + 1 < b && (d === 0x2e || d === 0x29) && isSpace(text.charCodeAt(k + 1)); // . )
  }
  return c === 0x23 && hashHeading(text, i, b);
}

/** `#{1,6}\s` at i, within [i, b). */
function hashHeading(text: string, i: number, b: number): boolean {
  let k = i;
  while (k < b && text.charCodeAt(k) === 0x23) k++;
  return k - i <= 6 && k < b && isSpace(text.charCodeAt(k));
}

/** The line [a, b) is blank or a heading or table row: /^\s*$/ or /^\s*(?:#{1,6}\s|\|)/ over that slice. */
function stopLine(text: string, a: number, end: number): boolean {
  const b = Math.min(end, text.length);
  let i = a;
  while (i < b && isSpace(text.charCodeAt(i))) i++;
  if (i >= b) return true;
  const c = text.charCodeAt(i);
  return c === 0x7c || (c === 0x23 && hashHeading(text, i, b));
}

/** JavaScript's `\s`. */
function isSpace(c: number): boolean {
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return (
    c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

/**
 * The sentence or list item holding `pos`, within [from, to): it does not cross a blank
 * line, a list item, a heading or a table row, and stops at sentence punctuation
 * (English or Chinese).
 */
export function sentenceAt(text: string, pos: number, from: number, to: number): [number, number] {
  // Unit bounds by lines.
  let ls = text.lastIndexOf('\n', pos - 1) + 1;
  if (ls < from) ls = from;
  let us = ls;
  while (us > from) {
    const nl = text.indexOf('\n', us);
    if (unitStart(text, us, nl < 0 ? to : nl)) break;
    const prev = text.lastIndexOf('\n', us - 2) + 1;
    if (prev < from || us - prev > 2000) break;
    if (stopLine(text, prev, us - 1)) break;
    us = prev;
    if (ls - us > 1500) break;
  }
  let ue = text.indexOf('\n', pos);
  if (ue < 0 || ue > to) ue = to;
  while (ue < to) {
    const next = text.indexOf('\n', ue + 1);
    if (unitStart(text, ue + 1, next < 0 || next > to ? to : next) || ue - pos > 1500) break;
    ue = next < 0 || next > to ? to : next;
  }
  // Sentence bounds inside the unit.
  const unit = text.slice(us, ue);
  const rel = pos - us;
  let s = 0;
  let e = unit.length;
  END.lastIndex = 0;
  for (let m = END.exec(unit); m; m = END.exec(unit)) {
    const after = m.index + m[0].length;
    if (after <= rel) s = after;
    else {
      e = after;
      break;
    }
  }
  return [us + s, us + e];
}

const RANK: Record<ObjectKind, number> = { files: 0, broad: 1, sensitive: 2 };

/** The three parts of the sentence [s, e), or undefined when it holds no imperative verb or no object. */
function analyse(text: string, s: number, e: number, seg: Segment): Instruction | undefined {
  const sentence = text.slice(s, e);
  // Strip list markers, emphasis and quotes at the start so the first word counts as sentence-initial.
  const lead =
    /^\s*(?:<!--\s*|\[\/\/\]:\s*#\s*\(?\s*)?(?:[-*+•>]\s+|\d+[.)]\s+|\[[ xX]\]\s+)*(?:\*\*|__|\*|_)?\s*(?:step\s+\d+\s*[:.]\s*)?/i.exec(sentence)?.[0].length ??
    0;
  const body = sentence.slice(lead);
  const verbs: Array<Part<VerbKind>> = [];
  for (const re of VERBS) {
    // (every Chinese verb starts with a CJK ideograph: a body with none has none)
    if (re === VERB_ZH && !CJK.test(body)) continue;
    re.lastIndex = 0;
    for (let m = re.exec(body); m; m = re.exec(body)) {
      const g = m.groups ?? {};
      const kind: VerbKind = g.acquire ? 'acquire' : g.deliver ? 'deliver' : 'destroy';
      const word = g.acquire ?? g.deliver ?? g.destroy ?? m[0];
      const at = s + lead + m.index + m[0].lastIndexOf(word);
      // `POST /auth/login`, `GET`: an HTTP method, not an order.
      if (word.length > 2 && word === word.toUpperCase() && /[A-Z]/.test(word)) continue;
      verbs.push({ kind, start: at, end: at + word.length, text: word });
      if (m[0].length === 0) re.lastIndex++;
    }
  }
  if (!verbs.length) return undefined;
  // (the object test after the verbs: few sentences hold an imperative, and it is the dearer regex)
  // (one pass of the global OBJECT regex: its first match is both the test and the loop's first object;
  // nothing between here and the loop's end runs OBJECT, and it never matches the empty string)
  OBJECT.lastIndex = 0;
  const firstObject = OBJECT.exec(sentence);
  if (!firstObject) return undefined;
  verbs.sort((a, b) => a.start - b.start);
  let object: Part<ObjectKind> | undefined;
  const dest = destination(sentence, s);
  for (let m: RegExpExecArray | null = firstObject; m; m = OBJECT.exec(sentence)) {
    const kind: ObjectKind = m.groups?.sensitive ? 'sensitive' : m.groups?.broad ? 'broad' : 'files';
    const at = s + m.index;
    // The object follows a verb closely (an order's shape: verb → object), and is not part of the destination.
    if (!verbs.some((v) => (v.start < at && at - v.end <= NEAR) || (at < v.start && v.start - at <= NEAR_BEFORE))) continue;
    if (dest && at >= dest.start && at < dest.end) continue;
    // A sensitive object outranks a broad one, which outranks unscoped files.
    if (!object || RANK[kind] > RANK[object.kind]) object = { kind, start: s + m.index, end: s + m.index + m[0].length, text: m[0] };
    if (kind === 'sensitive') break;
  }
  if (!object || (object.kind === 'files' && !verbs.some((v) => v.kind === 'destroy'))) return undefined;
  const first = verbs[0];
  const clause = text.slice(s, first.start);
  const cut = Math.max(clause.lastIndexOf(','), clause.lastIndexOf('，'));
  const negated = NEGATION.test(cut >= 0 ? clause.slice(cut) : clause) || (NEGATION.test(clause) && !/\b(?:then|and)\s*$/i.test(clause));
  return { seg, start: s, end: e, verbs, object, dest, negated, teaching: teaching(text, s, e, seg, sentence) };
}

/** The first destination outside the skill in a sentence. */
function destination(sentence: string, s: number): Part<DestKind> | undefined {
  const found: Array<Part<DestKind>> = [];
  URL.lastIndex = 0;
  for (let m = URL.exec(sentence); m; m = URL.exec(sentence)) {
    const before = sentence.slice(Math.max(0, m.index - 40), m.index);
    // A file name (`config.json`, `SKILL.md`) is no host.
    if (!/^https?:/i.test(m[0]) && /\.(?:md|json|ya?ml|toml|txt|py|js|ts|sh|env)$/i.test(m[0])) continue;
    const secret = SECRET_QUERY.test(m[0]);
    if (secret || (TO_BEFORE.test(before) && !FROM_BEFORE.test(before))) {
      found.push({ kind: 'url', start: s + m.index, end: s + m.index + m[0].length, text: m[0] });
      break;
    }
  }
  EMAIL.lastIndex = 0;
  const mail = EMAIL.exec(sentence);
  if (mail && !FROM_BEFORE.test(sentence.slice(Math.max(0, mail.index - 30), mail.index)))
    found.push({ kind: 'email', start: s + mail.index, end: s + mail.index + mail[0].length, text: mail[0] });
  for (const [kind, re] of [
    ['webhook', WEBHOOK],
    ['reply', REPLY],
    ['agent-file', AGENT_FILE],
  ] as const) {
    const m = re.exec(sentence);
    if (m) found.push({ kind, start: s + m.index, end: s + m.index + m[0].length, text: m[0] });
  }
  if (!found.length) return undefined;
  // Outside the machine first (url, email, webhook), then the reply, then an agent file.
  return found[0];
}

/** Security-teaching text: the sentence names an attack, a table row, or a section / list about attacks. */
function teaching(text: string, s: number, e: number, seg: Segment, sentence: string): boolean {
  if (seg.kind === 'comment' || seg.kind === 'frontmatter') return false;
  if (ATTACK.test(sentence)) return true;
  const ls = text.lastIndexOf('\n', s - 1) + 1;
  if (text.charCodeAt(ls + (/^\s*/.exec(text.slice(ls, ls + 8))?.[0].length ?? 0)) === 0x7c) return true;
  // The section heading (a prose region starts at its heading line).
  if (seg.kind === 'prose') {
    const hEnd = text.indexOf('\n', seg.start);
    const head = text.slice(seg.start, hEnd < 0 ? seg.end : Math.min(hEnd, seg.end));
    if (/^\s{0,3}#/.test(head) && TEACHING_HEADING.test(head)) return true;
  }
  // A list item: the lead-in line above the list ("Attackers may:", "Red flags:").
  if (/^\s*(?:[-*+•]\s|\d+[.)]\s)/.test(text.slice(ls, e))) {
    let p = ls;
    for (let n = 0; n < 40 && p > seg.start; n++) {
      const prev = text.lastIndexOf('\n', p - 2) + 1;
      const line = text.slice(prev, p - 1);
      p = prev;
      if (/^\s*(?:[-*+•]\s|\d+[.)]\s)/.test(line) || /^\s{2,}\S/.test(line) || /^\s*$/.test(line)) continue;
      return TEACHING_HEADING.test(line) || ATTACK.test(line);
    }
  }
  return false;
}

/** Strong acquisition verbs: "collect / gather / harvest / dump / steal" (not "read" or "find"). */
const HARVEST_VERB = /^(?:collect|gather|harvest|dump|steal|scrape|exfiltrate|收集|搜集|采集|窃取|抓取)/i;
/** Secrets that are not the skill's own: the user's, every one found, all of them. */
const EVERY = /\b(?:all|every|any|each|user'?s|users'|their|saved|stored)\b|用户|所有|全部|其/i;
/** Verbs that move something off the machine by themselves ("upload X to URL"), unlike "add" or "open". */
const STRONG_DELIVER =
  /^(?:send|upload|post|transmit|forward|exfiltrate|leak|beacon|e-?mail|mail|submit|sync|push|share|发送|上传|转发|提交|回传|外传|推送|发到|发给)$/i;
/** A sentence that uses a credential to authenticate to its own service ("send the key in the Authorization header"). */
const AUTH_USE = /\b(?:authori[sz]ation|bearer|x-api-key|headers?|authenticate|authentication\s+header|log\s*in\s+to|sign\s+in\s+to)\b|请求头|鉴权|认证/i;
/** An object named with an indefinite article or as new: "request an API key", "create a new token". */
const INDEFINITE = /\b(?:an?|new|one|your\s+own)\s+(?:[\w-]+\s+)?$/i;
/** "encrypt all files", "加密所有文件": encryption of everything, scope unnamed. */
const ENCRYPT_ALL = /\bencrypt\w*\s+(?:all|every|each)\b[^.\n]{0,30}?\bfiles?\b|加密[^。\n]{0,10}(?:所有|全部)(?:的)?文件/i;

export type Verdict =
  /** imperative + sensitive object + destination outside the skill */
  | 'harvest'
  /** a harvest verb on a sensitive object, no destination named */
  | 'collect'
  /** a sensitive object into a file every agent session loads */
  | 'plant'
  /** destroy or encrypt the user's files or home folder */
  | 'ransom'
  /** upload the user's files or home folder outside */
  | 'upload';

/**
 * What a sentence orders, and how grave it is; undefined for no finding. Negated and
 * teaching sentences never count.
 * - error: imperative + sensitive object + destination outside (a URL the secret goes
 *   to, an e-mail address, a webhook, the reply; a URL only with a harvest verb, with an
 *   acquire-then-deliver pair, or with the secret in its query); a harvest verb with a
 *   file every agent loads; destroying or encrypting the home folder or the user's files;
 *   uploading them outside.
 * - warning: a harvest verb on the user's secrets with no destination; a secret written
 *   into a file every agent loads; "encrypt all files" with no scope.
 * Not a finding: a credential used to authenticate (a header, "log in to"), a key
 * requested or created ("request an API key"), a URL the key is taken from.
 */
export function verdict(ins: Instruction, text: string): { verdict: Verdict; severity: 'error' | 'warning' } | undefined {
  if (ins.negated || ins.teaching) return undefined;
  const { object, dest, verbs } = ins;
  if (!object) return undefined;
  const sentence = text.slice(ins.start, ins.end);
  const harvest = verbs.some((v) => HARVEST_VERB.test(v.text));
  const has = (k: VerbKind) => verbs.some((v) => v.kind === k);
  if (object?.kind === 'broad') {
    if (has('destroy')) return { verdict: 'ransom', severity: 'error' };
    if (has('deliver') && dest && dest.kind !== 'reply' && dest.kind !== 'agent-file') return { verdict: 'upload', severity: 'error' };
    return undefined;
  }
  if (object.kind === 'files') return ENCRYPT_ALL.test(sentence) ? { verdict: 'ransom', severity: 'warning' } : undefined;
  if (INDEFINITE.test(text.slice(Math.max(ins.start, object.start - 24), object.start))) return undefined;
  if (!dest)
    return harvest && EVERY.test(text.slice(Math.max(ins.start, object.start - 24), object.end)) ? { verdict: 'collect', severity: 'warning' } : undefined;
  if (dest.kind === 'agent-file') return { verdict: 'plant', severity: harvest ? 'error' : 'warning' };
  if (AUTH_USE.test(sentence) && !harvest) return undefined;
  if (dest.kind === 'url') {
    // A token sent only to the service that issued it: "your GitHub token to https://api.github.com".
    const named =
      /([A-Za-z][\w-]{2,})[\s_-]+(?:(?:api|access|auth|bot|oauth|personal\s+access)[\s_-]?)?(?:keys?|tokens?|secrets?|credentials?|passwords?)$/i.exec(
        text.slice(Math.max(ins.start, object.start - 24), object.end),
      )?.[1];
    const host = /^(?:https?:\/\/)?([^/?#]+)/i.exec(dest.text)?.[1]?.toLowerCase() ?? '';
    if (
      named &&
      !/^(?:the|your|their|user|users|all|every|any|each|access|api|auth|bearer|session|secret|private|login)$/i.test(named) &&
      host.includes(named.toLowerCase())
    )
      return undefined;
    const secretQuery = SECRET_QUERY.test(dest.text);
    const sends = verbs.some((v) => STRONG_DELIVER.test(v.text));
    if (harvest || secretQuery || sends || (has('acquire') && has('deliver'))) return { verdict: 'harvest', severity: 'error' };
    return undefined;
  }
  return { verdict: 'harvest', severity: 'error' };
}
