/**
 * `luban upgrade SKILL_DIR [--workspace DIR] [--intent …] [--triggers …] [model options]`
 * (docs/features.md G1, §9): upgrade a skill the metis way — the 8-phase wizard; direction C copies the
 * skill into the sandbox (phase 3.5) and only the reviewed sandbox is submitted back, after
 * a pre-submit commit (git) or a folder backup. How questions are asked and the exit
 * codes: ../wizard-front.ts. `--format json`: one result object on stdout
 * (../format/reports-json.ts), the progress and questions stay on stderr.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { type Command, Option } from 'commander';
import { localTable } from '../../core/api/base.ts';
import type { LocalisedText } from '../../core/api/rules.ts';
import { addModelOptions } from '../model-options.ts';
import { CliError, EXIT_CLEAN, type CliIO } from '../io.ts';
import { upgradeJson } from '../format/reports-json.ts';
import {
  answersOf,
  askLine,
  notDoneReason,
  reportOutcome,
  wizardCliApprover,
  wizardModel,
  wizardRegression,
  wizardRenderer,
  type WizardCliFlags,
} from '../wizard-front.ts';
import { afterWriteJson, afterWriteLines, captureBeforeEdit } from '../../core/api/lifecycle.ts';
import { hasTerminal } from '../consent.ts';
import { addInterviewOptions } from './new.ts';
import { resolveLocale } from './scan.ts';

const M = {
  notFound: { en: 'path does not exist: {path}', zh: '路径不存在：{path}' },
  notSkill: { en: '{path} holds no SKILL.md or skill.md: not a skill folder', zh: '{path} 中没有 SKILL.md 或 skill.md：不是技能目录' },
  reasonDone: { en: 'the upgrade was submitted', zh: '升级已提交' },
} satisfies Record<string, LocalisedText>;
const say = localTable(M);

export function registerUpgrade(program: Command, io: CliIO, setExit: (code: number) => void): void {
  const cmd = program
    .command('upgrade')
    .description('Upgrade a skill the metis way: sandbox copy, 3-layer review, backed-up submit; every phase ends in a Gate Check only you can pass')
    .argument('<skill_dir>', 'the skill folder')
    .addOption(
      new Option('-f, --format <format>', 'output format (json: one result object on stdout, docs/guide/cli.md)').choices(['text', 'json']).default('text'),
    )
    .addHelpText('after', '\nExit codes: 0 submitted, 1 a phase failed, 2 usage or I/O error, 3 stopped at a question (run again to resume).');
  addModelOptions(addInterviewOptions(cmd)).action(async (dir: string, opts: WizardCliFlags & { format?: 'text' | 'json' }) => {
    const locale = resolveLocale(io, opts.locale);
    const target = path.resolve(io.cwd, dir);
    const entries = await fs.readdir(target).catch(() => undefined);
    if (!entries) throw new CliError(say(locale, 'notFound', { path: dir }));
    if (!entries.includes('SKILL.md') && !entries.includes('skill.md')) throw new CliError(say(locale, 'notSkill', { path: dir }));
    const workspace = path.resolve(io.cwd, opts.workspace ?? '.');
    const interactive = hasTerminal(io);
    // Loaded on use: the wizard, git and the scan engine stay out of every other command's start-up.
    const { runWizard } = await import('../../core/api/wizard.ts');
    const before = await captureBeforeEdit(target);
    const out = await runWizard({
      kind: 'upgrade',
      name: path.basename(target),
      target,
      workspace,
      locale,
      answers: answersOf(opts),
      model: await wizardModel(opts, target, io, locale),
      approver: wizardCliApprover({ interactive, ask: io.ask ?? askLine, locale, write: io.stderr }),
      onEvent: wizardRenderer(locale, io.stderr, interactive),
      signal: io.signal,
    });
    // MUSE after the submit: every tests.yaml case failing restores SKILL.md and fails the command.
    const { regression, code } = await wizardRegression(before, out, reportOutcome(out, locale, io.stderr, interactive), locale, io.stderr);
    if (opts.format === 'json') {
      const reason = code === EXIT_CLEAN ? say(locale, 'reasonDone') : regression?.ran ? afterWriteLines(regression, locale)[0] : notDoneReason(out, locale);
      io.stdout(
        JSON.stringify(
          { ...upgradeJson(out, target, io.cwd, locale, { code, reason }), ...(regression ? { regression: afterWriteJson(regression) } : {}) },
          null,
          2,
        ) + '\n',
      );
    }
    setExit(code);
  });
}
