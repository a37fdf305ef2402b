/** core/api/base: what the CLI, the editor and the webview protocol use of base (docs/architecture.md). */
// What the front ends use of this area; add a name here when a front end needs it (never import core from a front end directly).
export { CONFIG_FILE_NAMES, ConfigError, loadConfig } from '../base/config/load.ts';
export type { LoadedConfig } from '../base/config/load.ts';
export { isIgnoredByConfig, relativeToConfig } from '../base/config/scope.ts';
export { backupStamp, writeFileAtomic } from '../base/io/atomic.ts';
export { isInside } from '../base/io/paths.ts';
export type { InsideOptions } from '../base/io/paths.ts';
export { nextTurn } from '../base/io/slices.ts';
export { clampDebounce, DEFAULT_DEBOUNCE_MS, ScanGenerations, typingDelay, versionsMovedOn } from '../base/io/rescan-timing.ts';
export { acquireSkillLock, LOCKS_SUBDIR, readSkillLock, SkillBusyError, skillLockFile, tryAcquireSkillLock } from '../base/io/skill-lock.ts';
export type { LockHolder, SkillLock } from '../base/io/skill-lock.ts';
export { defaultStateDir } from '../base/io/state-home.ts';
export type { LocalisedText } from '../base/l10n/text.ts';
export { VERSION } from '../base/version.ts';
export { detectLocale, localTable, pick, t } from '../base/l10n/index.ts';
export type { Locale } from '../base/l10n/index.ts';
