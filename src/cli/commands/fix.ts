/**
 * `luban fix PATH…` — apply only the fixes marked safe (e.g. YAML quoting), with
 * atomic writes. A file that is not committed in git gets a `.bak.YYYYMMDD-HHMM`
 * copy first, so every write is recoverable. A file that changed on disk between
 * the scan and the write is left alone.
 */
import path from 'node:path';
import { promises as fs } from 'node:fs';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Command } from 'commander';
import { applyEdits, editsByFile } from '../../core/api/edits.ts';
import { t } from '../../core/api/base.ts';
import { decodeText } from '../../core/api/skill.ts';
import { backupStamp, writeFileAtomic } from '../../core/api/base.ts';
import { EXIT_CLEAN, EXIT_FINDINGS, type CliIO } from '../io.ts';
import { addCommonOptions, displayDirFor, resolveLocale, runScan, type CommonScanOptions } from './scan.ts';

const run = promisify(execFile);
const MAX_PASSES = 5;

export function registerFix(program: Command, io: CliIO, setExit: (code: number) => void): void {
  const cmd = program
    .command('fix')
    .description('Apply the safe fixes (e.g. quoting a YAML scalar) to skills under each PATH, writing atomically')
    .argument('[paths...]', 'skill folders or folders to search for skills')
    .option('--dry-run', 'list what would change without writing')
    .option('--no-backup', 'do not write .bak copies of files that git cannot restore');
  addCommonOptions(cmd).action(async (paths: string[], opts: CommonScanOptions & { dryRun?: boolean; backup: boolean }) => {
    const locale = resolveLocale(io, opts.locale);
    const displayDir = displayDirFor(io);
    const backedUp = new Set<string>();
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
            io.stdout(t(locale, 'cli.fixDryRun', { file: shown, count: result.applied }) + '\n');
            fixedThisPass += result.applied;
            continue;
          }
          const current = decodeText(await fs.readFile(abs));
          if (!current.ok || current.text.text !== skillFile.text.text) {
            io.stderr(t(locale, 'cli.fixSkipped', { file: shown }) + '\n');
            continue;
          }
          if (opts.backup && !backedUp.has(abs) && !(await committedInGit(abs))) {
            await fs.copyFile(abs, `${abs}.bak.${backupStamp(new Date())}`);
            backedUp.add(abs);
          }
          await writeFileAtomic(abs, result.diskText);
          io.stdout(t(locale, 'cli.fixFile', { file: shown, count: result.applied }) + '\n');
          fixedThisPass += result.applied;
          touched.add(abs);
        }
      }
      totalFixed += fixedThisPass;
      if (fixedThisPass === 0 || opts.dryRun) {
        if (!opts.dryRun) {
          io.stdout((totalFixed ? t(locale, 'cli.fixApplied', { count: totalFixed, files: touched.size }) : t(locale, 'cli.fixNone')) + '\n');
          setExit(results.some((r) => r.findings.some((f) => f.severity === 'error')) ? EXIT_FINDINGS : EXIT_CLEAN);
        } else {
          setExit(EXIT_CLEAN);
        }
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
