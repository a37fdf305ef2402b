#!/usr/bin/env node
// 复制 client.ts 到目标目录，并在项目根目录写入 .env.example（不覆盖已有文件）
import { copyFile, access, readFile, appendFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const tpl = path.join(here, '..', 'templates');
const dest = process.argv[2] || 'src/api';

const exists = (p) => access(p).then(() => true, () => false);

async function copyIfMissing(src, dst) {
  if (await exists(dst)) { console.log(`跳过（已存在）${dst}`); return; }
  await copyFile(src, dst);
  console.log(`写入 ${dst}`);
}

await copyIfMissing(path.join(tpl, 'client.ts'), path.join(dest, 'client.ts'));
await copyIfMissing(path.join(tpl, 'env.example'), '.env.example');

const gi = (await exists('.gitignore')) ? await readFile('.gitignore', 'utf8') : '';
if (!/^\.env$/m.test(gi)) {
  await appendFile('.gitignore', '\n.env\n');
  console.log('已把 .env 加入 .gitignore');
}
