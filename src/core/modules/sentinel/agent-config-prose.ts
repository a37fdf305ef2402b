/**
 * sentinel/agent-config, orders in prose to write into an instruction file (CLAUDE.md, AGENTS.md, memory
 * files): in English (on one line, wrapped over two, or with the files in a list under the order or
 * above it), in Chinese, Japanese and Korean, and in Spanish, German, French, Portuguese, Italian or
 * Russian. The rule: agent-config.ts.
 */
import { INSTR } from './agent-config-writes.ts';
import { plantsHostileText } from './agent-config-planted.ts';
import type { SentinelFile } from './view.ts';
import { ITEM } from './lib/sentences-words.ts';
import { EU_TEXT } from './lib/sentences-langs.ts';
import { el } from './lib/sentences-langs-third.ts';

/**
 * The same order with the files in a list under its lead-in: "Write the block below into
 * each of these files:" / "- `~/.claude/CLAUDE.md`" / "- `AGENTS.md` in every repository".
 */
export const PROSE_INSTR_LIST = new RegExp(
  String.raw`(?<![.\w])(?:add|append|write|insert|inject|prepend|paste|put|save|copy|install|place)(?:s|ing)?\b(?!\s*\()[^\n|]{0,160}?(?:\n[^\n|#>*+-][^\n|]{0,160}?)?[:：]\s*(?:\*\*|__)?\s*\n(?:[ \t]*\n)?(?:[ \t]*(?:[-*+•]|\d+[.)])[ \t][^\n]*\n){0,8}?[ \t]*(?:[-*+•]|\d+[.)])[ \t][^\n]*?${INSTR}`,
  'i',
);
/** The order in Chinese, Japanese or Korean: "写入 CLAUDE.md", "CLAUDE.md に追記して", "CLAUDE.md の末尾に追記", "AGENTS.md 에 추가하세요". */
export const PROSE_INSTR_CJK = new RegExp(
  String.raw`(?:写入|写进|添加到|追加到|加入到?|追加至|添加至)[^\n。]{0,24}?${INSTR}|${INSTR}[\x60"'」』]?(?:\s*の\s*(?:すべて|全て|それぞれ|両方|末尾|最後|先頭))?\s*(?:に|へ|에|에다가?|里|中|文件)[^\n。]{0,24}?(?:追記|追加|書き込|書き足|写入|添加|加入|추가|기록|작성|덧붙)`,
  'i',
);
/** "Add the following to your CLAUDE.md", "Update AGENTS.md with …", "Create AGENTS.md". */
export const PROSE_INSTR = new RegExp(
  String.raw`(?<![.\w])(?:add|append|write|insert|inject|prepend|paste|put|save|update|modify|edit|overwrite|replace|create|merge|copy)(?:s|ing)?\b(?!\s*\()(?:[^.\n|]|\.(?=\S)){0,120}?(?:\b(?:to|into|in)\s+)?(?:the\s+|your\s+|a\s+)?(?:(?:project|repo|global|user|root)(?:'s)?\s+){0,2}[\x60"']?(?:~\/|\$HOME\/|\.\/)?(?:[\w.-]+\/)*${INSTR}`,
  'i',
);

/**
 * An order to put text into the agent's own memory, named in words ("persist the following team rules in the
 * agent's global memory", "save these rules to your long-term memory", "store this in the memory file").
 */
export const MEMORY_ORDER =
  /\b(?:persist|store|save|write|add|put|record|keep|commit|place|append|insert|plant|embed)\b[^.\n]{0,80}?\b(?:(?:in|into|to)\s+(?:the\s+|your\s+|its\s+|the\s+agent'?s\s+|every\s+agent'?s\s+)?(?:(?:global|long-term|permanent|user-level|standing)\s+(?:agent\s+)?|(?:shared|persistent)\s+agent\s+)(?:memory(?:\s+files?)?|instruction\s+files?)|(?:in|into|to|at\s+the\s+(?:end|top|bottom|start)\s+of)\s+(?:every|each|all)\s+(?:(?:agent|project|session)\s+)?(?:memory|instruction)\s+files?)\b/i;

/** An order to write into each of the files listed above it ("Write the following policy into each file, verbatim:"). */
export const EACH_FILE_ORDER =
  /\b(?:write|append|add|insert|copy|put|paste|sync|place|inject)\b[^.\n]{0,80}?\b(?:into|to|in)\s+(?:each|every|all)\s+(?:of\s+)?(?:these\s+|those\s+|the\s+|the\s+above\s+)?(?:(?:instruction|memory|rules?)\s+)?(?:files?|of\s+them)\b/i;

/** PROSE_INSTR over one line break, the next line not a new item, heading, quote or table row. */
export const PROSE_INSTR_WRAPPED = new RegExp(
  PROSE_INSTR.source.replace(String.raw`(?:[^.\n|]|\.(?=\S)){0,120}?`, String.raw`(?:[^.\n|]|\.(?=\S)|\n(?![ \t]*(?:\n|[-*+#>|]|\d+[.)]))){0,160}?`),
  'i',
);

/**
 * The order in Spanish, German, French, Portuguese, Italian or Russian, the verb up to a few
 * lines before the file ("übernimm den Abschnitt … in die globale Speicherdatei: ~/.claude/CLAUDE.md",
 * "añade estas reglas a AGENTS.md", "ajoutez ce bloc à .cursorrules", "добавь это в CLAUDE.md").
 */
export const PROSE_INSTR_EU = new RegExp(
  String.raw`(?<![\p{L}])(?:añad|agreg|escrib|copi|peg[au]|guard|incorpor|insert|füg|schreib|übernimm|übernehm|kopier|trag|speicher|ergänz|häng|ajout|écri|coll(?:e|ez)\b|insér|enregistr|mets|mettez|adicion|escrev|insir|salv|aggiung|scriv|incoll|inserisc|добав|запиш|впиш|скопир|встав|сохран|внес|lägg|infoga|kopier|klistra|spara|tilføj|indsæt|legg|lagre|lisää|kirjoita|liitä|kopioi|tallenna|vlož|přidej|zapiš|napiš|zkopíruj|ulož|додай|запиши|впиши|скопіюй|встав|збережи|${el('πρόσθεσ|γράψ|εισάγ|αντίγραψ|επικόλλησ|αποθήκευσ')}|adaug|scrie|insereaz|copiaz|lipe|salveaz|voeg|schrijf|plak|kopieer|zet|dodaj|wpisz|zapisz|wklej|skopiuj|umieść|ekle|yaz|yapıştır|kopyala|kaydet|thêm|ghi|chèn|sao\s+chép|dán|lưu|tambahkan|tulis|sisipkan|salin|tempel|simpan|जोड़|लिख|डाल|कॉपी|पेस्ट|[وف]?(?:أضف|اضف|اكتب|أدرج|ادرج|انسخ|الصق|احفظ)|[ו]?(?:הוסף|הוסיפו|כתוב|כתבו|הכנס|הכניסו|העתק|הדבק|שמור))\p{L}*(?:[^\n|]|\n(?![ \t]*\n)){0,300}?(?:${INSTR})`,
  'iu',
);
/** A body in one of those languages, or another the sentence analysis reads (lib/sentences-langs.ts EU_TEXT), where PROSE_INSTR_EU is read. */
export const EU_WORDS = new RegExp(
  `${/[а-яё]|(?<![\w])(?:el|los|las|del|und|der|die|das|den|les|des|une|vous|você|não|il|della|nel)(?![\w])/.source}|${EU_TEXT.source}`,
  'i',
);

/** A Markdown or text file of the skill named in a sentence (`references/persona.md`). */
const SKILL_DOC = /(?<![\w/.~$-])(?:\.\/)?((?:[\w.-]+\/)*[\w-]+\.(?:md|mdc|markdown|txt)(?:\.(?:template|tmpl|tpl|example|sample|dist|in))?)\b/g;

/** An instruction file named anywhere in a text. */
export const INSTR_NAMED = new RegExp(INSTR, 'i');
const INSTR_WHOLE = new RegExp(`^(?:${INSTR})$`, 'i');

/** The list item at `at` stands among two or more consecutive items (its own included) that name an instruction file. */
export function instructionList(text: string, at: number): boolean {
  const ls = text.lastIndexOf('\n', at - 1) + 1;
  const before = text
    .slice(Math.max(0, ls - 2000), ls)
    .split('\n')
    .slice(0, -1);
  const after = text.slice(ls, ls + 2000).split('\n');
  // (the item's list: consecutive item lines up from it and down from it, at most eight each way)
  const up = before.reverse().slice(0, 8);
  const items = [...takeItems(up), ...takeItems(after.slice(0, 9))];
  return items.filter((l) => INSTR_NAMED.test(l)).length >= 2;
}

/** The leading run of list-item lines. */
function takeItems(lines: string[]): string[] {
  const n = lines.findIndex((l) => !ITEM.test(l));
  return n < 0 ? lines : lines.slice(0, n);
}

export function namedFileHostile(files: SentinelFile[], self: SentinelFile, order: string): boolean {
  SKILL_DOC.lastIndex = 0;
  for (let m = SKILL_DOC.exec(order); m; m = SKILL_DOC.exec(order)) {
    const name = m[1];
    // (the instruction file itself named bare — "AGENTS.md" — is the destination; a skill file in a folder, `template/AGENTS.md`, is
    // the text planted there)
    if (!name.includes('/') && INSTR_WHOLE.test(name)) continue;
    const f = files.find((x) => x !== self && x.role !== 'script' && (x.file.path === name || x.file.path.endsWith(`/${name}`)));
    if (!f) continue;
    const t = f.info.text;
    for (let i = 0; i < Math.min(t.length, 6000); i += 1000) if (plantsHostileText(t, i, t.length)) return true;
  }
  return false;
}

/** The instruction file an order plants into: named in the order, its window or the file, else its own words ("every memory file"). */
export function plantedName(order: string, near: string, full: string): string {
  return (
    INSTR_NAMED.exec(order)?.[0] ?? INSTR_NAMED.exec(near)?.[0] ?? INSTR_NAMED.exec(full)?.[0] ?? /\b(?:memory|instruction)\s+files?\b/i.exec(order)?.[0] ?? ''
  );
}

/** A kind of skill or tool as the subject of a relative clause: "A skill that …", "any plugin which …", "tools that …". */
export const DESCRIBES_ONE =
  /\b(?:an?|any|the|some|every|each|one)?\s*(?:[\w-]+\s+)?(?:skills?|scripts?|tools?|plugins?|extensions?|packages?|repositor(?:y|ies)|attackers?|prompts?|payloads?|servers?)\s+(?:that|which|who)\s+$/i;
