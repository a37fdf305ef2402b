/**
 * One memo per skill document for the data rules derive from it (reference mentions,
 * the reference matrix, parsed results.tsv …): several rules of a scan read the same
 * derived data, so it is computed once. Each owner declares its key as a typed module
 * constant (`const MENTIONS = memoKey<ReferenceMention[]>('skillops/references')`) and
 * asks `memo(doc, MENTIONS, () => …)`.
 *
 * The entries hang off the document in one WeakMap, so they live and die with it: a
 * scan's documents are that scan's memo, and an edited skill (a new document) starts
 * empty. Nothing is ever invalidated by hand.
 */
import type { SkillDocument } from './types.ts';

/** A typed slot in the per-document memo; keys are compared by identity, the name is for people. */
export interface MemoKey<T> {
  readonly name: string;
  /** Never set: only ties the key to the type of value it stores. */
  readonly valueType?: T;
}

export function memoKey<T>(name: string): MemoKey<T> {
  return Object.freeze({ name });
}

const memos = new WeakMap<SkillDocument, Map<MemoKey<unknown>, unknown>>();

/** The value stored under `key` for this document, computed on first use (`undefined` and `null` are remembered too). */
export function memo<T>(doc: SkillDocument, key: MemoKey<T>, compute: () => T): T {
  let slots = memos.get(doc);
  if (!slots) memos.set(doc, (slots = new Map()));
  const hit = slots.get(key);
  if (hit !== undefined || slots.has(key)) return hit as T;
  const value = compute();
  slots.set(key, value);
  return value;
}
