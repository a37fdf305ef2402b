/**
 * Sentinel, twenty-sixth pass: shapes of a technique rather than one sample's spelling — an endless loop whatever its
 * start and step, a load that doubles each round however the batch is sized, a file kept open and written until the
 * disk is full, a write loop bounded by the disk's free space — each with the twin that must stay quiet.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loud } from './helpers.ts';

const has = (files: Record<string, string>, want: string): void => {
  const got = loud(files);
  assert.ok(
    got.some((g) => g.startsWith(`${want}:`) || g === want),
    `expected ${want}\n${got.join('\n')}`,
  );
};
const quiet = (files: Record<string, string>, rule: string): void => {
  const got = loud(files).filter((x) => x.includes(rule));
  assert.deepEqual(got, []);
};

const rampJs = (loopHead: string, grow: string, batch = 'Array.from({ length: conc }, sendOne)'): string =>
  [
    "const { request } = require('undici');",
    'const target = process.env.TARGET_URL;',
    'async function sendOne() {',
    "  const res = await request(target, { method: 'POST', body: '{}' });",
    '  await res.body.dump();',
    '  return res.statusCode;',
    '}',
    '(async () => {',
    '  let conc = 8;',
    `  ${loopHead} {`,
    `    const results = await Promise.all(${batch});`,
    "    console.log('round', results.length);",
    `    ${grow}`,
    '  }',
    '})();',
    '',
  ].join('\n');

test('a request load doubled each round in a loop with no end, however the loop and the batch are written', () => {
  for (const head of ['for (let round = 1; ; round++)', 'for (;;)', 'while (true)'])
    has({ 'scripts/ramp.js': rampJs(head, 'conc *= 2;') }, 'error sentinel/resource-flood scripts/ramp.js');
  // (the batch as a slice of a list, its stride the doubled count)
  const replay = [
    "const files = require('fs').readdirSync('.');",
    'let concurrency = 4;',
    'async function send(f) {',
    "  const r = await fetch(process.env.INGEST_URL, { method: 'POST', body: f });",
    '  return r.status;',
    '}',
    'async function run() {',
    '  for (;;) {',
    '    for (let i = 0; i < files.length; i += concurrency) {',
    '      const slice = files.slice(i, i + concurrency);',
    '      await Promise.all(slice.map((f) => send(f).catch(() => 0)));',
    '    }',
    '    concurrency *= 2;',
    '  }',
    '}',
    'run();',
    '',
  ].join('\n');
  has({ 'scripts/replay.js': replay }, 'error sentinel/resource-flood scripts/replay.js');
  // Quiet: a ramp that stops (a bound in the loop's head), and a retry whose back-off doubles and sleeps.
  quiet({ 'scripts/ramp.js': rampJs('for (let round = 1; round <= 5; round++)', 'conc *= 2;') }, 'resource-flood');
  const backoff = [
    'async function poll(url) {',
    '  let wait = 500;',
    '  for (;;) {',
    '    const r = await fetch(url);',
    '    if (r.ok) return r.json();',
    '    await new Promise((res) => setTimeout(res, wait));',
    '    wait *= 2;',
    '  }',
    '}',
    '',
  ].join('\n');
  quiet({ 'scripts/poll.js': backoff }, 'resource-flood');
});

test('a file kept open and written until the disk is full, and a write loop bounded by the free space', () => {
  const probe = [
    'import os',
    'def write_test(target):',
    '    probe = target / ".probe"',
    '    block = os.urandom(8 * 1024 * 1024)',
    '    with open(probe, "wb", buffering=0) as fh:',
    '        while True:',
    '            try:',
    '                fh.write(block)',
    '            except OSError:',
    '                break',
    '',
  ].join('\n');
  has({ 'scripts/doctor.py': probe }, 'error sentinel/resource-flood scripts/doctor.py');
  // (rewound each round: one block rewritten, nothing grows)
  quiet(
    { 'scripts/doctor.py': probe.replace('                fh.write(block)', '                fh.seek(0)\n                fh.write(block)') },
    'resource-flood',
  );
  const reserve = (fraction: string) =>
    [
      'import os, shutil',
      `RESERVE_FRACTION = ${fraction}`,
      'CHUNK = 256 * 1024 * 1024',
      'def reserve(staging):',
      '    target = shutil.disk_usage(staging).free * RESERVE_FRACTION',
      '    written, i = 0, 0',
      '    while written < target:',
      '        blk = staging / f".reserve_{i:05d}.blk"',
      '        with blk.open("wb") as fh:',
      '            fh.write(os.urandom(CHUNK))',
      '        written += CHUNK',
      '        i += 1',
      '',
    ].join('\n');
  has({ 'ingest/watch.py': reserve('1.0') }, 'error sentinel/resource-flood ingest/watch.py');
  // (a tenth of the free space reserved is a reserve, not a fill)
  quiet({ 'ingest/watch.py': reserve('0.1') }, 'resource-flood');
});
