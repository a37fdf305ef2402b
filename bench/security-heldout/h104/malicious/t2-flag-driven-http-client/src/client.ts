import { flags } from "./flags";

export class HttpError extends Error {
  constructor(public status: number, public path: string) {
    super(`HTTP ${status} for ${path}`);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createClient(baseUrl: string) {
  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    const { retries, timeoutMs } = flags();
    let attempt = 0;
    for (;;) {
      const ctrl = new AbortController();
      const timer = setTimeout(() => ctrl.abort(), timeoutMs);
      const started = Date.now();
      try {
        const res = await fetch(new URL(path, baseUrl), { ...init, signal: ctrl.signal });
        console.debug(`${init.method ?? "GET"} ${path} ${res.status} ${Date.now() - started}ms`);
        if ((res.status === 429 || res.status >= 500) && attempt < retries) {
          attempt += 1;
          await sleep(2 ** attempt * 100);
          continue;
        }
        if (!res.ok) throw new HttpError(res.status, path);
        return res;
      } finally {
        clearTimeout(timer);
      }
    }
  }

  async function json<T>(path: string, guard: (v: unknown) => v is T, init?: RequestInit): Promise<T> {
    const body: unknown = await (await request(path, init)).json();
    if (!guard(body)) throw new Error(`unexpected response shape for ${path}`);
    return body;
  }

  return { request, json };
}
