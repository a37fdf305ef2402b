/**
 * ★ Phase 3.5 · 同步 (Sync) — direction C only, a hard gate (iron rules #9/#18): the
 * target skill is mirrored whole into the sandbox (`shutil.rmtree` + `copytree` in the
 * seed; here `rm` + `cp -r`, `.git` left out), then both trees are compared file by
 * file. Gate: 「以上目录结构是否与 APP 目录一致？」; anything else copies again.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { WizardContext } from './context.ts';
import { listFiles, treeText } from './folders.ts';
import { gate } from './gate.ts';
import { sayWizard } from './messages.ts';
import { bilingual } from './render.ts';
import type { WizardPhase } from './types.ts';

/** A digest of every file (path + content) under `dir`, `.git` left out. */
export async function treeDigest(dir: string): Promise<string> {
  const h = createHash('sha256');
  for (const f of await listFiles(dir)) {
    h.update(f + '\0');
    h.update(await fs.readFile(path.join(dir, f)));
    h.update('\0');
  }
  return h.digest('hex');
}

/** Mirror `from` into the sandbox (the sandbox is removed first). */
export async function syncToSandbox(from: string, sandbox: string): Promise<{ files: string[]; same: boolean }> {
  await fs.rm(sandbox, { recursive: true, force: true });
  await fs.mkdir(path.dirname(sandbox), { recursive: true });
  await fs.cp(from, sandbox, { recursive: true, filter: (src) => path.basename(src) !== '.git' });
  const files = await listFiles(sandbox);
  const same = (await treeDigest(from)) === (await treeDigest(sandbox));
  return { files, same };
}

export async function sync(ctx: WizardContext): Promise<WizardPhase> {
  const from = ctx.state.decision?.base ?? ctx.state.target;
  for (;;) {
    const { files, same } = await syncToSandbox(from, ctx.folders.sandbox);
    const product = bilingual(
      (l) =>
        treeText(files, ctx.state.name) +
        '\n\n' +
        sayWizard(l, 'sync.done', {
          from,
          to: ctx.folders.sandbox,
          n: files.length,
          same: same ? (l === 'zh-CN' ? '是' : 'yes') : l === 'zh-CN' ? '否' : 'no',
        }),
    );
    ctx.emit({ type: 'product', phase: '3.5', text: product });
    const g = await gate(ctx, '3.5', product);
    if (g.pass) {
      ctx.state.synced = { at: ctx.clock().toISOString(), files: files.length, from };
      await ctx.save();
      return '4';
    }
    ctx.say('3.5', 'back', 'notice.revise', { phase: 'Phase 3.5', note: g.note || '—' });
  }
}
