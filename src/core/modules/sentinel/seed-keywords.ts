/**
 * Sentinel's seed keyword table (seed v3 Phase 0 "Sentinel 执行方式", security_audit.py): the
 * five pattern lists the seed greps in `scripts/` and `references/` (SKILL.md excluded), one
 * list per sub-score category. sentinel/seed-keyword reports each hit at info and the
 * sub-score (score.ts) counts it, so dim10 moves as the seed says while the security verdict
 * (error / warning findings only, verdict.ts) stays where the context-aware rules put it.
 *
 * Where the seed's bare word is an everyday word, the pattern keeps the seed's meaning and
 * drops the everyday one (docs/rules/sentinel/seed-keyword.md):
 * - `format` → `format C:` (a drive), not "output format";
 * - `password=` / `api_key=` / `token=` / `secret=` → a name assigned a quoted literal
 *   (`password = "hunter2"`), not `password = os.environ[…]` (that is no plaintext credential);
 * - `simulate` → "simulate an unrestricted / unfiltered / jailbroken / developer-mode …",
 *   not "simulate the request";
 * - `DAN` upper case only (the persona), not "Dan".
 * Pure data: no I/O.
 */
import type { SentinelCategory } from '../../rules/types.ts';

export interface SeedKeyword {
  /** The seed's spelling, shown in the finding. */
  keyword: string;
  pattern: RegExp;
}

export const SEED_KEYWORDS: Readonly<Record<SentinelCategory, readonly SeedKeyword[]>> = {
  // 恶意指令：exec( / system( / subprocess / rm -rf / format / del /f / reg delete
  'malicious-command': [
    { keyword: 'exec(', pattern: /\bexec\s*\(/i },
    { keyword: 'system(', pattern: /\bsystem\s*\(/i },
    { keyword: 'subprocess', pattern: /\bsubprocess\b/i },
    { keyword: 'rm -rf', pattern: /\brm\s+-(?:[a-z]*r[a-z]*f|[a-z]*f[a-z]*r)[a-z]*\b/i },
    { keyword: 'format', pattern: /\bformat(?:\.com)?\s+[a-z]:/i },
    { keyword: 'del /f', pattern: /\bdel\s+(?:\/[a-z]\s+)*\/f\b/i },
    { keyword: 'reg delete', pattern: /\breg(?:\.exe)?\s+delete\b/i },
  ],
  // 硬编码凭据：api_key= / password= / token= / secret= / 私钥 PEM
  credential: [
    { keyword: 'api_key=', pattern: /\bapi[_-]?key["']?\s*[:=]\s*["'][^"'\s]{3,}["']/i },
    { keyword: 'password=', pattern: /\b(?:password|passwd|pwd)["']?\s*[:=]\s*["'][^"'\s]{3,}["']/i },
    { keyword: 'token=', pattern: /\b(?:access_|auth_|api_)?token["']?\s*[:=]\s*["'][^"'\s]{3,}["']/i },
    { keyword: 'secret=', pattern: /\b(?:client_)?secret(?:_key)?["']?\s*[:=]\s*["'][^"'\s]{3,}["']/i },
    { keyword: 'PEM private key', pattern: /-----BEGIN (?:[A-Z]+ )*PRIVATE KEY-----/ },
  ],
  // Prompt 注入：DAN / jailbreak / simulate / system override / ignore.*instructions
  'prompt-injection': [
    { keyword: 'DAN', pattern: /\bDAN\b/ },
    { keyword: 'jailbreak', pattern: /\bjailbr(?:eak|oken)/i },
    { keyword: 'simulate', pattern: /\bsimulat(?:e|ing)\s+(?:an?\s+|the\s+)?(?:unrestricted|unfiltered|uncensored|jailbroken|evil|developer[- ]mode)\b/i },
    { keyword: 'system override', pattern: /\bsystem\s+override\b/i },
    { keyword: 'ignore … instructions', pattern: /\bignore\b[^\n.]{0,40}\binstructions\b/i },
  ],
  // 数据外泄：smtp / upload.*external / scp / ftp upload
  exfiltration: [
    { keyword: 'smtp', pattern: /\bsmtp(?:lib|s)?\b/i },
    { keyword: 'upload … external', pattern: /\bupload[^\n]{0,60}\bexternal\b/i },
    { keyword: 'scp', pattern: /\bscp\b/i },
    { keyword: 'ftp upload', pattern: /\bs?ftp\b[^\n]{0,40}\b(?:upload|put|stor)\b|\bupload[^\n]{0,40}\bs?ftp\b/i },
  ],
  // 权限越权：chmod / chown / sudo / su - / icacls
  'privilege-escalation': [
    { keyword: 'chmod', pattern: /\bchmod\b/i },
    { keyword: 'chown', pattern: /\bchown\b/i },
    { keyword: 'sudo', pattern: /\bsudo\b/i },
    { keyword: 'su -', pattern: /(?:^|[\s;&|(`"'])su\s+-(?=\s|$)/m },
    { keyword: 'icacls', pattern: /\bicacls\b/i },
  ],
};

/**
 * A line can hold a seed keyword only where this matches in it: for each pattern above, a
 * piece every match of it contains (`\bapi` for `api_key=`, `secret` for `client_secret=`,
 * `su[^\S\n]+-` for `su -`, the word in any case where the pattern is case-sensitive). No
 * alternative can match a line break, so on a whole file each match lies inside one line:
 * seed-keyword.ts runs the table only on the lines it finds, not on every line. Keep it in
 * step with the table (the `\b` words share one `\b`: only where a match starts counts, so the order is free)
 * (test/unit/rules/sentinel/seed-keyword.test.ts checks each keyword's lines against it).
 */
export const SEED_LINE_HINT =
  /token|secret|private key|su[^\S\n]+-|\b(?:exec|system|subprocess|rm[^\S\n]|format|del[^\S\n]|reg|api|pass|pwd|dan\b|jailbr|simulat|ignore|smtp|upload|scp|s?ftp|chmod|chown|sudo|icacls)/gi;

/** The folders the seed's security_audit.py scans (SKILL.md itself is documentation, not scanned). */
export const SEED_SCOPE = /^(?:scripts|references)\//;

/** The table as entries, built once (a scan asks for every hinted line). */
const SEED_ENTRIES = Object.entries(SEED_KEYWORDS) as Array<[SentinelCategory, readonly SeedKeyword[]]>;

/** The seed keywords on one line: each category once, with the first keyword that matched and its column (0-based). */
export function seedKeywordHits(line: string): Array<{ category: SentinelCategory; keyword: string; index: number; length: number }> {
  const out: Array<{ category: SentinelCategory; keyword: string; index: number; length: number }> = [];
  for (const [category, list] of SEED_ENTRIES) {
    for (const k of list) {
      const m = k.pattern.exec(line);
      if (!m) continue;
      out.push({ category, keyword: k.keyword, index: m.index, length: m[0].length });
      break;
    }
  }
  return out;
}
