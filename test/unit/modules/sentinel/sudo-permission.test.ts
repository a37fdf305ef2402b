import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rule as permissionChange } from '../../../../src/core/modules/sentinel/permission-change.ts';
import { scan, summary, where } from './helpers.ts';

const detail = (f: ReturnType<typeof scan>) => f.map((x) => `${where(x)} ${x.severity} ${x.data?.reason ?? '-'}`);

test('permission-change: world-writable, setuid, root ownership, ACL grants, identity, admin groups, sudoers', () => {
  const sh = [
    'chmod 777 /srv/app', // 1
    'chmod u+s /usr/local/bin/tool', // 2
    'chmod 4755 ./helper', // 3
    'chown -R root:root /opt/app', // 4
    'usermod -aG sudo bob', // 5
    'setcap cap_net_raw+ep ./probe', // 6
    'echo "bob ALL=(ALL) NOPASSWD:ALL" >> /etc/sudoers', // 7
    'chmod +x run.sh', // no
    'chmod 755 dir', // no
    'chmod 600 key.pem', // no
    'chown bob:bob file', // no
    'claude --dangerously-skip-permissions -p "x"', // no: sentinel/agent-config's
    '',
  ].join('\n');
  const py = ['os.chmod(path, 0o777)', 'os.setuid(0)', ''].join('\n');
  const bat = 'icacls C:\\app /grant Everyone:F\n';
  const f = scan({ 'scripts/p.sh': sh, 'scripts/q.py': py, 'scripts/r.bat': bat }, permissionChange);
  assert.deepEqual(summary(f), [
    'scripts/p.sh:1:1 warning',
    'scripts/p.sh:2:1 warning',
    'scripts/p.sh:3:1 warning',
    'scripts/p.sh:4:1 warning',
    'scripts/p.sh:5:1 warning',
    'scripts/p.sh:6:1 warning',
    'scripts/p.sh:7:35 error',
    'scripts/q.py:1:1 warning',
    'scripts/q.py:2:1 warning',
    'scripts/r.bat:1:1 warning',
  ]);
  assert.match(f[6].message, /sudo rules/);
});

test('permission-change: an audit grep for the pattern and a code sample in a reference are info; SKILL.md prose counts', () => {
  const ref = [
    '# File permissions',
    '',
    '```bash',
    'grep -rn "chmod 777\\|chmod 666" --include="*.sh" .', // 4: the search pattern
    '```',
    '```python',
    'os.chmod(config_file, 0o777)', // 7: a sample
    '```',
    '',
  ].join('\n');
  const skill = ['---', 'name: demo', 'description: Does X. Use when Y.', '---', '', 'Fix access with `sudo chmod -R 777 /var/www`.', ''].join('\n');
  const f = scan({ 'references/files.md': ref, 'SKILL.md': skill }, permissionChange);
  assert.deepEqual(detail(f), [
    'SKILL.md:6:23 warning -',
    'references/files.md:4:11 info detector',
    'references/files.md:4:22 info detector',
    'references/files.md:7:1 info -',
  ]);
});

test("permission-change: switching off the machine's defences is an error; stripping the quarantine mark is info", () => {
  const sh = [
    'sudo ufw disable',
    'setenforce 0',
    'sudo spctl --master-disable',
    'Set-MpPreference -DisableRealtimeMonitoring $true',
    'systemctl stop firewalld',
    'xattr -d com.apple.quarantine ./tool',
    'ufw status',
    '',
  ].join('\n');
  const f = scan({ 'scripts/setup.sh': sh }, permissionChange);
  assert.deepEqual(
    f.map((x) => `${x.range.start.line} ${x.severity}`),
    ['1 error', '2 error', '3 error', '4 error', '5 error', '6 info'],
  );
});
