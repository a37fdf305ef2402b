import { describe, it } from 'node:test';
import path from 'node:path';
import assert from 'node:assert/strict';
import { extractJsonObject, parseJsonReply } from '../../../src/core/models/json-reply.ts';
import { languageOfText, skillLanguage } from '../../../src/core/skill/language.ts';
import { parseTestPrompts, readTestPrompts, serialiseTestPrompts } from '../../../src/core/formats/test-prompts/parse.ts';
import { checkMapping, enforceSeverity, mechanicalNormalise } from '../../../src/core/scoring/judge/evaluate.ts';
import { documentType } from '../../../src/core/scoring/judge/prompts/dim10.ts';
import { scoreReplySchema } from '../../../src/core/scoring/judge/prompts/common.ts';
import { checkBaselineSkill } from '../../../src/core/scoring/judge/prompts/baseline.ts';
import { skillFromTexts } from '../../../src/core/skill/document.ts';
import { loadSkill } from '../../../src/core/skill/load.ts';
import { SKILL_EN, SKILL_ZH } from './helpers.ts';

/** Public skills vendored with their licences (test/fixtures/corpus/README.md). */
const CORPUS = path.resolve(import.meta.dirname, '../../fixtures/corpus');
const SKILL_CREATOR = path.join(CORPUS, 'anthropics__skills/skill-creator');
const HUASHU_DESIGN = path.join(CORPUS, 'alchaincyf__huashu-design/huashu-design');

describe('strict JSON replies', () => {
  it('accepts a bare object, a fenced object, and one after a <think> block', () => {
    assert.deepEqual(extractJsonObject('{"score": 7}'), { ok: true, value: { score: 7 } });
    assert.deepEqual(extractJsonObject('```json\n{"score": 7}\n```'), { ok: true, value: { score: 7 } });
    assert.deepEqual(extractJsonObject('<think>score 3? {no}</think>\n{"score": 8}'), { ok: true, value: { score: 8 } });
    assert.deepEqual(extractJsonObject('Here you go: {"score": 6} hope it helps'), { ok: true, value: { score: 6 } });
  });
  it('rejects what is not one JSON object, saying why', () => {
    assert.deepEqual(extractJsonObject(''), { ok: false, error: 'the reply is empty' });
    assert.deepEqual(extractJsonObject('I would give it a seven.'), { ok: false, error: 'the reply contains no JSON object' });
    const r = extractJsonObject('{"score": 7,');
    assert.equal(r.ok, false);
  });
  it('validates against the schema: range, type and required fields', () => {
    assert.deepEqual(parseJsonReply('{"score": 7.5, "evidence": ["q"], "reason": "r"}', scoreReplySchema), {
      ok: true,
      value: { score: 7.5, evidence: ['q'], reason: 'r' },
    });
    const high = parseJsonReply('{"score": 11, "evidence": [], "reason": "r"}', scoreReplySchema);
    assert.equal(high.ok, false);
    assert.match((high as { error: string }).error, /\/score must be <= 10/);
    const str = parseJsonReply('{"score": "7", "evidence": [], "reason": "r"}', scoreReplySchema);
    assert.match((str as { error: string }).error, /\/score must be number/);
    const missing = parseJsonReply('{"score": 7}', scoreReplySchema);
    assert.match((missing as { error: string }).error, /must have required property 'evidence'/);
  });
});

describe('skill language', () => {
  it('picks Chinese prompts for a Chinese skill and English for an English one', () => {
    assert.equal(skillLanguage(skillFromTexts('/x/s', { 'SKILL.md': SKILL_ZH })), 'zh');
    assert.equal(skillLanguage(skillFromTexts('/x/s', { 'SKILL.md': SKILL_EN })), 'en');
    assert.equal(languageOfText(''), 'en');
    assert.equal(languageOfText('运行 render.py，然后检查 output 文件'), 'zh');
    assert.equal(languageOfText('Run the script, 然后 check the output file'), 'en');
  });
  it('reads corpus skills right', async () => {
    assert.equal(skillLanguage(await loadSkill(SKILL_CREATOR)), 'en');
    assert.equal(skillLanguage(await loadSkill(HUASHU_DESIGN)), 'zh');
  });
});

describe('test-prompts.json', () => {
  it('reads the docs/features.md D3 format', () => {
    const r = parseTestPrompts(JSON.stringify([{ id: 'tp-01', prompt: 'export my deck', expected_behavior: 'writes out/deck.pdf', category: 'typical' }]));
    assert.deepEqual(r, {
      status: 'ok',
      total: 1,
      prompts: [{ id: 'tp-01', prompt: 'export my deck', expected_behavior: 'writes out/deck.pdf', category: 'typical' }],
    });
  });
  it('tolerates numeric ids and `expected` (as skills in the wild write it)', async () => {
    const doc = await loadSkill(HUASHU_DESIGN);
    const r = readTestPrompts(doc);
    assert.equal(r.status, 'ok');
    if (r.status !== 'ok') return;
    assert.equal(r.total, 6);
    assert.equal(r.prompts[0].id, '1');
    assert.match(r.prompts[0].prompt, /SaaS/);
    assert.match(r.prompts[0].expected_behavior, /clarifying questions/);
    assert.equal(r.prompts[0].category, '');
  });
  it('reports a broken file instead of using or replacing it', () => {
    assert.equal(parseTestPrompts('[{').status, 'invalid');
    assert.equal(parseTestPrompts('{"a": 1}').status, 'invalid');
    assert.equal(parseTestPrompts('[{"id": 1}]').status, 'invalid');
    assert.equal(readTestPrompts(skillFromTexts('/x/s', { 'SKILL.md': SKILL_EN })).status, 'missing');
  });
  it('writes the D3 format back', () => {
    const text = serialiseTestPrompts([{ id: 'tp-01', prompt: 'p', expected_behavior: 'e', category: 'typical' }]);
    assert.deepEqual(JSON.parse(text), [{ id: 'tp-01', prompt: 'p', expected_behavior: 'e', category: 'typical' }]);
    assert.ok(text.endsWith('\n'));
  });
});

describe('review normalisation', () => {
  const originals = [
    { id: 'SEC-01', section: 'Workflow', severity: 'P0' as const, problem: 'runs curl | sh', fix: 'pin' },
    { id: 'ARCH-01', section: 'Workflow', severity: 'P2' as const, problem: 'unclear step', fix: 'split' },
    { id: 'DOC-01', section: 'Refs', severity: 'P1' as const, problem: 'dead link', fix: 'fix' },
  ];
  const ids = new Set(originals.map((o) => o.id));
  it('requires every original ID mapped exactly once', () => {
    const item = (sources: string[], id = 'N-01') => ({ id, section: '', severity: 'P1' as const, problem: '', fix: '', sources });
    assert.equal(checkMapping([item(['SEC-01', 'ARCH-01']), item(['DOC-01'], 'N-02')], ids), undefined);
    assert.match(checkMapping([item(['SEC-01'])], ids)!, /not mapped: ARCH-01, DOC-01/);
    assert.match(checkMapping([item(['SEC-01', 'ARCH-01', 'DOC-01']), item(['DOC-01'], 'N-02')], ids)!, /more than once: DOC-01/);
    assert.match(checkMapping([item(['SEC-01', 'ARCH-01', 'DOC-01', 'X-9'])], ids)!, /unknown IDs: X-9/);
  });
  it('a merged item keeps the highest P level of its sources, whatever the model said', () => {
    const out = enforceSeverity(
      [
        { id: 'N-07', section: 'Workflow', severity: 'P2', problem: 'merged', fix: '', sources: ['ARCH-01', 'SEC-01'] },
        { id: 'N-09', section: 'Refs', severity: 'P0', problem: 'dead link', fix: '', sources: ['DOC-01'] },
      ],
      originals,
    );
    assert.deepEqual(
      out.map((o) => [o.id, o.severity]),
      [
        ['N-01', 'P0'],
        ['N-02', 'P1'],
      ],
    );
  });
  it('mechanical normalisation keeps every issue on its own', () => {
    assert.deepEqual(
      mechanicalNormalise(originals).map((n) => [n.id, n.severity, n.sources]),
      [
        ['N-01', 'P0', ['SEC-01']],
        ['N-02', 'P2', ['ARCH-01']],
        ['N-03', 'P1', ['DOC-01']],
      ],
    );
  });
  it('document type picks roles by clear topic evidence, else general', () => {
    assert.equal(documentType(SKILL_EN), 'general');
    assert.equal(documentType('security audit: scan for credentials, secrets, vulnerabilities, injection, permissions. '.repeat(3)), 'security');
  });
});

describe('generated baseline skill check', () => {
  it('needs frontmatter with name and description, and a body', () => {
    assert.equal(checkBaselineSkill('---\nname: b\ndescription: d\n---\n\n## Workflow\n1. Read the request carefully.\n'), undefined);
    assert.match(checkBaselineSkill('# Baseline')!, /frontmatter/);
    assert.match(checkBaselineSkill('---\nname: b\n---\nbody body body body body body body body body')!, /description/);
  });
});
