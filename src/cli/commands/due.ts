/**
 * `luban due [PATH] [--format text|json] [--workspace DIR] [--done MODULE]` (docs/features.md E3, seed
 * v2 §八 定时驱动): the due reminders of each skill under PATH (default .) — weekly
 * SkillOps, monthly Distill when redundancy is low, quarterly CASCADE when it cites
 * external references — from the workspace's `.luban/schedule.json` and the reports the
 * editor saved. Nothing is run or edited. `--done SkillOps|Distill|CASCADE` records that
 * the check was done now (after reading `luban health`, say). Exit 0 (reminders are not
 * findings), 2 for usage or I/O errors.
 */
import path from 'node:path';
import { Option, type Command } from 'commander';
import { pick } from '../../core/api/base.ts';
import { remindersForAll } from '../../core/api/lifecycle.ts';
import { renderDue } from '../../core/api/lifecycle.ts';
import { PERIODIC_MODULES, type PeriodicModule } from '../../core/api/lifecycle.ts';
import { findWorkspaceRoot, recordRun } from '../../core/api/formats.ts';
import { EXIT_CLEAN, type CliIO } from '../io.ts';
import { addCommonOptions, displayDirFor, resolveLocale, runScan, type CommonScanOptions } from './scan.ts';

interface DueOptions extends CommonScanOptions {
  format: 'text' | 'json';
  workspace?: string;
  done?: PeriodicModule;
}

export function registerDue(program: Command, io: CliIO, setExit: (code: number) => void): void {
  const cmd = program
    .command('due')
    .description('Show the due reminders of each skill (weekly SkillOps, monthly Distill, quarterly CASCADE); runs and edits nothing')
    .argument('[path]', 'a skill folder or a folder to search for skills (default: .)')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--workspace <dir>', 'the workspace whose .luban/ holds the schedule (default: the nearest folder with .git or a Luban config)')
    .addOption(new Option('--done <module>', 'record that this periodic check was done now for each skill').choices([...PERIODIC_MODULES]));
  addCommonOptions(cmd).action(async (target: string | undefined, opts: DueOptions) => {
    const locale = resolveLocale(io, opts.locale);
    const results = await runScan(target ? [target] : [], opts, io);
    const start = path.resolve(io.cwd, target ?? '.');
    const workspace = opts.workspace ? path.resolve(io.cwd, opts.workspace) : await findWorkspaceRoot(start);
    const now = new Date();
    if (opts.done) {
      for (const r of results) {
        const { notice } = await recordRun(workspace, r.doc.dir, opts.done, now);
        if (notice) io.stderr(`! ${pick(notice, locale)}\n`);
      }
    }
    const { skills, schedule } = await remindersForAll(results, workspace, now);
    if (schedule.corrupt) io.stderr(`! ${schedule.path}: ${schedule.corrupt}\n`);
    const shown = displayDirFor(io);
    if (opts.format === 'json') {
      const out = {
        workspace: shown(workspace),
        schedule: shown(schedule.path),
        skills: skills.map((s) => ({
          dir: shown(s.dir),
          skill: s.skill,
          name: s.name,
          reminders: s.reminders.map((r) => ({ ...r, reason: pick(r.reason, locale) })),
        })),
      };
      io.stdout(JSON.stringify(out, null, 2) + '\n');
    } else io.stdout(renderDue(skills, locale, shown));
    setExit(EXIT_CLEAN);
  });
}
