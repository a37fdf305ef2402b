/**
 * Whose a host is (issue 28, techniques 1 and 4; split from fetch-run.ts): the names a host goes by (its registrable
 * label, or the owner on a shared code host), the distinctive words of the skill's name, and whether the host is the
 * vendor's own — named for the tool the skill is about, or a sub-domain named for it.
 */
import type { SkillDocument } from '../../../skill/types.ts';
import { hostOf } from '../hosts.ts';

/** Hosts that serve many owners: the owner is the first path segment or the sub-domain. */
export const CODE_HOSTS =
  /^(?:github\.com|raw\.githubusercontent\.com|objects\.githubusercontent\.com|codeload\.github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|sourceforge\.net|huggingface\.co)$/;
const SHARED_SUFFIX =
  /\.(?:github\.io|gitlab\.io|vercel\.app|netlify\.app|pages\.dev|workers\.dev|herokuapp\.com|fly\.dev|onrender\.com|s3\.amazonaws\.com|blob\.core\.windows\.net|web\.app|firebaseapp\.com|azurewebsites\.net|replit\.app|glitch\.me)$/;
/** Words of a skill name that say nothing about whose tool it is. */
export const GENERIC =
  /^(?:the|and|for|with|tool|tools|agent|agents|skill|skills|helper|helpers|setup|install|installer|manager|cli|api|mcp|server|client|dev|environment|env|utils?|kit|core|app|bot|assistant|pro|plus|official|open|auto|quick|easy|simple|smart|super|best|all|one|hub|ops|sdk|lib|web|data|code|developing|development|using|use|ai)$/;

/** Names a host goes by: its registrable label, or the owner (and repository) on a shared code host. */
export function hostBrands(url: string): string[] {
  const host = hostOf(url);
  if (!host) return [];
  if (CODE_HOSTS.test(host)) {
    const path = url.replace(/^[a-z]+:\/\/[^/]+\/?/i, '').split(/[/?#]/);
    return path
      .slice(0, 2)
      .map((s) => s.replace(/\.git$/, '').toLowerCase())
      .filter((s) => s.length >= 2 && !/^(?:releases?|download|raw|blob|resolve|main|master)$/.test(s));
  }
  const labels = host.split('.');
  if (SHARED_SUFFIX.test(host)) return labels.length > 3 || !/\.(?:s3|blob)\./.test(host) ? [labels[0]] : [];
  if (labels.length < 2) return [host];
  const n = labels.length;
  const second = labels[n - 2];
  const label = n >= 3 && labels[n - 1].length === 2 && /^(?:co|com|org|net|gov|ac|edu)$/.test(second) ? labels[n - 3] : second;
  return [label];
}

/** Distinctive words of the skill's name (and folder name). */
export function nameTokens(doc: SkillDocument): string[] {
  const name = typeof doc.frontmatter?.data?.name === 'string' ? (doc.frontmatter.data.name as string) : '';
  const words = `${name} ${doc.folderName}`.toLowerCase().split(/[^a-z0-9]+/);
  return [...new Set(words.filter((w) => w.length >= 2 && !GENERIC.test(w) && !/^\d+$/.test(w)))];
}

/** Whether the host of `url` goes by the name of the tool the skill is named for (`tool.dev` in a skill named `tool-cli`): the vendor's own domain. */
export function namedForSkill(doc: SkillDocument, url: string): boolean {
  const tokens = nameTokens(doc);
  const joined = tokens.join('');
  return hostBrands(url).some((b) => {
    const flat = b.replace(/[^a-z0-9]/g, '');
    return flat === joined || tokens.some((t) => t === b || t === flat);
  });
}

/**
 * A vendor's sub-domain whose first label is the tool the skill is named for — the first distinctive word of its
 * name (`foundry.paradigm.xyz` in a skill named `foundry-toolchain-install`; not `rules.…` for `python-refactor-rules`).
 */
export function vendorSubdomain(doc: SkillDocument, url: string): boolean {
  const name = typeof doc.frontmatter?.data?.name === 'string' ? (doc.frontmatter.data.name as string) : '';
  const first = name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .find((w) => w.length >= 2 && !GENERIC.test(w) && !/^\d+$/.test(w));
  return first !== undefined && toolSubdomain([first], hostOf(url) ?? '');
}
export function toolSubdomain(tokens: readonly string[], host: string): boolean {
  const first = host.toLowerCase().split('.')[0];
  return host.split('.').length >= 3 && !CODE_HOSTS.test(host) && tokens.some((t) => t.length >= 4 && t === first);
}
