/**
 * Rules of the Skill Tree (docs/features.md F5, seed 002 「Skill Tree 分层规则」), run in the `skilltree`
 * profile (a `layer:` key or an l1-/l2-/l3- name opts a skill in). The rules that look at
 * other skills read the workspace view the scan builds (core/skilltree/workspace.ts).
 */
import type { Rule } from '../../rules/types.ts';
import { rule as layerPrefix } from './layer-prefix.ts';
import { rule as l1NoDependencies } from './l1-no-dependencies.ts';
import { rule as l2Composition } from './l2-composition.ts';
import { rule as dependencyLayer } from './dependency-layer.ts';
import { rule as dependencyMissing } from './dependency-missing.ts';
import { rule as dependencyTable } from './dependency-table.ts';
import { rule as reimplementsL1 } from './reimplements-l1.ts';

export const rules: Rule[] = [layerPrefix, l1NoDependencies, l2Composition, dependencyLayer, dependencyMissing, dependencyTable, reimplementsL1];
