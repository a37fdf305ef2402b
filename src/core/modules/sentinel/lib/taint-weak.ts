/**
 * Weak secrets followed by the coarse pass (issue 28, technique 3), in any language:
 * - a provider's key read from the environment by name (`OPENAI_API_KEY`, `ANTHROPIC_API_KEY`, `GH_TOKEN` …,
 *   through `getenv`, `ENV[…]`, `get(ENV, …)`, `process.env.X`, `System.getenv`, `Sys.getenv`, `$X` …): sent to
 *   a host written into the skill that did not issue it (a "relay"), even in its `Authorization` header, the
 *   key can be used by whoever runs that host — a warning; its own service, a well-known API, a local host or
 *   an address the user configures is no finding;
 * - the user's identity, two kinds of it at least (login name, host name, git e-mail, MAC address, the kube
 *   cluster or the git remote the user works with), sent to a host the skill names (telemetry that is not
 *   anonymous, infrastructure identifiers) — a warning.
 * `weakSeeds` names what carries them (the names bound from those reads, and the key's own name for inline
 * use); `coarseFlows(…, weak = true)` follows them to a sink and `weakSeverity` judges the host.
 *
 * Speed: one cheap test for a provider word or two identity words before any search.
 */
import { CLI_TOKEN_SOURCE, CRED_OPTION } from '../exfil-sources.ts';
import { KNOWN_API, LOCAL, PUBLIC_IP } from '../exfil-sinks.ts';
import type { SourceKind } from '../exfil-sources.ts';
import type { SkillDocument } from '../../../skill/types.ts';

type Src = { kind: SourceKind; text: string };

const OPTION_READ_SRC = String.raw`${CRED_OPTION}\s*\.\s*(?:read_text|read_bytes|open)\s*\(|\b(?:open|readFileSync|readFile|Path)\s*\(\s*${CRED_OPTION}`;
/** A credential file a command-line option names, read (`a.token.read_text()`, `open(args.credentials)`, `readFileSync(opts.tokenFile)`). */
const OPTION_READ = new RegExp(OPTION_READ_SRC);
const OPTION_READ_G = new RegExp(OPTION_READ_SRC, 'g');

/** Providers whose keys are only ever meant for their own (hosted, not self-hosted) service, and their hosts' words. */
const PROVIDERS: Record<string, string> = {
  OPENAI: 'openai',
  ANTHROPIC: 'anthropic',
  CLAUDE: 'anthropic',
  GITHUB: 'github',
  GH: 'github',
  HF: 'huggingface|hf',
  HUGGINGFACE: 'huggingface|hf',
  HUGGING_FACE: 'huggingface|hf',
  STRIPE: 'stripe',
  SLACK: 'slack',
  DISCORD: 'discord',
  TELEGRAM: 'telegram',
  NOTION: 'notion',
  LINEAR: 'linear',
  GROQ: 'groq',
  MISTRAL: 'mistral',
  COHERE: 'cohere',
  GEMINI: 'googleapis|google',
  GOOGLE: 'googleapis|google',
  DEEPSEEK: 'deepseek',
  OPENROUTER: 'openrouter',
  REPLICATE: 'replicate',
  PERPLEXITY: 'perplexity',
  XAI: 'x',
  ELEVENLABS: 'elevenlabs',
  TAVILY: 'tavily',
  FIRECRAWL: 'firecrawl',
  PINECONE: 'pinecone',
  SENDGRID: 'sendgrid',
  TWILIO: 'twilio',
  VERCEL: 'vercel',
  NETLIFY: 'netlify',
  CLOUDFLARE: 'cloudflare',
  CF: 'cloudflare',
};
const KEY_NAME = String.raw`((?:${Object.keys(PROVIDERS).join('|')})_(?:[A-Z0-9]+_)*?(?:API_?KEY|KEY|TOKEN|SECRET|ACCESS_TOKEN|AUTH_TOKEN|PAT))`;
/** The cheap gate: a provider's key name at all. */
const KEY_HINT = new RegExp(String.raw`\b${KEY_NAME}\b`);
/** The key read from the environment, any language. */
const KEY_READ = new RegExp(
  String.raw`(?:getenv|Getenv|GetEnvironmentVariable|environ|\bENV|\benv|Env|getProperty|LookupEnv|env::var|env_var|System\.get_env)\W{1,8}${KEY_NAME}\b|\bprocess\.env\.${KEY_NAME}\b|\$\{?${KEY_NAME}\b|\$env:${KEY_NAME}\b`,
  'g',
);
/** The user's identity, by kind. */
const IDENTITY: Array<[string, RegExp]> = [
  [
    'user',
    /\buser\.name["')]|\bgetCurrentUser\s*\(|\bwhoami\b|\bgetuser\s*\(|\bgetlogin\s*\(|\buserInfo\s*\(|\bEnvironment\.UserName\b|\$env:USERNAME\b|\b[uU]ser\.Current\s*\(|\bos\/user\b|\bSys\.info\s*\(\s*\)\s*\[\s*["'](?:user|login)|\bgetpwuid\b/,
  ],
  [
    'host',
    /\bgethostname\s*\(|\bgetLocalHost\s*\(|\bos\.[hH]ostname\s*\(|\bhostname\s*\(|\bEnvironment\.MachineName\b|\$env:COMPUTERNAME\b|\bplatform\.node\s*\(|\$\(hostname\)|\bgethostname\b|\bSys\.info\s*\(\s*\)\s*\[\s*["']nodename/,
  ],
  ['email', /\buser\.email\b/],
  // the cluster the kube context points at (its API server, its CA), and the repository's remote
  [
    'cluster',
    /\bgetCurrentCluster\s*\(|\blist_kube_config_contexts\s*\(|\bcurrent[-_]context\b|\bCurrentContext\b|\bcertificate-authority-data\b|\bremote\.origin\.url\b|\bremote["',\s]+get-url\b|\bremotes\.origin\.url\b|\bkubectl["',\s]+config["',\s]+(?:view|current-context)\b|\bclusters\[\d*\]\.cluster\.server\b/,
  ],
  ['mac', /\bgetnode\s*\(|\bgetmac\b|\bnetworkInterfaces\s*\(|\/sys\/class\/net\/|\bgetHardwareAddress\s*\(/],
];
/** A CLI that prints its stored token (lib exfil-sources.ts reads it inline); the word of its own service. */
const CLI_TOKEN = new RegExp(CLI_TOKEN_SOURCE);
const CLI_TOKEN_G = new RegExp(CLI_TOKEN.source, 'g');
const CLI_OWNER: Array<[RegExp, string]> = [
  [/^gh /, 'github|githubusercontent|ghcr'],
  [/^gcloud /, 'googleapis|google|pkg|gcr|appspot|run'],
  [/^az /, 'azure|microsoft|windows|visualstudio|azurecr|azurewebsites'],
  [/^aws /, 'amazonaws|aws'],
  // (Apps Script's token of the user's Google account)
  [/^ScriptApp\./, 'googleapis|google|googleusercontent|gstatic|firebaseio|cloudfunctions|run'],
  // (an App Store Connect API key signs its requests to Apple's own API)
  [/^(?:\.appstoreconnect|AuthKey_)/, 'apple'],
];

/** Whether `host` is the own service of the credential a source's text names (`gh auth token` → github.com, `ScriptApp.getOAuthToken()` → googleapis.com). */
export function ownedByIssuer(sourceText: string, host: string): boolean {
  const words = (CLI_OWNER.find(([re]) => re.test(sourceText))?.[1] ?? '').split('|').filter(Boolean);
  const labels = host.toLowerCase().split('.');
  return words.some((w) => labels.some((l) => ownLabel(l, w)));
}
/** Whether every web address `text` names is the own service of the credential `sourceText` names (none named: false). */
export function issuerOnly(sourceText: string, text: string): boolean {
  const hosts = [...text.matchAll(/\bhttps?:\/\/([^/\s"'\x60:?#]+)/g)].map((m) => m[1]);
  return hosts.length > 0 && hosts.every((h) => ownedByIssuer(sourceText, h));
}
const IDENTITY_HINT =
  /user\.name|getCurrent(?:User|Cluster)|kube_config_contexts|current[-_]context|CurrentContext|certificate-authority-data|remotes?\.origin\.url|remote["',\s]+get-url|kubectl["',\s]+config|cluster\.server|whoami|getuser|getlogin|userInfo|UserName|USERNAME|User\.Current|os\/user|Sys\.info|getpwuid|hostname|getLocalHost|MachineName|COMPUTERNAME|platform\.node|user\.email|getnode|getmac|networkInterfaces|sys\/class\/net|getHardwareAddress/i;
/** The name a line binds (`x =`, `val x =`, `my $x =`, `x :=`, `x <-`, `local x =`). */
const LHS =
  /^\s*(?:(?:local|val|var|let|const|my|our|final|export|auto|String|string|def)\s+)?[$@]?([A-Za-z_]\w*)(?:\s*,\s*[\w$]+)*\s*(?::\s*[\w.<>?\[\]]+\s*)?(?::=|<-|=(?![=>~]))/;

/** Whether a variable names a well-known provider's key (`OPENAI_API_KEY`, `GH_TOKEN`): its service is known, not taken from the skill's text. */
export function providerKey(name: string): boolean {
  return KEY_HINT.test(name);
}

/** The names that carry a provider's key or the user's identity in `text` (a code region), or undefined. */
export function weakSeeds(text: string): Map<string, Src> | undefined {
  if (!text.includes('://')) return undefined;
  const keys = KEY_HINT.test(text);
  const cli = CLI_TOKEN.test(text);
  const opt = OPTION_READ.test(text);
  const ident = !keys && !cli && !opt && IDENTITY_HINT.test(text);
  if (!keys && !cli && !opt && !ident) return undefined;
  const seeds = new Map<string, Src>();
  const bindLine = (at: number, src: Src) => {
    const ls = text.lastIndexOf('\n', at - 1) + 1;
    const le = text.indexOf('\n', at);
    const m = LHS.exec(text.slice(ls, le < 0 ? text.length : le));
    if (m && m[1].length > 1) seeds.set(m[1], src);
  };
  // a CLI that prints its stored token, bound to a name (`auth=$(gh auth token)`): the provider's key by another road
  if (cli) for (const m of text.matchAll(CLI_TOKEN_G)) bindLine(m.index, { kind: 'secretFile', text: m[0].replace(/["',\s]+/g, ' ') });
  // a credential file a command-line option names, read into a name (`tok = json.loads(a.token.read_text())`)
  if (opt)
    for (const m of text.matchAll(OPTION_READ_G))
      bindLine(m.index, { kind: 'secretFile', text: /\b\w+\.\w+/.exec(m[0].replace(/^\w+\s*\(\s*/, ''))?.[0] ?? m[0] });
  if (keys) {
    KEY_READ.lastIndex = 0;
    for (const m of text.matchAll(KEY_READ)) {
      const name = (m[1] ?? m[2] ?? m[3] ?? m[4])!;
      const src: Src = { kind: 'envKey', text: name };
      bindLine(m.index, src);
      seeds.set(name, src);
      if (seeds.size > 12) break;
    }
    return seeds.size ? seeds : undefined;
  }
  if (cli || opt) return seeds.size ? seeds : undefined;
  // identity: two kinds at least (the lines split only here: a key needs no lines)
  const lines = text.split('\n');
  const kinds = new Set<string>();
  for (let n = 0; n < lines.length && n < 4000; n++) {
    const l = lines[n];
    if (l.length > 600 || !IDENTITY_HINT.test(l)) continue;
    for (const [kind, re] of IDENTITY) {
      const m = re.exec(l);
      if (!m) continue;
      kinds.add(kind);
      const lhs = LHS.exec(l);
      if (lhs && lhs[1] !== '_') seeds.set(lhs[1], { kind: 'identity', text: m[0].replace(/["')\s(]+$/, '').replace(/["']\s*,\s*["']/g, ' ') });
      break;
    }
  }
  return kinds.size >= 2 && seeds.size ? seeds : undefined;
}

/**
 * Whether a host's label is a service's own (`github`, `githubusercontent`, `googleapis`, `slack-edge`), not one that
 * borrows its name with a word of its own (`github-status`, `sentry-relay`): the look-alike a stolen key is sent to.
 */
function ownLabel(label: string, name: string): boolean {
  if (label === name) return true;
  if (name.length < 4 || !label.startsWith(name)) return false;
  const rest = label.slice(name.length);
  return !rest.includes('-') || /^-(?:apis?|apps?|cdn|edge|static|assets|usercontent|cloud)$/.test(rest);
}

/**
 * A weak secret reaching `host`: a warning unless the host is local, a well-known API or the key's own service; an error
 * when the host borrows that service's name (`gh auth token` sent to `api.github-status.example`): a look-alike posing
 * as the issuer.
 */
export function weakSeverity(host: string | undefined, srcs: Src[]): 'warning' | 'error' | undefined {
  if (!host || LOCAL.test(host) || KNOWN_API.test(host)) return undefined;
  if (PUBLIC_IP.test(host)) return 'warning';
  const labels = host.toLowerCase().split('.');
  const names = (s: Src): string[] => {
    if (s.kind === 'envKey') {
      const p = Object.keys(PROVIDERS).find((k) => s.text.startsWith(`${k}_`));
      return p === undefined ? [] : PROVIDERS[p].split('|');
    }
    if (s.kind === 'secretFile') return (CLI_OWNER.find(([re]) => re.test(s.text))?.[1] ?? '').split('|').filter(Boolean);
    return [];
  };
  // (a CLI's token to its own service: `gh auth token` to api.github.com; a provider's key to its API)
  if (srcs.some((s) => (s.kind === 'secretFile' ? ownedByIssuer(s.text, host) : names(s).some((w) => labels.some((l) => ownLabel(l, w)))))) return undefined;
  // (the host's own name, not a subdomain: `openai-gateway.acme-corp.com` is the company's gateway, named for it)
  const own = labels.length >= 2 ? labels[labels.length - 2] : '';
  if (srcs.some((s) => names(s).some((w) => w.length >= 4 && own.startsWith(w)))) return 'error';
  return 'warning';
}

/** SKILL.md (its description included) names the host's own name: `acme.atlassian.net` in a Jira skill. */
export function skillNames(doc: SkillDocument, host: string): boolean {
  const labels = host.toLowerCase().split('.');
  const own = labels.length >= 2 ? labels[labels.length - 2] : labels[0];
  const text = (doc.skillFile?.text?.text ?? '').toLowerCase();
  return own.length >= 3 && (text.includes(host.toLowerCase()) || new RegExp(String.raw`\b${own.replace(/[.-]/g, '\\$&')}\b`).test(text));
}
