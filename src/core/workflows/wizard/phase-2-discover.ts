/**
 * Phase 2 · 发现 (Discover): search the workspace's existing skills by keyword, rate each
 * ★1–5 (★★★★★ full match → ★☆☆☆☆ no match), sorted, into `tmps/02-discover.md`. A close
 * match (★4+) suggests upgrading it instead of creating a new one. Gate: 「以上匹配结论
 * 是否认可？」; a change request adjusts the search: its words become the keywords.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { Locale } from '../../base/l10n/index.ts';
import { discoverSkills } from '../../skill/discover.ts';
import type { DiscoveryMatch, Requirement } from '../../formats/wizard-state.ts';
import { splitList } from './answers.ts';
import type { WizardContext } from './context.ts';
import { gate } from './gate.ts';
import { sayWizard } from './messages.ts';
import { bilingual, stars } from './render.ts';
import type { WizardPhase } from './types.ts';

export const CLOSE_MATCH = 4;

interface Candidate {
  name: string;
  dir: string;
  description: string;
  body: string;
}

/** The search words: the trigger words (what a lazily loaded skill is matched by), else the name's parts. */
export function keywordsOf(name: string, r: Requirement | undefined): string[] {
  const words = r?.triggers.length ? r.triggers : name.split('-').filter((w) => w.length >= 3);
  return [...new Set(words.map((w) => w.trim()).filter(Boolean))];
}

/** ★ rating: a keyword in the name or the description counts 2, in the body 1, over 2 per keyword; the same name is ★5. */
export function rate(c: Candidate, name: string, keywords: readonly string[]): { stars: number; matched: string[] } {
  if (c.name === name) return { stars: 5, matched: [name] };
  if (!keywords.length) return { stars: 1, matched: [] };
  let sum = 0;
  const matched: string[] = [];
  for (const k of keywords) {
    const w = k.toLowerCase();
    const score = c.name.toLowerCase().includes(w) ? 2 : c.description.toLowerCase().includes(w) ? 2 : c.body.toLowerCase().includes(w) ? 1 : 0;
    if (score) matched.push(k);
    sum += score;
  }
  return { stars: Math.max(1, Math.min(5, 1 + Math.round((4 * sum) / (2 * keywords.length)))), matched };
}

async function readCandidate(dir: string): Promise<Candidate | undefined> {
  for (const f of ['SKILL.md', 'skill.md']) {
    let text: string;
    try {
      text = await fs.readFile(path.join(dir, f), 'utf8');
    } catch {
      continue;
    }
    text = text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
    const m = /^---\n([\s\S]*?)\n---\n?/.exec(text);
    let data: Record<string, unknown> = {};
    if (m)
      try {
        const v: unknown = parseYaml(m[1]);
        if (v && typeof v === 'object') data = v as Record<string, unknown>;
      } catch {
        /* a broken frontmatter still has a body to search */
      }
    return {
      name: typeof data.name === 'string' ? data.name : path.basename(dir),
      dir,
      description: typeof data.description === 'string' ? data.description : '',
      body: m ? text.slice(m[0].length) : text,
    };
  }
  return undefined;
}

/** Every skill under `roots`, rated against the keywords, best first (★1 left out). */
export async function searchSkills(roots: string[], name: string, keywords: readonly string[]): Promise<DiscoveryMatch[]> {
  const dirs = new Set<string>();
  for (const r of roots) for (const d of await discoverSkills(r).catch(() => [] as string[])) dirs.add(path.resolve(d));
  const out: DiscoveryMatch[] = [];
  for (const d of dirs) {
    const c = await readCandidate(d);
    if (!c) continue;
    const r = rate(c, name, keywords);
    if (r.stars > 1) out.push({ name: c.name, dir: d, stars: r.stars, matched: r.matched, description: c.description });
  }
  return out.sort((a, b) => b.stars - a.stars || a.name.localeCompare(b.name));
}

export function renderDiscovery(matches: DiscoveryMatch[], keywords: string[], locale: Locale, workspace: string): string {
  const lines = [`# ${sayWizard(locale, 'discover.heading', { keywords: keywords.join(', ') || '—' })}`, ''];
  if (!matches.length) lines.push(sayWizard(locale, 'discover.none'));
  for (const m of matches) lines.push(`- ${stars(m.stars)} ${m.name} (${path.relative(workspace, m.dir) || '.'}) — ${m.matched.join(', ')}`);
  const top = matches[0];
  if (top && top.stars >= CLOSE_MATCH) lines.push('', sayWizard(locale, 'discover.close', { name: top.name, stars: stars(top.stars) }));
  return lines.join('\n') + '\n';
}

export async function discover(ctx: WizardContext): Promise<WizardPhase> {
  let keywords = ctx.state.keywords ?? keywordsOf(ctx.state.name, ctx.state.requirement);
  for (;;) {
    const roots = [ctx.options.workspace];
    if (ctx.state.kind === 'upgrade') roots.push(ctx.state.target);
    const matches = await searchSkills(roots, ctx.state.name, keywords);
    ctx.state.discovery = matches;
    ctx.state.keywords = keywords;
    const file = await ctx.folders.writeTmp('2', '02-discover.md', renderDiscovery(matches, keywords, ctx.locale, ctx.options.workspace));
    await ctx.save();
    const product = bilingual((l) => renderDiscovery(matches, keywords, l, ctx.options.workspace) + '\n' + sayWizard(l, 'product.written', { file }));
    ctx.emit({ type: 'product', phase: '2', text: product });
    const g = await gate(ctx, '2', product);
    if (g.pass) return '3';
    ctx.say('2', 'back', 'notice.revise', { phase: 'Phase 2', note: g.note || '—' });
    const words = splitList(g.note);
    if (words.length) keywords = words;
  }
}
