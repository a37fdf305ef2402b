/**
 * sentinel/data-upload — code that sends local files or mail off the machine:
 * - mail: Python `smtplib.SMTP(…)` / `SMTP_SSL(…)`, Node `nodemailer.createTransport`,
 *   PowerShell `Send-MailMessage`, `sendmail -t`, `mail -s`, `swaks`;
 * - copies to a remote host: `scp … user@host:path`, `rsync … host:path` (the remote
 *   side is the destination; pulling from a remote is not a finding);
 * - HTTP uploads of files: `curl -F name=@file`, `--form`, `--data-binary @file`,
 *   `-d @file`, `-T`/`--upload-file`, `wget --post-file|--body-file`, PowerShell
 *   `Invoke-RestMethod|Invoke-WebRequest -InFile|-Form`, Python
 *   `requests|httpx.post|put(…, files=…)`, to anything but localhost; `nc host port < file`.
 *
 * Why (seed: 数据外泄 smtp / upload.*external / scp / ftp upload): an agent that runs
 * this moves the user's data to a third party; the user must see where it goes. A
 * literal localhost / 127.0.0.1 / ::1 destination is not a finding; a destination held
 * in a variable is (it cannot be checked) unless the same file assigns it a literal URL
 * (`ENDPOINT="https://…"`), which is then checked like one. Uploading to the documented
 * API of a well-known service is info. Secrets (keys, `.env`, the environment) sent this
 * way are sentinel/secret-exfiltration's errors; this rule reports the capability.
 * A file posted to an anonymous drop (paste/file-sharing site, tunnel, request catcher) or
 * a bare public IP is an error: it is published to whoever holds the link.
 * Scope: everything the agent runs (`commands`): scripts, fenced and inline code, prose.
 */
import type { Rule } from '../../rules/types.ts';
import { enclosingCall } from './dynamic-exec.ts';
import { resolveUrlVar } from './exfil-sinks.ts';
import { hostRisk, type HostRisk } from './hosts.ts';
import { emit, MAX_PER_FILE, type Reason } from './report.ts';
import { addressFromPerson } from './lib/user-destination.ts';
import { candidates, continued, commands, sentinelView, type SentinelView } from './view.ts';

const PATTERN = new RegExp(
  [
    String.raw`(?<mail>\bsmtplib\.SMTP(?:_SSL)?\s*\(|\bnodemailer\.createTransport\s*\(|\bSend-MailMessage\b|\bsendmail\s+-t\b|(?<![\w-])mail\s+-s\s|\bswaks\b)`,
    String.raw`(?<copy>(?<![\w-])(?:scp|rsync)\s(?:[^\n;&|#\\]|\\\n){0,600})`,
    String.raw`(?<curl>\bcurl\b(?:[^\n;&|\\]|\\\n|\\(?!\n)){0,600}?(?:\s-F\s*|\s--form(?:-string)?[\s=]+|\s--data-binary[\s=]+|\s-d\s*|\s--data(?:-raw|-urlencode)?[\s=]+)["']?(?:[\w.\[\]-]+=)?@(?:[^\n;&|\\]|\\\n|\\(?!\n)){0,600}|\bcurl\b[^\n;&|]{0,300}?\s(?:-T|--upload-file)\s[^\n;&|]{0,300}|\bwget\b[^\n;&|]{0,300}--(?:post|body)-file[=\s][^\n;&|]{0,300}|\b(?:Invoke-RestMethod|Invoke-WebRequest|irm|iwr)\b[^\n;|]{0,300}\s-(?:InFile|Form)\b[^\n;|]{0,300})`,
    String.raw`(?<pyfiles>\bfiles\s*=\s*(?!None\b|\{\s*\}|\[\s*\]))`,
    String.raw`(?<nc>\b(?:nc|ncat|netcat)\s+(?:-\w+\s+)*[\w.-]+\s+\d{1,5}\s*<\s*\S+)`,
  ].join('|'),
  'g',
);
const LOCAL = /^(?:localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[?::1\]?|host\.docker\.internal)$/i;

export const rule: Rule = {
  meta: {
    id: 'sentinel/data-upload',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'warning',
    category: 'exfiltration',
    description: {
      en: 'Sends files or mail off the machine: SMTP, scp/rsync to a remote host, curl -F file=@…, requests.post(files=…).',
      zh: '向外发送文件或邮件：SMTP、scp/rsync 到远程主机、curl -F file=@…、requests.post(files=…)。',
    },
    fixable: false,
    messages: {
      mail: {
        en: '`{cmd}` sends mail from the agent; make the recipient and the content explicit to the user{note}.',
        zh: '`{cmd}` 会由智能体发送邮件；请向用户明确收件人和内容{note}。',
      },
      copy: {
        en: '`{cmd}` copies local files to the remote host {host}{note}.',
        zh: '`{cmd}` 会把本地文件复制到远程主机 {host}{note}。',
      },
      upload: {
        en: '`{cmd}` uploads a local file to {host}; tell the user what leaves the machine and where{note}.',
        zh: '`{cmd}` 会把本地文件上传到 {host}；请告知用户哪些数据会发往何处{note}。',
      },
    },
  },
  check(ctx) {
    const view = sentinelView(ctx.doc);
    for (const { sf, seg, start: from, end: to } of candidates(view, 'upload', commands, continued)) {
      const full = sf.info.text;
      const text = full.slice(from, to);
      PATTERN.lastIndex = 0;
      let m: RegExpExecArray | null;
      // A minified line can repeat a pattern thousands of times; the report is capped anyway (report.ts).
      for (let n = 0; n < MAX_PER_FILE && (m = PATTERN.exec(text)); n++) {
        const g = m.groups ?? {};
        let messageId = 'upload';
        let host = '';
        let person = false;
        const at = m.index;
        const len = m[0].trimEnd().length;
        if (g.mail) {
          messageId = 'mail';
        } else if (g.copy) {
          const dest = remoteDestination(g.copy);
          if (!dest) continue;
          messageId = 'copy';
          host = dest;
        } else if (g.curl) {
          const d = destination(view, full, g.curl, false);
          if (!d) continue;
          ({ host, person } = d);
        } else if (g.pyfiles) {
          const abs = from + m.index;
          const call = enclosingCall(full, abs, seg.start);
          if (!call || !/\b(?:requests|httpx|session|client|s)\.(?:post|put|patch)$|^(?:post|put)$/i.test(call.name)) continue;
          const close = full.slice(abs, abs + 2000).indexOf(')');
          const args = full.slice(call.open, close < 0 ? abs + 200 : abs + close);
          const d = destination(view, full, args, true);
          if (!d) continue;
          ({ host, person } = d);
          const callStart = call.open - call.name.length;
          const cmd = full.slice(callStart, abs + m[0].length).replace(/\s+/g, ' ');
          emit(ctx, {
            sf,
            seg,
            start: callStart,
            end: abs + m[0].length,
            messageId: 'upload',
            data: { cmd: cmd.length > 80 ? `${cmd.slice(0, 77)}…` : cmd, host },
            base: baseFor(host),
            kind: 'judgment',
            category: 'exfiltration',
            reason: person ? 'person-address' : knownApi(host),
            facts: { host },
          });
          continue;
        } else if (g.nc) {
          host = /\s([\w.-]+)\s+\d{1,5}\s*</.exec(g.nc)?.[1] ?? '';
          if (LOCAL.test(host)) continue;
        }
        const cmd = text
          .slice(at, at + len)
          .replace(/\s*\\\n\s*/g, ' ')
          .replace(/\s+/g, ' ');
        const start = from + at;
        emit(ctx, {
          sf,
          seg,
          start,
          end: start + len,
          messageId,
          data: { cmd: cmd.length > 80 ? `${cmd.slice(0, 77)}…` : cmd, host },
          base: messageId === 'mail' ? 'warning' : baseFor(host),
          kind: 'judgment',
          category: 'exfiltration',
          reason: person ? 'person-address' : knownApi(host),
          facts: host ? { host } : undefined,
        });
      }
    }
  },
};

/**
 * Where an upload statement sends: its host (written, or from the file's assignment of a variable; else "an address
 * held in a variable") and whether the person supplies that address (lib/user-destination.ts); undefined for localhost.
 */
function destination(view: SentinelView, full: string, stmt: string, python: boolean): { host: string; person: boolean } | undefined {
  const resolved = hostOf(stmt) ?? hostOf(resolveUrlVar(full, stmt) ?? '');
  const host = resolved ?? 'an address held in a variable';
  if (LOCAL.test(host)) return undefined;
  return { host, person: !resolved && addressFromPerson(view, full, stmt, python) };
}

/**
 * A local file posted to an anonymous drop (a paste or file-sharing site, a tunnel, a
 * request catcher) or to a bare public IP is published to whoever holds the link, or
 * handed to an address no one vouches for: error. Any other destination is a capability
 * to review.
 */
const PUBLISHING: ReadonlySet<HostRisk> = new Set<HostRisk>(['ip', 'throwaway']);

function baseFor(host: string): 'error' | 'warning' {
  return host && PUBLISHING.has(hostRisk(`https://${host}/`)) ? 'error' : 'warning';
}

/**
 * Public APIs of the services skills integrate with: uploading to the documented API of
 * the provider the skill is about is the skill's job, not exfiltration (info level).
 */
const KNOWN_API =
  /^(?:api\.anthropic\.com|api\.openai\.com|[\w-]+\.googleapis\.com|api\.github\.com|uploads\.github\.com|api\.vercel\.com|api\.mistral\.ai|api\.cohere\.(?:ai|com)|api\.groq\.com|openrouter\.ai|dashscope(?:-intl)?\.aliyuncs\.com|open\.(?:feishu\.cn|larksuite\.com)|api\.notion\.com|slack\.com|api\.replicate\.com|api\.elevenlabs\.io|api\.deepseek\.com|api\.x\.ai|api\.perplexity\.ai|huggingface\.co|api-inference\.huggingface\.co)$/i;

function knownApi(host: string): Reason | undefined {
  return KNOWN_API.test(host) ? 'known-api' : undefined;
}

/** Host of the first URL in a command, if any. */
function hostOf(s: string): string | undefined {
  return /\b(?:https?|ftp|wss?):\/\/(?:[^@\/\s"']+@)?(\[[^\]]+\]|[^\/\s"':?#)]+)/i.exec(s)?.[1];
}

/** The remote host when the last argument of scp/rsync is `host:path` or `user@host:path`. */
export function remoteDestination(cmd: string): string | undefined {
  const words = cmd
    .replace(/\\\n/g, ' ')
    .trim()
    .split(/\s+/)
    .slice(1)
    .filter((w) => !w.startsWith('-'));
  if (words.length < 2) return undefined;
  const last = words[words.length - 1].replace(/^["']|["']$/g, '');
  const m = /^(?:[\w.$-]+@)?([\w.$-]+|\[[0-9a-f:]+\]):(?!\/\/)/i.exec(last);
  if (!m || /^[a-zA-Z]$/.test(m[1])) return undefined;
  if (LOCAL.test(m[1])) return undefined;
  return m[1];
}
