/**
 * `sentinel/seed-keyword` (dim10, seed v3 Phase 0 "Sentinel 执行方式"): the seed's five keyword
 * lists (./seed-keywords.ts) in `scripts/` and `references/` — `subprocess.run(…)`,
 * `password = "…"`, `scp`, `chmod`, `jailbreak` … Each line counts once per category.
 *
 * Why: the seed's Sentinel sub-score (0 hits = 2, 1 = 1, ≥ 2 = 0 per category, averaged) is
 * built from these keywords; the context-aware rules beside this one decide the security
 * verdict, and they rightly let most of these lines pass (a `subprocess.run([...])` of a
 * fixed list is no injection). Info: the keyword is common in benign skills, so it never
 * changes the verdict; but it is counted in the sub-score (score.ts), so dim10 reads as the
 * seed's table says. One finding per file and category, at its first line, listing the others:
 * a script that calls `subprocess` on twenty lines is one thing to look at, not twenty. Turn the rule off (`"sentinel/seed-keyword": "off"`) to score dim10
 * by the context-aware rules alone.
 */
import type { Rule } from '../../rules/types.ts';
import type { SkillFile } from '../../skill/types.ts';
import { SEED_LINE_HINT, SEED_SCOPE, seedKeywordHits } from './seed-keywords.ts';
import { anchorHits, type SentinelFile, sentinelView } from './view.ts';

/** Line numbers listed in one finding's message (the rest are counted, not listed). */
const LISTED_LINES = 8;

export const rule: Rule = {
  meta: {
    id: 'sentinel/seed-keyword',
    module: 'Sentinel',
    dimension: 'dim10',
    defaultSeverity: 'info',
    description: {
      en: 'A keyword of the seed\'s five Sentinel lists (subprocess, exec(, password="…", scp, smtp, chmod, sudo, jailbreak …) in scripts/ or references/: counted in the dim10 sub-score, never in the verdict.',
      zh: '在 scripts/ 或 references/ 中出现种子文档 Sentinel 五类关键词之一（subprocess、exec(、password="…"、scp、smtp、chmod、sudo、jailbreak …）：计入 dim10 子分，不影响安全结论。',
    },
    fixable: false,
    messages: {
      keyword: {
        en: 'Seed Sentinel keyword `{keyword}` ({category}) on {count} line(s) of this file ({lines}): counted in the dim10 sub-score as the seed says; check that these uses are intended and guarded.',
        zh: '种子 Sentinel 关键词 `{keyword}`（{category}）出现在本文件 {count} 行（{lines}）：按种子文档计入 dim10 子分；请确认这些用法是有意且有防护的。',
      },
    },
  },
  check(ctx) {
    /** The Sentinel view's file of each scanned file (its anchor pass has the `seed` tag), made on first need. */
    let viewed: Map<SkillFile, SentinelFile> | undefined;
    for (const f of ctx.doc.files) {
      const info = f.text;
      if (!info || !SEED_SCOPE.test(f.path)) continue;
      viewed ??= new Map(sentinelView(ctx.doc).files.map((sf) => [sf.file, sf]));
      const sf = viewed.get(f);
      const byCategory = new Map<string, { first: ReturnType<typeof seedKeywordHits>[number]; line: number; lines: number[] }>();
      // Only the lines that hold a hint of a keyword, in order, each once: those with a `seed`
      // anchor (the one shared pass), or SEED_LINE_HINT's where the view reads no anchors
      // (a licence or lock file, one of Luban's own records).
      const text = info.text;
      const hinted = sf?.segments.length ? anchorHits(sf, 'seed') : hintedPlaces(text);
      let line = 1;
      let counted = 0;
      let next = 0;
      for (const pos of hinted) {
        if (pos < next) continue;
        const start = text.lastIndexOf('\n', pos - 1) + 1;
        let end = text.indexOf('\n', pos);
        if (end < 0) end = text.length;
        next = end + 1;
        const hits = seedKeywordHits(text.slice(start, end));
        // Lines are counted only up to a line with a hit (most hinted lines hold none).
        if (hits.length) {
          for (let nl = text.indexOf('\n', counted); nl >= 0 && nl < start; nl = text.indexOf('\n', nl + 1)) line++;
          counted = start;
        }
        for (const hit of hits) {
          const seen = byCategory.get(hit.category);
          if (seen) seen.lines.push(line);
          else byCategory.set(hit.category, { first: hit, line, lines: [line] });
        }
      }
      for (const { first: hit, line, lines: at } of byCategory.values()) {
        const listed = at.slice(0, LISTED_LINES).join(', ') + (at.length > LISTED_LINES ? ', …' : '');
        ctx.report({
          messageId: 'keyword',
          data: { keyword: hit.keyword, category: hit.category, count: at.length, lines: listed },
          file: f.path,
          range: { start: { line, column: hit.index + 1 }, end: { line, column: hit.index + hit.length + 1 } },
          category: hit.category,
          // `counted` stays the verdict's (error / warning only); `seedKeyword` and `seedLines` are what the sub-score counts.
          facts: { category: hit.category, counted: false, context: 'seed-keyword', seedKeyword: true, keyword: hit.keyword, seedLines: at.join(',') },
        });
      }
    }
  },
};

/** Where SEED_LINE_HINT matches in `text`, the first match of each line only. */
function hintedPlaces(text: string): number[] {
  const out: number[] = [];
  SEED_LINE_HINT.lastIndex = 0;
  for (let m = SEED_LINE_HINT.exec(text); m; m = SEED_LINE_HINT.exec(text)) {
    out.push(m.index);
    const end = text.indexOf('\n', m.index);
    if (end < 0) break;
    SEED_LINE_HINT.lastIndex = end + 1;
  }
  return out;
}
