const BASE = 'https://api.search.brave.com/res/v1';

export type WebResult = { title: string; url: string; description?: string; age?: string };

export class BraveSearch {
  private last = 0;
  private cache = new Map<string, { t: number; v: WebResult[] }>();

  constructor(private readonly token: string, private readonly ttlMs = 10 * 60 * 1000) {
    if (!token) throw new Error('BRAVE_SEARCH_API_KEY missing');
  }

  private async throttle(): Promise<void> {
    const wait = this.last + 1050 - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    this.last = Date.now();
  }

  private async call(path: string, params: Record<string, string>, attempt = 0): Promise<any> {
    await this.throttle();
    const url = new URL(BASE + path);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const res = await fetch(url, {
      headers: { Accept: 'application/json', 'X-Subscription-Token': this.token },
    });
    if (res.status === 429 && attempt < 2) {
      const s = Number(res.headers.get('Retry-After') ?? '2');
      await new Promise((r) => setTimeout(r, s * 1000));
      return this.call(path, params, attempt + 1);
    }
    if (!res.ok) throw new Error(`Brave API ${res.status} on ${path}`);
    return res.json();
  }

  async web(q: string, opts: { count?: number; country?: string; freshness?: string } = {}) {
    const key = JSON.stringify(['web', q, opts]);
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.t < this.ttlMs) return hit.v;
    const data = await this.call('/web/search', {
      q,
      count: String(opts.count ?? 10),
      ...(opts.country ? { country: opts.country } : {}),
      ...(opts.freshness ? { freshness: opts.freshness } : {}),
    });
    const v: WebResult[] = (data.web?.results ?? []).map((r: any) => ({
      title: r.title, url: r.url, description: r.description, age: r.age,
    }));
    this.cache.set(key, { t: Date.now(), v });
    if (this.cache.size > 500) this.cache.delete(this.cache.keys().next().value!);
    return v;
  }

  async news(q: string, count = 10) {
    const data = await this.call('/news/search', { q, count: String(count) });
    return (data.results ?? []).map((r: any) => ({ title: r.title, url: r.url, age: r.age }));
  }
}
