/**
 * `luban fix PATH…` — apply only the fixes marked safe (e.g. YAML quoting), with
 * atomic writes. A file that is not committed in git gets a `.bak.YYYYMMDD-HHMM`
 * copy first, so every write is recoverable. A file that changed on disk between
 * the scan and the write is left alone.
 *
 * Exit codes as for scan (docs/guide/cli.md): 0 when no error-severity finding remains after
 * the fixes, 1 when some do (the last line says how many, and why the exit is 1), 2 for
 * usage or I/O errors; `--dry-run` exits 0. `--format json`: ../format/reports-json.ts.
 */
import { type Command, Option } from 'commander';
import { runFixLoop } from '../../core/api/edits.ts';
import { localTable, t } from '../../core/api/base.ts';
import type { LocalisedText } from '../../core/api/rules.ts';
import { fixJson, type JsonExit } from '../format/reports-json.ts';
import { EXIT_CLEAN, EXIT_FINDINGS, type CliIO } from '../io.ts';
import { addCommonOptions, displayDirFor, resolveLocale, runScan, type CommonScanOptions } from './scan.ts';

const M = {
  remain: {
    en: '{n} error-severity finding(s) remain that no safe fix covers (`luban scan` lists them): exit 1.',
    zh: '仍有 {n} 个错误级问题无法安全自动修复（`luban scan` 可列出）：退出码 1。',
  },
  reasonRemain: { en: '{n} error-severity finding(s) remain after the fixes', zh: '修复后仍有 {n} 个错误级问题' },
  reasonClean: { en: 'no error-severity finding remains', zh: '没有剩余的错误级问题' },
  reasonDryRun: { en: '--dry-run: nothing was written', zh: '--dry-run：未写入任何文件' },
} satisfies Record<string, LocalisedText>;
const say = localTable(M);

export function registerFix(program: Command, io: CliIO, setExit: (code: number) => void): void {
  const cmd = program
    .command('fix')
    .description('Apply the safe fixes (e.g. quoting a YAML scalar) to skills under each PATH, writing atomically')
    .argument('[paths...]', 'skill folders, files inside a skill, or folders to search for skills')
    .option('--dry-run', 'list what would change without writing')
    .option('--no-backup', 'do not write .bak copies of files that git cannot restore')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'))
    .addHelpText(
      'after',
      '\nExit codes (as for scan): 0 the fixes were applied (or there were none) and no error-severity finding remains;\n' +
        '1 error-severity findings remain that no safe fix covers (the last line says how many); 2 usage or I/O error.\n' +
        '--dry-run writes nothing and exits 0.',
    );
  addCommonOptions(cmd).action(async (paths: string[], opts: CommonScanOptions & { dryRun?: boolean; backup: boolean; format: 'text' | 'json' }) => {
    const locale = resolveLocale(io, opts.locale);
    const json = opts.format === 'json';
    const out = (line: string) => {
      if (!json) io.stdout(line + '\n');
    };
    const displayDir = displayDirFor(io);
    // Several passes: one fix can make another applicable (or overlapping fixes wait a pass).
    const loop = await runFixLoop({
      scan: () => runScan(paths, opts, io),
      write: !opts.dryRun,
      backup: opts.backup,
      shownDir: displayDir,
      onFixed: (f) => out(t(locale, opts.dryRun ? 'cli.fixDryRun' : 'cli.fixFile', { file: f.shown, count: f.applied })),
      onSkipped: (shown) => io.stderr(t(locale, 'cli.fixSkipped', { file: shown }) + '\n'),
    });
    // Five passes that each still fixed something end without a summary, as before the loop moved to core.
    if (!loop.settled) return;
    const findings = loop.results.flatMap((r) => r.findings);
    const remaining = {
      errors: findings.filter((f) => f.severity === 'error').length,
      warnings: findings.filter((f) => f.severity === 'warning').length,
      info: findings.filter((f) => f.severity === 'info').length,
    };
    let exit: JsonExit;
    if (opts.dryRun) exit = { code: EXIT_CLEAN, reason: say(locale, 'reasonDryRun') };
    else {
      out(loop.fixes ? t(locale, 'cli.fixApplied', { count: loop.fixes, files: loop.files.length }) : t(locale, 'cli.fixNone'));
      if (remaining.errors) out(say(locale, 'remain', { n: remaining.errors }));
      exit = remaining.errors
        ? { code: EXIT_FINDINGS, reason: say(locale, 'reasonRemain', { n: remaining.errors }) }
        : { code: EXIT_CLEAN, reason: say(locale, 'reasonClean') };
    }
    if (json)
      io.stdout(
        JSON.stringify(
          fixJson(
            {
              dryRun: Boolean(opts.dryRun),
              files: loop.files.map((f) => ({ file: f.shown, fixes: f.fixes })),
              skipped: loop.skipped,
              backups: loop.backups,
              remaining,
            },
            exit,
          ),
          null,
          2,
        ) + '\n',
      );
    setExit(exit.code);
  });
}
