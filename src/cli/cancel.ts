/**
 * A command's run, cancellable with Ctrl-C (or the injected signal in tests): the run gets
 * a signal that aborts when `outer` does or, with no `outer`, on SIGINT when `listenToProcess`.
 * The listeners are removed when the run settles; `cancelled` says whether it was aborted.
 */
export async function withCancellation<T>(
  outer: AbortSignal | undefined,
  listenToProcess: boolean,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<{ value: T; cancelled: boolean }> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (outer?.aborted) controller.abort();
  outer?.addEventListener('abort', abort, { once: true });
  const useProcessSignal = !outer && listenToProcess;
  if (useProcessSignal) process.once('SIGINT', abort);
  try {
    const value = await run(controller.signal);
    return { value, cancelled: controller.signal.aborted };
  } finally {
    if (useProcessSignal) process.removeListener('SIGINT', abort);
    outer?.removeEventListener('abort', abort);
  }
}
