/** Shared reporting for the CASCADE rules: one finding per file, at its first external reference. */
import type { ReportDescriptor, RuleContext } from '../../rules/types.ts';
import type { FileReferences } from './references.ts';
import { sampleIds } from './references.ts';

const MAX_RELATED = 10;

export function reportFile(
  ctx: RuleContext,
  r: FileReferences,
  messageId: string,
  data: Record<string, string | number>,
  facts: Record<string, string | number | boolean>,
): void {
  const first = r.refs[0];
  const d: ReportDescriptor = {
    messageId,
    file: r.file.path,
    range: first.range,
    data: { file: r.file.path, count: r.refs.length, refs: sampleIds(r.refs), ...data },
    facts: { references: r.refs.length, first: first.id, ...facts },
  };
  const more = r.refs.slice(1, 1 + MAX_RELATED);
  if (more.length) {
    d.related = more.map((ref) => ({
      file: r.file.path,
      range: ref.range,
      message: { en: `external reference ${ref.id}`, zh: `外部引用 ${ref.id}` },
    }));
  }
  ctx.report(d);
}
