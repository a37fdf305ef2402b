/** The shared prohibition scope (src/core/modules/sentinel/report-negation.ts) in German, Spanish, French, Portuguese, Italian and Russian (issue 28 round 4). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rule as persistence } from '../../../../src/core/modules/sentinel/persistence.ts';
import { EXAMPLE_CUE } from '../../../../src/core/modules/sentinel/report-negation.ts';
import { scan, summary } from './helpers.ts';

const skill = (line: string): string => ['---', 'name: demo', 'description: Does X. Use when Y.', '---', '', line, ''].join('\n');

test('report-negation: a prohibition before the hit in another language keeps a scheduled job from counting', () => {
  for (const line of [
    '- Das Passwort niemals in die Crontab schreiben.',
    '- Nunca añadas el script a la crontab del sistema.',
    "- Ne jamais ajouter ce script à la crontab de l'utilisateur.",
    '- Não adicione nunca o script à crontab.',
    '- Non aggiungere mai lo script alla crontab.',
    '- Никогда не добавляйте скрипт в crontab.',
  ])
    assert.deepEqual(
      summary(scan({ 'SKILL.md': skill(line) }, persistence)).filter((s) => !s.endsWith('info')),
      [],
      line,
    );
});

test('report-negation: the same order without the prohibition still counts; English words stay English', () => {
  assert.notDeepEqual(summary(scan({ 'SKILL.md': skill('- Das Skript per `crontab -e` in die Crontab schreiben.') }, persistence)), []);
  for (const s of ['Run it once per night with no prompts.', 'Add the nightly job to crontab.']) assert.equal(EXAMPLE_CUE.test(s), false, s);
  for (const s of ['niemals', 'nunca', 'ne jamais', 'não', 'non aggiungere', 'никогда', 'не']) assert.equal(EXAMPLE_CUE.test(s), true, s);
});

test('report-negation: a purpose clause ("To avoid delays, …") is no prohibition of what follows it', () => {
  assert.equal(EXAMPLE_CUE.test('To avoid delays, '), false);
  assert.equal(EXAMPLE_CUE.test('In order to avoid rejections, please '), false);
  for (const s of ['Avoid ', 'Make sure to avoid ', 'Avoid running things like ']) assert.equal(EXAMPLE_CUE.test(s), true, s);
});

test('report-negation: commands listed under a heading of what not to do are bad examples, in English, Chinese and Japanese', async () => {
  const { rule: defenceOff } = await import('../../../../src/core/modules/sentinel/defence-off.ts');
  const under = (heading: string) =>
    [
      '---',
      'name: demo',
      'description: Fixes TLS errors. Use when a request fails on a certificate.',
      '---',
      '',
      heading,
      '',
      'Many answers online say:',
      '',
      '- `export NODE_TLS_REJECT_UNAUTHORIZED=0`',
      '- `git config --global http.sslVerify false`',
      '',
    ].join('\n');
  for (const heading of ["## Don't do this", '## Anti-patterns', '## 不要这样做', '## 错误做法', '## やってはいけないこと'])
    assert.deepEqual(
      summary(scan({ 'SKILL.md': under(heading) }, defenceOff)).filter((s) => s.endsWith('error')),
      [],
      heading,
    );
  // The same list under an ordinary heading is what the skill tells the agent to do.
  assert.ok(summary(scan({ 'SKILL.md': under('## Quick fix') }, defenceOff)).some((s) => s.endsWith('error')));
});
