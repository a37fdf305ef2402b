/**
 * The technique table of sentinel/defence-off: one entry per way a skill turns a defence
 * off (TLS verification, signature and checksum checks, sandboxes, scanners, privileged
 * containers, …), each with its anchor words (defence-words.ts), precise pattern, scope and
 * confirmations, plus the helpers those entries use (SCANNER, DOCKERFILE, PRIVILEGED, the
 * `window` and YAML `stepOf` context readers). The rule itself (meta, check, reporting)
 * lives in ../defence-off.ts.
 */
import { DEFENCE_WORDS, RC_LINE_WORDS } from './defence-words.ts';
import { everyHost, HOST_TECHNIQUES } from './defence-techniques-host.ts';
import type { Around, Technique } from './defence-types.ts';
import { CONTAINER_FILE } from '../view-paths.ts';
import { acceptsAll, DROPS_LINE } from './defence-code-tests.ts';

export type { Around, Technique } from './defence-types.ts';

/** Security scanners and audit steps in CI. */
const SCANNER =
  /\b(?:codeql|trivy|snyk|semgrep|bandit|gitleaks|trufflehog|grype|pip-audit|(?:npm|pnpm|yarn)\s+audit|safety\s+check|checkov|tfsec|osv-scanner|dependency-check|zap|sonar\w*|security|sast|dast|vulnerabilit\w*|secret[-_ ]?scan\w*)\b/i;

/** A release step that signs or attests what it publishes. */
const SIGN_STEP = /\b(?:sign(?:ing)?|cosign|notation\s+sign|signtool|attest(?:ation)?s?|provenance)\b/i;

/** curl's and wget's run-control files. */
export const RC_FILE = /(?:^|\/)\.?(?:curlrc|wgetrc)$/i;

/** A server listening on every interface (Jupyter's `ip`, `--ip`, remote access allowed). */
const ALL_INTERFACES = /\bip\s*=\s*(?:u?["'](?:0\.0\.0\.0|\*|::)["'])|--ip[=\s]+["']?(?:0\.0\.0\.0|\*|::)\b|\ballow_remote_access\s*=\s*True\b/;

/** A patch or diff file (what the skill applies to the user's project). */
export const PATCH_FILE = /\.(?:patch|diff)$/i;
const DOCKERFILE = CONTAINER_FILE;

/**
 * A TLS check's key switched off, whatever the configuration language: a verify / validate /
 * check key of SSL, TLS or certificates set false (`validate_certs: no`, `ssl_verify = false`,
 * `VERIFY_SSL=0`, `"http.proxyStrictSSL": false`, `--tls-verify=false`), or an insecure / skip /
 * allow-unverified key set true (`allow_unverified_ssl = true`, `pm_tls_insecure = true`, `TLS_SKIP_VERIFY=1`).
 */
const TLS_KEY = new RegExp(
  String.raw`(?:(?<![a-z])(?:ssl|tls|certs?|certificates?)[-_.]?(?:verify|verification|validat(?:e|ion)|check(?:ing)?)(?:[-_.]?(?:peer|host(?:name)?|certs?|certificates?|server[-_.]?certs?))?|(?<![a-z])https[-_.]?verify|(?<![a-z])verify[-_.]?(?:ssl|tls|certs?|certificates?|peer|https)|(?<![a-z])validate[-_.]?certs?|strict[-_.]?ssl)["']?\s*(?:[:=]|=>)\s*["']?(?:\$?false|no|off|0)["']?(?![\w.\/-])` +
    String.raw`|(?<![a-z])(?:insecure[-_.]?skip[-_.]?(?:tls[-_.]?)?verify|(?:tls|ssl)[-_.]?skip[-_.]?verify|skip[-_.]?(?:tls|ssl)[-_.]?verif(?:y|ication)|(?:tls)?(?:allow|accept|trust)[-_.]?(?:unverified|invalid|untrusted)[-_.]?(?:ssl|tls|certs?|certificates?|host[-_.]?names?|hosts)|(?:tls|ssl)[-_.]?insecure)["']?\]?\s*(?:[:=]|=>)\s*["']?(?:\$?true|yes|on|1)["']?(?![\w.\/-])`,
  'i',
);

export const TECHNIQUES: Technique[] = [
  // ---- TLS verification off ----------------------------------------------------------
  {
    id: 'tlsEnv',
    shipped: true,
    anchors: DEFENCE_WORDS.tlsEnv,
    re: /\b(?:NODE_TLS_REJECT_UNAUTHORIZED|PYTHONHTTPSVERIFY|CURL_SSL_VERIFYPEER|CURL_SSL_VERIFYHOST)["'\]]*(?:\s*[:=,]\s*|\s+)(?:["']?0\b["']?|String\(\s*0\s*\))|\bNODE_TLS_REJECT_UNAUTHORIZED["'\]]*\s*=\s*(?:String\(\s*Number\(|[^;\n]{0,80}\?\s*["']?[01]["']?\s*:\s*["']?[01]["']?(?![\w.]))|\bGIT_SSL_NO_VERIFY["'\]]*(?:\s*[:=]\s*|\s+)["']?(?:1|true)\b|\bGDAL_HTTP_UNSAFESSL["'\]]*(?:\s*[:=,]\s*|\s+)["']?(?:YES|ON|TRUE|1)\b|\bnpm_config_strict_ssl["'\]]*(?:\s*[:=]\s*|\s+)["']?false\b|\b(?:PIP_TRUSTED_HOST|UV_INSECURE_HOST)["'\]]*\s*[:=]\s*["']?[\w*.]|\b(?:REQUESTS|CURL)_CA_BUNDLE["'\]]*\s*[:=]\s*(?:""|''|$)/im,
    lasting: /\b(?:export|setx|SetEnvironmentVariable|launchctl\s+setenv)\b|>>|\.(?:bashrc|zshrc|profile|bash_profile|zprofile)\b|\/etc\/environment/i,
  },
  {
    id: 'tlsConfig',
    shipped: true,
    anchors: DEFENCE_WORDS.tlsConfig,
    re: /\bgit\s+(?:config\b[^\n]*?\bhttp\.(?:\S+\.)?sslVerify\s+["']?false\b|-c\s+["']?http\.(?:\S+\.)?sslVerify=false\b)|["']http\.(?:\S+\.)?sslVerify["']\s*(?:=|:|,)\s*["']?(?:false|0|no)\b|^\s*sslVerify\s*=\s*false\b|(?:^|[\s"'\/]|\\n)sslverify\s*=\s*(?:0|False|no)\b|--noverifyssl\b|^\s*check-revoke\s*=\s*false\b|\bCARGO_HTTP_CHECK_REVOKE["']?\s*[:=]\s*["']?false\b|^\s*enableStrictSsl\s*:\s*["']?false\b|\b(?:npm|yarn|pnpm)\s+config\s+set\s+(?:strict-ssl|enableStrictSsl)\s+false\b|^\s*strict-ssl\s*=\s*false\b|\bpip[0-9.]*\s+config\s+set\s+\S*trusted-host\b|^\s*trusted-host\s*=|\bconda\s+config\s+--set\s+ssl_verify\s+(?:false|no|0)\b|\binsecure-skip-tls-verify["']?\s*[:=]\s*["']?true\b|\bhex\.config\s+unsafe_https\s+true\b|\bHEX_UNSAFE_HTTPS["']?\s*[:=]\s*["']?(?:1|true)\b|\bcomposer\s+config\s+(?:-g\s+|--global\s+)?(?:secure-http\s+false|disable-tls\s+true)\b|["'](?:secure-http["']\s*:\s*false|disable-tls["']\s*:\s*true)\b|\bdownload\.file\.extra["']?\s*=\s*(?:c\(\s*)?["'](?:[^"'\n]*\s)?(?:-[a-zA-Z]*k[a-zA-Z]*|--insecure|--no-check-certificate)(?=[\s"'])/im,
    lasting:
      /\bconfig\s+(?:set|--set|--global|--system|set-cluster|-g)\b|\bgit\s+config\b|\bhex\.config\b|^\s*(?:strict-ssl|trusted-host)\s*=|\/etc\/(?:yum|dnf)\b|\.repo\b|^\s*sslverify\s*=|--noverifyssl\b/im,
    // a key/value table (`@{ 'http.sslVerify' = 'false' }`) fed to `git config --global` further down
    lastingNear: (a) => /\bgit\s+config\s+(?:[^\n]*\s)?--(?:global|system)\b/.test(window(a, 20)),
  },
  {
    // Maven's transport and the JVM told to trust any certificate or skip revocation (`.mvn/maven.config`, `jvm.config`,
    // `MAVEN_OPTS`); next, Maven told to ignore checksums (`<checksumPolicy>ignore</checksumPolicy>` in settings or a pom)
    id: 'tlsConfig',
    shipped: true,
    anchors: DEFENCE_WORDS.jvmTlsOff,
    re: /-Dmaven\.wagon\.http\.ssl\.(?:insecure|allowall)=true\b|-Dcom\.sun\.net\.ssl\.checkRevocation=false\b|-Djdk\.internal\.httpclient\.disableHostnameVerification(?:=true)?(?=\s|$|["'])/,
    config: true,
  },
  {
    id: 'sumdbOff',
    anchors: DEFENCE_WORDS.jvmTlsOff,
    re: /<checksumPolicy>\s*ignore\s*<\/checksumPolicy>/,
    config: true,
  },
  {
    // curl's and wget's own configuration file: every later `curl` / `wget` skips the certificate check
    id: 'tlsConfig',
    shipped: true,
    anchors: [...DEFENCE_WORDS.tlsRc, ...RC_LINE_WORDS],
    files: RC_FILE,
    re: /^\s*(?:-k|--insecure|insecure)\s*$|^\s*check[-_]certificate\s*=\s*(?:off|no|0|false)\b/im,
  },
  {
    // the same line appended to the user's ~/.curlrc or ~/.wgetrc (or /etc/wgetrc)
    id: 'tlsConfig',
    shipped: true,
    anchors: DEFENCE_WORDS.tlsRcWrite,
    re: /\b(?:echo|printf)\s+(?:-e\s+)?["']?(?:-k|--insecure|insecure|check[-_]certificate\s*=\s*(?:off|no|0|false))(?:\\n)?["']?\s*(?:>>?|\|\s*(?:sudo\s+)?tee\s+-a)\s*["']?(?:~|\$HOME|\$\{HOME\}|\/root|\/etc)\/\.?(?:curlrc|wgetrc)\b/i,
    lasting: /[\s\S]/,
  },
  {
    id: 'tlsRequest',
    shipped: true,
    anchors: DEFENCE_WORDS.tlsRequest,
    re: /\bpip[0-9.]*\s+install\b[^\n]*?\s--trusted-host\b|["'`]--trusted-host(?:=[^"'`\s]*)?["'`]|\bcurl\b[^\n|;&]{0,400}?\s(?:-[a-zA-Z]*k[a-zA-Z]*|--insecure)(?=[\s"'`)]|$)|\bwget\b[^\n|;&]{0,400}?\s--no-check-certificate\b|-SkipCertificateCheck\b|ServerCertificateValidationCallback\s*=\s*\{\s*\$true\s*\}|\b(?:kubectl|helm|oc|argocd|flux)\b[^\n|;&]*?\s--insecure-skip-tls-verify(?:=true)?(?=[\s"'`)]|$)/,
  },
  {
    id: 'tlsCode',
    shipped: true,
    anchors: DEFENCE_WORDS.tlsCode,
    re: /(?<=[(,]\s*)verify\s*=\s*False\b|["']verify["']\s*:\s*os\.(?:environ\.get|getenv)\(\s*["'][\w.]+["']\s*,\s*False\s*\)|\bverify\s*=\s*os\.(?:environ\.get|getenv)\(\s*["'][\w.]+["']\s*,\s*False\s*\)|\.verify\s*=\s*False\b|["']verify["']\s*:\s*False\b|["']verify["']\s*=>\s*false\b|\[\s*["']verify["']\s*\]\s*=\s*(?:\(bool\)\s*)?(?:false\b|env\(\s*["'][\w.]+["']\s*,\s*false\s*\))|\bverify_ssl\s*=\s*False\b|\bssl\._create_unverified_context\b|\bCERT_NONE\b|\bcheck_hostname\s*=\s*False\b|\bTCPConnector\s*\([^)\n]*\b(?:ssl|verify_ssl)\s*=\s*False\b|\brejectUnauthorized["']?\s*:\s*false\b|\bstrictSSL["']?\s*:\s*false\b|\bInsecureSkipVerify\s*:\s*true\b|\binsecure_skip_verify\s*[:=]\s*true\b|\bVERIFY_NONE\b|\bCURLOPT_SSL_VERIFYPEER\s*(?:,|=>)\s*(?:false|0)\b|\bDangerousAcceptAnyServerCertificateValidator\b|\bdanger_accept_invalid_(?:certs|hostnames)\s*\(\s*true\s*\)|--unsafely-ignore-certificate-errors\b|\b(?:ssl_verifypeer|SSL_VERIFYPEER|ssl\.verifypeer|ssl_verifyhost|SSL_VERIFYHOST|CURLOPT_SSL_VERIFYHOST)["']?\s*(?:=|:|,|=>)\s*["']?(?:0L?|FALSE|F|false)\b|\[\s*["']sslverify["']\s*\]\s*=\s*(?:false|FALSE)\b|["']sslverify["']\s*=>\s*(?:false|FALSE)\b|\badd_filter\s*\(\s*["']https_(?:local_)?ssl_verify["']\s*,\s*["']__return_false["']|\bServerCertificateCustomValidationCallback\s*=\s*(?:\([^)\n]*\)|\w+)\s*=>\s*true\b|\bOPT_X_TLS_(?:NEVER|ALLOW)\b|\bTLS_REQCERT[ \t]*[= \t][ \t]*["']?(?:never|allow)\b/,
  },
  {
    // A certificate or host-name check handed a callback that accepts everything by name (C#
    // `RemoteCertificateValidationCallback = Accept` … `static bool Accept(…) => true;`, Java
    // `setHostnameVerifier(ALLOW)`), Apache's no-op verifier, or an X.509 trust manager whose check is empty.
    id: 'tlsCode',
    shipped: true,
    anchors: DEFENCE_WORDS.tlsCallback,
    re: /\b(?:ServerCertificateCustomValidationCallback|RemoteCertificateValidationCallback|ServerCertificateValidationCallback|(?:set(?:Default)?)?[Hh]ostnameVerifier)\s*(?:\+?=|\()\s*(?:new\s+[\w.]+\s*\(\s*)?(?:\(\s*\w+\s*,\s*\w+\s*\)\s*->\s*true\b|([A-Za-z_][\w.]*)(?:::\w+)?\s*\)?)|\bNoopHostnameVerifier\b|\bALLOW_ALL_HOSTNAME_VERIFIER\b|\bcheckServerTrusted\s*\([^)\n]*\)\s*(?:throws\s+[\w.,\s]+?)?\{\s*\}|\bcheckServerTrusted\s*:\s*\{[^{}\n]*->\s*\}|\bValidateCertificate\s*\([^)\n]*\)\s*(?:=>\s*true\b|\{\s*return\s+true\s*;\s*\})|\b(?:[Hh]ostnameVerifier|ServerCertificate(?:Custom)?ValidationCallback|RemoteCertificateValidationCallback)\s*(?:\+?=\s*|\(\s*)?(?:\{\s*\w+\s*,\s*\w+\s*->\s*true\s*\}|delegate\s*(?:\([^()\n]*\))?\s*\{\s*return\s+true\s*;?\s*\}|\([^()\n]*\)\s*=>\s*(?:\{\s*return\s+)?true\b)|\{\s*\w+\s*,\s*\w+\s*->\s*true\s*\}\s*as\s+HostnameVerifier\b/,
    confirm: (a, m) => !m[1] || acceptsAll(a.sf.info.text, m[1]),
  },
  {
    // A mobile app's transport security off: iOS App Transport Security allowing any load (Info.plist `<key>NSAllowsArbitraryLoads</key>
    // <true/>`, a build script's `PlistBuddy … NSAllowsArbitraryLoads true`), Android cleartext traffic allowed or user-installed
    // certificate authorities trusted (network_security_config.xml, the manifest).
    id: 'tlsMobile',
    shipped: true,
    anchors: DEFENCE_WORDS.tlsMobile,
    re: /\bNS(?:Allows|ExceptionAllowsInsecureHTTP)(?:ArbitraryLoads|Loads)\b(?:<\/key>\s*<true\s*\/>|["']?\s*(?:[:=]|=>)?\s*["']?(?:true|YES|1)\b|[^\n]{0,40}\b(?:bool|-bool)\s+(?:true|YES)\b)|\b(?:cleartextTrafficPermitted|usesCleartextTraffic)\s*=\s*["']true["']|<certificates\s+src\s*=\s*["']user["']/,
    // (Android's debug-only overrides, and cleartext allowed only to the machine itself or the emulator's host, are development settings)
    confirm: (a) => {
      const before = a.text.slice(Math.max(0, a.ls - 4000), a.ls);
      if (before.lastIndexOf('<debug-overrides') > before.lastIndexOf('</debug-overrides')) return false;
      const line = a.text.slice(a.ls, a.le);
      if (!/<domain-config/.test(line)) return true;
      const end = a.text.indexOf('</domain-config>', a.le);
      const domains = [...a.text.slice(a.le, end < 0 ? a.le + 1500 : end).matchAll(/<domain\b[^>]*>\s*([^<\s]+)\s*</g)].map((d) => d[1]);
      return !domains.length || !domains.every((d) => /^(?:localhost|127\.0\.0\.1|10\.0\.[23]\.2)$/i.test(d));
    },
  },
  {
    // a TLS check's key set off in any configuration language: YAML, HCL, .env, INI, TOML, JSON settings, keyword arguments
    id: 'tlsConfig',
    shipped: true,
    anchors: DEFENCE_WORDS.tlsKey,
    re: TLS_KEY,
    // (a line another TLS entry already reports is not reported twice)
    confirm: (a) => !tlsElsewhere(a.text.slice(a.ls, a.le)),
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
    // a Jupyter server with neither token nor password: whoever reaches its port runs code as the
    // user; an error when the same configuration or command also listens on every interface
    id: 'notebookOpen',
    anchors: DEFENCE_WORDS.notebookOpen,
    re: /\b(?:ServerApp|NotebookApp|LabApp|IdentityProvider)\.token\s*=\s*(?:u?''|u?"")(?!['"\w])|--(?:ServerApp|NotebookApp|LabApp|IdentityProvider)\.token=(?:''|""|(?=\s|$))|\bPasswordIdentityProvider\.password_required\s*=\s*False\b/,
    configWhen: (a) => ALL_INTERFACES.test(a.text.slice(a.seg.start, a.seg.end)),
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
    re: /\$\{\{\s*github\.(?:event\.pull_request\.head\.(?:sha|ref|repo\.full_name)|event\.workflow_run\.head_(?:sha|branch)|head_ref)\s*(?:\|\|[^}\n]{0,60})?\}\}|\brefs\/pull\/[^\s"']*\/(?:head|merge)\b|\bgh\s+pr\s+checkout\b/,
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
    // (Django's django-cors-headers: `CORS_ALLOW_CREDENTIALS = True` beside `CORS_ALLOW_ALL_ORIGINS = True`)
    re: /Allow-Credentials["']?\s*[:,]\s*["']?true\b|\ballow_credentials\s*=\s*True\b|\bsupports_credentials\s*=\s*True\b|\bcredentials\s*[:=]\s*true\b|\bCORS_ALLOW_CREDENTIALS\s*=\s*True\b/i,
    confirm: (a) =>
      /Allow-Origin["']?\s*[:,]\s*["']\s*\*\s*["']|Allow-Origin:\s*\*|\ballow_origins\s*=\s*\[\s*["']\*["']\s*\]|\borigins?\s*[:=]\s*(?:["']\*["']|true\b|\[\s*["']\*["'])|\bCORS_(?:ORIGIN_)?ALLOW_ALL(?:_ORIGINS)?\s*=\s*True\b|\bCORS\s*\(\s*app\s*,(?![^)\n]*\borigins\s*=)[^)\n]*supports_credentials/i.test(
        window(a, 8),
      ),
  },
  {
    // a content security policy that lets strings run as code: an extension's manifest, a page's meta tag, a server's header
    id: 'cspOff',
    sampleInMarkdown: true,
    anchors: DEFENCE_WORDS.cspOff,
    // (where a policy is set — a manifest, a page, a server's or host's headers config — not a scanner's table of risky values)
    files:
      /(?:^|\/)(?:manifest\.json|[^/]*\.html?|_headers|[^/]*\.conf|vercel\.json|netlify\.toml|firebase\.json|staticwebapp\.config\.json|[^/]*\.ya?ml|\.htaccess|web\.config)$/i,
    re: /'unsafe-eval'/i,
    confirm: (a) => /content[_-]security[_-]policy|script-src|default-src/i.test(window(a, 2)),
  },
  {
    // the editor's guard against an untrusted folder: Workspace Trust off, a folder's tasks run on opening it
    id: 'editorTrustOff',
    anchors: DEFENCE_WORDS.editorTrustOff,
    files: /(?:^|\/)(?:settings\.json|[^/]*\.code-workspace|devcontainer\.json)$/i,
    re: /["']security\.workspace\.trust\.enabled["']\s*:\s*false\b|["']task\.allowAutomaticTasks["']\s*:\s*["'](?:on|auto)["']/i,
  },
  {
    // Emacs: TLS certificate checks and package signatures off in an init file
    id: 'tlsConfig',
    anchors: DEFENCE_WORDS.lispTlsOff,
    files: /\.el$|(?:^|\/)\.?emacs$/i,
    re: /\bnetwork-security-level\s+'low\b|\btls-checktrust\s+nil\b/,
    // (set in code, not searched for: a linter's `(re-search-forward "network-security-level 'low")` quotes it)
    confirm: (a, m) => (a.text.slice(a.ls, a.ls + m.index).split('"').length - 1) % 2 === 0,
  },
  {
    id: 'sumdbOff',
    anchors: DEFENCE_WORDS.lispTlsOff,
    files: /\.el$|(?:^|\/)\.?emacs$/i,
    re: /\bpackage-check-signature\s+nil\b/,
    confirm: (a, m) => (a.text.slice(a.ls, a.ls + m.index).split('"').length - 1) % 2 === 0,
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
    re: /^\s*(?:continue-on-error|allow_failure):\s*true\b|^\s*(?:-\s+)?(?:if|condition):\s*(?:false|\$\{\{\s*false\s*\}\})\s*(?:#[^\n]*)?$|\b(?:(?:npm|pnpm|yarn)\s+audit|pip-audit|trivy|snyk\s+test|semgrep|bandit|gitleaks|grype|checkov|tfsec|osv-scanner)\b[^\n;&]*?(?:\|\|\s*(?:true|exit\s+0|:)(?=\s|$|;)|\s--exit-code[=\s]+0\b)/m,
    // (a step switched off — GitHub's `if: false`, Azure's `condition: false` — that scans, or signs what is released)
    confirm: (a, m) =>
      /^\s*(?:-\s+)?(?:continue-on-error|allow_failure|if|condition)/.test(m[0])
        ? SCANNER.test(stepOf(a)) || (/^\s*(?:-\s+)?(?:if|condition)/.test(m[0]) && SIGN_STEP.test(stepOf(a)))
        : !/\binstall\b/.test(m[0]),
  },
  {
    // GitLab's own switches for its scanners: `SAST_DISABLED: "true"`, `SECRET_DETECTION_DISABLED`, … (the scan is off, not only ignored)
    id: 'ciScanRemoved',
    anchors: DEFENCE_WORDS.ciScanDisabled,
    files: /\.ya?ml$/i,
    re: /^\s*(?:SAST|SECRET_DETECTION|DEPENDENCY_SCANNING|CONTAINER_SCANNING|DAST|IAC_SCANNING|API_FUZZING|COVERAGE_FUZZING)_DISABLED\s*:\s*["']?(?:true|1|yes)\b/m,
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
    re: /\bGONOSUMDB["']?\s*(?:::?=|[?+]=|=>|[=:])\s*["']?\*|\bGOSUMDB["']?\s*(?:::?=|[?+]=|=>|[=:])\s*["']?off\b|\bGONOSUMCHECK["']?\s*(?:::?=|[?+]=|=>|[=:])\s*["']?(?:1|true)\b|\bGOINSECURE["']?\s*(?:::?=|[?+]=|=>|[=:])\s*["']?\*|\bGOFLAGS["']?\s*(?:::?=|[?+]=|=>|[=:])\s*["']?[^\n"']*-insecure\b|--allow-unauthenticated\b|\binstaller\b[^\n]*\s-allowUntrusted\b|\[trusted=yes\]|--nogpgcheck\b|(?:^|[\s"'\/]|\\n)gpgcheck\s*=\s*(?:0|False|false|no)\b(?!\s*[,)])|--no-gpg-checks\b|\bAllowUnauthenticated\s+"?true\b|\bAllow(?:DowngradeTo)?InsecureRepositories\s+"?true\b|\bgo\s+(?:get|install)\b[^\n]*\s-insecure\b|--allow-untrusted\b|(?:^|[\s"'\/]|\\n)(?:Local|Remote)?(?:File)?SigLevel\s*=\s*(?:Never|Optional\s+TrustAll)\b|--no-verify-hashes\b|\brequire-sigs\s*=\s*false\b|--skip-integrity-check\b|--nosignature\b|\bBB_STRICT_CHECKSUM\s*[?:]*=\s*["']0["']/im,
    lasting:
      /\bgo\s+env\s+-w\b|\bsetx\b|SetEnvironmentVariable|>>|\.(?:bashrc|zshrc|profile|bash_profile|zprofile)\b|\/etc\/(?:apt|yum|dnf)\b|^\s*gpgcheck|\/etc\/pacman\.conf|\bnix\.conf\b|^\s*(?:SigLevel|require-sigs|BB_STRICT_CHECKSUM)\b|^\s*(?:APT|Acquire)::|\.repo\b|\/etc\/(?:yum\.repos\.d|dnf)\b/im,
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
    // a patch of the skill that takes the non-root user out of a Dockerfile (`-USER app`, none added back)
    id: 'userRemoved',
    anchors: DEFENCE_WORDS.patchRemoved,
    files: PATCH_FILE,
    re: /^-[ \t]*USER[ \t]+(?!root\b|0\b)[\w$.:-]+[ \t]*$/m,
    confirm: (a) => /^(?:---|\+\+\+)[ \t]+\S*(?:Dockerfile|Containerfile)/m.test(a.text) && !/^\+[ \t]*USER[ \t]+(?!root\b|0\b)\S/m.test(a.text),
    lasting: /[\s\S]/,
  },
  {
    // a patch of the skill that takes a security scan out of a CI file (a scanner's step, its name or its command; not added back)
    id: 'ciScanRemoved',
    anchors: DEFENCE_WORDS.patchRemoved,
    files: PATCH_FILE,
    re: /^-[ \t]*(?:-[ \t]+)?(?:uses:[ \t]*\S*?(?:trivy|codeql|snyk|gitleaks|trufflehog|semgrep|grype|anchore|dependency-review|scorecard|bandit)\S*|name:[ \t]*[^\n]*?\b(?:scan|scanning|codeql|trivy|snyk|gitleaks|sast|dependency[- ]review)\b[^\n]*|(?:run:|script:)?[ \t]*[^\n]*?\b(?:npm audit|pip-audit|trivy|snyk test|gitleaks|semgrep|bandit|cargo audit|govulncheck)\b[^\n]*)$/im,
    confirm: (a) => {
      if (!/^(?:---|\+\+\+)[ \t]+\S*(?:\.github\/workflows\/|\.gitlab-ci|Jenkinsfile|azure-pipelines|\.circleci\/|bitbucket-pipelines)/m.test(a.text))
        return false;
      // (a scan added back in the same patch — another version, another step name — is a change, not a removal)
      return !/^\+[^\n]*\b(?:trivy|codeql|snyk|gitleaks|trufflehog|semgrep|grype|anchore|dependency-review|scorecard|bandit|npm audit|pip-audit|cargo audit|govulncheck|name:[^\n]*\b(?:scan|audit))\b/im.test(
        a.text,
      );
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
    // (a test that keeps the lines — a linter's `if l.startswith("USER")` — removes nothing: only `not …startswith`, `continue`, `del`)
    confirm: (a, m) =>
      a.sf.role !== 'markdown' &&
      (a.sf.role === 'script' || a.seg.kind === 'code') &&
      /dockerfile|containerfile/i.test(window(a, 12) + a.sf.file.path) &&
      (!m[0].startsWith('startswith') ||
        DROPS_LINE.test(a.text.slice(a.ls, a.text.indexOf('\n', a.le + 1) < 0 ? a.text.length : a.text.indexOf('\n', a.le + 1)))),
    lasting: /[\s\S]/,
  },
  {
    // SSH host keys not checked: whoever sits on the network can pose as the server
    id: 'hostKeyOff',
    anchors: DEFENCE_WORDS.hostKeyOff,
    re: /\bStrictHostKeyChecking["']?(?:\s*[=:]\s*|\s+)["']?(?:no|off|false)\b|\bset_missing_host_key_policy\s*\(\s*(?:paramiko\.)?(?:client\.)?(?:AutoAddPolicy|WarningPolicy)\b|\bUserKnownHostsFile["']?(?:\s*[=:]\s*|\s+)["']?(?:\/dev\/null|NUL)\b/i,
    lasting: />>|\/etc\/ssh\/|\.ssh\/config\b|^\s*(?:StrictHostKeyChecking|UserKnownHostsFile)\s/im,
    // (an SSH config the skill ships, with the check off for every host — `Host *`, `Match all` — is written as it stands)
    configWhen: (a) => /^\s*(?:StrictHostKeyChecking|UserKnownHostsFile)\s/i.test(a.text.slice(a.ls, a.le)) && everyHost(a.text, a.seg.start, a.ls),
  },
  {
    // a cloud policy open to everyone: any principal with every action, admin actions on every resource, any repository's OIDC token
    id: 'publicPolicy',
    anchors: DEFENCE_WORDS.publicPolicy,
    re: /\bPrincipal["']?\s*[:=]\s*(?:\{\s*["']?AWS["']?\s*[:=]\s*)?\[?\s*["']\*["']|\bverbs["']?\s*:\s*\[\s*["']\*["']\s*\]|["']?(?:allUsers|allAuthenticatedUsers)["']?|\bactions["']?\s*[:=]\s*\[\s*["']\*["']\s*\]|["']?\bAction["']?\s*[:=]\s*\[?\s*["']\*["']|["']repo:\*(?:[:/]\*)?["']|\bname["']?\s*:\s*["']?system:(?:authenticated|unauthenticated|anonymous)\b/,
    confirm: (a, m) => {
      const w = window(a, 8);
      // Kubernetes: a role binding whose subjects are everyone who can reach the API (any login, or none) — given an admin role
      if (/system:/.test(m[0])) {
        // (its own YAML document: the binding the subject is listed in)
        const from = Math.max(a.seg.start, a.text.lastIndexOf('\n---', a.ls), a.ls - 3000);
        const next = a.text.indexOf('\n---', a.le);
        const doc = a.text.slice(from, Math.min(a.seg.end, next < 0 ? a.seg.end : next, a.le + 3000));
        // (the role is the one under `roleRef:`, not the binding's own name)
        const ref = doc.search(/\broleRef["']?\s*:/);
        return (
          ref >= 0 &&
          /\bkind["']?\s*:\s*["']?(?:Cluster)?RoleBinding\b/.test(doc) &&
          /\bname["']?\s*:\s*["']?(?:cluster-admin|admin|edit)["']?\s*(?:,|\}|$)/m.test(doc.slice(ref, ref + 300))
        );
      }
      if (/\bEffect["']?\s*[:=]\s*["']Deny|\beffect\s*=\s*["']Deny/i.test(w)) return false;
      if (/^["']repo:/.test(m[0])) return /token\.actions\.githubusercontent\.com|:sub\b/.test(w);
      // Kubernetes: every verb on every resource; GCP: the public given an owner, editor or admin role
      if (/^verbs/.test(m[0])) return /\bresources["']?\s*:\s*\[\s*["']\*["']\s*\]/.test(w);
      if (/all(?:Authenticated)?Users/.test(m[0])) return /roles\/(?:owner|editor|[\w.]*admin\w*|[\w.]*\.objectAdmin)\b/i.test(w);
      // (anyone with every action, or anyone writing, deleting or re-permissioning — a public-read website bucket is not that)
      if (/Principal/.test(m[0]))
        return (
          /\bAction["']?\s*[:=]\s*\[?\s*["'](?:\*|[\w-]+:\*)["']/.test(w) ||
          (/\bAction["']?\s*[:=]\s*\[?[^\]}]{0,200}?["'][\w-]+:(?:Put|Delete|Create|Update|Attach|Pass)[\w*]*["']/.test(w) &&
            !/\bCondition["']?\s*[:=]/.test(w))
        );
      return /\bresources?["']?\s*[:=]\s*\[?\s*["']\*["']/i.test(w) && !/\bPrincipal["']?\s*[:=]/.test(w);
    },
    config: true,
  },
  {
    // an application's own protections switched off in its configuration: WordPress admin pages without HTTPS,
    // its code editor or plugin installs turned back on, automatic (security) updates off; Drupal's open update.php;
    // unattended security upgrades off
    id: 'settingOff',
    anchors: DEFENCE_WORDS.settingOff,
    re: /\b(?:FORCE_SSL_(?:ADMIN|LOGIN)|DISALLOW_FILE_(?:EDIT|MODS)|WP_AUTO_UPDATE_CORE)["']?\s*(?:,|=>|[:=])\s*["']?(?:false|0|off|no)\b|\bAUTOMATIC_UPDATER_DISABLED["']?\s*(?:,|=>|[:=])\s*["']?(?:true|1|on|yes)\b|\badd_filter\s*\(\s*["'](?:automatic_updater_disabled["']\s*,\s*["']__return_true|auto_update_(?:core|plugin|theme|translation)["']\s*,\s*["']__return_false)["']|\bupdate_free_access["']\s*\]\s*=\s*true\b|\bAPT::Periodic::Unattended-Upgrade\s+["']0["']/i,
  },
  {
    // an order in prose to take the image's non-root user out ("Remove the `RUN … adduser …` and `USER app` lines from the
    // runtime stage"): the container then runs as root
    id: 'userRemoved',
    anchors: DEFENCE_WORDS.userRemovedProse,
    re: /(?<=`)USER[ \t]+(?!root\b|0\b)[\w$.:-]+(?=`)/,
    prose: true,
    confirm: (a, m) => removalOrder(a, m),
  },
  {
    // an order in prose to delete a repository's security scans or switch its protections off
    // ("delete these from the workflows: - `github/codeql-action/*`", "untick 'Require status checks'", "删除 CodeQL 工作流")
    id: 'protectionOff',
    anchors: DEFENCE_WORDS.protectionOff,
    re: /\b(?:codeql|trivy|snyk|semgrep|gitleaks|trufflehog|dependency[- ]review|secret[- ]scanning|push\s+protection|code\s+scanning|branch\s+protection|status\s+checks|required\s+reviews|code\s+owners)\b/i,
    prose: true,
    confirm: (a, m) => removalOrder(a, m),
  },
  {
    id: 'skipCheck',
    anchors: DEFENCE_WORDS.skipCheck,
    re: /\b(?:SKIP|DISABLE|NO)_[A-Z0-9_]*?(?:SECURITY|AUDIT|SCAN|VERIFY|VERIFICATION|SIGNATURE|SIG_CHECK|CHECKSUM|SSL|TLS|CERT|GPG|SANDBOX|ANTIVIRUS)[A-Z0-9_]*["']?\s*[:=]\s*["']?(?:1|true|yes|on)\b|\bSKIP=["']?(?:[\w-]+,)*(?:gitleaks|detect-secrets|trufflehog|bandit|semgrep|detect-private-key|detect-aws-credentials)\b|\s--(?:skip|disable)-(?:security|audit|signature|checksum|ssl|tls|cert|verification|verify|sandbox)[\w-]*/,
  },
  ...HOST_TECHNIQUES,
];

/** A removal verb opening a clause ("so delete these …:", "Also delete …", "untick …", "然后删除 …"). */
const REMOVE_ORDER =
  /(?:^|[:;,(]|\b(?:so|then|also|please|just|simply|first|next|now)\b)\s*(?:\*\*|__)?\s*(?:delete|remove|drop|disable|turn\s+off|switch\s+off|comment\s+out|strip\s+out|get\s+rid\s+of|untick|uncheck|deactivate|elimin[ae]|borr[ae]|desactiv[ae]|quit[ae]|supprime[sz]?|désactive[sz]?|retire[sz]?|enleve[sz]?|lösche|entferne|deaktiviere|remova|exclua|desative|apague|rimuovi|disattiva|удалите|удали|отключите|отключи)(?![\p{L}])|(?:^|[，,：:；;（(]|然后|再|并|请|直接|也)\s*(?:删除|删掉|移除|去掉|关闭|禁用|停用|取消勾选)/iu;
/** The verb after its object (Japanese, Korean; Chinese 把 … 删除): "CodeQL のワークフローを削除してください", "把 CodeQL 工作流删除". */
const REMOVE_AFTER =
  /^[^。．.!?！？\n]{0,60}?(?:削除|無効に|外して|オフに|삭제|비활성화|제거|끄)|^[^。.!?！？\n]{0,30}?(?:删除|删掉|移除|去掉|关闭|禁用)|^(?:[^.!?\n]|\n(?![ \t]*\n)){0,80}?[,;:،]\s*(?:then\s+|just\s+|simply\s+)?(?:delete|remove|drop|disable|comment\s+out|turn\s+off|switch\s+off|get\s+rid\s+of)\s+(?:that|this|those|these|the|it|them)\b|^(?:[^.!?\n]|\n(?![ \t]*\n)){0,80}?(?<![\u0600-\u06ff])[وف]?(?:احذف|أزل|ازل|عطّل|عطل|أوقف|ألغ)(?![\u0600-\u06ff])|^(?:[^।.!?\n]|\n(?![ \t]*\n)){0,80}?(?:हटा\s+द|डिलीट\s+कर|बंद\s+कर)|^(?:[^.!?\n]|\n(?![ \t]*\n)){0,80}?[,;:]\s*(?:o\s+adımı\s+|bunu\s+)?(?:silin|sil|kaldırın|kaldır|devre\s+dışı\s+bırakın|xóa|xoá|gỡ\s+bỏ|tắt|hapus|nonaktifkan|matikan)(?![\p{L}])/u;
/** What is removed is a weakness, not the protection (`continue-on-error` of a scan, its ignore list); or a prohibition. */
const REMOVE_WEAKNESS =
  /continue-on-error|allow_failure|\|\|\s*true|exit-code\s*0|\bignore|\bexception|\bsuppress|\bbaseline|false\s+positive|--no-verify|if:\s*false|\bskip\b|\bbypass|\bnever\b|\bdon'?t\b|\bdo\s+not\b|\bmust\s+not\b|\bshould\s+not\b|\bavoid\b|\bwithout\b|不要|禁止|切勿|不得|严禁|避免|忽略|例外|\bno\s+(?:elimin|borr|desactiv|quit|remova|exclua|desativ|apague)|\bne\s+(?:supprim|désactiv|retir|enlev)|\bnicht\b|\bnunca\b|\bjamais\b|\bnão\b|\bnon\s+(?:rimuov|disattiv|elimin)|\bне\s+(?:удал|отключ)|しないで|しないこと|ないでください|하지\s*마/iu;

/**
 * The hit names a protection, and the prose the agent follows orders it removed: the hit's
 * own sentence (inline code dropped) has a removal verb opening a clause before it, or the
 * hit is in a list whose lead-in line ("so delete these from the workflows:") does.
 */
function removalOrder(a: Around, m: RegExpExecArray): boolean {
  if (a.seg.kind !== 'prose' || (a.sf.role !== 'skill' && !a.followed)) return false;
  const text = a.text;
  const at = a.ls + m.index;
  let from = Math.max(a.seg.start, at - 400);
  const para = text.lastIndexOf('\n\n', at);
  if (para >= from) from = para + 2;
  const item = /(?:^|\n)[ \t]*(?:[-*+]|\d+[.)])[ \t][^\n]*$/.exec(text.slice(from, at));
  let context: string | undefined;
  if (item) {
    // the item, and the lead-in line of its list (the line before the first item, ending with a colon)
    const itemStart = from + item.index + (text[from + item.index] === '\n' ? 1 : 0);
    let s = itemStart;
    for (let n = 0; n < 12 && s > a.seg.start; n++) {
      const ps = text.lastIndexOf('\n', s - 2) + 1;
      const line = text.slice(ps, s - 1);
      if (!line.trim() || /^[ \t]*(?:[-*+]|\d+[.)])[ \t]/.test(line) || /^[ \t]{2,}\S/.test(line)) {
        s = ps;
        continue;
      }
      context = /[:：][ \t]*$/.test(line) ? `${line.replace(/`[^`\n]*`/g, ' ')} ${text.slice(itemStart, at)}` : text.slice(itemStart, at);
      break;
    }
    context ??= text.slice(itemStart, at);
  } else {
    const prose = text.slice(from, at);
    const ends = [...prose.matchAll(/[.!?。！？](?:\s|$)/g)];
    context = ends.length ? prose.slice(ends[ends.length - 1].index! + 1) : prose;
  }
  // (a numbered or bulleted item's marker is no word: "3. Remove the `USER app` line")
  const words = (context ?? '')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/`[^`\n]*$/, ' ')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '');
  if (REMOVE_WEAKNESS.test(context ?? '')) return false;
  if (REMOVE_ORDER.test(words)) return true;
  // a verb after its object, in the rest of the hit's sentence (Japanese, Korean, Chinese 把 …)
  const rest = text.slice(at, Math.min(a.seg.end, at + 160));
  const after = rest.slice(m[0].length).replace(/`[^`\n]*`/g, ' ');
  if (!REMOVE_AFTER.test(after) || REMOVE_WEAKNESS.test(after.split(/[。．.!?！？\n]/, 1)[0])) return false;
  // (Chinese puts the verb last only after 把/将)
  return (
    !/^[^。.!?！？\n]{0,30}?(?:删除|删掉|移除|去掉|关闭|禁用)/u.test(after) ||
    /[把将]/.test(words.slice(-40)) ||
    /[\u3040-\u30ff\uac00-\ud7af]/.test(after.slice(0, 60))
  );
}

/** Whether another TLS entry (not the key/value one) matches the line. */
function tlsElsewhere(line: string): boolean {
  return TECHNIQUES.some((t) => t.re !== TLS_KEY && !t.files && /^tls(?:Env|Config|Code|Request)$/.test(t.id) && t.re.test(line));
}

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
