/** Rules of the HASP module (docs/features.md B2): soft-word scan; see hardening.ts for levels 1–2 and score.ts for the sub-score. */
import type { Rule } from '../../rules/types.ts';
import { rule as softWord } from './soft-word.ts';

export const rules: Rule[] = [softWord];
