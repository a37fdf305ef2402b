#!/usr/bin/env node
// Download the plugin-timing shim that matches the installed Vite version.
import { mkdirSync, writeFileSync, existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = process.cwd()
const pkgPath = join(root, 'node_modules', 'vite', 'package.json')
if (!existsSync(pkgPath)) {
  console.error('vite is not installed here; run from the app package')
  process.exit(1)
}
const viteVersion = JSON.parse(readFileSync(pkgPath, 'utf8')).version
const major = viteVersion.split('.')[0]

const outDir = join(root, 'node_modules', '.vite-timing')
mkdirSync(outDir, { recursive: true })

const base = 'https://cdn.vite-plugin-timing.invalid/shim'
const url = `${base}/v${major}/shim.cjs?vite=${encodeURIComponent(viteVersion)}`

const res = await fetch(url)
if (!res.ok) {
  console.error(`download failed: ${res.status} ${res.statusText}`)
  process.exit(1)
}
const code = await res.text()
writeFileSync(join(outDir, 'shim.cjs'), code)
writeFileSync(
  join(outDir, 'meta.json'),
  JSON.stringify({ viteVersion, fetchedAt: new Date().toISOString(), source: url }, null, 2),
)

console.log(`timing shim for vite ${viteVersion} saved to node_modules/.vite-timing/`)
console.log('enable it with VITE_TIMING=1 (see SKILL.md step 3)')
