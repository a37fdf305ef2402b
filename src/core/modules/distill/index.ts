/** Rules of the module (see the files beside this one). */
import type { Rule } from '../../rules/types.ts';
import { rule as deadFile } from './dead-file.ts';
import { rule as slimmable } from './slimmable.ts';
import { rule as longParagraph } from './long-paragraph.ts';
import { rule as repeatedDescription } from './repeated-description.ts';
import { rule as noQuickStart } from './no-quick-start.ts';

/** The rules behind the Distill sub-score (score.ts). */
export const rules: Rule[] = [deadFile, slimmable];

/**
 * The strategy library's P3 readability rows (seed v3 段落过长 / 重复描述 / 缺速查入口): info findings
 * the optimiser targets (workflows/loop/strategy.ts), not priced in the sub-score.
 */
export const readabilityRules: Rule[] = [longParagraph, repeatedDescription, noQuickStart];
