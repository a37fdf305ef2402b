/**
 * The dashboard: a header, banners (invalid messages, Restricted Mode, a checkpoint
 * waiting, the running job) and one tab per view (VIEW_IDS). Only the active tab's view renders.
 */
import { useMemo } from 'react';
import { VIEW_IDS, type ViewId } from '../../src/shared/protocol.ts';
import { Ctx } from './ctx.ts';
import { VscodeBadge, VscodeButton, VscodeTabHeader, VscodeTabPanel, VscodeTabs } from './elements.ts';
import { pageLocale, pick, translator, type MessageKey } from './i18n.ts';
import { useDashboard, type DashboardStore } from './store.ts';
import { Breakdown } from './views/Breakdown.tsx';
import { CheckpointView } from './views/Checkpoint.tsx';
import { Health } from './views/Health.tsx';
import { History } from './views/History.tsx';
import { Job, JobStrip } from './views/Job.tsx';
import { Overview } from './views/Overview.tsx';
import { Wizard } from './views/Wizard.tsx';
import { Evolve } from './views/Evolve.tsx';
import { SkillTree } from './views/SkillTree.tsx';
import { Lifecycle } from './views/Lifecycle.tsx';
import { Compat } from './views/Compat.tsx';

export function App({ store }: { store: DashboardStore }) {
  const state = useDashboard(store);
  const snap = state.snapshot;
  const locale = snap?.locale ?? pageLocale(document.documentElement.lang);
  const t = useMemo(() => translator(locale), [locale]);
  const trusted = snap?.trusted ?? true;
  const ctx = useMemo(() => ({ t, locale, store, trusted }), [t, locale, store, trusted]);
  const view = state.ui.view;
  const pending = snap?.checkpoint ?? null;
  const job = snap?.job ?? null;
  const wizardAsks = !!pending && !!snap?.wizard && pending.jobId === snap.wizard.id;

  const render = (v: ViewId) => {
    if (!snap) return <p className="empty">{t('app.waiting')}</p>;
    switch (v) {
      case 'overview':
        return <Overview skills={snap.skills} />;
      case 'history':
        return <History skills={snap.skills} selected={state.ui.skill} />;
      case 'breakdown':
        return <Breakdown skills={snap.skills} selected={state.ui.skill} />;
      case 'lifecycle':
        return <Lifecycle skills={snap.skills} selected={state.ui.skill} />;
      case 'compat':
        return <Compat skills={snap.skills} selected={state.ui.skill} />;
      case 'health':
        return <Health health={snap.health} />;
      case 'tree':
        return <SkillTree tree={snap.skillTree} />;
      case 'checkpoint':
        return <CheckpointView pending={pending} answer={state.answer} />;
      case 'job':
        return <Job job={job} notices={snap.notices} cancel={state.cancel} />;
      case 'wizard':
        return <Wizard wizard={snap.wizard} pending={pending} answer={state.answer} />;
      case 'evolve':
        return <Evolve run={snap.evolve ?? null} />;
    }
  };

  return (
    <Ctx.Provider value={ctx}>
      <main className="dash" data-ready={snap ? 'true' : 'false'} data-locale={locale}>
        <header className="top">
          <h1>{t('app.title')}</h1>
          {snap && <span className="sub">{snap.workspace}</span>}
          <span className="spacer" />
          <VscodeButton secondary onClick={() => store.refresh()} data-testid="refresh">
            {t('app.refresh')}
          </VscodeButton>
        </header>
        {state.errors.length > 0 && (
          <div className="banner error" role="alert" data-testid="protocol-errors">
            {state.errors.map((e, i) => (
              <div key={i}>{t('app.invalid', e)}</div>
            ))}
          </div>
        )}
        {snap && !snap.trusted && <div className="banner warn">{t('app.restricted')}</div>}
        {wizardAsks && pending && view !== 'wizard' && (
          <div className="banner attention" role="alert" data-testid="wizard-banner">
            <span>{t('app.wizardBanner', pick(pending.checkpoint.title, locale))}</span>
            <VscodeButton onClick={() => store.setView('wizard')}>{t('app.open')}</VscodeButton>
          </div>
        )}
        {pending && !wizardAsks && view !== 'checkpoint' && (
          <div className={`banner attention level-${pending.checkpoint.level}`} role="alert" data-testid="checkpoint-banner">
            <span>{t('app.checkpointBanner', t(`checkpoint.level.${pending.checkpoint.level}`), pick(pending.checkpoint.title, locale))}</span>
            <VscodeButton onClick={() => store.setView('checkpoint')}>{t('app.open')}</VscodeButton>
          </div>
        )}
        {job && view !== 'job' && state.dismissedJob !== job.id && <JobStrip job={job} cancel={state.cancel} />}
        <VscodeTabs
          selectedIndex={Math.max(0, VIEW_IDS.indexOf(view))}
          onVscTabsSelect={(e) => {
            const next = VIEW_IDS[(e as CustomEvent<{ selectedIndex: number }>).detail.selectedIndex];
            if (next) store.setView(next);
          }}
        >
          {VIEW_IDS.map((v) => (
            <VscodeTabHeader slot="header" key={`h-${v}`} data-view={v}>
              {t(`tab.${v}` as MessageKey)}
              {v === 'checkpoint' && pending && (
                <VscodeBadge variant="counter" slot="content-after">
                  1
                </VscodeBadge>
              )}
            </VscodeTabHeader>
          ))}
          {VIEW_IDS.map((v) => (
            <VscodeTabPanel key={`p-${v}`} data-panel={v}>
              {v === view ? render(v) : null}
            </VscodeTabPanel>
          ))}
        </VscodeTabs>
      </main>
    </Ctx.Provider>
  );
}
