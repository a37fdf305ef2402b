/** sentinel/unsafe-code (src/core/modules/sentinel/unsafe-code.ts): its cases through the shared RuleTester, and its tests moved here from test/unit/modules/sentinel/unsafe-code.test.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule, rule as unsafeCode } from '../../../../src/core/modules/sentinel/unsafe-code.ts';
import { scan, SKILL_MD, summary } from '../../modules/sentinel/helpers.ts';

const sql = [
  'import sqlite3',
  'def find(term, table):',
  '    conn = sqlite3.connect("u.db")',
  '    query = f"SELECT * FROM {table} WHERE name LIKE \'%{term}%\'"',
  '    return conn.execute(query).fetchall()',
  'def by_id(uid):',
  '    return conn.execute("SELECT * FROM users WHERE id = %s" % uid)',
  'def safe(uid):',
  '    return conn.execute("SELECT * FROM users WHERE id = ?", (uid,))',
  'def chunk(ids):',
  '    marks = ",".join("?" for _ in ids)',
  '    return conn.execute(',
  '        f"SELECT id FROM docs WHERE id IN ({marks})", ids',
  '    )',
  '',
].join('\n');

test('sentinel/unsafe-code: the examples of docs/rules/sentinel/unsafe-code.md (bad → invalid, good → valid)', () => {
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
            'Run `python scripts/lookup.py NAME` to find an image record.',
            '',
          ].join('\n'),
          'scripts/lookup.py': [
            'import sqlite3',
            'import sys',
            '',
            '',
            'def find(name):',
            '    db = sqlite3.connect("images.db")',
            '    return db.execute("SELECT * FROM images WHERE name = ?", (name,)).fetchall()',
            '',
            '',
            'print(find(sys.argv[1]))',
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
            'Run `python scripts/lookup.py NAME` to find an image record.',
            '',
          ].join('\n'),
          'scripts/lookup.py': [
            'import sqlite3',
            'import sys',
            '',
            '',
            'def find(name):',
            '    db = sqlite3.connect("images.db")',
            '    return db.execute(f"SELECT * FROM images WHERE name = \'{name}\'").fetchall()',
            '',
            '',
            'print(find(sys.argv[1]))',
            '',
          ].join('\n'),
        },
        errors: [{ line: 7, column: 23, messageId: 'sql', file: 'scripts/lookup.py' }],
      },
    ],
  });
});

test('unsafe-code: a SQL value slot filled by formatting in a script is an error; parameterised queries are not findings', () => {
  const f = scan({ 'scripts/db.py': sql }, unsafeCode);
  assert.deepEqual(summary(f), ['scripts/db.py:4:13 error', 'scripts/db.py:7:25 error']);
  assert.match(f[0].message, /parameters/);
  // The same text without any execute() call is just a string.
  assert.deepEqual(scan({ 'scripts/db.py': 'q = f"SELECT * FROM t WHERE a = {x}"\nprint(q)\n' }, unsafeCode), []);
});

test('unsafe-code: a path built from a parameter on a fixed base, opened unchecked, is path traversal', () => {
  const py = [
    'import os',
    'def read_file(filename):',
    '    p = os.path.join("/home/user/docs", filename)',
    '    with open(p) as f:',
    '        return f.read()',
    'def read_checked(filename):',
    '    p = os.path.realpath(os.path.join("/home/user/docs", filename))',
    '    if not p.startswith("/home/user/docs/"): raise ValueError(p)',
    '    return open(p).read()',
    'def write_out(output_dir, name):',
    '    return open(os.path.join(output_dir, name), "w")',
    '',
  ].join('\n');
  const f = scan({ 'scripts/read.py': py }, unsafeCode);
  assert.deepEqual(summary(f), ['scripts/read.py:3:9 error']);
  assert.equal(f[0].data?.counted, true);
  assert.match(f[0].message, /`filename`/);
});

test('unsafe-code: an endless loop and a memory bomb; loops that block, break or sit in try are fine', () => {
  const py = [
    'def spin(data):',
    '    while True:',
    '        process(data)',
    'def bomb(items):',
    '    return [x for x in items] + [0] * 100000000',
    'def server(sock):',
    '    while True:',
    '        conn, _ = sock.accept()',
    'def poll():',
    '    while True:',
    '        if done(): break',
    'def frames(img):',
    '    try:',
    '        while True:',
    '            img.seek(n)',
    '    except EOFError:',
    '        pass',
    '',
  ].join('\n');
  const f = scan({ 'scripts/a.py': py }, unsafeCode);
  assert.deepEqual(summary(f), ['scripts/a.py:2:5 error', 'scripts/a.py:5:33 error']);
  // Python fenced in SKILL.md counts too, as a sample to review (warning); a sh fence does not.
  const md = `${SKILL_MD}\n\`\`\`python\nwhile True:\n    work()\n\`\`\`\n\n\`\`\`sh\nwhile true; do work; done\n\`\`\`\n`;
  assert.deepEqual(summary(scan({ 'SKILL.md': md }, unsafeCode)), ['SKILL.md:11:1 warning']);
});

test('unsafe-code: a table name formatted into SQL, and SQL in a document fence, stay warnings', () => {
  const py = ['def count(table):', '    return conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()', ''].join('\n');
  assert.deepEqual(summary(scan({ 'scripts/stats.py': py }, unsafeCode)), ['scripts/stats.py:2:25 warning']);
  const md = `# DB\n\n\`\`\`python\ndef by_id(uid):\n    return conn.execute(f"SELECT * FROM users WHERE id = {uid}")\n\`\`\`\n`;
  assert.deepEqual(summary(scan({ 'references/db.md': md }, unsafeCode)), ['references/db.md:5:25 warning']);
});
