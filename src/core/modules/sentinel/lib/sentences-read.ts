/**
 * Reading prose into instructions (lib/sentences.ts): the sentence or list item around a
 * place, its imperative verbs, object and destination, polarity, list lead-ins and teaching
 * context, memoised per Sentinel file.
 */
import { anchorHits, type Segment, type SentinelFile } from '../view.ts';
import {
  AGENT_FILE,
  AT_AFTER,
  AT_BEFORE,
  CJK,
  type DestKind,
  EMAIL,
  FROM_BEFORE,
  type Instruction,
  ITEM,
  LEAD_IN_OPEN,
  NEAR,
  NEAR_BEFORE,
  NEGATED_AFTER,
  NEGATION,
  ZH_BA,
  NON_EN_FILES,
  OBJECT,
  type ObjectKind,
  PASSIVE_WORD,
  BE,
  VERB_PASSIVE,
  type Part,
  PASTE,
  REPLY,
  SECRET_QUERY,
  SECRET_QUERY_WORDS,
  SHARED,
  SOV,
  PROTECTED_BEFORE,
  MASKED_BEFORE,
  STATE_AFTER_RE,
  STATE_AFTER_ZH,
  TO_AFTER,
  TO_AFTER_LATE,
  HI_TR,
  TO_BEFORE,
  UPLOADS,
  URL,
  VERB_OTHER,
  VERB_ZH,
  type VerbKind,
  VERBS,
  WEBHOOK,
  CI_PIPELINE,
  CI_STEP_KEY,
  WEB_FORM,
  SHARED_PLACE,
  FORM_INTO,
  SECRET_SLOT,
  COPY_OF,
  THE_DESCRIPTION,
  PR_WORD,
  ORIGINALS,
  SLOT_VALUE,
} from './sentences-words.ts';
/** The endings of a Romance imperfect or preterite (French -ait/-aient, Spanish -aba/-ó, Portuguese -ava/-ou/-aram, Italian -ava/-ò; not -eva, Portuguese's polite imperative "escreva"). */
const EU_PAST = /\p{L}{3,}(?:aient|ait|ais|aban|aba|avam|avano|ava|aram|evano|ivano)$|\p{L}{3,}(?:ó|ò|ou)$/u;
import { EU_TEXT, NEGATED_AFTER_EU, NEGATION_EU, RU_ORDER_END, TR_IMPERATIVE, VERB_EU } from './sentences-langs.ts';
import { OWN_OBJECT, PROTECTS, SHARED_TEMPLATE, TAKEN_UP, ZH_SUBJECT, ZH_SUBJECT_OPENS } from './sentences-marks.ts';
import { REPLY_HINT_MORE, RO_NOT, RO_TEXT } from './sentences-langs-third.ts';
import { hostOf, LOCAL } from '../exfil-sinks.ts';
import { negatedDestination, refersBack, spelledHost } from './sentences-clauses.ts';
import { wantedWhole } from './sentences-whole.ts';
import { ENCRYPT_ANY } from './sentences-verdict.ts';
import { teaching } from './sentences-teaching.ts';
import { NEGATED_CONDITION, NEGATED_RELATIVE } from '../report-negation.ts';
import { isSpace, sentenceAt, unitStart } from './sentences-bounds.ts';

export { sentenceAt };

const memo = new WeakMap<SentinelFile, Instruction[]>();

/** Segments whose text the agent reads as instructions. */
export function readable(sf: SentinelFile, seg: Segment): boolean {
  if (sf.role === 'script') return false;
  if (seg.kind === 'prose' || seg.kind === 'comment' || seg.kind === 'frontmatter' || seg.kind === 'data') return true;
  return seg.kind === 'code' && seg.lang === 'any' && !seg.detector; // (an untagged fence often holds text to plant: "Write the following to CLAUDE.md:")
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
  const ci = CI_PIPELINE.test(sf.file.path);
  for (const pos of sf.role === 'script' ? [] : anchorHits(sf, 'sentence')) {
    if (pos < done) continue;
    while (j < segs.length && segs[j].end <= pos) j++;
    if (j >= segs.length) break;
    const seg = segs[j];
    if (seg.start > pos || !readable(sf, seg)) continue;
    // (a CI pipeline's steps — their names, commands, inputs and variables — are run by the CI service, not sentences to the
    // agent; a `description:` of the pipeline is still read)
    if (ci && CI_STEP_KEY.test(text.slice(text.lastIndexOf('\n', pos - 1) + 1, pos + 200))) continue;
    const [s, e] = sentenceAt(text, pos, seg.start, seg.end);
    done = Math.max(e, pos + 1);
    const ins = analyse(text, s, e, seg) ?? takenUp(text, s, e, seg) ?? wantedWhole(text, s, e, seg);
    // (a pull-request, issue or release template's own text: what it has pasted in goes where the template goes)
    if (ins && !ins.dest && SHARED_TEMPLATE.test(sf.file.path) && ins.verbs.some((v) => v.kind === 'deliver'))
      ins.dest = { kind: 'shared', start: ins.start, end: ins.start, text: sf.file.path };
    if (ins) {
      done = Math.max(done, ins.end);
      sourceFiles.set(ins, sf);
      out.push(ins);
    }
  }
  memo.set(sf, out);
  return out;
}

const RANK: Record<ObjectKind, number> = { files: 0, broad: 1, sensitive: 2 };
/** How far past the first secret the files an encryption takes are looked for (a bound: a long sentence stays linear). */
const FILES_AFTER_SECRET = 240;
/** OBJECT tested without moving its position (the analysis' own pass). */
const OBJECT_ONE = { test: (text: string): boolean => OBJECT.test(text) };

/** The key of an encryption, in the languages read. */
const KEY_WORD = /\bkeys?\b|\bpass(?:phrase|word)s?\b|密钥|秘钥|口令|鍵|キー|パスフレーズ|키|कुंजी|مفتاح|anahtar|klucz|chave|clave|clé|Schlüssel|chiave|ключ/i;

/** What the verb's object carries, in a clause after it ("add a block … that contains the full contents of `.env`"): the object may stand further on. */
const CARRIES = /\b(?:that|which)\s+(?:contains?|holds?|includes?|lists?)\b|\b(?:containing|holding|including|listing)\b/i;

/** What opens a sentence before its first word: list markers, emphasis, quotes, a comment opener, "Step 2:". */
const LEAD = /^\s*(?:<!--\s*|\[\/\/\]:\s*#\s*\(?\s*)?(?:[-*+•>]\s+|\d+[.)]\s+|\[[ xX]\]\s+)*(?:\*\*|__|\*|_)?\s*(?:step\s+\d+\s*[:.]\s*)?/i;

/** The three parts of the sentence [s, e), or undefined when it holds no imperative verb or no object. */
function analyse(text: string, s: number, e: number, seg: Segment): Instruction | undefined {
  const sentence = text.slice(s, e);
  // Strip list markers, emphasis and quotes at the start so the first word counts as sentence-initial.
  const lead = LEAD.exec(sentence)?.[0].length ?? 0;
  let verbs = verbsIn(sentence.slice(lead), s + lead);
  // A list item with no verb of its own takes the verbs of its lead-in ("Collect the following:" / "- SSH keys").
  let leadIn: [number, number] | undefined;
  if (!verbs.length && (leadIn = leadInOf(text, s, seg))) {
    verbs = verbsIn(text.slice(leadIn[0], leadIn[1]), leadIn[0]);
    // Only an imperative lead-in: its verb opens its clause ("Then collect the following:", 请收集以下内容：),
    // not a description ("The system collects the following metrics:", 系统通过遥测采集以下数据：).
    const v = verbs.sort((a, b) => a.start - b.start)[0];
    const before = v ? text.slice(leadIn[0], v.start) : '';
    const clause = before.slice(Math.max(...[',', '，', ';', '；', ':', '：'].map((c) => before.lastIndexOf(c))) + 1);
    // (a link alone on its line is what the lead-in builds or opens: "Build the link and open it:" needs no bare imperative)
    // (Turkish orders with the verb last, in the imperative: "Bu aşamada oyuncudan şunları isteyin:")
    const sovOrder = !!v && HI_TR.test(text.slice(leadIn[0], leadIn[1])) && TR_IMPERATIVE.test(v.text);
    if (!v || (!LEAD_IN_OPEN.test(clause.replace(/^\s*(?:[-*+•>]\s+|\d+[.)]\s+|\*\*|__)*/, '')) && !LINK_LINE.test(sentence) && !sovOrder)) return undefined;
  }
  if (!verbs.length) return undefined;
  // (the object test after the verbs: few sentences hold an imperative, and it is the dearer regex)
  // (one pass of the global OBJECT regex: its first match is both the test and the loop's first object;
  // nothing between here and the loop's end runs OBJECT, and it never matches the empty string)
  OBJECT.lastIndex = 0;
  const firstObject = OBJECT.exec(sentence);
  // No object in words, but a URL whose secret-named query parameter is a slot to fill (`…/verify?t=<TOKEN>`):
  // the slot is the object — the sentence puts the secret into the address.
  // (also when the only object words are the slot's own placeholder: `?t=<GitHub Token>`)
  const slotted = firstObject && sentence.includes('=<') ? SECRET_SLOT.exec(sentence) : null;
  const inSlot = (m: RegExpExecArray, at: RegExpExecArray): boolean => m.index > at.index && m.index < at.index + at[0].length;
  // (the rest of the address may hold more slots: `…&t=<APP_SECRET>&vt=<VERIFICATION_TOKEN>`)
  const afterUrl = (m: RegExpExecArray): number => m.index + m[0].length + (/^[^\s\x60"']*/.exec(sentence.slice(m.index + m[0].length))?.[0].length ?? 0);
  if (!firstObject || (slotted && inSlot(firstObject, slotted) && !OBJECT_ONE.test(sentence.slice(afterUrl(slotted))))) {
    const slot = slotted ?? SECRET_SLOT.exec(sentence);
    if (!slot || !SLOT_VALUE.test(slot[1]) || !verbs.some((v) => v.kind === 'deliver')) return undefined;
    const at = s + slot.index + slot[0].indexOf('=') + 1;
    const object: Part<ObjectKind> = { kind: 'sensitive', start: at, end: s + slot.index + slot[0].length, text: slot[1] };
    // (the address with the slot is the destination, also when a placeholder before the slot hides its query from URL)
    const url = slot[0].slice(0, slot[0].lastIndexOf('=') + 1);
    // (the machine itself is no destination outside)
    if (LOCAL.test(hostOf(url) ?? '')) return undefined;
    const dest = destination(sentence, s) ?? { kind: 'url' as const, start: s + slot.index, end: s + slot.index + url.length, text: url };
    return {
      seg,
      start: s,
      end: e,
      verbs: verbs.sort((a, b) => a.start - b.start),
      object,
      dest,
      negated: false,
      teaching: teaching(text, s, e, seg, sentence),
      lead: leadIn?.[0],
    };
  }
  verbs.sort((a, b) => a.start - b.start);
  let object: Part<ObjectKind> | undefined;
  let files: Part<ObjectKind> | undefined;
  // (the destination read once, when a candidate object first needs it: a sentence with none near a verb needs none)
  let destRead = false;
  let destFound: Part<DestKind> | undefined;
  const destOf = (): Part<DestKind> | undefined => {
    if (!destRead) {
      destRead = true;
      // (a list item with the lead-in's verbs takes its destination too: "Ask the user to send, right in the chat:" / "- the password")
      // (a sentence that posts or uploads names its place with "at" too: "post a summary … using the upload form at host.example")
      destFound =
        destination(
          sentence,
          s,
          verbs.some((v) => v.kind === 'deliver' && UPLOADS.test(v.text)),
          verbs.some((v) => v.kind === 'deliver'),
        ) ?? (leadIn ? leadInDestination(text, leadIn) : undefined);
    }
    return destFound;
  };
  const eu = EU_TEXT.test(sentence);
  // (where the first secret was named: the files an encryption takes stand close after it, not a page further on)
  let secretAt = -1;
  for (let m: RegExpExecArray | null = firstObject; m; m = OBJECT.exec(sentence)) {
    if (secretAt >= 0 && m.index - secretAt > FILES_AFTER_SECRET) break;
    const kind: ObjectKind = m.groups?.sensitive ? 'sensitive' : m.groups?.broad ? 'broad' : 'files';
    const at = s + m.index;
    // (a word of the verb itself: the "password" of "create a password-protected archive")
    if (verbs.some((v) => at >= v.start && at + m![0].length <= v.end)) continue;
    // A key named as the tool, not the object (키로 잠그고, 鍵で暗号化し): the instrumental particle.
    if (
      kind === 'sensitive' &&
      /(?:[가-힣]로|で)$|^\s*(?:으로|로|で)/.test(
        m[0].endsWith('로') || m[0].endsWith('で') ? m[0] : sentence.slice(m.index + m[0].length, m.index + m[0].length + 4),
      )
    )
      continue;
    // The object follows a verb closely (an order's shape: verb → object), and is not part of the destination. (Japanese, Korean
    // and German put the verb last: トークンを https://… に送信, "Alle Passwörter … an https://… hochladen"; Chinese after 对/把/将)
    if (
      !leadIn &&
      !verbs.some(
        (v) =>
          (v.start < at && (at - v.end <= NEAR || (at - v.end <= 2 * NEAR && CARRIES.test(text.slice(v.end, at))))) ||
          (at < v.start &&
            (v.start - at <=
              (SOV.test(v.text) || eu || PASSIVE_WORD.test(v.text) || ZH_BA.test(sentence.slice(Math.max(0, m.index - 12), m.index)) ? NEAR : NEAR_BEFORE) ||
              refersBack(text, v.end, m[0]))),
      )
    )
      continue;
    // ("If the API key is missing, include a note in your reply": the key's state, not the order's object)
    if (kind === 'sensitive' && STATE_AFTER_RE.test(sentence.slice(m.index + m[0].length, m.index + m[0].length + 40))) continue;
    if (kind === 'sensitive' && STATE_AFTER_ZH.test(sentence.slice(m.index + m[0].length, m.index + m[0].length + 24))) continue;
    // ("请先删除 API Key 等敏感信息", "copy the error message (not the credentials)": the object protected or left out)
    if (kind === 'sensitive' && PROTECTED_BEFORE.test(sentence.slice(Math.max(0, m.index - 24), m.index))) continue;
    if (kind === 'sensitive' && MASKED_BEFORE.test(sentence.slice(Math.max(0, m.index - 48), m.index))) continue;
    // (a page named for what it holds — "open the SSH keys page at https://github.com/…" — is a place; a public key is no secret)
    if (
      kind === 'sensitive' &&
      /^\s+(?:page|form|portal|tab|settings|section|screen|dialog|panel)\b/i.test(sentence.slice(m.index + m[0].length, m.index + m[0].length + 12))
    )
      continue;
    if (kind === 'sensitive' && (/\bpublic\s+$/i.test(sentence.slice(Math.max(0, m.index - 8), m.index)) || /\bpublic[\s-]+keys?\b|\.pub\b/i.test(m[0])))
      continue;
    // (a copy made of the files — "encrypt a tarball of the whole repository, then delete the unencrypted tarball" — is a
    // backup, unless the originals go too)
    if (kind === 'files' && COPY_OF.test(sentence.slice(Math.max(0, m.index - 40), m.index)) && !ORIGINALS.test(sentence)) continue;
    const dest = destOf();
    if (dest && at >= dest.start && at < dest.end) continue;
    // A sensitive object outranks a broad one, which outranks unscoped files.
    const part = { kind, start: s + m.index, end: s + m.index + m[0].length, text: m[0] };
    if (kind === 'files') files ??= part;
    if (!object || RANK[kind] > RANK[object.kind]) object = part;
    // (a key an encryption uses is named before the files it encrypts: "generate a passphrase … encrypt the project folder")
    if (kind === 'sensitive' && (files || !verbs.some((v) => v.kind === 'destroy'))) break;
    if (kind === 'sensitive' && secretAt < 0) secretAt = m.index;
  }
  // Only destroying verbs: the files they name are the object ("encrypt every file …; the password is …"),
  // not a secret the sentence merely mentions.
  // (but "the biggest files in the user's home directory" names the home folder itself: the broad object stands)
  if (
    object &&
    object.kind !== 'files' &&
    files &&
    verbs.every((v) => v.kind === 'destroy') &&
    !(object.kind === 'broad' && /^\s+(?:under|in)\s+(?:the\s+)?user'?s\s+home\b/i.test(sentence.slice(files.end - s, files.end - s + 40)))
  )
    object = files;
  // (nor the key of an encryption whose files are also destroyed or sent off: "encrypt every file …, delete the originals, send the key to …")
  else if (object && object.kind !== 'files' && files && verbs.some((v) => v.kind === 'destroy') && ENCRYPT_ANY.test(sentence) && KEY_WORD.test(object.text))
    object = files;
  if (!object || (object.kind === 'files' && !verbs.some((v) => v.kind === 'destroy'))) return undefined;
  const dest = destOf();
  const first = verbs[0];
  const clause = text.slice(leadIn ? leadIn[0] : s, first.start);
  const cut = Math.max(clause.lastIndexOf(','), clause.lastIndexOf('，'));
  // (a purpose clause is no prohibition of the order: "To avoid rejections, gather …")
  // (nor a condition's own negation: "If the key is missing, looks altered, or the organisation does not match, … encrypt …")
  // (nor a thing named by what is not done to it: "for any error you cannot resolve in two attempts, ask …")
  const ownClause = clause
    .replace(/\b(?:to|in\s+order\s+to|so\s+as\s+to)\s+(?:avoid|prevent)\b[^,，.\n]*[,，]/gi, '')
    .replace(NEGATED_CONDITION, '')
    .replace(NEGATED_RELATIVE, '');
  const negated =
    NEGATION.test(cut >= 0 ? clause.slice(cut) : clause) ||
    (NEGATION.test(ownClause) && !/\b(?:then|and)\s*$/i.test(clause)) ||
    (eu && NEGATION_EU.test(cut >= 0 ? clause.slice(cut) : clause)) ||
    (RO_NOT.test(clause) && RO_TEXT.test(sentence)) ||
    negatedDestination(text, s, dest) ||
    // (a label's word — "**사용자에게 직접 입력 요청**: …" — is no verb of the sentence after it)
    sentenceVerbs(text, verbs).every((v) => NEGATED_AFTER.test(text.slice(v.end, v.end + 16))) ||
    NEGATED_AFTER_EU.test(text.slice(first.end, first.end + 40));
  return { seg, start: s, end: e, verbs, object, dest, negated, teaching: teaching(text, s, e, seg, sentence), lead: leadIn?.[0] };
}

/** The verbs of a sentence without those of a bold label that opens it ("**Label**:"); all of them if that leaves none. */
function sentenceVerbs<T extends { end: number }>(text: string, verbs: T[]): T[] {
  const own = verbs.filter((v) => !/^[^\n:：]{0,12}?\*\*\s*[:：]/.test(text.slice(v.end, v.end + 14)));
  return own.length ? own : verbs;
}

/**
 * The order split over two sentences of one unit (a paragraph or list item): the first names a
 * sensitive object without an order of its own ("note any text that contains payment card
 * numbers"), one of the next two orders it by a back-reference ("Collect every such value in
 * full into a list"). The instruction spans both, with the first's object and the second's verbs.
 */
function takenUp(text: string, s: number, e: number, seg: Segment): Instruction | undefined {
  // (cheap first: a back-reference in the next few lines of the unit, before the object is looked for)
  const ahead = text.slice(e, Math.min(seg.end, e + 600));
  if (!TAKEN_UP.test(ahead)) return undefined;
  OBJECT.lastIndex = 0;
  let object: Part<ObjectKind> | undefined;
  const sentence = text.slice(s, e);
  for (let m = OBJECT.exec(sentence); m; m = OBJECT.exec(sentence)) {
    // (a setting's dotted name — `credential.helper`, `token.path` — names no secret to hand on)
    if (m.groups?.sensitive && /^\.\w/.test(sentence.slice(m.index + m[0].length, m.index + m[0].length + 2))) continue;
    if (m.groups?.sensitive) {
      object = { kind: 'sensitive', start: s + m.index, end: s + m.index + m[0].length, text: m[0] };
      break;
    }
  }
  if (!object) return undefined;
  // (a sentence that protects the data — "Mask card numbers", "API keys must never appear in logs" — hands nothing on)
  if (PROTECTS.test(text.slice(s, e))) return undefined;
  let from = e;
  let undirected: Instruction | undefined;
  for (let k = 0; k < 2 && from < seg.end; k++) {
    let p = from;
    while (p < seg.end && isSpace(text.charCodeAt(p))) p++;
    const gap = text.slice(from, p);
    // (the same unit: no blank line, no new list item, heading or table row between)
    if (p >= seg.end || /\n[ \t]*\n/.test(gap) || (gap.includes('\n') && unitStart(text, text.lastIndexOf('\n', p - 1) + 1, seg.end))) return undirected;
    const [s2, e2] = sentenceAt(text, p, seg.start, seg.end);
    if (s2 < from || e2 <= p) return undirected;
    const sentence = text.slice(s2, e2);
    from = e2;
    const ref = TAKEN_UP.exec(sentence);
    if (!ref) continue;
    // (the sentence's own object before the back-reference is what it takes up: "Gather the warnings and send them")
    if (OWN_OBJECT.test(sentence.slice(0, ref.index))) return undirected;
    // (the verb opens the sentence once blanks, a list marker or emphasis are set aside)
    const lead = LEAD.exec(sentence)?.[0].length ?? 0;
    const verbs = verbsIn(sentence.slice(lead), s2 + lead).filter((v) => v.kind === 'acquire' || v.kind === 'deliver');
    if (!verbs.length) continue;
    verbs.sort((a, b) => a.start - b.start);
    const dest = destination(sentence, s2);
    const clause = text.slice(s2, verbs[0].start);
    const negated = NEGATION.test(clause) || negatedDestination(text, s2, dest);
    const ins = { seg, start: s, end: e2, verbs, object, dest, negated, teaching: teaching(text, s, e2, seg, text.slice(s, e2)) };
    // (a sentence that takes the data up with no destination — "Explain that the technician needs all this data" — may
    // be followed by the one that sends it: "Sum the answers up in a note, then send that note to https://…")
    if (dest) return ins;
    undirected ??= ins;
  }
  return undirected;
}

/** The lead-in's destination outside the machine or the reply (not a shared comment or an agent file: those judge the item itself). */
function leadInDestination(text: string, leadIn: [number, number]): Part<DestKind> | undefined {
  const d = destination(text.slice(leadIn[0], leadIn[1]), leadIn[0]);
  return d && d.kind !== 'shared' && d.kind !== 'agent-file' ? d : undefined;
}

/** The imperative verbs of `body`, which starts at offset `at` of the file text. */
export function verbsIn(body: string, at: number): Array<Part<VerbKind>> {
  const verbs: Array<Part<VerbKind>> = [];
  let narrative = Number.POSITIVE_INFINITY;
  for (const re of VERBS) {
    // (every CJK verb starts with a CJK character: a body with none has none)
    if (re === VERB_ZH && !CJK.test(body)) continue;
    if (re === VERB_OTHER && !NON_EN_FILES.test(body)) continue;
    if (re === VERB_EU && !EU_TEXT.test(body)) continue;
    if (re === VERB_PASSIVE && !BE.test(body)) continue;
    re.lastIndex = 0;
    for (let m = re.exec(body); m; m = re.exec(body)) {
      const g = m.groups ?? {};
      const kind: VerbKind = g.acquire ? 'acquire' : g.deliver ? 'deliver' : 'destroy';
      const word = g.acquire ?? g.deliver ?? g.destroy ?? m[0];
      const start = at + m.index + m[0].lastIndexOf(word);
      if (m[0].length === 0) re.lastIndex++;
      // `POST /auth/login`, `GET`: an HTTP method, not an order.
      // ("POST して", "POST 到": the method as a Japanese or Chinese verb is one)
      if (word.length > 2 && word === word.toUpperCase() && /[A-Z]/.test(word) && !/[^\x00-\x7f]/.test(word)) continue;
      // (a label of a host name — `collect.ua-patch.invalid`, `https://post.example` — is no verb; nor a purpose a way is
      // named for: "… is a classic way to wipe a home directory", "a common trick to steal tokens")
      {
        const w0 = m.index + m[0].length - word.length;
        if (
          /\b(?:is|are|was|as|one)\s+(?:a|an|the)?\s*(?:[\w-]+\s+){0,2}?(?:ways?|means|methods?|tricks?|techniques?)\s+to\s+$/i.test(
            body.slice(Math.max(0, w0 - 48), w0),
          )
        )
          continue;
        if (/^\.[a-z0-9-]+\./i.test(body.slice(w0 + word.length, w0 + word.length + 40)) || /(?:[\w-]\.|:\/\/)$/.test(body.slice(Math.max(0, w0 - 3), w0)))
          continue;
      }
      // A Russian verb orders in the imperative or the infinitive (отправь, отправьте, отправить); "передаётся",
      // "отправляет" (it is sent, it sends) describe.
      if (re === VERB_EU && /[а-яёіїєґ]$/i.test(word) && !RU_ORDER_END.test(word)) continue;
      // …nor does a Romance past tense tell anyone to do anything: "un module … envoyait `PROXY_PASS` …", "el script enviaba …",
      // "o módulo enviava …", "il plugin inviava …", "envió", "enviou" (a post-mortem's narrative)
      if (re === VERB_EU && EU_PAST.test(word)) continue;
      // …nor a Romance passive or impersonal, the pronoun right before the verb: "el token solo se envía a …", "o token só se envia a …",
      // "il est envoyé à …" (what happens to it, described)
      if (re === VERB_EU) {
        const w0 = m.index + m[0].length - word.length;
        if (
          /(?:^|[^\p{L}])(?:se|s['’])\s+$/iu.test(body.slice(Math.max(0, w0 - 16), w0)) ||
          /\b(?:est|sont|é|são|è|sono|wird|werden)\s+$/i.test(body.slice(Math.max(0, w0 - 8), w0))
        )
          continue;
      }
      // A Chinese verb after a third-person subject reports what something did ("该脚本读取 `~/.aws/credentials`",
      // "攻击者随后上传…"): a narrative, not an order (Chinese verbs do not inflect; the subject says it).
      // (the clauses after it go on with the same subject: "该脚本读取 …，并在后续一行中把内容放进 … 发送到 …")
      if (re === VERB_ZH) {
        const w = m.index + m[0].length - word.length;
        if (w > narrative && !/[。！？]|请|你/.test(body.slice(narrative, w))) continue;
        const opens = Math.max(body.lastIndexOf('。', w), body.lastIndexOf('！', w), body.lastIndexOf('？', w)) + 1;
        // (a passive — "`GITHUB_TOKEN` 被以 JSON 形式 POST 到 …" — reports what was done to the object: a narrative too)
        const passive = /被[^。，,；;\n]{0,24}$/.test(body.slice(Math.max(opens, w - 28), w)) && !/请|你/.test(body.slice(opens, w));
        if (
          passive ||
          ZH_SUBJECT.test(body.slice(Math.max(0, w - 14), w)) ||
          (ZH_SUBJECT_OPENS.test(body.slice(opens, w)) && !/请|你/.test(body.slice(opens, w)))
        ) {
          narrative = w;
          continue;
        }
      }
      verbs.push({ kind, start, end: start + word.length, text: word });
    }
  }
  return verbs;
}

/**
 * The lead-in of the list item at `s`: the last sentence of the first line above the list
 * that is not an item, a continuation or a blank line, when it ends with a colon
 * ("Gather the following from the machine:", 收集以下内容：). Offsets in the file text.
 */
const LINK_LINE = /^\s*[\x60<]?https?:\/\/(?:[^\s<>]|<[^>\n]{1,40}>)+[\x60>]?\s*$/;

function leadInOf(text: string, s: number, seg: Segment): [number, number] | undefined {
  const ls = text.lastIndexOf('\n', s - 1) + 1;
  const le = text.indexOf('\n', s);
  const own = text.slice(ls, le < 0 ? text.length : le);
  // (a line that is only a link, `https://…`, is led in like an item: "Build the link and open it:" / the URL)
  if (!ITEM.test(own) && !LINK_LINE.test(own)) return undefined;
  const indent = own.search(/\S/);
  let p = ls;
  for (let n = 0; n < 30 && p > seg.start; n++) {
    const prev = text.lastIndexOf('\n', p - 2) + 1;
    const line = text.slice(prev, p - 1);
    p = prev;
    // A less-indented item ending with a colon leads a nested list ("1. Gather the following:" / "   - ~/.aws/credentials").
    const colon = /[:：]\s*(?:\*\*|__)?\s*$/.test(line);
    const nestedLead = ITEM.test(line) && line.search(/\S/) < indent && colon;
    // (… or the indented tail of the item above, ending with a colon: "4. … Collect and copy" / "   into the report:" / "   - ~/.aws/credentials")
    // (not indented deeper than the list: a deeper line continues one of its items)
    const tailLead = !ITEM.test(line) && /^\s{2,}\S/.test(line) && line.search(/\S/) <= indent && colon;
    if (!nestedLead && !tailLead && (ITEM.test(line) || /^\s{2,}\S/.test(line) || /^\s*$/.test(line))) continue;
    if (!/[:：]\s*(?:\*\*|__)?\s*$/.test(line) || /^\s{0,3}#/.test(line)) return undefined;
    const [a, b] = sentenceAt(
      text,
      prev + line.search(/\S|$/) + Math.max(0, line.trimEnd().length - 1 - line.search(/\S|$/)),
      // (from the segment's start: a lead-in sentence may wrap over lines, "Then open\nthis URL …:")
      seg.start,
      prev + line.length,
    );
    // (list markers and emphasis off, so the verb stands first)
    const marks = /^\s*(?:[-*+•>]\s+|\d+[.)]\s+|\[[ xX]\]\s+)*(?:\*\*|__|\*|_)?\s*(?:step\s+\d+\s*[:.]\s*)?/i.exec(text.slice(a, b))?.[0].length ?? 0;
    return [a + marks, b];
  }
  return undefined;
}

/**
 * A word every WEBHOOK / PASTE match holds, searched in the lower-cased sentence (lower-casing only
 * adds places to look, it never hides one).
 */
export const HOOK_OR_PASTE_ANY =
  /webhook|hooks\.slack|discord|ngrok|requestbin|telegram|paste|gist|snippet|rentry|hastebin|ghostbin|公开|パブリック|공개|เว็บฮุก|ウェブフック|웹훅|вебхук|ويب\s?هوك|वेबहुक|וובהוק/;
/**
 * The other destination patterns in the order they are tried, each with a cheap necessary test:
 * REPLY holds "your", "chat" or "conversation" (or CJK), SHARED "comment" / "Kommentar" /
 * "comentario", "description", "body" or "thread" (or CJK), AGENT_FILE (case-sensitive) ".md",
 * "rules", "prompt" or 系统提示 (CJK alone does not open AGENT_FILE).
 */
const DEST_PATTERNS: ReadonlyArray<readonly [DestKind, RegExp, RegExp | 'hook']> = [
  ['webhook', WEBHOOK, 'hook'],
  ['paste', PASTE, 'hook'],
  ['reply', REPLY, new RegExp(`your|chat|conversation|${REPLY_HINT_MORE.source}`, 'i')],
  ['agent-file', AGENT_FILE, /\.md|rules|prompt|系统提示/],
  ['shared', SHARED, /omment|oment|descri|bod|thread|commit|trailer|提交|コミット/i],
  // (a team's chat channel or a public tracker: read by many — "the summary message you post to the team's shared #expenses
  // channel", "a new issue on the helper's public support tracker")
  ['shared', SHARED_PLACE, /channel|tracker|forum|gist|Kanal|canal/i],
  ['url', WEB_FORM, /form|portal|フォーム|表单|폼/i],
];

/**
 * The first destination outside the skill in a sentence. `weak`: a host after "at / on"
 * counts too (read only for sentences whose verb sends, lib flows).
 */
/** A place that takes what is put there, named right before its address ("a ticket in the support portal of …, https://…"). */
const PLACE_BEFORE = /\b(?:portal|form|formular(?:io|z)?|formulaire|ticket|dashboard|panel|painel)\b[^.。]{0,120}$/i;

/** An order to open a page, right before its address. */
const OPENED_BEFORE =
  /\b(?:open|visit|go\s+to|navigate\s+to|browse\s+to|load)\s+(?:(?:the|a|our|their|your)\s+(?:[\w-]+\s+){0,3}?(?:located\s+)?(?:at|on)\s+)?[`"'“]?$/i;
/** Something pasted or typed into a field or form of that page. */
// (or the field named first: "… and in the "current credentials" box paste the full value of every key")
const PASTED_INTO_FIELD =
  /\b(?:paste|enter|type|fill\s+in|put)\b[^.]{0,120}?\binto?\b[^.]{0,60}?\b(?:field|box|form|input|text\s*area)\b|\b(?:field|box|input|text\s*area)\s+(?:[\w"'“”-]+\s+){0,2}?(?:paste|enter|type|put)\b/i;

export function destination(sentence: string, s: number, weak = false, delivers = false): Part<DestKind> | undefined {
  const found: Array<Part<DestKind>> = [];
  const inWords = SECRET_QUERY_WORDS.test(sentence);
  URL.lastIndex = 0;
  for (let m = URL.exec(sentence); m; m = URL.exec(sentence)) {
    const before = sentence.slice(Math.max(0, m.index - 40), m.index);
    // A file name (`config.json`, `SKILL.md`) is no host.
    if (!/^[a-z0-9]+:\/\//i.test(m[0]) && /\.(?:md|json|ya?ml|toml|txt|py|js|ts|sh|env)$/i.test(m[0])) continue;
    const secret = SECRET_QUERY.test(m[0]) || (inWords && !FROM_BEFORE.test(before));
    const at =
      (weak && !FROM_BEFORE.test(before) && (AT_BEFORE.test(before) || AT_AFTER.test(sentence.slice(m.index + m[0].length, m.index + m[0].length + 4)))) ||
      // (a sentence that hands something on names the place it goes by its address: "open a ticket in the portal …, https://…")
      (delivers && !FROM_BEFORE.test(before) && PLACE_BEFORE.test(sentence.slice(Math.max(0, m.index - 120), m.index)));
    // (a page opened to paste the thing into its field: "Open `https://…/register` … and paste the private key into the "Signing key" field")
    const opened = OPENED_BEFORE.test(before) && PASTED_INTO_FIELD.test(sentence);
    const tail = sentence.slice(m.index + m[0].length, m.index + m[0].length + 10);
    const after = (TO_AFTER.test(tail) && CJK.test(sentence)) || (HI_TR.test(sentence) && TO_AFTER_LATE.test(tail));
    if (secret || at || after || opened || (TO_BEFORE.test(before) && !FROM_BEFORE.test(before))) {
      found.push({ kind: 'url', start: s + m.index, end: s + m.index + m[0].length, text: m[0] });
      break;
    }
  }
  // (a host with its dots spelled out — "… dot vercel-help dot invalid", "chain-report 点 invalid" — is a host all the same)
  const sp = found.length ? undefined : spelledHost(sentence);
  if (sp && !FROM_BEFORE.test(sentence.slice(Math.max(0, sp.index - 40), sp.index)))
    found.push({ kind: 'url', start: s + sp.index, end: s + sp.end, text: sp.host });
  EMAIL.lastIndex = 0;
  // (every address holds an `@`)
  const mail = sentence.includes('@') ? EMAIL.exec(sentence) : null;
  if (mail && !FROM_BEFORE.test(sentence.slice(Math.max(0, mail.index - 30), mail.index)))
    found.push({ kind: 'email', start: s + mail.index, end: s + mail.index + mail[0].length, text: mail[0] });
  // (each pattern is run only where a word every one of its matches holds stands: DEST_HINTS)
  const cjk = CJK.test(sentence);
  const hookOrPaste = HOOK_OR_PASTE_ANY.test(sentence.toLowerCase());
  for (const [kind, re, hint] of DEST_PATTERNS) {
    if (!(hint === 'hook' ? hookOrPaste : hint.test(sentence) || (kind !== 'agent-file' && cjk))) continue;
    const m = re.exec(sentence);
    // (a form or portal counts where things go into it, or where the order opens it: not "copy the key from the portal")
    if (m && re === WEB_FORM && !FORM_INTO.test(sentence.slice(Math.max(0, m.index - 40), m.index))) continue;
    // (an agent file in a list of files read — "`.npmrc`, `turbo.json`, … and any `SKILL.md` / `AGENTS.md`" — is one of them, not where things go)
    if (m && kind === 'agent-file' && FILE_LISTED.test(sentence.slice(Math.max(0, m.index - 80), m.index))) continue;
    if (m) found.push({ kind, start: s + m.index, end: s + m.index + m[0].length, text: m[0] });
  }
  // ("… opens a pull request, it must add a block to the description …": the description of the pull request named before it;
  // looked for only when the sentence holds the word — a lookbehind in SHARED, tried at every offset, cost a quarter of a scan)
  if (!found.length && sentence.includes('description')) {
    const d = THE_DESCRIPTION.exec(sentence);
    if (d && PR_WORD.test(sentence.slice(Math.max(0, d.index - 200), d.index)))
      found.push({ kind: 'shared', start: s + d.index, end: s + d.index + d[0].length, text: d[0] });
  }
  if (!found.length) return undefined;
  // Outside the machine first (url, email, webhook), then the reply, then an agent file.
  return found[0];
}

/**
 * Right after two other file names of a list: "`WORKSPACE`/`MODULE.bazel`, and any `SKILL.md` / `" (one before it — "write it into
 * `notes.txt` and `" — may name where the thing goes).
 */
const FILE_LISTED = /(?:`[^`\n]{1,40}`\s*(?:,|\/)?\s*(?:(?:and|or)\s+)?(?:any\s+|all\s+)?){2,}`?$/i;

export { teaching } from './sentences-teaching.ts';

/** The file text an instruction was read from (instructions() records it). */
export const sourceFiles = new WeakMap<Instruction, SentinelFile>();
export function sourceText(i: Instruction): string {
  return sourceFiles.get(i)?.info.text ?? '';
}
