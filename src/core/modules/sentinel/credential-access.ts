/**
 * sentinel/credential-access — code that reads the user's credential stores:
 * SSH private keys (`~/.ssh/id_rsa`, `id_ed25519` …, not `.pub`), cloud and tool
 * credentials (`~/.aws/credentials`, `~/.config/gcloud/…credentials…`, `~/.kube/config`,
 * `~/.docker/config.json`, `~/.netrc`, `~/.git-credentials`, `~/.npmrc`, `~/.pypirc`,
 * `gh/hosts.yml`), browser cookie and password stores (Chrome/Edge/Brave
 * `Cookies`/`Login Data`, Firefox `cookies.sqlite`/`logins.json`, `browser_cookie3`),
 * the macOS keychain (`security find-generic-password|find-internet-password`,
 * `dump-keychain`) and `/etc/shadow`.
 *
 * Why: these files are the user's identity. Reading them is the first half of credential
 * theft; with a network call in the same file (curl, requests, fetch, sockets, SMTP)
 * it is reported as an error, otherwise as a warning. Using a key for its own purpose is
 * not a finding: `ssh -i ~/.ssh/id_rsa`, `IdentityFile`, `ssh-keygen -f`, `ssh-add`,
 * `chmod 600`. Category exfiltration (seed: 数据外泄). Scope: scripts and fenced code of
 * non-SKILL.md Markdown.
 */
import type { Rule } from '../../rules/types.ts';
import { emit, type Reason } from './report.ts';
import { candidates, inCode, nearLine, sentinelView } from './view.ts';

const STORES = new RegExp(
  [
    String.raw`\.ssh[\\/]+id_(?:rsa|dsa|ecdsa|ed25519)(?:_sk)?\b(?!\.pub)`,
    String.raw`["']\.ssh["']\s*(?:,|\/)\s*["']id_(?:rsa|dsa|ecdsa|ed25519)["']`,
    String.raw`\.aws[\\/]+credentials\b`,
    String.raw`gcloud[\\/]+(?:application_default_credentials\.json|credentials\.db|legacy_credentials)`,
    String.raw`\.kube[\\/]+config\b`,
    String.raw`\.docker[\\/]+config\.json\b`,
    String.raw`(?:~|\$HOME|\$\{HOME\}|home\(\)|homedir\(\)|USERPROFILE%?)[\\/"'\s,+]*\.(?:netrc|git-credentials|npmrc|pypirc)\b`,
    String.raw`\bgh[\\/]+hosts\.yml\b`,
    String.raw`(?:Google[\\/ ]+Chrome|Chromium|Microsoft[\\/ ]+Edge|BraveSoftware[\\/ ]+Brave-Browser|Vivaldi|Opera)[^\n"'\x60]{0,60}?[\\/](?:Cookies|Login Data|Web Data)\b`,
    String.raw`\b(?:cookies\.sqlite|logins\.json|key[34]\.db)\b`,
    String.raw`\bbrowser_cookie3\b|\bpycookiecheat\b|\bchrome-cookies-secure\b`,
    String.raw`\bsecurity\s+(?:find-generic-password|find-internet-password|dump-keychain)\b`,
    String.raw`\/etc\/shadow\b`,
  ].join('|'),
  'gi',
);
const KEY_USE = /\bssh\b[^\n]{0,300}\s-i\s*$|IdentityFile\s*$|\bssh-keygen\b|\bssh-add\b|\bchmod\s+[0-7]{3,4}\s*$|\bscp\b[^\n]{0,300}\s-i\s*$/;
const NETWORK = /\b(?:curl|wget|requests\.|httpx\.|urllib|urlopen|fetch\(|axios|http\.request|https\.request|socket\.|smtplib|nodemailer|Invoke-WebRequest|Invoke-RestMethod|nc\s)/;

/** Whether column `col` of `line` lies in a quoted string that reads like a sentence (≥ 4 words). */
function inSentence(line: string, col: number): boolean {
  for (const q of ['"', "'"]) {
    const open = line.lastIndexOf(q, col - 1);
    if (open < 0) continue;
    const close = line.indexOf(q, col);
    if (close < 0) continue;
    if (line.slice(0, open).split(q).length % 2 === 0) continue;
    const words = line.slice(open + 1, close).trim().split(/\s+/);
    if (words.length >= 4) return true;
  }
  return false;
}

export const rule: Rule = {
  meta: {
    id: 'sentinel/credential-access',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'warning',
    category: 'exfiltration',
    description: {
      en: 'Reads credential stores: SSH private keys, ~/.aws/credentials, browser cookies and passwords, the keychain (error with a network call nearby).',
      zh: '读取凭据存储：SSH 私钥、~/.aws/credentials、浏览器 Cookie 与密码、钥匙串（同文件有网络调用时为错误）。',
    },
    fixable: false,
    messages: {
      read: {
        en: 'Reads a credential store ({store}); the skill should never need the user\'s keys or cookies{note}.',
        zh: '读取了凭据存储（{store}）；技能不应需要用户的密钥或 Cookie{note}。',
      },
      readSend: {
        en: 'Reads a credential store ({store}) in code that also makes network calls: a credential-theft pattern{note}.',
        zh: '读取凭据存储（{store}）的代码同时发起网络请求：这是窃取凭据的典型模式{note}。',
      },
    },
  },
  check(ctx) {
    const networkBySeg = new Map<string, boolean>();
    for (const { sf, seg, start: from, end: to } of candidates(sentinelView(ctx.doc), 'credstore', inCode)) {
      const text = sf.info.text.slice(from, to);
      const key = `${sf.file.path}:${seg.start}`;
      let network = networkBySeg.get(key);
      if (network === undefined) networkBySeg.set(key, (network = NETWORK.test(sf.info.text.slice(seg.start, seg.end))));
      STORES.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = STORES.exec(text))) {
        const start = from + m.index;
        const [ls, le] = nearLine(sf.info.text, start);
        const before = sf.info.text.slice(ls, start).replace(/["'~$/\\{}A-Z_]*$/, '');
        if (KEY_USE.test(before)) continue;
        const reason: Reason | undefined = inSentence(sf.info.text.slice(ls, le), start - ls) ? 'printed' : undefined;
        emit(ctx, {
          sf,
          seg,
          start,
          end: start + m[0].length,
          messageId: network ? 'readSend' : 'read',
          data: { store: m[0] },
          base: network ? 'error' : 'warning',
          kind: 'judgment',
          category: 'exfiltration',
          reason,
        });
      }
    }
  },
};
