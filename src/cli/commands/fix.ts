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
import path from 'node:path';
import { promises as fs } from 'node:fs';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type Command, Option } from 'commander';
import { applyEdits, editsByFile } from '../../core/api/edits.ts';
import { localTable, t } from '../../core/api/base.ts';
import type { LocalisedText } from '../../core/api/rules.ts';
import { fixJson, type JsonExit } from '../format/reports-json.ts';
import { decodeText } from '../../core/api/skill.ts';
import { backupStamp, writeFileAtomic } from '../../core/api/base.ts';
import { EXIT_CLEAN, EXIT_FINDINGS, type CliIO } from '../io.ts';
import { addCommonOptions, displayDirFor, resolveLocale, runScan, type CommonScanOptions } from './scan.ts';

const run = promisify(execFile);
const MAX_PASSES = 5;

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
    const backedUp = new Set<string>();
    const backups: string[] = [];
    const fixesByFile = new Map<string, number>();
    const skipped = new Set<string>();
    let totalFixed = 0;
    const touched = new Set<string>();
    // Several passes: one fix can make another applicable (or overlapping fixes wait a pass).
    for (let pass = 0; pass < (opts.dryRun ? 1 : MAX_PASSES); pass++) {
      const results = await runScan(paths, opts, io);
      let fixedThisPass = 0;
      for (const r of results) {
        const safe = r.findings.flatMap((f) => (f.fix?.safe ? [f.fix] : []));
        for (const [file, edits] of editsByFile(safe)) {
          const skillFile = r.doc.files.find((f) => f.path === file);
          if (!skillFile?.text) continue;
          const abs = path.join(r.doc.dir, file);
          const shown = `${displayDir(r.doc.dir)}/${file}`;
          const result = applyEdits(skillFile.text, edits);
          if (result.applied === 0) continue;
          if (opts.dryRun) {
            out(t(locale, 'cli.fixDryRun', { file: shown, count: result.applied }));
            fixesByFile.set(shown, (fixesByFile.get(shown) ?? 0) + result.applied);
            fixedThisPass += result.applied;
            continue;
          }
          const current = decodeText(await fs.readFile(abs));
          if (!current.ok || current.text.text !== skillFile.text.text) {
            io.stderr(t(locale, 'cli.fixSkipped', { file: shown }) + '\n');
            skipped.add(shown);
            continue;
          }
          if (opts.backup && !backedUp.has(abs) && !(await committedInGit(abs))) {
            const bak = `${abs}.bak.${backupStamp(new Date())}`;
            await fs.copyFile(abs, bak);
            backedUp.add(abs);
            backups.push(`${displayDir(r.doc.dir)}/${path.relative(r.doc.dir, bak).split(path.sep).join('/')}`);
          }
          await writeFileAtomic(abs, result.diskText);
          out(t(locale, 'cli.fixFile', { file: shown, count: result.applied }));
          fixesByFile.set(shown, (fixesByFile.get(shown) ?? 0) + result.applied);
          fixedThisPass += result.applied;
          touched.add(abs);
        }
      }
      totalFixed += fixedThisPass;
      if (fixedThisPass === 0 || opts.dryRun) {
        const findings = results.flatMap((r) => r.findings);
        const remaining = {
          errors: findings.filter((f) => f.severity === 'error').length,
          warnings: findings.filter((f) => f.severity === 'warning').length,
          info: findings.filter((f) => f.severity === 'info').length,
        };
        let exit: JsonExit;
        if (opts.dryRun) exit = { code: EXIT_CLEAN, reason: say(locale, 'reasonDryRun') };
        else {
          out(totalFixed ? t(locale, 'cli.fixApplied', { count: totalFixed, files: touched.size }) : t(locale, 'cli.fixNone'));
          if (remaining.errors) out(say(locale, 'remain', { n: remaining.errors }));
          exit = remaining.errors
            ? { code: EXIT_FINDINGS, reason: say(locale, 'reasonRemain', { n: remaining.errors }) }
            : { code: EXIT_CLEAN, reason: say(locale, 'reasonClean') };
        }
        if (json)
          io.stdout(
            JSON.stringify(
              fixJson(
                { dryRun: Boolean(opts.dryRun), files: [...fixesByFile].map(([file, fixes]) => ({ file, fixes })), skipped: [...skipped], backups, remaining },
                exit,
              ),
              null,
              2,
            ) + '\n',
          );
        setExit(exit.code);
        return;
      }
    }
  });
}

/** True when git tracks the file and it has no uncommitted changes (git can restore it). */
async function committedInGit(abs: string): Promise<boolean> {
  try {
    const cwd = path.dirname(abs);
    await run('git', ['ls-files', '--error-unmatch', '--', path.basename(abs)], { cwd });
    const { stdout } = await run('git', ['status', '--porcelain', '--', path.basename(abs)], { cwd });
    return stdout.trim() === '';
  } catch {
    return false;
  }
}
