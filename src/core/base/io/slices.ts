/**
 * Long synchronous work written as a generator of steps, run either at once (the CLI)
 * or in slices that give the event loop a turn whenever a slice has run for `sliceMs`
 * (the editor: VS Code's extension host is shared by every extension and answers the
 * UI's requests, so no task of ours should hold it for more than a few milliseconds).
 * Both runs end with the same value.
 */

/** Run every step now and return the generator's value. */
export function runAtOnce<T>(steps: Generator<void, T, void>): T {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/** Run the steps, pausing for the event loop between them once `sliceMs` have passed. */
export async function runInSlices<T>(steps: Generator<void, T, void>, sliceMs = 10): Promise<T> {
  let since = performance.now();
  let step = steps.next();
  while (!step.done) {
    if (performance.now() - since >= sliceMs) {
      await nextTurn();
      since = performance.now();
    }
    step = steps.next();
  }
  return step.value;
}

/** A turn of the event loop: whatever is queued (I/O callbacks, timers, requests) runs first. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
