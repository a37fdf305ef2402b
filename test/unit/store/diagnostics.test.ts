import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Finding } from '../../../src/core/rules/types.ts';
import { DIAGNOSTICS_HEADER, escapeTsvField, parseDiagnosticsTsv, subscoresFromRows, unescapeTsvField } from '../../../src/core/formats/diagnostics.ts';
import { diagnosticsRows, formatDiagnosticsTsv, writeDiagnosticsTsv } from '../../../src/core/engine/diagnostics.ts';
import { computeSubscores } from '../../../src/core/engine/rubric/subscores.ts';

function finding(partial: Partial<Finding> & Pick<Finding, 'ruleId' | 'module' | 'dimension'>): Finding {
  return { severity: 'warning', file: 'SKILL.md', range: { start: { line: 12, column: 5 }, end: { line: 12, column: 7 } }, message: 'msg', ...partial };
}

const findings: Finding[] = [
  finding({ ruleId: 'hasp/soft-word', module: 'HASP', dimension: 'dim5', message: 'soft word "建议"', data: { word: '建议' } }),
  finding({
    ruleId: 'evoskill/oscillation',
    module: 'EvoSkill',
    dimension: 'dim3',
    file: 'results.tsv',
    range: { start: { line: 4, column: 1 }, end: { line: 4, column: 1 } },
    message: 'dim5 went up and down over 3 rounds',
  }),
  finding({
    ruleId: 'sentinel/provider-key',
    module: 'Sentinel',
    dimension: 'dim10',
    category: 'credential',
    file: 'scripts/a.py',
    message: 'key\twith tab\nand newline',
  }),
];

test('header, one summary row per scored module and one row per finding, in Phase 0.3 order', () => {
  const text = formatDiagnosticsTsv({ findings, subscores: computeSubscores(findings) }, { locale: 'zh-CN' });
  const lines = text.split('\n');
  assert.equal(lines[0], '模块\t维度\t子分\t文件\t行号\t详情');
  assert.deepEqual(lines.slice(1, -1), [
    'SkillOps\tdim6\t3\t-\t-\t全引用路径可到达',
    'EvoSkill\tdim3\t—\tresults.tsv\t4\t[oscillation] dim5 went up and down over 3 rounds',
    'HASP\tdim5\t2.4\t-\t-\t软化词 1 处（建议×1）',
    'HASP\tdim5\t—\tSKILL.md\t12\tsoft word "建议"',
    'Distill\tdim7b\t2\t-\t-\t死文件 0 个；可精简文件 0 个',
    'Sentinel\tdim10\t1.8\t-\t-\t各类命中：恶意指令 0 / 硬编码凭据 1 / Prompt 注入 0 / 数据外泄 0 / 权限越权 0',
    'Sentinel\tdim10\t—\tscripts/a.py\t12\t[credential] key\\twith tab\\nand newline',
  ]);
  assert.equal(lines[lines.length - 1], '', 'ends with a newline');
  assert.ok(lines.every((l) => l === '' || l.split('\t').length === 6));
});

test('English summaries and the broken-target list', () => {
  const broken = [
    finding({ ruleId: 'skillops/broken-reference', module: 'SkillOps', dimension: 'dim6', data: { target: 'references/a.md' } }),
    finding({ ruleId: 'skillops/broken-reference', module: 'SkillOps', dimension: 'dim6', data: { target: 'references/a.md' } }),
  ];
  const rows = diagnosticsRows({ findings: broken, subscores: computeSubscores(broken) }, { locale: 'en' });
  assert.deepEqual(rows[0], {
    module: 'SkillOps',
    dimension: 'dim6',
    subscore: 2,
    file: '-',
    line: null,
    detail: '1 broken reference target(s): references/a.md',
  });
  assert.equal(rows.filter((r) => r.module === 'SkillOps').length, 3);
  assert.equal(rows.find((r) => r.module === 'HASP')?.detail, 'no soft words');
});

test('an existing [oscillation] tag is not doubled', () => {
  const osc = [finding({ ruleId: 'evoskill/oscillation', module: 'EvoSkill', dimension: 'dim3', message: '[oscillation] dim2' })];
  assert.equal(diagnosticsRows({ findings: osc, subscores: computeSubscores(osc) }).find((r) => r.module === 'EvoSkill')?.detail, '[oscillation] dim2');
});

test('TSV escaping round-trips tabs, newlines, CR and backslashes', () => {
  const raw = 'a\tb\nc\rd\\e\\n';
  assert.equal(escapeTsvField(raw), 'a\\tb\\nc\\rd\\\\e\\\\n');
  assert.equal(unescapeTsvField(escapeTsvField(raw)), raw);
});

test('parseDiagnosticsTsv reads back rows and sub-scores', () => {
  const text = formatDiagnosticsTsv({ findings, subscores: computeSubscores(findings) });
  const rows = parseDiagnosticsTsv(text);
  assert.equal(rows.length, 7);
  assert.equal(rows[6].detail, '[credential] key\twith tab\nand newline');
  assert.equal(rows[6].line, 12);
  assert.deepEqual(subscoresFromRows(rows), { SkillOps: 3, HASP: 2.4, Distill: 2, Sentinel: 1.8 });
  assert.throws(() => parseDiagnosticsTsv('module\tdim\n'), /unexpected header/);
  assert.throws(() => parseDiagnosticsTsv(DIAGNOSTICS_HEADER.join('\t') + '\nA\tB\n'), /2 columns/);
});

test('writeDiagnosticsTsv rebuilds the file atomically in the skill folder (no temp files left)', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'luban-diag-'));
  try {
    await writeFile(path.join(dir, 'diagnostics.tsv'), 'old content that must disappear\n');
    const written = await writeDiagnosticsTsv(dir, { findings, subscores: computeSubscores(findings) }, { locale: 'en' });
    assert.equal(written, path.join(dir, 'diagnostics.tsv'));
    const first = await readFile(written, 'utf8');
    assert.ok(first.startsWith('模块\t维度\t子分\t文件\t行号\t详情\nSkillOps\tdim6\t3\t-\t-\tevery referenced path resolves\n'));
    assert.ok(!first.includes('old content'));
    await writeDiagnosticsTsv(dir, { findings: [], subscores: computeSubscores([]) }, { locale: 'en' });
    const second = await readFile(written, 'utf8');
    assert.equal(second.split('\n').length, 6, 'rebuilt, not appended: header + 4 summaries + final newline');
    assert.deepEqual(await readdir(dir), ['diagnostics.tsv']);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('writeDiagnosticsTsv fails loudly for a missing folder and leaves nothing behind', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'luban-diag-'));
  try {
    await assert.rejects(writeDiagnosticsTsv(path.join(dir, 'missing'), { findings: [], subscores: computeSubscores([]) }));
    assert.deepEqual(await readdir(dir), []);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
