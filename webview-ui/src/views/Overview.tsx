/**
 * Skills overview: every skill with its form checks (the static view) and last full score,
 * sorted by name (issue 32 item 1: no order implies a "better skill" from the form checks),
 * its problems, Sentinel alerts and runtime-gate state. A skill's name leads to its history and dimensions.
 * The security verdict (docs/features.md B5a) stands beside the static score whatever the points: a
 * red "⛔ do not install" on an open Sentinel error, with the skill and each error
 * (rule, file:line) listed above the table; "review" on warnings only.
 */
import type { SkillView } from '../../../src/shared/protocol.ts';
import { useView } from '../ctx.ts';
import { fmt, spreadKey, withSpread } from '../format.ts';
import type { MessageKey } from '../i18n.ts';
import { CommandButton, EmptyState } from './CommandButton.tsx';
import { sortSkills } from '../order.ts';

export function Overview({ skills }: { skills: SkillView[] }) {
  const { t, store } = useView();
  if (skills.length === 0)
    return (
      <EmptyState text={t('overview.empty')} testId="overview-empty">
        <CommandButton command="scan" skill={null} />
        <CommandButton command="newSkill" skill={null} secondary />
      </EmptyState>
    );
  const sorted = sortSkills(skills);
  const alerts = sorted.flatMap((s) => s.sentinel.map((a) => ({ skill: s, a })));
  const blocked = sorted.filter((s) => s.security?.verdict === 'block');
  return (
    <section aria-labelledby="overview-caption">
      {blocked.length > 0 && (
        <div className="security-block" role="alert" data-testid="security-block">
          <h3>{t('security.blockTitle')}</h3>
          <ul>
            {blocked.map((s) => (
              <li key={s.id} data-skill={s.name}>
                <strong>{t('security.blockSkill', s.name, s.security!.errors, s.security!.categories.join(', ') || '—')}</strong>
                <ul>
                  {s.sentinel
                    .filter((a) => a.severity === 'error')
                    .map((a, i) => (
                      <li key={i}>
                        <button type="button" className="link" onClick={() => store.openFile(s.id, a.file, a.line)}>
                          {a.file}:{a.line}
                        </button>{' '}
                        <code>{a.ruleId}</code> {a.message}
                      </li>
                    ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p id="overview-caption" className="caption">
        {t('overview.sorted')}
      </p>
      <p className="caption" data-testid="form-checks-note">
        {t('overview.staticNote')}
      </p>
      <table className="grid" data-testid="skills-table">
        <thead>
          <tr>
            <th scope="col">{t('overview.skill')}</th>
            <th scope="col" className="num" title={t('overview.staticNote')}>
              {t('overview.static')}
            </th>
            <th scope="col" className="num">
              {t('overview.full')}
            </th>
            <th scope="col" className="num">
              {t('overview.gap')}
            </th>
            <th scope="col">{t('overview.problems')}</th>
            <th scope="col">{t('overview.sentinel')}</th>
            <th scope="col">{t('overview.gate')}</th>
            <th scope="col" />
          </tr>
        </thead>
        <tbody>
          {sorted.map((s) => (
            <tr key={s.id} data-skill={s.name}>
              <th scope="row">
                <button type="button" className="link strong" onClick={() => store.selectSkill(s.id, 'history')}>
                  {s.name}
                </button>
                <div className="sub">{s.path}</div>
                {s.error && <div className="sub warn">{t('overview.error', s.error)}</div>}
                {s.oscillation.length > 0 && <div className="sub warn">{t('overview.oscillation', s.oscillation.join(', '))}</div>}
              </th>
              <td className="num">
                {s.static ? (
                  t('score.of', fmt(s.static.total), fmt(s.static.outOf))
                ) : (
                  <span className="no-score">
                    {t('overview.noScore')} <CommandButton command="score" skill={s.id} secondary />
                  </span>
                )}
                <Verdict security={s.security} />
              </td>
              <td
                className="num"
                data-col="full"
                title={
                  s.lastFull ? `${s.lastFull.evalMode} · ${s.lastFull.timestamp}${s.lastFull.spread ? ` · ${t(spreadKey(s.lastFull.spread))}` : ''}` : undefined
                }
              >
                {s.lastFull
                  ? s.lastFull.outOf !== null
                    ? t('score.of', withSpread(s.lastFull.total, s.lastFull.spread), fmt(s.lastFull.outOf))
                    : withSpread(s.lastFull.total, s.lastFull.spread)
                  : t('overview.none')}
                {s.lastFull && <Verdict security={s.security} />}
              </td>
              <td className="num gap">{fmt(s.gap)}</td>
              <td className={s.findings.error > 0 ? 'bad' : undefined}>{t('overview.problemsCell', s.findings.error, s.findings.warning)}</td>
              <td className={s.sentinel.length > 0 ? 'bad' : 'ok'}>
                {s.sentinel.length > 0 ? t('overview.alerts', s.sentinel.length) : t('overview.noAlerts')}
              </td>
              <td data-col="runtimes">
                <RuntimeLoads rows={s.compatibility ?? null} />
                {s.runtimeGate && (
                  <div className="sub" title={t('overview.gateHint')}>
                    {t('overview.gateWording')} <span className={`chip gate-${s.runtimeGate}`}>{t(`gate.${s.runtimeGate}` as MessageKey)}</span>
                  </div>
                )}
              </td>
              <td className="actions">
                <button type="button" className="link" onClick={() => store.selectSkill(s.id, 'history')}>
                  {t('overview.history')}
                </button>
                <button type="button" className="link" onClick={() => store.selectSkill(s.id, 'breakdown')}>
                  {t('overview.dims')}
                </button>
                <button type="button" className="link" onClick={() => store.openFile(s.id, 'SKILL.md')}>
                  {t('overview.openSkill')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {alerts.length > 0 && (
        <>
          <h3>{t('overview.sentinel')}</h3>
          <ul className="alerts" data-testid="sentinel-alerts">
            {alerts.map(({ skill, a }, i) => (
              <li key={`${skill.id}:${i}`} className={`sev-${a.severity}`}>
                <button type="button" className="link" onClick={() => store.openFile(skill.id, a.file, a.line)}>
                  {skill.name}/{a.file}:{a.line}
                </button>{' '}
                <code>{a.ruleId}</code>
                {a.category && <span className="chip">{a.category}</span>} {a.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The verdict beside a score: red on block, plain "review" on warnings, nothing when clear (every score of the skill, docs/features.md B5a). */
/**
 * Whether the runtimes load the skill (docs/features.md H10) — the verdict a user means by
 * "does it work" — shown apart from the seed's runtime gate, which only checks that the
 * wording is runtime-neutral (issue 33 item 4: "dropped everywhere" beside "gate pass").
 */
function RuntimeLoads({ rows }: { rows: SkillView['compatibility'] }) {
  const { t } = useView();
  if (!rows?.length) return <>{t('overview.none')}</>;
  const n = (v: string) => rows.filter((r) => r.verdict === v).length;
  const dropped = n('dropped');
  const cut = n('cut-short');
  const cls = dropped ? 'gate-fail' : cut ? 'level-checkpoint' : 'gate-pass';
  const text = dropped
    ? t('overview.runtimesDropped', dropped, rows.length)
    : cut
      ? t('overview.runtimesCut', cut, rows.length)
      : t('overview.runtimesLoad', rows.length);
  return (
    <span className={`chip ${cls}`} title={t('compat.summary', n('loads'), cut, dropped)}>
      {text}
    </span>
  );
}

export function Verdict({ security }: { security: SkillView['security'] }) {
  const { t } = useView();
  if (!security || security.verdict === 'clear') return null;
  const block = security.verdict === 'block';
  return (
    <span className={`verdict verdict-${security.verdict}`} data-testid="security-verdict" title={t(block ? 'security.blockTip' : 'security.reviewTip')}>
      {t(block ? 'security.block' : 'security.review')}
    </span>
  );
}
