/**
 * The static view's lost points as findings (docs/features.md C3a): every point dim4, dim7a or dim9
 * step 1 loses is explained at a location, so the person can act on it. The reasons are
 * the rubric's own (rubric/static-dims.ts), computed once per document; these helpers
 * only place them.
 */
import { computeStaticDimsDetailed, type DimReason } from './static-dims.ts';
import type { Range, SkillDocument } from '../../skill/types.ts';
import { point } from './shared.ts';

/** The lost points of one static dim. */
export function lost(doc: SkillDocument, dim: 'dim4' | 'dim7a' | 'dim9a'): DimReason[] {
  return computeStaticDimsDetailed(doc).reasons[dim].filter((r) => !r.ok);
}

/** Where a reason without a line of its own points: the first heading, else the body's first line. */
export function reasonRange(doc: SkillDocument, r: DimReason): Range {
  const heading = r.line !== undefined ? doc.markdown?.headings.find((h) => h.line === r.line) : undefined;
  if (heading) return heading.range;
  if (r.line !== undefined) return point(r.line);
  const first = doc.markdown?.headings[0];
  return first ? first.range : point(doc.frontmatter ? doc.frontmatter.closingLine + 1 : 1);
}
