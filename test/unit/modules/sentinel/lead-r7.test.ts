/**
 * Round 7 (issue 28) widenings in the shared view and report helpers: a reference SKILL.md orders followed
 * with the verb after its name (Japanese, Korean, Chinese), a scanner's description in the languages Sentinel
 * reads, and a phrase quoted with German or French quotation marks.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isDetectionDescription } from '../../../../src/core/modules/sentinel/view-genre.ts';
import { inQuotes } from '../../../../src/core/modules/sentinel/report.ts';
import { orderedToFollow } from '../../../../src/core/modules/sentinel/report-evidence.ts';
import type { SkillDocument } from '../../../../src/core/skill/types.ts';

const docWith = (skillMd: string): SkillDocument => ({ skillFileName: 'SKILL.md', skillFile: { text: { text: skillMd } } }) as unknown as SkillDocument;

test('orderedToFollow: the verb may follow the file name, in languages that put it last', () => {
  for (const line of [
    '手順は `references/install.md` に従ってください。',
    '설치는 `references/install.md` 를 따라 진행하세요.',
    '安装请按 `references/install.md` 中的步骤执行。',
    'Follow `references/install.md` step by step.',
    'Suivez `references/install.md` pour installer.',
  ])
    assert.equal(orderedToFollow(docWith(`# Demo\n\n${line}\n`), 'references/install.md'), true, line);
  for (const line of [
    'See `references/install.md` for background.',
    '`references/install.md` には従わないでください。',
    'Never follow `references/install.md`.',
  ])
    assert.equal(orderedToFollow(docWith(`# Demo\n\n${line}\n`), 'references/install.md'), false, line);
});

test('isDetectionDescription: a scanner described in any of the languages Sentinel reads', () => {
  for (const d of [
    'Scans skills for malicious commands.',
    '扫描技能中的恶意命令和入侵痕迹。',
    'スキルをスキャンしてマルウェアを検出します。',
    '스킬을 스캔하여 악성 코드를 탐지합니다.',
    'Escanea skills en busca de código malicioso.',
    'Prüft Skills auf Sicherheitslücken und Schadsoftware.',
    'Détecte les commandes malveillantes dans les skills.',
    'Сканирует навыки на вредоносные команды.',
  ])
    assert.equal(isDetectionDescription(d), true, d);
  for (const d of ['Writes release notes from commits.', 'Escribe notas de versión.', 'Сканирует документы в PDF.'])
    assert.equal(isDetectionDescription(d), false, d);
});

test('inQuotes: German „…“ and French «…» quotation marks open a quotation', () => {
  assert.equal(inQuotes('Sätze wie „'), true);
  assert.equal(inQuotes('des phrases comme « '), true);
  assert.equal(inQuotes('Sätze wie „Hallo“ und dann '), false);
  assert.equal(inQuotes('des phrases comme « bonjour » puis '), false);
});
