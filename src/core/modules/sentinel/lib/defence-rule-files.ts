/**
 * Detection-rule files: YARA (`rule x { strings: … condition: … }`), Sigma (`logsource:` +
 * `detection:`), Semgrep (`rules:` + `pattern…:`) and Snort / Suricata (`alert tcp … (msg:…)`).
 * Their strings are what a scanner looks for (`$s = "Invoke-Expression"`), not code anything
 * runs: a call named there is detection content. Known by the file's own shape, not its name
 * alone (a `.yar` that holds no `rule … condition:` is not one).
 */
import type { SentinelFile } from '../view.ts';

const YARA = /^[ \t]*(?:(?:private|global)[ \t]+)*rule[ \t]+\w+[^\n{]*\{?[\s\S]*?^[ \t]*condition[ \t]*:/m;
const SIGMA = /^logsource[ \t]*:/m;
const SIGMA_DETECTION = /^detection[ \t]*:/m;
const SEMGREP = /^rules[ \t]*:/m;
const SEMGREP_PATTERN = /^[ \t-]*pattern(?:s|-either|-regex|-inside|-not)?[ \t]*:/m;
const SNORT = /^[ \t]*(?:alert|drop|reject|pass|log)[ \t]+(?:tcp|udp|icmp|ip|http|tls|dns|smb|ftp|ssh)\b[^\n]*\([^\n]*\bmsg[ \t]*:/m;

const memo = new WeakMap<SentinelFile, boolean>();

/** Whether `sf` is a detection-rule file (YARA, Sigma, Semgrep, Snort / Suricata) by its shape. */
export function detectionRuleFile(sf: SentinelFile): boolean {
  let v = memo.get(sf);
  if (v === undefined) {
    v = false;
    if (sf.role !== 'markdown' && sf.role !== 'skill') {
      const path = sf.file.path.toLowerCase();
      const text = sf.info.text.length > 200_000 ? sf.info.text.slice(0, 200_000) : sf.info.text;
      if (/\.(?:yara?)$/.test(path)) v = YARA.test(text);
      else if (/\.ya?ml$/.test(path)) v = (SIGMA.test(text) && SIGMA_DETECTION.test(text)) || (SEMGREP.test(text) && SEMGREP_PATTERN.test(text));
      else if (/\.rules?$/.test(path)) v = SNORT.test(text);
    }
    memo.set(sf, v);
  }
  return v;
}
