/**
 * Full-mode health: dry_run ratio, revert rate, same-context violations, oscillation
 * alerts, degraded scorings (the run report's count, as its "degraded" notice counts),
 * judge count, model calls and tokens, and the rounds the paired judges decided inside the noise floor (docs/features.md D9) — from the run when this
 * session has one, else from every results.tsv in the workspace.
 */
import type { HealthView } from '../../../src/shared/protocol.ts';
import { useView } from '../ctx.ts';
import { int, pct } from '../format.ts';
import type { MessageKey } from '../i18n.ts';
import { CommandButton, EmptyState } from './CommandButton.tsx';

function Metric({ label, value, warn, id }: { label: MessageKey; value: string; warn?: boolean; id: string }) {
  const { t } = useView();
  return (
    <div className={`metric${warn ? ' warn' : ''}`} data-metric={id}>
      <div className="label">{t(label)}</div>
      <div className="value">{value}</div>
    </div>
  );
}

export function Health({ health }: { health: HealthView | null }) {
  const { t } = useView();
  if (!health || health.rounds === 0)
    return (
      <EmptyState text={t('health.empty')} testId="health-empty">
        <CommandButton command="optimize" skill={null} />
      </EmptyState>
    );
  const h = health;
  const warnings: MessageKey[] = [];
  if (h.dryRunRatio > 0.5) warnings.push('health.warnDryRun');
  if ((h.sameContextViolations ?? 0) > 0) warnings.push('health.warnSameContext');
  if (h.revertRate > 0.5) warnings.push('health.warnRevert');
  return (
    <section data-testid="health-view">
      <p className="caption">{h.source === 'run' ? t('health.run') : t('health.history')}</p>
      <div className="metrics">
        <Metric id="rounds" label="health.rounds" value={int(h.rounds)} />
        <Metric id="reverts" label="health.reverts" value={int(h.reverts)} />
        <Metric id="revertRate" label="health.revertRate" value={pct(h.revertRate)} warn={h.revertRate > 0.5} />
        <Metric id="dryRun" label="health.dryRun" value={pct(h.dryRunRatio)} warn={h.dryRunRatio > 0.5} />
        <Metric id="sameContext" label="health.sameContext" value={int(h.sameContextViolations)} warn={(h.sameContextViolations ?? 0) > 0} />
        <Metric id="oscillation" label="health.oscillation" value={int(h.oscillationAlerts.length)} warn={h.oscillationAlerts.length > 0} />
        <Metric id="fallback" label="health.fallback" value={int(h.fallbackRounds)} warn={h.fallbackRounds > 0} />
        <Metric id="judges" label="health.judges" value={int(h.judgeCount)} />
        <Metric id="calls" label="health.calls" value={int(h.modelCalls)} />
        <Metric id="tokens" label="health.tokens" value={`${int(h.inputTokens)} / ${int(h.outputTokens)}`} />
        <Metric id="paired" label="health.paired" value={`${int(h.pairedKept)} / ${int(h.pairedReverted)}`} />
      </div>
      {warnings.length > 0 && (
        <ul className="warnings">
          {warnings.map((w) => (
            <li key={w}>{t(w)}</li>
          ))}
        </ul>
      )}
      {h.oscillationAlerts.length > 0 && (
        <>
          <h3>{t('health.oscillation')}</h3>
          <ul className="alerts" data-testid="oscillation-alerts">
            {h.oscillationAlerts.map((a, i) => (
              <li key={i}>{a}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
