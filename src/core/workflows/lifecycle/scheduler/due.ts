/**
 * Due reminders (docs/features.md E3, seed v2 §八 定时驱动), computed — never run — from state:
 *
 * - weekly SkillOps health check: due when never run or last run ≥ 7 days ago;
 * - monthly Distill slimming check, only when redundancy is low (SkillOps' redundancy
 *   dimension has rows, the Distill sub-score lost points, or references/ holds more
 *   than 15 files — the seed's Distill triggers): due when never run or ≥ 30 days ago;
 * - quarterly CASCADE knowledge refresh, only when the skill cites external references:
 *   due when the last refresh is ≥ 90 days ago; never refreshed, CASCADE's own rules
 *   decide (a file whose references are due, stale, or of unknown age).
 *
 * Pure: the facts come in, the reminders go out.
 */
import type { LocalisedText } from '../../../rules/types.ts';
import { PERIOD_DAYS, type PeriodicModule } from './modules.ts';

const DAY = 86_400_000;

export interface DueFacts {
  now: Date;
  lastRun: Partial<Record<PeriodicModule, Date>>;
  /** Redundancy is low enough for a Distill check. */
  redundancyLow: boolean;
  /** Why redundancy is low (for the reminder), when it is. */
  redundancyReason?: LocalisedText;
  /** External references the skill cites. */
  externalReferences: number;
  /** Files whose references CASCADE finds due a refresh, stale, or undated. */
  cascadeFiles: number;
}

export interface DueReminder {
  module: PeriodicModule;
  /** Whether the module applies to this skill at all (Distill: redundancy low; CASCADE: external references). */
  applicable: boolean;
  due: boolean;
  /** ISO timestamp of the last run, when known. */
  lastRun?: string;
  /** When it falls due next (ISO day), for a module that ran and is not due yet. */
  nextDue?: string;
  /** Days since the last run. */
  ageDays?: number;
  reason: LocalisedText;
}

function ageOf(now: Date, at: Date): number {
  return Math.floor((now.getTime() - at.getTime()) / DAY);
}

function periodic(
  module: PeriodicModule,
  facts: DueFacts,
  applicable: boolean,
  notApplicable: LocalisedText,
  neverRun: () => { due: boolean; reason: LocalisedText },
): DueReminder {
  if (!applicable) return { module, applicable, due: false, reason: notApplicable };
  const at = facts.lastRun[module];
  const period = PERIOD_DAYS[module];
  if (!at) return { module, applicable, ...neverRun() };
  const age = ageOf(facts.now, at);
  const due = age >= period;
  const nextDue = new Date(at.getTime() + period * DAY).toISOString().slice(0, 10);
  return {
    module,
    applicable,
    due,
    lastRun: at.toISOString(),
    ageDays: age,
    ...(due ? {} : { nextDue }),
    reason: due
      ? { en: `last run ${age} days ago (every ${period} days)`, zh: `上次运行于 ${age} 天前（每 ${period} 天一次）` }
      : { en: `last run ${age} days ago; next due ${nextDue}`, zh: `上次运行于 ${age} 天前；下次 ${nextDue}` },
  };
}

export function dueReminders(facts: DueFacts): DueReminder[] {
  return [
    periodic('SkillOps', facts, true, { en: '', zh: '' }, () => ({ due: true, reason: { en: 'never run (weekly)', zh: '从未运行（每周一次）' } })),
    periodic('Distill', facts, facts.redundancyLow, { en: 'redundancy is not low: no slimming check needed', zh: '冗余不高：无需精简检查' }, () => ({
      due: true,
      reason: {
        en: `never run (monthly, redundancy low: ${facts.redundancyReason?.en ?? 'yes'})`,
        zh: `从未运行（每月一次，冗余偏高：${facts.redundancyReason?.zh ?? '是'}）`,
      },
    })),
    periodic('CASCADE', facts, facts.externalReferences > 0, { en: 'no external references', zh: '没有外部引用' }, () =>
      facts.cascadeFiles > 0
        ? {
            due: true,
            reason: {
              en: `never refreshed; ${facts.cascadeFiles} file(s) with ${facts.externalReferences} external reference(s) are due, stale or undated (quarterly)`,
              zh: `从未刷新；${facts.cascadeFiles} 个文件（共 ${facts.externalReferences} 个外部引用）已到期、过期或日期未知（每季度一次）`,
            },
          }
        : { due: false, reason: { en: 'references updated within 90 days (quarterly)', zh: '引用在 90 天内更新过（每季度一次）' } },
    ),
  ];
}
