/**
 * dim8c by fixed rules (seed v3: in dry_run and fallback, 8c 副作用 uses a regex scan
 * for redundancy and format anomalies, not down-weighted). Applied to the predicted
 * output of a dry run. Starts at 5; each kind of problem found costs 1; floor 0.
 */

export interface SideEffectScan {
  score: number;
  hits: string[];
}

const FILLER =
  /\b(as an ai\b|in conclusion|it'?s worth noting|let'?s dive in|i hope this helps|without further ado|in today'?s (?:fast-paced )?world)|说白了|换句话说|综上所述|值得注意的是|总而言之|希望对你有帮助/gi;

export function sideEffectsByRegex(text: string): SideEffectScan {
  const hits: string[] = [];
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim().toLowerCase())
    .filter((p) => p.length >= 40);
  if (new Set(paragraphs).size < paragraphs.length) hits.push('duplicated-paragraph');
  if ((text.match(FILLER)?.length ?? 0) >= 2) hits.push('ai-filler');
  if ((text.match(/^\s*(```|~~~)/gm)?.length ?? 0) % 2 === 1) hits.push('unbalanced-code-fence');
  const words = (text.match(/[A-Za-z]+/g)?.length ?? 0) + (text.match(/[\u4e00-\u9fff]/g)?.length ?? 0) / 2;
  if (words > 600) hits.push('excessive-length');
  if (/\n[ \t]*\n[ \t]*\n[ \t]*\n/.test(text) || text.split('\n').some((l) => l.length > 500)) hits.push('format-anomaly');
  return { score: Math.max(0, 5 - hits.length), hits };
}
