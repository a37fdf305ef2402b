/**
 * sentinel/defence-off's techniques on hosted services and their clients (lib/defence-techniques-host.ts lists them with
 * the machine's): a Supabase table open to the page's key, files shared with anyone for editing, a Vault policy over every
 * path, a CI security step that stops by count, an OIDC client sending tokens anywhere, msmtp's certificate check off.
 * Each confirm reads its own object or table, and what it reads of the whole file once per segment.
 */
import type { Segment } from '../view.ts';
import { DEFENCE_WORDS } from './defence-words.ts';
import type { Around, Technique } from './defence-types.ts';

/** A security scanner or signer a CI step runs. */
const SCANNER =
  /\b(?:govulncheck|trivy|grype|snyk|codeql|gitleaks|trufflehog|semgrep|cosign|sigstore|osv-scanner|bandit|npm\s+audit|pip-audit|cargo\s+audit|dependency-review|scorecard|slsa|attest|clamscan|clamav|malware|virus|sast|secret[-\s]?scan\w*|security[-\s]?scan\w*|jar-?scan\w*)/i;

/** `read(whole segment)` once per segment and question. */
const perSegment = new WeakMap<Segment, Map<string, unknown>>();
function once<T>(a: Around, key: string, read: (whole: string) => T): T {
  let memo = perSegment.get(a.seg);
  if (!memo) perSegment.set(a.seg, (memo = new Map()));
  if (!memo.has(key)) memo.set(key, read(a.text.slice(a.seg.start, a.seg.end)));
  return memo.get(key) as T;
}

/** The `{…}` object that encloses offset `at` (brace matching back and forth, within `span` characters). */
function enclosingObject(text: string, at: number, lo: number, hi: number, span = 4000): string {
  let depth = 0;
  let start = -1;
  for (let i = at; i >= Math.max(lo, at - span); i--) {
    const c = text[i];
    if (c === '}') depth++;
    else if (c === '{') {
      if (depth === 0) {
        start = i;
        break;
      }
      depth--;
    }
  }
  if (start < 0) return '';
  depth = 0;
  for (let i = start; i < Math.min(hi, start + span); i++) {
    const c = text[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return text.slice(start, Math.min(hi, start + span));
}

/** The tables of a SQL file whose row level security is switched off, and the schemas they stand in. */
function rlsOff(whole: string): Set<string> {
  const off = new Set<string>();
  for (const m of whole.matchAll(/\balter\s+table\s+(?:if\s+exists\s+)?(?:only\s+)?((?:["\w]+\.)?["\w]+)\s+disable\s+row\s+level\s+security\b/gi)) {
    const name = m[1].replace(/"/g, '').toLowerCase();
    off.add(name.includes('.') ? name : `public.${name}`);
    off.add(`schema:${name.includes('.') ? name.split('.')[0] : 'public'}`);
  }
  return off;
}

/** Office-style settings written by the file (a registry write whose value comes from a table). */
const WRITES_SETTINGS = /\b(?:Set-ItemProperty|New-ItemProperty|sp)\b[^\n]*-Value\b|\breg(?:\.exe)?\s+add\b|\bSetValueEx\b|\bRegWrite\b/i;

export const SAAS_TECHNIQUES: Technique[] = [
  {
    // a Supabase (PostgREST) table the page's key reaches: every right granted to `anon` on a table (or every table of a
    // schema) whose row level security the same file switches off — anyone holding the key reads and changes every row
    id: 'publicPolicy',
    anchors: DEFENCE_WORDS.anonGrant,
    sampleInMarkdown: true,
    re: /\bgrant\s+all(?:\s+privileges)?\s+on\s+(?:all\s+tables\s+in\s+schema\s+["\w]+|table\s+(?:["\w]+\.)?["\w]+|(?:["\w]+\.)?["\w]+)\s+to\s+(?:[\w"]+\s*,\s*)*["']?anon\b/i,
    confirm: (a, m) => {
      const off = once(a, 'rls', rlsOff);
      if (!off.size) return false;
      const schema = /\bin\s+schema\s+["']?(\w+)/i.exec(m[0])?.[1];
      if (schema) return off.has(`schema:${schema.toLowerCase()}`);
      const table = /\bon\s+(?:table\s+)?((?:["\w]+\.)?["\w]+)\s+to\b/i.exec(m[0])?.[1].replace(/"/g, '').toLowerCase() ?? '';
      return off.has(table.includes('.') ? table : `public.${table}`);
    },
    config: true,
  },
  {
    // files shared with anyone who has the link, with edit rights: Drive's `setSharing(DriveApp.Access.ANYONE_WITH_LINK,
    // DriveApp.Permission.EDIT)`, a Graph sharing link `{"type": "edit", "scope": "anonymous"}` (its own object)
    id: 'publicPolicy',
    anchors: DEFENCE_WORDS.shareAnyone,
    sampleInMarkdown: true,
    re: /\bsetSharing\s*\(\s*DriveApp\.Access\.ANYONE(?:_WITH_LINK)?\b|["']scope["']\s*:\s*["']anonymous["']/,
    confirm: (a, m) =>
      m[0].startsWith('setSharing')
        ? /^[^)]*?DriveApp\.Permission\.(?:EDIT|ORGANIZER|OWNER)\b/.test(a.text.slice(a.ls, Math.min(a.seg.end, a.le + 160)))
        : /["']type["']\s*:\s*["'](?:edit|write)["']/.test(enclosingObject(a.text, a.ls + m.index, a.seg.start, a.seg.end, 600)),
    config: true,
  },
  {
    // a Vault (OpenBao) policy over every path with write or root rights (`path "*"`, `path "+/*"` with `sudo`, `create`,
    // `update` or `delete`): whatever holds it — every CI job it is attached to — reads and changes every secret
    id: 'publicPolicy',
    anchors: DEFENCE_WORDS.publicPolicy,
    sampleInMarkdown: true,
    files: /\.(?:hcl|json|tf)$/i,
    re: /^[ \t]*path[ \t]+["'](?:\*|\+\/\*|\+\/\+\/\*)["'][ \t]*\{/m,
    // (not the operators' own superuser policy, named as such: `admin.hcl`, `vault_policy "admin"`, `name = "operators"`)
    confirm: (a) =>
      !/(?:^|[\/_.-])(?:admin|administrator|operators?|ops|superuser|root|break-?glass)[\/_.-]/i.test(`/${a.sf.file.path}`) &&
      !/(?:\bvault_policy"?\s+"|\bname\s*=\s*")(?:admin|administrator|operators?|superuser|root|break-?glass)(?:[-_]\w+)?"/i.test(
        a.text.slice(Math.max(a.seg.start, a.ls - 600), a.ls),
      ) &&
      /capabilities\s*=\s*\[[^\]]*["'](?:sudo|create|update|delete|\*)["']/.test(a.text.slice(a.le, Math.min(a.seg.end, a.le + 400)).split(/\n[ \t]*\}/)[0]),
    config: true,
  },
  {
    // a CI security step that stops after a count or a date (`if: github.run_number < 25` on a scan or signing step):
    // the scans and signatures end by themselves, unnoticed
    id: 'ciScanRemoved',
    anchors: DEFENCE_WORDS.ciGate,
    // (…or one switched off outright: `if: false`, `if: ${{ false }}`)
    re: /^[ \t]*if:[ \t]*(?:\$\{\{[ \t]*(?:github\.run_(?:number|attempt)[ \t]*<=?[ \t]*\d+|github\.event\.repository\.pushed_at[ \t]*<)[^\n]*|\$\{\{[ \t]*false[ \t]*\}\}[ \t]*|["']?false["']?[ \t]*)(?:#[^\n]*)?$/m,
    confirm: (a, m) => {
      // (a whole job switched off — `if: false` over its `steps:` —: its steps; a step's own `if: false` is scanIgnored's)
      if (/false/.test(m[0])) {
        const job = a.text.slice(a.le, Math.min(a.seg.end, a.le + 1500)).split(/\n[ \t]{0,2}[\w-]+:[ \t]*\n/)[0];
        return /^[ \t]*steps:/m.test(job) && SCANNER.test(job);
      }
      // (the step the condition belongs to: the lines around it, up to the next `- name:` / `- uses:`)
      const from = a.text.lastIndexOf('\n      - ', a.ls);
      const step = a.text
        .slice(Math.max(a.seg.start, from < 0 ? a.ls - 300 : from), Math.min(a.seg.end, a.le + 300))
        .split(/\n[ \t]*- (?:name|uses):/)
        .slice(0, 2)
        .join('\n');
      return SCANNER.test(step);
    },
  },
  {
    // a workload's own account bound to cluster-admin (`ClusterRoleBinding` … `roleRef: cluster-admin` … `kind: ServiceAccount`):
    // the job or pod can read every secret and change anything in the cluster
    id: 'clusterOpen',
    anchors: DEFENCE_WORDS.adminBinding,
    re: /^[ \t]*name:[ \t]*["']?cluster-admin["']?[ \t]*$/m,
    confirm: (a) => {
      const from = Math.max(a.seg.start, a.text.lastIndexOf('\n---', a.ls), a.ls - 1500);
      const next = a.text.indexOf('\n---', a.le);
      const doc = a.text.slice(from, Math.min(a.seg.end, next < 0 ? a.seg.end : next, a.le + 1500));
      const ref = doc.search(/\broleRef:/);
      return (
        /\bkind:[ \t]*ClusterRoleBinding\b/.test(doc) &&
        ref >= 0 &&
        /^[ \t]*name:[ \t]*["']?cluster-admin\b/m.test(doc.slice(ref, ref + 200)) &&
        /\bkind:[ \t]*ServiceAccount\b/.test(doc)
      );
    },
  },
  {
    // a cloud firewall rule open to the whole internet on every port (`from_port = 0`, `to_port = 65535`, or protocol `-1`/`all`)
    id: 'firewallOpen',
    anchors: DEFENCE_WORDS.worldIngress,
    re: /\b(?:cidr_blocks|ipv6_cidr_blocks|source_ranges|CidrIp|cidrIp|sourceAddressPrefix|source_address_prefix)["']?\s*[:=]\s*\[?\s*["'](?:0\.0\.0\.0\/0|::\/0|\*)["']/,
    confirm: (a) => {
      const block = enclosingObject(a.text, a.ls, a.seg.start, a.seg.end, 1500);
      // (outbound rules — an `egress { … }` block, `type = "egress"`, `Egress: true` — open nothing to the internet)
      const at = a.text.lastIndexOf(block.slice(0, 40), a.ls);
      return (
        !/\begress\b/i.test(block) &&
        !/\begress\w*\s*(?:=\s*)?$/i.test(a.text.slice(Math.max(a.seg.start, at - 40), Math.max(a.seg.start, at))) &&
        (/\bprotocol["']?\s*[:=]\s*["'](?:-1|all|\*)["']|\bIpProtocol["']?\s*:\s*["']?-1/i.test(block) ||
          // (a database's own port: PostgreSQL, MySQL, SQL Server, MongoDB, Redis, Elasticsearch, CouchDB, Memcached)
          /\b(?:from_port|FromPort|port)["']?\s*[:=]\s*["']?(?:5432|3306|1433|27017|6379|9200|5984|11211)\b/.test(block) ||
          (/\bfrom_port["']?\s*[:=]\s*0\b|\bFromPort["']?\s*:\s*0\b/.test(block) && /\bto_port["']?\s*[:=]\s*65535\b|\bToPort["']?\s*:\s*65535\b/.test(block)))
      );
    },
    config: true,
  },
  {
    // an Electron app that trusts every certificate: `app.commandLine.appendSwitch('ignore-certificate-errors')`, a
    // `certificate-error` handler that accepts (`callback(true)`), a verify proc that returns 0 for every certificate
    id: 'tlsCode',
    shipped: true,
    anchors: DEFENCE_WORDS.electronTls,
    re: /\bappendSwitch\s*\(\s*["'](?:ignore-certificate-errors|ignore-ssl-errors|ignore-certificate-errors-spki-list)["']|\bon\s*\(\s*["']certificate-error["'][^\n]*|\bsetCertificateVerifyProc\s*\(/,
    // (the handler's own body — its line, or up to its closing `})` — calls back yes with no condition)
    confirm: (a, m) => {
      if (/appendSwitch/.test(m[0])) return true;
      const rest = a.text.slice(a.ls + m.index, Math.min(a.seg.end, a.le + 400));
      const body = /=>\s*(?!\{)[^\n]*/.test(rest.split('\n')[0]) ? rest.split('\n')[0] : rest.split(/\n[ \t]*\}\s*\)/)[0];
      return /\b(?:callback|cb)\s*\(\s*(?:true|0)\s*\)/.test(body) && !/\bif\b|\?|\b(?:callback|cb)\s*\(\s*(?:false|-[23])\s*\)/.test(body);
    },
  },
  {
    // electron-builder's update signature check off: `verifyUpdateCodeSignature: false` — any update served is installed
    id: 'hostDefenceOff',
    anchors: DEFENCE_WORDS.updateSigning,
    re: /\bverifyUpdateCodeSignature["']?\s*:\s*false\b/,
    config: true,
  },
  {
    // a configuration profile that turns Gatekeeper off for the fleet (`com.apple.systempolicy.control`, `EnableAssessment` false)
    id: 'hostDefenceOff',
    anchors: DEFENCE_WORDS.gatekeeperProfile,
    re: /<key>\s*EnableAssessment\s*<\/key>\s*<false\s*\/>|\bEnableAssessment["']?\s*[:=]\s*(?:false|0)\b/,
    config: true,
  },
  {
    // Vaultwarden's admin page without its token (`DISABLE_ADMIN_TOKEN=true`): whoever reaches `/admin` runs the server
    id: 'serviceAuthOff',
    anchors: DEFENCE_WORDS.adminTokenOff,
    re: /\bDISABLE_ADMIN_TOKEN["']?\s*[:=]\s*["']?true\b/i,
    config: true,
  },
  {
    // an OpenID Connect client (Keycloak realm JSON) that sends its tokens to any address: `"redirectUris": ["*"]` on a public
    // or implicit-flow client (in its own object; the array on one line or over several)
    id: 'cors',
    anchors: DEFENCE_WORDS.oidcOpen,
    sampleInMarkdown: true,
    re: /["']redirectUris["']\s*:\s*\[\s*(?:["']\*["']|$)/m,
    confirm: (a, m) => {
      if (!m[0].includes('*') && !/^\s*["']\*["']/.test(a.text.slice(a.le + 1, a.le + 80))) return false;
      return /["'](?:publicClient|implicitFlowEnabled)["']\s*:\s*true\b/.test(enclosingObject(a.text, a.ls + m.index, a.seg.start, a.seg.end));
    },
    config: true,
  },
  {
    // a dataset or container anyone reads: BigQuery's `special_group = "allAuthenticatedUsers"` access block (every Google
    // account), a storage container anyone can list (`publicAccess: 'Container'`, `container_access_type = "container"`)
    id: 'publicPolicy',
    anchors: DEFENCE_WORDS.publicContainer,
    re: /\bspecial_group["']?\s*[:=]\s*["']all(?:Authenticated)?Users["']|\bpublicAccess["']?\s*:\s*["']Container["']|\bcontainer_access_type\s*=\s*["']container["']/i,
    config: true,
  },
  {
    // Kafka's broker hostname check off (`ssl.endpoint.identification.algorithm=`, empty) or librdkafka's certificate check off
    id: 'tlsConfig',
    anchors: DEFENCE_WORDS.kafkaTlsOff,
    re: /\bssl\.endpoint\.identification\.algorithm["']?\s*(?:=[ \t]*$|[:=][ \t]*(?:["']{2}|none\b))|\benable\.ssl\.certificate\.verification["']?\s*[:=]\s*["']?false\b/im,
    // (not a line written as a comment: `# ssl.endpoint.identification.algorithm=` explained, not set)
    confirm: (a) => !/^[ \t]*[#!;]/.test(a.text.slice(a.ls, a.le)),
  },
  {
    // Snowflake's Python connector without its certificate revocation checks (`insecure_mode=True`)
    id: 'tlsCode',
    anchors: DEFENCE_WORDS.snowflakeInsecure,
    re: /\binsecure_mode["']?\s*[=:]\s*True\b/,
  },
  {
    // Airflow's (Flask AppBuilder's) web UI giving every anonymous visitor a working role (`AUTH_ROLE_PUBLIC = "Admin"`)
    id: 'serviceAuthOff',
    anchors: DEFENCE_WORDS.publicRole,
    re: /\bAUTH_ROLE_PUBLIC\s*=\s*["'](?:Admin|Op|User)["']/,
    config: true,
  },
  {
    // msmtp's certificate check off (`tls_certcheck off`): every account's password goes to whoever answers
    id: 'tlsConfig',
    shipped: true,
    anchors: DEFENCE_WORDS.msmtpTlsOff,
    re: /^[ \t]*tls_certcheck[ \t]+off\b/m,
    // (not a relay on this machine, nor a file whose TLS is off altogether: the check guards nothing there)
    confirm: (a) =>
      once(a, 'msmtp', (whole) => {
        const hosts = [...whole.matchAll(/^[ \t]*host[ \t]+(\S+)/gm)].map((m) => m[1]);
        return !/^[ \t]*tls[ \t]+off\b/m.test(whole) && !(hosts.length > 0 && hosts.every((h) => /^(?:127\.\d+\.\d+\.\d+|localhost|::1)$/i.test(h)));
      }),
    config: true,
  },
];

/** Whether a file writes Office settings from a table (the `"VBAWarnings" = 1` form counts only then). */
export const writesSettings = (a: Around): boolean => once(a, 'writes', (whole) => WRITES_SETTINGS.test(whole));
