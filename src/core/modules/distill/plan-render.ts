/**
 * The slimming plan as Markdown (docs/features.md B4, issue 12 item 4), in English or 简体中文: the
 * summary (loaded size, everything bundled, the estimated change), the P0–P3 table, the
 * bundled files by size with their tokens, the core assets, and — when the plan has
 * items — the 🔴 CHECKPOINT that nothing has been changed yet.
 */
import type { Locale } from '../../base/l10n/index.ts';
import type { DistillAction, DistillPlan, DistillReason } from './plan.ts';

/** How many bundled files the inventory table lists (largest first). */
export const INVENTORY_ROWS = 15;

const T = {
  title: { en: 'Distill plan: {skill}', zh: '精简方案：{skill}' },
  summary: {
    en: 'Reference files judged: {n} · loaded size: {loaded} · estimated change: {delta} ({pct})',
    zh: '评估的 references 文件：{n} 个 · 加载体量：{loaded} · 预计变化：{delta}（{pct}）',
  },
  empty: {
    en: 'Nothing to slim: every bundled file is used and nothing is duplicated, outdated or unusually large.',
    zh: '无需精简：所有打包的文件都有引用，没有重复、过时或异常大的内容。',
  },
  bundled: {
    en: 'Bundled: {n} file(s), {size}, ~{tokens} tokens of text{binary} · estimated change: {delta}',
    zh: '打包内容：{n} 个文件，{size}，文本约 {tokens} token{binary} · 预计变化：{delta}',
  },
  binary: { en: ' ({size} without text: binary or unreadable)', zh: '（其中 {size} 无文本：二进制或不可读）' },
  inventory: { en: 'Bundled files (largest first)', zh: '打包的文件（按大小排序）' },
  invHead: { en: '| File | Size | Tokens | Kind | Mentioned |', zh: '| 文件 | 大小 | Token | 类型 | 被引用 |' },
  more: { en: '… and {n} more file(s), {size}', zh: '……另有 {n} 个文件，{size}' },
  yes: { en: 'yes', zh: '是' },
  no: { en: '**no**', zh: '**否**' },
  head: { en: '| # | Priority | Action | Where | Why | Size change |', zh: '| # | 优先级 | 操作 | 位置 | 原因 | 体量变化 |' },
  core: { en: 'Core assets (F_approx ≤ 0.3) — keep', zh: '核心资产（F_approx ≤ 0.3）——保留' },
  coreLine: { en: '`{file}` — F_approx {f}, {refs} reference(s), {size}', zh: '`{file}` — F_approx {f}，{refs} 处引用，{size}' },
  checkpoint: {
    en: '🔴 CHECKPOINT: nothing has been changed. Confirm which items to apply; deleted and archived files stay recoverable through git or a backup.',
    zh: '🔴 CHECKPOINT：尚未修改任何文件。请确认要执行哪些条目；删除和归档的文件可通过 git 或备份恢复。',
  },
  unknown: { en: 'unknown', zh: '未知' },
  guess: { en: ' (rough: no anchor, a quarter of the file assumed)', zh: '（粗估：链接无锚点，按文件的四分之一估算）' },
} as const;

const ACTION: Record<DistillAction, { en: string; zh: string }> = {
  delete: { en: 'delete', zh: '删除' },
  inline: { en: 'inline into SKILL.md', zh: '内联到 SKILL.md' },
  slim: { en: 'slim', zh: '精简' },
  merge: { en: 'merge into one reference', zh: '合并为一个 reference' },
  archive: { en: 'move to archive/', zh: '移到 archive/' },
  dedupe: { en: 'keep one copy', zh: '只保留一份' },
  review: { en: 'review by hand', zh: '人工审阅' },
};

const KIND = { text: { en: 'text', zh: '文本' }, binary: { en: 'binary', zh: '二进制' }, unreadable: { en: 'unreadable', zh: '不可读' } } as const;

const REASON: Record<DistillReason, { en: string; zh: string }> = {
  dead: { en: 'never referenced from SKILL.md', zh: '从未被 SKILL.md 引用' },
  'slim-few-refs': { en: 'F_approx {f}: large, only {refs} reference(s){from}', zh: 'F_approx {f}：体量大，仅 {refs} 处引用{from}' },
  'slim-many-refs': { en: 'F_approx {f}: large for its {refs} references', zh: 'F_approx {f}：相对 {refs} 处引用体量过大' },
  'duplicate-block': { en: 'the same code block in {n} files: {detail}', zh: '同一代码块出现在 {n} 个文件：{detail}' },
  dated: { en: 'dated more than a year ago: {detail}', zh: '日期早于一年前：{detail}' },
  'deprecated-heading': { en: 'marked as outdated: {detail}', zh: '标注为过时：{detail}' },
  'old-file-name': { en: 'the file name says it is outdated', zh: '文件名表明内容已过时' },
  unreferenced: { en: 'nothing the skill reads mentions it ({kind}, {tokens})', zh: '技能读取的内容中没有任何地方提到它（{kind}，{tokens}）' },
  'duplicate-file': { en: '{n} identical files: `{keep}` stays{remove}', zh: '{n} 个完全相同的文件：保留 `{keep}`{remove}' },
  'large-file': { en: 'large {kind} file ({tokens}): check it is all needed', zh: '体量大的{kind}文件（{tokens}）：请确认是否都需要' },
};

function tokensText(tokens: number | null | undefined, zh: boolean): string {
  if (tokens === null || tokens === undefined) return zh ? '无文本' : 'no text';
  return zh ? `约 ${formatCount(tokens)} token` : `~${formatCount(tokens)} tokens`;
}

/** 812, 3.4k, 1.2M. */
export function formatCount(n: number): string {
  return n < 1000 ? String(n) : n < 1_000_000 ? `${(n / 1000).toFixed(1)}k` : `${(n / 1_000_000).toFixed(1)}M`;
}

function fill(template: string, data: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in data ? String(data[k]) : m));
}

function cell(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

/** Bytes for people: "812 B", "3.4 KB", with a sign when asked. */
export function formatBytes(bytes: number, signed = false): string {
  const sign = signed ? (bytes < 0 ? '-' : bytes > 0 ? '+' : '') : bytes < 0 ? '-' : '';
  const abs = Math.abs(bytes);
  if (abs < 1024) return `${sign}${abs} B`;
  return abs < 1024 * 1024 ? `${sign}${(abs / 1024).toFixed(1)} KB` : `${sign}${(abs / 1024 / 1024).toFixed(1)} MB`;
}

export function renderDistillPlan(plan: DistillPlan, locale: Locale): string {
  const zh = locale === 'zh-CN';
  const L = (t: { en: string; zh: string }) => (zh ? t.zh : t.en);
  const out: string[] = [];
  out.push(`# ${fill(L(T.title), { skill: plan.skill })}`, '');
  const pct = plan.loadedBytes ? `${((plan.estimatedBytesDelta / plan.loadedBytes) * 100).toFixed(1)}%` : '0.0%';
  out.push(fill(L(T.summary), { n: plan.filesJudged, loaded: formatBytes(plan.loadedBytes), delta: formatBytes(plan.estimatedBytesDelta, true), pct }), '');
  const inv = plan.bundle;
  const binary = inv.binaryBytes ? fill(L(T.binary), { size: formatBytes(inv.binaryBytes) }) : '';
  out.push(
    fill(L(T.bundled), {
      n: inv.files.length,
      size: formatBytes(inv.totalBytes),
      tokens: formatCount(inv.totalTokens),
      binary,
      delta: formatBytes(plan.bundleBytesDelta, true),
    }),
    '',
  );
  if (!plan.items.length) out.push(L(T.empty), '');
  else {
    out.push(L(T.head), '|---|---|---|---|---|---|');
    plan.items.forEach((it, i) => {
      const where = it.files.map((f) => `\`${f}\``).join(', ') + (it.line ? `:${it.line}` : '');
      const from = it.detail && it.reason === 'slim-few-refs' ? (zh ? `（引用处：${it.detail}）` : ` (from "${it.detail}")`) : '';
      const remove = it.remove?.length
        ? zh
          ? `，删除 ${it.remove.map((f) => `\`${f}\``).join('、')}`
          : `, remove ${it.remove.map((f) => `\`${f}\``).join(', ')}`
        : zh
          ? '（每份都被引用：需先改引用）'
          : ' (every copy is mentioned: move the mentions first)';
      let why = fill(L(REASON[it.reason]), {
        f: (it.fApprox ?? 0).toFixed(2),
        refs: it.refs ?? 0,
        n: it.files.length,
        detail: it.detail ?? '',
        from,
        kind: L(KIND[it.kind ?? 'text']),
        tokens: tokensText(it.tokens, zh),
        keep: it.keep ?? '',
        remove,
      });
      if (it.estimate === 'rough') why += L(T.guess);
      const size = it.bytesDelta === null ? L(T.unknown) : formatBytes(it.bytesDelta, true);
      out.push(`| ${i + 1} | ${it.priority} | ${L(ACTION[it.action])} | ${cell(where)} | ${cell(why)} | ${size} |`);
    });
    out.push('');
  }
  if (inv.files.length) {
    out.push(`## ${L(T.inventory)}`, '', L(T.invHead), '|---|---|---|---|---|');
    const bySize = [...inv.files].sort((a, b) => b.bytes - a.bytes || (a.path < b.path ? -1 : 1));
    for (const f of bySize.slice(0, INVENTORY_ROWS)) {
      const tokens = f.tokens === null ? '—' : formatCount(f.tokens);
      out.push(`| ${cell(`\`${f.path}\``)} | ${formatBytes(f.bytes)} | ${tokens} | ${L(KIND[f.kind])} | ${f.referenced ? L(T.yes) : L(T.no)} |`);
    }
    const rest = bySize.slice(INVENTORY_ROWS);
    if (rest.length) out.push('', fill(L(T.more), { n: rest.length, size: formatBytes(rest.reduce((n, f) => n + f.bytes, 0)) }));
    out.push('');
  }
  if (plan.coreAssets.length) {
    out.push(`## ${L(T.core)}`, '');
    for (const c of plan.coreAssets) out.push(`- ${fill(L(T.coreLine), { file: c.file, f: c.fApprox.toFixed(2), refs: c.refs, size: formatBytes(c.bytes) })}`);
    out.push('');
  }
  // Nothing to slim: said once above, and nothing is asked (issue 33 item 9).
  if (plan.items.length) out.push(L(T.checkpoint), '');
  return out.join('\n');
}
