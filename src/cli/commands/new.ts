/**
 * `luban new NAME [--dir PARENT] [--workspace DIR] [--intent …] [--triggers …] [model options]`
 * (docs/features.md G1, §9): create a skill the metis way — the 8-phase wizard with a Gate Check after
 * every phase (see ../wizard-front.ts for how questions are asked and the exit codes).
 * The skill is installed at PARENT/NAME (default: the first of .claude/skills, .agents/skills,
 * .codex/skills, skills/ in the current folder, else the current folder).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { localTable } from '../../core/api/base.ts';
import type { LocalisedText } from '../../core/api/rules.ts';
import { addModelOptions } from '../model-options.ts';
import { CliError, type CliIO } from '../io.ts';
import { answersOf, askLine, reportOutcome, wizardCliApprover, wizardModel, wizardRenderer, type WizardCliFlags } from '../wizard-front.ts';
import { hasTerminal } from '../consent.ts';
import { resolveLocale } from './scan.ts';

const M = {
  exists: { en: '{dir} already exists: to change that skill, run `luban upgrade {dir}`', zh: '{dir} 已存在：要修改该技能，请运行 `luban upgrade {dir}`' },
  noName: { en: 'a skill name is required', zh: '需要技能名称' },
} satisfies Record<string, LocalisedText>;
const say = localTable(M);

export const SKILL_ROOTS = ['.claude/skills', '.agents/skills', '.codex/skills', 'skills'];

async function defaultParent(cwd: string): Promise<string> {
  for (const r of SKILL_ROOTS) {
    const p = path.join(cwd, r);
    if (
      await fs.stat(p).then(
        (s) => s.isDirectory(),
        () => false,
      )
    )
      return p;
  }
  return cwd;
}

/** The interview flags shared by `new` and `upgrade`. */
export function addInterviewOptions(cmd: Command): Command {
  return cmd
    .option('--workspace <dir>', 'where .luban/wizard/<name>/ lives and where existing skills are searched (default: the current folder)')
    .option('--intent <text>', 'phase 1: what problem the skill solves')
    .option('--abilities <list>', 'phase 1: what it must do (separated by ;)')
    .option('--boundaries <list>', 'phase 1: when it must not activate (separated by ;)')
    .option('--failure <text>', 'phase 1: what to do when something goes wrong')
    .option('--constraints <text>', 'phase 1: limits (performance, security, format, data sources)')
    .option('--triggers <list>', 'phase 1: trigger words (separated by , or ;)')
    .option('--timeout <seconds>', 'time limit per model request attempt')
    .option('--locale <locale>', 'en or zh-CN');
}

export function registerNew(program: Command, io: CliIO, setExit: (code: number) => void): void {
  const cmd = program
    .command('new')
    .description('Create a skill the metis way: 8 phases, each ending in a Gate Check only you can pass (no --yes)')
    .argument('<name>', 'skill name (lowercase letters and hyphens, iron rule #1)')
    .option('--dir <parent>', 'folder to create the skill in (default: the first skills root found, else the current folder)');
  addModelOptions(addInterviewOptions(cmd)).action(async (name: string, opts: WizardCliFlags & { dir?: string }) => {
    const locale = resolveLocale(io, opts.locale);
    if (!name.trim()) throw new CliError(say(locale, 'noName'));
    const workspace = path.resolve(io.cwd, opts.workspace ?? '.');
    const parent = opts.dir ? path.resolve(io.cwd, opts.dir) : await defaultParent(io.cwd);
    const target = path.join(parent, name.trim());
    if (
      await fs.stat(target).then(
        () => true,
        () => false,
      )
    )
      throw new CliError(say(locale, 'exists', { dir: path.relative(io.cwd, target) || '.' }));
    const interactive = hasTerminal(io);
    // Loaded on use: the wizard, git and the scan engine stay out of every other command's start-up.
    const { runWizard } = await import('../../core/api/wizard.ts');
    const out = await runWizard({
      kind: 'new',
      name: name.trim(),
      target,
      workspace,
      locale,
      answers: answersOf(opts),
      model: await wizardModel(opts, workspace, io, locale),
      approver: wizardCliApprover({ interactive, ask: io.ask ?? askLine, locale, write: io.stderr }),
      onEvent: wizardRenderer(locale, io.stderr, interactive),
      signal: io.signal,
    });
    setExit(reportOutcome(out, locale, io.stderr, interactive));
  });
}
