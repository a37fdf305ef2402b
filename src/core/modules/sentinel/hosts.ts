/**
 * What the host of a URL says about the code behind it (docs/features.md B5). A vendor's installer
 * over HTTPS from its own domain is a capability to review; the same shape aimed at a
 * bare IP address, plain HTTP, a paste site, a tunnel or a URL shortener is what
 * droppers use, because such hosts are cheap, anonymous and change at will.
 *
 * Classes are kinds of service, never a list of hosts seen in one campaign.
 */

export type HostRisk =
  /** loopback or a private address: the user's own machine or network */
  | 'local'
  /** a bare public IP address (no name to vouch for it) */
  | 'ip'
  /** plain HTTP to a named host (anyone on the path can swap the content) */
  | 'plain-http'
  /** paste/snippet sites, tunnels, URL shorteners, anonymous file drops */
  | 'throwaway'
  /** HTTPS to a named host */
  | 'named'
  /** no URL visible (a variable, a file) */
  | 'unknown';

const PRIVATE_V4 = /^(?:127\.|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|0\.0\.0\.0$|169\.254\.)/;

/** Paste/snippet hosts, tunnels, shorteners and anonymous file drops (by service kind). */
const THROWAWAY =
  /(?:^|\.)(?:glot\.io|pastebin\.(?:com|pl)|rentry\.(?:co|org)|paste\.(?:ee|rs|mozilla\.org|debian\.net|ubuntu\.com)|hastebin\.\w+|ghostbin\.\w+|controlc\.com|justpaste\.it|dpaste\.(?:com|org)|termbin\.com|ix\.io|sprunge\.us|0x0\.st|privatebin\.\w+|bpa\.st|pastie\.org|pastes\.dev|katb\.in|transfer\.sh|file\.io|temp\.sh|catbox\.moe|litterbox\.catbox\.moe|uguu\.se|gofile\.io|tmpfiles\.org|bashupload\.com|anonfiles\.\w+|filebin\.net|oshi\.at|ngrok(?:-free)?\.(?:io|app|dev)|ngrok\.io|trycloudflare\.com|loca\.lt|serveo\.net|localhost\.run|pinggy\.\w+|bit\.ly|tinyurl\.com|t\.co|is\.gd|cutt\.ly|rb\.gy|shorturl\.at|goo\.gl|ow\.ly|webhook\.site|requestbin\.\w+|pipedream\.net|beeceptor\.com|interact\.sh|oast\.\w+|burpcollaborator\.net|discord(?:app)?\.com\/api\/webhooks|api\.telegram\.org)$/i;

/** The host (lower-case, no port) of an http(s) URL, or undefined. */
export function hostOf(url: string): string | undefined {
  const m = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/\s]*@)?(\[[^\]]+\]|[^/:?#\s]+)/i.exec(url);
  return m ? m[1].toLowerCase() : undefined;
}

/** A paste service by its name: a host label that says it is one (`paste.example.org`, `mypastebin.net`). */
const PASTE_LABEL = /(?:^|\.)[\w-]*paste(?:bin|s)?[\w-]*\.[\w.-]+$/i;

export function hostRisk(url: string | undefined): HostRisk {
  if (!url) return 'unknown';
  const host = hostOf(url);
  if (!host) return 'unknown';
  if (host === 'localhost' || host.endsWith('.localhost') || host === '[::1]') return 'local';
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(host)) return PRIVATE_V4.test(host) ? 'local' : 'ip';
  if (host.startsWith('[')) return 'ip';
  // (a private-use name — `.internal`, reserved for private networks; `.home.arpa`, `.lan`, `.corp` … — answers only inside the user's network)
  if (/\.(?:internal|home\.arpa|lan|localdomain|corp|intranet)$/i.test(host)) return 'local';
  const pathful = host + url.slice(url.indexOf(host) + host.length).replace(/^:\d+/, '');
  if (THROWAWAY.test(host) || PASTE_LABEL.test(host) || /discord(?:app)?\.com\/api\/webhooks/i.test(pathful)) return 'throwaway';
  if (/^http:/i.test(url)) return 'plain-http';
  return 'named';
}

/** The first http(s) URL in a text, or a bare `host/path` / IP address after a fetcher. */
/** A URL written out in text, up to a blank, a quote, a bracket or a pipe (not global: no `lastIndex` to reset). */
export const URL_IN_TEXT = /\bhttps?:\/\/[^\s"'`)|<>]+/i;

export function firstUrl(text: string): string | undefined {
  const m = URL_IN_TEXT.exec(text);
  if (m) return m[0];
  const ip = /(?:^|[\s"'=])((?:\d{1,3}\.){3}\d{1,3}(?::\d+)?(?:\/[^\s"'`)|<>]*)?)/.exec(text);
  return ip ? `http://${ip[1]}` : undefined;
}

const MIRROR_WORD =
  /^(?:mirrors?|cdn|sdk|packages?|pkgs?|registry|repo|gems|pypi|npm|dl|downloads?|builds?|proxy|cache|releases?|prebuilt|binaries|bin|toolchain|fork|dist|artifacts?|files|hub|index|central|official|oss|plugins|apache|feed|bucket|channel|gallery|tools)$/;
/** Registries and vendors whose names a look-alike host borrows, each with the domains that are really theirs. */
const BRANDS: ReadonlyArray<readonly [string, RegExp]> = [
  ['rubygems', /(?:^|\.)rubygems\.org$/],
  ['pypi', /(?:^|\.)(?:pypi\.org|pythonhosted\.org|python\.org)$/],
  ['pythonhosted', /(?:^|\.)pythonhosted\.org$/],
  ['npmjs', /(?:^|\.)npmjs\.(?:org|com)$/],
  ['yarnpkg', /(?:^|\.)yarnpkg\.com$/],
  ['github', /(?:^|\.)(?:github\.com|githubusercontent\.com|github\.io|githubassets\.com)$/],
  ['gitlab', /(?:^|\.)gitlab\.(?:com|io)$/],
  ['crates', /(?:^|\.)crates\.io$/],
  ['golang', /(?:^|\.)(?:golang\.org|go\.dev)$/],
  ['maven', /(?:^|\.)(?:maven\.org|apache\.org)$/],
  ['gradle', /(?:^|\.)gradle\.(?:org|com)$/],
  ['kotlin', /(?:^|\.)(?:kotlinlang\.org|jetbrains\.com)$/],
  // (dbt's package hub, Khronos's SDKs and tools, Apache Spark's packages)
  ['getdbt', /(?:^|\.)getdbt\.com$/],
  ['khronos', /(?:^|\.)(?:khronos\.org|lunarg\.com|github\.com)$/],
  ['spark', /(?:^|\.)(?:apache\.org|maven\.org|spark-packages\.org)$/],
  ['jetbrains', /(?:^|\.)jetbrains\.com$/],
  ['google', /(?:^|\.)(?:google\.com|googleapis\.com|gstatic\.com|googlesource\.com|android\.com)$/],
  ['firebase', /(?:^|\.)(?:firebase\.google\.com|firebaseio\.com|firebase\.com|googleapis\.com)$/],
  ['cocoapods', /(?:^|\.)cocoapods\.org$/],
  ['unity', /(?:^|\.)(?:unity\.com|unity3d\.com)$/],
  ['unity3d', /(?:^|\.)(?:unity\.com|unity3d\.com)$/],
  ['nuget', /(?:^|\.)nuget\.org$/],
  ['docker', /(?:^|\.)(?:docker\.com|docker\.io)$/],
  ['anaconda', /(?:^|\.)(?:anaconda\.(?:org|com|cloud)|conda\.io)$/],
  ['conda', /(?:^|\.)(?:anaconda\.(?:org|com|cloud)|conda\.io)$/],
  ['huggingface', /(?:^|\.)huggingface\.co$/],
  ['pytorch', /(?:^|\.)pytorch\.org$/],
  ['homebrew', /(?:^|\.)brew\.sh$/],
  ['chocolatey', /(?:^|\.)chocolatey\.org$/],
  ['scoopinstaller', /(?:^|\.)(?:scoop\.sh|github\.com)$/],
  ['winget', /(?:^|\.)(?:microsoft\.com|windows\.net)$/],
  ['powershellgallery', /(?:^|\.)powershellgallery\.com$/],
  ['bioconda', /(?:^|\.)(?:anaconda\.org|bioconda\.github\.io)$/],
  ['bioconductor', /(?:^|\.)bioconductor\.org$/],
  ['cran', /(?:^|\.)r-project\.org$/],
  ['dotnet', /(?:^|\.)(?:dot\.net|microsoft\.com|nuget\.org)$/],
  ['sbt', /(?:^|\.)scala-sbt\.org$/],
];
/** Registries' and vendors' own domains, as a look-alike spells them with a dash for the dot. */
const DASHED_HOME =
  /^(?:crates\.io|sentry\.io|npmjs\.(?:com|org)|github\.com|gitlab\.com|pypi\.org|rubygems\.org|docker\.io|nuget\.org|golang\.org|maven\.org|brew\.sh|rustup\.rs|pythonhosted\.org|googleapis\.com)$/;
/** A host that begins with a registry's or code host's whole domain and goes on (`github.com-scoopinstaller.example`). */
const DOMAIN_PREFIX =
  /^(?:[\w-]+\.)?(?:github\.com|githubusercontent\.com|gitlab\.com|pypi\.org|pythonhosted\.org|npmjs\.org|nuget\.org|maven\.org|chocolatey\.org|docker\.io|microsoft\.com|rubygems\.org|crates\.io|sentry\.io|brew\.sh|rustup\.rs|googleapis\.com|amazonaws\.com)[-.][\w.-]+$/;
/**
 * A host whose own name (the label before its public suffix, not a subdomain) holds a registry's or vendor's name
 * while the host is not theirs: `gems.rubygems-mirror.example`, `github-firebase-sdk.example`, `unity-packages-cdn.example`.
 * A company's mirror is named for the company (`pypi.corp.example`, `npm.pkg.github.com`); a look-alike is the attack.
 */
/** Top-level domains that read as a lure (phishing sites favour them): `github.help`, `openai.support`. */
const LURE_TLD = /\.(?:help|support|verify|security|secure|login|account|accounts|update|services?|online|site|click|link|top|xyz|icu|live|info)$/i;

/**
 * Whether `host` is not the service it names for a credential (lib/sentences-verdict.ts `ownService`, exfil-flows.ts
 * `issuedBy`): a look-alike of a registry or code host (`npmjs.help`), or a name under a lure top-level domain.
 */
export function foreignToIssuer(host: string): boolean {
  // (only the name up to a placeholder the code fills in: `api.github.com${path}`, `api.github.com$1`)
  const name = host.replace(/[^\w.-].*$/, '').replace(/\.$/, '');
  return LURE_TLD.test(name) || lookalikeHost(`https://${name}/`);
}

export function lookalikeHost(url: string | undefined): boolean {
  const host = url ? hostOf(url)?.toLowerCase() : undefined;
  if (!host || /^\d|^\[/.test(host)) return false;
  const labels = host.split('.');
  if (labels.length < 2) return false;
  const own = labels[labels.length - 2];
  const words = own.split('-');
  // (and a word a mirror or a build host is named with: `rubygems-mirror`, `firebase-sdk`, `unity-packages-cdn`;
  // `pytorch-geometric.com`, `conda-forge.org`, `google-analytics.com` are projects of their own)
  if (
    DOMAIN_PREFIX.test(host) &&
    !/^(?:[\w-]+\.)?(?:github\.com|githubusercontent\.com|gitlab\.com|pypi\.org|pythonhosted\.org|npmjs\.org|nuget\.org|maven\.org|chocolatey\.org|docker\.io|microsoft\.com|rubygems\.org|crates\.io|sentry\.io|brew\.sh|rustup\.rs|googleapis\.com|amazonaws\.com)$/.test(
      host,
    ) &&
    labels.length >= 3
  )
    return !/\.(?:github\.com|githubusercontent\.com|gitlab\.com|pypi\.org|pythonhosted\.org|npmjs\.org|nuget\.org|maven\.org|chocolatey\.org|docker\.io|microsoft\.com|rubygems\.org|crates\.io|sentry\.io|brew\.sh|rustup\.rs|googleapis\.com|amazonaws\.com)$/.test(
      host,
    );
  // (a brand's own name under another domain: `npmjs.help`, `github.help`, `pypi.support`)
  if (/^[a-z0-9.-]+$/.test(host) && BRANDS.some(([brand, home]) => own === brand && !home.test(host))) return true;
  // (a vendor's domain with its dot made a dash: `index.crates-io.example`, `eu.sentry-io.example`, `api.github-com.example`)
  if (words.length === 2 && DASHED_HOME.test(`${words[0]}.${words[1]}`)) return true;
  if (words.length < 2 || !words.some((w) => MIRROR_WORD.test(w))) return false;
  return BRANDS.some(([brand, home]) => words.includes(brand) && !home.test(host));
}

/** Risks that make a download-and-run an artifact: no context can excuse them. */
export const DROPPER_HOSTS: ReadonlySet<HostRisk> = new Set<HostRisk>(['ip', 'plain-http', 'throwaway']);

/** Names that exist only in documentation: RFC 2606/6761 and the security literature's stand-ins. */
const DOC_NAME = String.raw`(?:example\.(?:com|org|net)|[\w-]+\.(?:example|invalid|test)|(?:attacker|evil|malicious|exfil|badguy|hacker|c2|exploit)[-\w]*\.(?:com|net|org|io|site|xyz|example))`;
/** A text that names a documentation-only host (`https://attacker.com/x`, `dig $(…).evil.com`). */
export const DOC_HOST_IN_TEXT = new RegExp(String.raw`(?:^|[/@\s"'\x60(=.)])(?:[\w-]+\.)*${DOC_NAME}\b`, 'i');
/** The addresses reserved for documentation (RFC 5737 TEST-NET-1/2/3): nothing answers there. */
export const DOC_ADDRESS = /(?<![\d.])(?:192\.0\.2|198\.51\.100|203\.0\.113)\.\d{1,3}(?![\d.])/;
/** A bare host name (no scheme, no port) that exists only in documentation. */
export const DOC_HOST_NAME = new RegExp(String.raw`(?:^|\.)${DOC_NAME}$`, 'i');

/** `https://...`, `https://…`: an address left out (a quiz question, a policy's example) — nothing to fetch or install from. */
export const ELLIPSIS_HOST = /^[a-z][\w+.-]*:\/\/(?:\.{2,}|…)/i;
