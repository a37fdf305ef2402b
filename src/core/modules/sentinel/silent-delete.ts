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
 * (loopEntryLevel), `cd X && find . … -exec rm -rf`, `FileUtils.rm_rf`, `os.RemoveAll`.
 *
 * Not a finding: deleting the script's own temporary or output files (a loop over names
 * it created, `tmp/*.png`, `build/`), one fixed path, and any deletion the skill's
 * documentation announces.
 */
import type { Rule } from '../../rules/types.ts';
import type { RuleContext } from '../../rules/types.ts';
import { expandVars } from './lib/fetch-run.ts';
import { appDataWipe } from './lib/app-data-wipe.ts';
import { emit } from './report.ts';
import { anchorHits, candidates, sentinelView, type Segment, type SentinelFile, type SentinelView } from './view.ts';

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
      treeWipeHome: {
        en: "`{call}` deletes the user's whole home folder (documents, keys, every project): nothing of theirs is left and there is no way back — do not install; a skill only deletes what it created{note}.",
        zh: '`{call}` 会删除用户的整个家目录（文档、密钥、所有项目）：用户的一切都将不可恢复地丢失——请勿安装；技能只能删除它自己创建的内容{note}。',
      },
      appDataWipe: {
        en: "`{call}` deletes the data folders of the user's apps in their home folder ({what}): settings, saved data and keys of every app go with it, not just caches — have the user agree first{note}.",
        zh: '`{call}` 会删除用户家目录中各应用的数据文件夹（{what}）：所有应用的设置、保存的数据和密钥都会一并删除，而不只是缓存——请先征得用户同意{note}。',
      },
      treeWipeHere: {
        en: "`{call}` deletes everything in the project the agent works in (by wildcard or by shredding): the person's work is gone without a way back — do not install; a skill only deletes what it created{note}.",
        zh: '`{call}` 会删除智能体所在项目中的全部内容（通配符或粉碎）：用户的工作成果将不可恢复地丢失——请勿安装；技能只能删除它自己创建的内容{note}。',
      },
      silentDelete: {
        en: '`{call}` deletes every file the script listed by `{pattern}`, and no document of the skill says it deletes files: the person loses them without agreeing; say so in SKILL.md and ask before deleting, or leave the originals{note}.',
        zh: '`{call}` 会删除脚本按 `{pattern}` 列出的每个文件，而技能文档没有任何地方说明会删除文件：用户会在未同意的情况下失去这些文件；请在 SKILL.md 中说明并在删除前征得同意，或保留原文件{note}。',
      },
    },
  },
  check(ctx) {
    const view = sentinelView(ctx.doc);
    treeWipes(ctx, view);
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
        disclosed ??= announcesDeletion(view);
        if (disclosed) return;
        const at = start + m.index;
        emit(ctx, {
          sf,
          seg,
          start: at,
          end: at + m[0].length,
          messageId: here ? 'silentDeleteHere' : 'silentDelete',
          data: { call: m[0].replace(/\s+/g, ''), pattern },
          base: here ? 'error' : 'warning',
          kind: 'judgment',
          category: 'malicious-command',
        });
      }
    }
  },
};

/** Whether `name` is the variable of a loop opened at most 15 lines above `at`. */
function loopVariable(text: string, at: number, name: string): boolean {
  let from = at;
  for (let n = 0; n < 15 && from > 0; n++) from = text.lastIndexOf('\n', from - 1);
  const before = text.slice(Math.max(0, from), at);
  const n = name.replace(/\$/g, '\\$');
  return new RegExp(String.raw`\bfor\s+(?:\(?\s*(?:const|let|var)\s+)?(?:[\w$]+\s*,\s*)?${n}\s+(?:in|of)\b|\.forEach\s*\(\s*(?:async\s*)?\(?\s*${n}\b`).test(
    before,
  );
}

/**
 * The first document-type wildcard or suffix test of the script outside a scratch folder,
 * and whether the folder it lists is the working folder or home (`here`).
 */
function documentListing(sf: SentinelFile): { pattern: string; here: boolean } | undefined {
  const text = sf.info.text;
  WILDCARD.lastIndex = 0;
  for (let m = WILDCARD.exec(text); m; m = WILDCARD.exec(text)) {
    if (SCRATCH.test(m[1])) continue;
    return { pattern: m[1], here: wildcardHere(text, m.index, m[1]) };
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

// ---- wiping the working tree or the folders above it ------------------------------------

/** Recursive deletes and tree shredding; group `t`: the first target. */
const WIPE = new RegExp(
  [
    String.raw`(?<![\w.\-/$])rm\s+(?:-[a-zA-Z]*\s+|--\w[\w-]*\s+)*-[a-zA-Z]*[rR][a-zA-Z]*\s+(?:-[-\w]*\s+)*(?<t1>[^\n;&|#]+)`,
    String.raw`\bfind\s+(?<t2>"[^"\n]+"|'[^'\n]+'|[^\s;&|]+)[^\n;|]*?(?:\s-delete\b|-exec\s+(?:rm|shred)\b)`,
    String.raw`\bshred\s+(?:-[a-zA-Z]*u[a-zA-Z]*|--remove)\s+(?:-[-\w]*\s+)*(?<t3>[^\n;&|#]+)`,
    String.raw`\bshutil\.rmtree\(\s*(?<t4>[^,()\n]+(?:\((?:[^()\n]|\([^()\n]*\))*\))?)`,
    String.raw`\b(?:fs\.)?(?:rmSync|rm|promises\.rm|rmdirSync)\(\s*(?<t5>[^,()\n]+(?:\((?:[^()\n]|\([^()\n]*\))*\))?)[^\n]*recursive`,
    String.raw`\brimraf(?:\.sync)?\(\s*(?<t6>[^,()\n]+(?:\((?:[^()\n]|\([^()\n]*\))*\))?)`,
    String.raw`\bRemove-Item\s+(?:-(?:Path|LiteralPath)\s+)?(?<t7>"[^"\n]+"|'[^'\n]+'|\([^)\n]+\)|[^\s;|]+)[^\n;|]*-Recurse`,
    String.raw`\b(?:rd|rmdir)\s+\/s\s+(?:\/q\s+)?(?<t8>[^\n&|]+)`,
    // PowerShell: every entry of a listing piped into a recursive delete.
    String.raw`\b(?:Get-ChildItem|gci|dir|ls)\s+(?:-(?:Path|LiteralPath)\s+)?(?<t9>"[^"\n]+"|'[^'\n]+'|\([^)\n]+\)|\$[\w:.]+)[^\n|]*\|\s*(?:(?:ForEach-Object|foreach|%)\s*\{[^}]*?)?\b(?:Remove-Item|rm|del|ri)\b[^\n}|;]*-Recurse`,
    // Ruby FileUtils, Go os.RemoveAll.
    String.raw`\bFileUtils\.(?:rm_rf|rm_r|remove_dir|remove_entry(?:_secure)?)\b\(?\s*(?<t10>[^,()\n]+(?:\((?:[^()\n]|\([^()\n]*\))*\))?)`,
    String.raw`\bos\.RemoveAll\(\s*(?<t11>[^,()\n]+(?:\((?:[^()\n]|\([^()\n]*\))*\))?)`,
  ].join('|'),
  'g',
);
/** The folder above the working folder or the repository: `..`, `$(dirname "$PWD")`, `Path.cwd().parent` … */
const PARENT =
  /^(?:\.\.(?:[\\/]\.\.)*|\$\(\s*dirname\s+["']?(?:\$\{?PWD\}?|\$\(\s*pwd\s*\)|\$\(\s*git\b[^\n]*?rev-parse\s+--show-toplevel[^\n]*|\$\{?OLDPWD)|(?:pathlib\.)?Path(?:\.cwd\(\)|\(\s*(?:["']\.["']|os\.getcwd\(\))?\s*\)(?:\.resolve\(\))?)\.parent|os\.path\.dirname\(\s*os\.(?:getcwd\(\)|path\.abspath\(\s*["']\.["']\s*\))|os\.path\.(?:join|abspath)\(\s*(?:os\.getcwd\(\)\s*,\s*)?["']\.\.["']|path\.(?:dirname|resolve|join)\(\s*process\.cwd\(\)\s*(?:\)|,\s*["']\.\.["'])|path\.resolve\(\s*["']\.\.["']|Split-Path\s+(?:-Parent\s+)?(?:\$PWD|\(Get-Location\))|\(Get-Location\)\.Parent|\(Get-Item\s+\.\)\.Parent)/;
/** The working folder or the repository itself. */
const WORKTREE =
  /^(?:\$\{?PWD\}?|\$\(\s*pwd\s*\)|\$\(\s*git\b[^\n]*?rev-parse\s+--show-toplevel[^\n]*\)|(?:pathlib\.)?Path\.cwd\(\)|os\.getcwd\(\)|process\.cwd\(\)|\$PWD|\(Get-Location\)|Get-Location)$/;

/**
 * Deleting a whole tree that is the working folder's parent (every sibling project) or, by
 * wildcard or by shredding, the working folder itself: the target resolved through the
 * script's variables (`WORKSPACE="$(dirname "$PROJECT")"`, `root = Path.cwd().parent`).
 * Error whatever the documentation says: no clean-up needs the folders above the project.
 */
function treeWipes(ctx: RuleContext, view: SentinelView): void {
  for (const sf of view.files) {
    const text = sf.info.text;
    // Where the shared anchor pass saw a delete word (`delete`, `destroy` tags: rm, -delete, rmtree,
    // rmSync, shred, remove-item, rd /s): only code blocks holding one are read.
    const hits = [...anchorHits(sf, 'delete'), ...anchorHits(sf, 'destroy')];
    if (!hits.length) continue;
    let n = 0;
    // (a task runner's or CI file's commands are code too: Taskfile.yml `cmds:`, a workflow's `run:`)
    const tasks = TASK_FILE.test(sf.file.path);
    for (const seg of sf.segments) {
      if ((seg.kind !== 'code' && !(tasks && seg.kind === 'data')) || seg.detector || !hits.some((h) => h >= seg.start && h < seg.end)) continue;
      const part = text.slice(seg.start, seg.end);
      WIPE.lastIndex = 0;
      for (let p = WIPE.exec(part); p && n < 200; p = WIPE.exec(part), n++) {
        const m = Object.assign(p, { index: p.index + seg.start });
        if (seg.kind === 'data' && !TASK_LINE.test(text.slice(text.lastIndexOf('\n', m.index) + 1, m.index + 1))) continue;
        wipeAt(ctx, sf, seg, m);
      }
    }
  }
}

/** YAML files whose entries are shell commands: Taskfile, CI pipelines, git-hook managers. */
const TASK_FILE =
  /(?:^|[\\/])(?:[Tt]askfile|\.gitlab-ci|bitbucket-pipelines|azure-pipelines|cloudbuild|lefthook|\.pre-commit-config|\.?tasks?)(?:\.[\w-]+)?\.ya?ml$|(?:^|[\\/])\.github[\\/](?:workflows|actions)[\\/]/;
/** A command entry of such a file, up to the delete: a list item (`- rm -rf …`), a `cmd:` / `run:` / `sh:` / `script:` value. */
const TASK_LINE =
  /^[ \t]*(?:-[ \t]+(?:(?:cmd|run|sh|script|command)[ \t]*:[ \t]*)?|(?:cmd|run|sh|script|command|entry)[ \t]*:[ \t]*[|>]?[ \t]*)["']?[^\n]*$|^[ \t]+[^\s:#-][^\n:]*$/;

/** Reports the delete `m` (offsets into the whole text) when it wipes the project or the folder above it. */
function wipeAt(ctx: RuleContext, sf: SentinelFile, seg: Segment, m: RegExpExecArray): void {
  const g = m.groups ?? {};
  const key = Object.keys(g).find((k) => g[k] !== undefined);
  if (!key) return;
  // `find DIR -name '*.pyc' -delete`: a filtered clean-up, not the whole tree.
  // (`! -name .git` / `-not -name` only spares one entry: still the whole tree.)
  if (key === 't2' && /(?<!(?:!|-not)\s*)\s-(?:i?name|i?path|i?regex|newer|mtime|mmin|size|empty)\s/.test(m[0])) return;
  if (key === 't9' && /\s-(?:Filter|Include)\b/i.test(m[0])) return;
  let target = g[key];
  // `cd DIR && find . …`: the folder `.` is DIR.
  if (key === 't2' && /^\.\/?$/.test(target)) {
    const lineStart = sf.info.text.lastIndexOf('\n', m.index - 1) + 1;
    const cd = /\bcd\s+("[^"\n]+"|'[^'\n]+'|[^\s;&|]+)\s*(?:&&|;)\s*$/.exec(sf.info.text.slice(lineStart, m.index + m[0].search(/\S/)));
    if (cd) target = cd[1];
  }
  // `cd DIR && rm -rf ./* ./.[!.]*`: the relative targets are DIR's entries.
  if ((key === 't1' || key === 't3') && /(?:^|\s)(?:\.\/?|\*|\.\[|\.\*)/.test(target)) {
    const lineStart = sf.info.text.lastIndexOf('\n', m.index - 1) + 1;
    const cd = /\bcd\s+("[^"\n]+"|'[^'\n]+'|[^\s;&|]+)\s*(?:&&|;)\s*$/.exec(sf.info.text.slice(lineStart, m.index + m[0].search(/\S/)));
    if (cd) {
      const dir = cd[1].replace(/^["']|["']$/g, '').replace(/\/+$/, '');
      target = target
        .split(/\s+/)
        .map((w) => (/^\.\/?$/.test(w) ? dir : /^\.\//.test(w) ? dir + w.slice(1) : /^(?:\*|\.\[|\.\*)/.test(w) ? `${dir}/${w}` : w))
        .join(' ');
    }
  }
  const what = wipedTree(sf, target, key === 't1' || key === 't3' || key === 't8', /shred/.test(m[0]) || key === 't9');
  if (!what) {
    appDataWipe(ctx, sf, seg, m);
    return;
  }
  const at = m.index + m[0].search(/\S/);
  emit(ctx, {
    sf,
    seg,
    start: at,
    end: m.index + m[0].trimEnd().length,
    messageId: what === 'parent' ? 'treeWipeParent' : what === 'home' ? 'treeWipeHome' : 'treeWipeHere',
    data: { call: m[0].trim().replace(/\s+/g, ' ').slice(0, 70) },
    base: 'error',
    kind: 'judgment',
    category: 'malicious-command',
  });
}

/** Which tree a delete's targets wipe: `parent` (the folder above the project), `here` (the project, by wildcard or shredding). */
function wipedTree(sf: SentinelFile, targets: string, several: boolean, shred: boolean): 'parent' | 'here' | 'home' | undefined {
  const words = several ? (targets.match(/"[^"]*"[^\s"']*|'[^']*'[^\s"']*|\$\([^()]*(?:\([^()]*\)[^()]*)*\)[^\s]*|[^\s]+/g) ?? []) : [targets];
  for (const w0 of words) {
    if (/^-/.test(w0) || /^\d?>/.test(w0)) continue;
    // (a shell word's quotes go; a call's quoted arguments stay: `path.resolve(__dirname, '..', '..')`)
    const raw = /^[\w.$]+\(/.test(w0.trim()) ? w0.trim() : w0.trim().replace(/["']/g, '');
    // `X/*`, `X/.[!.]*`, `X/` or `X` itself.
    const tail = /(?:[\\/](?:\*|\.\[!\.\]\*|\.\*|\.\?\*|\*\*))?[\\/]?$/.exec(raw)!;
    const base = raw.slice(0, tail.index);
    const wild = tail[0].includes('*');
    const value = resolveTarget(sf, base).trim();
    if (!value) continue;
    // The home folder itself, in any language (`rm -rf ~` and `"$HOME"` written out are destructive-command's).
    const plain = value.replace(/^["'`]|["'`]$/g, '');
    // (a tuple assignment or a parameter default: `home, _ := os.UserHomeDir()`)
    const other = /^\$?[A-Za-z_]\w*$/.test(plain) ? otherValue(sf.info.text, plain.replace(/^\$/, '')) : undefined;
    if ((HOME_EXPR.test(plain) || (other !== undefined && HOME_EXPR.test(other))) && !(several && /^(?:~|\$\{?HOME\}?)$/.test(base))) return 'home';
    const parent = PARENT.exec(value);
    // The parent itself, not a folder inside it (`../build-cache`, `Path.cwd().parent / "tmp"`).
    if (parent && /^[\s)"';\\/]*$/.test(value.slice(parent[0].length))) return 'parent';
    if (WORKTREE.test(value) && (wild || shred)) return 'here';
    if (shred && /^\.?$/.test(value)) return 'here';
    const up = climb(sf, value, 0);
    if (up !== undefined && up > 0) return 'parent';
    if (up === 0 && (wild || shred)) return 'here';
    // An entry of a loop over a folder's listing: `for p in X.iterdir(): shutil.rmtree(p)`.
    const entry = loopEntryLevel(sf, base);
    if (entry !== undefined && entry > 0) return 'parent';
  }
  return undefined;
}

/** A folder listing, in any language; group 1–4: the folder. */
const LISTING =
  /\b(?:os\.listdir|os\.scandir|fs\.readdirSync|fs\.promises\.readdir|readdirSync|readdir|Dir\.children|Dir\.entries|Dir\.each_child|os\.ReadDir|ioutil\.ReadDir|Get-ChildItem|gci)\s*\(?\s*(?:-(?:Path|LiteralPath)\s+)?((?:[^(),;\n{}|]|\([^()\n]*\))+?)\s*(?:\)|$|[,;|{]|\s-)|^(.+?)\.(?:iterdir\(\)|r?glob\(\s*["']\*["']\s*\))|\bglob(?:\.glob)?\(\s*(?:os\.path\.join\(\s*)?([^,()\n]+?)\s*(?:,|\+|\/)\s*["']\/?\*["']|^(\S+?)["']?\/\*["']?$/;

/**
 * How far above the working folder lies the folder whose entries a loop variable runs over,
 * when `target` is that variable or a join of a folder with it (`os.path.join(X, name)`,
 * `path.join(X, f)`, `File.join(X, e)`, `X / name`, `"$X/$d"`): Python `for n in os.listdir(X)`,
 * JS `readdirSync(X).forEach((f) =>` / `for (const f of …)`, Ruby `Dir.children(X).each do |e|`,
 * shell `for d in "$X"/*`, PowerShell `foreach ($d in Get-ChildItem $X)`, Go `for _, e := range os.ReadDir(X)`.
 */
function loopEntryLevel(sf: SentinelFile, target: string): number | undefined {
  const t = target.trim().replace(/\.(?:FullName|path|name|Name)$/, '');
  const name =
    /^\$?\{?([A-Za-z_]\w*)\}?$/.exec(t)?.[1] ??
    /(?:join|Join|Join-Path)\s*\(?\s*[^,]+?,?\s+\$?([A-Za-z_]\w*)(?:\.name|\.Name)?\s*\)?$/.exec(t)?.[1] ??
    /,\s*\$?([A-Za-z_]\w*)(?:\.name|\.Name\(\))?\s*\)?$/.exec(t)?.[1] ??
    /\/\s*\$?\{?([A-Za-z_]\w*)\}?$/.exec(t)?.[1];
  if (!name || name.length > 40) return undefined;
  const text = sf.info.text;
  const n = name.replace(/\$/g, '\\$');
  const tail = String.raw`\.(?:forEach|each|map|each_child)\s*(?:\(\s*(?:async\s*)?\(?\s*|\s*(?:\{|do)\s*\|\s*)${n}\b`;
  const source = String.raw`\bfor\s+(?:\(\s*(?:const|let|var)\s+)?(?:[\w$]+\s*,\s*)?\$?${n}\s+(?:in|of)\s+([^\n]{1,200}?)\s*(?:\)\s*\{|:\s*$|;\s*do\b|\s*$|\bdo\b)|\bforeach\s*\(\s*\$${n}\s+in\s+([^\n]{1,200}?)\)\s*\{|([^\n]{1,200}?)${tail}|\bfor\s+_?\w*\s*,\s*${n}\s*:=\s*range\s+([^\n{]{1,200}?)\s*\{`;
  // Without a `.forEach(… name` anywhere, every match starts at a `for`: look only there
  // (the third form alone would be tried at every offset of the file).
  const anyTail = new RegExp(tail).test(text);
  const heads = new RegExp(source, anyTail ? 'gm' : 'my');
  let from = 0;
  const next = (): RegExpExecArray | null => {
    if (anyTail) return heads.exec(text);
    for (let i = text.indexOf('for', from); i >= 0; i = text.indexOf('for', i + 1)) {
      heads.lastIndex = i;
      const h = heads.exec(text);
      if (h) {
        from = i + h[0].length;
        return h;
      }
    }
    return null;
  };
  for (let h = next(); h; h = next()) {
    let list = (h[1] ?? h[2] ?? h[3] ?? h[4] ?? '').trim();
    // A bare variable that holds the listing (`entries := os.ReadDir(X)`, `items = os.listdir(X)`).
    if (/^\$?[A-Za-z_]\w*$/.test(list)) list = expandVars(sf, list, 1).trim();
    const l = LISTING.exec(list);
    const folder = l && (l[1] ?? l[2] ?? l[3] ?? l[4]);
    if (!folder) continue;
    const f = folder.replace(/^\s*\(|\)\s*$/g, '').trim();
    // (a shell word's quotes are not part of the path: `"$top"/../..`)
    const up = climb(sf, /[()]/.test(f) ? f : f.replace(/["']/g, ''), 0);
    if (up !== undefined) return up;
  }
  return undefined;
}

/** The user's home folder, in any language: `Path.home()`, `os.path.expanduser("~")`, `os.homedir()`, `Dir.home`, `os.UserHomeDir()`, `$env:USERPROFILE` … */
const HOME_EXPR =
  /^(?:~\/?|\$\{?HOME\}?\/?|(?:pathlib\.)?Path\.home\(\)|Path\(\s*["']~["']\s*\)\.expanduser\(\)|os\.path\.expanduser\(\s*["']~\/?["']\s*\)|os\.(?:environ\[\s*["']HOME["']\s*\]|environ\.get\(\s*["']HOME["']\s*\)|getenv\(\s*["']HOME["']\s*\))|(?:os\.)?homedir\(\)|process\.env\.(?:HOME|USERPROFILE)|Dir\.home|ENV\[\s*["']HOME["']\s*\]|os\.UserHomeDir\(\)|\$env:(?:USERPROFILE|HOME)|\$HOME|\[Environment\]::GetFolderPath\(\s*["']UserProfile["']\s*\)|\$\(\s*echo\s+~\s*\))$/i;

/** A working-folder value, in any language: `$PWD`, `(Get-Location).Path`, `Path.cwd()`, `os.Getwd()`, `Dir.pwd`, the repository top. */
const HERE_EXPR =
  /^(?:invocation_directory(?:_native)?\(\)|justfile_directory\(\)|\$\(shell\s+pwd\)|\$\{?PWD\}?|\$\(\s*pwd\s*\)|`pwd`|(?:\$\((?:shell\s+)?\s*)?git\b[^\n]*?rev-parse\s+--show-toplevel[^\n]*\)?|(?:pathlib\.)?Path\.cwd\(\)|Path\(\s*(?:["']\.["'])?\s*\)(?:\.resolve\(\))?|os\.getcwd\(\)|os\.path\.abspath\(\s*["']\.["']\s*\)|process\.cwd\(\)|path\.resolve\(\s*(?:["']\.["'])?\s*\)|\(?Get-Location\)?(?:\.Path)?|\$PWD\.Path|\(?\s*pwd\s*\)?|\(Resolve-Path\s+\.\)(?:\.Path)?|Dir\.pwd|Dir\.getwd|FileUtils\.pwd|os\.Getwd\(\))$/i;

/**
 * How many folders above the working folder (or repository) the expression `e` names: 0 for
 * the folder itself, 1 for its parent … — through variables, `X/..`, `dirname`, `Split-Path
 * -Parent`, `.parent`, `os.path.dirname`, `path.resolve(X, '..')`, `File.expand_path('..', X)`,
 * `filepath.Dir`, `Join-Path X '..'`; undefined for anything else.
 */
function climb(sf: SentinelFile, e0: string, depth: number): number | undefined {
  if (depth > 6) return undefined;
  let e = e0
    .trim()
    .replace(/;\s*(?:(?:#|\/\/).*)?$/, '')
    .replace(/^["'`]|["'`]$/g, '')
    .trim();
  while (/^\((.*)\)$/.test(e) && !/^\(Get-Location\)$/i.test(e)) e = e.slice(1, -1).trim();
  // (a justfile's `{{root}}` and a Makefile's `$(ROOT)` are variables too)
  e = e
    .replace(/\.(?:FullName|Path)$/i, '')
    .replace(/\$\{(\w+)\}|\{\{\s*\.?(\w+)\s*\}\}|\$\(([A-Z_][A-Z0-9_]*)\)/g, (_all, a, b, c) => (c === 'CURDIR' ? '$PWD' : `$${a ?? b ?? c}`));
  if (!e) return undefined;
  if (HERE_EXPR.test(e) || WORKTREE.test(e)) return 0;
  // The skill's own folder and files: a skill lives three folders below the project (`.claude/skills/<name>/`).
  if (SELF_DIR.test(e)) return -selfDepth(sf);
  if (SELF_FILE.test(e)) return -selfDepth(sf) - 1;
  // `$(cd X && pwd)`, a Taskfile's `sh: cd X && pwd`: X.
  const cdPwd = /^\$?\(?\s*cd\s+(.+?)\s*(?:&&|;)\s*pwd(?:\s+-[LP])?\s*\)?$/.exec(e);
  if (cdPwd) return climb(sf, cdPwd[1], depth + 1);
  const dots = /^\.\.((?:[\\/]\.\.)*)[\\/]?$/.exec(e);
  if (dots) return 1 + (dots[1].match(/\.\./g)?.length ?? 0);
  // A variable: its value.
  const v = /^\$?([A-Za-z_]\w*)$/.exec(e);
  if (v) {
    let next = resolveTarget(sf, e.startsWith('$') ? e : v[1]).trim();
    if (!next || next === e || next === `$${v[1]}`) next = otherValue(sf.info.text, v[1]) ?? '';
    return next ? climb(sf, next, depth + 1) : undefined;
  }
  // X/.. , X/../.. , X\..
  const rel = /^(.+?)((?:[\\/]\.\.)+)[\\/]?$/.exec(e);
  if (rel) return add(climb(sf, rel[1], depth + 1), rel[2].match(/\.\./g)!.length);
  // dirname X, $(dirname X), Split-Path X [-Parent], (Get-Item X).Parent, X.parent, os.path.dirname(X) …
  const dn = /^\$?\(?\s*dirname\s+(.+?)\s*\)?$/.exec(e);
  if (dn) return add(climb(sf, dn[1], depth + 1), 1);
  const sp = /^Split-Path\s+(.+)$/i.exec(e);
  if (sp) {
    if (/\s-(?:Leaf|LeafBase|Extension|Qualifier|NoQualifier|Resolve|IsAbsolute)\b/i.test(` ${sp[1]}`)) return undefined;
    return add(climb(sf, sp[1].replace(/(?:^|\s)-(?:Parent|Path|LiteralPath)\b/gi, ' ').trim(), depth + 1), 1);
  }
  const gi = /^\(\s*Get-Item\s+(?:-(?:Path|LiteralPath)\s+)?(.+?)\s*\)\.Parent$/i.exec(e);
  if (gi) return add(climb(sf, gi[1], depth + 1), 1);
  const dotParent = /^(.+)\.(?:parent|Parent|parentFile)(?:\(\))?$/.exec(e);
  if (dotParent) return add(climb(sf, dotParent[1], depth + 1), 1);
  const fnDir = /^(?:os\.path\.dirname|path\.dirname|filepath\.Dir|File\.dirname|Path\.dirname)\((.+)\)$/.exec(e);
  if (fnDir) return add(climb(sf, fnDir[1], depth + 1), 1);
  // Joins with '..': os.path.join(X, '..'), path.resolve(X, '..', '..'), filepath.Join(X, ".."), Join-Path X '..', X / ".."
  const join =
    /^(?:os\.path\.(?:join|abspath|realpath|normpath)\(\s*os\.path\.join|os\.path\.(?:join|abspath|realpath|normpath)|path\.(?:join|resolve)|filepath\.(?:Join|Clean)|File\.join|Join-Path)\s*\(?\s*([^,]+?)\s*,?\s+((?:,?\s*["']\.\.["']\s*)+)\)*$/.exec(
      e,
    ) ??
    /^(?:os\.path\.(?:join|abspath|realpath|normpath)|path\.(?:join|resolve)|filepath\.(?:Join|Clean)|File\.join|Join-Path)\s*\(?\s*([^,\s]+)\s*((?:,\s*["']\.\.["']\s*)+)\)*$/.exec(
      e,
    );
  if (join) return add(climb(sf, join[1], depth + 1), join[2].match(/\.\./g)!.length);
  const exp = /^File\.expand_path\(\s*["']((?:\.\.[\\/]?)+)["']\s*,\s*(.+)\)$/.exec(e);
  if (exp) return add(climb(sf, exp[2], depth + 1), exp[1].match(/\.\./g)!.length);
  const slash = /^(.+?)((?:\s*\/\s*["']\.\.["'])+)$/.exec(e);
  if (slash) return add(climb(sf, slash[1], depth + 1), slash[2].match(/\.\./g)!.length);
  return undefined;
}

/** The folder of the running script or task file, in any language. */
const SELF_DIR =
  /^(?:\$TASKFILE_DIR|__dirname|import\.meta\.dirname|\$PSScriptRoot|\$\{?PSScriptRoot\}?|File\.dirname\(__FILE__\)|__DIR__|dirname\(__FILE__\)|\$FindBin::Bin|\$\{?CMAKE_CURRENT_(?:SOURCE|LIST)_DIR\}?)$/;
/** The running script file itself (`dirname` / `.parent` of it is its folder). */
const SELF_FILE =
  /^(?:\$0|\$\{?BASH_SOURCE(?:\[0\])?\}?|__file__|__filename|__FILE__|import\.meta\.filename|\$PSCommandPath|\$MyInvocation\.MyCommand\.(?:Path|Definition)|(?:pathlib\.)?Path\(\s*__file__\s*\)(?:\.resolve\(\)|\.absolute\(\))?|os\.path\.(?:abspath|realpath)\(\s*__file__\s*\)|path\.resolve\(\s*__filename\s*\))$/;
/** How many folders below the project a file's folder lies: the skill's three plus the file's own. */
function selfDepth(sf: SentinelFile): number {
  return 3 + (sf.file.path.split(/[\\/]/).length - 1);
}

/**
 * A value given to `name` where the file's assignment list does not look: a PowerShell
 * parameter default (`param([string]$Root = (Split-Path $PWD))`), a tuple assignment (`wd, _ :=
 * os.Getwd()`), a Python or JS parameter default (`def clean(root=Path.cwd().parent)`).
 */
function otherValue(text: string, name: string): string | undefined {
  const n = name.replace(/\$/g, '\\$');
  const m =
    new RegExp(String.raw`(?:\[[\w.\[\]]+\]\s*)?\$${n}\s*=\s*([^\n]+)`, 'i').exec(text) ??
    new RegExp(String.raw`(?:^|[\s(,])${n}\s*,\s*[\w_]+\s*:?=\s*([^\n]+)`, 'm').exec(text) ??
    new RegExp(String.raw`(?:\bdef\s+\w+|\bfunction\s*\w*|\bfunc\s+\w+)\s*\([^)\n]*?\b${n}\s*(?::\s*[\w.]+\s*)?=\s*([^\n]+)`).exec(text) ??
    // a Taskfile variable: `NAME: value`, or `NAME:` ⏎ `sh: command` (the command's output)
    new RegExp(String.raw`^[ \t]+${n}[ \t]*:[ \t]*(?:\n[ \t]+sh[ \t]*:[ \t]*)?(\S[^\n]*)$`, 'm').exec(text);
  if (!m) return undefined;
  // The balanced expression: up to a top-level `,` or an unmatched `)`.
  const v = m[1];
  let depth = 0;
  for (let i = 0; i < v.length; i++) {
    const c = v[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) return v.slice(0, i).trim();
      depth--;
    } else if ((c === ',' || c === ';') && depth === 0) return v.slice(0, i).trim();
  }
  return v.trim();
}

function add(n: number | undefined, k: number): number | undefined {
  return n === undefined ? undefined : n + k;
}

/** The expression a target stands for: a variable's value (a few levels deep), `${X:?}` read as `$X`. */
function resolveTarget(sf: SentinelFile, expr: string): string {
  let e = expr.replace(/\$\{(\w+)(?::?[?=+-][^}]*)?\}/g, '$$$1').trim();
  for (let d = 0; d < 4; d++) {
    const v = /^\$?([A-Za-z_]\w*)$/.exec(e);
    if (!v) break;
    const next = expandVars(sf, e.startsWith('$') ? `$${v[1]}` : v[1], 1)
      .trim()
      .replace(/^[fr]?(["'])(.*)\1$/, '$2');
    if (next === e) break;
    e = next.replace(/\$\{(\w+)(?::?[?=+-][^}]*)?\}/g, '$$$1');
  }
  // `$(dirname "$PROJECT")`: read the inner variable too.
  return e.replace(/\$\(\s*dirname\s+["']?\$\{?(\w+)\}?["']?\s*\)/, (all, name) => {
    const inner = resolveTarget(sf, `$${name}`);
    return inner && inner !== `$${name}` ? `$(dirname "${inner}")` : all;
  });
}
