/** The scheduler (docs/features.md E3): task queue with the seed's arbitration, event hooks, due reminders. */
export { SkillTaskQueue, type SkillTaskQueueOptions, type TaskSpec, type TaskHandle, type TaskView, type TaskTrigger } from './queue.ts';
export { tasksForEvent, haspLevelOf, type LifecycleEvent, type EventRunners } from './hooks.ts';
export { dueReminders, type DueReminder, type DueFacts } from './due.ts';
export { remindersFor, remindersForAll, type SkillReminders } from './reminders.ts';
export { renderDue, MODULE_TASK } from './render.ts';
export { LIFECYCLE_MODULES, PERIOD_DAYS, priorityOf, type LifecycleModule, type PeriodicModule } from './modules.ts';
