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
  /**
   * Lower-case pieces one of which every match holds, looked up in the lower-cased line
   * before the pattern runs (a line rarely holds more than one or two of the table's words).
   */
  need: readonly string[];
}

export const SEED_KEYWORDS: Readonly<Record<SentinelCategory, readonly SeedKeyword[]>> = {
  // 恶意指令：exec( / system( / subprocess / rm -rf / format / del /f / reg delete
  'malicious-command': [
    { keyword: 'exec(', pattern: /\bexec\s*\(/i, need: ['exec'] },
    { keyword: 'system(', pattern: /\bsystem\s*\(/i, need: ['system'] },
    { keyword: 'subprocess', pattern: /\bsubprocess\b/i, need: ['subprocess'] },
    { keyword: 'rm -rf', pattern: /\brm\s+-(?:[a-z]*r[a-z]*f|[a-z]*f[a-z]*r)[a-z]*\b/i, need: ['rm'] },
    { keyword: 'format', pattern: /\bformat(?:\.com)?\s+[a-z]:/i, need: ['format'] },
    { keyword: 'del /f', pattern: /\bdel\s+(?:\/[a-z]\s+)*\/f\b/i, need: ['/f'] },
    { keyword: 'reg delete', pattern: /\breg(?:\.exe)?\s+delete\b/i, need: ['delete'] },
  ],
  // 硬编码凭据：api_key= / password= / token= / secret= / 私钥 PEM
  credential: [
    { keyword: 'api_key=', pattern: /\bapi[_-]?key["']?\s*[:=]\s*["'][^"'\s]{3,}["']/i, need: ['key'] },
    { keyword: 'password=', pattern: /\b(?:password|passwd|pwd)["']?\s*[:=]\s*["'][^"'\s]{3,}["']/i, need: ['pass', 'pwd'] },
    { keyword: 'token=', pattern: /\b(?:access_|auth_|api_)?token["']?\s*[:=]\s*["'][^"'\s]{3,}["']/i, need: ['token'] },
    { keyword: 'secret=', pattern: /\b(?:client_)?secret(?:_key)?["']?\s*[:=]\s*["'][^"'\s]{3,}["']/i, need: ['secret'] },
    { keyword: 'PEM private key', pattern: /-----BEGIN (?:[A-Z]+ )*PRIVATE KEY-----/, need: ['private key'] },
  ],
  // Prompt 注入：DAN / jailbreak / simulate / system override / ignore.*instructions
  'prompt-injection': [
    { keyword: 'DAN', pattern: /\bDAN\b/, need: ['dan'] },
    { keyword: 'jailbreak', pattern: /\bjailbr(?:eak|oken)/i, need: ['jailbr'] },
    {
      keyword: 'simulate',
      pattern: /\bsimulat(?:e|ing)\s+(?:an?\s+|the\s+)?(?:unrestricted|unfiltered|uncensored|jailbroken|evil|developer[- ]mode)\b/i,
      need: ['simulat'],
    },
    { keyword: 'system override', pattern: /\bsystem\s+override\b/i, need: ['override'] },
    { keyword: 'ignore … instructions', pattern: /\bignore\b[^\n.]{0,40}\binstructions\b/i, need: ['instructions'] },
  ],
  // 数据外泄：smtp / upload.*external / scp / ftp upload
  exfiltration: [
    { keyword: 'smtp', pattern: /\bsmtp(?:lib|s)?\b/i, need: ['smtp'] },
    { keyword: 'upload … external', pattern: /\bupload[^\n]{0,60}\bexternal\b/i, need: ['external'] },
    { keyword: 'scp', pattern: /\bscp\b/i, need: ['scp'] },
    { keyword: 'ftp upload', pattern: /\bs?ftp\b[^\n]{0,40}\b(?:upload|put|stor)\b|\bupload[^\n]{0,40}\bs?ftp\b/i, need: ['ftp'] },
  ],
  // 权限越权：chmod / chown / sudo / su - / icacls
  'privilege-escalation': [
    { keyword: 'chmod', pattern: /\bchmod\b/i, need: ['chmod'] },
    { keyword: 'chown', pattern: /\bchown\b/i, need: ['chown'] },
    { keyword: 'sudo', pattern: /\bsudo\b/i, need: ['sudo'] },
    { keyword: 'su -', pattern: /(?:^|[\s;&|(`"'])su\s+-(?=\s|$)/m, need: ['su'] },
    { keyword: 'icacls', pattern: /\bicacls\b/i, need: ['icacls'] },
  ],
};

/**
 * A line can hold a seed keyword only where this matches in it: for each pattern above, a
 * piece every match of it contains (`\bapi` for `api_key=`, `secret` for `client_secret=`,
 * `su[^\S\n]+-` for `su -`, the word in any case where the pattern is case-sensitive). No
 * alternative can match a line break, so on a whole file each match lies inside one line:
 * seed-keyword.ts runs the table only on the lines it finds, not on every line (in a file the
 * Sentinel view reads no anchors of; elsewhere on the lines of the view's `seed` anchors,
 * anchor-words-structure.ts, the same kind of pieces, each pattern's own). Keep both in
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
  // The patterns fold ASCII case only, so a match's letters stand lower-cased in `lower`.
  const lower = line.toLowerCase();
  for (const [category, list] of SEED_ENTRIES) {
    for (const k of list) {
      if (!holdsOne(lower, k.need)) continue;
      const m = k.pattern.exec(line);
      if (!m) continue;
      out.push({ category, keyword: k.keyword, index: m.index, length: m[0].length });
      break;
    }
  }
  return out;
}

function holdsOne(lower: string, need: readonly string[]): boolean {
  for (const w of need) if (lower.includes(w)) return true;
  return false;
}
