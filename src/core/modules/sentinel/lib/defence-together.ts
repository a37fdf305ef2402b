/**
 * Several defences switched off together (issue 28, technique 2): a skill whose shipped files — its scripts,
 * Dockerfiles, compose, CI and other configuration, not its documents — switch off two or more different kinds
 * of defence (TLS checks and the container's non-root user, world-writable files and a removed scan step …)
 * weakens the setup on several sides at once. One such switch can be a convenience a reviewer weighs; no task
 * needs several, so the switches become "do not install". Kinds, not findings: `curl -k` and `verify=False`
 * are one kind (TLS) said twice.
 *
 * Measured over every labelled set before it was made: 23 malicious skills had two kinds or more in shipped
 * files and no error, no benign skill had them there (three benign documents had them in Markdown only).
 */
import type { SentinelFile, SentinelView } from '../view.ts';
import type { Hit } from '../report-hit.ts';
import { ciShaped, shippedCiTemplate } from './defence-ci-template.ts';

/** The kind of defence each of defence-off's messages switches off. */
const KIND: Readonly<Record<string, Kind>> = {
  tlsEnv: 'tls',
  tlsConfig: 'tls',
  tlsMobile: 'tls',
  tlsRequest: 'tls',
  tlsCode: 'tls',
  browserFlag: 'tls',
  notebookOpen: 'login',
  emptyPassword: 'login',
  dbAuthOff: 'login',
  serviceAuthOff: 'login',
  rootLogin: 'login',
  container: 'isolation',
  hostRoot: 'isolation',
  rootUser: 'root',
  userRemoved: 'root',
  cors: 'origin',
  cspOff: 'origin',
  editorTrustOff: 'editor',
  openPort: 'network',
  firewallOpen: 'network',
  deviceMgmtOpen: 'login',
  scanIgnored: 'scan',
  ciScanRemoved: 'scan',
  buildScanRemoved: 'scan',
  skipCheck: 'scan',
  protectionOff: 'scan',
  noVerify: 'hooks',
  hooksOff: 'hooks',
  sumdbOff: 'signature',
  unsafeInstall: 'signature',
  writeAll: 'token',
  pwnRequest: 'token',
  openRules: 'public',
  openWebApp: 'public',
  publicAccessOff: 'public',
  publicPolicy: 'public',
  hostKeyOff: 'hostkey',
  gpgTrustAll: 'signature',
  settingOff: 'app',
  macroDefenceOff: 'host',
  hostDefenceOff: 'host',
};

export type Kind =
  | 'tls'
  | 'login'
  | 'isolation'
  | 'root'
  | 'origin'
  | 'network'
  | 'scan'
  | 'hooks'
  | 'signature'
  | 'token'
  | 'public'
  | 'hostkey'
  | 'app'
  | 'host'
  | 'editor'
  | 'modes';

const KIND_NAME: Readonly<Record<Kind, { en: string; zh: string }>> = {
  tls: { en: 'TLS checks', zh: 'TLS 校验' },
  login: { en: 'logins', zh: '登录认证' },
  isolation: { en: 'container isolation', zh: '容器隔离' },
  root: { en: 'the non-root user', zh: '非 root 用户' },
  origin: { en: 'same-origin and script-source protection', zh: '同源与脚本来源保护' },
  network: { en: 'network exposure limits', zh: '网络暴露限制' },
  scan: { en: 'security scans', zh: '安全扫描' },
  hooks: { en: 'commit hooks', zh: '提交钩子' },
  signature: { en: 'package signatures', zh: '软件包签名校验' },
  token: { en: "the CI token's limits", zh: 'CI 令牌权限限制' },
  public: { en: 'private access', zh: '私有访问' },
  hostkey: { en: 'SSH host keys', zh: 'SSH 主机密钥校验' },
  app: { en: "the application's own protections", zh: '应用自身的防护' },
  host: { en: "the machine's antivirus or firewall", zh: '本机杀毒或防火墙' },
  editor: { en: "the editor's workspace trust", zh: '编辑器的工作区信任' },
  modes: { en: 'file permission limits', zh: '文件权限限制' },
};

/**
 * A file the skill puts to work: a script, a Dockerfile, a compose or other configuration file — not its documents,
 * not its own CI (`.github/`, `.gitlab-ci.yml`: it runs in the skill's repository, not the user's), and a CI workflow
 * kept elsewhere only when a document installs it into the user's repository (defence-ci-template.ts).
 */
export function inUse(view: SentinelView, sf: SentinelFile): boolean {
  if (sf.role === 'skill' || sf.role === 'markdown' || /^\.github\/|^\.gitlab-ci\.ya?ml$/i.test(sf.file.path)) return false;
  if (sf.role === 'data' && /\.ya?ml$/i.test(sf.file.path) && sf.info.text.length <= 200_000 && ciShaped(sf.info.text)) return shippedCiTemplate(view, sf);
  return true;
}

/**
 * Raise defence-off's counted warnings in shipped files to errors when the skill's shipped files switch off two
 * kinds of defence or more (`modes`: permission-change found a world-writable or setuid mode in one of those files), each with a
 * note naming the kinds. Hits with a reason, info hits and hits in documents stay as they are.
 */
export function weakenedTogether(pending: Hit[], view: SentinelView, opensModes: (view: SentinelView, inUse: (sf: SentinelFile) => boolean) => boolean): void {
  const used = new Map<SentinelFile, boolean>();
  const inUseOnce = (sf: SentinelFile): boolean => {
    let u = used.get(sf);
    if (u === undefined) used.set(sf, (u = inUse(view, sf)));
    return u;
  };
  const counted = pending.filter((p) => !p.reason && p.base === 'warning' && p.messageId in KIND && inUseOnce(p.sf));
  if (!counted.length) return;
  const kinds = new Set<Kind>(counted.map((p) => KIND[p.messageId]));
  if (opensModes(view, inUseOnce)) kinds.add('modes');
  if (kinds.size < 2) return;
  const list = [...kinds];
  const en = list.map((k) => KIND_NAME[k].en);
  const note = {
    en: ` — this skill's files switch off ${en.slice(0, -1).join(', ')} and ${en.at(-1)} together: a setup weakened on several sides at once; do not install`,
    zh: `——该技能的文件同时关闭了${list.map((k) => KIND_NAME[k].zh).join('、')}：多处防护一起被削弱；请勿安装`,
  };
  for (const p of counted) {
    p.base = 'error';
    p.note = note;
  }
}
