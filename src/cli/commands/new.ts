/**
 * `luban new NAME [--dir PARENT] [--workspace DIR] [--intent …] [--triggers …] [--format text|json] [model options]`
 * (docs/features.md G1, §9): create a skill the metis way — the 8-phase wizard with a Gate Check after
 * every phase (see ../wizard-front.ts for how questions are asked).
 * The skill is installed at PARENT/NAME (default: the first of .claude/skills, .agents/skills,
 * .codex/skills, skills/ in the current folder, else the current folder), as `SKILL.md` — the
 * form every runtime loads — or as the MetisAI `skill.md` where the config turns the metis
 * profile on. Once written, Luban's own checks run on it (the scan `luban scan` runs and the
 * runtime load verdicts) and the result says what they found; "ready" only when there is no
 * error finding and no runtime drops it.
 *
 * Exit codes: 0 written and ready, 1 written with error findings or a runtime that drops it
 * (or a phase failed), 2 usage or I/O, 3 stopped at a question. `--format json` writes one
 * object on stdout (docs/guide/new.md); the questions stay on stderr.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { Option, type Command } from 'commander';
import { localTable, type Locale } from '../../core/api/base.ts';
import type { LocalisedText } from '../../core/api/rules.ts';
import { addModelOptions } from '../model-options.ts';
import { CliError, EXIT_CLEAN, EXIT_FINDINGS, type CliIO } from '../io.ts';
import { newJson } from '../format/reports-json.ts';
import { answersOf, askLine, notDoneReason, reportOutcome, wizardCliApprover, wizardModel, wizardRenderer, type WizardCliFlags } from '../wizard-front.ts';
import { hasTerminal } from '../consent.ts';
import { resolveLocale } from './scan.ts';
import type { PostCheck, WizardOutcome } from '../../core/api/wizard.ts';

const M = {
  exists: { en: '{dir} already exists: to change that skill, run `luban upgrade {dir}`', zh: '{dir} 已存在：要修改该技能，请运行 `luban upgrade {dir}`' },
  noName: { en: 'a skill name is required', zh: '需要技能名称' },
  ready: {
    en: "Luban's checks on {dir}: no errors, {warnings} warning(s); all {total} runtimes load it. It is ready to use.",
    zh: 'Luban 对 {dir} 的检查：没有错误，{warnings} 个警告；{total} 个运行时都能加载它。可以使用了。',
  },
  notReady: {
    en: "Not ready yet: Luban's checks on {dir} found {errors} error(s) and {warnings} warning(s).",
    zh: '还不能用：Luban 对 {dir} 的检查发现 {errors} 个错误、{warnings} 个警告。',
  },
  dropped: {
    en: '{n} of {total} runtimes drop it and will not load it:',
    zh: '{total} 个运行时中有 {n} 个会丢弃它，不会加载：',
  },
  readyMetis: {
    en: "Luban's checks on {dir}: no errors, {warnings} warning(s). It is in the MetisAI form (skill.md, as your metis profile asks): it is for MetisAI, and the other runtimes ({names}) do not load it.",
    zh: 'Luban 对 {dir} 的检查：没有错误，{warnings} 个警告。它是 MetisAI 形式（skill.md，按你的 metis 配置）：供 MetisAI 使用，其他运行时（{names}）不会加载它。',
  },
  notFound: { en: 'Not ready: no skill was found at {dir}.', zh: '还不能用：在 {dir} 没有找到技能。' },
  reasonReady: {
    en: "the skill was written and Luban's checks found nothing that keeps it from loading",
    zh: '技能已写入，Luban 的检查没有发现妨碍加载的问题',
  },
  reasonNotReady: {
    en: 'the skill was written, but {errors} error finding(s) remain and {dropped} runtime(s) drop it',
    zh: '技能已写入，但仍有 {errors} 个错误，{dropped} 个运行时会丢弃它',
  },
  details: { en: 'Run `luban scan {dir}` for every finding, fix them, and run it again.', zh: '运行 `luban scan {dir}` 查看全部问题，修复后再运行一次。' },
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
    .argument('<name>', 'skill name: lowercase letters and hyphens, e.g. weekly-report')
    .option('--dir <parent>', 'folder to create the skill in (default: the first skills root found, else the current folder)')
    .addOption(
      new Option('-f, --format <format>', 'output format (json: one result object on stdout, docs/guide/new.md)').choices(['text', 'json']).default('text'),
    );
  addModelOptions(addInterviewOptions(cmd)).action(async (name: string, opts: WizardCliFlags & { dir?: string; format?: 'text' | 'json' }) => {
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
    const code = reportOutcome(out, locale, io.stderr, interactive);
    const { checkWrittenSkill, listFiles } = await import('../../core/api/wizard.ts');
    const check = out.status === 'done' ? await checkWrittenSkill(out.state.target, locale) : undefined;
    if (check) io.stderr(checkText(check, path.relative(io.cwd, out.state.target) || '.', locale) + '\n');
    const exit = check ? (check.ready ? EXIT_CLEAN : EXIT_FINDINGS) : code;
    if (opts.format === 'json') {
      const files = out.status === 'done' ? await listFiles(out.state.target) : [];
      io.stdout(JSON.stringify(newJson(out, check, files, io.cwd, locale, { code: exit, reason: exitReason(out, check, locale) }), null, 2) + '\n');
    }
    setExit(exit);
  });
}

/** What Luban's own checks found on the written skill, in plain words. */
function checkText(c: PostCheck, dir: string, locale: Locale): string {
  if (!c.found) return say(locale, 'notFound', { dir });
  const total = c.runtimes.length;
  if (c.ready && c.metisForm && c.dropped.length) return say(locale, 'readyMetis', { dir, warnings: c.counts.warning, names: c.dropped.join(', ') });
  if (c.ready) return say(locale, 'ready', { dir, warnings: c.counts.warning, total });
  const lines = [say(locale, 'notReady', { dir, errors: c.counts.error, warnings: c.counts.warning })];
  for (const f of c.errors.slice(0, 8)) lines.push(`  - ${f.file}:${f.line} ${f.ruleId}: ${f.message}`);
  if (c.errors.length > 8) lines.push(`  - … (+${c.errors.length - 8})`);
  if (c.dropped.length) {
    lines.push(say(locale, 'dropped', { n: c.dropped.length, total }));
    for (const r of c.runtimes) if (r.verdict === 'dropped') lines.push(`  - ${r.name}${r.reason ? `: ${r.reason}` : ''}`);
  }
  lines.push(say(locale, 'details', { dir }));
  return lines.join('\n');
}

function exitReason(out: WizardOutcome, check: PostCheck | undefined, locale: Locale): string {
  if (check)
    return check.ready
      ? say(locale, 'reasonReady')
      : say(locale, 'reasonNotReady', { errors: check.counts.error, dropped: check.metisForm ? 0 : check.dropped.length });
  return notDoneReason(out, locale);
}
