import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { readFileSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { parse } from 'yaml';
import { cli } from '../../support/cli.ts';
import { tempDir } from '../../support/tmp.ts';

const UNQUOTED = ['---', 'name: demo', 'description: Summarise PDFs. Use when: the user asks for a summary.', '---', '', '# Demo', ''].join('\n');

test('luban fix quotes a YAML scalar safely, atomically, and the result parses to the intended text', async () => {
  const dir = tempDir({ 'demo/SKILL.md': UNQUOTED });
  const r = await cli(['fix', path.join(dir, 'demo')]);
  assert.equal(r.stderr, '');
  const text = readFileSync(path.join(dir, 'demo/SKILL.md'), 'utf8');
  const yaml = text.split('---\n')[1];
  assert.equal(parse(yaml).description, 'Summarise PDFs. Use when: the user asks for a summary.');
  assert.ok(text.endsWith('# Demo\n'));
  // Not in git: a backup copy holds the original.
  const backups = readdirSync(path.join(dir, 'demo')).filter((f) => f.startsWith('SKILL.md.bak.'));
  assert.equal(backups.length, 1);
  assert.equal(readFileSync(path.join(dir, 'demo', backups[0]), 'utf8'), UNQUOTED);
  // No temp files left behind.
  assert.deepEqual(
    readdirSync(path.join(dir, 'demo')).filter((f) => f.endsWith('.tmp')),
    [],
  );
  const again = await cli(['fix', path.join(dir, 'demo')]);
  assert.match(again.stdout, /nothing to fix/);
});

test('luban fix keeps CRLF line endings and the BOM', async () => {
  const dir = tempDir({ 'demo/SKILL.md': '\ufeff' + UNQUOTED.replace(/\n/g, '\r\n') });
  await cli(['fix', path.join(dir, 'demo'), '--no-backup']);
  const text = readFileSync(path.join(dir, 'demo/SKILL.md'), 'utf8');
  assert.ok(text.startsWith('\ufeff---\r\n'));
  assert.equal(text.split('\n').length, text.split('\r\n').length);
  assert.deepEqual(
    readdirSync(path.join(dir, 'demo')).filter((f) => f.includes('.bak.')),
    [],
  );
});

test('luban fix writes no backup for a file git can restore', async () => {
  const dir = tempDir({ 'demo/SKILL.md': UNQUOTED });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
  git('init', '-q');
  git('-c', 'user.email=t@e.st', '-c', 'user.name=t', 'add', '.');
  git('-c', 'user.email=t@e.st', '-c', 'user.name=t', 'commit', '-qm', 'init');
  await cli(['fix', path.join(dir, 'demo')]);
  assert.deepEqual(
    readdirSync(path.join(dir, 'demo')).filter((f) => f.includes('.bak.')),
    [],
  );
  assert.match(git('diff').toString(), /description: "Summarise PDFs/);
});

test('luban fix --dry-run changes nothing', async () => {
  const dir = tempDir({ 'demo/SKILL.md': UNQUOTED });
  const r = await cli(['fix', path.join(dir, 'demo'), '--dry-run']);
  assert.match(r.stdout, /would fix .*SKILL\.md \(1\)/);
  assert.equal(readFileSync(path.join(dir, 'demo/SKILL.md'), 'utf8'), UNQUOTED);
});

test('luban fix never applies unsafe fixes (soft-word hardening changes meaning)', async () => {
  const text = ['---', 'name: demo', 'description: "Demo. Use when the user says demo."', '---', '', '# Demo', '', 'You should run it.', ''].join('\n');
  const dir = tempDir({ 'demo/SKILL.md': text });
  await cli(['fix', path.join(dir, 'demo')]);
  assert.equal(readFileSync(path.join(dir, 'demo/SKILL.md'), 'utf8'), text);
});
