/** Shared reporting for the CASCADE rules: one finding per file, at its first external reference. */
import type { ReportDescriptor, RuleContext } from '../../rules/types.ts';
import type { AgeThresholds, FileReferences, Freshness } from './references.ts';
import { externalReferences, freshnessOf, isoDay, sampleIds } from './references.ts';

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

/** Report every file whose external references are in `state` (stale or refresh due); `threshold` is the one named in the message. */
export function reportByAge(ctx: RuleContext, state: 'refresh-due' | 'stale', messageId: string, thresholds: AgeThresholds, threshold: number): void {
  for (const r of externalReferences(ctx.doc)) {
    const f: Freshness = freshnessOf(ctx, r, thresholds);
    if (f.state !== state) continue;
    const data = {
      date: isoDay(f.date),
      age: f.ageDays,
      threshold,
      source: f.source === 'git' ? 'the last git commit' : 'its dated update block',
      sourceZh: f.source === 'git' ? '最后一次 git 提交' : '带日期的更新段落',
    };
    reportFile(ctx, r, messageId, data, { lastUpdated: isoDay(f.date), ageDays: f.ageDays, dateSource: f.source });
  }
}
