/**
 * sentinel/archive-dropper — a download the reader or agent is told to unpack and run
 * from outside the skill:
 * - (error) a password-protected archive: in one paragraph, list item or line, a
 *   downloadable archive or executable (`.zip .7z .rar .exe .msi .dmg .pkg .scr …`, a
 *   `/releases/download/` link, "the archive", 压缩包) together with the password to
 *   extract it ("password: X", "pass: `X`", "extract using: X", "解压密码：X",
 *   `7z x -pX`, `unzip -P X`), and an instruction to download, extract or run it. Without
 *   any instruction to run or install it, a warning.
 * - (warning) an instruction to download an executable or installer from a link and run
 *   it ("download [tool.exe](…) and run it", "run the executable before using …").
 *
 * Why: a password on an archive serves one purpose in a skill — to keep antivirus and
 * marketplace scanners from looking inside. "Download the zip, extract with password X,
 * run the executable" is the signature of the ClawHub dropper campaigns; benign skills
 * install their tools from package managers or show the commands. A downloaded binary
 * run on the user's machine is code nobody reviewed.
 *
 * Scope: Markdown (SKILL.md body and frontmatter — the description is loaded into every
 * session —, references), data files; prose counts. Context: a paragraph-sized span (the
 * candidate line and its neighbours up to a blank line, within the same region); for a
 * password sentence that names no archive itself, the few paragraphs around it
 * ("1. DOWNLOAD … / 2. EXTRACT with password … / 3. RUN …"). Not a finding: a password
 * that is a placeholder or a variable (`$ZIP_PASSWORD`, `<password>`, "your password"),
 * creating a protected archive, a password with no archive or executable in sight.
 * Judgment: negation or an example cue in the password's own sentence lowers it to info.
 */
import type { Rule } from '../../rules/types.ts';
import { emit } from './report.ts';
import { candidates, sentinelView, type Segment, type SentinelFile, type SpanFn } from './view.ts';

/** Lines of a paragraph on each side of the candidate line, at most. */
const PARAGRAPH_LINES = 6;

const blank = (s: string): boolean => /^[\s>]*$/.test(s);

/**
 * The candidate line plus its neighbours up to a blank line (or the region's edge), at
 * most {@link PARAGRAPH_LINES} lines each way: a paragraph, list or list item.
 */
export const paragraph: SpanFn = (text, ls, le, seg) => spanLines(text, ls, le, seg, PARAGRAPH_LINES, false);

/** Lines around [ls, le) within `seg`: `max` each way, stopping at blank lines unless `acrossBlank`. */
export function spanLines(text: string, ls: number, le: number, seg: Segment, max: number, acrossBlank: boolean): [number, number] {
  let s = ls;
  for (let n = 0; n < max && s > seg.start; n++) {
    const prevEnd = s - 1;
    const ps = Math.max(seg.start, text.lastIndexOf('\n', prevEnd - 1) + 1);
    if (!acrossBlank && blank(text.slice(ps, prevEnd))) break;
    s = ps;
  }
  let e = le;
  for (let n = 0; n < max && e < seg.end; n++) {
    const nl = text.indexOf('\n', e + 1);
    const end = nl < 0 || nl > seg.end ? seg.end : nl;
    if (!acrossBlank && blank(text.slice(e + 1, end))) break;
    e = end;
  }
  return [s, e];
}

/** Markdown files (SKILL.md and references: every region) and data files; not scripts. */
const documents = (sf: SentinelFile, seg: Segment): boolean => sf.role !== 'script' && !seg.detector;

// ---- patterns --------------------------------------------------------------------

const QUOTED_VALUE = String.raw`\x60[^\x60\n]{1,40}\x60|"[^"\n]{1,40}"|'[^'\n]{1,40}'|“[^”\n]{1,40}”|「[^」\n]{1,40}」`;
const BARE_VALUE = String.raw`[^\s,.;:()<>\[\]*\x60'"，。；：）(（]{2,40}`;
const VALUE = String.raw`(?:\*\*|__)?\s*(?<v>${QUOTED_VALUE}|${BARE_VALUE})`;

/** A password given with a value (groups: v = the value). */
const PASSWORD = new RegExp(
  [
    // password: X · pass: `X` · pwd = X · password is X · 密码：X · 解压码 X
    String.raw`(?:\b(?:password|passwd|passcode|pass|pwd|pw)\b|解压密码|解压码|压缩包密码|密码|口令)(?:\*\*|__)?\s*(?:[:：=]|\bis\b|为|是)\s*${VALUE}`,
    // password for the archive: X · passcode – X
    String.raw`\b(?:password|passcode|pass|pwd)\s+(?:for|to|of)\s+(?:the\s+|this\s+|that\s+)?(?:archive|zip|rar|7z|file|package|download|installer|folder)\s*(?:[:：=]|\bis\b)\s*(?<v7>${QUOTED_VALUE}|${BARE_VALUE})`,
    String.raw`\b(?:password|passcode|pass|pwd)(?:\*\*|__)?\s+[-–—]\s+(?<v8>${QUOTED_VALUE}|${BARE_VALUE})`,
    // with password `X` (a quoted value, no colon)
    String.raw`\b(?:with|using|use)\s+(?:the\s+)?password\s+(?:of\s+)?(?<v2>${QUOTED_VALUE})`,
    // extract using: X · extract with: X · unzip using `X`
    String.raw`\b(?:extract|unzip|unpack|unrar|decompress|open)(?:ed|ing)?\b(?:\s+(?:it|the\s+\w+|them))?\s+(?:using|with)\s*(?:[:：]\s*(?<v3>${QUOTED_VALUE}|${BARE_VALUE})|(?<v4>${QUOTED_VALUE}))`,
    // 7z x -pX · unzip -P X · unrar x -pX
    String.raw`\b(?:7za?|7zz|unrar|rar)\s+[ex]\b[^\n|;&]*?\s-p(?<v5>[^\s"'\x60-][^\s"'\x60]{1,39}|"[^"\n]{1,40}"|'[^'\n]{1,40}')`,
    String.raw`\bunzip\s+(?:-\w+\s+)*-P\s+(?<v6>[^\s"'\x60-][^\s"'\x60]{1,39}|"[^"\n]{1,40}"|'[^'\n]{1,40}')`,
  ].join('|'),
  'gi',
);

/** Values that are no password: placeholders, variables, words. */
const NOT_A_VALUE =
  /^(?:[$<{%[]|\.\.\.|…)|^(?:your|my|the|a|an|this|that|it|none|null|nil|n\/?a|empty|required|optional|blank|same|below|above|here|there|unknown|not|no|yes|true|false|string|str|text|secret|password|passwd|pass|pwd|xxx+|x+|\*+|redacted|hidden|changeme|example|sample|placeholder|tbd|todo|set|see|use|enter|provided|default|env|protected|only|if|when|from|and|or|to|for|of|on|in|as)$/i;

/** Parts that make a value a placeholder in a cheat sheet (`-p"yourpassword"`, `my_secret`). */
const PLACEHOLDER_PART = /^your|^my[-_]?[a-z]|pass(?:word|wd|phrase)|secret|example|sample|placeholder|changeme|^x{3,}$|^\*+$|^<|>$/i;

const ARCHIVE =
  /\.(?:zip|7z|rar|exe|msi|msix|dmg|pkg|scr|bat|cmd|appimage|apk|iso|jar|tar\.gz|tgz|tar\.xz|cab)\b|\/releases\/download\/|\b(?:the|this|an?)\s+(?:\w+\s+)?(?:archive|zip(?:\s+file)?|rar|installer|executable|setup\s+file|package)\b|压缩包|安装包|可执行文件/i;
const EXECUTABLE =
  /\.(?:exe|msi|msix|scr|bat|cmd|com|dmg|pkg|app|appimage|apk|jar|ps1|vbs|lnk)\b|\b(?:the|this)\s+(?:\w+\s+)?(?:executable|installer|binary|setup(?:\s+file)?|program|app)\b|可执行文件|安装程序/i;
const LINK = /\]\(\s*<?https?:\/\/|\bhttps?:\/\/[^\s)>\]]+|\bwww\.[\w-]+\.[a-z]{2,}/i;
const DOWNLOAD = /\bdownload(?:s|ed|ing)?\b|\bget\s+(?:it\s+)?(?:from|at|here)\b|\bgrab\b|\bfetch\b|\bcurl\b|\bwget\b|\biwr\b|Invoke-WebRequest|下载|获取/i;
const EXTRACT = /\b(?:extract|unzip|unpack|unrar|decompress|un-?archive|open\s+the\s+(?:archive|zip))\w*\b|\b7z\s+x\b|解压|提取/i;
const RUN =
  /\b(?:run|execute|launch|start|double[- ]?click|install|open)\b[^.\n]{0,60}?(?:\b(?:it|them|this|that)\b|\bthe\s+(?:\w+[\s-]+)?(?:executable|installer|binary|file|app|application|program|setup|exe|msi|package|tool|agent|service)\b|\.(?:exe|msi|msix|scr|bat|cmd|app|dmg|pkg|appimage|jar)\b|\b[\w-]+\b(?=\s+(?:before|first|prior|in\s+the\s+background)))|\b(?:run|execute|launch|double[- ]?click)\s+[\w.-]+\.(?:exe|msi|scr|bat|cmd|app|jar)\b|\*\*\s*(?:\d+\.\s*)?(?:RUN|EXECUTE|LAUNCH|INSTALL)\b|(?:^|&&|;|\|\|)\s*\.{1,2}\/[\w./-]+|运行|执行|双击|启动|安装/im;

/** An executable or archive behind a link: `[tool.exe](…)`, `(…/tool.zip)`, a releases/download URL. */
const EXE_LINK =
  /\[[^\]\n]{0,80}\]\(\s*<?https?:\/\/[^)\s]*(?:\.(?:exe|msi|msix|scr|bat|cmd|dmg|pkg|appimage|zip|7z|rar|jar)|\/releases\/download\/[^)\s]*)[^)\s]*\)|\[[^\]\n]{0,80}\.(?:exe|msi|msix|scr|bat|cmd|dmg|pkg|appimage|zip|7z|rar|jar)\s*\]\(\s*<?https?:\/\/[^)\s]+\)|\bhttps?:\/\/[^\s)>\]"'`]+(?:\.(?:exe|msi|msix|scr|bat|cmd|dmg|pkg|appimage|zip|7z|rar|jar)\b|\/releases\/download\/[^\s)>\]"'`]+)/i;

/** A password of something else: a login, a database, a device ("the admin password: …"). */
const OTHER_PASSWORD =
  /\b(?:super-?user|admin(?:istrator)?|root|user(?:name)?|account|login|database|db|postgres|mysql|redis|wi-?fi|api|app|master|sudo|keychain|ssh|vnc|rdp|default|initial|demo|test|your|my|new|old|current)[\s_-]+(?:pass(?:word|wd|code)?|pwd|pw)\b|(?:数据库|账号|账户|用户|登录|管理员)密码/i;

/** "archive password", "zip password", "extraction password", 解压密码 — the password is the archive's. */
const ARCHIVE_PASSWORD =
  /\b(?:archive|zip|rar|7z|7-zip|extraction|extract|unzip|unpack|unlock|file|package)[\s_-]+(?:pass(?:word|code)?|pwd|pw|key|code)\b|解压|压缩/i;
/** A login, not an archive: "log in with password: X". */
const LOGIN = /\b(?:log\s*in|login|sign\s*in|signin|account|user(?:name)?\s*[:：=]|e-?mail\s*[:：=]|credentials?)\b|登录|账号|用户名/i;

/**
 * The sentence around [s, e) in `para`: from the previous sentence end (or line start) to
 * the next. A line that begins with the password ("Password: X", "- pass: X") also takes
 * the two lines above it (a download line in the same list item).
 */
function ownSentence(para: string, s: number, e: number): string {
  const lineStart = para.lastIndexOf('\n', s - 1) + 1;
  let start = lineStart;
  const before = para.slice(lineStart, s);
  const END = /[.!?。！？](?=\s)|[。！？]/g;
  for (let m = END.exec(before); m; m = END.exec(before)) start = lineStart + m.index + m[0].length;
  if (/^[\s>*_\-+\d.)]*$/.test(para.slice(lineStart, s))) {
    for (let n = 0; n < 2 && start > 0; n++) start = para.lastIndexOf('\n', start - 2) + 1;
  }
  let end = para.indexOf('\n', e);
  if (end < 0) end = para.length;
  const after = para.slice(e, end);
  const stop = /[.!?。！？](?=\s|$)|[。！？]/.exec(after);
  if (stop) end = e + stop.index;
  return para.slice(start, end);
}

export const rule: Rule = {
  meta: {
    id: 'sentinel/archive-dropper',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'error',
    category: 'malicious-command',
    description: {
      en: 'Password-protected archive or downloaded executable the agent or user is told to run.',
      zh: '要求代理或用户运行的加密压缩包或下载的可执行文件。',
    },
    fixable: false,
    messages: {
      passwordRun: {
        en: 'Tells the reader to download a password-protected archive or executable (password {password}) and run it: the password only keeps virus scanners from looking inside. This is the shape of skill-marketplace droppers — do not install{note}.',
        zh: '要求下载加密的压缩包或可执行文件（密码 {password}）并运行：加密只是为了躲避杀毒软件扫描。这是技能市场投放器（dropper）的典型手法——请勿安装{note}。',
      },
      password: {
        en: 'Points to a password-protected archive (password {password}) to download and extract: the password keeps virus scanners from looking inside. Install tools from a package manager or show the commands instead{note}.',
        zh: '指向需要下载并用密码（{password}）解压的加密压缩包：加密会让杀毒软件无法检查其内容。请改用包管理器安装，或直接给出命令{note}。',
      },
      downloadRun: {
        en: 'Tells the reader to download an executable or installer ({target}) and run it: a binary from a link is code nobody reviewed. Prefer a package manager with checksums, and review where it comes from{note}.',
        zh: '要求下载可执行文件或安装包（{target}）并运行：来自链接的二进制文件未经任何审查。请优先使用带校验的包管理器，并核实来源{note}。',
      },
    },
  },
  check(ctx) {
    const reported = new Set<string>();
    for (const { sf, seg, start: from, end: to } of candidates(sentinelView(ctx.doc), 'archive', documents, paragraph)) {
      const text = sf.info.text;
      const para = text.slice(from, to);
      const key = (at: number) => `${sf.file.path}:${at}`;
      // (a) a password with a value
      let passwordHit = false;
      PASSWORD.lastIndex = 0;
      for (let m = PASSWORD.exec(para); m; m = PASSWORD.exec(para)) {
        const g = m.groups ?? {};
        const raw = g.v ?? g.v2 ?? g.v3 ?? g.v4 ?? g.v5 ?? g.v6 ?? g.v7 ?? g.v8;
        if (!raw) continue;
        const value = raw.replace(/^[\x60"'“「]|[\x60"'”」]$/g, '').trim();
        if (!value || /\s/.test(value) || NOT_A_VALUE.test(value) || PLACEHOLDER_PART.test(value) || /^\$\{?\w|^%\w+%$|^\{\{/.test(value)) continue;
        // a credential in a config sample is not an archive password
        if (/^(?:password|passwd|pwd|pw|pass)$/i.test(value)) continue;
        const at = from + m.index;
        if (reported.has(key(at))) {
          passwordHit = true;
          continue;
        }
        const cli = g.v5 !== undefined || g.v6 !== undefined;
        const extractWith =
          g.v3 !== undefined ||
          g.v4 !== undefined ||
          g.v7 !== undefined ||
          cli ||
          EXTRACT.test(m[0]) ||
          /解压|压缩包/.test(m[0]) ||
          ARCHIVE_PASSWORD.test(para.slice(Math.max(0, m.index - 24), m.index + 12));
        // The password must belong to the archive: named in the password's own sentence (or,
        // for a "Password: X" list line, the lines just above it), not a login elsewhere.
        const sentence = ownSentence(para, m.index, m.index + m[0].length);
        if (!extractWith && OTHER_PASSWORD.test(para.slice(Math.max(0, m.index - 30), m.index + 12))) continue;
        // …or the sentence sends the reader to a download link and has them run it (a file host without an extension).
        const linkedRun = LINK.test(sentence) && DOWNLOAD.test(sentence) && RUN.test(sentence) && !LOGIN.test(sentence);
        // …or it is a step of its own ("**Password:** `X`" between a download step and a run step).
        const lineStart = para.lastIndexOf('\n', m.index - 1) + 1;
        const standalone = /^[\s>*_\-+\d.)#|]*$/.test(para.slice(lineStart, m.index)) && !LOGIN.test(para);
        if (!extractWith && !ARCHIVE.test(sentence) && !EXTRACT.test(sentence) && !linkedRun && !standalone) continue;
        // What the paragraph says around the password.
        const tied = extractWith || EXTRACT.test(sentence) || standalone;
        let hasArchive = ARCHIVE.test(sentence) || cli || linkedRun || (tied && ARCHIVE.test(para));
        let hasDownload = DOWNLOAD.test(para) || LINK.test(para);
        let run = RUN.test(para) || EXECUTABLE.test(para);
        // A step list ("1. DOWNLOAD … / 2. EXTRACT with password … / 3. RUN …") spreads over a few
        // paragraphs; the steps go download → extract → run, so the run step must come after the password.
        if (tied && !(hasArchive && hasDownload)) {
          const [ws, we] = spanLines(text, from, to, seg, 8, true);
          const around = text.slice(ws, we);
          hasArchive ||= ARCHIVE.test(around);
          hasDownload ||= DOWNLOAD.test(around) || LINK.test(around);
          const after = text.slice(at, we);
          run ||= RUN.test(after) || EXECUTABLE.test(after);
        }
        if (!hasArchive || !hasDownload) continue;
        // a bare "Password: X" line counts only inside download-and-run steps
        if (standalone && !extractWith && !ARCHIVE.test(sentence) && !EXTRACT.test(sentence) && !linkedRun && !run) continue;
        reported.add(key(at));
        passwordHit = true;
        emit(ctx, {
          sf,
          seg,
          start: at,
          end: at + m[0].length,
          messageId: run ? 'passwordRun' : 'password',
          data: { password: `\`${value.slice(0, 40).replace(/`/g, "'")}\`` },
          base: run ? 'error' : 'warning',
          kind: 'judgment',
          category: 'malicious-command',
          facts: { password: value.slice(0, 40) },
        });
      }
      if (passwordHit) continue;
      // (b) download an executable from a link and run it
      const link = EXE_LINK.exec(para);
      if (!link || !RUN.test(para)) continue;
      const at = from + link.index;
      if (reported.has(key(at))) continue;
      reported.add(key(at));
      const url = /https?:\/\/[^\s)>\]"'`]+/i.exec(link[0])?.[0] ?? link[0];
      emit(ctx, {
        sf,
        seg,
        start: at,
        end: at + link[0].length,
        messageId: 'downloadRun',
        data: { target: `\`${url.slice(0, 100).replace(/`/g, "'")}\`` },
        base: 'warning',
        kind: 'judgment',
        category: 'malicious-command',
        facts: { url: url.slice(0, 200) },
      });
    }
  },
};
