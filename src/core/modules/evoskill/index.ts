/** Rules of the EvoSkill module (docs/features.md B6): oscillation in results.tsv, and a readable results.tsv. See history.ts for detour dims. */
import type { Rule } from '../../rules/types.ts';
import { rule as oscillation } from './oscillation.ts';
import { rule as resultsCorrupt } from './results-corrupt.ts';

export const rules: Rule[] = [oscillation, resultsCorrupt];
