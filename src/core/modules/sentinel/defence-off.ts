/**
 * sentinel/defence-off — a defence switched off in configuration (issue 28, technique 2).
 * One table, one entry per technique (its messageId, what it catches, why, severity):
 * - TLS verification off: for the whole process or machine (`NODE_TLS_REJECT_UNAUTHORIZED=0`,
 *   `PYTHONHTTPSVERIFY=0`, `GIT_SSL_NO_VERIFY=1`), in a tool's configuration (`git config
 *   http.sslVerify false`, `npm config set strict-ssl false`, `pip config set …trusted-host`,
 *   `conda config --set ssl_verify false`), or for one connection (`verify=False`, `curl -k`,
 *   `wget --no-check-certificate`, `rejectUnauthorized: false`, `InsecureSkipVerify: true`,
 *   `ssl._create_unverified_context`, `CERT_NONE`, `-SkipCertificateCheck`, libcurl's
 *   `ssl_verifypeer = 0` in R / PHP / pycurl), and in curl's, wget's and R's run-control files
 *   (`.curlrc` `insecure`, `.wgetrc` `check_certificate = off`, `.Rprofile` `download.file.extra = "-k"`),
 *   WordPress's `https_ssl_verify` filter and `'sslverify' => false`, and a TLS check's key set off in
 *   any configuration language (`validate_certs: no`, `allow_unverified_ssl = true`, `VERIFY_SSL=false`);
 * - an application's own protections off (WordPress `FORCE_SSL_ADMIN` false, `DISALLOW_FILE_EDIT`
 *   false, automatic updates off; Drupal's `update_free_access`; unattended upgrades off);
 * - repository protections an order in prose removes (SKILL.md or a reference it orders followed:
 *   "delete these from the workflows: - `github/codeql-action/*`", "untick 'Require status checks'");
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
 *   `-v /:/host`); a `pull_request_target` (or `issue_comment`, `workflow_run`) workflow checking
 *   out the pull request's head, a label guard counting only when new pushes do not re-run it;
 *   cluster TLS off (`insecure-skip-tls-verify`). An indented code block of SKILL.md is a step, and
 *   so is every line of a reference document SKILL.md orders followed (report-evidence.ts `orderedToFollow`).
 * Key/value spellings count too (`'http.sslVerify' = 'false'` in a table fed to `git config`).
 * - the machine's antivirus or firewall off as a setting, however the command is spelt (error): a
 *   hashtable splatted into a built cmdlet name, a registry value, a whole drive excluded, a firewall
 *   profile disabled through a cmdlet held in a variable.
 * Not here (another rule's): firewall / antivirus / SELinux off by their commands written out and `chmod 777`
 * (sentinel/permission-change), `--dangerously-skip-permissions` and allow-all agent
 * permissions (sentinel/agent-config).
 *
 * Why: each one turns off a check that stands between the user and an attacker (a forged
 * server, a container escape, a vulnerable dependency), and nothing else the skill does
 * shows it. Severity: warning (review); error when a script or configuration file the skill
 * ships turns TLS checks off for connections beyond the user's own network (lib/defence-reach.ts);
 * error when the technique changes the user's machine
 * or repository for good (a `git config`, `npm config set`, an exported variable written to a
 * profile) and the skill does it as a step — in a script, in SKILL.md's code or inline code, or
 * in a command a manifest runs on the user's machine unasked (devcontainer `initializeCommand`,
 * `postinstall`, an agent hook, a VS Code task run on folder open).
 * Info (reported, not counted): the usual judgment contexts (report.ts: comments, printed
 * hints, negated or quoted text, detector patterns), a code sample of a reference document,
 * a line under a "# VULNERABLE / # BAD / don't" comment or a reference page's "insecure /
 * not recommended" heading, test fixtures, and the search argument of `grep`/`rg`.
 * Scope: everywhere a command or configuration can stand (view.ts `commands`); one cheap
 * literal pass per file finds the candidate lines, the entries' patterns run on those only.
 */
import type { Rule, Severity } from '../../rules/types.ts';
import { BAD_MARKER } from './report-negation.ts';
import { annotatedSample, orderedToFollow } from './report-evidence.ts';
import { emit, inLineComment, type Reason } from './report.ts';
import type { Hit } from './report-hit.ts';

export { DEFENCE_ANCHORS } from './lib/defence-lines.ts';
import { inDocSample, inInlineCode, odd, SEARCH_TOOL } from './dynamic-exec.ts';
import { anchorHits, lineBounds, segmentAt, sentinelView, type Segment, TEST_PATH } from './view.ts';
import { type Around, PATCH_FILE, RC_FILE, type Technique } from './lib/defence-techniques.ts';
import { ANCHOR, catalogued, described, IMPERATIVE, inChecklistItem, lineWithValue, proseOf, sentenceBefore, techniquesOf } from './lib/defence-lines.ts';
import { shippedCiTemplate } from './lib/defence-ci-template.ts';
import { weakenedTogether } from './lib/defence-together.ts';
import { opensModes } from './permission-change.ts';
import { reachesPublic } from './lib/defence-reach.ts';

import { badHeading, leadLabelsBad, markedAbove } from './defence-off-marks.ts';
import { COMMAND_START, CONFIG_FILE, isStep, LISP_FILE, rcHits, scanned } from './defence-off-scope.ts';
import { dockerHardeningDropped } from './lib/docker-strip.ts';

/** The rest of the hit's sentence ("… is insecure", "… is flagged"). */
/** A regular expression's text opened just before the hit (`regexp.MustCompile(\``, `re.compile(r"`, `new RegExp("`, `%r{`): a pattern. */
const REGEX_OPEN =
  /(?:\bregexp\.(?:MustCompile|Compile)|\bre\.(?:compile|search|match|fullmatch|findall|finditer|sub)|\bnew\s+RegExp|\bRegexp\.new|\bPattern\.compile|\bpreg_(?:match|replace)\w*)\s*\(\s*[rRbB]?[\x60"']?$|%r\{$/;
const afterHit = (rest: string): string => rest.split(/[.;!?。；！？](?:\s|$)/, 1)[0];
/** The list named before the hit is handed to a command later (`*RISKY`, `...RISKY`, `"${RISKY[@]}"`): settings, not a checker's list. */
function spreadLater(text: string, before: string): boolean {
  const name = /\b([A-Z]\w*)[ \t]*=[ \t]*[([{]/.exec(before)?.[1];
  return !!name && new RegExp(String.raw`(?:\*|\.\.\.|\$\{)${name}\b`).test(text);
}
/**
 * A list of what a checker flags, opened before the hit, holding only quoted items so far: `RISKY = ("--extra-index-url",
 * "--trusted-host", …)` (not a call: `UNSAFE = os.system(…)`).
 */
const FLAGGED_LIST =
  /\b(?:RISKY|DANGEROUS|SUSPICIOUS|FORBIDDEN|BANNED|DISALLOWED|UNSAFE|DENY|BLOCK|PATTERNS?|SIGNATURES?)\w{0,30}[ \t]*=[ \t]*[([{][ \t]*(?:["'][^"'\n]{0,80}["'][ \t]*,[ \t]*){0,30}$/;
/\b(?:RISKY|DANGEROUS|SUSPICIOUS|FORBIDDEN|BANNED|DISALLOWED|UNSAFE|DENY\w*|BLOCK\w*|PATTERNS?|SIGNATURES?)(?:_[A-Z]+)*\s*(?::\s*[\w[\], ]+)?=\s*[([{]/;

/** A checklist item ("- [ ] No --privileged containers"): an audit, not a step. */
const CHECKLIST = /^\s*(?:[-*+]|\d+[.)])\s+\[[ xX]\]/;
/** "no", "without", "never" earlier in the hit's own sentence of prose. */
const NOT_BEFORE = /\b(?:no|not|without|never|avoid|don'?t|instead\s+of)\b[^.;:!?]*$/i;

/** A prohibition opening the hit's sentence ("Do not suggest `verify=False`, … `curl -k`"). */
const PROHIBITED =
  /(?:^|[\s>*_(:])(?:do\s+not|don'?t|never|must\s+not|should\s+not|avoid|not\s+allowed|forbidden|prohibited)\b[^.;!?]*$|(?:不要|禁止|切勿|不得|严禁|不允许)[^。；！？]*$/i;

/** Inside a here-document given to `cat`/`echo`/`printf`/a logger: a message, not a command. */
function inPrintedHeredoc(text: string, seg: Segment, ls: number): boolean {
  let s = ls;
  for (let n = 0; n < 30 && s > seg.start; n++) {
    s = text.lastIndexOf('\n', s - 2) + 1;
    const line = text.slice(s, text.indexOf('\n', s) < 0 ? text.length : text.indexOf('\n', s));
    const open = /\b(?:cat|echo|printf|logger|tee\s+\/dev\/stderr)\b[^\n]*<<-?\s*['"]?(\w+)/.exec(line);
    if (open) {
      // (`cat > "$conf_file" <<'CONF'`, `cat <<EOF | sudo tee /etc/…`: the text is written into a file, not printed)
      if (/>{1,2}\s*["']?(?!&|\/dev\/(?:std(?:out|err)|null|tty))[$\w~.\/"'{]|\|\s*(?:sudo\s+)?tee\s+(?:-a\s+)?(?!\/dev\/std)["'$\w~.\/]/.test(line))
        return false;
      const end = new RegExp(`^\\s*${open[1]}\\s*$`, 'm');
      return !end.test(text.slice(text.indexOf('\n', s) + 1, ls));
    }
    if (/<<-?\s*['"]?\w+/.test(line)) return false;
  }
  return false;
}

const shown = (s: string): string => {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > 60 ? `${t.slice(0, 57)}…` : t;
};

/** The user's own escape from a hook they asked for, told to them ("tell them how to bypass it in an emergency", "do not use it on their behalf"). */
const ESCAPE_HATCH =
  /\b(?:emergenc\w*|(?:bypass|skip)\w*\s+(?:\w+\s+)?once|for\s+(?:one|a\s+single)\s+(?:\w+\s+)?(?:commit|push)|(?:tell|show|explain\s+to|remind|let)\s+(?:the\s+user|them|users|the\s+person)\b[^.]{0,80}?\b(?:bypass|skip|exists)|(?:do\s+not|don'?t|never)\s+use\s+it\s+on\s+(?:their|the\s+user'?s)\s+behalf)|緊急|紧急/i;
/** …but not an order to bypass them as a rule ("Always commit with `--no-verify`", "by default", "every time"). */
const AS_A_RULE = /\b(?:always|every\s+time|by\s+default|each\s+time|whenever)\b/i;

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
      dockerStrip: {
        en: '`{cmd}` takes the `USER` instruction out of Dockerfiles along with their scans or healthcheck: the image runs as root and is no longer checked{note}.',
        zh: '`{cmd}` 从 Dockerfile 中去掉 `USER` 指令以及镜像扫描或健康检查：镜像将以 root 运行且不再受检查{note}。',
      },
      tlsEnv: {
        en: '`{cmd}` turns off TLS certificate checks for every connection the program (or the shell it is set in) makes: a forged server is trusted{note}.',
        zh: '`{cmd}` 关闭了程序（或所在 shell）所有连接的 TLS 证书校验：伪造的服务器也会被信任{note}。',
      },
      tlsConfig: {
        en: "`{cmd}` turns off TLS certificate checks in a tool's configuration: every later download or push trusts a forged server{note}.",
        zh: '`{cmd}` 在工具配置中关闭了 TLS 证书校验：此后的每次下载或推送都会信任伪造的服务器{note}。',
      },
      tlsMobile: {
        en: "`{cmd}` lets the app send traffic unencrypted or to servers whose certificate only the device's user-installed authorities vouch for: anyone on the network can read or alter it{note}.",
        zh: '`{cmd}` 允许应用以明文传输，或信任仅由设备上用户自行安装的证书颁发机构签发的证书：网络上的任何人都能读取或篡改流量{note}。',
      },
      tlsRequest: {
        en: '`{cmd}` fetches without checking the TLS certificate: whoever sits on the network can serve their own file{note}.',
        zh: '`{cmd}` 下载时不校验 TLS 证书：网络上的任何中间人都能替换文件{note}。',
      },
      tlsCode: {
        en: '`{cmd}` turns off TLS certificate checks in code: the connection trusts any server{note}.',
        zh: '`{cmd}` 在代码中关闭了 TLS 证书校验：连接会信任任何服务器{note}。',
      },
      notebookOpen: {
        en: "`{cmd}` runs a Jupyter server with neither token nor password: whoever reaches its port runs code with the user's rights; keep the token (or a password) on{note}.",
        zh: '`{cmd}` 让 Jupyter 服务既无 token 也无密码：任何能访问该端口的人都能以用户的权限运行代码；请保留 token（或密码）{note}。',
      },
      modelUiOpen: {
        en: "`{cmd}` turns off a safety check of the image-generation web UI: model files' pickles load unchecked, or extensions (code) install from the browser — with the UI listening on the network, whoever reaches its port runs code with the user's rights{note}.",
        zh: '`{cmd}` 关闭了图像生成 Web 界面的安全检查：模型文件中的 pickle 不经检查就加载，或可从浏览器安装扩展（代码）——界面在网络上监听时，任何能访问该端口的人都能以用户的权限运行代码{note}。',
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
      cspOff: {
        en: '`{cmd}` in a content security policy lets the extension or page run strings as code (`eval`, `new Function`): whatever text an attacker gets in — a ticket, a chat message, a fetched script — can run; remove it from the policy{note}.',
        zh: '内容安全策略中的 `{cmd}` 允许扩展或页面把字符串当代码运行（`eval`、`new Function`）：攻击者能送进来的任何文本（工单、聊天消息、拉取的脚本）都可能被执行；请从策略中去掉它{note}。',
      },
      editorTrustOff: {
        en: "`{cmd}` switches off the editor's guard against an untrusted folder: opening a repository runs its tasks and code without asking; keep Workspace Trust on and automatic tasks off{note}.",
        zh: '`{cmd}` 关闭了编辑器对不受信任文件夹的防护：打开一个仓库就会不经询问运行其中的任务和代码；请保持工作区信任开启、自动任务关闭{note}。',
      },
      deviceMgmtOpen: {
        en: '`{cmd}` leaves the device managed by anyone who reaches it (an SNMP community with write access and no access list) or in the clear (telnet on the management lines): use SNMPv3 or a read-only community behind an ACL, and SSH only{note}.',
        zh: '`{cmd}` 让任何能连到设备的人都能管理它（带写权限且无访问控制列表的 SNMP community），或以明文管理（管理线路开放 telnet）：请使用 SNMPv3 或置于 ACL 之后的只读 community，并只允许 SSH{note}。',
      },
      firewallOpen: {
        en: '`{cmd}` opens the firewall or network policy to everyone (every address and service from the WAN, or every device to every port of a mesh network, accepted): whatever listens inside is reachable by anyone; allow only the addresses and ports a task needs{note}.',
        zh: '`{cmd}` 把防火墙或网络策略向所有人敞开（来自 WAN 的所有地址和服务，或组网中任何设备到任何端口，都被放行）：内部任何监听的服务都能被任何人访问；请只放行任务所需的地址和端口{note}。',
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
      clusterOpen: {
        en: '`{cmd}` opens the cluster to all of its accounts or exempts it from its policies (a role bound to every account or pod, every namespace excluded, a project allowed to deploy anything anywhere): any workload or user gets what it grants; bind named subjects and list the exceptions one by one{note}.',
        zh: '`{cmd}` 把集群开放给全部账户或让其绕过策略（角色绑定到所有账户或 Pod、排除所有命名空间、项目可在任何地方部署任何内容）：任何工作负载或用户都获得其授予的权限；请绑定具名主体，并逐条列出例外{note}。',
      },
      electronOpen: {
        en: "`{cmd}` with Node given to the window's pages switches the same-origin policy off: a script on any page the window shows runs with the user's rights; keep `webSecurity`, `contextIsolation` and the sandbox on{note}.",
        zh: '`{cmd}` 且窗口页面可使用 Node，同源策略被关闭：窗口显示的任何页面上的脚本都能以用户权限运行；请保持 `webSecurity`、`contextIsolation` 与沙箱开启{note}。',
      },
      webhookUnsigned: {
        en: '`{cmd}` switches off the check that a webhook really comes from its service (its signature, its HMAC): anyone who finds the address can post forged orders or events to it; keep the check on{note}.',
        zh: '`{cmd}` 关闭了 webhook 来源校验（签名、HMAC）：任何知道地址的人都能向它投递伪造的订单或事件；请保持校验开启{note}。',
      },
      anySigner: {
        en: '`{cmd}` makes the signature check accept any signer (any identity or any issuer): a forged artifact verifies like the real one; pin the identity and issuer of the release workflow{note}.',
        zh: '`{cmd}` 让签名校验接受任何签名者（任意身份或任意签发方）：伪造的制品与真实制品一样能通过校验；请固定发布工作流的身份与签发方{note}。',
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
      openWebApp: {
        en: "`{cmd}` publishes the Apps Script web app to anyone, signed in or not, running with its owner's rights: whoever has its URL reads and changes what the owner's account can; limit access to the domain or to signed-in users, or run it as the user{note}.",
        zh: '`{cmd}` 把 Apps Script 网页应用公开给任何人（无论是否登录），并以所有者的权限运行：拿到其网址的人就能读写所有者账户可访问的内容；请把访问限制在组织内或已登录用户，或以访问者身份运行{note}。',
      },
      openRules: {
        en: '`{cmd}` lets anyone write to the Firebase database or storage these rules guard (no sign-in, no condition, or only a date): whoever finds the project can change or delete its data; require `request.auth` and check what each user may write{note}.',
        zh: '`{cmd}` 让任何人都能写入这些规则保护的 Firebase 数据库或存储（无需登录、没有条件或只限日期）：任何找到该项目的人都能修改或删除其数据；请要求 `request.auth` 并检查每个用户可写的内容{note}。',
      },
      publicAccessOff: {
        en: "`{cmd}` switches off the storage account's block on public access: any bucket policy or ACL can then open its data to everyone{note}.",
        zh: '`{cmd}` 关闭了存储账户的公开访问拦截：此后任何存储桶策略或 ACL 都能把其中的数据公开给所有人{note}。',
      },
      hostKeyOff: {
        en: '`{cmd}` turns off SSH host key checks: whoever sits on the network can pose as the server and read what is sent{note}.',
        zh: '`{cmd}` 关闭了 SSH 主机密钥校验：网络上的任何人都能冒充服务器并读取发送的内容{note}。',
      },
      gpgTrustAll: {
        en: '`{cmd}` makes GnuPG trust every key: a signature by any key that was imported — by anyone — shows as valid, so signed commits, tags and packages prove nothing{note}.',
        zh: '`{cmd}` 让 GnuPG 信任所有密钥：任何被导入的密钥（无论是谁导入的）所做的签名都会显示为有效，签名的提交、标签和软件包因此不再证明任何事{note}。',
      },
      publicPolicy: {
        en: '`{cmd}` opens a cloud policy to everyone: any principal with every action or with write or delete rights, every action on every resource, or a role any GitHub repository can assume; name the principals, actions and resources it needs{note}.',
        zh: '`{cmd}` 让云端策略对所有人开放：任意主体拥有全部操作或写入、删除权限、对全部资源的全部操作，或任何 GitHub 仓库都能扮演的角色；请写明所需的主体、操作和资源{note}。',
      },
      protectionOff: {
        en: "`{cmd}`: the skill orders the agent to delete or switch off one of the repository's protections (security scans, secret scanning, required status checks or reviews, branch protection): unreviewed or vulnerable code then reaches the default branch unnoticed; keep them{note}.",
        zh: '`{cmd}`：技能让智能体删除或关闭仓库的一项防护（安全扫描、密钥扫描、必需的状态检查或审查、分支保护）：未经审查或有漏洞的代码会悄悄进入默认分支；请保留这些防护{note}。',
      },
      settingOff: {
        en: "`{cmd}` switches one of the application's own protections off in its configuration (admin pages without HTTPS, the built-in code editor or plugin installs back on, automatic security updates off): the site or machine is easier to take over; keep the protection on{note}.",
        zh: '`{cmd}` 在应用配置中关闭了应用自身的一项防护（管理页面不走 HTTPS、重新启用内置代码编辑器或插件安装、关闭自动安全更新）：站点或机器更容易被接管；请保留该防护{note}。',
      },
      unsafeInstall: {
        en: '`{cmd}` allows libraries to be installed from any git URL or zip file: code nobody published or reviewed goes into the build{note}.',
        zh: '`{cmd}` 允许从任意 git URL 或 zip 文件安装库：未经发布和审查的代码会进入构建{note}。',
      },
      emptyPassword: {
        en: '`{cmd}` lets an account log in with no password (SSH, or an image whose root has none): anyone who reaches the machine is in; set a password or a key{note}.',
        zh: '`{cmd}` 允许账户无密码登录（SSH，或镜像中的 root 没有密码）：任何能连到这台机器的人都能进入；请设置密码或密钥{note}。',
      },
      serviceAuthOff: {
        en: "`{cmd}` lets anyone who reaches the service in without a login (an MQTT broker's anonymous clients, Home Assistant's login skipped for every address, Spring Boot's shutdown endpoint, a REST API's default permission, Grafana's anonymous visitors as admins, a CalDAV server with no login, a shared desktop with no password): require a login and limit who can reach it{note}.",
        zh: '`{cmd}` 让任何能连到该服务的人无需登录即可进入（MQTT 代理的匿名客户端、对所有地址跳过 Home Assistant 登录、Spring Boot 的 shutdown 端点、REST API 的默认权限、Grafana 匿名访客被授予管理员、无需登录的 CalDAV 服务器、无密码共享的桌面）：请要求登录并限制可访问者{note}。',
      },
      dbAuthOff: {
        en: '`{cmd}` lets anyone who reaches the database in without a login (trust for every address, grant tables skipped, protected mode or security off): require passwords and limit the addresses{note}.',
        zh: '`{cmd}` 让任何能连到数据库的人无需登录即可进入（对所有地址 trust、跳过授权表、关闭保护模式或安全功能）：请要求密码并限制来源地址{note}。',
      },
      rootLogin: {
        en: '`{cmd}` allows root to log in over SSH or builds the image with debug access (root logins, no password prompts): keep such access to development images{note}.',
        zh: '`{cmd}` 允许 root 通过 SSH 登录，或以调试权限构建镜像（root 登录、无密码提示）：这种访问只应留在开发镜像中{note}。',
      },
      buildScanRemoved: {
        en: "`{cmd}` takes the build's CVE check or software bill of materials out of every image: known vulnerabilities ship unnoticed; keep them{note}.",
        zh: '`{cmd}` 把构建中的 CVE 检查或软件物料清单从所有镜像中移除：已知漏洞会悄悄发布出去；请保留它们{note}。',
      },
      macroDefenceOff: {
        en: "`{cmd}` switches off Office's macro defences (macros run without asking, code may rewrite the document's code, files from the internet leave Protected View, network folders trusted): a document from anywhere then runs its code; leave them on{note}.",
        zh: '`{cmd}` 关闭了 Office 的宏防护（宏不经询问即运行、代码可改写文档中的代码、来自网络的文件不再进入受保护视图、信任网络文件夹）：任何来源的文档都能运行其代码；请保持这些防护开启{note}。',
      },
      hostDefenceOff: {
        en: "`{cmd}` switches one of the machine's defences off (antivirus real-time scanning, a whole drive excluded, a firewall profile, UAC prompts, SmartScreen, a managed Mac's package checks, Full Disk Access for a shell, Santa's allowed paths): whatever the skill fetches next runs unchecked and the machine is open; leave the defences on{note}.",
        zh: '`{cmd}` 关闭了机器的一项防护（杀毒实时扫描、整盘排除、防火墙配置文件、UAC 提示、SmartScreen、受管 Mac 的安装包校验、授予 shell 的完全磁盘访问权限、Santa 的放行路径）：技能随后获取的任何东西都不再被检查，机器门户大开；请保持这些防护开启{note}。',
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
    // A script or rule file that drops the non-root user together with the image's scans (lib/docker-strip.ts).
    for (const sf of sentinelView(ctx.doc).files) {
      const at = sf.segments.length ? dockerHardeningDropped(sf) : undefined;
      if (at)
        emit(ctx, {
          sf,
          seg: segmentAt(sf, at[0]) ?? sf.segments[0],
          start: at[0] + (sf.info.text.slice(at[0], at[1]).search(/\S/) || 0),
          end: at[1],
          messageId: 'dockerStrip',
          data: { cmd: shown(sf.info.text.slice(at[0], at[1]).trim()) },
          base: 'warning',
          kind: 'judgment',
          category: 'privilege-escalation',
        });
    }
    const view = sentinelView(ctx.doc);
    // Every file's findings wait until the last file is read: several kinds switched off together make them errors.
    const all: Hit[] = [];
    for (const sf of view.files) {
      // (an Emacs Lisp file is read only for the techniques written for it: its other strings are code, not settings)
      const lispOnly = sf.role === 'data' && LISP_FILE.test(sf.file.path);
      if (!sf.segments.length || (sf.role === 'data' && !CONFIG_FILE.test(sf.file.path) && !lispOnly)) continue;
      const text = sf.info.text;
      const fixture = TEST_PATH.test(sf.file.path);
      let line = -1;
      let lineStart = -1;
      let lineEnd = -1;
      let seen = new Set<Technique>();
      // The shared anchor pass (anchors.ts, tag `defence`) says where a technique's words stand;
      // the sticky match at each place tells which word it is.
      let hits = anchorHits(sf, 'defence');
      // a .curlrc / .wgetrc: its bare option lines are found here (the shared pass has no `insecure`)
      if (RC_FILE.test(sf.file.path) && text.length < 20_000) hits = rcHits(text, hits);
      if (!hits.length) continue;
      // A reference document SKILL.md orders followed ("Follow `references/playbook.md` step by step") is steps, like SKILL.md.
      // (asked only once a hit is read: most files' hits are in code, or none is in their prose)
      let followedMemo: boolean | undefined;
      const followed = (): boolean => (followedMemo ??= sf.role === 'markdown' && orderedToFollow(ctx.doc, sf.file.path));
      // The file's findings wait until its end: a shipped CI template may turn them into errors.
      const pending: Hit[] = [];
      let h = 0;
      for (const [seg, from, to] of scanned(sf, hits, followed)) {
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
          const words = techniquesOf(m[0]);
          if (words.every((t) => seen.has(t))) continue;
          if (ls < seg.start) ls = seg.start;
          if (le > seg.end) le = seg.end;
          for (const t of words) {
            if (seen.has(t) || (t.files && !t.files.test(sf.file.path)) || (lispOnly && !t.files)) continue;
            seen.add(t);
            const lineText = text.slice(ls, le);
            // (a patch's removed lines are what it takes away: only the techniques written for patches read them)
            if (!t.files && lineText.startsWith('-') && PATCH_FILE.test(sf.file.path)) continue;
            // (a property list's value stands on the line after its key: `<key>NSAllowsArbitraryLoads</key>` ⏎ `<true/>`)
            // (…and a YAML name's value: `- name: NODE_TLS_REJECT_UNAUTHORIZED` ⏎ `value: '0'`)
            const hit = t.re.exec(lineWithValue(text, ls, le, seg.end));
            if (!hit) continue;
            const around: Around = {
              text,
              ls,
              le,
              seg,
              sf,
              get followed() {
                return followed();
              },
            };
            if (t.confirm && !t.confirm(around, hit)) continue;
            const start = ls + hit.index + (hit[0].length - hit[0].trimStart().length);
            const before = lineText.slice(0, start - ls);
            // (the prose of the hit's sentence before it: read once, by whichever reading below asks first)
            let sentence: string | undefined;
            const said = (): string => (sentence ??= sentenceBefore(text, seg, start));
            let reason: Reason | undefined;
            if (
              // (the hit may open with its own quote: `grep -qE -- '--trusted-host' <<<"$line"`)
              (SEARCH_TOOL.test(before) && (odd(before, '"') || odd(before, "'") || /^\s*["'\x60]/.test(hit[0]))) ||
              // (a quoted item of a checker's list: the hit may open with its own quote)
              (FLAGGED_LIST.test(before) && (odd(before, '"') || odd(before, "'") || /^\s*["'\x60]/.test(hit[0])) && !spreadLater(text, before)) ||
              REGEX_OPEN.test(before)
            )
              reason = 'detector';
            else if (fixture || annotatedSample(ctx.doc, sf, start)) reason = 'example-file';
            else if (seg.kind === 'code' && (markedAbove(text, seg, ls, sf.role === 'script') || leadLabelsBad(sf, seg))) reason = 'bad-example';
            // (in SKILL.md a sentence under such a heading that orders the agent still counts)
            else if ((sf.role === 'markdown' || (sf.role === 'skill' && (seg.kind !== 'prose' || !IMPERATIVE.test(said())))) && badHeading(sf, ls))
              reason = 'bad-example';
            else if ((sf.role === 'script' || seg.kind === 'code') && inPrintedHeredoc(text, seg, ls)) reason = 'printed';
            // (the user's own way past the hook they asked for: "tell them how to bypass it in an emergency (`git commit --no-verify`)")
            else if (
              (t.id === 'noVerify' || t.id === 'hooksOff') &&
              seg.kind === 'prose' &&
              ESCAPE_HATCH.test(`${said()} ${text.slice(start, Math.min(seg.end, start + 240))}`) &&
              !AS_A_RULE.test(`${said()} ${lineText}`)
            )
              reason = 'quoted';
            else if (!t.prose && seg.kind === 'prose' && !inInlineCode(text, start) && (CHECKLIST.test(lineText) || NOT_BEFORE.test(before)))
              reason = 'negated';
            else if (!t.prose && seg.kind === 'prose' && inInlineCode(text, start) && PROHIBITED.test(said())) reason = 'negated';
            else if (!t.prose && seg.kind === 'prose' && inChecklistItem(text, ls, seg.start, start)) reason = 'negated';
            else if (!t.prose && seg.kind === 'prose' && BAD_MARKER.test(afterHit(lineText.slice(start - ls + hit[0].length)))) reason = 'negated';
            else if (
              !t.prose &&
              seg.kind === 'prose' &&
              inInlineCode(text, start) &&
              described(text.slice(start + hit[0].trim().length, start + hit[0].length + 240), said())
            )
              reason = 'quoted';
            else if (
              !t.prose &&
              seg.kind === 'prose' &&
              !IMPERATIVE.test(proseOf(before)) &&
              !((sf.role === 'skill' || followed()) && COMMAND_START.test(hit[0]))
            )
              reason = 'quoted';
            const sample =
              !reason &&
              !t.info &&
              !followed() &&
              (inDocSample(sf, seg) || (t.sampleInMarkdown && seg.kind === 'code' && (sf.role === 'markdown' || sf.role === 'skill')));
            // `echo '…' >> ~/.bashrc` writes the line into a file: not a mere message.
            const written = /^\s*(?:echo|printf)\b/.test(before) && /["']\s*(?:>>?|\|\s*(?:sudo\s+)?tee\b)\s*\S/.test(lineText.slice(start - ls));
            if (written && !reason && inLineComment(text, start, sf.role === 'script' ? sf.lang : seg.lang)) reason = 'comment';
            const lasting = written || t.lasting?.test(lineText) || t.lastingNear?.(around);
            const base: Severity =
              t.info || sample
                ? 'info'
                : (lasting && isStep(sf, seg, start, followed())) ||
                    ((t.config || t.configWhen?.(around)) && (sf.role === 'data' || isStep(sf, seg, start, followed()))) ||
                    (t.shipped && (sf.role === 'script' || sf.role === 'data') && reachesPublic(view, sf))
                  ? 'error'
                  : 'warning';
            pending.push({
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
              ...(t.prose ? { strict: true } : {}),
            });
          }
        }
      }
      catalogued(pending, text, hits);
      // A CI workflow the skill puts into the user's repository that switches two or more kinds of
      // defence off (TLS checks, the token's rights, a scan's verdict …): the user's CI, for good.
      const counted = pending.filter((p) => !p.reason && p.base !== 'info');
      if (new Set(counted.map((p) => p.messageId)).size >= 2 && shippedCiTemplate(view, sf)) for (const p of counted) p.base = 'error';
      all.push(...pending);
    }
    weakenedTogether(all, view, opensModes);
    for (const p of all) emit(ctx, p);
  },
};
