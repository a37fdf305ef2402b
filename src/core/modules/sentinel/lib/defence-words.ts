/**
 * The literal words of sentinel/defence-off's techniques (lower case; a line must hold one
 * before the technique's precise pattern runs). One list per technique (messageId), read by
 * defence-off.ts for its techniques and by the shared anchor pass (anchor tag `defence`), so
 * the two cannot drift apart. Pure data: imports nothing.
 */
export const DEFENCE_WORDS = {
  tlsEnv: ['node_tls_reject_unauthorized', 'pythonhttpsverify', 'git_ssl_no_verify', 'npm_config_strict_ssl'],
  tlsConfig: ['sslverify', 'strict-ssl', 'strictssl', 'trusted-host', 'ssl_verify'],
  tlsRequest: ['curl', 'wget', 'trusted-host', 'skipcertificatecheck', 'certificatevalidationcallback'],
  tlsCode: [
    'verify',
    'unverified_context',
    'cert_none',
    'check_hostname',
    'tcpconnector',
    'rejectunauthorized',
    'strictssl',
    'insecureskipverify',
    'insecure_skip_verify',
  ],
  container: ['--privileged', 'privileged:', 'cap-add', 'cap_add', 'security-opt', 'allowprivilegeescalation', 'runasuser', 'runasnonroot'],
  browserFlag: ['no-sandbox', 'disable-web-security', 'ignore-certificate-errors', 'ignorehttpserrors'],
  cors: ['allow-credentials', 'allow_credentials', 'supports_credentials', 'credentials:', 'credentials='],
  openPort: ['0.0.0.0/0', '::/0'],
  rootUser: ['user root', 'user 0'],
  scanIgnored: ['continue-on-error', 'allow_failure', 'audit', 'trivy', 'snyk', 'semgrep', 'bandit', 'gitleaks', 'grype', 'codeql', 'checkov', 'tfsec'],
  noVerify: ['--no-verify'],
  skipCheck: ['skip_', 'disable_', 'skip=', '--skip-', '--disable-'],
} as const satisfies Record<string, readonly string[]>;

/** Every technique's words once, in technique order (the anchor pass's `defence` tag). */
export const DEFENCE_ANCHOR_WORDS: readonly string[] = [...new Set(Object.values(DEFENCE_WORDS).flat())];
