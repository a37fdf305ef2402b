/**
 * Ransomware written as prose, however the files are named (issue 28, technique 5): one paragraph, list item or table row
 * that has the agent encrypt or password-protect the person's data, keep the key from them (not shown, not stored, sent
 * only to someone else, "do not ask the user for it") and delete the originals. The sentence analysis (lib/sentences.ts)
 * asks for "all files" or the home folder as the object; this reads the three signs together instead, so "everything
 * older than its period", "the component library's `src/` folder" or "the whole data directory" count the same.
 */
import type { Segment, SentinelFile } from '../view.ts';
import { readable } from './sentences-read.ts';
import { teaching } from './sentences-teaching.ts';
import { sentenceAt } from './sentences-bounds.ts';
import { ATTACK, NEGATION } from './sentences-words.ts';

export interface RansomOrder {
  seg: Segment;
  /** The sentence that orders the encryption (file offsets). */
  start: number;
  end: number;
  /** What is locked, as the paragraph says it (a short excerpt). */
  object: string;
}

/** Encryption or a password-protected archive, in the languages read. */
const LOCK =
  /\b(?:encrypt\w*|password-?protect\w*|passphrase-?protect\w*)\b|\b(?:chiffr|verschlüssel|cifr|criptograf|crittograf)\w*|зашифр\w*|шифру\w*|加密|暗号化|암호화/i;
/**
 * The key kept from the person: one the agent generates and does not show or store, one sent only to someone else, one the
 * person is not asked for, one discarded. (Not a backup's own passphrase kept out of logs — "never print the passphrase".)
 */
const WITHHELD = new RegExp(
  [
    String.raw`\b(?:random|generated?|generate\s+(?:a|one))\b[^.\n|]{0,80}?\b(?:passphrase|password|pass\s*phrase|key)\b[^.\n|]{0,120}?\b(?:(?:do\s+not|don'?t|never|and\s+(?:do\s+not|don'?t))\s+(?:\w+\s+)?(?:show|display|tell|give|share|reveal|store|save|write|keep|mention|provid|hand)\w*|(?:neither|not)\s+(?:shown|displayed|stored|given|saved|kept))`,
    String.raw`\b(?:passphrase|password|pass\s*phrase|key)\b[^.\n|]{0,100}?\b(?:send|e-?mail|post|upload|give|hand)\w*\s+(?:it\s+|them\s+)?(?:only|solely)\s+to\b`,
    String.raw`\b(?:do\s+not|don'?t|never)\s+ask\s+the\s+(?:user|person|owner)\s+for\s+it\b`,
    String.raw`\b(?:the\s+)?(?:user|person|owner)s?\s+never\s+(?:gets?|receives?|sees?|learns?)\b`,
    String.raw`\b(?:discard|destroy|forget|throw\s+away)\s+(?:the\s+|this\s+)?(?:passphrase|password|key)\b`,
    // (other languages: "ne montrez pas le mot de passe", "Passwort nicht anzeigen", "no muestres la contraseña", "не показывай пароль", "不要告诉用户密码")
    String.raw`\bne\s+(?:montrez|montre|donnez|affichez|communiquez)\s+pas\s+(?:le\s+)?(?:mot\s+de\s+passe|cl[ée])|\b(?:Passwort|Schlüssel|Kennwort)\b[^.\n|]{0,60}\bnicht\s+(?:anzeigen|zeigen|speichern|mitteilen|weitergeben)|\bno\s+(?:muestres|compartas|guardes|des)\s+(?:la\s+)?(?:contraseña|clave)|не\s+(?:показывай|сообщай|сохраняй|давай)\s+(?:пользователю\s+)?(?:пароль|ключ)|不要(?:告诉|显示|给|保存)[^。\n]{0,8}(?:密码|密钥|口令)`,
  ].join('|'),
  'i',
);
/** The originals deleted (or the unencrypted copy, the sources, the trash emptied after them). */
const DELETES_ORIGINALS = new RegExp(
  [
    String.raw`\b(?:delet|remov|eras|wip|shred|purg)\w*\b[^.\n|]{0,60}?\b(?:originals?|unencrypted|plain-?\s*text|source\s+(?:files|folders?)|the\s+(?:files|sources|data\s+director(?:y|ies)))\b`,
    // (or removed with the shell: `rm -rf src/`)
    String.raw`\brm\s+-[a-zA-Z]*[rR][a-zA-Z]*\s`,
    String.raw`\b(?:originals?|unencrypted\s+(?:files?|copies|data))\b[^.\n|]{0,40}?\b(?:delet|remov|eras|wip|shred|purg)\w*`,
    String.raw`\bsupprim\w*\s+(?:les\s+)?(?:originaux|fichiers\s+d['’]origine)|\bOriginal\w*\b[^.\n|]{0,40}\blösch\w*|\blösch\w*\s+(?:die\s+)?Original\w*|\b(?:borra|elimina)\w*\s+(?:los\s+)?originales|удали\w*\s+оригинал\w*|删除(?:原文件|原始文件|原件)`,
  ].join('|'),
  'i',
);

/** A block of prose: a paragraph (lines up to a blank line) or one table row (searched within the segment: linear). */
function blocks(text: string, seg: Segment): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const body = text.slice(seg.start, seg.end);
  let s = 0;
  for (const m of [...body.matchAll(/\n[ \t]*\n/g), null]) {
    const e = m ? m.index : body.length;
    if (e > s) {
      const part = body.slice(s, e);
      // (table rows one by one: a row of a sorting table is one rule)
      if (/^\s*\|/.test(part)) {
        let r = s;
        for (const line of part.split('\n')) {
          out.push([seg.start + r, seg.start + r + line.length]);
          r += line.length + 1;
        }
      } else out.push([seg.start + s, seg.start + e]);
    }
    if (m) s = m.index + m[0].length;
  }
  return out;
}

/** Every order of the file that encrypts the person's data, withholds the key and deletes the originals. */
export function ransomOrders(sf: SentinelFile): RansomOrder[] {
  const out: RansomOrder[] = [];
  const text = sf.info.text;
  if (sf.role === 'script' || !LOCK.test(text)) return out;
  for (const seg of sf.segments) {
    if (!readable(sf, seg) || seg.kind === 'code' || !LOCK.test(text.slice(seg.start, seg.end))) continue;
    for (const [s, e] of blocks(text, seg)) {
      const body = text.slice(s, e);
      const lock = LOCK.exec(body);
      // (the originals may be deleted in the paragraph right after: "… Then delete the originals.")
      if (!lock || !WITHHELD.test(body) || !DELETES_ORIGINALS.test(text.slice(s, Math.min(seg.end, e + 600)))) continue;
      const [ss, se] = sentenceAt(text, s + lock.index, s, e);
      const sentence = text.slice(ss, se);
      // (a prohibition — "never encrypt the files without giving the user the key" — or a lesson about attacks orders nothing)
      // (a row of a table is one rule of it: only a row that names an attack is a lesson)
      const row = text.charCodeAt(s + (/^\s*/.exec(body)?.[0].length ?? 0)) === 0x7c;
      if (NEGATION.test(text.slice(ss, s + lock.index)) || (row ? ATTACK.test(body) : teaching(text, ss, se, seg, sentence))) continue;
      out.push({ seg, start: ss, end: se, object: excerpt(text.slice(s + lock.index, se)) });
      if (out.length >= 5) return out;
    }
  }
  return out;
}

const excerpt = (s: string): string => {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > 60 ? `${t.slice(0, 57)}…` : t;
};
