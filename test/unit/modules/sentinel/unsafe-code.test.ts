import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rule as unsafeCode } from '../../../../src/core/modules/sentinel/unsafe-code.ts';
import { rule as opaqueBinary } from '../../../../src/core/modules/sentinel/opaque-binary.ts';
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import type { SkillDocument } from '../../../../src/core/skill/types.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';
import { SKILL_MD, scan, summary } from './helpers.ts';

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

function withBinary(files: Record<string, string>, binaries: string[]): SkillDocument {
  const doc = skillFromTexts('demo', { 'SKILL.md': SKILL_MD, ...files });
  return { ...doc, files: [...doc.files, ...binaries.map((path) => ({ path, size: 1234, unreadable: 'binary' as const, unreadableDetail: 'contains NUL bytes' }))] };
}

test('opaque-binary: executables and unknown binaries are warnings, archives info, media nothing', () => {
  const doc = withBinary({}, ['assets/payload.bin', 'bin/tool.exe', 'lib/x.so', 'assets/logo.png', 'fonts/a.ttf', 'templates/t.docx', 'data/pack.zip', 'assets/blob']);
  const f = scanDocument(doc, { rules: [opaqueBinary] }).findings;
  assert.deepEqual(
    f.map((x) => `${x.file} ${x.severity}`).sort(),
    ['assets/blob warning', 'assets/payload.bin warning', 'bin/tool.exe warning', 'data/pack.zip info', 'lib/x.so warning'],
  );
  assert.ok(f.every((x) => x.category === 'malicious-command' && x.data?.counted === (x.severity !== 'info')));
  assert.match(f.find((x) => x.file === 'bin/tool.exe')!.message, /executable/);
});
