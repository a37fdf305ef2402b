/** sentinel/defence-off (src/core/modules/sentinel/defence-off.ts): its cases through the shared RuleTester. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { scanAnchors, tagIndex } from '../../../../src/core/modules/sentinel/anchors.ts';
import { DEFENCE_ANCHORS, rule } from '../../../../src/core/modules/sentinel/defence-off.ts';

const SKILL = (body: string[]): string =>
  ['---', 'name: demo-skill', 'description: Fetches team reports. Use when the user asks for a team report.', '---', '', '# Demo skill', '', ...body, ''].join(
    '\n',
  );
/** SKILL.md pointing at a script: the body starts at line 8. */
const RUNS = SKILL(['Run `scripts/setup.sh` once before the first report.']);

test('sentinel/defence-off: the examples of docs/rules/sentinel/defence-off.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      { folder: 'demo-skill', files: { 'SKILL.md': RUNS, 'scripts/setup.sh': '#!/bin/sh\ngit config --global http.sslCAInfo "$HOME/.config/team/ca.pem"\n' } },
    ],
    invalid: [
      {
        folder: 'demo-skill',
        files: { 'SKILL.md': RUNS, 'scripts/setup.sh': '#!/bin/sh\ngit config --global http.sslVerify false\n' },
        errors: [{ line: 2, column: 1, messageId: 'tlsConfig', severity: 'error', file: 'scripts/setup.sh' }],
      },
    ],
  });
});

test('sentinel/defence-off: TLS verification off, in every spelling', () => {
  ruleTester.run(rule, {
    valid: [
      // a CA bundle instead of no check; a variable that only reads the setting
      { files: { 'SKILL.md': RUNS, 'scripts/fetch.py': 'import requests\nr = requests.get(URL, verify="/etc/ssl/team-ca.pem")\n' } },
      { files: { 'SKILL.md': RUNS, 'scripts/smtp.js': 'const tls = { rejectUnauthorized: config.smtp.rejectUnauthorized };\n' } },
      { files: { 'SKILL.md': RUNS, 'scripts/check.js': "if (process.env.NODE_TLS_REJECT_UNAUTHORIZED === '0') warn();\n" } },
      { files: { 'SKILL.md': RUNS, 'scripts/get.sh': '#!/bin/sh\ncurl -fsSL https://reports.example.net/a.json -o a.json\n' } },
    ],
    invalid: [
      {
        name: 'SKILL.md steps that change the machine: error',
        files: {
          'SKILL.md': SKILL([
            'Before the first run, execute `git config --global http.sslVerify false`.',
            '',
            '```bash',
            'npm config set strict-ssl false',
            'export NODE_TLS_REJECT_UNAUTHORIZED=0',
            'curl -sSk https://reports.example.net/a.json -o a.json',
            '```',
          ]),
        },
        errors: [
          { line: 8, messageId: 'tlsConfig', severity: 'error' },
          { line: 11, column: 1, messageId: 'tlsConfig', severity: 'error' },
          { line: 12, column: 8, messageId: 'tlsEnv', severity: 'error' },
          { line: 13, column: 1, messageId: 'tlsRequest', severity: 'warning' },
        ],
      },
      {
        name: 'a profile written by a script: error; per-connection switches: warning',
        files: {
          'SKILL.md': RUNS,
          'scripts/setup.sh': [
            '#!/bin/sh',
            "echo 'export NODE_TLS_REJECT_UNAUTHORIZED=0' >> ~/.bashrc",
            'pip install --trusted-host pypi.example.net teamtool',
            'wget --no-check-certificate https://reports.example.net/a.json',
            'curl --insecure -o a.json https://reports.example.net/a.json',
            '',
          ].join('\n'),
          'scripts/fetch.py': [
            'import requests, ssl',
            'ssl._create_default_https_context = ssl._create_unverified_context',
            'r = requests.get(URL, verify=False)',
            '',
          ].join('\n'),
          'scripts/client.js': ['const agent = new https.Agent({ rejectUnauthorized: false });', "process.env['NODE_TLS_REJECT_UNAUTHORIZED'] = '0';", ''].join(
            '\n',
          ),
          'scripts/get.ps1': 'Invoke-RestMethod -Uri $url -SkipCertificateCheck\n',
          'scripts/client.go': 'cfg := &tls.Config{InsecureSkipVerify: true}\n',
        },
        errors: [
          { line: 1, messageId: 'tlsCode', severity: 'warning', file: 'scripts/client.go' },
          { line: 1, column: 33, messageId: 'tlsCode', severity: 'warning', file: 'scripts/client.js' },
          { line: 2, column: 14, messageId: 'tlsEnv', severity: 'warning', file: 'scripts/client.js' },
          { line: 2, messageId: 'tlsCode', severity: 'warning', file: 'scripts/fetch.py' },
          { line: 3, messageId: 'tlsCode', severity: 'warning', file: 'scripts/fetch.py' },
          { line: 1, messageId: 'tlsRequest', severity: 'warning', file: 'scripts/get.ps1' },
          { line: 2, messageId: 'tlsEnv', severity: 'error', file: 'scripts/setup.sh' },
          { line: 3, messageId: 'tlsRequest', severity: 'warning', file: 'scripts/setup.sh' },
          { line: 4, messageId: 'tlsRequest', severity: 'warning', file: 'scripts/setup.sh' },
          { line: 5, messageId: 'tlsRequest', severity: 'warning', file: 'scripts/setup.sh' },
        ],
      },
      {
        name: 'a user variable set for good by PowerShell: error',
        files: { 'SKILL.md': RUNS, 'scripts/env.ps1': '[Environment]::SetEnvironmentVariable("NODE_TLS_REJECT_UNAUTHORIZED", "0", "User")\n' },
        errors: [{ line: 1, column: 40, messageId: 'tlsEnv', severity: 'error', file: 'scripts/env.ps1' }],
      },
      {
        name: 'a prohibition in SKILL.md prose is info',
        files: { 'SKILL.md': SKILL(['Never pass `curl -k`: it trusts any server.']) },
        errors: [{ line: 8, column: 13, messageId: 'tlsRequest', severity: 'info' }],
      },
      {
        name: 'a teaching page: marked bad examples and samples are info',
        files: {
          'SKILL.md': SKILL(['See references/tls.md.']),
          'references/tls.md': [
            '# TLS',
            '',
            '```bash',
            '# VULNERABLE: verification disabled',
            'curl -k https://api.example.net',
            '```',
            '',
            '```python',
            'requests.get(url, verify=False)',
            '```',
            '',
          ].join('\n'),
        },
        errors: [
          { line: 5, messageId: 'tlsRequest', severity: 'info', file: 'references/tls.md' },
          { line: 9, messageId: 'sample', severity: 'info', file: 'references/tls.md' },
        ],
      },
    ],
  });
});

test('sentinel/defence-off: allow-all policies', () => {
  ruleTester.run(rule, {
    valid: [
      { files: { 'SKILL.md': SKILL(['```bash', 'docker run --cap-drop=ALL --cap-add=NET_BIND_SERVICE --rm img', '```']) } },
      // a wildcard origin without credentials; credentials for a listed origin
      { files: { 'SKILL.md': RUNS, 'scripts/server.py': 'app.add_middleware(CORSMiddleware, allow_origins=["*"])\n' } },
      { files: { 'SKILL.md': RUNS, 'scripts/server.js': "app.use(cors({ origin: 'https://app.example.net', credentials: true }));\n" } },
      // SSH to one office network; an audit that looks for 0.0.0.0/0
      {
        files: {
          'SKILL.md': RUNS,
          'scripts/sg.sh': '#!/bin/sh\naws ec2 authorize-security-group-ingress --group-id sg-1 --protocol tcp --port 22 --cidr 203.0.113.0/24\n',
        },
      },
      { files: { 'SKILL.md': RUNS, 'scripts/audit.sh': '#!/bin/sh\njq \'[.IpPermissions[] | select(.IpRanges[].CidrIp == "0.0.0.0/0")]\' sg.json\n' } },
    ],
    invalid: [
      {
        name: 'privileged containers: docker, compose, Kubernetes',
        files: {
          'SKILL.md': SKILL(['```bash', 'docker run --privileged --rm img', 'podman run --cap-add=ALL img', '```']),
          'compose.yaml': ['services:', '  app:', '    image: img', '    privileged: true', '    cap_add: ["SYS_ADMIN"]', ''].join('\n'),
          'k8s/pod.yaml': ['securityContext:', '  allowPrivilegeEscalation: true', '  runAsUser: 0', ''].join('\n'),
        },
        errors: [
          { line: 9, messageId: 'container', file: 'SKILL.md' },
          { line: 10, messageId: 'container', file: 'SKILL.md' },
          { line: 4, messageId: 'container', file: 'compose.yaml' },
          { line: 5, messageId: 'container', file: 'compose.yaml' },
          { line: 2, messageId: 'container', file: 'k8s/pod.yaml' },
          { line: 3, messageId: 'container', file: 'k8s/pod.yaml' },
        ],
      },
      {
        name: 'CORS for any origin with credentials, in Python and JS',
        files: {
          'SKILL.md': RUNS,
          'scripts/server.py': ['app.add_middleware(', '    CORSMiddleware,', '    allow_origins=["*"],', '    allow_credentials=True,', ')', ''].join('\n'),
          'scripts/server.js': ["res.setHeader('Access-Control-Allow-Origin', '*');", "res.setHeader('Access-Control-Allow-Credentials', 'true');", ''].join(
            '\n',
          ),
        },
        errors: [
          { line: 2, messageId: 'cors', severity: 'warning', file: 'scripts/server.js' },
          { line: 4, messageId: 'cors', severity: 'warning', file: 'scripts/server.py' },
        ],
      },
      {
        name: 'SSH open to the world: a CLI step is an error, a Terraform block a warning',
        files: {
          'SKILL.md': RUNS,
          'scripts/sg.sh': '#!/bin/sh\naws ec2 authorize-security-group-ingress --group-id sg-1 --protocol tcp --port 22 --cidr 0.0.0.0/0\n',
          'infra/main.tf': [
            'resource "aws_security_group_rule" "ssh" {',
            '  from_port   = 22',
            '  to_port     = 22',
            '  cidr_blocks = ["0.0.0.0/0"]',
            '}',
            '',
          ].join('\n'),
        },
        errors: [
          { line: 4, messageId: 'openPort', severity: 'warning', file: 'infra/main.tf' },
          { line: 2, messageId: 'openPort', severity: 'error', file: 'scripts/sg.sh' },
        ],
      },
      {
        name: 'a checklist item is info',
        files: { 'SKILL.md': SKILL(['- [ ] No --privileged containers']) },
        errors: [{ line: 8, column: 10, messageId: 'container', severity: 'info' }],
      },
      {
        name: "the browser's own protections: info",
        files: { 'SKILL.md': RUNS, 'scripts/shot.js': "const browser = await puppeteer.launch({ args: ['--no-sandbox'] });\n" },
        errors: [{ line: 1, messageId: 'browserFlag', severity: 'info', file: 'scripts/shot.js' }],
      },
    ],
  });
});

test('sentinel/defence-off: a non-root user, a scan or a check removed', () => {
  ruleTester.run(rule, {
    valid: [
      { files: { 'SKILL.md': RUNS, Dockerfile: ['FROM node:20', 'USER root', 'RUN apt-get update', 'USER node', 'CMD ["node", "a.js"]', ''].join('\n') } },
      {
        files: {
          'SKILL.md': RUNS,
          '.github/workflows/ci.yml': [
            'jobs:',
            '  build:',
            '    steps:',
            '      - name: Build docs',
            '        run: make docs',
            '        continue-on-error: true',
            '      - run: npm audit --audit-level=high',
            '',
          ].join('\n'),
        },
      },
      { files: { 'SKILL.md': SKILL(['```bash', 'git commit -m "report"', 'SKIP_DOCS=1 make release', '```']) } },
    ],
    invalid: [
      {
        name: 'a root Dockerfile',
        files: { 'SKILL.md': RUNS, 'docker/Dockerfile.app': ['FROM node:20', 'USER node', 'RUN npm ci', 'USER root', 'CMD ["node", "a.js"]', ''].join('\n') },
        errors: [{ line: 4, column: 1, messageId: 'rootUser', severity: 'warning', file: 'docker/Dockerfile.app' }],
      },
      {
        name: 'security scans that may fail silently',
        files: {
          'SKILL.md': RUNS,
          '.github/workflows/ci.yml': [
            'jobs:',
            '  scan:',
            '    steps:',
            '      - name: Trivy scan',
            '        uses: aquasecurity/trivy-action@v1',
            '        continue-on-error: true',
            '      - run: npm audit || true',
            '      - run: trivy fs . --exit-code 0',
            '',
          ].join('\n'),
          '.gitlab-ci.yml': ['sast:', '  script: semgrep ci', '  allow_failure: true', ''].join('\n'),
        },
        errors: [
          { line: 6, messageId: 'scanIgnored', file: '.github/workflows/ci.yml' },
          { line: 7, messageId: 'scanIgnored', file: '.github/workflows/ci.yml' },
          { line: 8, messageId: 'scanIgnored', file: '.github/workflows/ci.yml' },
          { line: 3, messageId: 'scanIgnored', file: '.gitlab-ci.yml' },
        ],
      },
      {
        name: 'hooks and checks skipped',
        files: {
          'SKILL.md': SKILL([
            '```bash',
            'git commit -am "wip" --no-verify',
            'git push --force --no-verify origin main',
            'SKIP_SECURITY_SCAN=1 make release',
            'SKIP=gitleaks,trailing-whitespace git commit -m x',
            '```',
          ]),
        },
        errors: [
          { line: 9, column: 1, messageId: 'noVerify', severity: 'warning' },
          { line: 10, column: 1, messageId: 'noVerify', severity: 'warning' },
          { line: 11, column: 1, messageId: 'skipCheck', severity: 'warning' },
          { line: 12, column: 1, messageId: 'skipCheck', severity: 'warning' },
        ],
      },
      {
        name: 'a hint printed by a hook script is info',
        files: {
          'SKILL.md': RUNS,
          'scripts/pre-commit.sh': ['#!/bin/sh', "cat <<'EOF'", 'To bypass this hook: git commit --no-verify', 'EOF', 'exit 1', ''].join('\n'),
        },
        errors: [{ line: 3, messageId: 'noVerify', severity: 'info', file: 'scripts/pre-commit.sh' }],
      },
    ],
  });
});

test('defence-off: every technique word is in the shared anchor pass (tag defence), so no technique is skipped', () => {
  const missing = DEFENCE_ANCHORS.filter((a) => !scanAnchors(a.replace(/[ \t]+/g, ' '))[tagIndex('defence')].includes(0));
  assert.deepEqual(missing, []);
});
