// shell-guard: classify a shell command before the agent runs it.
// The regexes below match dangerous commands; this file never executes the command it is given.

type Decision = "allow" | "ask" | "deny";

interface Rule {
  id: string;
  decision: Exclude<Decision, "allow">;
  re: RegExp;
  reason: string;
}

export const RULES: Rule[] = [
  { id: "wipe-root", decision: "deny",
    re: /\brm\s+(-[a-z]*r[a-z]*\s+)+(--no-preserve-root\s+)?(\/|\/\*|~|\$HOME)(\s|;|&|$)/i,
    reason: "recursive delete of / or the home directory (e.g. rm -rf /)" },
  { id: "fork-bomb", decision: "deny",
    re: /:\(\)\s*\{\s*:\s*\|\s*:\s*&\s*\}\s*;\s*:/,
    reason: "fork bomb" },
  { id: "pipe-to-shell", decision: "deny",
    re: /\b(curl|wget|fetch)\b[^|]*\|\s*(sudo\s+)?(ba|z|da)?sh\b/,
    reason: "downloaded script piped to a shell (curl … | sh)" },
  { id: "reverse-shell", decision: "deny",
    re: /(\/dev\/tcp\/|\bnc(at)?\b.*\s-e\s|\bsocat\b.*exec:)/,
    reason: "reverse shell pattern (bash -i >& /dev/tcp/host/port)" },
  { id: "raw-disk", decision: "deny",
    re: /\b(dd\b.*\bof=\/dev\/|mkfs(\.\w+)?\s+\/dev\/)/,
    reason: "writes to a raw block device" },
  { id: "force-push", decision: "ask",
    re: /\bgit\s+push\b.*(--force\b|-f\b|--mirror\b)/,
    reason: "rewrites remote history" },
  { id: "chmod-world", decision: "ask",
    re: /\bchmod\s+(-R\s+)?0?777\b/,
    reason: "world-writable permissions" },
  { id: "sudo", decision: "ask",
    re: /(^|[;&|]\s*)sudo\b/,
    reason: "elevated privileges" },
  { id: "credential-read", decision: "ask",
    re: /(~|\$HOME)\/\.(ssh|aws|gnupg|kube)\b|\.netrc\b/,
    reason: "touches a credential directory" },
];

export function classify(cmd: string): { decision: Decision; rule?: string; reason?: string } {
  for (const r of RULES) {
    if (r.re.test(cmd)) return { decision: r.decision, rule: r.id, reason: r.reason };
  }
  return { decision: "allow" };
}

if (require.main === module) {
  const cmd = process.argv.slice(2).join(" ");
  if (!cmd) {
    console.error('usage: guard.ts "<command>"');
    process.exit(2);
  }
  console.log(JSON.stringify(classify(cmd)));
}
