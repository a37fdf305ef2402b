/**
 * A registry of N skills for the scale benchmarks, made from the public corpus:
 * `node --import tsx bench/registry.ts N [OUT]` (default OUT: $TMPDIR/luban-registry-N).
 *
 * The corpus is copied whole ⌈N / skills⌉ times (`r0000/`, `r0001/` …). Files other than
 * SKILL.md are hard links (copies where a link is refused), so 10k skills take little
 * disk. Each copied SKILL.md gets three words of its own in its description, so the
 * copies are distinct skills as in a real registry: without them every copy would
 * collide with its twins (collisions/overlap) and the report would be mostly those.
 * Nothing else changes, so each copy's findings are the corpus skill's findings.
 *
 * Never run by `npm test`: the corpus lives outside the repository.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export function corpusPath(): string {
  if (process.env.LUBAN_BENCH_CORPUS) return process.env.LUBAN_BENCH_CORPUS;
  // The main checkout sits beside shared/; a worktree one level deeper.
  return (
    [path.resolve(ROOT, '../shared/corpus'), path.resolve(ROOT, '../../shared/corpus')].find((p) => existsSync(p)) ?? path.resolve(ROOT, '../shared/corpus')
  );
}

/** Folders holding a SKILL.md under `dir` (what `luban scan` discovers). */
export function skillCount(dir: string): number {
  let n = 0;
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === '.git') continue;
      if (e.isDirectory()) walk(path.join(d, e.name));
      else if (e.name === 'SKILL.md' || e.name === 'skill.md') n++;
    }
  };
  walk(dir);
  return n;
}

function letters(k: number): string {
  let s = '';
  do {
    s = String.fromCharCode(97 + (k % 26)) + s;
    k = Math.floor(k / 26);
  } while (k > 0);
  return s;
}

/** The description of this SKILL.md with `words` added (single-line, quoted or block scalar); unchanged when there is none. */
export function tagDescription(text: string, words: string): string {
  const lines = text.split('\n');
  if (lines[0].trim() !== '---') return text;
  for (let i = 1; i < lines.length && lines[i].trim() !== '---'; i++) {
    const m = /^description:\s*(.*)$/.exec(lines[i]);
    if (!m) continue;
    const value = m[1].trimEnd();
    if (!value || /^[|>][-+0-9]*$/.test(value)) {
      const indent = /^(\s+)/.exec(lines[i + 1] ?? '')?.[1] ?? '  ';
      lines.splice(i + 1, 0, `${indent}${words}`);
    } else if (/^".*"$/.test(value) || /^'.*'$/.test(value)) {
      lines[i] = `description: ${value.slice(0, -1)} ${words}${value.slice(-1)}`;
    } else {
      lines[i] = `description: ${value} ${words}`;
    }
    return lines.join('\n');
  }
  return text;
}

/** The copy's word: in its description and its name, so the copies are told apart by name as templated skills are. */
function registryWord(tag: string): string {
  return `zq${tag}x`;
}

/** SKILL.md of copy `tag`: `name: x` → `name: x-zq…x`, and the description says which copy it is. */
export function tagSkill(text: string, tag: string): string {
  const word = registryWord(tag);
  const named = text.replace(/^(name:\s*)(["']?)([^"'\n]*?)\2\s*$/m, (_m, key: string, q: string, name: string) => `${key}${q}${name}-${word}${q}`);
  return tagDescription(named, `Registry copy ${word}.`);
}

function copyTree(from: string, to: string, tag: string): void {
  mkdirSync(to, { recursive: true });
  for (const e of readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, e.name);
    const dst = path.join(to, e.name);
    if (e.isDirectory()) copyTree(src, dst, tag);
    else if (e.name === 'SKILL.md' || e.name === 'skill.md') {
      writeFileSync(dst, tagSkill(readFileSync(src, 'utf8'), tag));
    } else if (e.isFile()) {
      try {
        linkSync(src, dst);
      } catch {
        copyFileSync(src, dst);
      }
    }
  }
}

/** Make (or reuse) a registry of about `n` skills; returns its folder and how many skills it holds. */
export function makeRegistry(n: number, out = path.join(os.tmpdir(), `luban-registry-${n}`)): { dir: string; skills: number } {
  const corpus = corpusPath();
  const perCopy = skillCount(corpus);
  const copies = Math.max(1, Math.round(n / perCopy));
  const marker = path.join(out, '.complete');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === String(copies)) return { dir: out, skills: copies * perCopy };
  rmSync(out, { recursive: true, force: true });
  for (let k = 0; k < copies; k++) copyTree(corpus, path.join(out, `r${String(k).padStart(4, '0')}`), letters(k));
  writeFileSync(marker, String(copies));
  return { dir: out, skills: copies * perCopy };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const n = Number(process.argv[2] ?? 1000);
  const r = makeRegistry(n, process.argv[3]);
  console.log(`${r.dir}\t${r.skills} skills`);
}
