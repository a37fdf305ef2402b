/**
 * What a skill says about its place in the Skill Tree (seed 002, 「SKILL.md 必须包含的字段」):
 * `name` with its `l1-`/`l2-`/`l3-` prefix, `layer: 1|2|3`, and `dependencies:` (a list of
 * skill names), each with its position in SKILL.md for findings and fixes. Pure over the
 * parsed document; outlines (no file text) still give the values, without positions.
 */
import { isScalar, isSeq } from 'yaml';
import type { Range, SkillDocument } from '../types.ts';
import { rangeOf } from '../text.ts';

import type { Layer } from './types.ts';

export type { Layer };
export const LAYERS: readonly Layer[] = [1, 2, 3];

export interface Dependency {
  name: string;
  /** The list item in SKILL.md (undefined for an outline). */
  range?: Range;
}

export interface SkillTreeFacts {
  name?: string;
  nameRange?: Range;
  /** The declared `layer:` when it is 1, 2, 3 (or "L1"…); undefined when absent or invalid. */
  layer?: Layer;
  /** Whether `layer:` is present at all (valid or not). */
  hasLayerKey: boolean;
  /** The `layer:` value as written, when it is not a valid layer. */
  invalidLayer?: string;
  layerRange?: Range;
  /** The layer the name's prefix says (`l2-web-research` → 2). */
  prefixLayer?: Layer;
  dependencies: Dependency[];
  dependenciesRange?: Range;
  /** `dependencies:` is present but not a list of names. */
  malformedDependencies: boolean;
}

const PREFIX = /^l([123])-/;

/** The layer an `l1-`/`l2-`/`l3-` prefix names, or undefined. */
export function prefixLayerOf(name: string): Layer | undefined {
  const m = PREFIX.exec(name);
  return m ? (Number(m[1]) as Layer) : undefined;
}

/** A `layer:` value read leniently: 1, "1", "L1", "l1". */
export function layerOf(value: unknown): Layer | undefined {
  if (typeof value === 'number') return LAYERS.includes(value as Layer) ? (value as Layer) : undefined;
  if (typeof value === 'string') {
    const m = /^\s*[lL]?([123])\s*$/.exec(value);
    return m ? (Number(m[1]) as Layer) : undefined;
  }
  return undefined;
}

/** Whether the skill opts into the Skill Tree (docs/features.md F5): a `layer:` key or an l1-/l2-/l3- name. */
export function isSkillTreeData(data: Record<string, unknown> | undefined): boolean {
  if (!data) return false;
  return 'layer' in data || (typeof data.name === 'string' && PREFIX.test(data.name.trim()));
}

export function skillTreeFacts(doc: SkillDocument): SkillTreeFacts {
  const fm = doc.frontmatter;
  const data = fm?.data ?? {};
  const name = typeof data.name === 'string' && data.name.trim() ? data.name.trim() : undefined;
  const facts: SkillTreeFacts = {
    name,
    nameRange: fm?.keyRanges.get('name')?.value,
    hasLayerKey: 'layer' in data,
    layerRange: fm?.keyRanges.get('layer')?.value ?? fm?.keyRanges.get('layer')?.key,
    prefixLayer: name ? prefixLayerOf(name) : undefined,
    dependencies: [],
    dependenciesRange: fm?.keyRanges.get('dependencies')?.key,
    malformedDependencies: false,
  };
  if ('layer' in data) {
    facts.layer = layerOf(data.layer);
    if (facts.layer === undefined) facts.invalidLayer = data.layer === null ? '' : String(data.layer);
  }
  if ('dependencies' in data) {
    const deps = data.dependencies;
    if (deps === null || deps === undefined) return facts; // `dependencies:` with nothing: none
    if (!Array.isArray(deps) || deps.some((d) => typeof d !== 'string' || !d.trim())) {
      facts.malformedDependencies = true;
      return facts;
    }
    const ranges = itemRanges(doc);
    facts.dependencies = deps.map((d, i) => ({ name: (d as string).trim(), range: ranges[i] }));
  }
  return facts;
}

/** Positions of the `dependencies:` list items in SKILL.md, when the text is at hand. */
function itemRanges(doc: SkillDocument): Array<Range | undefined> {
  const fm = doc.frontmatter;
  const info = doc.skillFile?.text;
  if (!fm || !info) return [];
  const node = fm.doc.get('dependencies', true);
  if (!isSeq(node)) return [];
  const rawStart = info.lineStarts[fm.firstLine - 1] ?? 0;
  return node.items.map((item) => (isScalar(item) && item.range ? rangeOf(info, rawStart + item.range[0], rawStart + item.range[1]) : undefined));
}
