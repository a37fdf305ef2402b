/** skillops/checkpoint-marks (src/core/modules/skillops/checkpoint-marks.ts): its cases through the shared RuleTester. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleTester } from '../../../support/rule-tester.ts';
import { rule } from '../../../../src/core/modules/skillops/checkpoint-marks.ts';
import { irreversibleAction } from '../../../../src/core/modules/skillops/irreversible.ts';
import { scanDocument } from '../../../../src/core/engine/scan.ts';
import { skillFromTexts } from '../../../../src/core/skill/document.ts';

const EN_STOP = '🛑 STOP: confirm with the user before the next step.';
const ZH_STOP = '🛑 STOP：执行下一步前先向用户确认。';

const skill = (body: string[], description = 'Drafts release notes from merged pull requests. Use when the user asks to "draft release notes".') =>
  ['---', 'name: demo-skill', `description: ${description}`, '---', '', ...body, ''].join('\n');

/** The rule's finding on a skill scanned alone. */
function finding(text: string) {
  const r = scanDocument(skillFromTexts('/x/demo-skill', { 'SKILL.md': text }));
  return r.findings.filter((f) => f.ruleId === 'skillops/checkpoint-marks');
}

test('skillops/checkpoint-marks: the examples of docs/rules/skillops/checkpoint-marks.md (bad → invalid, good → valid)', () => {
  ruleTester.run(rule, {
    valid: [
      {
        folder: 'demo-skill',
        files: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Drafts release notes from merged pull requests. Use when the user asks to "draft release notes".',
            '---',
            '',
            '# Demo skill',
            '',
            '## Workflow',
            '',
            '1. List the merged pull requests since the last tag.',
            '2. Write one line per change.',
            '3. 🛑 STOP: show the draft and wait for approval.',
            '4. Write the notes to `CHANGELOG.md`.',
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
            'description: Drafts release notes from merged pull requests. Use when the user asks to "draft release notes".',
            '---',
            '',
            '# Demo skill',
            '',
            '## Workflow',
            '',
            '1. List the merged pull requests since the last tag.',
            '2. Write one line per change.',
            '3. Write the notes to `CHANGELOG.md` and push.',
            '',
          ].join('\n'),
        },
        errors: [{ line: 6, column: 1, messageId: 'none' }],
        output: {
          'SKILL.md': [
            '---',
            'name: demo-skill',
            'description: Drafts release notes from merged pull requests. Use when the user asks to "draft release notes".',
            '---',
            '',
            '# Demo skill',
            '',
            '## Workflow',
            '',
            '1. List the merged pull requests since the last tag.',
            '2. Write one line per change.',
            `   ${EN_STOP}`,
            '3. Write the notes to `CHANGELOG.md` and push.',
            '',
          ].join('\n'),
        },
      },
    ],
  });
});

test("skillops/checkpoint-marks: the quick fix puts a 🛑 STOP line before the first irreversible step, in that step's language", () => {
  ruleTester.run(rule, {
    valid: [],
    invalid: [
      {
        name: 'a Chinese step gets the Chinese line, continuing the item before it',
        files: { 'SKILL.md': skill(['# 周报', '', '## 工作流程', '', '1. 汇总本周的数据。', '2. 推送到团队群。'], '生成周报。当用户说"写周报"时使用。') },
        errors: [{ line: 6, messageId: 'none' }],
        output: {
          'SKILL.md': skill(
            ['# 周报', '', '## 工作流程', '', '1. 汇总本周的数据。', `   ${ZH_STOP}`, '2. 推送到团队群。'],
            '生成周报。当用户说"写周报"时使用。',
          ),
        },
      },
      {
        name: 'the first item of its list: the line goes above the list, a blank line after it',
        files: { 'SKILL.md': skill(['# Demo', '', '## Steps', '', '- Deploy the site to production.', '- Tell the team.']) },
        errors: [{ line: 6, messageId: 'none' }],
        output: { 'SKILL.md': skill(['# Demo', '', '## Steps', '', EN_STOP, '', '- Deploy the site to production.', '- Tell the team.']) },
      },
      {
        name: 'a prohibition is not the act; the step of the workflow section wins over an earlier list',
        files: {
          'SKILL.md': skill([
            '# Demo',
            '',
            '## Notes',
            '',
            '- Old drafts were published on the wiki.',
            '',
            '## Workflow',
            '',
            '1. Never push to main.',
            '2. Read the branch list.',
            '3. Delete the merged branches.',
          ]),
        },
        errors: [{ line: 6, messageId: 'none' }],
        output: {
          'SKILL.md': skill([
            '# Demo',
            '',
            '## Notes',
            '',
            '- Old drafts were published on the wiki.',
            '',
            '## Workflow',
            '',
            '1. Never push to main.',
            '2. Read the branch list.',
            `   ${EN_STOP}`,
            '3. Delete the merged branches.',
          ]),
        },
      },
      {
        name: "only CHECKPOINT-level marks: a STOP is still offered, in the step's language inside an English skill",
        files: { 'SKILL.md': skill(['# Demo', '', '## Workflow', '', '1. Draft the notes. 🔴 CHECKPOINT: show the draft.', '2. 发布到公司博客。']) },
        errors: [{ line: 6, messageId: 'onlyCheckpoint' }],
        output: {
          'SKILL.md': skill(['# Demo', '', '## Workflow', '', '1. Draft the notes. 🔴 CHECKPOINT: show the draft.', `   ${ZH_STOP}`, '2. 发布到公司博客。']),
        },
      },
    ],
  });
});

test('skillops/checkpoint-marks: no fix where every step is harmless, or the only irreversible step is in code', () => {
  const harmless = finding(
    skill(['# Demo', '', '## Workflow', '', '1. List the merged pull requests.', '2. Group them by label.', '3. Write the summary to `notes.md`.']),
  );
  assert.equal(harmless.length, 1, 'the finding stays');
  assert.equal(harmless[0].fix, undefined, 'but no STOP between harmless steps');
  const inCode = finding(skill(['# Demo', '', '## Workflow', '', '1. Read the log.', '', '```sh', '- git push --force', '```']));
  assert.equal(inCode.length, 1);
  assert.equal(inCode[0].fix, undefined);
  const fixed = finding(skill(['# Demo', '', '## Workflow', '', '1. Read the log.', '2. Send the report by email.']));
  assert.equal(fixed[0].fix?.safe, false, 'a suggestion: luban fix does not apply it');
  assert.match(fixed[0].fix?.title ?? '', /STOP before line 11 \(Send\)/);
});

test('the irreversible-step detector (shared by this quick fix and the optimiser): an action, and a prohibition that is none', () => {
  assert.equal(irreversibleAction('Push the tag.'), 'Push');
  assert.equal(irreversibleAction('不要删除任何文件。'), undefined);
});
