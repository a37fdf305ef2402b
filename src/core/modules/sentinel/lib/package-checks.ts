/**
 * A package manager's checks switched off in a file (issue 28, technique 1): the checksum database, TLS, signatures
 * or the lockfile — what makes another package source "do not install" in download-exec (lib/package-source.ts finds
 * the sources).
 */
import type { SentinelFile } from '../view.ts';

/** Checks of the package manager switched off in the same file (checksum database, TLS). */
const CHECKS_OFF =
  /\bGONOSUMDB["']?\s*(?:::?=|[?:=])\s*["']?\*|\bGONOSUMCHECK["']?\s*(?:::?=|[?:=])\s*["']?(?:1|true)|\bGOSUMDB["']?\s*(?:::?=|[?:=])\s*["']?off\b|\bGOINSECURE["']?\s*(?:::?=|[?:=])\s*["']?[\w*.]|\bGOFLAGS["']?\s*(?:::?=|[?:=])\s*["']?[^\n"']*-insecure|\bGOPRIVATE["']?\s*(?:::?=|[?:=])\s*["']?\*|--trusted-host\b|^[ \t]*trusted[-_]host[ \t]*=|\bpip[0-9.]*\s+config\s+set\s+\S*trusted-host\b|\bPIP_TRUSTED_HOST\b|\bUV_INSECURE_HOST\b|--allow-insecure-host\b|^[ \t]*strict-ssl[ \t]*=[ \t]*false|\bstrict-ssl["']?\s+false\b|\benableStrictSsl["']?\s*[:=]?\s*false|\bunsafeHttpWhitelist\b|\bssl_verify["']?\s*[:=]?\s*(?:false|no)\b|--no-verify-ssl\b|^[ \t]*check-revoke[ \t]*=[ \t]*false|\bnpm_config_strict_ssl["']?\s*[:=]\s*["']?false|^[ \t]*verify_ssl[ \t]*=[ \t]*false\b|"secure-http"\s*:\s*false\b|\bcomposer\s+config\s+(?:-g\s+|--global\s+)?secure-http\s+false\b|\b(?:is)?[aA]llowInsecureProtocol\s*(?:=\s*|\(\s*)true\b|\ballowInsecureConnections\s*=\s*["']?true\b|-Dmaven\.wagon\.http\.ssl\.(?:insecure|allowall)=true|"lock"\s*:\s*false\b|--no-lock(?:file)?\b|--no-package-lock\b|^[ \t]*package-lock[ \t]*=[ \t]*false\b|--no-verify-hashes\b|--skip-integrity-check\b|--allow-untrusted\b|\brequire-sigs\s*=\s*false\b|\bchoco(?:\.exe)?\s+feature\s+(?:disable\s+(?:-n|--name)[= ]?["']?checksumFiles|enable\s+(?:-n|--name)[= ]?["']?allowEmptyChecksums(?:Secure)?)\b|--ignore-?checksums?\b|--allow-empty-checksums?\b|--ignore-security-hash\b|\bInstallerHashOverride\b/im;

const CHECKS_OFF_ALL = new RegExp(CHECKS_OFF.source, 'gim');

/**
 * Whether `sf` also switches a package manager's checksum or TLS checks off — somewhere `live` accepts (not in a
 * prohibition or a bad example: "Do **not** set `GOFLAGS=-insecure`" turns nothing off).
 */
export function checksOff(sf: SentinelFile, live: (at: number) => boolean): boolean {
  return checksOffAt(sf).some(live);
}

/** Where `sf` switches a package manager's checks off (offsets), wherever it stands — read once, filtered by the caller. */
export function checksOffAt(sf: SentinelFile): number[] {
  const text = sf.info.text;
  if (!CHECKS_OFF.test(text)) return [];
  return [...text.matchAll(CHECKS_OFF_ALL)].map((m) => m.index);
}
