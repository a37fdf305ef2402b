/** The cost guard (docs/features.md C9): call plans, budget, usage, judge cache, parallelism. The optimiser's own plans and mode gateway live in workflows/loop/cost. */
export * from './plan.ts';
export * from './parallel.ts';
export * from './budget.ts';
export * from './usage.ts';
export * from './cache.ts';
