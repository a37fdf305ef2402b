/** Rules of the RuntimeGate module (docs/features.md B7); gate.ts turns their findings into pass / fail / exempt. */
import type { Rule } from '../../rules/types.ts';
import { rule as wording } from './single-runtime-wording.ts';
import { rule as installPath } from './hardwired-install-path.ts';
import { rule as badge } from './single-runtime-badge.ts';

export const rules: Rule[] = [wording, installPath, badge];
