/**
 * `profile/unknown-key` (docs/features.md A3, B1): a top-level frontmatter key the skill's
 * profile does not define. Strict validators (skills-ref, Anthropic's upload,
 * skill-creator's quick_validate.py) reject unknown keys; runtimes ignore them, so a
 * misspelt `allowed_tools` silently does nothing. Non-ASCII keys (`调研时间`) get
 * their own message: no runtime reads them. Hints name the nearest known key (a
 * suggestion fix renames it) or the profile that does define the key; unknown
 * metadata belongs under `metadata:`.
 */
import { distance } from 'fastest-levenshtein';
import type { ReportDescriptor, Rule } from '../../rules/types.ts';
import { allowedKeys, profilesAccepting } from './keys.ts';

const NON_ASCII = /[^\x00-\x7F]/;

export const rule: Rule = {
  meta: {
    id: 'profile/unknown-key',
    module: 'Profile',
    dimension: 'dim1',
    defaultSeverity: 'warning',
    description: { en: 'Frontmatter keys are fields the profile defines.', zh: 'frontmatter 的键必须是当前 profile 定义的字段。' },
    fixable: 'suggestion',
    messages: {
      unknown: {
        en: '`{key}` is not a frontmatter field of the {profile} profile; strict validators reject the skill and runtimes ignore the key. Move it under `metadata:` or remove it.',
        zh: '`{key}` 不是 {profile} profile 的 frontmatter 字段；严格的校验器会拒绝此技能，运行时会忽略它。请移到 `metadata:` 下或删除。',
      },
      didYouMean: {
        en: '`{key}` is not a frontmatter field of the {profile} profile. Did you mean `{candidate}`?',
        zh: '`{key}` 不是 {profile} profile 的 frontmatter 字段。是否应为 `{candidate}`？',
      },
      otherProfile: {
        en: '`{key}` is a {others} field, not part of the {profile} profile; strict validators reject it. Set the profile to {first} in the Luban config, or move it under `metadata:`.',
        zh: '`{key}` 是 {others} 的字段，不属于 {profile} profile；严格的校验器会拒绝它。请在 Luban 配置中把 profile 设为 {first}，或移到 `metadata:` 下。',
      },
      nonAscii: {
        en: '`{key}` is a non-ASCII frontmatter key; no runtime reads it and some tools mangle it. Use an ASCII key under `metadata:` (e.g. `metadata: {research-date: …}`).',
        zh: '`{key}` 是非 ASCII 的 frontmatter 键；没有运行时会读取它，有的工具还会弄乱它。请在 `metadata:` 下改用 ASCII 键（如 `research-date`）。',
      },
    },
  },
  check(ctx) {
    const fm = ctx.doc.frontmatter;
    if (!fm) return;
    const allowed = allowedKeys(ctx.profile);
    const file = ctx.doc.skillFileName ?? 'SKILL.md';
    for (const [key, where] of fm.keyRanges) {
      if (allowed.has(key)) continue;
      const base = { file, range: where.key, facts: { key } };
      if (NON_ASCII.test(key)) {
        ctx.report({ ...base, messageId: 'nonAscii', data: { key } });
        continue;
      }
      // Claude Code's own fields get a hint to switch profile; metis/skilltree keys such as
      // `version` are better kept under `metadata:` by portable skills.
      const others = profilesAccepting(key).filter((p) => p === 'claude-code');
      if (others.length) {
        ctx.report({ ...base, messageId: 'otherProfile', data: { key, profile: ctx.profile, others: others.join(' / '), first: others[0] } });
        continue;
      }
      const candidate = nearest(key, allowed);
      if (candidate) {
        const fix: NonNullable<ReportDescriptor['fix']> = {
          safe: false,
          title: { en: `Rename to \`${candidate}\``, zh: `改名为 \`${candidate}\`` },
          edits: [{ file, range: where.key, newText: candidate }],
        };
        ctx.report({ ...base, messageId: 'didYouMean', data: { key, profile: ctx.profile, candidate }, fix, suggestions: [fix] });
        continue;
      }
      ctx.report({ ...base, messageId: 'unknown', data: { key, profile: ctx.profile } });
    }
  },
};

/** A known key within two edits (`_` and `-` count as the same), or undefined. */
function nearest(key: string, allowed: ReadonlySet<string>): string | undefined {
  const k = key.toLowerCase().replace(/_/g, '-');
  let best: string | undefined;
  let bestD = 3;
  for (const a of allowed) {
    const d = distance(k, a.replace(/_/g, '-'));
    if (d < bestD) {
      bestD = d;
      best = a;
    }
  }
  return best && bestD <= Math.min(2, Math.floor(key.length / 3)) ? best : undefined;
}
