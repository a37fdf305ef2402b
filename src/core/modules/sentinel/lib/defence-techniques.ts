/**
 * The technique table of sentinel/defence-off: one entry per way a skill turns a defence
 * off (TLS verification, signature and checksum checks, sandboxes, scanners, privileged
 * containers, …), each with its anchor words (defence-words.ts), precise pattern, scope and
 * confirmations, plus the helpers those entries use (SCANNER, DOCKERFILE, PRIVILEGED, the
 * `window` and YAML `stepOf` context readers). The rule itself (meta, check, reporting)
 * lives in ../defence-off.ts.
 */
import type { Segment, SentinelFile } from '../view.ts';
import { DEFENCE_WORDS, RC_LINE_WORDS } from './defence-words.ts';

export interface Around {
  text: string;
  /** The candidate line's bounds. */
  ls: number;
  le: number;
  seg: Segment;
  sf: SentinelFile;
}

export interface Technique {
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
  /** Like `config`, when the lines around the hit say so (a privileged container that also shares the host's PIDs). */
  configWhen?: (a: Around) => boolean;
  /** Only ever reported as information. */
  info?: true;
  /** A fenced sample in any Markdown file (SKILL.md's templates too) is info. */
  sampleInMarkdown?: true;
}

/** Security scanners and audit steps in CI. */
const SCANNER =
  /\b(?:codeql|trivy|snyk|semgrep|bandit|gitleaks|trufflehog|grype|pip-audit|(?:npm|pnpm|yarn)\s+audit|safety\s+check|checkov|tfsec|osv-scanner|dependency-check|zap|sonar\w*|security|sast|dast|vulnerabilit\w*|secret[-_ ]?scan\w*)\b/i;

/** curl's and wget's run-control files. */
export const RC_FILE = /(?:^|\/)\.?(?:curlrc|wgetrc)$/i;

const DOCKERFILE = /(?:^|\/)(?:Dockerfile|Containerfile)(?:[.-][\w.-]+)?$|\.dockerfile$/i;

export const TECHNIQUES: Technique[] = [
  // ---- TLS verification off ----------------------------------------------------------
  {
    id: 'tlsEnv',
    anchors: DEFENCE_WORDS.tlsEnv,
    re: /\b(?:NODE_TLS_REJECT_UNAUTHORIZED|PYTHONHTTPSVERIFY|CURL_SSL_VERIFYPEER|CURL_SSL_VERIFYHOST)["'\]]*(?:\s*[:=,]\s*|\s+)["']?0\b["']?|\bGIT_SSL_NO_VERIFY["'\]]*(?:\s*[:=]\s*|\s+)["']?(?:1|true)\b|\bnpm_config_strict_ssl["'\]]*(?:\s*[:=]\s*|\s+)["']?false\b|\b(?:PIP_TRUSTED_HOST|UV_INSECURE_HOST)["'\]]*\s*[:=]\s*["']?[\w*.]|\b(?:REQUESTS|CURL)_CA_BUNDLE["'\]]*\s*[:=]\s*(?:""|''|$)/im,
    lasting: /\b(?:export|setx|SetEnvironmentVariable|launchctl\s+setenv)\b|>>|\.(?:bashrc|zshrc|profile|bash_profile|zprofile)\b|\/etc\/environment/i,
  },
  {
    id: 'tlsConfig',
    anchors: DEFENCE_WORDS.tlsConfig,
    re: /\bgit\s+(?:config\b[^\n]*?\bhttp\.(?:\S+\.)?sslVerify\s+["']?false\b|-c\s+["']?http\.(?:\S+\.)?sslVerify=false\b)|["']http\.(?:\S+\.)?sslVerify["']\s*(?:=|:|,)\s*["']?(?:false|0|no)\b|^\s*sslVerify\s*=\s*false\b|^\s*check-revoke\s*=\s*false\b|\bCARGO_HTTP_CHECK_REVOKE["']?\s*[:=]\s*["']?false\b|^\s*enableStrictSsl\s*:\s*["']?false\b|\b(?:npm|yarn|pnpm)\s+config\s+set\s+(?:strict-ssl|enableStrictSsl)\s+false\b|^\s*strict-ssl\s*=\s*false\b|\bpip[0-9.]*\s+config\s+set\s+\S*trusted-host\b|^\s*trusted-host\s*=|\bconda\s+config\s+--set\s+ssl_verify\s+(?:false|no|0)\b|\binsecure-skip-tls-verify["']?\s*[:=]\s*["']?true\b|\bdownload\.file\.extra["']?\s*=\s*(?:c\(\s*)?["'](?:[^"'\n]*\s)?(?:-[a-zA-Z]*k[a-zA-Z]*|--insecure|--no-check-certificate)(?=[\s"'])/im,
    lasting: /\bconfig\s+(?:set|--set|--global|--system|set-cluster)\b|\bgit\s+config\b|^\s*(?:strict-ssl|trusted-host)\s*=/im,
    // a key/value table (`@{ 'http.sslVerify' = 'false' }`) fed to `git config --global` further down
    lastingNear: (a) => /\bgit\s+config\s+(?:[^\n]*\s)?--(?:global|system)\b/.test(window(a, 20)),
  },
  {
    // curl's and wget's own configuration file: every later `curl` / `wget` skips the certificate check
    id: 'tlsConfig',
    anchors: [...DEFENCE_WORDS.tlsRc, ...RC_LINE_WORDS],
    files: RC_FILE,
    re: /^\s*(?:-k|--insecure|insecure)\s*$|^\s*check[-_]certificate\s*=\s*(?:off|no|0|false)\b/im,
  },
  {
    // the same line appended to the user's ~/.curlrc or ~/.wgetrc (or /etc/wgetrc)
    id: 'tlsConfig',
    anchors: DEFENCE_WORDS.tlsRcWrite,
    re: /\b(?:echo|printf)\s+(?:-e\s+)?["']?(?:-k|--insecure|insecure|check[-_]certificate\s*=\s*(?:off|no|0|false))(?:\\n)?["']?\s*(?:>>?|\|\s*(?:sudo\s+)?tee\s+-a)\s*["']?(?:~|\$HOME|\$\{HOME\}|\/root|\/etc)\/\.?(?:curlrc|wgetrc)\b/i,
    lasting: /[\s\S]/,
  },
  {
    id: 'tlsRequest',
    anchors: DEFENCE_WORDS.tlsRequest,
    re: /\bpip[0-9.]*\s+install\b[^\n]*?\s--trusted-host\b|\bcurl\b[^\n|;&]{0,400}?\s(?:-[a-zA-Z]*k[a-zA-Z]*|--insecure)(?=[\s"'`)]|$)|\bwget\b[^\n|;&]{0,400}?\s--no-check-certificate\b|-SkipCertificateCheck\b|ServerCertificateValidationCallback\s*=\s*\{\s*\$true\s*\}|\b(?:kubectl|helm|oc|argocd|flux)\b[^\n|;&]*?\s--insecure-skip-tls-verify(?:=true)?(?=[\s"'`)]|$)/,
  },
  {
    id: 'tlsCode',
    anchors: DEFENCE_WORDS.tlsCode,
    re: /(?<=[(,]\s*)verify\s*=\s*False\b|\.verify\s*=\s*False\b|["']verify["']\s*:\s*False\b|\bverify_ssl\s*=\s*False\b|\bssl\._create_unverified_context\b|\bCERT_NONE\b|\bcheck_hostname\s*=\s*False\b|\bTCPConnector\s*\([^)\n]*\b(?:ssl|verify_ssl)\s*=\s*False\b|\brejectUnauthorized["']?\s*:\s*false\b|\bstrictSSL["']?\s*:\s*false\b|\bInsecureSkipVerify\s*:\s*true\b|\binsecure_skip_verify\s*[:=]\s*true\b|\bVERIFY_NONE\b|\bCURLOPT_SSL_VERIFYPEER\s*(?:,|=>)\s*(?:false|0)\b|\bDangerousAcceptAnyServerCertificateValidator\b|\bdanger_accept_invalid_(?:certs|hostnames)\s*\(\s*true\s*\)|--unsafely-ignore-certificate-errors\b|\b(?:ssl_verifypeer|SSL_VERIFYPEER|ssl\.verifypeer|ssl_verifyhost|SSL_VERIFYHOST|CURLOPT_SSL_VERIFYHOST)["']?\s*(?:=|:|,|=>)\s*["']?(?:0L?|FALSE|F|false)\b/,
  },
  // ---- allow-all policies ------------------------------------------------------------
  {
    id: 'container',
    anchors: DEFENCE_WORDS.container,
    re: /(?<=^|[\s"'[,])--privileged\b(?!=false)|^\s*(?:-\s+)?privileged:\s*true\b|(?:\\n|\\[1-9]?|["'])\s*privileged:\s*true\b|\.privileged\s*=\s*true\b|\[["']privileged["']\]\s*=\s*(?:True|true)\b|["']privileged["']\s*:\s*True\b|--cap-add[=\s]+["']?(?:ALL|SYS_ADMIN)\b|\bcap_add:\s*\[?\s*["']?(?:ALL|SYS_ADMIN)\b|--security-opt(?:[=\s]+|["']\s*,\s*)["']?(?:seccomp|apparmor)[=:]unconfined\b|\ballowPrivilegeEscalation:\s*true\b|\brunAsNonRoot:\s*false\b|\brunAsUser:\s*0\b|\bhost(?:PID|IPC):\s*true\b|--pid[=\s]+host\b|\s-v\s+["']?\/:\//,
    // written into the user's compose file or manifest by a script (`sed … privileged: true`)
    lasting: /\bsed\b|\byq\b|>>|\[["']privileged["']\]\s*=/,
    // privileged and in the host's PID namespace: `nsenter -t 1` is a root shell on the host
    configWhen: (a) => {
      const t = a.text.slice(a.seg.start, a.seg.end);
      return PRIV_FLAG.test(t) && HOST_PID.test(t);
    },
  },
  {
    // the host's root filesystem mounted read-write into a privileged / host-PID container: root on the host
    id: 'hostRoot',
    anchors: DEFENCE_WORDS.hostRoot,
    re: /\bhostPath:|(?:^|\s)(?:-v|--volume)[=\s]+["']?\/:\/|^\s*-\s*["']?\/:\/|\btype=bind,\s*(?:src|source)=\/,|\b(?:src|source)=\/,[^"'\n]*?\btype=bind\b/,
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
    re: /\$\{\{\s*github\.(?:event\.pull_request\.head\.(?:sha|ref|repo\.full_name)|event\.workflow_run\.head_(?:sha|branch)|head_ref)\s*\}\}|\brefs\/pull\/[^\s"']*\/(?:head|merge)\b|\bgh\s+pr\s+checkout\b/,
    confirm: (a) => {
      const t = a.text.slice(a.seg.start, a.seg.end);
      return (
        // (also a comment on a pull request, or a run after a fork's workflow: same secrets, same token)
        /^\s*(?:-\s*)?(?:pull_request_target|issue_comment|workflow_run)\s*:?\s*$|^\s*on:\s*\[?[^\n]*\b(?:pull_request_target|issue_comment|workflow_run)\b|^\s*(?:pull_request_target|issue_comment|workflow_run):/m.test(
          t,
        ) &&
        /^\s*(?:jobs|steps|runs-on)\s*:/m.test(t) &&
        // the usual guards: only the repository's own branches, or a maintainer's label — a label
        // already on the pull request guards nothing once new pushes (`synchronize`, the default types) re-run it
        !/head\.repo\.full_name\s*==\s*github\.repository|head\.repo\.fork\s*==\s*false|github\.repository\s*==\s*github\.event\.pull_request\.head\.repo|label\.name\s*==|author_association\s*==|author_association\s*\)|\bworkflow_run\.head_repository\.full_name\s*==\s*github\.repository/.test(
          t,
        ) &&
        !(/\.labels\.\*\.name|\blabels\b[^\n]*\bcontains\b|\bcontains\b[^\n]*\blabels\b/.test(t) && labelOnly(t))
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
    re: /\bGONOSUMDB["']?\s*(?:::?=|[?+]=|[=:])\s*["']?\*|\bGOSUMDB["']?\s*(?:::?=|[?+]=|[=:])\s*["']?off\b|\bGONOSUMCHECK["']?\s*(?:::?=|[?+]=|[=:])\s*["']?(?:1|true)\b|\bGOINSECURE["']?\s*(?:::?=|[?+]=|[=:])\s*["']?\*|\bGOFLAGS["']?\s*(?:::?=|[?+]=|[=:])\s*["']?[^\n"']*-insecure\b|--allow-unauthenticated\b|\[trusted=yes\]|--nogpgcheck\b|^\s*gpgcheck\s*=\s*0\b|--no-gpg-checks\b|\bAllowUnauthenticated\s+"?true\b|\bgo\s+(?:get|install)\b[^\n]*\s-insecure\b/im,
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

/** A `pull_request_target` trigger that fires only when a label is put on (or taken off): not on new pushes. */
function labelOnly(t: string): boolean {
  const types = /^\s*(?:-\s*)?pull_request_target\s*:[^\n]*\n(?:[ \t]+[^\n]*\n){0,6}?[ \t]+types[ \t]*:[ \t]*(\[[^\]\n]*\]|(?:\n[ \t]+-[ \t]*\S+)+)/m.exec(t);
  if (!types) return false;
  const kinds = types[1].match(/[a-z_]+/gi) ?? [];
  return kinds.length > 0 && kinds.every((k) => k === 'labeled' || k === 'unlabeled');
}

/** A privileged container, or one sharing the host's process table. */
/** The privileged flag itself (not a host namespace). */
const PRIV_FLAG = /^\s*(?:-\s+)?privileged:\s*true\b|(?:^|[\s"'[,])--privileged\b(?!=false)|["']?[Pp]rivileged["']?\s*[:=]\s*(?:true|True)\b/m;
/** The host's PID namespace shared with the container. */
const HOST_PID = /\bhostPID["']?\s*:\s*true\b|--pid[=\s]+["']?host\b|["']PidMode["']\s*:\s*["']host["']|\bpid:\s*["']?host\b/;
const PRIVILEGED =
  /^\s*(?:-\s+)?privileged:\s*true\b|\bhostPID:\s*true\b|(?:^|[\s"'[,])--privileged\b(?!=false)|--pid[=\s]+host\b|["']?privileged["']?\s*[:=]\s*(?:true|True)\b/m;

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
