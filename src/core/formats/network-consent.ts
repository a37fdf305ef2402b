/**
 * `.luban/network.json` in the workspace (docs/features.md E3b, B3): whether the person allowed
 * Luban to use the network for knowledge refresh (the arXiv API, HEAD requests to cited
 * URLs). Off by default; only an explicit yes writes `allowed`, and it is remembered for
 * this workspace until revoked (the file removed).
 *
 *   { "version": 1, "network": "allowed", "decidedAt": "2026-12-01T10:00:00.000Z" }
 *
 * A file that cannot be read as this shape counts as "not allowed" (never as consent),
 * and the reader says why. Written atomically.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../base/io/atomic.ts';
import { LUBAN_STATE_DIR } from './schedule.ts';

export const NETWORK_CONSENT_FILE = 'network.json';

export interface NetworkConsent {
  allowed: boolean;
  decidedAt?: string;
  /** Why an existing file was not read as consent. */
  problem?: string;
  path: string;
}

export function consentPath(workspace: string): string {
  return path.join(workspace, LUBAN_STATE_DIR, NETWORK_CONSENT_FILE);
}

export async function readNetworkConsent(workspace: string): Promise<NetworkConsent> {
  const file = consentPath(workspace);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { allowed: false, path: file };
    return { allowed: false, path: file, problem: `cannot read (${(e as NodeJS.ErrnoException).code ?? 'error'})` };
  }
  try {
    const v = JSON.parse(text) as Record<string, unknown>;
    if (v && v.network === 'allowed') return { allowed: true, decidedAt: typeof v.decidedAt === 'string' ? v.decidedAt : undefined, path: file };
    return { allowed: false, path: file, problem: v && typeof v === 'object' ? undefined : 'not a JSON object' };
  } catch (e) {
    return { allowed: false, path: file, problem: `not valid JSON (${(e as Error).message}); network stays off` };
  }
}

/** Remember the person's yes for this workspace. */
export async function allowNetwork(workspace: string, now: Date): Promise<string> {
  const file = consentPath(workspace);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(path.join(path.dirname(file), '.gitignore'), '*\n', { flag: 'wx' }).catch((e: NodeJS.ErrnoException) => {
    if (e.code !== 'EEXIST') throw e;
  });
  await writeFileAtomic(file, JSON.stringify({ version: 1, network: 'allowed', decidedAt: now.toISOString() }, null, 2) + '\n');
  return file;
}

/** Forget it: network use is off again. */
export async function revokeNetwork(workspace: string): Promise<boolean> {
  try {
    await fs.rm(consentPath(workspace));
    return true;
  } catch {
    return false;
  }
}
