/** Rules of the CASCADE module (docs/features.md B3): age of external references; git-dates.ts supplies commit dates. */
import type { Rule } from '../../rules/types.ts';
import { rule as stale } from './stale-reference.ts';
import { rule as refreshDue } from './refresh-due.ts';
import { rule as undated } from './undated-references.ts';

export const rules: Rule[] = [stale, refreshDue, undated];
