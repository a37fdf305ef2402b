/** Rules of the module (see the files beside this one). */
import type { Rule } from '../../rules/types.ts';

export const rules: Rule[] = [];
