/**
 * Read-only reports over scanned skills, printed as Markdown or, with `--format json`, as
 * the contracts of ../format/reports-json.ts:
 *   `luban health PATH…` — the SkillOps 5-dimension health report (docs/features.md B1, seed v2 §三);
 *   `luban slim PATH…`   — the Distill slimming plan with size estimates (docs/features.md B4), of
 *                          every bundled file; `--apply` then offers each item that has an
 *                          automatic change, `--yes` applies them all (./slim-apply.ts).
 * Without `--apply` neither writes anything.
 *
 * Exit codes (issue 33 item 9, docs/guide/cli.md): `health` exits 1 when its report shows a
 * 🔴 problem (an error-severity finding: the light and the exit code agree), else 0; `slim`
 * exits 0 once the plan is printed (and the approved items applied) — its items are advice,
 * not errors — and 2 when `--apply` can neither ask nor was given `--yes`; 2 for usage or
 * I/O errors.
 */
import { type Command, Option } from 'commander';
import { distillPlan, healthReport, overallLight, renderDistillPlan, renderHealthReport } from '../../core/api/modules.ts';
import type { SkillScanResult } from '../../core/api/scan.ts';
import { afterWriteJson } from '../../core/api/lifecycle.ts';
import { localTable } from '../../core/api/base.ts';
import type { LocalisedText } from '../../core/api/rules.ts';
import { EXIT_CLEAN, EXIT_FINDINGS, EXIT_USAGE, type CliIO } from '../io.ts';
import { healthJson, slimJson, type JsonExit } from '../format/reports-json.ts';
import { addCommonOptions, displayDirFor, resolveLocale, runScan, type CommonScanOptions } from './scan.ts';
import { applySlimPlans, type SlimApplyOptions, type SlimApplyOutcome } from './slim-apply.ts';

const M = {
  healthRed: { en: '{n} skill(s) with a 🔴 problem (must fix)', zh: '{n} 个技能有 🔴 问题（必须修复）' },
  healthOk: { en: 'no 🔴 problem', zh: '没有 🔴 问题' },
  slimDone: { en: 'the plan was printed; its items are advice, not errors', zh: '已输出精简方案；其中条目是建议，不是错误' },
  slimNothing: { en: 'nothing to slim', zh: '无需精简' },
  slimApplied: { en: '{n} item(s) applied', zh: '已应用 {n} 个条目' },
  slimRolledBack: { en: 'MUSE forced a rollback: every regression case failed after slimming', zh: 'MUSE 强制回滚：精简后所有回归用例均失败' },
  slimRefused: {
    en: '--apply had no terminal to ask on and no --yes: nothing was changed',
    zh: '--apply 既没有终端可询问，也没有 --yes：未做任何修改',
  },
} satisfies Record<string, LocalisedText>;
const say = localTable(M);

type Opts = CommonScanOptions & SlimApplyOptions & { apply?: boolean; format: 'text' | 'json' };

export function registerReports(program: Command, io: CliIO, setExit: (code: number) => void): void {
  const health = program
    .command('health')
    .description('Print the SkillOps health report (utility, redundancy, compatibility, failure risk, validation gaps) for each skill')
    .argument('[paths...]', 'skill folders, files inside a skill, or folders to search for skills')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'))
    .addHelpText(
      'after',
      '\nExit codes: 0 no 🔴 problem, 1 at least one 🔴 (must fix) problem — an error-severity finding, 2 usage or I/O error.\n' +
        'A dimension is 🟢 only when it lists no problem, 🔴 when one is 🔴, else 🟡.',
    );
  addCommonOptions(health).action(async (paths: string[], opts: Opts) => {
    const locale = resolveLocale(io, opts.locale);
    const results = await runScan(paths, opts, io);
    const reports = results.map((r) => ({ dir: displayDirFor(io)(r.doc.dir), report: healthReport(r) }));
    const red = reports.filter((r) => overallLight(r.report) === '🔴').length;
    const exit: JsonExit = red ? { code: EXIT_FINDINGS, reason: say(locale, 'healthRed', { n: red }) } : { code: EXIT_CLEAN, reason: say(locale, 'healthOk') };
    if (opts.format === 'json') io.stdout(JSON.stringify(healthJson(reports, locale, exit), null, 2) + '\n');
    else io.stdout(reports.map((r) => renderHealthReport(r.report, locale).trimEnd()).join('\n\n---\n\n') + '\n');
    setExit(exit.code);
  });

  const slim = program
    .command('slim')
    .description('Print the Distill slimming plan (never-referenced files, F_approx, P0–P3 actions with size estimates) for each skill')
    .argument('[paths...]', 'skill folders, files inside a skill, or folders to search for skills')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--apply', 'then offer each plan item that has an automatic change (preview, then y / s / q); removed files move to .luban/slim-backups/')
    .option('-y, --yes', 'with --apply: apply every such item without asking')
    .addHelpText(
      'after',
      '\nExit codes: 0 the plan was printed (and, with --apply, the approved items applied) — plan items are advice, not errors;\n' +
        '1 with --apply, MUSE restored SKILL.md because every regression case (tests.yaml) failed after the edit;\n' +
        '2 usage or I/O error, or --apply without a terminal and without --yes (nothing is changed).',
    );
  addCommonOptions(slim).action(async (paths: string[], opts: Opts) => {
    const locale = resolveLocale(io, opts.locale);
    const results = await runScan(paths, opts, io);
    const shown = displayDirFor(io);
    const plans = results.map((r) => ({ result: r, dir: shown(r.doc.dir), plan: distillPlan(r.doc, r.findings) }));
    if (opts.format !== 'json') io.stdout(plans.map((p) => renderDistillPlan(p.plan, locale).trimEnd()).join('\n\n---\n\n') + '\n');
    const withItems: SkillScanResult[] = plans.filter((p) => p.plan.items.length).map((p) => p.result);
    let exit: JsonExit = { code: EXIT_CLEAN, reason: say(locale, withItems.length ? 'slimDone' : 'slimNothing') };
    const sessions = new Map<string, SlimApplyOutcome['sessions'][number]>();
    // Nothing to slim is said once, in the plan: nothing is asked and nothing more is printed.
    if (opts.apply && withItems.length) {
      const applied = await applySlimPlans(withItems, opts, io, locale);
      if (applied.refused) exit = { code: EXIT_USAGE, reason: say(locale, 'slimRefused') };
      else {
        for (const s of applied.sessions) sessions.set(s.dir, s);
        exit = { code: EXIT_CLEAN, reason: say(locale, 'slimApplied', { n: applied.sessions.reduce((n, s) => n + s.session.applied.length, 0) }) };
        // MUSE restored a skill file (every regression case failed): a failure of the command.
        if (applied.rolledBack) exit = { code: EXIT_FINDINGS, reason: say(locale, 'slimRolledBack') };
      }
    }
    if (opts.format === 'json')
      io.stdout(
        JSON.stringify(
          slimJson(
            plans.map((p) => {
              const s = sessions.get(p.result.doc.dir);
              return { dir: p.dir, plan: p.plan, session: s?.session, ...(s?.regression ? { regression: afterWriteJson(s.regression) } : {}) };
            }),
            Boolean(opts.apply),
            exit,
          ),
          null,
          2,
        ) + '\n',
      );
    setExit(exit.code);
  });
}
