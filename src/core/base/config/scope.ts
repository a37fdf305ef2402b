/**
 * Where a skill sits relative to its config file: the folder path used for per-folder
 * profiles and the `ignore` list. One definition, so `luban scan` and the editor
 * agree on which skills a config covers (docs/features.md A4).
 */
import path from 'node:path';

/** The skill folder relative to the config file's folder, with `/` separators. */
export function relativeToConfig(dir: string, configFile: string): string {
  return path.relative(path.dirname(configFile), path.resolve(dir)).split(path.sep).join('/');
}

/** True when the config's `ignore` list (paths relative to the config file) covers the folder. */
export function isIgnoredByConfig(dir: string, configFile: string, patterns: readonly string[]): boolean {
  const rel = relativeToConfig(dir, configFile);
  return patterns.some((p) => {
    const clean = p.replace(/\/+$/, '').replace(/\/\*\*$/, '');
    return rel === clean || rel.startsWith(clean + '/');
  });
}
