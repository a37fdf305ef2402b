/**
 * The offline optimiser fixes real defects first (issue 12 item 6): without a model the
 * deterministic edits repair what a rule found (broken references, YAML errors) before
 * anything that only earns rubric points, and a 🛑 STOP goes only before a step that is
 * irreversible or seen by others — never between two harmless steps. Real git
 * repositories in temp folders (SYSTEM list).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { scanDocument } from '../../../src/core/engine/scan.ts';
import { checkpointProposal } from '../../../src/core/workflows/loop/deterministic.ts';
import { irreversibleAction } from '../../../src/core/modules/skillops/irreversible.ts';
import { optimize } from '../../../src/core/api/optimize.ts';
import { loadSkill } from '../../../src/core/skill/load.ts';
import { parseResultsTsv } from '../../../src/core/formats/results.ts';
import { tempDir } from '../../support/tmp.ts';
import { makeRepo } from '../git/helpers.ts';
import { approver, clock, recorder } from './helpers.ts';

const HARMLESS = `---
name: paper-digest
description: Summarises a research paper into a one-page digest. Use when the user asks to "digest this paper" or "summarise the paper".
---

# Paper digest

## When to use

When a person shares a paper and wants its gist on one page.

## Workflow

1. Read the extraction notes in [notes](references/extracton-notes.md).
2. List the paper's claims, one line each.
3. Group the claims by section.
4. Format the digest with [the template](references/digest-templat.md).

## Failure handling

If the paper has no abstract, say so and summarise the introduction instead.

## Anti-patterns

- Don't quote more than two sentences.
- Never invent citations.
- Avoid adjectives such as "groundbreaking".
`;

const FILES = {
  'references/extraction-notes.md': '# Extraction notes\n\nKeep figure captions.\n',
  'references/digest-template.md': '# Digest template\n\n## Claims\n\n## Method\n',
};

test('irreversibleAction: deploy, delete, send, publish, push, pay, drop, overwrite (en + zh); harmless and forbidden steps are not', () => {
  for (const s of [
    'Deploy the build to production.',
    'Delete the old branch.',
    'Send the report to the team.',
    'Publish the package.',
    'git push origin main',
    'Pay the invoice.',
    'Drop the staging table.',
    'Overwrite `config.json`.',
    '删除旧文件',
    '把周报发送给经理',
    '发布到应用商店',
    '部署到生产环境',
    '推送到远程仓库',
    '覆盖原有配置',
    '支付订单',
  ]) {
    assert.ok(irreversibleAction(s), s);
  }
  for (const s of [
    'Read the notes.',
    'List the claims, one line each.',
    'Group the claims by section.',
    'Format the digest.',
    'Write the release notes draft.',
    'Post-process the text.',
    '读取格式说明',
    '列出本周完成的事项',
    "Don't push to main.",
    'Never delete user files.',
    '不要删除用户文件',
    '禁止发送未审核的内容',
  ]) {
    assert.equal(irreversibleAction(s), undefined, s);
  }
});

test('no STOP proposal for a skill whose steps are all harmless; with a "deploy to production" step the STOP goes right before it', async () => {
  const harmless = tempDir({ 'SKILL.md': HARMLESS, ...FILES });
  assert.equal(checkpointProposal(scanDocument(await loadSkill(harmless))), undefined);

  const withDeploy = HARMLESS.replace(
    '3. Group the claims by section.\n',
    '3. Group the claims by section.\n4. Deploy the digest site to production with `make deploy`.\n',
  ).replace('4. Format', '5. Format');
  const dir = tempDir({ 'SKILL.md': withDeploy, ...FILES });
  const p = checkpointProposal(scanDocument(await loadSkill(dir)));
  assert.ok(p, 'a STOP is proposed');
  const lines = p.text.split('\n');
  const at = lines.findIndex((l) => l.includes('🛑 STOP'));
  assert.ok(at > 0);
  assert.match(lines[at + 1], /^4\. Deploy the digest site to production/);
  assert.match(lines[at - 1], /^3\. Group the claims by section\./);
  assert.match(p.what.en, /line 17 \("Deploy": irreversible/);
});

test('offline round on a skill with two broken references and harmless steps: the references are fixed, no STOP is added', async () => {
  const repo = makeRepo({
    'skills/paper-digest/SKILL.md': HARMLESS,
    ...Object.fromEntries(Object.entries(FILES).map(([k, v]) => [`skills/paper-digest/${k}`, v])),
  });
  const dir = path.join(repo, 'skills/paper-digest');
  const rec = recorder();
  await optimize({
    skills: [dir],
    workspace: repo,
    approver: approver({ 'max-rounds': 'done' }),
    mode: 'quick',
    maxRounds: 3,
    clock: clock(),
    onEvent: rec.onEvent,
  });
  const md = readFileSync(path.join(dir, 'SKILL.md'), 'utf8');
  assert.match(md, /\(references\/extraction-notes\.md\)/);
  assert.match(md, /\(references\/digest-template\.md\)/);
  assert.doesNotMatch(md, /STOP|CHECKPOINT|🛑|🔴/);
  const rows = parseResultsTsv(readFileSync(path.join(dir, 'results.tsv'), 'utf8')).rows.filter((r) => r.round !== '0');
  assert.equal(rows[0].dim_changed, 'dim6', 'the first round repairs the references');
  assert.equal(rows[0].status, 'keep');
  assert.ok(!rows.some((r) => r.dim_changed === 'dim4'), 'no checkpoint round');
  const after = scanDocument(await loadSkill(dir));
  assert.equal(after.findings.filter((f) => f.ruleId === 'skillops/broken-reference').length, 0);
});

test('offline round on a skill with a "deploy to production" step and no marks: the STOP goes before that step', async () => {
  const skill = HARMLESS.replace('references/extracton-notes.md', 'references/extraction-notes.md')
    .replace('references/digest-templat.md', 'references/digest-template.md')
    .replace('3. Group the claims by section.\n', '3. Group the claims by section.\n4. Deploy the digest site to production with `make deploy`.\n')
    .replace('4. Format', '5. Format');
  const repo = makeRepo({
    'skills/paper-digest/SKILL.md': skill,
    ...Object.fromEntries(Object.entries(FILES).map(([k, v]) => [`skills/paper-digest/${k}`, v])),
  });
  const dir = path.join(repo, 'skills/paper-digest');
  await optimize({
    skills: [dir],
    workspace: repo,
    approver: approver({ 'max-rounds': 'done' }),
    mode: 'quick',
    maxRounds: 2,
    clock: clock(),
    onEvent: recorder().onEvent,
  });
  const lines = readFileSync(path.join(dir, 'SKILL.md'), 'utf8').split('\n');
  const stops = lines.flatMap((l, i) => (/🛑 STOP/.test(l) ? [i] : []));
  assert.equal(stops.length, 1);
  assert.match(lines[stops[0] + 1], /Deploy the digest site to production/);
});
