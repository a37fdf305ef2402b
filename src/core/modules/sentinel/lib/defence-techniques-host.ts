/**
 * sentinel/defence-off's techniques on the machine and its accounts (lib/defence-techniques.ts holds the rest):
 * the antivirus or firewall switched off, Office's macro defences, logins with no password or as root, a build's
 * CVE check taken out, a storage account's public-access block switched off, a tool's unsafe installs allowed, GnuPG
 * trusting every key, a signature check that accepts any signer, an Electron window open to its pages, a Kubernetes
 * cluster opened to all its accounts or exempted from its policies, an image-generation web UI's unsafe loading on the
 * network.
 */
import { DEFENCE_WORDS } from './defence-words.ts';
import type { Around, Technique } from './defence-types.ts';
import { sectionAt } from './ini-sections.ts';
import { SAAS_TECHNIQUES, writesSettings } from './defence-techniques-saas.ts';
import { holdsStar, keyValue, mapOf, onceper, openBinding, openProject, valueAt, yamlDocument } from './cluster-open.ts';

/** A registry value set to `v` after its name, however it is written: `-Value 1`, `=dword:00000001`, `/d 1`, `REG_DWORD, 1`, `"X" = 1` (a table a loop writes). */
const setTo = (v: number): string => String.raw`(?:[^\n]{0,80}?(?:-Value\s+["']?|=\s*dword:0{0,7}|\s\/d\s+["']?|REG_DWORD\s*,\s*)|\s*=\s*)${v}\b`;

/** Radicale's `hosts` (read once per segment) names an address beyond the machine: every address, or a LAN one. */
const beyond = new WeakMap<object, boolean>();
function listensBeyond(a: Around): boolean {
  let v = beyond.get(a.seg);
  if (v === undefined) {
    const hosts = /^[ \t]*hosts[ \t]*=[ \t]*([^\n#]*)/m.exec(a.text.slice(a.seg.start, a.seg.end))?.[1] ?? '';
    v = hosts.split(',').some((h) => h.trim() && !/^(?:127\.\d+\.\d+\.\d+|localhost|\[?::1\]?)(?::\d+)?$/i.test(h.trim()));
    beyond.set(a.seg, v);
  }
  return v;
}

/** The nearest line above `ls` indented less than the line at `ls` (its YAML parent key). */
function parentLine(text: string, ls: number): string {
  const indent = /^[ \t]*/.exec(text.slice(ls))![0].length;
  for (let e = ls - 1; e > 0; ) {
    const s = text.lastIndexOf('\n', e - 1) + 1;
    const line = text.slice(s, e);
    if (line.trim() && /^[ \t]*/.exec(line)![0].length < indent) return line;
    e = s - 1;
  }
  return '';
}

/** Whether the nearest key above line `ls` with less indentation (YAML's parent), or the key of the JSON object that holds it, names a webhook. */
function webhookParent(text: string, from: number, ls: number): boolean {
  const indent = /^[ \t]*/.exec(text.slice(ls, ls + 200))![0].length;
  let e = ls - 1;
  for (let n = 0; n < 30 && e > from; n++) {
    const s = text.lastIndexOf('\n', e - 1) + 1;
    const line = text.slice(s, e);
    const lead = /^[ \t]*/.exec(line)![0].length;
    if (line.trim() && !/^\s*[#/]/.test(line) && lead < indent) return /webhook/i.test(line);
    e = s - 1;
  }
  return false;
}

export const HOST_TECHNIQUES: Technique[] = [
  ...SAAS_TECHNIQUES,
  {
    // a CalDAV/CardDAV server (Radicale) taking any login (`[auth]` `type = none`) while it listens beyond the machine
    id: 'serviceAuthOff',
    anchors: DEFENCE_WORDS.radicaleOpen,
    re: /^[ \t]*type[ \t]*=[ \t]*none\b/m,
    // (beyond the machine: any address of `hosts` not a loopback one — every address, or the LAN's)
    confirm: (a) => sectionAt(a.text, a.seg, a.ls)?.name === 'auth' && listensBeyond(a),
    config: true,
  },
  {
    // Kubernetes opened to everyone: a role bound to every account or pod of the cluster (`system:authenticated`,
    // `system:unauthenticated`, `system:serviceaccounts`) — not a read-only default role —, a policy engine told to skip every
    // namespace (Gatekeeper `excludedNamespaces: ["*"]`, a Kyverno PolicyException for `"*"` namespaces and names), an
    // Argo CD project that lets its tenants deploy anything anywhere (any repo, any destination, every cluster-wide kind)
    id: 'clusterOpen',
    anchors: DEFENCE_WORDS.clusterOpen,
    re: /^[^\n]*?\bname:[ \t]*["']?system:(?:authenticated|unauthenticated|serviceaccounts|anonymous)["']?[ \t]*(?:[,}][^\n]*|#[^\n]*)?$|^[^\n]*?\b(?:excludedNamespaces|namespaces):[ \t]*(?:\[[^\]\n]{0,400}\][ \t]*)?(?:[,}][^\n]*|#[^\n]*)?$|^[^\n]*?\bclusterResourceWhitelist:[^\n]*$/m,
    confirm: (a, m) => {
      const doc = yamlDocument(a, a.ls);
      const group = /\bname:[ \t]*["']?system:(authenticated|unauthenticated|serviceaccounts|anonymous)/.exec(m[0])?.[1];
      if (group) return openBinding(a, doc, group);
      if (/clusterResourceWhitelist/.test(m[0])) return onceper(a, doc, 'project', openProject);
      // (a bare "*" in the list the key holds — inline or the items below it —, in a Gatekeeper Config; in a Kyverno
      // PolicyException, for every namespace and every name: `names: [prometheus-node-exporter*]` is one chart's exception)
      const gatekeeper = /excludedNamespaces/.test(m[0]);
      const kind = gatekeeper ? /^[ \t]*kind:[ \t]*Config\b/m : /^[ \t]*kind:[ \t]*PolicyException\b/m;
      if (!onceper(a, doc, gatekeeper ? 'gatekeeper' : 'kyverno', (t) => kind.test(t))) return false;
      const key = gatekeeper ? 'excludedNamespaces' : 'namespaces';
      if (!holdsStar(valueAt(a.text, a.ls, a.le, key))) return false;
      if (gatekeeper) return true;
      const names = keyValue(mapOf(a.text, a.ls, a.le), 'names');
      return !names || holdsStar(names);
    },
    config: true,
  },
  {
    // a search cluster's superuser role given to everyone: OpenSearch / Open Distro security's `all_access` (or
    // `security_manager`) mapped to `users: ["*"]` or `backend_roles: ["*"]` — every account that logs in is cluster admin
    id: 'clusterOpen',
    anchors: DEFENCE_WORDS.searchAdminOpen,
    re: /^[ \t]*(?:all_access|security_manager|admin):[ \t]*$/m,
    confirm: (a) => {
      // (the role's own block: its indented lines after it)
      const rest = a.text.slice(a.le, Math.min(a.seg.end, a.le + 600));
      const block = /^(?:\n[ \t]+[^\n]*|\n[ \t]*(?=\n))*/.exec(rest)?.[0] ?? '';
      return /^[ \t]+(?:users|backend_roles):[ \t]*\[[^\]\n]*["']\*["'][^\]\n]*\]|^[ \t]+(?:users|backend_roles):[ \t]*\n(?:[ \t]+-[^\n]*\n)*?[ \t]+-[ \t]*["']?\*["']?[ \t]*$/m.test(
        block,
      );
    },
    config: true,
  },
  {
    // Solr's rule-based authorisation that lets anyone do everything: `"blockUnknown": false` and the `all` permission with no
    // role (`"role": null` / `"*"`) — every request, anonymous ones included, is allowed
    id: 'clusterOpen',
    anchors: DEFENCE_WORDS.searchAdminOpen,
    re: /"name"\s*:\s*"all"\s*,\s*"role"\s*:\s*(?:null|"\*")/,
    confirm: (a) => /"blockUnknown"\s*:\s*false\b/.test(a.text.slice(a.seg.start, a.seg.end)),
    config: true,
  },
  {
    // a deb822 source marked trusted (`Trusted: yes`): apt installs whatever it serves unsigned — only beside the source's own
    // `URIs:` / `Types:` fields (a YAML key `trusted: yes` is something else)
    id: 'sumdbOff',
    anchors: DEFENCE_WORDS.sumdbOff,
    re: /(?:^|["'\s])Trusted:[ \t]*yes\b/m,
    confirm: (a) => /\bURIs:|\bTypes:[ \t]*deb\b/.test(a.text.slice(Math.max(a.seg.start, a.ls - 600), Math.min(a.seg.end, a.le + 600))),
    lasting: /./,
  },
  {
    // an Electron window that gives its web pages Node and switches the same-origin policy off (`webSecurity: false` with
    // `nodeIntegration: true`): a script on any page it shows runs with the user's rights
    id: 'electronOpen',
    anchors: DEFENCE_WORDS.electronOpen,
    re: /\bwebSecurity["']?\s*:\s*false\b/,
    confirm: (a) => /\bnodeIntegration["']?\s*:\s*true\b/.test(a.text.slice(a.seg.start, a.seg.end)),
    config: true,
  },
  {
    // a signature check that accepts any signer: cosign's identity or issuer matched by `.*` — a forged artifact signed
    // by anyone verifies like the release (the transparency log skipped alone is an air-gapped key check's, not this)
    id: 'anySigner',
    anchors: DEFENCE_WORDS.anySigner,
    // (also a whole code host's every repository — `https://github.com/.*` —, any e-mail — `.*@.*` —, and the policy
    // controller's `subjectRegExp: ".*"` / `issuerRegExp`)
    re: /(?:--certificate-(?:identity|oidc-issuer)-regexp[ \t=]+|\b(?:subject|issuer)RegExp["']?\s*:\s*)["']?\^?(?:https?:\/\/[\w.-]+\/)?\.[*+](?:@\.[*+])?\$?["']?(?=[\s\\),]|$)/m,
    config: true,
  },
  {
    // Stable Diffusion web UI's safety switches: `--disable-safe-unpickle` loads every model file's pickle unchecked (a
    // checkpoint runs code), `--enable-insecure-extension-access` lets the UI install extensions (code) when it listens
    // beyond the machine; an error with `--listen` / `--share` (whoever reaches the port runs code as the user)
    id: 'modelUiOpen',
    anchors: DEFENCE_WORDS.modelUiOpen,
    re: /--disable-safe-unpickle\b|--enable-insecure-extension-access\b/,
    configWhen: (a) => /--(?:listen|share)\b|--server-name[=\s]+["']?0\.0\.0\.0\b/.test(a.text.slice(a.seg.start, a.seg.end)),
  },
  {
    // a network device managed in the clear or by anyone: an SNMP community with write access and no access list, telnet
    // on the management lines
    id: 'deviceMgmtOpen',
    anchors: DEFENCE_WORDS.deviceMgmtOpen,
    re: /^[ \t]*snmp-server[ \t]+community[ \t]+\S+(?:[ \t]+\S+)*?[ \t]+RW[ \t]*$|^[ \t]*transport[ \t]+input[ \t]+(?:(?:\S+[ \t]+)*telnet\b|all\b)/im,
    config: true,
  },
  {
    // a firewall that lets the internet in whole: a FortiGate policy from the WAN for every address and service accepted, a
    // MikroTik input rule accepting everything from the WAN list
    id: 'firewallOpen',
    anchors: DEFENCE_WORDS.firewallOpen,
    re: /^[ \t]*set[ \t]+srcintf[ \t]+"?wan\w*"?[ \t]*$|\badd\b[^\n]*\bchain=input\b[^\n]*\baction=accept\b[^\n]*\bin-interface(?:-list)?=(?:WAN|ether1)\b/im,
    confirm: (a, m) => {
      if (/chain=input/.test(m[0])) return !/\b(?:src-address(?:-list)?|dst-port|protocol|connection-state)=/.test(m[0]);
      // (the policy's block, `edit N` … `next`: every address, every service, accepted)
      const end = a.text.indexOf('\n    next', a.le);
      const block = a.text.slice(Math.max(a.seg.start, a.text.lastIndexOf('edit ', a.ls)), end < 0 ? Math.min(a.seg.end, a.le + 600) : end);
      return /set[ \t]+srcaddr[ \t]+"?all"?/i.test(block) && /set[ \t]+action[ \t]+accept\b/i.test(block) && /set[ \t]+service[ \t]+"?ALL"?/i.test(block);
    },
    config: true,
  },
  {
    // a webhook's signature or HMAC check switched off in the configuration its handler reads: a `verify`-like key set
    // false inside a `webhook(s)` section (`"webhooks": {"verify": false}`), or a key that names both (`verify_webhook_signature:
    // false`, `SHOPIFY_WEBHOOK_VERIFY=false`)
    id: 'webhookUnsigned',
    anchors: DEFENCE_WORDS.webhookUnsigned,
    re: /["']?\b(?:verify|verify_?signatures?|verifySignatures?|validate_?signatures?|validateSignatures?|check_?signatures?|hmac(?:_?check|_?verify)?|signature_?(?:check|verification))["']?\s*[:=]\s*["']?(?:false|off|no|none|0)\b|["']?\bskip_?(?:signature|hmac)_?(?:verification|check)?["']?\s*[:=]\s*["']?(?:true|yes|on|1)\b|["']?\b[\w.-]*webhook[\w.-]*(?:verif|signature|hmac)[\w.-]*["']?\s*[:=]\s*["']?(?:false|off|no|none|0)\b|["']?\b[\w.-]*(?:verif|signature|hmac)[\w.-]*webhook[\w.-]*["']?\s*[:=]\s*["']?(?:false|off|no|none|0)\b/i,
    // (the key sits in a `webhook(s)` section: the line's own key names it, or the nearest key above with less indentation —
    // YAML's parent —, or the JSON object that holds it opens under that name)
    confirm: (a, m) => /webhook/i.test(m[0]) || /webhook/i.test(a.text.slice(a.ls, a.ls + (m.index ?? 0))) || webhookParent(a.text, a.seg.start, a.ls),
    config: true,
  },
  {
    // WooCommerce's REST permission check answered "yes" for everyone (`add_filter('woocommerce_rest_check_permissions', …
    // return true`): any anonymous caller reads and writes orders and customers
    id: 'serviceAuthOff',
    anchors: DEFENCE_WORDS.serviceAuthOff,
    re: /\badd_filter\s*\(\s*["']woocommerce_rest_check_permissions["']/,
    confirm: (a) =>
      /woocommerce_rest_check_permissions["']\s*,\s*(?:["']__return_true["']|(?:static\s+)?function\s*\([^)]*\)\s*(?:use\s*\([^)]*\)\s*)?(?::\s*\??\w+\s*)?\{\s*return\s+true\s*;\s*\}|(?:static\s+)?fn\s*\([^)]*\)\s*(?::\s*\??\w+\s*)?=>\s*true\b)/i.test(
        a.text.slice(a.ls, a.ls + 400),
      ),
    config: true,
  },
  {
    // a tailnet or mesh ACL that lets every device reach every port of every other (Tailscale's `{"action": "accept", "src":
    // ["*"], "dst": ["*:*"]}`): the network's own firewall opened to whoever joins it
    id: 'firewallOpen',
    anchors: DEFENCE_WORDS.firewallOpen,
    re: /["']?\bdst["']?\s*[:=]\s*\[\s*["']\*:\*["']\s*\]/,
    // (in the same rule object, on its lines or the rule's own line: `"src": ["*"]` — Terraform's `src = ["*"]` — and the
    // action `accept`)
    confirm: (a) => {
      const open = a.text.lastIndexOf('{', a.ls + (a.le - a.ls));
      const close = a.text.indexOf('}', a.ls);
      if (open < a.seg.start || close < 0 || close - open > 1200) return false;
      const rule = a.text.slice(open, close);
      return /["']?\bsrc["']?\s*[:=]\s*\[\s*["']\*["']\s*\]/.test(rule) && /["']?\baction["']?\s*[:=]\s*["']accept["']/.test(rule);
    },
    config: true,
  },
  {
    // a shared desktop with no password (x11vnc `-nopw` and no `-rfbauth`/`-passwd`/`-usepw`) reachable beyond the machine
    // (no `-localhost`): anyone on the network watches and drives the session
    id: 'serviceAuthOff',
    anchors: DEFENCE_WORDS.serviceAuthOff,
    re: /(?:^|[\s"'(])--?nopw\b/,
    confirm: (a) => {
      const whole = a.text.slice(a.seg.start, a.seg.end);
      return (
        /\bx11vnc\b/.test(whole) &&
        !/(?:^|[\s"'(])--?(?:rfbauth|passwd|passwdfile|usepw|localhost|unixpw)\b|(?:^|[\s"'(])--?listen\s+["']?(?:localhost|127\.0\.0\.1|::1)\b/.test(whole)
      );
    },
    config: true,
  },
  {
    // a dev server told to serve the whole file system (Vite's `server.fs.allow: ['/']`, `fs.strict: false`) to every address
    // it listens on (`host: '0.0.0.0'` or `true`): whoever reaches the port reads `~/.ssh`, `.env` and every file of the machine
    id: 'settingOff',
    anchors: DEFENCE_WORDS.devServerOpen,
    re: /\ballow\s*:\s*\[[^\]\n]{0,200}?(?:["'](?:\/|~|\/Users\/?|\/home\/?)["']|os\.homedir\(\))|\bstrict\s*:\s*false\b/,
    // (inside the server's `fs: { … }` block, and the server listening beyond the machine)
    confirm: (a) =>
      /\bfs\s*:\s*\{[^{}]*$/.test(a.text.slice(Math.max(a.seg.start, a.ls - 400), a.ls)) &&
      /\bhost\s*:\s*(?:true\b|["'](?:0\.0\.0\.0|::)["'])/.test(a.text.slice(a.seg.start, a.seg.end)),
    config: true,
    sampleInMarkdown: true,
  },
  {
    // GnuPG told to trust every key (`trust-model always`, `--always-trust`): any key imported signs as valid
    id: 'gpgTrustAll',
    anchors: DEFENCE_WORDS.gpgTrustAll,
    re: /(?:^|[\s"'])(?:--)?trust-model[\s=]+["']?always\b|--always-trust\b/,
    lasting: /^\s*trust-model\s+always\b|gpg\.conf\b|>>/i,
    // (encrypting to a key the skill ships — `gpg --always-trust --encrypt -r …` — trusts a recipient, verifies nothing)
    confirm: (a) => !/\s(?:--encrypt|-e|--symmetric)\b/.test(a.text.slice(a.ls, a.le)),
  },
  {
    // a tool's own guard on where code is installed from switched off: arduino-cli's unsafe library installs (any git URL or zip)
    id: 'unsafeInstall',
    anchors: DEFENCE_WORDS.unsafeInstall,
    re: /\benable_unsafe_install["']?\s*(?:[:=]\s*|\s+)["']?(?:true|1|yes)\b|\bARDUINO_LIBRARY_ENABLE_UNSAFE_INSTALL\s*=\s*["']?(?:true|1)\b/i,
  },
  {
    // an Apps Script web app anyone may call without signing in, running with its owner's rights (appsscript.json
    // `"access": "ANYONE_ANONYMOUS"` with `"executeAs": "USER_DEPLOYING"`): the owner's files and mail open to whoever has the URL
    id: 'openWebApp',
    anchors: DEFENCE_WORDS.openWebApp,
    re: /"access"\s*:\s*"ANYONE_ANONYMOUS"/,
    confirm: (a) => /"executeAs"\s*:\s*"USER_DEPLOYING"/.test(a.text.slice(a.seg.start, a.seg.end)),
    config: true,
  },
  {
    // Firebase security rules that let anyone write: Firestore and Storage `allow … write: if true;` (or with no condition, or
    // "test mode" — open to all until a date), the Realtime Database's `".write": true`
    id: 'openRules',
    anchors: DEFENCE_WORDS.openRules,
    re: /\ballow\s+(?:[a-z]+\s*,\s*)*(?:write|create|update|delete)(?:\s*,\s*[a-z]+)*\s*(?::\s*if\s+(?:true|request\.time\s*<\s*timestamp\.date\s*\()|;)|["']\.write["']\s*:\s*(?:true\b|["']true["'])/,
    // (the local emulator's rules are the developer's own machine: a warning to review)
    configWhen: (a) => !/\bemulator|\blocalhost\b|127\.0\.0\.1/i.test(a.text.slice(a.seg.start, a.seg.end)),
    // (rules live in their own files: a document quoting `allow read, write: if true` — an auditor's output — shows it)
    confirm: (a) => a.sf.role === 'data',
  },
  {
    // a storage account's public-access guard switched off: S3's Block Public Access (CLI, JSON or Terraform), so any bucket
    // policy or ACL may open the data to everyone
    id: 'publicAccessOff',
    anchors: DEFENCE_WORDS.publicAccessOff,
    re: /\b(?:BlockPublicAcls|IgnorePublicAcls|BlockPublicPolicy|RestrictPublicBuckets|block_public_acls|ignore_public_acls|block_public_policy|restrict_public_buckets)["']?\s*(?:[:=]\s*["']?|\s+=\s+)(?:false|0)\b|--no-block-public-access\b|allowBlobPublicAccess["']?\s*[:=]\s*["']?true\b|allow_nested_items_to_be_public\s*=\s*true\b/i,
  },
  {
    // Defender or the firewall off as a setting, however the command is spelt: a hashtable splatted into a
    // built cmdlet name (`$p = @{ DisableRealtimeMonitoring = $true }; & ('Set-'+'MpPreference') @p`), a registry
    // value (`reg add … /v DisableAntiSpyware /d 1`, `-Name EnableFirewall -Value 0`), JSON / YAML / .reg keys,
    // a whole drive excluded from scanning, `-Profile … -Enabled False` given to a cmdlet held in a variable.
    // (`Set-MpPreference -Disable… $true` and `netsh advfirewall … off` written out are sentinel/permission-change's.)
    id: 'hostDefenceOff',
    anchors: DEFENCE_WORDS.hostDefenceOff,
    re: new RegExp(
      String.raw`(?<![a-z])["']?Disable(?:RealtimeMonitoring|BehaviorMonitoring|IOAVProtection|ScriptScanning|AntiSpyware|AntiVirus|IntrusionPreventionSystem|BlockAtFirstSeen|OnAccessProtection|RealtimeProtection)["']?(?:\s*(?:=>|[:=])\s*["']?(?:\$?true|1|yes|on|dword:0*1)\b|[^\n]{0,80}?(?:\s\/d\s+["']?1\b|-Value\s+["']?1\b))` +
        String.raw`|(?<![a-z])["']?EnableFirewall["']?(?:\s*(?:=>|[:=])\s*["']?(?:\$?false|0|no|off|dword:0+)\b|[^\n]{0,80}?(?:\s\/d\s+["']?0\b|-Value\s+["']?0\b))` +
        String.raw`|(?<![a-z])["']?Exclusion(?:Path|s)["']?\s*(?:=>|[:=])\s*@?\(?\[?\s*["'][A-Za-z]:\\{1,2}["']` +
        String.raw`|(?:\bSet-NetFirewallProfile\b|(?<=\s)-Profile\s+["']?(?:Domain|Public|Private|Any|All)\b)[^\n|;]{0,80}?\s-Enabled\s+(?:\$?False|0|["']False["'])\b`,
      'i',
    ),
    lasting: /./,
    config: true,
  },
  {
    // Windows' own prompts switched off as registry values: UAC (`EnableLUA` 0 — every program runs with full rights unasked,
    // `ConsentPromptBehaviorAdmin` 0, `PromptOnSecureDesktop` 0) and SmartScreen (`EnableSmartScreen` 0, `SmartScreenEnabled` "Off")
    id: 'hostDefenceOff',
    anchors: DEFENCE_WORDS.uacOff,
    re: new RegExp(
      String.raw`(?<![a-z])["']?(?:EnableLUA|ConsentPromptBehaviorAdmin|PromptOnSecureDesktop|EnableSmartScreen)["']?${setTo(0)}` +
        String.raw`|(?<![a-z])["']?SmartScreenEnabled["']?\s*(?:=\s*|[^\n]{0,80}?(?:-Value|\/d)\s+)["']Off["']`,
      'i',
    ),
    lasting: /./,
    config: true,
  },
  {
    // A managed Mac's defences given away in a configuration profile or `defaults write`: Munki installing packages
    // unchecked (`PackageVerificationMode` `none`), Full Disk Access (`SystemPolicyAllFiles`) granted to a shell or an
    // interpreter — every script then reads every file —, Santa's `AllowedPathRegex` opening home folders, /tmp or any path.
    id: 'hostDefenceOff',
    anchors: DEFENCE_WORDS.macDefenceOff,
    re: /\bPackageVerificationMode\b(?:<\/key>\s*<string>|["']?\s*[:=]\s*["']?|\s+(?:-string\s+)?)none\b|<key>SystemPolicyAllFiles<\/key>|\bAllowedPathRegex\b(?:<\/key>\s*<string>|["']?\s*[:=]\s*["']?|\s+(?:-string\s+)?["']?)([^<"'\n]*)/i,
    confirm: (a, m) => {
      if (/PackageVerificationMode/i.test(m[0])) return true;
      if (/AllowedPathRegex/i.test(m[0])) return /\/Users\b|\/tmp\b|\/private\/(?:var|tmp)\b|^\^?\/?\.\*|\/opt\b|\/usr\/local\b/.test(m[1] ?? '');
      // (the grant's identifiers, up to the end of its array: a shell or an interpreter by path)
      const rest = a.text.slice(a.ls, a.ls + 6000);
      const end = rest.indexOf('</array>');
      return /<string>\s*(?:\/bin\/(?:ba|z|da|k|c|tc)?sh|\/usr\/bin\/(?:python3?|osascript|env|perl|ruby|bash|zsh)|\/usr\/local\/bin\/python3?|\/opt\/homebrew\/bin\/python3?)\s*<\/string>/.test(
        end < 0 ? rest : rest.slice(0, end),
      );
    },
    lasting: /./,
    config: true,
  },
  {
    // a service's own login switched off: Mosquitto taking anonymous clients, Home Assistant letting a network that is the whole
    // internet (0.0.0.0/0, ::/0) skip the login, Spring Boot's shutdown endpoint switched on
    id: 'serviceAuthOff',
    anchors: DEFENCE_WORDS.serviceAuthOff,
    re: /^[ \t]*allow_anonymous[ \t]+true\b|\ballow_bypass_login["']?\s*:\s*true\b|\bmanagement\.endpoint\.shutdown\.enabled["']?\s*[:=]\s*["']?true\b/im,
    confirm: (a, m) => {
      const whole = a.text.slice(a.seg.start, a.seg.end);
      if (/allow_bypass_login/i.test(m[0])) return /(?:0\.0\.0\.0\/0|::\/0)/.test(whole);
      // (a broker every listener of which is bound to this machine: nobody else reaches it)
      if (/allow_anonymous/i.test(m[0])) {
        const listeners = [...whole.matchAll(/^[ \t]*(?:listener|port)[ \t]+\d+[ \t]*([^\s#]*)/gim)];
        return !listeners.length || listeners.some((l) => !/^(?:127\.0\.0\.1|localhost|::1)$/i.test(l[1]));
      }
      return true;
    },
    config: true,
  },
  {
    // …a login skipped for clients of "trusted" or "local" networks, the list holding the whole internet (Moonraker's
    // `trusted_clients:` with `0.0.0.0/0`, OctoPrint's `accessControl.localNetworks` with autologin): anyone who reaches the
    // host is let in, as its owner
    id: 'serviceAuthOff',
    anchors: DEFENCE_WORDS.serviceAuthOff,
    re: /["']?\b(?:trusted_clients|localNetworks|local_networks)\b["']?\s*[:=]/i,
    confirm: (a, m) => {
      const after = a.text.slice(a.ls + m.index + m[0].length, Math.min(a.seg.end, a.ls + m.index + m[0].length + 240));
      // (up to the next key of the same file: a list on the following lines, or inline)
      const list = /^(?:[^\n]*\n?)(?:[ \t]+[^\n]*\n?|[ \t]*-[^\n]*\n?)*/.exec(after)?.[0] ?? after;
      return /(?:^|[\s"'\[,-])(?:0\.0\.0\.0\/0|::\/0)(?=["'\s,\]]|$)/m.test(list);
    },
    config: true,
  },
  {
    // …Grafana's anonymous visitors made admins or editors (`[auth.anonymous]` `enabled = true`, `org_role = Admin`; the
    // same as `GF_AUTH_ANONYMOUS_ORG_ROLE=Admin` beside `GF_AUTH_ANONYMOUS_ENABLED=true`): every visitor edits data sources,
    // keys and users (a wall display needs `Viewer`)
    id: 'serviceAuthOff',
    anchors: DEFENCE_WORDS.serviceAuthOff,
    re: /^[ \t]*org_role[ \t]*[=:][ \t]*["']?(?:Admin|Editor)\b|\bGF_AUTH_ANONYMOUS_ORG_ROLE["']?[ \t]*[:=][ \t]*["']?(?:Admin|Editor)\b/m,
    confirm: (a, m) => {
      const whole = a.text.slice(a.seg.start, a.seg.end);
      const at = a.ls - a.seg.start;
      if (m[0].includes('GF_')) return /\bGF_AUTH_ANONYMOUS_ENABLED["']?[ \t]*[:=][ \t]*["']?true\b/i.test(whole);
      // (the Helm chart's values: `grafana.ini:` ⏎ `auth.anonymous:` ⏎ `enabled: true` ⏎ `org_role: Admin`)
      if (/org_role[ \t]*:/.test(m[0])) {
        const key = whole.lastIndexOf('auth.anonymous:', at);
        return key >= 0 && at - key < 400 && /^[ \t]+enabled:[ \t]*["']?true\b/m.test(whole.slice(key, Math.min(whole.length, key + 400)));
      }
      // (the INI section the line stands in — its header line, not a `[` inside a value — switched on there)
      const section = sectionAt(a.text, a.seg, a.ls);
      return section?.name === 'auth.anonymous' && /^[ \t]*enabled[ \t]*=[ \t]*true\b/m.test(a.text.slice(section.start, section.end));
    },
    config: true,
  },
  {
    // …a REST API open to anyone by default: Django REST framework's `DEFAULT_PERMISSION_CLASSES` set to `AllowAny`
    id: 'serviceAuthOff',
    anchors: DEFENCE_WORDS.serviceAuthOff,
    re: /["']rest_framework\.permissions\.AllowAny["']/,
    confirm: (a) => /DEFAULT_PERMISSION_CLASSES["']?\s*[:=]\s*[[(]?\s*$/.test(a.text.slice(Math.max(a.seg.start, a.ls - 120), a.ls).trimEnd()),
    config: true,
  },
  {
    // …Spring Boot's shutdown endpoint switched on in nested YAML (`endpoint:` ⏎ `shutdown:` ⏎ `enabled: true`)
    id: 'serviceAuthOff',
    anchors: DEFENCE_WORDS.serviceAuthOff,
    files: /\.ya?ml$/i,
    re: /^[ \t]+shutdown:[ \t]*$/,
    // (under `management:` ⏎ `endpoint:`: the parent line just above, less indented, is `endpoint:`)
    confirm: (a) =>
      /^[ \t]+enabled:[ \t]*["']?true\b/.test(a.text.slice(a.le + 1, a.text.indexOf('\n', a.le + 1) < 0 ? a.text.length : a.text.indexOf('\n', a.le + 1))) &&
      /^[ \t]*endpoint:[ \t]*$/.test(parentLine(a.text, a.ls)) &&
      /^[ \t]*management:/m.test(a.text),
    config: true,
  },
  {
    // logins with no password: sshd letting an empty password in, a Yocto image whose root (or any account) has none,
    // a root password deleted
    id: 'emptyPassword',
    anchors: DEFENCE_WORDS.emptyPassword,
    re: /\bPermitEmptyPasswords["']?(?:\s+|\s*[=:]\s*)["']?yes\b|\b(?:EXTRA_)?IMAGE_FEATURES\b[^\n]{0,300}?(?:\bempty-root-password\b|\ballow-empty-password\b)|\bpasswd\s+(?:-d|--delete)\s+root\b|\busermod\s+(?:-\w+\s+)*-p\s+(?:''|"")\s+root\b/i,
    lasting: /./,
    config: true,
  },
  {
    // a database open to the network with no login: PostgreSQL `trust` for every address, MySQL with its grant tables
    // skipped, Redis out of protected mode, Elasticsearch security off, MongoDB authorization disabled
    id: 'dbAuthOff',
    anchors: DEFENCE_WORDS.dbAuthOff,
    re: /(?:^|\becho[ \t]+["']?)[ \t]*host(?:ssl|nossl|gssenc)?[ \t]+\S+[ \t]+\S+[ \t]+(?:0\.0\.0\.0\/0|::\/0|all|\*|0\.0\.0\.0[ \t]+0\.0\.0\.0)[ \t]+trust\b|^[ \t]*skip[-_]grant[-_]tables\b(?![ \t]*=[ \t]*(?:0|off|false)\b)|^[ \t]*protected-mode[ \t]+no\b|\bxpack\.security\.enabled["']?[ \t]*[:=][ \t]*["']?false\b|^[ \t]*authorization:[ \t]*["']?disabled\b/im,
    lasting: /./,
    config: true,
  },
  {
    // the PostgreSQL image taking any login (`POSTGRES_HOST_AUTH_METHOD: trust`, `-e POSTGRES_HOST_AUTH_METHOD=trust`) with its
    // port published on every interface (`"5432:5432"`, `-p 5432:5432`): anyone who reaches the machine is the database's owner
    id: 'dbAuthOff',
    anchors: DEFENCE_WORDS.dbAuthOff,
    re: /\bPOSTGRES_HOST_AUTH_METHOD["']?[ \t]*[:=][ \t]*["']?trust\b/,
    // (not a CI job's service container: it lives for one job, on the runner)
    confirm: (a) =>
      !/(?:^|\/)(?:\.github\/workflows\/|\.gitlab-ci\.ya?ml$|\.circleci\/|azure-pipelines\.ya?ml$|bitbucket-pipelines\.ya?ml$)/.test(a.sf.file.path) &&
      /(?:^|\s)-p[ \t]+["']?(?:0\.0\.0\.0:)?\d+:5432\b|^[ \t]*-[ \t]*["']?(?:0\.0\.0\.0:)?\d+:5432\b/m.test(a.text.slice(a.seg.start, a.seg.end)),
    lasting: /./,
    config: true,
  },
  {
    // PgBouncer taking any login (`auth_type = any` / `trust`) while it listens beyond the machine (`listen_addr = *`,
    // `0.0.0.0`, a LAN address): on localhost or a socket alone it is the same trust as a local pg_hba line
    id: 'dbAuthOff',
    anchors: DEFENCE_WORDS.poolerAuthOff,
    re: /^[ \t]*auth_type[ \t]*=[ \t]*(?:any|trust)\b/m,
    confirm: (a) => /^[ \t]*listen_addr[ \t]*=[ \t]*(?!(?:127\.0\.0\.1|localhost|::1)\s*$)\S/m.test(a.text.slice(a.seg.start, a.seg.end)),
    lasting: /./,
    config: true,
  },
  {
    // root logins over SSH with a password, a Yocto image's debug tweaks: a reviewer decides (lab boxes do this)
    id: 'rootLogin',
    anchors: DEFENCE_WORDS.rootLogin,
    re: /\bPermitRootLogin["']?(?:\s+|\s*[=:]\s*)["']?yes\b|\b(?:EXTRA_)?IMAGE_FEATURES\b[^\n]{0,300}?(?:\bdebug-tweaks\b|\ballow-root-login\b)/i,
  },
  {
    // a Yocto build's CVE check or SBOM taken out of every image (`INHERIT:remove = "cve-check create-spdx"`)
    id: 'buildScanRemoved',
    anchors: DEFENCE_WORDS.buildScanRemoved,
    re: /\bINHERIT(?::|_)remove\s*[+?:]?=\s*["'][^"'\n]*\b(?:cve-check|create-spdx|sbom-cve-check|vex)\b/,
    lasting: /./,
    config: true,
  },
  {
    // Office's macro defences switched off as registry values: every macro runs without asking (VBAWarnings 1), code may
    // rewrite code (AccessVBOM 1), files from the internet leave Protected View or run their macros, network shares trusted
    id: 'macroDefenceOff',
    anchors: DEFENCE_WORDS.macroDefenceOff,
    re: new RegExp(
      String.raw`(?<![a-z])["']?(?:VBAWarnings|AccessVBOM|Disable(?:InternetFiles|Attache?ments|UnsafeLocations)InPV|AllowNetworkLocations)["']?${setTo(1)}` +
        String.raw`|(?<![a-z])["']?blockcontentexecutionfrominternet["']?${setTo(0)}`,
      'i',
    ),
    // (a table's `"VBAWarnings" = 1` only where the file writes settings: an audit's table of insecure values compares)
    confirm: (a, m) => !/^["']?\w+["']?\s*=\s*\d\b/.test(m[0].trim()) || writesSettings(a),
    lasting: /./,
    config: true,
  },
];

/** Whether the SSH config's nearest `Host` / `Match` line above `ls` (back to `from`) is every host (`Host *`, `Match all`), or there is none. */
export function everyHost(text: string, from: number, ls: number): boolean {
  for (let e = ls - 1, n = 0; e > from && n < 5000; n++) {
    const s = Math.max(from, text.lastIndexOf('\n', e - 1) + 1);
    const m = /^[ \t]*(Host|Match)\b[ \t]*([^\n]*)/i.exec(text.slice(s, e));
    if (m) return /^(?:\*|all\b.*)$/i.test(m[2].trim());
    e = s - 1;
  }
  return true;
}
