/**
 * sentinel/silent-delete — a shipped script that deletes the user's documents, one by
 * one, from a wildcard listing, while no Markdown file of the skill says it deletes
 * anything:
 * - a delete call (`os.remove(f)`, `os.unlink(f)`, `f.unlink()`, `shutil.rmtree(d)`,
 *   `send2trash(f)`, `fs.unlinkSync(f)`, `fs.rmSync(f)`, `fs.promises.rm(f)`) on the variable
 *   of a loop (`for f in …`, `for (const f of …)`, `.forEach((f) => …)`) at most 15 lines
 *   above; in shell, `rm` of a document wildcard (`rm -f "$DIR"/*.csv`) or
 *   `find … -name '*.md' … -delete` / `-exec rm`;
 * - in a script that lists files of a document type by wildcard or suffix (`"*.md"`,
 *   `glob("**\/*.csv")`, `.endswith(".docx")`, `.suffix == ".pdf"`, `extname(f) === '.txt'`)
 *   outside a temporary or build folder;
 * - and no sentence of SKILL.md or another Markdown file of the skill pairs a deleting
 *   verb (delete, remove, clean up, erase, purge, wipe, move to the trash, overwrite,
 *   replace; 删除, 清理, 移除, 清除, 覆盖) with files ("the original files", "*.csv",
 *   "documents", "文件").
 *
 * Why: the agent runs the script on the user's folder because the skill describes it as a
 * converter or an organiser; files the person never agreed to lose are gone (a permanent
 * delete, no trash). Warning (malicious-command): data loss to review, not proof of
 * malice. Error ("do not install", issue 28 technique 4: wiping the working tree) when the
 * folder it empties is the one it is run in or the home folder — `glob("*.md")`,
 * `os.path.join(".", "*.csv")`, a folder variable set to `"."` / `os.getcwd()` /
 * `Path.cwd()` / `process.cwd()` / `Path.home()`, `rm -f *.md`, `find . -name '*.csv'
 * -delete` — since the agent runs it in the person's project. A judgment rule: a line
 * comment lowers it.
 *
 * Wiping the folder above the project (error, whatever the docs say): the target followed
 * through variables, parameter defaults and `..` / `dirname` / `Split-Path` / `.parent` /
 * `filepath.Dir` climbs in any language (climb below), written as a recursive delete, a
 * listing piped into one (`Get-ChildItem X | Remove-Item -Recurse`), a loop over X's entries
 * (loopEntryLevel), `cd X && find . … -exec rm -rf`, `FileUtils.rm_rf`, `os.RemoveAll`. The
 * working folder of a relative delete is the one an earlier `cd` / `pushd` chose (cwdAt); batch
 * `set` variables, `%CD%` and `%~dp0` are followed (batchValue); a helper function's result is
 * followed into its `return`s, in this file or another script of the skill (helperLevel). The
 * user's own Documents / Desktop / Pictures wiped whole is an error (lib/app-data-wipe.ts).
 *
 * Not a finding: deleting the script's own temporary or output files (a loop over names
 * it created, `tmp/*.png`, `build/`), one fixed path, and any deletion the skill's
 * documentation announces.
 */
import type { Rule } from '../../rules/types.ts';
import { emit } from './report.ts';
import { candidates, sentinelView, type SentinelFile, type SentinelView } from './view.ts';
import { treeWipes } from './silent-delete-wipes.ts';
import { buildToolWipes } from './silent-delete-build.ts';
import { setScope } from './silent-delete-climb.ts';

const DOC_EXT = String.raw`(?:md|markdown|csv|tsv|txt|docx?|xlsx?|pptx?|pdf|odt|ods|odp|rtf|pages|numbers|key|epub|jpe?g|png|heic|gif|mov|mp4|mp3|wav)`;
/** A quoted wildcard over a document type: `"*.md"`, `'**\/*.csv'`, `` `${dir}/*.pdf` ``. */
const WILDCARD = new RegExp(String.raw`["'\`]([^"'\`\n]*\*\.${DOC_EXT})["'\`]`, 'gi');
/** A suffix test for a document type: `.endswith(".docx")`, `.suffix == ".pdf"`, `extname(f) === '.txt'`. */
const SUFFIX = new RegExp(
  String.raw`(?:\bends[wW]ith\s*\(\s*\(?|\.suffix(?:\.lower\(\))?\s*(?:==|in)\s*[([{]?|\bextname\s*\([^)]*\)(?:\.toLowerCase\(\))?\s*===?)\s*["']\.${DOC_EXT}["']`,
  'i',
);
/** Folders a script may empty without asking: its own scratch space or build output. */
const SCRATCH =
  /(?:^|[/\\_.\s"'{$-])(?:tmp(?:dir)?|temp(?:dir)?|cache|\.cache|build|dist|out|output|frames?|chunks?|parts?|intermediate|scratch|__pycache__)(?:[/\\_.}"'-]|$)/i;

/** The delete call and the name it deletes (a call argument, or the receiver of `.unlink()`). */
const DELETE =
  /(?:\b(?:os\.(?:remove|unlink)|shutil\.rmtree|send2trash(?:\.send2trash)?|fs\.(?:unlinkSync|rmSync|unlink|rm)|fs\.promises\.(?:unlink|rm))\s*\(\s*([A-Za-z_$][\w$]*)\s*[,)]|\b([A-Za-z_$][\w$]*)\.unlink\(\s*(?:missing_ok\s*=\s*\w+)?\s*\))/g;

/** Shell: `rm` of a document wildcard, or `find -name '*.ext'` with `-delete` / `-exec rm` (group 1: the pattern). */
const SH_DELETE = new RegExp(
  String.raw`(?:^|[\s;&|(])rm\s+(?:-[A-Za-z]+\s+|--\s+)*(?:[^\s;&|]+\s+){0,8}?([^\s;&|]*\*\.${DOC_EXT})\b|\bfind\b[^\n;|&]*?-i?name\s+["']?(\*\.${DOC_EXT})["']?[^\n;|&]*?(?:-delete\b|-exec\s+rm\b)`,
  'i',
);

/** A deleting verb and the files it deletes, in one sentence of the documentation. */
const DISCLOSED_VERB =
  /\b(?:delet\w*|remov\w*|clean(?:s|ed|ing)?[\s-]?up|cleanup|eras\w*|purg\w*|wip(?:e|es|ed|ing)\b|trash\w*|overwrit\w*|replac\w*)|删除|清理|移除|清除|覆盖|删掉/i;
const DISCLOSED_OBJECT = /\bfiles?\b|\bdocuments?\b|\boriginals?\b|\bsources?\b|\binputs?\b|\bexports?\b|\*\.\w+|\.\w{2,4}\b|文件|原件|原始/i;

export const rule: Rule = {
  meta: {
    id: 'sentinel/silent-delete',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'warning',
    category: 'malicious-command',
    description: {
      en: "A shipped script deletes the user's documents found by a wildcard, and the skill never says it deletes anything.",
      zh: '附带脚本删除按通配符找到的用户文档，而技能文档从未说明会删除任何内容。',
    },
    fixable: false,
    messages: {
      silentDeleteHere: {
        en: "`{call}` deletes every `{pattern}` in the folder the script runs in (the person's project or home), and no document of the skill says it deletes files: do not install; a skill never empties the user's folder unasked{note}.",
        zh: '`{call}` 会删除脚本运行所在目录（用户的项目或主目录）中的每个 `{pattern}`，而技能文档没有任何地方说明会删除文件：请勿安装；技能绝不能未经询问清空用户的目录{note}。',
      },
      treeWipeParent: {
        en: '`{call}` deletes the folder above the project: every project beside it is gone without a way back — do not install; a skill only deletes what it created{note}.',
        zh: '`{call}` 会删除项目的上一级目录：与项目并列的所有项目都会被不可恢复地删除——请勿安装；技能只能删除它自己创建的内容{note}。',
      },
      treeWipeSkills: {
        en: '`{call}` deletes everything in the folder that holds this skill: every other skill installed beside it — or, for a skill kept as its own repository, every project beside it — is gone without a way back; do not install; a skill only deletes what it created{note}.',
        zh: '`{call}` 会删除存放本技能的目录中的全部内容：与它并列安装的其他技能（若技能本身是独立仓库，则是与它并列的所有项目）都会被不可恢复地删除；请勿安装；技能只能删除它自己创建的内容{note}。',
      },
      treeWipeHome: {
        en: "`{call}` deletes the user's whole home folder (documents, keys, every project): nothing of theirs is left and there is no way back — do not install; a skill only deletes what it created{note}.",
        zh: '`{call}` 会删除用户的整个家目录（文档、密钥、所有项目）：用户的一切都将不可恢复地丢失——请勿安装；技能只能删除它自己创建的内容{note}。',
      },
      appDataWipe: {
        en: "`{call}` deletes the data folders of the user's apps in their home folder ({what}): settings, saved data and keys of every app go with it, not just caches — have the user agree first{note}.",
        zh: '`{call}` 会删除用户家目录中各应用的数据文件夹（{what}）：所有应用的设置、保存的数据和密钥都会一并删除，而不只是缓存——请先征得用户同意{note}。',
      },
      userFilesWipe: {
        en: "`{call}` deletes the user's whole {what} folder (their own files, not an app's data): everything in it is gone without a way back — do not install; a skill only deletes what it created{note}.",
        zh: '`{call}` 会删除用户整个 {what} 文件夹（用户自己的文件，而非应用数据）：其中的一切都将不可恢复地丢失——请勿安装；技能只能删除它自己创建的内容{note}。',
      },
      treeWipeHere: {
        en: "`{call}` deletes everything in the project the agent works in (by wildcard or by shredding): the person's work is gone without a way back — do not install; a skill only deletes what it created{note}.",
        zh: '`{call}` 会删除智能体所在项目中的全部内容（通配符或粉碎）：用户的工作成果将不可恢复地丢失——请勿安装；技能只能删除它自己创建的内容{note}。',
      },
      silentDeleteAbove: {
        en: "`{call}` deletes every `{pattern}` in the folder that holds the path the script was given, searched through all its subfolders, and no document of the skill says it deletes files: the person's other documents there are gone — do not install; a skill only deletes what it created{note}.",
        zh: '`{call}` 会删除脚本所获路径的所在目录（逐层搜索其全部子目录）中的每个 `{pattern}`，而技能文档没有任何地方说明会删除文件：用户放在那里的其他文档都会丢失——请勿安装；技能只能删除它自己创建的内容{note}。',
      },
      silentDelete: {
        en: '`{call}` deletes every file the script listed by `{pattern}`, and no document of the skill says it deletes files: the person loses them without agreeing; say so in SKILL.md and ask before deleting, or leave the originals{note}.',
        zh: '`{call}` 会删除脚本按 `{pattern}` 列出的每个文件，而技能文档没有任何地方说明会删除文件：用户会在未同意的情况下失去这些文件；请在 SKILL.md 中说明并在删除前征得同意，或保留原文件{note}。',
      },
    },
  },
  check(ctx) {
    const view = sentinelView(ctx.doc);
    setScope(view);
    treeWipes(ctx, view);
    buildToolWipes(ctx, view);
    let disclosed: boolean | undefined;
    for (const { sf, seg, start, end } of candidates(view, 'delete', (f) => f.role === 'script' && (f.lang === 'py' || f.lang === 'js' || f.lang === 'sh'))) {
      const text = sf.info.text;
      const line = text.slice(start, end);
      if (sf.lang === 'sh') {
        const m = SH_DELETE.exec(line);
        const pattern = m && (m[1] ?? m[2]);
        if (!m || !pattern || SCRATCH.test(line.slice(m.index, m.index + m[0].length))) continue;
        disclosed ??= announcesDeletion(view);
        if (disclosed) return;
        const at = start + m.index + (m[0].length - m[0].trimStart().length);
        const here = m[1] ? SH_HERE.test(pattern) : SH_FIND_HERE.test(m[0]);
        emit(ctx, {
          sf,
          seg,
          start: at,
          end: start + m.index + m[0].length,
          messageId: here ? 'silentDeleteHere' : 'silentDelete',
          data: { call: m[0].trim().replace(/\s+/g, ' ').slice(0, 60), pattern },
          base: here ? 'error' : 'warning',
          kind: 'judgment',
          category: 'malicious-command',
        });
        continue;
      }
      DELETE.lastIndex = 0;
      for (let m = DELETE.exec(line); m; m = DELETE.exec(line)) {
        const name = m[1] ?? m[2];
        if (!name || !loopVariable(text, start, name)) continue;
        const listing = documentListing(sf);
        if (!listing) break;
        const { pattern, here } = listing;
        // (the loop walks a folder assigned a path's parent: `for f in raiz.rglob(patron)`, `raiz = entrada.resolve().parent`)
        const above = listing.above === true && overParent(text, start, name);
        disclosed ??= announcesDeletion(view);
        if (disclosed) return;
        const at = start + m.index;
        emit(ctx, {
          sf,
          seg,
          start: at,
          end: at + m[0].length,
          messageId: here ? 'silentDeleteHere' : above ? 'silentDeleteAbove' : 'silentDelete',
          data: { call: m[0].replace(/\s+/g, ''), pattern },
          base: here || above ? 'error' : 'warning',
          kind: 'judgment',
          category: 'malicious-command',
        });
      }
    }
  },
};

/** Whether `name` is the variable of a loop opened at most 15 lines above `at`. */
function loopVariable(text: string, at: number, name: string): boolean {
  return loopHead(text, at, name) !== undefined;
}

/**
 * The loop of `name` opened at most 15 lines above `at`: what its head iterates (`root.rglob(p):` of `for f in
 * root.rglob(p):`; '' for a `.forEach`), or undefined when there is none.
 */
function loopHead(text: string, at: number, name: string): string | undefined {
  let from = at;
  for (let n = 0; n < 15 && from > 0; n++) from = text.lastIndexOf('\n', from - 1);
  const before = text.slice(Math.max(0, from), at);
  const n = name.replace(/\$/g, '\\$');
  const heads = [
    ...before.matchAll(
      new RegExp(
        String.raw`\bfor\s+(?:\(?\s*(?:const|let|var)\s+)?(?:[\w$]+\s*,\s*)?${n}\s+(?:in|of)\b([^\n]*)|\.forEach\s*\(\s*(?:async\s*)?\(?\s*${n}\b`,
        'g',
      ),
    ),
  ];
  return heads.length ? (heads.at(-1)![1] ?? '') : undefined;
}

/**
 * The first document-type wildcard or suffix test of the script outside a scratch folder,
 * and whether the folder it lists is the working folder or home (`here`).
 */
function documentListing(sf: SentinelFile): { pattern: string; here: boolean; above?: boolean } | undefined {
  const text = sf.info.text;
  WILDCARD.lastIndex = 0;
  for (let m = WILDCARD.exec(text); m; m = WILDCARD.exec(text)) {
    if (SCRATCH.test(m[1])) continue;
    const here = wildcardHere(text, m.index, m[1]);
    return { pattern: m[1], here, above: !here };
  }
  const s = SUFFIX.exec(text);
  if (!s) return undefined;
  LISTDIR.lastIndex = 0;
  let here = false;
  for (let l = LISTDIR.exec(text); l && !here; l = LISTDIR.exec(text)) here = folderHere(text, l[1].trim());
  return { pattern: s[0].replace(/\s+/g, ' '), here };
}

// ---- the working folder or home ----------------------------------------------------------

/** Values naming the working folder or home: `"."`, `os.getcwd()`, `Path.cwd()`, `process.cwd()`, `Path.home()`, `"~"`. */
const HERE_ALTS = String.raw`["'\`]\.\/?["'\`]|["'\`]~\/?["'\`]|os\.getcwd\(\)|os\.curdir|Path\.cwd\(\)|Path\(\s*(?:["']\.\/?["'])?\s*\)|Path\.home\(\)|process\.cwd\(\)|os\.homedir\(\)|os\.path\.expanduser\(\s*["']~\/?["']\s*\)|os\.environ\[\s*["']HOME["']\s*\]`;
const HERE_VALUE = new RegExp(`^(?:${HERE_ALTS})$`);
/** The same at the start of an assignment's right-hand side or a parameter default. */
const HERE_START = new RegExp(`^(?:${HERE_ALTS})(?=\\s*(?:$|[),:;#]|//))`);
/** The folder a listing call reads: `os.listdir(D)`, `os.scandir(D)`, `os.walk(D)`, `readdirSync(D)`, `Path(D).iterdir()` (group 1: D, maybe empty). */
const LISTDIR = /\b(?:os\.listdir|os\.scandir|os\.walk|readdirSync|readdir)\s*\(([^(),]*(?:\(\))?)[,)]/g;

/** Whether the folder expression `d` (a literal, a call, or a name assigned one of them in the file) is the working folder or home. */
function folderHere(text: string, d: string): boolean {
  if (d === '' || HERE_VALUE.test(d)) return true;
  if (!/^[A-Za-z_$][\w$]*$/.test(d)) return false;
  const n = d.replace(/\$/g, '\\$');
  // `D = "."`, `D: str = "."`, a parameter default `(D='.')`, `const D = process.cwd()`.
  const assigned = new RegExp(String.raw`(?:^|[\s(,])(?:(?:const|let|var)\s+)?${n}\s*(?::\s*[\w.\[\]]+\s*)?=(?!=)\s*([^\n]+)`, 'gm');
  for (let m = assigned.exec(text); m; m = assigned.exec(text)) if (HERE_START.test(m[1])) return true;
  return false;
}

/** Whether the wildcard quoted at `at` lists the working folder or home: a bare relative glob, a join with such a folder, or a Path of it. */
function wildcardHere(text: string, at: number, pattern: string): boolean {
  if (/^~\/|^\$HOME\//.test(pattern)) return true;
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const before = text.slice(lineStart, at);
  // os.path.join(D, "*.csv") / path.join(D, '*.md')
  const join = /\bpath\.join\(\s*([^,()]*(?:\(\))?)\s*,\s*$/.exec(before);
  if (join) return folderHere(text, join[1].trim());
  // Path(D).glob("*.md") / D.rglob("*.md")
  const method = /([\w$.]+(?:\([^()]*\))?)\.(?:r?glob)\(\s*$/.exec(before);
  if (method && method[1] !== 'glob') {
    const recv = method[1];
    const path = /^Path\(([^()]*)\)$/.exec(recv);
    return path ? folderHere(text, path[1].trim()) : folderHere(text, recv);
  }
  // glob.glob("*.md") / glob("*.md") / globSync('*.md'): relative to the working folder.
  if (/\b(?:glob\.i?glob|i?glob|globSync|fg\.sync|fg)\(\s*(?:recursive\s*=\s*\w+\s*,\s*)?$/.test(before))
    return !/[/\\]/.test(pattern.replace(/^\.\//, '').replace(/^\*\*\//, ''));
  return false;
}

/** A path's parent: `entrada.resolve().parent`, `os.path.dirname(os.path.abspath(src))`, `path.dirname(dir)`, `path.resolve(d, "..")`. */
const PARENT_START =
  /^(?:[A-Za-z_$][\w$.]*(?:\.(?:resolve|absolute|expanduser)\(\))*\.parent\b(?!\s*\/)|(?:os\.path|path)\.dirname\(|path\.(?:resolve|join)\([^()\n]*["']\.\.["']\s*\))/;

/**
 * Whether the loop of `name` above `at` searches, by glob or walk, a folder assigned the parent of a path
 * (`raiz = entrada.resolve().parent` … `for f in raiz.rglob(patron):`).
 */
function overParent(text: string, at: number, name: string): boolean {
  const head = loopHead(text, at, name);
  if (!head) return false;
  // (searched through every subfolder: `rglob`, `os.walk` — a `glob` of one folder's own temporary files is not this)
  for (const g of head.matchAll(/\b([A-Za-z_$][\w$]*)\.rglob\(|\bos\.walk\(\s*([A-Za-z_$][\w$]*)\s*[,)]/g)) {
    const n = (g[1] ?? g[2]).replace(/\$/g, '\\$');
    const assigned = new RegExp(String.raw`(?:^|[\s(,])(?:(?:const|let|var)\s+)?${n}\s*(?::\s*[\w.\[\]]+\s*)?=(?!=)\s*([^\n]+)`, 'gm');
    for (const a of text.matchAll(assigned)) if (PARENT_START.test(a[1])) return true;
  }
  return false;
}

/** Shell: `rm` of a wildcard relative to the working folder or home (`*.md`, `./*.csv`, `~/*.pdf`, `$HOME/…`). */
const SH_HERE = /^(?:\.\/|~\/|["']?\$\{?HOME\}?["']?\/)?\*\./;
/** Shell: `find` started in the working folder or home. */
const SH_FIND_HERE = /\bfind\s+(?:\.|\.\/|~|~\/|["']?\$\{?(?:HOME|PWD)\}?["']?|\$\(pwd\))(?:\s|$)/;

/** Whether a sentence of the skill's Markdown pairs a deleting verb with files. */
function announcesDeletion(view: SentinelView): boolean {
  for (const sf of view.files) {
    if (sf.role !== 'skill' && sf.role !== 'markdown') continue;
    for (const sentence of sf.info.text.split(/(?<=[.!?。！？])\s+|\n\s*\n|\n\s*[-*+]\s|\n\s*\d+\.\s/)) {
      if (DISCLOSED_VERB.test(sentence) && DISCLOSED_OBJECT.test(sentence)) return true;
    }
  }
  return false;
}
