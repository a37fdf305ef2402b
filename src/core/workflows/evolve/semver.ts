/**
 * The seed's version rule (版本号规则): patch +0.0.1 for wording and format, minor +0.1.0
 * for method steps and new checks. A version that is not `x.y.z` is read for its
 * numbers (`1.2` → 1.2.0, `v2` → 2.0.0); none at all starts from 1.0.0.
 */
import type { VersionBump } from './types.ts';

export const START_VERSION = '1.0.0';

export function normaliseVersion(v: unknown): string | undefined {
  if (typeof v !== 'string' && typeof v !== 'number') return undefined;
  const nums = String(v).match(/\d+/g);
  if (!nums) return undefined;
  const [a, b = '0', c = '0'] = nums;
  return `${Number(a)}.${Number(b)}.${Number(c)}`;
}

export function bumpVersion(version: string, bump: VersionBump): string {
  const [a, b, c] = (normaliseVersion(version) ?? START_VERSION).split('.').map(Number);
  return bump === 'minor' ? `${a}.${b + 1}.0` : `${a}.${b}.${c + 1}`;
}
