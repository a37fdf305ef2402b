/** Rules of the module (see the files beside this one). */
import type { Rule } from '../../rules/types.ts';
import { rule as deadFile } from './dead-file.ts';
import { rule as slimmable } from './slimmable.ts';

export const rules: Rule[] = [deadFile, slimmable];
