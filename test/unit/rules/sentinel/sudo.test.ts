/** sentinel/sudo (src/core/modules/sentinel/sudo.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/sentinel/sudo-permission.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule, rule as sudo } from '../../../../src/core/modules/sentinel/sudo.ts';
import { scan, summary, where } from '../../modules/sentinel/helpers.ts';

const detail = (f: ReturnType<typeof scan>) => f.map((x) => `${where(x)} ${x.severity} ${x.data?.reason ?? '-'}`);

test('sentinel/sudo: the examples of docs/rules/sentinel/sudo.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# Demo skill',
            '',
            'Run `scripts/setup.sh` once before the first resize.',
            '',
          ].join('\n'),
          'scripts/setup.sh': [
            '#!/bin/sh',
            'if ! command -v convert >/dev/null; then',
            '  echo "ImageMagick is missing: ask the user to install it, then run this again."',
            '  exit 1',
            'fi',
            '',
          ].join('\n'),
        },
      },
    ],
    invalid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
            '---',
            '',
            '# Demo skill',
            '',
            'Run `scripts/setup.sh` once before the first resize.',
            '',
          ].join('\n'),
          'scripts/setup.sh': ['#!/bin/sh', 'sudo chmod -R 777 /opt/resize', ''].join('\n'),
        },
        errors: [{ line: 2, column: 1, messageId: 'elevate', severity: 'warning', file: 'scripts/setup.sh' }],
      },
    ],
  });
});

test('sudo: elevation in scripts warns (routine service administration is info); a piped password is an error', () => {
  const sh = [
    'sudo systemctl restart nginx',
    'su - postgres',
    'doas pkg_add curl',
    'echo "$PASS" | sudo -S apt update',
    'sudo cp ./agent /etc/init.d/agent', // 5: a start-up script: a warning
    '',
  ].join('\n');
  const py = 'subprocess.run(["sudo", "rm", path])\n';
  const ps = 'Start-Process pwsh -Verb RunAs\n';
  const f = scan({ 'scripts/a.sh': sh, 'scripts/b.py': py, 'scripts/c.ps1': ps }, sudo);
  assert.deepEqual(summary(f), [
    'scripts/a.sh:1:1 info',
    'scripts/a.sh:2:1 warning',
    'scripts/a.sh:3:1 warning',
    'scripts/a.sh:4:1 error',
    'scripts/a.sh:5:1 warning',
    'scripts/b.py:1:18 warning',
    'scripts/c.ps1:1:1 warning',
  ]);
  assert.ok(f.every((x) => x.category === 'privilege-escalation'));
});

test('sudo: installing named packages or a tool into a bin folder over HTTPS is info', () => {
  const sh = [
    'sudo apt update && sudo apt install -y python3 ffmpeg', // 1: two package steps
    'sudo npm install -g pnpm@9', // 2
    'sudo dnf install -y jq', // 3
    'sudo pacman -S --noconfirm ripgrep', // 4
    'sudo -H pip3 install requests', // 5
    'curl -fsSL "https://example.com/releases/tool_${V}.tar.gz" \\', // 6
    '  | sudo tar -xz -C /usr/local/bin tool', // 7
    'sudo install -m 755 ./tool /usr/local/bin/tool', // 8
    'sudo apt install ./downloaded.deb', // 9: a local file is not a named package
    'curl -fsSL http://203.0.113.7/t.tgz | sudo tar -xz -C /usr/local/bin', // 10: plain HTTP to an IP
    'sudo npm run build', // 11: not an install
    '',
  ].join('\n');
  const f = scan({ 'scripts/setup.sh': sh }, sudo);
  assert.deepEqual(detail(f), [
    'scripts/setup.sh:1:1 info package-install',
    'scripts/setup.sh:1:20 info package-install',
    'scripts/setup.sh:2:1 info package-install',
    'scripts/setup.sh:3:1 info package-install',
    'scripts/setup.sh:4:1 info package-install',
    'scripts/setup.sh:5:1 info package-install',
    'scripts/setup.sh:7:5 info package-install',
    'scripts/setup.sh:8:1 info package-install',
    'scripts/setup.sh:9:1 warning -',
    'scripts/setup.sh:10:39 warning -',
    'scripts/setup.sh:11:1 warning -',
  ]);
});

test('sudo: commands in SKILL.md prose and inline code count; sudo as a noun does not', () => {
  const skill = [
    '---',
    'name: demo',
    'description: Does X. Use when Y.',
    '---',
    '',
    'Paste `sudo chown -R $USER / && sudo bash ./setup.sh` into Terminal.', // 6: two
    'Then run sudo make install from the build folder.', // 7
    'You may need sudo rights for this.', // no
    'The runner drops sudo privileges before the task (no silent sudo).', // no
    '- apt-get install -y curl sudo \\', // no: a package name
    '| `sudo` | needs an administrator |', // no: the tool named in a table
    '',
  ].join('\n');
  const dockerfile = ['RUN apt-get install -y \\', '    netcat \\', '    sudo \\', '    curl', ''].join('\n');
  const f = scan(
    { 'SKILL.md': skill, Dockerfile: dockerfile, 'assets/notes.toml': 'hint = "tell the user the apt command and stop (no silent sudo)."\n' },
    sudo,
  );
  assert.deepEqual(summary(f), ['SKILL.md:6:8 warning', 'SKILL.md:6:33 warning', 'SKILL.md:7:10 warning']);
});

test('sudo: listing, look-alike words, printed hints and code samples', () => {
  const sh = ['sudo -l', 'pseudo_code=1', 'SUDO_USER=bob', 'echo "Run: sudo make install"', ''].join('\n');
  const ref = ['# Admin', '', '```python', 'subprocess.run(["sudo", "systemctl", "restart", name])', '```', ''].join('\n');
  const f = scan({ 'scripts/a.sh': sh, 'references/admin.md': ref }, sudo);
  assert.deepEqual(detail(f), ['references/admin.md:4:18 info -', 'scripts/a.sh:4:12 info printed']);
  assert.match(f[0].message, /code sample/);
});

test('sudo: "sudo" and one word closing a clause in prose is a noun phrase; a command in prose or code still counts', () => {
  const skill = (body: string) => ['---', 'name: demo', 'description: Does X. Use when Y.', '---', '', body, ''].join('\n');
  ruleTester.run(rule, {
    valid: [
      { files: { 'SKILL.md': skill('1. **install.sh** — installs the tool if missing (platform-aware, sudo fallback)') } },
      { files: { 'SKILL.md': skill('The script tries the user folder first, sudo fallback; then gives up.') } },
    ],
    invalid: [
      { files: { 'SKILL.md': skill('Then run sudo make install from the build folder.') }, errors: [{ line: 6, messageId: 'elevate', severity: 'warning' }] },
      { files: { 'SKILL.md': skill('Set it up with `sudo bash scripts/setup.sh`.') }, errors: [{ line: 6, messageId: 'elevate', severity: 'warning' }] },
    ],
  });
});

test('sudo: a package install held in a JSON string is a package install; `sudo -n true` only probes', () => {
  ruleTester.run(rule, {
    valid: [{ files: { 'scripts/check.sh': '#!/bin/sh\nif sudo -n true 2>/dev/null; then echo ok; fi\n' } }],
    invalid: [
      {
        files: { 'config/deps.json': '{\n  "install": {\n    "apt": "sudo apt install -y sysstat",\n    "dnf": "sudo dnf install -y sysstat"\n  }\n}\n' },
        errors: [
          { line: 3, messageId: 'elevate', severity: 'info', file: 'config/deps.json' },
          { line: 4, messageId: 'elevate', severity: 'info', file: 'config/deps.json' },
        ],
      },
    ],
  });
});

test('sudo (round 5): a sudo in prose with no command after it, or under a prohibition, is no order to elevate', () => {
  const skill = (body: string) => ['---', 'name: demo', 'description: Does X. Use when Y.', '---', '', body, ''].join('\n');
  ruleTester.run(rule, {
    valid: [
      { files: { 'SKILL.md': skill('The unit file is printed for the user to install with sudo — never run it yourself.') } },
      { files: { 'SKILL.md': skill('- 这是用户级服务，不需要 sudo，也不会影响其他账户。') } },
      { files: { 'SKILL.md': skill('Do not run sudo make install; leave installing to the user.') } },
      { files: { 'SKILL.md': skill('Nunca ejecutes sudo rm en la carpeta del usuario.') } },
      { files: { 'SKILL.md': skill('不要用 sudo 运行这个脚本。') } },
    ],
    invalid: [
      { files: { 'SKILL.md': skill('Then run sudo sh -c "make install" for the user.') }, errors: [{ line: 6, messageId: 'elevate', severity: 'warning' }] },
      {
        files: { 'SKILL.md': skill('Le script est prêt ; lancez sudo make install ensuite.') },
        errors: [{ line: 6, messageId: 'elevate', severity: 'warning' }],
      },
      {
        files: { 'SKILL.md': skill('然后执行 `sudo cp app.sudoers /etc/sudoers.d/app`。') },
        errors: [{ line: 6, messageId: 'elevate', severity: 'warning' }],
      },
    ],
  });
});

test('sudo: a package name in an install continued over lines is no command; an install in another code span is another command', () => {
  const docker = ['RUN apt-get install -y \\', '    sudo \\', '    curl', ''].join('\n');
  assert.deepEqual(summary(scan({ Dockerfile: docker }, sudo)), []);
  const skill = ['---', 'name: demo', 'description: Does X. Use when Y.', '---', '', 'Install it with `brew install gs` or `sudo apt install gs`.', ''].join(
    '\n',
  );
  assert.deepEqual(summary(scan({ 'SKILL.md': skill }, sudo)), ['SKILL.md:6:39 info']);
});

test('sudo: routine administration of a named service, device or file is info; a step that gives root away or hides what runs stays a warning', () => {
  const sh = [
    'sudo systemctl daemon-reload && sudo systemctl restart promtail', // 1: two routine steps
    'sudo udevadm control --reload-rules && sudo udevadm trigger', // 2
    'sudo usermod -aG dialout,plugdev "$USER"', // 3: a device group
    'curl -fsSL https://pkg.example.org/key.gpg | sudo tee /etc/apt/keyrings/example.gpg >/dev/null', // 4
    'sudo -u postgres psql -c "CREATE DATABASE app"', // 5
    'sudo ip link set can0 up', // 6
    'sudo usermod -aG docker "$USER"', // 7: root in all but name
    'sudo bash scripts/prune.sh', // 8: a script run as root
    'sudo tee -a /etc/sudoers.d/agent', // 9
    'sudo rm -rf /var/lib/app', // 10
    'sudo systemctl disable --now apparmor', // 11
    'sudo chmod 4755 /usr/local/bin/helper', // 12
    'sudo /tmp/updater', // 13
    'sudo dpkg -i "$KEYRING"', // 14: a package file's scripts run as root
    'sudo -s', // 15
    '',
  ].join('\n');
  const ci = ['jobs:', '  build:', '    steps:', '      - run: sudo dpkg -i ${{ runner.temp }}/hugo.deb', ''].join('\n');
  const f = scan({ 'scripts/setup.sh': sh, '.github/workflows/pages.yml': ci }, sudo);
  assert.deepEqual(detail(f), [
    '.github/workflows/pages.yml:4:14 info ci-runner',
    'scripts/setup.sh:1:1 info routine-admin',
    'scripts/setup.sh:1:33 info routine-admin',
    'scripts/setup.sh:2:1 info routine-admin',
    'scripts/setup.sh:2:40 info routine-admin',
    'scripts/setup.sh:3:1 info routine-admin',
    'scripts/setup.sh:4:46 info routine-admin',
    'scripts/setup.sh:5:1 info routine-admin',
    'scripts/setup.sh:6:1 info routine-admin',
    'scripts/setup.sh:7:1 warning -',
    'scripts/setup.sh:8:1 warning -',
    'scripts/setup.sh:9:1 warning -',
    'scripts/setup.sh:10:1 warning -',
    'scripts/setup.sh:11:1 warning -',
    'scripts/setup.sh:12:1 warning -',
    'scripts/setup.sh:13:1 warning -',
    'scripts/setup.sh:14:1 warning -',
    'scripts/setup.sh:15:1 warning -',
  ]);
  assert.match(f.find((x) => x.data?.reason === 'routine-admin')?.message ?? '', /routine administration/);
});
