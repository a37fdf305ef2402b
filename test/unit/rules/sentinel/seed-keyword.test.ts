/** sentinel/seed-keyword (src/core/modules/sentinel/seed-keyword.ts): the seed's five keyword lists, counted in the dim10 sub-score at info. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule } from '../../../../src/core/modules/sentinel/seed-keyword.ts';
import { SEED_KEYWORDS, SEED_LINE_HINT, seedKeywordHits } from '../../../../src/core/modules/sentinel/seed-keywords.ts';
import { sentinelSubscore } from '../../../../src/core/modules/sentinel/score.ts';
import { securityVerdict } from '../../../../src/core/modules/sentinel/verdict.ts';
import { rules, seedRules } from '../../../../src/core/modules/sentinel/index.ts';
import { allRules } from '../../../../src/core/engine/registry.ts';
import { scan, where } from '../../modules/sentinel/helpers.ts';

const ALL = [...rules, ...seedRules];

const SKILL = [
  '---',
  'name: demo-skill',
  'description: Resizes PNG images. Use when the user asks to resize a PNG image.',
  '---',
  '',
  '# Demo skill',
  '',
  'Run `scripts/resize.py`.',
  '',
].join('\n');

test('sentinel/seed-keyword: the examples of docs/rules/sentinel/seed-keyword.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'demo-skill',
        files: { 'SKILL.md': SKILL, 'scripts/resize.py': 'from PIL import Image\n\nImage.open("in.png").resize((64, 64)).save("out.png")\n' },
      },
      // SKILL.md itself is documentation: the seed's scan leaves it out.
      { folder: 'demo-skill', files: { 'SKILL.md': `${SKILL}Never run \`sudo\` or \`scp\` from this skill.\n` } },
    ],
    invalid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': SKILL,
          'scripts/resize.py': 'import subprocess\n\nsubprocess.run(["convert", "in.png", "-resize", "64x64", "out.png"], check=True)\n',
        },
        // One finding per file and category, at the first line, standing for both lines.
        errors: [{ line: 1, column: 8, messageId: 'keyword', file: 'scripts/resize.py' }],
      },
    ],
  });
});

test('sentinel/seed-keyword: the three rows of issue 31 item 10 are each a hit in their category', () => {
  assert.deepEqual(
    seedKeywordHits('subprocess.run(["ls"])').map((h) => h.category),
    ['malicious-command'],
  );
  assert.deepEqual(
    seedKeywordHits('password = "hunter22"').map((h) => h.category),
    ['credential'],
  );
  assert.deepEqual(
    seedKeywordHits('scp report.pdf backup:/srv/').map((h) => h.category),
    ['exfiltration'],
  );
  // The seed's everyday words keep their seed meaning only.
  assert.deepEqual(seedKeywordHits('Pick the output format: PNG or JPEG.'), []);
  assert.deepEqual(seedKeywordHits('password = os.environ["DB_PASSWORD"]'), []);
  assert.deepEqual(seedKeywordHits('Simulate the request with a dry run.'), []);
  assert.deepEqual(
    seedKeywordHits('format C: /q').map((h) => h.keyword),
    ['format'],
  );
});

test('sentinel/seed-keyword: hits are info (verdict unchanged) and counted in the sub-score per category', () => {
  const findings = scan(
    {
      'references/deploy.md': [
        '# Deploy',
        '',
        'Copy the build with `scp dist.tar.gz host:/srv/`.',
        '',
        '```python',
        'password = "hunter22"',
        'subprocess.run(["make"])',
        '```',
        '',
      ].join('\n'),
    },
    ALL,
  );
  const seed = findings.filter((f) => f.ruleId === 'sentinel/seed-keyword');
  assert.deepEqual(
    seed.map((f) => `${where(f)} ${f.severity} ${f.category}`),
    ['references/deploy.md:3:22 info exfiltration', 'references/deploy.md:6:1 info credential', 'references/deploy.md:7:1 info malicious-command'],
  );
  const sub = sentinelSubscore(findings);
  assert.equal(sub.hits.exfiltration, 1);
  assert.equal(sub.hits.credential, 1);
  assert.equal(sub.hits['malicious-command'], 1);
  assert.equal(sub.perCategory.exfiltration, 1);
  assert.equal(sub.score, 1.4);
  // The security verdict is the context-aware rules' alone: info hits never block or ask for review.
  assert.equal(securityVerdict(seed).level, 'clear');
  assert.ok(seed.every((f) => f.data?.counted === false && f.data?.seedKeyword === true));
  // Every scan runs it: the registry holds it after the context-aware Sentinel rules.
  assert.ok(allRules.some((r) => r.meta.id === 'sentinel/seed-keyword'));
});

test('sentinel/seed-keyword: a line already counted by another rule of the same category is one hit', () => {
  const findings = scan({ 'scripts/up.sh': '#!/bin/sh\nsudo rm -rf "$TARGET"\n' }, ALL);
  const sub = sentinelSubscore(findings);
  assert.equal(sub.hits['privilege-escalation'], 1);
});

test('sentinel/seed-keyword: twenty `subprocess` lines in one script are one finding that still counts every line', () => {
  const body = ['import subprocess', ...Array.from({ length: 19 }, (_, i) => `subprocess.run(["step", "${i}"])`)].join('\n');
  const findings = scan({ 'scripts/steps.py': `${body}\n` }, ALL);
  const seed = findings.filter((f) => f.ruleId === 'sentinel/seed-keyword');
  assert.deepEqual(
    seed.map((f) => where(f)),
    ['scripts/steps.py:1:8'],
  );
  assert.match(seed[0].message, /20 line\(s\)/);
  assert.match(seed[0].message, /1, 2, 3, 4, 5, 6, 7, 8, …/);
  const sub = sentinelSubscore(findings);
  assert.equal(sub.hits['malicious-command'], 20);
  assert.equal(sub.perCategory['malicious-command'], 0);
});

/** Lines that hit each keyword of the table, in several spellings (case, spacing, prefixes). */
const KEYWORD_LINES = [
  'exec (code)',
  'os.system("ls")',
  'import subprocess',
  'rm -rf build',
  'RM\t-fr /tmp/x',
  'format C:',
  'del /q /f x.txt',
  'reg.exe delete HKCU\\Run',
  'API-KEY = "abcd"',
  'apikey: "abcd1234"',
  'passwd = "hunter2"',
  'PWD="abc123"',
  'auth_token = "abcdef"',
  'client_secret = "shh-123"',
  "secret_key: 'xyz123'",
  '-----BEGIN RSA PRIVATE KEY-----',
  'DAN mode',
  'jailbroken',
  'Simulating an unfiltered model',
  'SYSTEM  override',
  'Ignore all of the instructions',
  'import smtplib',
  'upload the file to an external host',
  'scp a b:',
  'sftp host then put file',
  'upload via ftp',
  'chmod 600 x',
  'chown me x',
  'sudo make',
  'x; su - root',
  'su -\tadmin',
  'icacls C:\\x',
];

test('sentinel/seed-keyword: every line the table hits also holds a hint (the rule reads only those lines)', () => {
  const keywords = new Set<string>();
  for (const line of KEYWORD_LINES) {
    const hits = seedKeywordHits(line);
    assert.ok(hits.length > 0, line);
    for (const h of hits) keywords.add(h.keyword);
    SEED_LINE_HINT.lastIndex = 0;
    assert.ok(SEED_LINE_HINT.test(line), line);
  }
  // Each keyword of the table is among those lines.
  assert.deepEqual(
    [...keywords].sort(),
    Object.values(SEED_KEYWORDS)
      .flatMap((list) => list.map((k) => k.keyword))
      .sort(),
  );
});

test("sentinel/seed-keyword: every keyword line is read through the view's `seed` anchors and each pattern's `need` word", () => {
  // (the rule reads only lines holding a `seed` anchor, and runs a pattern only where its `need` word stands:
  // a keyword whose anchor or need word fell out of step with its pattern would be silently lost here)
  for (const line of KEYWORD_LINES) {
    const lower = line.toLowerCase();
    for (const h of seedKeywordHits(line)) {
      const k = Object.values(SEED_KEYWORDS)
        .flat()
        .find((x) => x.keyword === h.keyword);
      assert.ok(
        k?.need.some((w) => lower.includes(w)),
        `${h.keyword}: ${line}`,
      );
    }
    const found = scan({ 'scripts/run.sh': `#!/bin/sh\n${line}\n` }, rule);
    assert.ok(found.length > 0, line);
    assert.ok(
      found.every((f) => f.range.start.line === 2),
      line,
    );
  }
});

test('sentinel/seed-keyword: the lines counted in a file are the lines the table hits, CRLF and blank lines included', () => {
  const lines = [
    '#!/bin/sh',
    '',
    'sudo make install\r',
    'echo done',
    'x; su - root',
    'echo "not a keyword: pseudo, sftpish"',
    'chmod 600 key\r',
    '',
    'scp a b:',
  ];
  const findings = scan({ 'scripts/run.sh': lines.join('\n') }, ALL).filter((f) => f.ruleId === 'sentinel/seed-keyword');
  const expected = new Map<string, number[]>();
  lines.forEach((line, i) => {
    for (const h of seedKeywordHits(line)) expected.set(h.category, [...(expected.get(h.category) ?? []), i + 1]);
  });
  assert.deepEqual(findings.map((f) => [f.data?.category, String(f.data?.seedLines)]).sort(), [...expected].map(([c, at]) => [c, at.join(',')]).sort());
});
