/**
 * The one seam between the dashboard and whatever hosts it (GitLens `getHostIpcApi`):
 * VS Code's `acquireVsCodeApi()` is called once, here, and never leaks to the global
 * scope. Tests swap the host with `setHostFactory` (or, against the built bundle, by
 * defining `acquireVsCodeApi` before the script loads).
 */
import type { WebviewMessage } from '../../src/shared/protocol.ts';

export interface HostApi {
  postMessage(message: WebviewMessage): void;
  getState(): unknown;
  setState(state: unknown): void;
  /** Calls `listener` with each message's data; returns the unsubscribe function. */
  subscribe(listener: (data: unknown) => void): () => void;
}

interface VsCodeApi {
  postMessage(message: unknown): void;
  getState(): unknown;
  setState(state: unknown): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

function vscodeHost(): HostApi {
  const api = typeof acquireVsCodeApi === 'function' ? acquireVsCodeApi() : undefined;
  return {
    postMessage: (m) => api?.postMessage(m),
    getState: () => api?.getState(),
    setState: (s) => api?.setState(s),
    subscribe(listener) {
      const onMessage = (e: MessageEvent) => listener(e.data);
      window.addEventListener('message', onMessage);
      return () => window.removeEventListener('message', onMessage);
    },
  };
}

let factory: () => HostApi = vscodeHost;
let host: HostApi | undefined;

export function getHost(): HostApi {
  host ??= factory();
  return host;
}

/** Replace the host (tests, or a page outside VS Code). */
export function setHostFactory(f: () => HostApi): void {
  factory = f;
  host = undefined;
}
