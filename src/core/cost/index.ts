/** The cost guard (SPEC C9): plan, budget, usage, judge cache. */
export * from './plan.ts';
export * from './budget.ts';
export * from './usage.ts';
export * from './cache.ts';
