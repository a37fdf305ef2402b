/** The `compat/*` rules (docs/features.md H10): where a runtime limit is broken, as findings (squiggles, SARIF). */
import type { Rule } from '../../../rules/types.ts';
import { rule as descriptionCut } from './description-cut.ts';
import { rule as allowedToolsForm } from './allowed-tools-form.ts';
import { rule as installMetadata } from './install-metadata.ts';
import { rule as bodyTokens } from './body-tokens.ts';
import { rule as frontmatterField } from './frontmatter-field.ts';

export const rules: Rule[] = [descriptionCut, allowedToolsForm, installMetadata, bodyTokens, frontmatterField];
