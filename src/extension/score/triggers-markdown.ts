/**
 * The result of "Luban: Evaluate Triggers" as a read-only Markdown document: what
 * `luban triggers` reports (core/api/triggers TriggerReport) — per skill where its queries
 * came from, precision and recall with TP/FP/FN/TN, the queries not scored and why, the
 * siblings chosen in its place, the static description overlap — and each query with the
 * skill the model picked. Without a model, the overlap only: precision and recall "not
 * scored". Pure.
 */
import type { SkillTriggerResult, TriggerReport } from '../../core/api/triggers.ts';
import type { OfflineReason } from './scorecard-markdown.ts';
import { percent, table, type Translate, offlineWhy } from './text.ts';

export interface TriggersDocInput {
  report: TriggerReport;
  /** A folder or file as shown (relative to the workspace). */
  display: (p: string) => string;
  model?: string;
  offline?: OfflineReason;
  cancelled?: boolean;
}

function source(t: Translate, s: SkillTriggerResult, display: (p: string) => string): string {
  const yes = s.results.filter((r) => r.shouldTrigger).length;
  const n = s.results.length;
  const no = n - yes;
  if (s.source === 'file') return t('Queries: {0} from {1} ({2} should trigger, {3} should not).', n, display(s.file ?? ''), yes, no);
  if (s.source === 'saved') return t('Queries: {0} kept from an earlier run in {1} ({2} should trigger, {3} should not).', n, display(s.file ?? ''), yes, no);
  if (s.source === 'generated') return t('Queries: {0} written by the model ({1} should trigger, {2} should not).', n, yes, no);
  return t('Queries: none.');
}

function skillSection(t: Translate, s: SkillTriggerResult, i: TriggersDocInput, noModel: boolean): string[] {
  const out = [`## ${s.skill.name}`, '', `\`${i.display(s.skill.dir)}\``, '', `- ${source(t, s, i.display)}`];
  if (s.generation && !(noModel && s.generation.reason === 'no-model')) out.push(`- ${t('Not scored: {0}', `${s.generation.reason}: ${s.generation.detail}`)}`);
  if (noModel) out.push(`- ${t('Precision and recall: not scored (no model).')}`);
  else {
    const k = s.counts;
    const na = t('n/a');
    out.push(
      `- ${t('Precision {0} · recall {1} — TP {2} · FP {3} · FN {4} · TN {5}', percent(s.precision, na), percent(s.recall, na), k.tp, k.fp, k.fn, k.tn)}`,
    );
    if (k.notScored) {
      const reasons = [...new Set(s.results.filter((r) => r.status === 'not-scored').map((r) => r.reason ?? '?'))].join(', ');
      out.push(`- ${t('Partial: {0} of {1} queries not scored ({2}).', k.notScored, s.results.length, reasons)}`);
    }
    if (s.collisions.length)
      out.push(`- ${t('Chosen instead for its should-trigger queries: {0}', s.collisions.map((x) => `${x.skill.id} ×${x.count}`).join(', '))}`);
  }
  if (s.staticCollisions.length)
    for (const o of s.staticCollisions)
      out.push(`- ${t('Description overlap: {0} is {1}% alike (shared words: {2}).', o.skill.id, Math.round(o.score * 100), o.shared.join(', ') || '—')}`);
  else out.push(`- ${t('Description overlap: none at or above 70%.')}`);
  out.push('');
  if (!noModel && s.results.length) {
    const verdict = (r: SkillTriggerResult['results'][number]) => {
      if (r.status === 'not-scored') return t('not scored ({0})', r.reason ?? '?');
      const loaded = r.picked === s.skill.id;
      return loaded === r.shouldTrigger ? '✓' : '✗';
    };
    out.push(
      ...table(
        [t('Query'), t('Should load it'), t('Picked'), t('Right?')],
        s.results.map((r) => [r.query, r.shouldTrigger ? t('yes') : t('no'), r.picked ?? '—', verdict(r)]),
      ),
      '',
    );
  }
  return out;
}

export function triggersMarkdown(t: Translate, i: TriggersDocInput): string {
  const r = i.report;
  const noModel = r.model === 'none';
  const names = r.skills.map((s) => s.skill.name).join(', ');
  const out = [`# ${t('Luban trigger evaluation: {0}', names)}`, ''];
  if (noModel) {
    const why = offlineWhy(t, i.offline);
    out.push(`> ${why} ${t('Only the description overlap is checked; precision and recall are not scored.')}`, '');
  } else out.push(t('Model {0} chose among {1} candidate skills (this one and the skills beside it).', i.model ?? r.model, r.candidates.length), '');
  for (const s of r.skills) out.push(...skillSection(t, s, i, noModel));
  if (!noModel) {
    out.push(t('Model: {0} calls, {1} input + {2} output tokens.', r.usage.calls, r.usage.inputTokens, r.usage.outputTokens));
    if (i.cancelled) out.push('', `> ${t('Cancelled: the queries no model answered are not scored.')}`);
    else if (r.partial) out.push('', `> ${t('Partial result: some queries were not scored; the ratios cover the scored ones only.')}`);
    out.push('');
  }
  return out.join('\n');
}
