/** The debounce and stale guard the extension and the language server share (core/base/io/rescan-timing.ts). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clampDebounce, DEFAULT_DEBOUNCE_MS, ScanGenerations, typingDelay, versionsMovedOn } from '../../../src/core/api/base.ts';

describe('rescan timing', () => {
  it('waits the debounce, stretched to the last scan time up to 1.5 s', () => {
    assert.equal(typingDelay(300, undefined), 300);
    assert.equal(typingDelay(300, 120.4), 300);
    assert.equal(typingDelay(300, 800.6), 801);
    assert.equal(typingDelay(300, 9000), 1500);
    assert.equal(typingDelay(2000, 9000), 2000);
  });

  it('clamps a configured debounce to 0–5000 ms, else 300', () => {
    assert.equal(DEFAULT_DEBOUNCE_MS, 300);
    assert.equal(clampDebounce(-5), 0);
    assert.equal(clampDebounce(99999), 5000);
    assert.equal(clampDebounce(250), 250);
    assert.equal(clampDebounce('250'), 300);
    assert.equal(clampDebounce(Number.NaN), 300);
  });

  it('lets only the newest scan of a skill publish', () => {
    const g = new ScanGenerations<string>();
    const a = g.next('/s');
    assert.equal(g.isCurrent('/s', a), true);
    const b = g.next('/s');
    assert.equal(g.isCurrent('/s', a), false);
    assert.equal(g.isCurrent('/s', b), true);
    assert.equal(g.isCurrent('/other', 1), false);
    assert.equal(g.isCurrent('/s', undefined), false);
  });

  it('calls a scan stale once a buffer it read has another version or is gone', () => {
    const read = new Map([
      ['file:///s/SKILL.md', 3],
      ['file:///s/references/a.md', 1],
    ]);
    const now = new Map(read);
    assert.equal(
      versionsMovedOn(read, (u) => now.get(u)),
      false,
    );
    now.set('file:///s/SKILL.md', 4);
    assert.equal(
      versionsMovedOn(read, (u) => now.get(u)),
      true,
    );
    now.set('file:///s/SKILL.md', 3);
    now.delete('file:///s/references/a.md');
    assert.equal(
      versionsMovedOn(read, (u) => now.get(u)),
      true,
    );
  });
});
