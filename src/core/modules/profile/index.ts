/** Rules of the Profile module (docs/features.md A3): frontmatter fields per profile. */
import type { Rule } from '../../rules/types.ts';
import { rule as unknownKey } from './unknown-key.ts';

export const rules: Rule[] = [unknownKey];
