import type { Plugin } from 'esbuild'
import { readFile, stat, mkdir, copyFile } from 'node:fs/promises'
import path from 'node:path'

const MIME: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
}

export interface InlineAssetsOptions {
  /** これ以下のサイズ（バイト）なら data URL にする */
  limit?: number
  /** 超えた場合のコピー先（outdir からの相対） */
  assetsDir?: string
}

export function inlineAssets(opts: InlineAssetsOptions = {}): Plugin {
  const limit = opts.limit ?? 8 * 1024
  const assetsDir = opts.assetsDir ?? 'assets'
  const filter = new RegExp(`\\.(${Object.keys(MIME).map((e) => e.slice(1)).join('|')})$`)

  return {
    name: 'inline-assets',
    setup(build) {
      const outdir = build.initialOptions.outdir ?? 'dist'

      build.onLoad({ filter }, async (args) => {
        const ext = path.extname(args.path).toLowerCase()
        const { size } = await stat(args.path)

        if (size <= limit) {
          const data = await readFile(args.path)
          const url = `data:${MIME[ext]};base64,${data.toString('base64')}`
          return { contents: `export default ${JSON.stringify(url)}`, loader: 'js' }
        }

        // 大きいファイルはコピーしてパスを返す
        const name = path.basename(args.path)
        const dest = path.join(outdir, assetsDir, name)
        await mkdir(path.dirname(dest), { recursive: true })
        await copyFile(args.path, dest)
        return { contents: `export default ${JSON.stringify(`./${assetsDir}/${name}`)}`, loader: 'js' }
      })
    },
  }
}

export default inlineAssets
