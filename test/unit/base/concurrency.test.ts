/** Bounded concurrency (core/base/concurrency.ts), shared by the judges and the URL checks. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mapLimit } from '../../../src/core/base/concurrency.ts';

test('mapLimit: results in input order, never more than `limit` in flight, limit 1 strictly in order', async () => {
  let inFlight = 0;
  let most = 0;
  const order: number[] = [];
  const job = async (n: number) => {
    inFlight++;
    most = Math.max(most, inFlight);
    order.push(n);
    await new Promise((r) => setTimeout(r, (5 - n) * 2));
    inFlight--;
    return n * 10;
  };
  assert.deepEqual(await mapLimit([1, 2, 3, 4, 5], 2, job), [10, 20, 30, 40, 50]);
  assert.equal(most, 2);
  order.length = 0;
  most = 0;
  assert.deepEqual(await mapLimit([3, 1, 2], 1, job), [30, 10, 20]);
  assert.deepEqual(order, [3, 1, 2]);
  assert.equal(most, 1);
  assert.deepEqual(await mapLimit([], 4, job), []);
  assert.deepEqual(await mapLimit([1], 0, job), [10], 'a limit below 1 still runs one at a time');
});
