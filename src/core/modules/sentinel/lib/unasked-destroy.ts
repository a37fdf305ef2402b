/**
 * The person's work destroyed unasked or unseen, in any language the sets are written in (issue 28, technique 5):
 * one paragraph of the prose a skill hands the agent that orders something the person cannot make again destroyed —
 * uncommitted or untracked work, backups and snapshots, a game's worlds and saves, a database, the project, the home
 * folder (`git reset --hard`, `git clean -fdx`, `DROP DATABASE` written as commands count too) — and, in the same
 * paragraph, waives the person's say ("without asking", 不需要先询问用户, 確認は不要, ohne Rückfrage, sin preguntar …)
 * or hides the act ("do not mention the deleted files", 不要提及, 伝えないで, ne le mentionnez pas …).
 *
 * Not an order (nothing reported): the destroying verb negated ("never run `git clean` without asking", 不要删除,
 * 削除しないで, 삭제하지 마), the waiver negated ("do not … without asking first"), what is made again anyway (caches,
 * build output, temporary files) or what the skill itself made. The rule that asks (prompt-injection) reports the
 * waiver's place; its usual judgment contexts (quotations, bad examples, security write-ups) still apply.
 */
import { odd, openQuotation } from './open-quote.ts';

/** A waiver of the person's say, or a hiding of the act from them. */
const WAIVER = new RegExp(
  [
    String.raw`\bwithout\s+(?:first\s+)?(?:asking|checking\s+with|consulting|prompting|confirming(?:\s+with)?|telling|notifying|informing)\b`,
    String.raw`\bwithout\s+(?:any\s+|a\s+|user\s+|their\s+)?(?:confirmation|permission|approval|consent|prompt)\b|\bonly\s+(?:say|report|tell\s+(?:the\s+user|them))\b[^.\n]{0,12}["“]`,
    String.raw`\bno\s+need\s+to\s+(?:ask|confirm|check\s+with|consult|wait\s+for)\b|\b(?:do\s+not|don'?t|never)\s+(?:bother\s+to\s+|stop\s+to\s+)?(?:ask|check\s+with|consult)\s+(?:the\s+user|them|the\s+person|anyone|first|before)\b|\b(?:do\s+not|don'?t)\s+wait\s+for\s+(?:the\s+user'?s?\s+)?(?:approval|confirmation|an?\s+answer)\b`,
    String.raw`\b(?:do\s+not|don'?t|never)\s+(?:mention|tell|report|say|list|show|inform|notify)\b[^.\n]{0,60}?\b(?:delet|remov|discard|wip|eras|drop|lost|reset|clean|gone)`,
    String.raw`\bsans\s+(?:(?:leur|lui|le|la|les)\s+)?(?:demander|confirmation|autorisation|validation|pr[ée]venir|pr[ée]venir|pr[ée]avis)|\binutile\s+de\s+(?:demander|confirmer)|\bne\s+(?:le\s+|les\s+|lui\s+|leur\s+)?(?:demandez|mentionnez|signalez|dites)\s+pas`,
    String.raw`\bohne\s+(?:vorher\s+)?(?:zu\s+fragen|nachzufragen|R[üu]ckfrage|Best[äa]tigung|Nachfrage|zu\s+best[äa]tigen|Erlaubnis|Zustimmung|es\s+zu\s+erw[äa]hnen)|\bnicht\s+(?:nach)?(?:fragen|erw[äa]hnen|melden)\b|\bkeine\s+R[üu]ckfrage`,
    String.raw`\bsin\s+(?:preguntar|pedir\s+(?:confirmaci[óo]n|permiso)|confirmaci[óo]n|consultar|avisar|mencionar)|\bno\s+(?:lo\s+|los\s+|le\s+|les\s+)?(?:preguntes|pidas|menciones|digas|consultes)\b`,
    String.raw`\bsem\s+(?:perguntar|pedir\s+(?:confirma[çc][ãa]o|permiss[ãa]o)|confirma[çc][ãa]o|consultar|avisar|mencionar)|\bn[ãa]o\s+(?:pergunte|pe[çc]a|mencione|diga|consulte)\b`,
    String.raw`\bsenza\s+(?:chiedere|conferma|avvisare|menzionar)|\bnon\s+(?:chiedere|menzionare|dire)\b`,
    String.raw`(?<![а-яё])(?:без\s+(?:спроса|подтверждени[а-яё]*|вопрос[а-яё]*|согласовани[а-яё]*|уведомлени[а-яё]*|предупреждени[а-яё]*)|не\s+(?:спрашивая|спрашивай|уточняя|упоминай|упоминая|говори|сообщай|предупреждай))`,
    String.raw`(?:不需要|无需|无须|不用|不必)(?:先|再)?(?:向用户|跟用户|和用户)?(?:询问|问|征求|确认|请示|告知|通知|提示)|不要(?:先)?(?:询问|问|征求|请示)|未经(?:用户)?(?:同意|确认|许可)|不经(?:用户)?(?:同意|确认|许可)|(?:不要|别|切勿|无需)(?:向用户)?(?:提及|提到|告诉|说明|透露|报告)|只(?:说明|说|告诉用户|报告)[“"「]`,
    String.raw`(?:確認|許可|同意|承認)(?:は|を|も)?(?:不要|必要ありません|いりません|取らず|とらず|求めず|せずに|なしで|しないで)|(?:ユーザー|利用者|ユーザ)(?:に|へ)?(?:の)?(?:確認|聞か|尋ね|相談)(?:は不要|せず|ず|ることなく|る必要はありません|する必要はありません)|聞かずに|伝えない|言わない|触れない|報告しない|知らせない|[」"]とだけ(?:伝え|報告)`,
    String.raw`(?:묻지|확인하지|물어보지|알리지|언급하지|말하지)\s*(?:않고|말고|마)|(?:확인|동의|허락|승인)\s*없이|물어볼\s*필요\s*없|확인할\s*필요\s*없`,
  ].join('|'),
  // (no `u` flag: every alternative opens with a literal, so V8 skips the text between candidates quickly)
  'gi',
);

/** A destroying verb, in any of the languages (English, French, German, Spanish, Portuguese, Italian, Russian, Chinese, Japanese, Korean). */
const DESTROY = new RegExp(
  [
    String.raw`\b(?:(?:delet|remov|discard|purg|truncat|overwrit|destroy)\w*|(?:wip|eras|nuk)(?:e|es|ed|ing)\b|drop(?:s|ped|ping)?\b|throw\s+away|get\s+rid\s+of|clean\s+(?:up\s+|out\s+)?(?:away|all|every)\b)`,
    String.raw`\b(?:(?:supprim|effac|[ée]cras|d[ée]trui|l[öo]sch|entfern|verwirf|verwerf|[üu]berschreib|vernicht|elimin|descart|sobrescri|destru|apag|esvazi|scart|sovrascriv|svuot|distrugg)\w*|vid(?:e|ez|er|ons)\b|jet(?:e|ez|er|tez)\b|leer(?:e|en|t)\b|borr(?:a|ar|ad|e|en|ando)\w*|vac[ií](?:a|ar|e|en)\b|exclu(?:a|ir|ia|am|[íi]do)\b|cancell(?:a|are|ate|i|ino)\b)`,
    String.raw`(?:^|[^\p{L}])(?:(?:удал|очист|уничтож|сбрось|сбрас|выкин)\p{L}*|(?:сотр|стер|затр)(?:и|ите|ет|ёт|еть|ь)(?![\p{L}]))`,
    String.raw`删除|删掉|清除|清空|丢弃|抹掉|抹去|覆盖(?!率)|销毁|移除|重置|放弃|丢掉|清理掉`,
    String.raw`削除|消去|消し|破棄|捨て|上書き|リセット|一掃`,
    String.raw`삭제|지우|지워|지웁|제거|폐기|초기화|덮어\s*쓰|날려`,
    // written as a command: the work it destroys is its own object
    String.raw`\bgit\s+(?:reset\s+--hard|clean\s+-\w*f|checkout\s+(?:-f\s+)?--\s+\.|restore\s+(?:--\S+\s+)*\.(?!\w)|stash\s+(?:drop|clear)|push\s+(?:\S+\s+)*(?:-f|--force)\b)|\brm\s+-\w*r\w*\s|\bDROP\s+(?:DATABASE|SCHEMA|TABLE)\b|\bTRUNCATE\s+(?:TABLE\s+)?\w`,
  ].join('|'),
  'giu',
);

/**
 * What the person cannot make again: work not yet committed, backups, snapshots, history, worlds and saves, databases, the
 * home folder, the person's own files. Not bare "files", "projects" or "changes" (a formatter removes whitespace from all the
 * files; a tool initialises a project): only what names the work as theirs or as a way back.
 */
const THING = new RegExp(
  [
    String.raw`\b(?:uncommitted|unstaged|untracked|unpushed|unsaved|local\s+(?:changes|edits|modifications|work|commits|branches)|working\s+(?:tree|copy|directory)|staging\s+area|stash(?:es)?|backups?|snapshots?|archives?|history|worlds?|save\s+(?:files?|games?)|databases?|the\s+(?:user'?s|person'?s|owner'?s|player'?s)\s+(?:\w+\s+){0,2}?(?:files|data|work|changes|projects?|folders?|documents)|(?:all|every)\s+(?:the\s+|of\s+the\s+)?(?:repositories|branches|tags|releases)|home\s+(?:folder|directory)|(?:failing\s+|the\s+user'?s\s+)?tests?(?:\s+(?:files?|suites?|cases?))?)\b`,
    String.raw`\b(?:non\s+(?:commit|suivi|index)\w*|sauvegardes?|instantan[ée]s|historique|mondes?|bases?\s+de\s+donn[ée]es)\b`,
    String.raw`\b(?:nicht\s+(?:committ|gesichert|versioniert)\w*|ungetrackt\w*|Arbeitsverzeichnis|Arbeitskopie|Backups?|Sicherung\w*|Snapshots?|Verlauf|Welten|Datenbank\w*)\b`,
    String.raw`\b(?:sin\s+confirmar|no\s+rastread\w*|copias?\s+de\s+seguridad|respaldos?|instant[áa]neas|historial|mundos?|bases?\s+de\s+datos)\b`,
    String.raw`\b(?:n[ãa]o\s+(?:commitad|rastread|salv)\w*|c[óo]pias?\s+de\s+seguran[çc]a|backups?|instant[âa]neos|hist[óo]rico|mundos?|bancos?\s+de\s+dados)\b`,
    // (not the bare `file` and `database`: English words too)
    String.raw`\b(?:non\s+(?:committat|tracciat)\w*|copie\s+di\s+sicurezza|cronologia|mondi|(?:il|del)\s+database)\b`,
    String.raw`(?:^|[^\p{L}])(?:незакоммич\p{L}*|неотслежива\p{L}*|рабоч\p{L}*\s+(?:дерев|каталог|директор|копи)\p{L}*|бэкап\p{L}*|резервн\p{L}*|снимк\p{L}*|снапшот\p{L}*|истори\p{L}*|сохранени\p{L}*|баз\p{L}*\s+данных)`,
    String.raw`未提交|未跟踪|未暂存|工作区|暂存区|本地(?:修改|改动|更改|分支|提交)|备份|快照|历史|存档|数据库|主目录|测试(?:用例|文件)?`,
    String.raw`未コミット|未追跡|作業(?:ツリー|ディレクトリ)|ワーキングツリー|バックアップ|スナップショット|履歴|セーブ|データベース|ホーム(?:ディレクトリ|フォルダ)|テスト`,
    String.raw`커밋(?:되지|하지)\s*않은|추적(?:되지)?\s*않는|작업\s*트리|백업|스냅샷|세이브|데이터베이스|홈\s*(?:디렉터리|디렉토리|폴더)|테스트`,
  ].join('|'),
  'iu',
);

/** What a tidy-up removes anyway, named beside the thing: caches, build output, temporary or generated files, logs. */
const REMADE =
  /\b(?:cache[ds]?|build|dist|tmp|temp(?:orary)?|generated|node_modules|__pycache__|\.venv|artifacts?|logs?|stale|old|merged|intermediate|scratch|lock\s*files?|lockfiles?)\b|缓存|临时|构建|キャッシュ|一時|ビルド|캐시|임시|빌드|Cache|tempor[áa]r|temporai?re?s?|tempor[áa]ne/i;

/** The person's yes named beside the act: "only after the user confirms", "with the user's approval", 用户确认后, ユーザーの確認後, 확인 후. */
const CONSENT_NEAR =
  /\b(?:only\s+)?(?:after|once|when|if)\s+(?:the\s+)?(?:user|person|owner|they|you)\s+(?:has\s+|have\s+)?(?:explicitly\s+)?(?:confirm|approv|agree|say|said|type|answer)\w*|\bwith\s+(?:the\s+)?(?:user'?s|person'?s|their|explicit)\s+(?:confirmation|approval|consent)|(?:用户|ユーザー|사용자)[^。\n]{0,8}(?:确认|同意|確認|承認|확인|동의)(?:后|之后|後|した後|\s*후)/i;

/** A negation of the destroying verb: before it (most languages) or right after it (Japanese, Korean, Chinese 不). */
const NEG_BEFORE =
  /(?:\b(?:never|not|don'?t|no|nie|nicht|kein\w*|jamais|ne|pas|nunca|no|n[ãa]o|mai|non|never\s+ever)\b|(?:^|[^\p{L}])(?:никогда|не|нельзя)|不要|不得|禁止|切勿|别|勿|不能|不可|严禁|不准)[^.。!?\n;；,，:：]{0,24}$/iu;
const NEG_AFTER = /^[\p{L}]{0,4}?(?:しない|しないで|しては|禁止|ないで|ないこと|いけない|いけません|하지\s*(?:마|말|않)|금지|마세요|不)/u;

const ITEM = /^[ \t]*(?:[-*+]|\d+[.)])[ \t]+/;
const TABLE_ROW = /^[ \t]*\|/;
/** The paragraph around `at` (blank lines bound it), or its list item or table row, within [lo, hi). */
function unitAt(text: string, lo: number, hi: number, at: number): [number, number] {
  const ls = text.lastIndexOf('\n', at - 1) + 1;
  const le = text.indexOf('\n', at) < 0 ? hi : text.indexOf('\n', at);
  if (TABLE_ROW.test(text.slice(ls, le))) return [Math.max(lo, ls), Math.min(hi, le)];
  // (a list item and the lines that continue it: up to the next item, a blank line or a line less indented)
  let s = ls;
  while (s > Math.max(lo, at - 1500) && !ITEM.test(text.slice(s, text.indexOf('\n', s) < 0 ? hi : text.indexOf('\n', s)))) {
    const prev = text.lastIndexOf('\n', s - 2) + 1;
    if (s - prev <= 1 || /^[ \t]*$/.test(text.slice(prev, s - 1))) break;
    s = prev;
  }
  const first = text.slice(s, text.indexOf('\n', s) < 0 ? hi : text.indexOf('\n', s));
  if (ITEM.test(first)) {
    let e = le;
    while (e < hi) {
      const nl = text.indexOf('\n', e + 1) < 0 ? hi : text.indexOf('\n', e + 1);
      const line = text.slice(e + 1, nl);
      if (!line.trim() || ITEM.test(line) || TABLE_ROW.test(line)) break;
      e = nl;
    }
    return [Math.max(lo, s, at - 1500), Math.min(hi, e, at + 1500)];
  }
  const b = text.lastIndexOf('\n\n', at);
  const a = text.indexOf('\n\n', at);
  return [Math.max(lo, b < 0 ? lo : b, at - 1500), Math.min(hi, a < 0 ? hi : a, at + 1500)];
}

/** Whether `i` ends a sentence: . ! ? before a space or the end (not the dot of `.gitignore`), 。！？, a line end. */
const endsAt = (t: string, i: number): boolean => /[。！？\n]/.test(t[i]) || (/[.!?]/.test(t[i]) && (i + 1 >= t.length || /\s/.test(t[i + 1])));
/** The sentence of `text` around offset `at`: [start, end). */
function sentenceOf(text: string, at: number): [number, number] {
  // (400 characters either side at most: a run-on line of waivers is read in windows, not walked whole for each)
  let s = at;
  const lo = Math.max(0, at - 400);
  while (s > lo && !endsAt(text, s - 1)) s--;
  let e = at;
  const hi = Math.min(text.length, at + 400);
  while (e < hi && !endsAt(text, e)) e++;
  return [s, e];
}
/** A prohibition after the act, where the verb comes last (してはならない, 禁止, 不得, 하지 마세요), or a quotation around the waiver. */
const PROHIBIT_AFTER =
  /してはならない|してはいけない|しては(?:なり|いけ)ません|しないこと|しないでください|禁止|厳禁|不得|不允许|不准|严禁|하지\s*(?:마|말|않)|금지|안\s*됩니다/;
/** Whether the waiver at `at` stands inside a quotation or a code span opened in its unit, from `from` (「確認せずに」, "without asking", `…`). */
function quoted(text: string, from: number, at: number): boolean {
  const before = text.slice(Math.max(from, at - 400), at);
  return openQuotation(before) || odd(before, '`');
}

/** Whether the destroying verb at `v` (in `para`) destroys one of the person's things, not negated, not a tidy-up. */
function destroysTheirs(para: string, v: { index: number; 0: string }): boolean {
  const before = para.slice(Math.max(0, v.index - 40), v.index);
  // (what a tool does, told in the third person — "it overwrites the file in place", "which removes every file" — orders nothing)
  if (/^[a-z]+s\b/.test(v[0]) && /\b(?:it|this|that|which|the\s+(?:tool|command|script|option|flag))\s+(?:\w+\s+)?$/i.test(before)) return false;
  const after = para.slice(v.index + v[0].length, v.index + v[0].length + 12);
  if (NEG_BEFORE.test(before) || NEG_AFTER.test(after)) return false;
  // (the act put after the person's yes in its own sentence: "Drop the stash only after the user confirms")
  const [cs, ce] = sentenceOf(para, v.index);
  if (CONSENT_NEAR.test(para.slice(cs, ce))) return false;
  // (the object stands in the verb's clause, after it — or before it, in the languages that put the verb last)
  // (a verb of a language that puts the object after it — English, German, the Romance languages, Russian — destroys what its own
  // clause names: "Remove trailing whitespace from all the files … then run the tests" removes whitespace)
  const tail = para.slice(v.index, Math.min(para.length, v.index + v[0].length + 200));
  // (a list after the verb stays its object — "delete the account, the mailbox and the backups" —: a comma does not end it)
  const clause = /^[\s\S]*?(?=[;.:]\s|\s(?:then|and\s+then|danach|dann|puis|ensuite|luego|después|depois|poi|затем|потом)\b|$)/i.exec(tail)?.[0] ?? tail;
  const around = /^[\s\p{Script=Latin}\p{Script=Cyrillic}]/u.test(v[0].trimStart())
    ? clause
    : para.slice(Math.max(0, v.index - 60), Math.min(para.length, v.index + v[0].length + 120));
  if (/^(?:git|rm|DROP|TRUNCATE)\b/i.test(v[0])) return !REMADE.test(para.slice(v.index, v.index + 80));
  const thing = THING.exec(around);
  if (!thing) return false;
  const near = around.slice(Math.max(0, thing.index - 30), thing.index + thing[0].length + 30);
  return !REMADE.test(near);
}

/**
 * Where the waivers stand ([start, end)), in the prose `[lo, hi)` of `text`, whose paragraph also orders the person's things destroyed
 * (each paragraph reported once, at its first waiver).
 */
export function unaskedDestroys(text: string, lo: number, hi: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const prose = text.slice(lo, hi);
  WAIVER.lastIndex = 0;
  if (!WAIVER.test(prose)) return out;
  let done = -1;
  // (the region's destroying verbs, found once — matchAll starts from the pattern's lastIndex: set it back first; none, no finding)
  DESTROY.lastIndex = 0;
  const destroys = [...prose.matchAll(DESTROY)].map((v) => ({ at: lo + v.index, word: v[0] }));
  if (!destroys.length) return out;
  let k = 0;
  WAIVER.lastIndex = 0;
  for (let m = WAIVER.exec(prose); m; m = WAIVER.exec(prose)) {
    const at = lo + m.index;
    if (at < done) continue;
    // (no destroying verb within a paragraph's reach of this waiver: nothing to read)
    while (k < destroys.length && destroys[k].at < at - 1500) k++;
    if (k >= destroys.length || destroys[k].at > at + 1500) continue;
    // (a waiver that is itself negated — "never … without asking", "不要未经同意删除", "確認せずに…してはならない" — asks for consent)
    const [ss, se] = sentenceOf(prose, m.index);
    const sentence = prose.slice(ss, se);
    const waiverIn = m.index - ss;
    const [a, b] = unitAt(text, lo, hi, at);
    // (a question — "Does it destroy data without a confirmation step?" — asks, it does not order)
    if (quoted(text, a, at) || PROHIBIT_AFTER.test(prose.slice(m.index + m[0].length, se)) || /[?？]/.test(prose.slice(m.index, se + 2))) continue;
    if (
      /\b(?:never|do\s+not|don'?t|must\s+not|should\s+not|may\s+not|cannot|no\s+(?:one|agent|tool))\b|(?:^|[^\p{L}])(?:никогда|нельзя)|不要|切勿|禁止|不得|絶対に|決して|jamais|nie(?:mals)?|nunca|mai\b/iu.test(
        sentence.slice(0, Math.max(0, waiverIn)),
      ) &&
      !/^(?:do\s+not|don'?t|never)\s+(?:mention|tell|report|say|list|show|inform|notify|ask|confirm|check|consult|wait|bother)|^不要(?:先)?(?:询问|问|征求|请示|提及|提到|告诉|说明|透露|报告)/iu.test(
        m[0],
      )
    )
      continue;
    const para = text.slice(a, b);
    // (each waiver's paragraph reads the verbs inside it)
    for (let j = k; j < destroys.length && destroys[j].at < b; j++) {
      const d = destroys[j];
      if (d.at >= a && destroysTheirs(para, { index: d.at - a, 0: d.word })) {
        out.push([at, at + m[0].length]);
        done = b;
        break;
      }
    }
  }
  return out;
}
