/** The trigger-queries format (docs/features.md E4): parsing with lines, the JSON scanner's positions, the kept file. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { lineAt, syntaxErrorLine, valueOffsets } from '../../../src/core/base/json-positions.ts';
import { parseTriggerQueries, readTriggerQueriesFile, TRIGGER_QUERIES_FILE, writeSavedQueries } from '../../../src/core/formats/trigger-queries.ts';
import { tempDir } from '../../support/tmp.ts';

describe('json positions', () => {
  it('finds every value by its pointer, and agrees with JSON.parse on what is JSON', () => {
    const text = '{\n  "a": [1, {"b~/c": "x\\"y"}],\n  "d": -2.5e3\n}';
    const at = valueOffsets(text);
    assert.equal(lineAt(text, at.get('/a')!), 2);
    assert.equal(text.slice(at.get('/a/1/b~0~1c')!, at.get('/a/1/b~0~1c')! + 6), '"x\\"y"');
    assert.equal(lineAt(text, at.get('/d')!), 3);
    for (const bad of ['{"a": 1,}', '[1 2]', '{"a" 1}', '"\u0001"', '01', '{"a": tru}', '[1]x', '']) {
      assert.throws(() => JSON.parse(bad), bad);
      assert.throws(() => valueOffsets(bad), bad);
    }
    for (const good of ['[]', '{}', ' 0 ', '"\\u00e9"', '[true, false, null, 1e-2]']) assert.doesNotThrow(() => valueOffsets(good), good);
  });

  it('puts a syntax error on its line', () => {
    assert.equal(syntaxErrorLine('{\n "a": 1,\n\n}'), 4);
    assert.equal(syntaxErrorLine('{\n "a": "open\n'), 2);
    assert.equal(syntaxErrorLine('{"a": 1}'), 1);
  });
});

describe('parseTriggerQueries', () => {
  it('reads the documented format, keeping each entry line and ignoring other keys', () => {
    const r = parseTriggerQueries(
      '{ "note": "x",\n  "queries": [\n  {"skill": " a ", "query": "q1", "should_trigger": true, "why": "-"},\n  {"skill": "b", "query": "q2", "should_trigger": false}\n] }',
    );
    assert.ok(r.ok);
    assert.deepEqual(r.entries, [
      { skill: 'a', query: 'q1', shouldTrigger: true, line: 3 },
      { skill: 'b', query: 'q2', shouldTrigger: false, line: 4 },
    ]);
  });

  it('names the line of each problem: the field when present, else the entry', () => {
    const r = parseTriggerQueries('{"queries": [\n {"skill": "a",\n  "query": "",\n  "should_trigger": true},\n {"skill": "a", "query": "x"},\n 7\n]}');
    assert.ok(!r.ok);
    assert.deepEqual(r.problems, [
      { line: 3, detail: 'query 1: `query` is missing or not a non-empty string' },
      { line: 5, detail: 'query 2: `should_trigger` is missing or not true/false' },
      { line: 6, detail: 'query 3: not an object {"skill", "query", "should_trigger"}' },
    ]);
    assert.deepEqual(parseTriggerQueries('[]'), { ok: false, problems: [{ line: 1, detail: 'the top level must be an object {"queries": [...]}' }] });
    assert.deepEqual(parseTriggerQueries('{\n"queries": []}'), { ok: false, problems: [{ line: 2, detail: '`queries` is empty' }] });
    assert.equal((parseTriggerQueries('') as { problems: unknown[] }).problems.length, 1);
  });
});

describe('kept queries', () => {
  it('are written atomically in the documented format, read back, and backed up before a rewrite', async () => {
    const dir = tempDir({ 'SKILL.md': '---\nname: s\ndescription: d\n---\n' });
    const now = new Date(2026, 0, 2, 3, 4);
    const w = await writeSavedQueries(dir, { skill: 's', shouldTrigger: ['yes "1"'], shouldNotTrigger: ['no 1'], model: 'm' }, now);
    assert.equal(w.path, path.join(dir, TRIGGER_QUERIES_FILE));
    assert.equal(w.backupPath, undefined);
    const read = await readTriggerQueriesFile(w.path);
    assert.equal(read.status, 'ok');
    assert.deepEqual(read.status === 'ok' && read.entries.map((e) => [e.skill, e.query, e.shouldTrigger, e.line]), [
      ['s', 'yes "1"', true, 6],
      ['s', 'no 1', false, 7],
    ]);
    const first = readFileSync(w.path, 'utf8');
    const again = await writeSavedQueries(dir, { skill: 's', shouldTrigger: ['other'], shouldNotTrigger: ['other no'], model: 'm' }, now);
    assert.ok(again.backupPath);
    assert.equal(readFileSync(again.backupPath!, 'utf8'), first);
    assert.deepEqual(
      readdirSync(path.join(dir, '.luban')).filter((n) => n.endsWith('.tmp')),
      [],
    );
    writeFileSync(w.path, Buffer.from([0xff, 0xfe, 0x00]));
    assert.deepEqual(await readTriggerQueriesFile(w.path), { status: 'invalid', path: w.path, problems: [{ line: 1, detail: 'not UTF-8 text' }] });
  });
});
