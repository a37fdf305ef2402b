/**
 * Read-only reports over scanned skills, printed as Markdown:
 *   `luban health PATH…` — the SkillOps 5-dimension health report (docs/features.md B1, seed v2 §三);
 *   `luban slim PATH…`   — the Distill slimming plan with size estimates (docs/features.md B4), of
 *                          every bundled file; `--apply` then offers each item that has an
 *                          automatic change, `--yes` applies them all (./slim-apply.ts).
 * Without `--apply` neither writes anything; exit codes as for `scan`.
 */
import type { Command } from 'commander';
import { healthReport, renderHealthReport } from '../../core/api/modules.ts';
import { distillPlan } from '../../core/api/modules.ts';
import { renderDistillPlan } from '../../core/api/modules.ts';
import type { SkillScanResult } from '../../core/api/scan.ts';
import type { Locale } from '../../core/api/base.ts';
import { EXIT_CLEAN, EXIT_FINDINGS, type CliIO } from '../io.ts';
import { addCommonOptions, resolveLocale, runScan, type CommonScanOptions } from './scan.ts';
import { applySlimPlans, type SlimApplyOptions } from './slim-apply.ts';

type Render = (r: SkillScanResult, locale: Locale) => string;

const REPORTS: Array<{ name: string; description: string; render: Render }> = [
  {
    name: 'health',
    description: 'Print the SkillOps health report (utility, redundancy, compatibility, failure risk, validation gaps) for each skill',
    render: (r, locale) => renderHealthReport(healthReport(r), locale),
  },
  {
    name: 'slim',
    description: 'Print the Distill slimming plan (never-referenced files, F_approx, P0–P3 actions with size estimates) for each skill',
    render: (r, locale) => renderDistillPlan(distillPlan(r.doc, r.findings), locale),
  },
];

export function registerReports(program: Command, io: CliIO, setExit: (code: number) => void): void {
  for (const report of REPORTS) {
    const cmd = program.command(report.name).description(report.description).argument('[paths...]', 'skill folders or folders to search for skills');
    if (report.name === 'slim') {
      cmd
        .option('--apply', 'then offer each plan item that has an automatic change (preview, then y / s / q); removed files move to .luban/slim-backups/')
        .option('-y, --yes', 'with --apply: apply every such item without asking');
    }
    addCommonOptions(cmd).action(async (paths: string[], opts: CommonScanOptions & SlimApplyOptions & { apply?: boolean }) => {
      const locale = resolveLocale(io, opts.locale);
      const results = await runScan(paths, opts, io);
      io.stdout(results.map((r) => report.render(r, locale).trimEnd()).join('\n\n---\n\n') + '\n');
      if (report.name === 'slim' && opts.apply) await applySlimPlans(results, opts, io, locale);
      setExit(results.some((r) => r.findings.some((f) => f.severity === 'error')) ? EXIT_FINDINGS : EXIT_CLEAN);
    });
  }
}
