/** The effect runner for front ends (issue 32 item 4, docs/effect.md). */
export * from '../scoring/effect/index.ts';
