/**
 * Editor-only settings (`luban.*` in VS Code settings). Everything about rules —
 * severities, profiles, soft-word lists, ignores — lives in the shared config file
 * (`.luban.json`), read identically by the CLI (docs/features.md A4).
 */
import * as vscode from 'vscode';
import type { Locale } from '../core/api/base.ts';
import { clampDebounce, DEFAULT_DEBOUNCE_MS } from '../core/api/base.ts';

export type RunMode = 'onType' | 'onSave';

export interface Settings {
  run: RunMode;
  debounceMs: number;
  workspaceScan: boolean;
  statusBar: boolean;
  codeLens: boolean;
  /** Open the dashboard when the optimise command starts a run (issue: "the optimiser opens it"). */
  openDashboardOnOptimize: boolean;
}

export function readSettings(): Settings {
  const c = vscode.workspace.getConfiguration('luban');
  const debounce = c.get<number>('debounceMs', DEFAULT_DEBOUNCE_MS);
  return {
    run: c.get<RunMode>('run', 'onType') === 'onSave' ? 'onSave' : 'onType',
    debounceMs: clampDebounce(debounce),
    workspaceScan: c.get<boolean>('workspaceScan', true),
    statusBar: c.get<boolean>('statusBar.enabled', true),
    codeLens: c.get<boolean>('codeLens.enabled', true),
    openDashboardOnOptimize: c.get<boolean>('dashboard.openOnOptimize', true),
  };
}

/**
 * `luban.optimize.pairedJudges` (docs/features.md D9): judges that decide keep/revert when a
 * round's Δ is inside the noise floor; 0 = off. Anything that is not a number ≥ 0
 * (hand-edited JSON) falls back to the default, 3; the optimiser raises 1–2 to 3.
 */
export function readOptimizeSettings(): { pairedJudges: number } {
  const c = vscode.workspace.getConfiguration('luban');
  const n = c.get<number>('optimize.pairedJudges', 3);
  return { pairedJudges: typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : 3 };
}

/** `luban.muse.recordOnSave` (issue 33 item 1): a save also records MUSE cases and history; off by default. */
export function readMuseRecordOnSave(scope?: vscode.Uri): boolean {
  const c = vscode.workspace.getConfiguration('luban', scope);
  return c.get<boolean>('muse.recordOnSave', false) === true;
}

/** `luban.optimize.stateFolder`: where the optimiser's run history goes; undefined = the default (core/workflows/loop/state-dir.ts). */
export function readOptimizeStateFolder(): string | undefined {
  const c = vscode.workspace.getConfiguration('luban');
  const v = c.get<string>('optimize.stateFolder', '');
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}

/** The engine's locale from VS Code's display language. */
export function editorLocale(): Locale {
  return /^zh/i.test(vscode.env.language) ? 'zh-CN' : 'en';
}

/**
 * `luban.model.*` (docs/features.md H5) as VS Code gives them; validated by models/config.ts
 * (resolveModelConfig). Keys are never settings: they live in SecretStorage.
 */
export function readModelSettings(): { provider: unknown; name: unknown; baseUrl: unknown; budget: unknown } {
  const c = vscode.workspace.getConfiguration('luban');
  return {
    provider: c.get<string>('model.provider'),
    name: c.get<string>('model.name'),
    baseUrl: c.get<string>('model.baseUrl'),
    budget: c.get<number>('model.budget'),
  };
}
