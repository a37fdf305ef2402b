/**
 * Whether a script or configuration file that switches TLS checks off reaches beyond the
 * user's own machine and network (sentinel/defence-off, techniques marked `shipped`). Turning
 * the check off for a LAN device with a self-signed certificate (a router, a NAS, Home
 * Assistant) or a local development server is common and harmless; shipping it for
 * connections to the internet hands every request, and the keys it carries, to whoever sits
 * on the path.
 *
 * The file's own URLs decide when it has any: all on loopback or a private network, no.
 * A file without URLs (its host comes from configuration or the environment) reaches the
 * internet unless the skill names a local address somewhere.
 */
import { hostRisk } from '../hosts.ts';
import { FORMAT_URL } from './decode-danger.ts';
import type { SentinelFile, SentinelView } from '../view.ts';

const URLS = /\bhttps?:\/\/[^\s"'`)|<>\]]+/gi;
/** Names for a machine on the user's own network (mDNS, home and corporate LAN suffixes), an IPv6 unique-local address. */
const LAN_NAME =
  /^https?:\/\/(?:[^@/\s]*@)?(?:[\w.-]+\.(?:local|lan|home|home\.arpa|internal|intranet|corp|localdomain)|\[f[cd][0-9a-f]{2}:[0-9a-f:]*\])(?=[:/?#]|$)/i;
/** A local address written without a scheme (`host: 192.168.1.20`, `localhost:8123`). */
const LOCAL_BARE =
  /(?<![\w.])(?:localhost|127\.0\.0\.1|10\.\d{1,3}\.\d{1,3}\.\d{1,3}|192\.168\.\d{1,3}\.\d{1,3}|172\.(?:1[6-9]|2\d|3[01])\.\d{1,3}\.\d{1,3})(?![\w-])|(?<![\w.-])[\w-]{1,63}\.(?:local|lan|home\.arpa|internal)(?![\w-])/i;
/** A comment line (a licence header, a note): its URL is read, not connected to. */
const COMMENT_LINE = /^[ \t]*(?:#|\/\/|\/\*|\*|<!--|--|;|REM\b)/i;

const isLocal = (url: string): boolean => hostRisk(url) === 'local' || LAN_NAME.test(url);

/** 'public' when one of the text's URLs leaves the local network, 'local' when all stay on it, undefined when it has none. */
function reachOf(raw: string): 'public' | 'local' | undefined {
  // (XML namespaces and schema addresses name formats, not hosts: lib/decode-danger.ts FORMAT_URL)
  const text = raw.includes('://') ? raw.replace(FORMAT_URL, ' ') : raw;
  let seen: 'local' | undefined;
  for (const m of text.matchAll(URLS)) {
    const at = m.index ?? 0;
    if (COMMENT_LINE.test(text.slice(text.lastIndexOf('\n', at - 1) + 1, at))) continue;
    // (a trailing comma or full stop is prose; a host still to be filled in — `{host}`, `$NAS_HOST`, `<ip>` — is no host yet)
    const url = m[0].replace(/[.,;:!?]+$/, '');
    if (/^https?:\/\/[^/]*[{$<%]/i.test(url)) continue;
    if (!isLocal(url)) return 'public';
    seen = 'local';
  }
  return seen;
}

const skillNamesLocal = new WeakMap<SentinelView, boolean>();

/** A CI workflow runs on the CI service, not the user's machine: shippedCiTemplate (defence-ci-template.ts) judges it. */
export const CI_FILE =
  /(?:^|\/)\.github\/workflows\/|(?:^|\/)\.gitlab-ci[\w.-]*\.ya?ml$|(?:^|\/)(?:azure-pipelines|bitbucket-pipelines|\.travis|\.drone|cloudbuild|buildkite)[\w.-]*\.ya?ml$/i;
const CI_KEYS = /^(?:jobs|stages|pipelines|steps):[ \t]*$/m;

const reaches = new WeakMap<SentinelFile, boolean>();
/** The file reaches a host beyond the user's machine and network (see the module comment); once per file. */
export function reachesPublic(view: SentinelView, sf: SentinelFile): boolean {
  let v = reaches.get(sf);
  if (v === undefined) reaches.set(sf, (v = reachesPublicOf(view, sf)));
  return v;
}

function reachesPublicOf(view: SentinelView, sf: SentinelFile): boolean {
  if (CI_FILE.test(sf.file.path) || (/\.ya?ml$/i.test(sf.file.path) && CI_KEYS.test(sf.info.text))) return false;
  const own = reachOf(sf.info.text);
  if (own) return own === 'public';
  // (no URL of its own: a local address the file itself names, `NAS_HOST=${NAS_HOST:-192.168.1.5}`, keeps it local)
  if (LOCAL_BARE.test(sf.info.text)) return false;
  let local = skillNamesLocal.get(view);
  if (local === undefined) {
    local = view.files.some((f) => LOCAL_BARE.test(f.info.text) || reachOf(f.info.text) === 'local');
    skillNamesLocal.set(view, local);
  }
  return !local;
}
