/**
 * sentinel/destructive-command — commands that wipe a system or a disk:
 * - `rm -r`/`-rf` on `/`, `/*`, `~`, `$HOME`, a top-level system folder (`/etc`, `/usr`
 *   …) or with `--no-preserve-root` (error); on an unquoted variable (`rm -rf $DIR`) or a
 *   variable followed by `/` (`rm -rf "$DIR/"*`), which becomes `/` when the variable is
 *   empty (warning; `${DIR:?}` guards it). `rm -rf "$DIR"` and `rm -rf ./build` are fine;
 * - `find / -delete`, `mkfs … /dev/…`, `dd … of=/dev/sdX`, `> /dev/sda`, `wipefs`/`shred`
 *   on a device, `format C:`, `Format-Volume`, `Clear-Disk`, `diskpart … clean`, the
 *   fork bomb (error);
 * - Windows: `del /f /s` or `del /s /q` (warning; error on a drive root or system
 *   folder), `rd /s` of a drive root, `Remove-Item -Recurse` of a drive root or the
 *   profile (error), `reg delete` (warning), shadow-copy / backup / recovery deletion
 *   (`vssadmin delete shadows`, `wbadmin delete`, `bcdedit … recoveryenabled no`) (error).
 *
 * Why: one of these run by an agent on the wrong machine is unrecoverable. Scope:
 * everywhere a command can stand (`commands`); the shared context (report.ts) reports at
 * info level a prohibition ("- **Never run `rm -rf /`** — … `rm -rf ~/ x` …", 不要执行),
 * a bad example, and a scanner's own pattern tables (a `SIGNATURES` string, a YAML rule,
 * a red-flag table row), never a step that runs.
 */
import { loopWords } from './lib/shell-loops.ts';
import type { Rule, Severity } from '../../rules/types.ts';
import { emit } from './report.ts';
import { candidates, continued, commands, segmentAt, type SentinelFile, sentinelView } from './view.ts';

/** SQL that drops or empties a backup, point-in-time export or audit table (the recovery group's SQL form). */
const SQL_DROP = /^(?:DROP|TRUNCATE)\b/i;
const SQL_DROP_SOURCE = String.raw`\b(?:DROP\s+(?:SCHEMA|DATABASE|TABLE)|TRUNCATE(?:\s+TABLE)?)\s+(?:IF\s+EXISTS\s+)?[\x60"[]?(?:\w+[\x60"\]]?\.[\x60"[]?)?(?:\w*_)?(?:backups?(?!_?codes?)|bak|pitr|snapshots?|audit_?(?:log|trail)s?|access_?audit|deletion_?log)(?:_\w*|\d\w*)?(?![\w])`;
const SQL_DROPS = new RegExp(SQL_DROP_SOURCE, 'gi');
const RM = /(?<![\w.\-/$])rm\s+((?:[^\n;&|)`#<>\\]|\\\n|\\(?!\n)){0,600})/g;
const ROOTISH =
  /^(?:\/+\*?|~\/?\*?|\$HOME\/?\*?|\$\{HOME\}\/?\*?|\/(?:bin|boot|dev|etc|home|lib|lib32|lib64|opt|root|sbin|srv|sys|usr|var|proc|System|Users|Library|Applications|private)\/?\*?)$/;
const VAR_ONLY = /^(?:\$\{?[A-Za-z_]\w*\}?|\$[0-9@*]|\$\([^)]*\))$/;
const VAR_SLASH = /^(?:\$\{?[A-Za-z_]\w*\}?|\$[0-9])\/\*?$/;

const OTHER = new RegExp(
  [
    String.raw`(?<disk>\bmkfs(?:\.\w+)?\s+(?:-\S+\s+)*\/dev\/\S+|\bdd\b[^\n]{0,300}?\bof=\/dev\/(?!null\b|zero\b|stdout\b|stderr\b|fd\/|tty|shm\/|random\b|urandom\b)\S+|>\s*\/dev\/(?:sd[a-z]|nvme\d|hd[a-z]|disk\d|xvd[a-z]|vd[a-z]|mmcblk\d)\w*|\b(?:wipefs|shred)\s+(?:-\S+\s+)*\/dev\/\S+|\bformat(?:\.com)?\s+[a-zA-Z]:(?=[\s/"']|$)|\b(?:Format-Volume|Clear-Disk)\b|\bdiskpart\b[^\n]{0,300}\bclean\b|:\(\)\s*\{\s*:\s*\|\s*:\s*&\s*\}\s*;\s*:|\bfind\s+(?:\/|~|\$HOME)\s[^\n]{0,300}?-delete\b)`,
    String.raw`(?<windel>\b(?:del|erase)\b(?=[^\n]{0,300}\s\/[sS]\b)(?=[^\n]{0,300}\s\/[fFqQ]\b)[^\n]{0,300})`,
    String.raw`(?<winroot>\b(?:rd|rmdir)\s+\/[sS]\b[^\n]{0,300}?\s["']?[a-zA-Z]:\\?["']?(?=\s|$)|\bRemove-Item\b[^\n]{0,300}?-Recurse\b[^\n]{0,300}?(?:\s["']?[a-zA-Z]:\\?\*?["']?(?=\s|$)|\$env:(?:SystemRoot|windir|USERPROFILE|HOMEDRIVE|SystemDrive)\b(?![\\/]\w)|\$HOME\b(?![\\/]\w)))`,
    String.raw`(?<registry>\breg(?:\.exe)?\s+delete\s+\S+)`,
    String.raw`(?<recovery>\bvssadmin(?:\.exe)?\s+delete\s+shadows\b|\bwmic\s+shadowcopy\s+delete\b|\bwbadmin(?:\.exe)?\s+delete\s+(?:catalog|systemstatebackup|backup)\b|\bbcdedit(?:\.exe)?\s+\/set\b[^\n]{0,300}\brecoveryenabled\s+no\b|\bxargs\b[^\n]{0,60}\btmutil\s+(?:deletelocalsnapshots|delete)\b|\btmutil\s+deletelocalsnapshots\s+\/(?=\s|$)|\btimeshift\s+--delete-all\b|["']tmutil["']\s*,\s*["']deletelocalsnapshots["']\s*,\s*["']\/["']|["']vssadmin(?:\.exe)?["']\s*,\s*["']delete["']\s*,\s*["']shadows["']|\bxargs\b[^\n]{0,60}\bzfs\s+destroy\b|\bzfs\s+destroy\s+(?:-\S+\s+)*\S*@%|${SQL_DROP_SOURCE})`,
  ].join('|'),
  'gi',
);
const WIN_SYSTEM_TARGET =
  /\s["']?(?:[a-zA-Z]:\\?\*?(?:\.\*)?|%(?:SystemRoot|windir|USERPROFILE|SystemDrive|HOMEDRIVE)%\\?\*?|[a-zA-Z]:\\(?:Windows|Users|Program Files)\\?\*?)["']?(?=\s|$)/i;

export const rule: Rule = {
  meta: {
    id: 'sentinel/destructive-command',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'error',
    category: 'malicious-command',
    description: {
      en: 'Destructive command: rm -rf of /, ~ or an unguarded variable, mkfs, dd to a disk, format C:, del /f /s, reg delete.',
      zh: '破坏性命令：对 /、~ 或未加保护的变量执行 rm -rf，mkfs、dd 写磁盘、format C:、del /f /s、reg delete。',
    },
    fixable: false,
    messages: {
      rmRoot: {
        en: '`{cmd}` deletes a root, home or system directory{note}.',
        zh: '`{cmd}` 会删除根目录、家目录或系统目录{note}。',
      },
      rmVar: {
        en: '`{cmd}`: if {target} is empty this deletes from `/`; quote it and guard it (`"${VAR:?}"`){note}.',
        zh: '`{cmd}`：若 {target} 为空将从 `/` 开始删除；请加引号并加保护（`"${VAR:?}"`）{note}。',
      },
      disk: {
        en: '`{cmd}` destroys a disk, a filesystem or the whole system{note}.',
        zh: '`{cmd}` 会销毁磁盘、文件系统或整个系统{note}。',
      },
      windel: {
        en: '`{cmd}` force-deletes recursively on Windows; make sure the target can never be a drive or profile root{note}.',
        zh: '`{cmd}` 在 Windows 上递归强制删除；请确保目标不可能是盘符根目录或用户目录{note}。',
      },
      winroot: {
        en: '`{cmd}` recursively deletes a drive root, the Windows folder or the user profile{note}.',
        zh: '`{cmd}` 会递归删除盘符根目录、Windows 目录或用户目录{note}。',
      },
      registry: {
        en: '`{cmd}` deletes registry keys{note}.',
        zh: '`{cmd}` 会删除注册表项{note}。',
      },
      history: {
        en: "`{cmd}` force-pushes every branch after the history was rewritten to a single commit: the project's history on the remote is gone for everyone — do not install{note}.",
        zh: '`{cmd}` 在历史被改写为单个提交后强制推送所有分支：远端上的项目历史对所有人都将丢失——请勿安装{note}。',
      },
      recovery: {
        en: '`{cmd}` deletes shadow copies, backups or recovery settings (a ransomware step){note}.',
        zh: '`{cmd}` 会删除卷影副本、备份或恢复设置（勒索软件常见步骤）{note}。',
      },
    },
  },
  check(ctx) {
    for (const { sf, seg, start: from, end: to } of candidates(sentinelView(ctx.doc), 'destroy', commands, continued)) {
      const text = sf.info.text.slice(from, to);
      const report = (index: number, length: number, messageId: string, base: Severity, data: Record<string, string>) => {
        const start = from + index;
        emit(ctx, { sf, seg, start, end: start + length, messageId, data, base, kind: 'judgment', category: 'malicious-command' });
      };
      let m: RegExpExecArray | null;
      RM.lastIndex = 0;
      while ((m = RM.exec(text))) {
        // (a loop's variable is each word it walks: `for t in "${targets[@]}"; do rm -rf "$t"` judges every target)
        const own = judgeRm(m[1]);
        // (through the loop only what is plainly destructive: the root, the backups — not "a variable that may be empty")
        const looped = own ? undefined : judgeRm(loopTargets(sf, m[1], from + m.index));
        const verdict = own ?? (looped && looped.messageId !== 'rmVar' ? looped : undefined);
        if (!verdict) continue;
        // (emptied after the same script copies them off the machine — `aws s3 sync`, `rclone`, `rsync` — is a rotation)
        if (verdict.messageId === 'recovery' && OFFSITE_COPY.test(sf.info.text)) continue;
        const cmd = m[0].trimEnd();
        report(m.index, cmd.length, verdict.messageId, verdict.base, { cmd: shorten(cmd), target: verdict.target });
      }
      OTHER.lastIndex = 0;
      while ((m = OTHER.exec(text))) {
        const g = m.groups ?? {};
        const cmd = m[0].trimEnd();
        if (g.disk) report(m.index, cmd.length, 'disk', 'error', { cmd: shorten(cmd) });
        else if (g.windel)
          report(m.index, cmd.length, WIN_SYSTEM_TARGET.test(cmd) ? 'winroot' : 'windel', WIN_SYSTEM_TARGET.test(cmd) ? 'error' : 'warning', {
            cmd: shorten(cmd),
          });
        else if (g.winroot) report(m.index, cmd.length, 'winroot', 'error', { cmd: shorten(cmd) });
        else if (g.registry) report(m.index, cmd.length, 'registry', 'warning', { cmd: shorten(cmd) });
        // (SQL: one dropped backup table may be a migration's leftover — an error once the file drops two, or backups and the audit trail)
        else if (g.recovery)
          report(m.index, cmd.length, 'recovery', !SQL_DROP.test(cmd) || (sf.info.text.match(SQL_DROPS)?.length ?? 0) >= 2 ? 'error' : 'warning', {
            cmd: shorten(cmd),
          });
      }
    }
    // the remote's history replaced: every branch force-pushed after the history was rewritten in the same file
    for (const sf of sentinelView(ctx.doc).files) {
      const text = sf.info.text;
      // (the orphan made the only branch — the others deleted or it renamed over them — in a repository the file does not create)
      if (!text.includes('push') || !HISTORY_REWRITE.test(text) || !BRANCH_REPLACED.test(text) || /\bgit["',\s]+init\b/.test(text)) continue;
      for (const m of text.matchAll(FORCE_ALL)) {
        const seg = segmentAt(sf, m.index);
        if (!seg || (seg.kind !== 'code' && sf.role !== 'script') || seg.detector) continue;
        const cmd = m[0].trimEnd();
        emit(ctx, {
          sf,
          seg,
          start: m.index,
          end: m.index + cmd.length,
          messageId: 'history',
          data: { cmd: shorten(cmd) },
          base: sf.role === 'script' ? 'error' : 'warning',
          kind: 'judgment',
          category: 'malicious-command',
        });
        break;
      }
    }
  },
};

/** The history rewritten to nothing: an orphan branch made the only one. */
// (not a filter that purges a leaked secret from every commit: that keeps the history, and is how a secret is removed)
const HISTORY_REWRITE = /\bcheckout["',\s]+(?:-\w+["',\s]+)*--orphan\b|\bswitch["',\s]+--orphan\b/;
/** The other branches deleted, or the orphan renamed over the old branch: `git branch -D main`, `run('git', 'branch', '-m', $br)`. */
const BRANCH_REPLACED = /\bbranch["',\s]+(?:-q["',\s]+)?-(?:D|M|m)\b/;
/** Every branch (or the mirror) force-pushed: `git push --force --all origin`, `run('git', 'push', '--force', '--all', $r)`. */
const FORCE_ALL =
  /\bpush\b["',\s]+(?:[^\n;|&]{0,60}?)(?:--force\b|-f\b|--force-with-lease\b)[^\n;|&]{0,60}?(?:--all\b|--mirror\b)|\bpush\b["',\s]+(?:[^\n;|&]{0,60}?)(?:--all\b|--mirror\b)[^\n;|&]{0,60}?(?:--force\b|-f\b)/g;

/** A backups folder deleted whole or emptied: `/backups/*`, `/var/backups`, `~/Backups/*` (what a restore would need). */
const BACKUPS_WHOLE = /^(?:\/(?:var\/|srv\/|mnt\/|data\/|opt\/)?|~\/|\$\{?HOME\}?\/)[Bb]ackups?\/?\*?$/;

/** A copy of backups to another place: cloud storage, rclone, rsync, restic, borg. */
const OFFSITE_COPY =
  /\b(?:aws\s+s3\s+(?:sync|cp|mv)|gsutil\s+(?:-m\s+)?(?:cp|rsync|mv)|az\s+storage\s+blob\s+upload|rclone\s+(?:sync|copy|move)|rsync|restic\s+backup|borg\s+create|scp)\b/;

interface RmVerdict {
  messageId: 'rmRoot' | 'rmVar' | 'recovery';
  base: Severity;
  target: string;
}

/** Decide on the arguments of one `rm` invocation. */
export function judgeRm(args: string): RmVerdict | undefined {
  const tokens = tokenize(args);
  let recursive = false;
  let noPreserve = false;
  let endOfFlags = false;
  const targets: Array<{ raw: string; value: string; quoted: boolean }> = [];
  for (const t of tokens) {
    if (!endOfFlags && t === '--') {
      endOfFlags = true;
      continue;
    }
    if (!endOfFlags && t.startsWith('-') && t.length > 1) {
      if (t === '--recursive' || /^-[a-zA-Z]*[rR]/.test(t)) recursive = true;
      if (t === '--no-preserve-root') noPreserve = true;
      continue;
    }
    targets.push({ raw: t, value: t.replace(/["']/g, ''), quoted: /^["']/.test(t) });
  }
  if (!recursive) return undefined;
  for (const t of targets) {
    if (ROOTISH.test(t.value) || noPreserve) return { messageId: 'rmRoot', base: 'error', target: t.raw };
  }
  for (const t of targets) if (BACKUPS_WHOLE.test(t.value)) return { messageId: 'recovery', base: 'error', target: t.raw };
  for (const t of targets) {
    if (t.value.includes(':?')) continue;
    if (!t.quoted && VAR_ONLY.test(t.raw)) return { messageId: 'rmVar', base: 'warning', target: t.raw };
    if (VAR_SLASH.test(t.value)) return { messageId: 'rmVar', base: 'warning', target: t.raw };
  }
  return undefined;
}

/**
 * `rm`'s arguments with a loop variable (`"$t"`, `"$t/"`) replaced by the words the nearest loop of that name before `at`
 * walks — a list written out, or an array's items (`for t in "${targets[@]}"` ⏎ `targets=(` … `)`, `targets+=(…)`); the
 * arguments unchanged otherwise.
 */
function loopTargets(sf: SentinelFile, args: string, at: number): string {
  const v = /(?:^|\s)["']?\$\{?([A-Za-z_]\w*)\}?\/?["']?(?=\s|$)/.exec(args);
  const words = v ? loopWords(sf, v[1], at) : undefined;
  return v && words ? args.replace(v[0], ` ${words}`) : args;
}

/** Split shell words, keeping quoted parts together (no expansion). */
function tokenize(s: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quote = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (quote) {
      cur += ch;
      if (ch === quote) quote = '';
      continue;
    }
    if (ch === '"' || ch === "'") {
      quote = ch;
      cur += ch;
    } else if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\\') {
      if (cur) out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (cur) out.push(cur);
  return out;
}

function shorten(s: string): string {
  const one = s.replace(/\s*\\\n\s*/g, ' ');
  return one.length > 80 ? `${one.slice(0, 77)}…` : one;
}
