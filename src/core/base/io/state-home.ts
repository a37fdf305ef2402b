/**
 * Luban's own state folder for this user (the default home of the optimiser's cross-run records,
 * core/workflows/loop/state-dir.ts, and of the skill locks, ./skill-lock.ts): `LUBAN_STATE_DIR`,
 * else `$XDG_STATE_HOME/luban` or `~/.local/state/luban` (Linux), `~/Library/Application
 * Support/luban` (macOS), `%LOCALAPPDATA%\luban\State` (Windows). Here in base so the
 * scheduler and the front ends find it without loading the optimiser.
 */
import os from 'node:os';
import path from 'node:path';

export function defaultStateDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform, home: string = os.homedir()): string {
  if (env.LUBAN_STATE_DIR) return env.LUBAN_STATE_DIR;
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'luban');
  if (platform === 'win32') return path.join(env.LOCALAPPDATA || path.join(home, 'AppData', 'Local'), 'luban', 'State');
  return path.join(env.XDG_STATE_HOME || path.join(home, '.local', 'state'), 'luban');
}
