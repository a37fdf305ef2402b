/**
 * Reports from engine modules that the palette shows as Markdown: Health Check (the
 * SkillOps five-dimension report) and Slim Skill (the Distill plan). Both are built
 * from the same scan as the diagnostics, and both are read-only: a plan is shown here;
 * applying it, item by item, is "Luban: Apply Slim Plan" (./lifecycle/slim.ts).
 */
import type { SkillScanResult } from '../core/api/scan.ts';
import type { Locale } from '../core/api/base.ts';
import { distillPlan } from '../core/api/modules.ts';
import { renderDistillPlan } from '../core/api/modules.ts';
import { healthReport, renderHealthReport } from '../core/api/modules.ts';
import { COMMAND, type CommandId } from './command-ids.ts';
import type { ReportKind } from './reports/report-files.ts';

export interface ExtraReport {
  command: CommandId;
  kind: ReportKind;
  render(result: SkillScanResult, locale: Locale): string;
}

export const extraReports: ExtraReport[] = [
  {
    command: COMMAND.healthCheck,
    kind: 'health',
    render: (result, locale) => renderHealthReport(healthReport(result), locale),
  },
  {
    command: COMMAND.slimSkill,
    kind: 'slim',
    render: (result, locale) => renderDistillPlan(distillPlan(result.doc, result.findings), locale),
  },
];
