/** The cost guard (SPEC C9): plans, budget, usage, judge cache, the mode a run starts in. */
export * from './plan.ts';
export * from '../workflows/loop/cost/optimize-plan.ts';
export * from './parallel.ts';
export * from '../workflows/loop/cost/mode.ts';
export * from './budget.ts';
export * from './usage.ts';
export * from './cache.ts';
