#!/usr/bin/env node
// Read-only: list dependencies with install-time lifecycle scripts.
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs'
import { join } from 'node:path'

const HOOKS = ['preinstall', 'install', 'postinstall', 'prepare']
const SUSPICIOUS = [
  [/\bcurl\b|\bwget\b|Invoke-WebRequest|\biwr\b/i, 'downloads'],
  [/https?:\/\//i, 'url'],
  [/node\s+-e|eval\(|new Function/i, 'inline-eval'],
  [/base64|fromCharCode|\\x[0-9a-f]{2}/i, 'encoded'],
  [/\|\s*(ba)?sh\b|powershell|cmd\s*\/c/i, 'shell'],
]
const KNOWN_NATIVE = new Set(['esbuild', '@swc/core', 'sharp', 'better-sqlite3', 'bufferutil', 'utf-8-validate', 'fsevents'])

function* packages(dir) {
  if (!existsSync(dir)) return
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) {
      if (name === '.pnpm') yield* pnpmStore(join(dir, name))
      continue
    }
    const p = join(dir, name)
    if (!statSync(p).isDirectory()) continue
    if (name.startsWith('@')) {
      for (const sub of readdirSync(p)) yield join(p, sub)
    } else {
      yield p
    }
  }
}

function* pnpmStore(dir) {
  for (const entry of readdirSync(dir)) {
    const nm = join(dir, entry, 'node_modules')
    if (existsSync(nm)) yield* packages(nm)
  }
}

const seen = new Map()
for (const dir of packages(join(process.cwd(), 'node_modules'))) {
  const pj = join(dir, 'package.json')
  if (!existsSync(pj)) continue
  let pkg
  try { pkg = JSON.parse(readFileSync(pj, 'utf8')) } catch { continue }
  const scripts = Object.fromEntries(HOOKS.filter((h) => pkg.scripts?.[h]).map((h) => [h, pkg.scripts[h]]))
  if (!Object.keys(scripts).length) continue
  const key = `${pkg.name}@${pkg.version}`
  if (seen.has(key)) continue
  const flags = new Set()
  for (const cmd of Object.values(scripts)) for (const [re, why] of SUSPICIOUS) if (re.test(cmd)) flags.add(why)
  seen.set(key, { name: pkg.name, version: pkg.version, scripts, flags: [...flags], knownNative: KNOWN_NATIVE.has(pkg.name) })
}

const rows = [...seen.values()].sort((a, b) => b.flags.length - a.flags.length || a.name.localeCompare(b.name))
if (process.argv.includes('--table')) {
  for (const r of rows) {
    const mark = r.flags.length && !r.knownNative ? '!!' : '  '
    console.log(`${mark} ${r.name}@${r.version}  [${Object.keys(r.scripts).join(',')}]  ${r.flags.join(',')}`)
  }
  console.log(`\n${rows.length} packages with lifecycle scripts`)
} else {
  console.log(JSON.stringify(rows, null, 2))
}
