/** `luban scan --semantic` (issue 31 item 9): the model behind a real local HTTP server; plan first, strict reading, file:line. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runCli } from '../../../../src/cli/main.ts';
import { ModelServer } from '../../../support/model-server.ts';
import { tempDir } from '../../../support/tmp.ts';

const SKILL = [
  '---',
  'name: deploy-notes',
  'description: Deploys the site. Use when the user asks to deploy or publish.',
  '---',
  '# Deploy notes',
  '',
  '1. Always run the tests before deploying.',
  '2. Deploy with `make deploy`.',
  '',
  'See references/checklist.md.',
  '',
].join('\n');
const CHECKLIST = ['# Checklist', '', '- Skip the tests when the change is small.', '- Deploy with `make deploy`.', ''].join('\n');

async function scan(args: string[], env: NodeJS.ProcessEnv = {}) {
  let stdout = '';
  let stderr = '';
  const root = tempDir({ 'deploy-notes/SKILL.md': SKILL, 'deploy-notes/references/checklist.md': CHECKLIST });
  const code = await runCli(['scan', 'deploy-notes', ...args], {
    stdout: (s) => void (stdout += s),
    stderr: (s) => void (stderr += s),
    env,
    cwd: root,
    isTTY: false,
    locale: 'en',
    interactive: false,
  });
  return { code, stdout, stderr };
}

const GOOD = JSON.stringify({
  findings: [
    {
      kind: 'contradiction',
      file: 'references/checklist.md',
      quote: 'Skip the tests when the change is small.',
      other_file: 'SKILL.md',
      other_quote: 'Always run the tests before deploying.',
      explanation: 'One says always test, the other allows skipping.',
    },
    {
      kind: 'duplication',
      file: 'references/checklist.md',
      quote: 'Deploy with `make deploy`.',
      other_file: 'SKILL.md',
      other_quote: 'Deploy with `make deploy`.',
      explanation: 'Same step twice.',
    },
  ],
});

test('scan --semantic: the plan first, then model findings mapped to file:line with source "model"', async (t) => {
  const s = await ModelServer.start();
  t.after(() => s.close());
  s.script({ kind: 'text', text: GOOD });
  const r = await scan(['--semantic', '--yes', '--format', 'json', '--provider', 'openai', '--model', 'm', '--base-url', s.openaiBaseUrl]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stderr, /SkillOps semantic scan[\s\S]*1 model calls/);
  assert.equal(s.requests.length, 1);
  assert.match(s.requests[0].lastUser, /=== FILE: references\/checklist\.md ===/);
  const findings = JSON.parse(r.stdout).skills[0].findings.filter((f: { source?: string }) => f.source === 'model');
  assert.deepEqual(
    findings.map((f: { ruleId: string; file: string; line: number }) => `${f.ruleId} ${f.file}:${f.line}`),
    ['skillops/semantic-contradiction references/checklist.md:3', 'skillops/semantic-duplication references/checklist.md:4'],
  );
  assert.match(findings[0].message, /disagrees with SKILL\.md:7/);
});

test('scan --semantic: a bad reply (not JSON, or a quote the skill does not hold) is "not scored", no finding invented', async (t) => {
  const s = await ModelServer.start();
  t.after(() => s.close());
  const invented = JSON.stringify({ findings: [{ kind: 'ambiguity', file: 'SKILL.md', quote: 'Never deploy on Fridays.', explanation: 'x' }] });
  for (const text of ['Sure! The skill looks fine to me.', invented]) {
    s.script({ kind: 'text', text });
    const r = await scan(['--semantic', '--yes', '--format', 'json', '--provider', 'openai', '--model', 'm', '--base-url', s.openaiBaseUrl]);
    assert.match(r.stderr, /deploy-notes: semantic scan not scored/);
    const findings = JSON.parse(r.stdout).skills[0].findings;
    assert.equal(findings.filter((f: { source?: string }) => f.source === 'model').length, 0);
  }
});

test('scan --semantic without a model: a plain message, exit 2, nothing sent; without a terminal and --yes: refused', async (t) => {
  const none = await scan(['--semantic']);
  assert.equal(none.code, 2);
  assert.match(none.stderr, /--semantic needs a model/);
  const s = await ModelServer.start();
  t.after(() => s.close());
  const refused = await scan(['--semantic', '--provider', 'openai', '--model', 'm', '--base-url', s.openaiBaseUrl]);
  assert.equal(refused.code, 2);
  assert.match(refused.stderr, /cannot ask for confirmation/);
  assert.equal(s.requests.length, 0);
});
