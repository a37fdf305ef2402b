/** What every view needs: the translator, the locale, the store (for actions) and whether the workspace is trusted. */
import { createContext, useContext } from 'react';
import type { DashLocale } from '../../src/shared/protocol.ts';
import type { Translate } from './i18n.ts';
import type { DashboardStore } from './store.ts';

export interface ViewContext {
  t: Translate;
  locale: DashLocale;
  store: DashboardStore;
  /** The workspace is trusted (commands that write are off in Restricted Mode). */
  trusted: boolean;
}

export const Ctx = createContext<ViewContext | null>(null);

export function useView(): ViewContext {
  const c = useContext(Ctx);
  if (!c) throw new Error('dashboard view outside its context');
  return c;
}
