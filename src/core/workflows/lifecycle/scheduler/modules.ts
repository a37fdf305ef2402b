/**
 * The lifecycle modules the scheduler orders (seed v2 §八/§九): their priority
 * ("多个模块同时触发：按优先级排队，EvoSkill > MUSE > HASP > SkillOps > CASCADE > Distill"),
 * which of them only read (SkillOps "巡检只读执行，仅输出报告"), and the periods of the
 * periodic ones (每周 SkillOps、每月 Distill、每季度 CASCADE).
 */
export const LIFECYCLE_MODULES = ['EvoSkill', 'MUSE', 'HASP', 'SkillOps', 'CASCADE', 'Distill'] as const;
export type LifecycleModule = (typeof LIFECYCLE_MODULES)[number];

/** Lower runs first. */
export function priorityOf(m: LifecycleModule): number {
  return LIFECYCLE_MODULES.indexOf(m);
}

/** Modules that never write the skill: they may run while a person edits it. */
export const READ_ONLY_MODULES: ReadonlySet<LifecycleModule> = new Set(['SkillOps']);

export const PERIOD_DAYS = { SkillOps: 7, Distill: 30, CASCADE: 90 } as const;
export type PeriodicModule = keyof typeof PERIOD_DAYS;
export const PERIODIC_MODULES: readonly PeriodicModule[] = ['SkillOps', 'Distill', 'CASCADE'];
