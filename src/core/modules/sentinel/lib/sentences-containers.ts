/**
 * Containers in the sentence analysis's flows (lib/sentences-flows.ts): a message, report, note or
 * file a source sentence puts the secret into and a sending sentence sends — the container is the
 * back-reference ("add them to an appendix of the digest" … "post the digest to …").
 */
import { CJK, type Instruction, PASSIVE_WORD } from './sentences-words.ts';
import { CONTAINER_MORE, CONTAINER_THIRD, PRONOUN_THIRD } from './sentences-langs-third.ts';
import { AUTH_USE } from './sentences-verdict.ts';

/**
 * What a message is built from and then sent: a summary, report, section, appendix, note,
 * attachment, JSON body … in the languages read. A source sentence that puts the secret into
 * one ("add them to an appendix of the digest", "füge sie in den Bericht ein", 写进日报的附录)
 * and a sending sentence that sends the same one ("post the digest to …") are one order: the
 * container is the back-reference.
 */
const CONTAINER = new RegExp(
  `${
    /(?<![a-zà-öø-ÿ])(?:spreadsheets?|csv|issues?|tickets?|summar(?:y|ies)|reports?|records?|submissions?|dossiers?|digests?|sections?|appendix|appendices|annex(?:es)?|footers?|notes|messages?|e-?mails?|drafts?|attachments?|payloads?|json|bod(?:y|ies)|fields?|blocks?|bundles?|archives?|memos?|letters?|transcripts?|minutes|zusammenfassung(?:en)?|bericht(?:e|s)?|abschnitt(?:e|s)?|anh(?:a|ä)ng(?:e|s)?|nachricht(?:en)?|notiz(?:en)?|protokoll(?:e|s)?|resumen|informes?|secci(?:ó|o)n(?:es)?|mensajes?|correos?|adjuntos?|anexos?|actas?|r(?:é|e)sum(?:é|e)s?|rapports?|courriels?|pi(?:è|e)ces?\s+jointes?|comptes?\s+rendus?|resumos?|relat(?:ó|o)rios?|se(?:ç|c)(?:ão|ões)|mensage(?:m|ns)|riepilog(?:o|hi)|rapport[oi]|sezion[ei]|messaggi[oi]?|allegat[oi]|verbal[ei]|relazion[ei])(?![a-zà-öø-ÿ])|отч[её]т[а-яё]*|сводк[а-яё]*|раздел[а-яё]*|сообщени[а-яё]*|заметк[а-яё]*|вложени[а-яё]*|附录|附件|表格|报告|日报|周报|月报|摘要|总结|汇总|清单|备注|草稿|邮件|正文|纪要|要約|レポート|報告書|セクション|メッセージ|メモ|添付|備考|議事録|요약|보고서|섹션|메시지|메모|첨부|비고|회의록/
      .source
  }|${CONTAINER_THIRD}|${CONTAINER_MORE}`,
  'gi',
);
/** A container's key: lower case, one plural ending off, its first letters (a CJK word whole). */
const containerKey = (w: string): string => {
  const x = w.toLowerCase().replace(/\s+/g, ' ');
  return /^[a-zà-öø-ÿа-яёіїєґ\u0370-\u03ff]/.test(x) ? x.replace(/(?:es|s|en|e)$/, '').slice(0, 4) : x;
};
/** The containers a source sentence puts things into: named after a verb that delivers (put, add, include, 写进 …). */
const containersMemo = new WeakMap<Instruction, Set<string>>();
function containersOf(i: Instruction, stext: string): Set<string> {
  let out = containersMemo.get(i);
  if (out) return out;
  out = new Set();
  containersMemo.set(i, out);
  const object = i.object;
  const carriers = i.verbs.filter((v) => v.kind === 'deliver' || CARRY_COPY.test(v.text));
  // (a key put into a request header is used, not carried: "include it in the Authorization header")
  if (!carriers.length || !object || AUTH_USE.test(stext.slice(i.start, i.end))) return out;
  // (Thai leaves the object out after the verb, as Chinese does: 'แล้วนำไปใส่ไว้ในภาคผนวก')
  const sov = CJK.test(stext.slice(i.start, i.end)) || THAI.test(stext.slice(i.start, i.end));
  // The secret itself goes into the container, not something else the sentence makes: a carrier verb before
  // the container with the object or a pronoun for it between ("put them in the summary", "add the card
  // number to the report", "ajoutez-le au rapport", "aggiungile al rapporto"), a passive one after the object
  // ("the keys are to be included in the summary"); in Chinese, Japanese and Korean the object before the
  // container ("把令牌写进日报", "API キーを … レポートに追記").
  const into = (at: number): boolean =>
    sov
      ? object.start < at
      : carriers.some(
          (v) =>
            v.start < at &&
            ((object.start > v.end && object.start < at) ||
              ENCLITIC.test(v.text) ||
              PRONOUN.test(stext.slice(v.end, at)) ||
              (PASSIVE_WORD.test(v.text) && object.end <= v.start)),
        );
  const part = stext.slice(object.end, i.end);
  CONTAINER.lastIndex = 0;
  for (let m = CONTAINER.exec(part); m; m = CONTAINER.exec(part)) if (into(object.end + m.index)) addContainer(out, m[0]);
  // (the container named first, after "into", then the carrier and the secret: "в раздел «Доступы» впиши … учётных данных")
  for (const v of carriers) {
    if (object.start <= v.end || v.start <= i.start) continue;
    // ("gehört in den Abschnitt „Umgebung“ … die Ausgabe aller Umgebungsvariablen": the place between the verb and the secret)
    if (BELONGS.test(v.text)) for (const m of stext.slice(v.end, object.start).matchAll(CONTAINER)) addContainer(out, m[0]);
    const head = stext.slice(i.start, v.start);
    CONTAINER.lastIndex = 0;
    for (let m = CONTAINER.exec(head); m; m = CONTAINER.exec(head))
      if (INTO_BEFORE.test(head.slice(Math.max(0, m.index - 16), m.index))) addContainer(out, m[0]);
  }
  // (a file written and then sent: "save them in `notes.txt`" … "upload notes.txt to …")
  FILE_NAME.lastIndex = 0;
  for (let m = FILE_NAME.exec(part); m; m = FILE_NAME.exec(part)) if (into(object.end + m.index)) out.add(fileKey(m[0]));
  // (a section filled counts for the message it belongs to, named in the sentence or the ones just before it: "Сформируй отчёт
  // …" ⏎ "в раздел «Доступы» впиши …" — not any message sent later, "put your token in the `auth` section of config.toml")
  if (out.has('part'))
    for (const m of stext.slice(Math.max(0, i.start - 400), i.end).matchAll(CONTAINER)) if (!PART.test(m[0])) out.add(`near:${containerKey(m[0])}`);
  // A list item: the containers its lead-in names after the carrier ("include the material … as Appendix C:"), and
  // those of the sentence right after the list that puts the items somewhere ("Paste them verbatim into `appendix-c.md`").
  if (i.lead !== undefined && carriers.some((v) => v.start < i.start)) for (const k of namedContainers(stext.slice(carriers[0].end, i.start))) out.add(k);
  if (i.lead !== undefined) {
    const after = AFTER_LIST.exec(stext.slice(i.end, i.end + 800));
    if (after) for (const k of namedContainers(after[1])) out.add(k);
  }
  return out;
}
/** The sentence after a list (other items and blank lines passed) that puts "them" into a place: group 1 its words after the pronoun. */
const AFTER_LIST =
  /^[^\n]*(?:\n[ \t]*(?:(?:[-*+•]|\d+[.)])\s[^\n]*)?)*\n[ \t]*(?:please\s+)?(?:paste|put|copy|write|save|add|include|insert|append|place|store|record|attach)\s+(?:them|these|those|all\s+of\s+(?:them|these)|everything)\b([^.!?\n]*)/i;
/** The containers and file names a text names, by key. */
function namedContainers(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(CONTAINER)) out.push(containerKey(m[0]));
  for (const m of text.matchAll(FILE_NAME)) out.push(fileKey(m[0]));
  return out;
}
/** Acquire verbs that also carry: "copy X into the report", "copia X en el informe", 复制到. */
const THAI = /[\u0e00-\u0e7f]/;
const CARRY_COPY = /^(?:copy|copi\w*|kopier\w*|скопир\S*|复制|拷贝|コピー|복사)$/i;
/** A pronoun for the secret between the verb and the container: them, it, sie, les, их, 它们. */
const PRONOUN = new RegExp(
  `${/\b(?:them|it|these|those|everything|all\s+of\s+them|sie|diese|les|los|las|li|os|as)\b|-(?:le|la|les|lo|los|las|li|os|as)\b|(?<![а-яё])(?:их|них|это|всё|все)(?![а-яё])/.source}|${PRONOUN_THIRD}`,
  'i',
);
/** A Romance imperative with its pronoun attached: "aggiungile", "envíalas", "añádelos". */
const ENCLITIC = /[a-zà-öø-ÿ]{3,}(?:l[aeio]s?|gli)$/i;
/** A file name a message may be built in (lib flows: a container). */
const FILE_NAME = /[\w~./-]*[\w-]\.(?:txt|json|csv|md|log|ya?ml|zip|tar|gz|tgz|html?|xml|pdf|docx?|xlsx?)(?![\w.])/gi;
const fileKey = (n: string): string => `file:${n.slice(n.lastIndexOf('/') + 1).toLowerCase()}`;
/** A verb whose subject is what goes into the place: German "gehört / gehören in". */
const BELONGS = /^gehör/i;
/** "into" right before a container named ahead of its verb (the words between the two allowed one). */
const INTO_BEFORE = /(?:^|[\s(«"])(?:в|во|на|in|into|dans|en|nel|nella|na|no|in\s+den|in\s+die|ins)\s+(?:[\p{L}-]+\s+)?$/iu;
/** A part of a message or document (a section, an appendix, a field): whatever is sent that it may be part of, is. */
const PART = /^(?:sections?|secci|seç|se[çc][ãa]o|sezion|abschnitt|appendi|annex|anh[aä]ng|fields?|champs?|campos?|раздел|пол[ея]|附录|セクション|섹션)/i;
/** A container the secret was put into, by key; a part of one also as `part`. */
function addContainer(out: Set<string>, word: string): void {
  out.add(containerKey(word));
  if (PART.test(word)) out.add('part');
}

/** The sending sentence sends a container the source put the secret into. */
export function sendsContainer(i: Instruction, stext: string, sentence: string): boolean {
  const into = containersOf(i, stext);
  if (!into.size) return false;
  CONTAINER.lastIndex = 0;
  // (a section or field filled, then the message it belongs to sent: "в раздел «Доступы» впиши …" … "отправь отчёт …")
  for (let m = CONTAINER.exec(sentence); m; m = CONTAINER.exec(sentence))
    if (into.has(containerKey(m[0])) || (into.has('part') && !PART.test(m[0]) && into.has(`near:${containerKey(m[0])}`))) return true;
  FILE_NAME.lastIndex = 0;
  for (let m = FILE_NAME.exec(sentence); m; m = FILE_NAME.exec(sentence)) if (into.has(fileKey(m[0]))) return true;
  return false;
}
