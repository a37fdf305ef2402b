/**
 * sentinel/defence-off — a defence switched off in configuration (issue 28, technique 2).
 * One table, one entry per technique (its messageId, what it catches, why, severity):
 * - TLS verification off: for the whole process or machine (`NODE_TLS_REJECT_UNAUTHORIZED=0`,
 *   `PYTHONHTTPSVERIFY=0`, `GIT_SSL_NO_VERIFY=1`), in a tool's configuration (`git config
 *   http.sslVerify false`, `npm config set strict-ssl false`, `pip config set …trusted-host`,
 *   `conda config --set ssl_verify false`), or for one connection (`verify=False`, `curl -k`,
 *   `wget --no-check-certificate`, `rejectUnauthorized: false`, `InsecureSkipVerify: true`,
 *   `ssl._create_unverified_context`, `CERT_NONE`, `-SkipCertificateCheck`);
 * - allow-all policies: privileged containers (`--privileged`, `--cap-add=ALL|SYS_ADMIN`,
 *   `seccomp=unconfined`, `allowPrivilegeEscalation: true`, `runAsUser: 0`), CORS that lets any
 *   origin send the user's credentials (`Access-Control-Allow-Origin: *` with
 *   `Allow-Credentials: true`), SSH/RDP opened to 0.0.0.0/0, and the browser flags
 *   `--no-sandbox` / `--ignore-certificate-errors` (info: headless Chrome in a container needs them);
 * - a non-root user or a scan/test step removed: a Dockerfile whose last `USER` is root, a
 *   security scan that may fail silently (`continue-on-error: true`, `allow_failure: true`,
 *   `npm audit || true`, `trivy --exit-code 0`), `git commit|push --no-verify`, `SKIP_…=1`
 *   for security checks and pre-commit's `SKIP=gitleaks`, git hooks pointed at nothing
 *   (`core.hooksPath /dev/null`), an alias adding `--no-verify`, signing off (info);
 * - removed by a script: security jobs or steps deleted or switched off in a CI file, a
 *   workflow token given `write-all`, a Dockerfile's `USER` / `useradd` lines deleted,
 *   `privileged: true` written into a compose file; the Go checksum database or package
 *   signatures off (`GONOSUMDB=*`, `--allow-unauthenticated`); cloud policies open to everyone
 *   (`Principal "*"` with `Action "*"`, `actions ["*"]` on `resources ["*"]`, OIDC `repo:*`).
 * - host root and pwn requests (errors in the skill's manifests and workflows too): the host's
 *   root filesystem mounted writable into a privileged / host-PID container (`hostPath: /`,
 *   `-v /:/host`); a `pull_request_target` workflow checking out the pull request's head;
 *   cluster TLS off (`insecure-skip-tls-verify`). An indented code block of SKILL.md is a step.
 * Key/value spellings count too (`'http.sslVerify' = 'false'` in a table fed to `git config`).
 * Not here (another rule's): firewall / antivirus / SELinux off and `chmod 777`
 * (sentinel/permission-change), `--dangerously-skip-permissions` and allow-all agent
 * permissions (sentinel/agent-config).
 *
 * Why: each one turns off a check that stands between the user and an attacker (a forged
 * server, a container escape, a vulnerable dependency), and nothing else the skill does
 * shows it. Severity: warning (review); error when the technique changes the user's machine
 * or repository for good (a `git config`, `npm config set`, an exported variable written to a
 * profile) and the skill does it as a step — in a script, or in SKILL.md's code or inline code.
 * Info (reported, not counted): the usual judgment contexts (report.ts: comments, printed
 * hints, negated or quoted text, detector patterns), a code sample of a reference document,
 * a line under a "# VULNERABLE / # BAD / don't" comment or a reference page's "insecure /
 * not recommended" heading, test fixtures, and the search argument of `grep`/`rg`.
 * Scope: everywhere a command or configuration can stand (view.ts `commands`); one cheap
 * literal pass per file finds the candidate lines, the entries' patterns run on those only.
 */
import type { Rule, Severity } from '../../rules/types.ts';
import { BAD_MARKER } from './report-negation.ts';
import { emit, inLineComment, type Reason } from './report.ts';
import { inDocSample, inInlineCode, odd, SEARCH_TOOL } from './dynamic-exec.ts';
import { anchorHits, lineBounds, sentinelView, type Segment, type SentinelFile } from './view.ts';
import { DEFENCE_WORDS } from './lib/defence-words.ts';

interface Around {
  text: string;
  /** The candidate line's bounds. */
  ls: number;
  le: number;
  seg: Segment;
  sf: SentinelFile;
}

interface Technique {
  /** messageId. */
  id: string;
  /** Lower-case literals, one of which the line must hold (lib/defence-words.ts). */
  anchors: readonly string[];
  /** The precise pattern, run on the candidate line. */
  re: RegExp;
  /** Which files it applies to (default: all). */
  files?: RegExp;
  /** A check on the lines around the hit (multi-line shapes). */
  confirm?: (a: Around, match: RegExpExecArray) => boolean;
  /** The line changes the machine or repository for good: error when the skill does it as a step. */
  lasting?: RegExp;
  /** Lines around the hit that make it lasting (a table of settings fed to `git config --global`). */
  lastingNear?: (a: Around) => boolean;
  /** An error in a configuration file of the skill too (infrastructure it applies), not only as a step. */
  config?: true;
  /** Only ever reported as information. */
  info?: true;
  /** A fenced sample in any Markdown file (SKILL.md's templates too) is info. */
  sampleInMarkdown?: true;
}

/** Security scanners and audit steps in CI. */
const SCANNER =
  /\b(?:codeql|trivy|snyk|semgrep|bandit|gitleaks|trufflehog|grype|pip-audit|(?:npm|pnpm|yarn)\s+audit|safety\s+check|checkov|tfsec|osv-scanner|dependency-check|zap|sonar\w*|security|sast|dast|vulnerabilit\w*|secret[-_ ]?scan\w*)\b/i;

const DOCKERFILE = /(?:^|\/)(?:Dockerfile|Containerfile)(?:[.-][\w.-]+)?$|\.dockerfile$/i;

const TECHNIQUES: Technique[] = [
  // ---- TLS verification off ----------------------------------------------------------
  {
    id: 'tlsEnv',
    anchors: DEFENCE_WORDS.tlsEnv,
    re: /\b(?:NODE_TLS_REJECT_UNAUTHORIZED|PYTHONHTTPSVERIFY)["'\]]*(?:\s*[:=,]\s*|\s+)["']?0\b["']?|\bGIT_SSL_NO_VERIFY["'\]]*(?:\s*[:=]\s*|\s+)["']?(?:1|true)\b|\bnpm_config_strict_ssl["'\]]*(?:\s*[:=]\s*|\s+)["']?false\b|\b(?:PIP_TRUSTED_HOST|UV_INSECURE_HOST)["'\]]*\s*[:=]\s*["']?[\w*.]|\b(?:REQUESTS|CURL)_CA_BUNDLE["'\]]*\s*[:=]\s*(?:""|''|$)/im,
    lasting: /\b(?:export|setx|SetEnvironmentVariable|launchctl\s+setenv)\b|>>|\.(?:bashrc|zshrc|profile|bash_profile|zprofile)\b|\/etc\/environment/i,
  },
  {
    id: 'tlsConfig',
    anchors: DEFENCE_WORDS.tlsConfig,
    re: /\bgit\s+(?:config\b[^\n]*?\bhttp\.(?:\S+\.)?sslVerify\s+["']?false\b|-c\s+["']?http\.(?:\S+\.)?sslVerify=false\b)|["']http\.(?:\S+\.)?sslVerify["']\s*(?:=|:|,)\s*["']?(?:false|0|no)\b|^\s*sslVerify\s*=\s*false\b|^\s*check-revoke\s*=\s*false\b|\bCARGO_HTTP_CHECK_REVOKE["']?\s*[:=]\s*["']?false\b|^\s*enableStrictSsl\s*:\s*["']?false\b|\b(?:npm|yarn|pnpm)\s+config\s+set\s+(?:strict-ssl|enableStrictSsl)\s+false\b|^\s*strict-ssl\s*=\s*false\b|\bpip[0-9.]*\s+config\s+set\s+\S*trusted-host\b|^\s*trusted-host\s*=|\bconda\s+config\s+--set\s+ssl_verify\s+(?:false|no|0)\b|\binsecure-skip-tls-verify["']?\s*[:=]\s*["']?true\b/im,
    lasting: /\bconfig\s+(?:set|--set|--global|--system|set-cluster)\b|\bgit\s+config\b|^\s*(?:strict-ssl|trusted-host)\s*=/im,
    // a key/value table (`@{ 'http.sslVerify' = 'false' }`) fed to `git config --global` further down
    lastingNear: (a) => /\bgit\s+config\s+(?:[^\n]*\s)?--(?:global|system)\b/.test(window(a, 20)),
  },
  {
    id: 'tlsRequest',
    anchors: DEFENCE_WORDS.tlsRequest,
    re: /\bpip[0-9.]*\s+install\b[^\n]*?\s--trusted-host\b|\bcurl\b[^\n|;&]{0,400}?\s(?:-[a-zA-Z]*k[a-zA-Z]*|--insecure)(?=[\s"'`)]|$)|\bwget\b[^\n|;&]{0,400}?\s--no-check-certificate\b|-SkipCertificateCheck\b|ServerCertificateValidationCallback\s*=\s*\{\s*\$true\s*\}|\b(?:kubectl|helm|oc|argocd|flux)\b[^\n|;&]*?\s--insecure-skip-tls-verify(?:=true)?(?=[\s"'`)]|$)/,
  },
  {
    id: 'tlsCode',
    anchors: DEFENCE_WORDS.tlsCode,
    re: /(?<=[(,]\s*)verify\s*=\s*False\b|\.verify\s*=\s*False\b|["']verify["']\s*:\s*False\b|\bverify_ssl\s*=\s*False\b|\bssl\._create_unverified_context\b|\bCERT_NONE\b|\bcheck_hostname\s*=\s*False\b|\bTCPConnector\s*\([^)\n]*\b(?:ssl|verify_ssl)\s*=\s*False\b|\brejectUnauthorized["']?\s*:\s*false\b|\bstrictSSL["']?\s*:\s*false\b|\bInsecureSkipVerify\s*:\s*true\b|\binsecure_skip_verify\s*[:=]\s*true\b|\bVERIFY_NONE\b|\bCURLOPT_SSL_VERIFYPEER\s*(?:,|=>)\s*(?:false|0)\b|\bDangerousAcceptAnyServerCertificateValidator\b|\bdanger_accept_invalid_(?:certs|hostnames)\s*\(\s*true\s*\)|--unsafely-ignore-certificate-errors\b/,
  },
  // ---- allow-all policies ------------------------------------------------------------
  {
    id: 'container',
    anchors: DEFENCE_WORDS.container,
    re: /(?:^|\s)--privileged\b(?!=false)|^\s*(?:-\s+)?privileged:\s*true\b|(?:\\n|\\[1-9]?|["'])\s*privileged:\s*true\b|\.privileged\s*=\s*true\b|\[["']privileged["']\]\s*=\s*(?:True|true)\b|["']privileged["']\s*:\s*True\b|--cap-add[=\s]+["']?(?:ALL|SYS_ADMIN)\b|\bcap_add:\s*\[?\s*["']?(?:ALL|SYS_ADMIN)\b|--security-opt[=\s]+["']?(?:seccomp|apparmor)[=:]unconfined\b|\ballowPrivilegeEscalation:\s*true\b|\brunAsNonRoot:\s*false\b|\brunAsUser:\s*0\b|\bhost(?:PID|IPC):\s*true\b|--pid[=\s]+host\b|\s-v\s+["']?\/:\//,
    // written into the user's compose file or manifest by a script (`sed … privileged: true`)
    lasting: /\bsed\b|\byq\b|>>|\[["']privileged["']\]\s*=/,
  },
  {
    // the host's root filesystem mounted read-write into a privileged / host-PID container: root on the host
    id: 'hostRoot',
    anchors: DEFENCE_WORDS.hostRoot,
    re: /\bhostPath:|(?:^|\s)(?:-v|--volume)[=\s]+["']?\/:\/|^\s*-\s*["']?\/:\/|\btype=bind,\s*(?:src|source)=\/,/,
    confirm: (a, m) => {
      const w = a.text.slice(a.ls, Math.min(a.seg.end, a.le + 200));
      const root =
        /^\s*hostPath/.test(m[0]) || /hostPath:/.test(m[0])
          ? /^\s*hostPath:\s*\{?\s*(?:type:\s*\w+\s*,?\s*)?path:\s*["']?\/["']?\s*(?:[,}\n]|$)/.test(w.slice(w.indexOf('hostPath')).replace(/\n\s*/, ' '))
          : !/^[^\n]*?\/:\/[^\s"':]*:ro\b/.test(w);
      return root && PRIVILEGED.test(a.text.slice(a.seg.start, a.seg.end));
    },
    config: true,
    sampleInMarkdown: true,
  },
  {
    // "pwn request": a pull_request_target workflow (secrets, a write token) that checks out and runs the pull request's code
    id: 'pwnRequest',
    anchors: DEFENCE_WORDS.pwnRequest,
    re: /\$\{\{\s*github\.(?:event\.pull_request\.head\.(?:sha|ref|repo\.full_name)|head_ref)\s*\}\}|\brefs\/pull\/[^\s"']*\/(?:head|merge)\b|\bgh\s+pr\s+checkout\b/,
    confirm: (a) => {
      const t = a.text.slice(a.seg.start, a.seg.end);
      return (
        /^\s*(?:-\s*)?pull_request_target\s*:?\s*$|^\s*on:\s*\[?[^\n]*\bpull_request_target\b|^\s*pull_request_target:/m.test(t) &&
        /^\s*(?:jobs|steps|runs-on)\s*:/m.test(t) &&
        // the usual guards: only the repository's own branches, or a maintainer's label
        !/head\.repo\.full_name\s*==\s*github\.repository|head\.repo\.fork\s*==\s*false|github\.repository\s*==\s*github\.event\.pull_request\.head\.repo|\.labels\.\*\.name|label\.name\s*==/.test(
          t,
        )
      );
    },
    config: true,
    sampleInMarkdown: true,
  },
  {
    id: 'browserFlag',
    anchors: DEFENCE_WORDS.browserFlag,
    re: /--no-sandbox\b|--disable-web-security\b|--ignore-certificate-errors\b|\bignoreHTTPSErrors["']?\s*:\s*true\b/,
    info: true,
  },
  {
    id: 'cors',
    sampleInMarkdown: true,
    anchors: DEFENCE_WORDS.cors,
    re: /Allow-Credentials["']?\s*[:,]\s*["']?true\b|\ballow_credentials\s*=\s*True\b|\bsupports_credentials\s*=\s*True\b|\bcredentials\s*[:=]\s*true\b/i,
    confirm: (a) =>
      /Allow-Origin["']?\s*[:,]\s*["']\s*\*\s*["']|Allow-Origin:\s*\*|\ballow_origins\s*=\s*\[\s*["']\*["']\s*\]|\borigins?\s*[:=]\s*(?:["']\*["']|true\b|\[\s*["']\*["'])|\bCORS\s*\(\s*app\s*,(?![^)\n]*\borigins\s*=)[^)\n]*supports_credentials/i.test(
        window(a, 8),
      ),
  },
  {
    id: 'openPort',
    anchors: DEFENCE_WORDS.openPort,
    re: /(?<![=!]=\s*["']?)(?:0\.0\.0\.0\/0|::\/0)(?![\w.])/,
    lasting: /\b(?:authorize-security-group-ingress|firewall-rules\s+create|nsg\s+rule\s+create)\b/,
    confirm: (a) => {
      const w = window(a, 6);
      return (
        /\b(?:authorize-security-group-ingress|cidr_blocks|CidrIp(?:v6)?["']?\s*[:=]|--cidr(?:-ip)?\b|--source-ranges\b|source_ranges\b|source_address_prefix|--source-address-prefix|sourceAddressPrefix|ipv6_cidr_blocks)/i.test(
          w,
        ) &&
        /\b(?:(?:from_port|to_port|FromPort|ToPort|--port|port|ports|destination_port_range)["']?\s*[:=]?\s*["']?(?:22|3389)\b|tcp:(?:22|3389)\b|\bssh\b|\brdp\b)/i.test(
          w,
        )
      );
    },
  },
  // ---- a non-root user, a scan or a check removed -------------------------------------
  {
    id: 'rootUser',
    anchors: DEFENCE_WORDS.rootUser,
    files: DOCKERFILE,
    re: /^\s*USER\s+(?:root|0)(?::\S+)?\s*$/im,
    // only when it is the last USER: `USER root` to install packages, then `USER app`, is fine.
    confirm: (a) => !/^\s*USER\s+(?!root\b|0\b)\S/im.test(a.text.slice(a.le, a.seg.end)),
  },
  {
    id: 'scanIgnored',
    anchors: DEFENCE_WORDS.scanIgnored,
    re: /^\s*(?:continue-on-error|allow_failure):\s*true\b|^\s*(?:-\s+)?if:\s*(?:false|\$\{\{\s*false\s*\}\})\s*$|\b(?:(?:npm|pnpm|yarn)\s+audit|pip-audit|trivy|snyk\s+test|semgrep|bandit|gitleaks|grype|checkov|tfsec|osv-scanner)\b[^\n;&]*?(?:\|\|\s*(?:true|exit\s+0|:)(?=\s|$|;)|\s--exit-code[=\s]+0\b)/m,
    confirm: (a, m) => (/^\s*(?:-\s+)?(?:continue-on-error|allow_failure|if)/.test(m[0]) ? SCANNER.test(stepOf(a)) : !/\binstall\b/.test(m[0])),
  },
  {
    id: 'noVerify',
    anchors: DEFENCE_WORDS.noVerify,
    re: /\bgit\s+(?:-c\s+\S+\s+)*(?:commit|push|merge|rebase|am|cherry-pick)\b[^\n|;&]*?\s--no-verify\b|\balias\.[\w-]+["']?\s*(?:[=:,]\s*|\s+)["']?!?(?:git\s+)?(?:commit|push|merge|rebase)\b[^\n]*?\s--no-verify\b|^\s*[\w-]+\s*=\s*["']?!?(?:git\s+)?(?:commit|push)\b[^\n]*?\s--no-verify\b/,
  },
  {
    id: 'hooksOff',
    anchors: DEFENCE_WORDS.hooksOff,
    re: /\bcore\.hooksPath["']?\s*(?:[=:,]\s*|\s+)["']?(?:\/dev\/null|NUL|nul|\$null|\/nonexistent[\w/-]*|\$\(mktemp[^)\n]*\)|\/tmp\/?[\w./-]*)(?=["'\s;)]|$)|\bcore\.hooksPath["']?\s*(?:[=:,]\s*|\s+)(?:""|'')|-c\s+["']?core\.hooksPath=(?:\/dev\/null|NUL|["'\s]|$)/i,
  },
  {
    // signing off alone is common in throwaway repositories: shown, not counted
    id: 'signingOff',
    anchors: DEFENCE_WORDS.signingOff,
    re: /\b(?:commit|tag|push)\.gpg[sS]ign["']?\s*(?:[=:,]\s*|\s+)["']?(?:false|0|no)\b/,
    info: true,
  },
  {
    // the module checksum database, package signatures or repository keys switched off
    id: 'sumdbOff',
    anchors: DEFENCE_WORDS.sumdbOff,
    re: /\bGONOSUMDB["']?\s*[=:]\s*["']?\*|\bGOSUMDB["']?\s*[=:]\s*["']?off\b|\bGONOSUMCHECK["']?\s*[=:]\s*["']?(?:1|true)\b|\bGOINSECURE["']?\s*[=:]\s*["']?\*|\bGOFLAGS["']?\s*[=:]\s*["']?[^\n"']*-insecure\b|--allow-unauthenticated\b|\[trusted=yes\]|--nogpgcheck\b|^\s*gpgcheck\s*=\s*0\b|--no-gpg-checks\b|\bAllowUnauthenticated\s+"?true\b|\bgo\s+(?:get|install)\b[^\n]*\s-insecure\b/im,
    lasting: /\bgo\s+env\s+-w\b|\bsetx\b|SetEnvironmentVariable|>>|\.(?:bashrc|zshrc|profile|bash_profile|zprofile)\b|\/etc\/(?:apt|yum|dnf)\b|^\s*gpgcheck/im,
  },
  {
    // a script that deletes the security jobs or steps of a CI file, or switches them off
    id: 'ciScanRemoved',
    anchors: DEFENCE_WORDS.ciScanRemoved,
    re: /^\s*del\s+[\w.]+(?:\[[^\]\n]+\])+|\.pop\(\s*(?:[A-Za-z_]\w*|["'][^"'\n]*["'])\s*[,)]|\bdelete\s+[\w.]+(?:\[[^\]\n]+\]|\.[\w-]+)+|\.remove\(\s*[A-Za-z_]\w*\s*\)|\[["']continue-on-error["']\]\s*=\s*(?:True|true|1)\b|\[["']if["']\]\s*=\s*["']?(?:false|False|\$\{\{\s*false\s*\}\})["']?|\bdel\(\s*\.jobs\b[^)\n]*\)|\bsed\b[^\n]*?\/[^/\n]*\/(?:,[^\s'"]*)?d\b|\b(?:git\s+)?rm\b[^\n]*?\.github\/workflows\/[^\s"']+/,
    confirm: (a, m) => {
      if (a.sf.role === 'markdown' || (a.sf.role !== 'script' && a.seg.kind !== 'code')) return false;
      // a popped key that names something else (`job.pop("permissions")`)
      if (/^\.pop\(\s*["']/.test(m[0]) && !SCANNER.test(m[0])) return false;
      // what is deleted is a job, a step or a stage of the pipeline
      if (/^\s*del\s|^\.pop|^delete|^\.remove/.test(m[0]) && !/job|step|stage|workflow|\bwf\b|pipeline|\bci\b/i.test(a.text.slice(a.ls, a.le))) return false;
      if (/\brm\b|\bsed\b|\bdel\(/.test(m[0]) && !/\bdel\s/.test(m[0]))
        return SCANNER.test(m[0]) && (/workflows|gitlab-ci|\.ya?ml/.test(window(a, 6)) || /\bdel\(/.test(m[0]));
      const w = window(a, 15);
      return SCANNER.test(w) && /\b(?:jobs|steps|workflows?|gitlab-ci|pipeline|stages)\b|\.github\/workflows/.test(w);
    },
    lasting: /[\s\S]/,
  },
  {
    // GITHUB_TOKEN with every write permission, in a workflow or set by a script
    id: 'writeAll',
    anchors: DEFENCE_WORDS.writeAll,
    re: /\bpermissions["'\]]*\s*[:=]\s*["']?write-all\b/,
    lasting: /\[["']permissions["']\]\s*=|\.permissions\s*=|\byq\b|\bsed\b/,
  },
  {
    // the non-root user taken out of a Dockerfile (`sed '/^USER/d'`, `useradd` lines deleted)
    id: 'userRemoved',
    anchors: DEFENCE_WORDS.userRemoved,
    re: /\bsed\b[^\n]*?\/\^?(?:\[\[:space:\]\]\*|\\s\*|\s|\(\?:)*USER\b[^\n]*?\/d\b|\bsed\b[^\n]*?\b(?:useradd|adduser)\b[^\n]*?\/d\b|\bgrep\s+-v\s+(?:-\w+\s+)*["']\^?\s*USER\b|\bstartswith\(\s*["']USER\b|\bre\.sub\(\s*r?["'][^"'\n]*USER\b/,
    confirm: (a) =>
      a.sf.role !== 'markdown' && (a.sf.role === 'script' || a.seg.kind === 'code') && /dockerfile|containerfile/i.test(window(a, 12) + a.sf.file.path),
    lasting: /[\s\S]/,
  },
  {
    // SSH host keys not checked: whoever sits on the network can pose as the server
    id: 'hostKeyOff',
    anchors: DEFENCE_WORDS.hostKeyOff,
    re: /\bStrictHostKeyChecking["']?(?:\s*[=:]\s*|\s+)["']?(?:no|off|false)\b|\bUserKnownHostsFile["']?(?:\s*[=:]\s*|\s+)["']?(?:\/dev\/null|NUL)\b/i,
    lasting: />>|\/etc\/ssh\/|\.ssh\/config\b|^\s*(?:StrictHostKeyChecking|UserKnownHostsFile)\s/im,
  },
  {
    // a cloud policy open to everyone: any principal with every action, admin actions on every resource, any repository's OIDC token
    id: 'publicPolicy',
    anchors: DEFENCE_WORDS.publicPolicy,
    re: /\bPrincipal["']?\s*[:=]\s*(?:\{\s*["']?AWS["']?\s*[:=]\s*)?\[?\s*["']\*["']|\bverbs["']?\s*:\s*\[\s*["']\*["']\s*\]|["']?(?:allUsers|allAuthenticatedUsers)["']?|\bactions["']?\s*[:=]\s*\[\s*["']\*["']\s*\]|["']?\bAction["']?\s*[:=]\s*\[?\s*["']\*["']|["']repo:\*(?:[:/]\*)?["']/,
    confirm: (a, m) => {
      const w = window(a, 8);
      if (/\bEffect["']?\s*[:=]\s*["']Deny|\beffect\s*=\s*["']Deny/i.test(w)) return false;
      if (/^["']repo:/.test(m[0])) return /token\.actions\.githubusercontent\.com|:sub\b/.test(w);
      // Kubernetes: every verb on every resource; GCP: the public given an owner, editor or admin role
      if (/^verbs/.test(m[0])) return /\bresources["']?\s*:\s*\[\s*["']\*["']\s*\]/.test(w);
      if (/all(?:Authenticated)?Users/.test(m[0])) return /roles\/(?:owner|editor|[\w.]*admin\w*|[\w.]*\.objectAdmin)\b/i.test(w);
      if (/Principal/.test(m[0])) return /\bAction["']?\s*[:=]\s*\[?\s*["'](?:\*|[\w-]+:\*)["']/.test(w);
      return /\bresources?["']?\s*[:=]\s*\[?\s*["']\*["']/i.test(w) && !/\bPrincipal["']?\s*[:=]/.test(w);
    },
    config: true,
  },
  {
    id: 'skipCheck',
    anchors: DEFENCE_WORDS.skipCheck,
    re: /\b(?:SKIP|DISABLE|NO)_[A-Z0-9_]*?(?:SECURITY|AUDIT|SCAN|VERIFY|VERIFICATION|SIGNATURE|SIG_CHECK|CHECKSUM|SSL|TLS|CERT|GPG|SANDBOX|ANTIVIRUS)[A-Z0-9_]*["']?\s*[:=]\s*["']?(?:1|true|yes|on)\b|\bSKIP=["']?(?:[\w-]+,)*(?:gitleaks|detect-secrets|trufflehog|bandit|semgrep|detect-private-key|detect-aws-credentials)\b|\s--(?:skip|disable)-(?:security|audit|signature|checksum|ssl|tls|cert|verification|verify|sandbox)[\w-]*/,
  },
];

/** A privileged container, or one sharing the host's process table. */
const PRIVILEGED =
  /^\s*(?:-\s+)?privileged:\s*true\b|\bhostPID:\s*true\b|(?:^|\s)--privileged\b(?!=false)|--pid[=\s]+host\b|["']?privileged["']?\s*[:=]\s*(?:true|True)\b/m;

/** The lines around a hit, within its segment. */
function window(a: Around, lines: number): string {
  let s = a.ls;
  for (let n = 0; n < lines && s > a.seg.start; n++) s = a.text.lastIndexOf('\n', s - 2) + 1;
  let e = a.le;
  for (let n = 0; n < lines && e < a.seg.end; n++) {
    const next = a.text.indexOf('\n', e + 1);
    e = next < 0 ? a.seg.end : Math.min(next, a.seg.end);
  }
  return a.text.slice(Math.max(s, a.seg.start), e);
}

const indentOf = (line: string): number => line.length - line.trimStart().length;

/** The YAML step (list item) or job holding the hit line: its name, `uses`, `run`. */
function stepOf(a: Around): string {
  const text = a.text;
  const own = indentOf(text.slice(a.ls, a.le));
  let s = a.ls;
  let start = a.ls;
  let stepIndent = -1;
  for (let n = 0; n < 40 && s > a.seg.start; n++) {
    s = text.lastIndexOf('\n', s - 2) + 1;
    const line = text.slice(s, text.indexOf('\n', s) < 0 ? text.length : text.indexOf('\n', s));
    if (!line.trim()) continue;
    const ind = indentOf(line);
    if (ind < own || (ind === own && /^\s*-\s/.test(line))) {
      start = s;
      stepIndent = ind;
      break;
    }
  }
  if (stepIndent < 0) return window(a, 3);
  let e = a.le;
  for (let n = 0; n < 40 && e < a.seg.end; n++) {
    const next = text.indexOf('\n', e + 1);
    const end = next < 0 ? a.seg.end : Math.min(next, a.seg.end);
    const line = text.slice(e + 1, end);
    if (line.trim() && indentOf(line) <= stepIndent) break;
    e = end;
  }
  return text.slice(start, e);
}

/** The literal pass: every anchor, longest first. */
const ANCHOR_TO = new Map<string, Technique[]>();
for (const t of TECHNIQUES) for (const a of t.anchors) ANCHOR_TO.set(a, [...(ANCHOR_TO.get(a) ?? []), t]);
/** The techniques' anchor words (the shared anchor pass holds the same list under `defence`). */
export const DEFENCE_ANCHORS: readonly string[] = [...ANCHOR_TO.keys()];
const ANCHOR = new RegExp(
  [...ANCHOR_TO.keys()]
    .sort((x, y) => y.length - x.length)
    .map((a) => a.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '[ \\t]+'))
    .join('|'),
  'iy',
);

/** Test fixtures and samples: values there are data for a test, not steps. */
const FIXTURE = /(?:^|\/)(?:tests?|__tests__|spec|fixtures?|testdata|examples?)\/|(?:^|\/)(?:test_[^/]*|[^/]*_test\.\w+|[^/]*\.(?:test|spec)\.\w+)$/i;
/** A comment line marking the next lines as what not to do. */
const GOOD_MARKER = /\b(?:good|safe|secure|correct|recommended|fixed|better|do)\b|✅|✓|正确|安全|推荐/i;
const HEADING_BAD =
  /\b(?:insecure|not recommended|vulnerable|unsafe|dangerous|anti-?pattern|bad|avoid|bypass\w*|do not|don'?t|never)\b|不推荐|不安全|危险|反例/i;

/** A "# VULNERABLE:" / "// BAD" comment above the line, in the same block, no blank line between. */
function markedAbove(text: string, seg: Segment, ls: number): boolean {
  let s = ls;
  for (let n = 0; n < 6 && s > seg.start; n++) {
    const pe = s - 1;
    s = text.lastIndexOf('\n', pe - 1) + 1;
    if (s < seg.start) break;
    const line = text.slice(s, pe).trim();
    if (!line) return false;
    if (/^(?:#|\/\/|--|\/\*|\*|<!--|REM\b|::)/i.test(line)) {
      if (BAD_MARKER.test(line)) return true;
      if (GOOD_MARKER.test(line)) return false;
    }
  }
  return false;
}

/** The nearest heading above a hit in a reference document says what follows is insecure. */
function badHeading(sf: SentinelFile, at: number): boolean {
  const HEADING = /(?:^|\n)[ \t]{0,3}#{1,6}[ \t]+([^\n]*)/g;
  const from = Math.max(0, at - 4000);
  const part = sf.info.text.slice(from, at);
  let last: string | undefined;
  for (let m = HEADING.exec(part); m; m = HEADING.exec(part)) {
    const pos = from + m.index + 1;
    // a `# comment` inside a fenced block is not a heading
    if (!sf.segments.some((g) => g.kind === 'code' && g.start <= pos && pos < g.end)) last = m[1];
  }
  return last !== undefined && HEADING_BAD.test(last);
}

/** In prose, a hit counts when its sentence tells the reader to do it ("run", "first set", "then disable"). */
const IMPERATIVE =
  /(?:^|[\s>*_(:])(?:run|execute|exec|type|paste|enter|set|use|add|append|put|export|configure|disable|turn\s+off|switch\s+off|skip|bypass|start|launch|invoke|call|apply|install|clone|pull|push|commit|change|edit|write|create|please|first|then|next|always|must|need\s+to|make\s+sure)\b[^.;!?]*$|(?:运行|执行|输入|粘贴|设置|使用|添加|配置|关闭|禁用|跳过|先|然后|务必|必须)[^。；！？]*$/i;

/** The words of prose before a hit: inline code spans dropped, the hit's own open span cut. */
function proseOf(before: string): string {
  const closed = before.replace(/`[^`\n]*`/g, ' ');
  const open = closed.lastIndexOf('`');
  return open < 0 ? closed : closed.slice(0, open);
}

/** The rest of the hit's sentence ("… is insecure", "… is flagged"). */
const afterHit = (rest: string): string => rest.split(/[.;!?。；！？](?:\s|$)/, 1)[0];

/** SKILL.md prose: a whole command in inline code is a step even without a verb. */
const COMMAND_START = /^(?:git|npm|yarn|pnpm|pip[0-9.]*|conda|curl|wget|docker|podman|nerdctl|kubectl|export|setx|aws|gcloud|az|[A-Z][A-Z0-9_]*=)\b/;

/** A checklist item ("- [ ] No --privileged containers"): an audit, not a step. */
const CHECKLIST = /^\s*(?:[-*+]|\d+[.)])\s+\[[ xX]\]/;
/** "no", "without", "never" earlier in the hit's own sentence of prose. */
const NOT_BEFORE = /\b(?:no|not|without|never|avoid|don'?t|instead\s+of)\b[^.;:!?]*$/i;

/** A prohibition opening the hit's sentence ("Do not suggest `verify=False`, … `curl -k`"). */
const PROHIBITED =
  /(?:^|[\s>*_(:])(?:do\s+not|don'?t|never|must\s+not|should\s+not|avoid|not\s+allowed|forbidden|prohibited)\b[^.;!?]*$|(?:不要|禁止|切勿|不得|严禁|不允许)[^。；！？]*$/i;

/** The prose of the hit's sentence before it, across the wrapped lines of its paragraph or list item (inline code dropped). */
function sentenceBefore(text: string, seg: Segment, start: number): string {
  let s = Math.max(seg.start, start - 600);
  const para = text.lastIndexOf('\n\n', start);
  if (para >= s) s = para + 2;
  const item = /\n[ \t]*(?:[-*+]|\d+[.)])[ \t][^\n]*$/.exec(text.slice(s, start));
  const from = item ? s + item.index + 1 : s;
  const prose = proseOf(text.slice(from, start));
  const ends = [...prose.matchAll(/[.!?。！？](?:\*\*)?(?:\s|$)/g)];
  return ends.length ? prose.slice(ends[ends.length - 1].index! + 1) : prose;
}

/** Inside a here-document given to `cat`/`echo`/`printf`/a logger: a message, not a command. */
function inPrintedHeredoc(text: string, seg: Segment, ls: number): boolean {
  let s = ls;
  for (let n = 0; n < 30 && s > seg.start; n++) {
    s = text.lastIndexOf('\n', s - 2) + 1;
    const line = text.slice(s, text.indexOf('\n', s) < 0 ? text.length : text.indexOf('\n', s));
    const open = /\b(?:cat|echo|printf|logger|tee\s+\/dev\/stderr)\b[^\n]*<<-?\s*['"]?(\w+)/.exec(line);
    if (open) {
      const end = new RegExp(`^\\s*${open[1]}\\s*$`, 'm');
      return !end.test(text.slice(text.indexOf('\n', s) + 1, ls));
    }
    if (/<<-?\s*['"]?\w+/.test(line)) return false;
  }
  return false;
}

/** Data files that hold configuration (a README in .txt or an .html page does not). */
const CONFIG_FILE =
  /(?:^|\/)(?:Dockerfile|Containerfile)[^/]*$|\.(?:ya?ml|json|jsonc|toml|ini|cfg|conf|env|tf|hcl|properties|dockerfile|npmrc|pypirc|gitconfig|example|sample|template)$|(?:^|\/)\.(?:npmrc|yarnrc|gitconfig|curlrc|wgetrc|env[\w.-]*)$|(?:^|\/)pip\.conf$/i;

/**
 * The stretches of a file worth the literal pass: code, frontmatter, comments, configuration
 * data, SKILL.md's prose (an instruction can stand there as a sentence) and, in reference
 * documents, the inline code spans of prose.
 */
function* scanned(sf: SentinelFile, hits: readonly number[]): Generator<[Segment, number, number]> {
  const text = sf.info.text;
  for (const seg of sf.segments) {
    if (seg.detector) continue;
    if (seg.kind !== 'prose' || sf.role === 'skill') {
      yield [seg, seg.start, seg.end];
      continue;
    }
    // (every span below lies inside the region: with no anchor hit in it, none would be read)
    if (!hitWithin(hits, seg.start, seg.end)) continue;
    for (let open = text.indexOf('`', seg.start); open >= 0 && open < seg.end; ) {
      let o = open;
      while (text.charCodeAt(o + 1) === 0x60) o++;
      const close = text.indexOf('`', o + 1);
      if (close < 0 || close >= seg.end) break;
      const nl = text.indexOf('\n', o + 1);
      if (nl >= 0 && nl < close) {
        open = text.indexOf('`', nl);
        continue;
      }
      yield [seg, o + 1, close];
      let c = close;
      while (text.charCodeAt(c + 1) === 0x60) c++;
      open = text.indexOf('`', c + 1);
    }
  }
}

/** Whether one of the ascending `hits` lies in [start, end). */
function hitWithin(hits: readonly number[], start: number, end: number): boolean {
  let lo = 0;
  let hi = hits.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (hits[mid] < start) lo = mid + 1;
    else hi = mid;
  }
  return lo < hits.length && hits[lo] < end;
}

function isStep(sf: SentinelFile, seg: Segment, offset: number): boolean {
  if (sf.role === 'script') return true;
  if (sf.role !== 'skill') return false;
  return seg.kind === 'code' || (seg.kind === 'prose' && (inInlineCode(sf.info.text, offset) || indentedCommand(sf.info.text, offset)));
}

/** A command in a Markdown indented code block (four spaces or a tab, after a blank line): a step like a fenced one. */
function indentedCommand(text: string, offset: number): boolean {
  const ls = text.lastIndexOf('\n', offset - 1) + 1;
  const m = /^(?: {4,}|\t)(\S[^\n]*)/.exec(
    text.slice(ls, offset + 1) + text.slice(offset + 1, text.indexOf('\n', offset) < 0 ? text.length : text.indexOf('\n', offset)),
  );
  if (!m || !COMMAND_START.test(m[1]) || ls < 2) return false;
  const prev = text.slice(text.lastIndexOf('\n', ls - 2) + 1, ls - 1);
  return /^\s*$/.test(prev) || /^(?: {4,}|\t)\S/.test(prev);
}

const shown = (s: string): string => {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > 60 ? `${t.slice(0, 57)}…` : t;
};

export const rule: Rule = {
  meta: {
    id: 'sentinel/defence-off',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'warning',
    category: 'privilege-escalation',
    description: {
      en: 'Switches a defence off in configuration: TLS verification, privileged containers, CORS with credentials for any origin, SSH open to the world, cloud policies open to everyone, a root Dockerfile, security scans ignored or removed from CI, checksum databases off, git hooks skipped (--no-verify, hooksPath).',
      zh: '在配置中关闭防护：TLS 证书校验、特权容器、对任意来源开放带凭据的 CORS、SSH 对全网开放、对所有人开放的云策略、以 root 运行的 Dockerfile、被忽略或从 CI 删除的安全扫描、关闭的校验和数据库、被跳过的 git 钩子（--no-verify、hooksPath）。',
    },
    fixable: false,
    messages: {
      tlsEnv: {
        en: '`{cmd}` turns off TLS certificate checks for every connection the program (or the shell it is set in) makes: a forged server is trusted{note}.',
        zh: '`{cmd}` 关闭了程序（或所在 shell）所有连接的 TLS 证书校验：伪造的服务器也会被信任{note}。',
      },
      tlsConfig: {
        en: "`{cmd}` turns off TLS certificate checks in a tool's configuration: every later download or push trusts a forged server{note}.",
        zh: '`{cmd}` 在工具配置中关闭了 TLS 证书校验：此后的每次下载或推送都会信任伪造的服务器{note}。',
      },
      tlsRequest: {
        en: '`{cmd}` fetches without checking the TLS certificate: whoever sits on the network can serve their own file{note}.',
        zh: '`{cmd}` 下载时不校验 TLS 证书：网络上的任何中间人都能替换文件{note}。',
      },
      tlsCode: {
        en: '`{cmd}` turns off TLS certificate checks in code: the connection trusts any server{note}.',
        zh: '`{cmd}` 在代码中关闭了 TLS 证书校验：连接会信任任何服务器{note}。',
      },
      container: {
        en: "`{cmd}` runs a container with (nearly) all of the host's rights: escaping it is trivial{note}.",
        zh: '`{cmd}` 让容器拥有（几乎）宿主机的全部权限：逃逸轻而易举{note}。',
      },
      hostRoot: {
        en: "`{cmd}` mounts the host's root filesystem into a privileged container: whatever runs in it is root on the host (its files, keys and processes){note}.",
        zh: '`{cmd}` 把宿主机根文件系统挂载进特权容器：容器里运行的任何东西都等于宿主机上的 root（文件、密钥和进程）{note}。',
      },
      pwnRequest: {
        en: "`{cmd}` checks out the pull request's code in a `pull_request_target` workflow: code from any fork runs with the repository's secrets and write token (\"pwn request\"); use `pull_request`, or never run the head's code there{note}.",
        zh: '`{cmd}` 在 `pull_request_target` 工作流中检出拉取请求的代码：任何 fork 的代码都会带着仓库的密钥和写权限令牌运行（"pwn request"）；请改用 `pull_request`，或不要在其中运行提交者的代码{note}。',
      },
      browserFlag: {
        en: "`{cmd}` turns off one of the browser's own protections (sandbox, same-origin policy or certificate checks); common for headless browsers in containers (reported, not counted){note}.",
        zh: '`{cmd}` 关闭了浏览器自身的一项防护（沙箱、同源策略或证书校验）；容器中的无头浏览器常见此用法（仅提示，不计分）{note}。',
      },
      cors: {
        en: '`{cmd}` with a wildcard origin lets any web page make credentialed requests to this server{note}.',
        zh: '`{cmd}` 配合通配来源，任何网页都能携带用户凭据请求此服务{note}。',
      },
      openPort: {
        en: '`{cmd}` opens SSH or RDP to the whole internet{note}.',
        zh: '`{cmd}` 把 SSH 或 RDP 端口向整个互联网开放{note}。',
      },
      rootUser: {
        en: "`{cmd}` is the Dockerfile's last USER: the container runs as root{note}.",
        zh: '`{cmd}` 是 Dockerfile 中最后的 USER：容器以 root 身份运行{note}。',
      },
      scanIgnored: {
        en: '`{cmd}` lets a security scan fail without failing the build: its findings are silently ignored{note}.',
        zh: '`{cmd}` 让安全扫描失败也不影响构建：扫描结果被悄悄忽略{note}。',
      },
      noVerify: {
        en: "`{cmd}` skips the repository's commit and push hooks (secret scans, tests){note}.",
        zh: '`{cmd}` 跳过了仓库的提交与推送钩子（密钥扫描、测试）{note}。',
      },
      hooksOff: {
        en: "`{cmd}` points git's hooks at nothing: every commit and push hook (secret scans, tests) is skipped from now on{note}.",
        zh: '`{cmd}` 把 git 的钩子目录指向空处：此后所有提交与推送钩子（密钥扫描、测试）都被跳过{note}。',
      },
      signingOff: {
        en: '`{cmd}` turns commit or tag signing off (reported, not counted){note}.',
        zh: '`{cmd}` 关闭了提交或标签签名（仅提示，不计分）{note}。',
      },
      sumdbOff: {
        en: "`{cmd}` switches off the package manager's checksum database or signature checks: a tampered module or package installs without complaint{note}.",
        zh: '`{cmd}` 关闭了包管理器的校验和数据库或签名校验：被篡改的模块或软件包也会照常安装{note}。',
      },
      ciScanRemoved: {
        en: '`{cmd}` deletes or switches off security scan jobs or steps of a CI file: the repository loses its scans without anyone deciding so; keep them and make them faster instead{note}.',
        zh: '`{cmd}` 删除或关闭了 CI 文件中的安全扫描任务或步骤：仓库在无人决定的情况下失去了扫描；请保留它们并改为提速{note}。',
      },
      writeAll: {
        en: '`{cmd}` gives the workflow token every write permission: any step (or a compromised action) can push code, publish releases and change settings; grant only the permissions the jobs need{note}.',
        zh: '`{cmd}` 给工作流令牌授予全部写权限：任何步骤（或被攻破的 action）都能推送代码、发布版本、修改设置；请只授予任务所需的权限{note}。',
      },
      userRemoved: {
        en: "`{cmd}` removes the Dockerfile's non-root user (its `USER` or `useradd` lines): the container silently runs as root{note}.",
        zh: '`{cmd}` 删除了 Dockerfile 的非 root 用户（`USER` 或 `useradd` 行）：容器会悄悄以 root 身份运行{note}。',
      },
      hostKeyOff: {
        en: '`{cmd}` turns off SSH host key checks: whoever sits on the network can pose as the server and read what is sent{note}.',
        zh: '`{cmd}` 关闭了 SSH 主机密钥校验：网络上的任何人都能冒充服务器并读取发送的内容{note}。',
      },
      publicPolicy: {
        en: '`{cmd}` opens a cloud policy to everyone: any principal with every action, every action on every resource, or a role any GitHub repository can assume; name the principals, actions and resources it needs{note}.',
        zh: '`{cmd}` 让云端策略对所有人开放：任意主体拥有全部操作、对全部资源的全部操作，或任何 GitHub 仓库都能扮演的角色；请写明所需的主体、操作和资源{note}。',
      },
      skipCheck: {
        en: '`{cmd}` switches a security or verification check off{note}.',
        zh: '`{cmd}` 关闭了一项安全或校验检查{note}。',
      },
      sample: {
        en: '`{cmd}` in a code sample of a document would switch a defence off if copied into a program (a sample: reported, not counted){note}.',
        zh: '文档代码示例中的 `{cmd}`：若被复制进程序，会关闭一项防护（示例：仅提示，不计分）{note}。',
      },
    },
  },
  check(ctx) {
    for (const sf of sentinelView(ctx.doc).files) {
      if (!sf.segments.length || (sf.role === 'data' && !CONFIG_FILE.test(sf.file.path))) continue;
      const text = sf.info.text;
      const fixture = FIXTURE.test(sf.file.path);
      let line = -1;
      let lineStart = -1;
      let lineEnd = -1;
      let seen = new Set<Technique>();
      // The shared anchor pass (anchors.ts, tag `defence`) says where a technique's words stand;
      // the sticky match at each place tells which word it is.
      const hits = anchorHits(sf, 'defence');
      if (!hits.length) continue;
      let h = 0;
      for (const [seg, from, to] of scanned(sf, hits)) {
        while (h < hits.length && hits[h] < from) h++;
        let lastEnd = from;
        for (let k = h; k < hits.length && hits[k] < to; k++) {
          // Matches do not overlap: a word inside one already read (`verify` in `sslverify`) is not another.
          if (hits[k] < lastEnd) continue;
          ANCHOR.lastIndex = hits[k];
          const m = ANCHOR.exec(text);
          if (!m || m.index + m[0].length > to) continue;
          lastEnd = m.index + m[0].length;
          const pos = m.index;
          // (the line's bounds are found once per line: a minified line holds thousands of hits)
          if (pos < lineStart || pos >= lineEnd) [lineStart, lineEnd] = lineBounds(text, pos);
          let ls = lineStart;
          let le = lineEnd;
          if (ls !== line) {
            line = ls;
            seen = new Set();
          }
          const words = ANCHOR_TO.get(m[0].toLowerCase().replace(/[ \t]+/g, ' ')) ?? [];
          if (words.every((t) => seen.has(t))) continue;
          if (ls < seg.start) ls = seg.start;
          if (le > seg.end) le = seg.end;
          for (const t of words) {
            if (seen.has(t) || (t.files && !t.files.test(sf.file.path))) continue;
            seen.add(t);
            const lineText = text.slice(ls, le);
            const hit = t.re.exec(lineText);
            if (!hit) continue;
            const around: Around = { text, ls, le, seg, sf };
            if (t.confirm && !t.confirm(around, hit)) continue;
            const start = ls + hit.index + (hit[0].length - hit[0].trimStart().length);
            const before = lineText.slice(0, start - ls);
            let reason: Reason | undefined;
            if (SEARCH_TOOL.test(before) && (odd(before, '"') || odd(before, "'"))) reason = 'detector';
            else if (fixture) reason = 'example-file';
            else if (seg.kind === 'code' && markedAbove(text, seg, ls)) reason = 'bad-example';
            else if (sf.role === 'markdown' && badHeading(sf, ls)) reason = 'bad-example';
            else if ((sf.role === 'script' || seg.kind === 'code') && inPrintedHeredoc(text, seg, ls)) reason = 'printed';
            else if (seg.kind === 'prose' && !inInlineCode(text, start) && (CHECKLIST.test(lineText) || NOT_BEFORE.test(before))) reason = 'negated';
            else if (seg.kind === 'prose' && inInlineCode(text, start) && PROHIBITED.test(sentenceBefore(text, seg, start))) reason = 'negated';
            else if (seg.kind === 'prose' && BAD_MARKER.test(afterHit(lineText.slice(start - ls + hit[0].length)))) reason = 'negated';
            else if (seg.kind === 'prose' && !IMPERATIVE.test(proseOf(before)) && !(sf.role === 'skill' && COMMAND_START.test(hit[0]))) reason = 'quoted';
            const sample =
              !reason && !t.info && (inDocSample(sf, seg) || (t.sampleInMarkdown && seg.kind === 'code' && (sf.role === 'markdown' || sf.role === 'skill')));
            // `echo '…' >> ~/.bashrc` writes the line into a file: not a mere message.
            const written = /^\s*(?:echo|printf)\b/.test(before) && /["']\s*(?:>>?|\|\s*(?:sudo\s+)?tee\b)\s*\S/.test(lineText.slice(start - ls));
            if (written && !reason && inLineComment(text, start, sf.role === 'script' ? sf.lang : seg.lang)) reason = 'comment';
            const lasting = written || t.lasting?.test(lineText) || t.lastingNear?.(around);
            const base: Severity =
              t.info || sample
                ? 'info'
                : (lasting && isStep(sf, seg, start)) || (t.config && (sf.role === 'data' || isStep(sf, seg, start)))
                  ? 'error'
                  : 'warning';
            emit(ctx, {
              sf,
              seg,
              start,
              end: start + hit[0].trim().length,
              messageId: sample ? 'sample' : t.id,
              data: { cmd: shown(hit[0]) },
              base,
              kind: written ? 'artifact' : 'judgment',
              category: 'privilege-escalation',
              reason,
            });
          }
        }
      }
    }
  },
};
