/**
 * Event hooks (docs/features.md E3, seed v2 §八 事件驱动): what each lifecycle event queues.
 *
 *   a skill file was saved        → MUSE, deterministic cases only (P0)
 *   a failure was reported        → EvoSkill (P0)
 *   a rule was ignored 3×         → HASP level 2 (P1); 2× → HASP level 1 (P2)
 *
 * The runners are injected by the front end, and none of them writes a file without a
 * person: MUSE's deterministic run only reads the skill (and records its verdict),
 * EvoSkill proposes a patch with status 待确认, HASP shows its CHECKPOINT.
 */
import { escalationLevel, type EscalationLevel } from '../../../modules/hasp/hardening.ts';
import type { IgnoreTally, RuleKey } from '../../../engine/ignored/ignores.ts';
import type { TaskSpec } from './queue.ts';

export type LifecycleEvent =
  | { kind: 'saved'; skill: string; file: string }
  | { kind: 'failure-reported'; skill: string; reportId: string }
  | { kind: 'ignore-counts'; skill: string; counts: ReadonlyMap<RuleKey, IgnoreTally> };

export interface EventRunners {
  museDeterministic(skill: string, signal: AbortSignal): Promise<void>;
  evoskill(skill: string, reportId: string, signal: AbortSignal): Promise<void>;
  hasp(skill: string, level: 1 | 2, signal: AbortSignal): Promise<void>;
}

/** The highest HASP level any counted rule reached (0 when none was ignored twice). */
export function haspLevelOf(counts: ReadonlyMap<RuleKey, IgnoreTally>): EscalationLevel {
  let level: EscalationLevel = 0;
  for (const t of counts.values()) level = Math.max(level, escalationLevel(t.count)) as EscalationLevel;
  return level;
}

export function tasksForEvent(event: LifecycleEvent, runners: EventRunners): TaskSpec[] {
  switch (event.kind) {
    case 'saved':
      return [{ skill: event.skill, module: 'MUSE', trigger: 'event', label: event.file, run: (s) => runners.museDeterministic(event.skill, s) }];
    case 'failure-reported':
      return [
        { skill: event.skill, module: 'EvoSkill', trigger: 'event', label: event.reportId, run: (s) => runners.evoskill(event.skill, event.reportId, s) },
      ];
    case 'ignore-counts': {
      const level = haspLevelOf(event.counts);
      if (level === 0) return [];
      return [{ skill: event.skill, module: 'HASP', trigger: 'event', label: `level ${level}`, run: (s) => runners.hasp(event.skill, level, s) }];
    }
  }
}
