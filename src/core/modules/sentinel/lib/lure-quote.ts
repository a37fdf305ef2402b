/**
 * A scam or phishing message quoted for training (sentinel/social-engineering): "## The lure
 * (verbatim, defanged)" over `> Paste your token below and open …`, "### 案例 3：针对开发者的钓鱼"
 * over `> 请把你的 GitHub 令牌粘贴到这里…`, a reference titled "# [EJEMPLO DE ESTAFA]" holding
 * the message in a fenced block.
 *
 * Why: security-awareness skills quote the lure word for word so people learn to recognise it;
 * the quote is the lesson's specimen, not an order to the agent. Only a blockquote or a fenced
 * block counts, and only under a heading that names it a scam, a lure or an example not to follow
 * (the nearest heading; in a reference document also its title). "Anti-phishing" and "防钓鱼"
 * name a protection, not a specimen.
 */
import { headingChain } from '../report-negation.ts';
import type { Segment, SentinelFile } from '../view.ts';

const LURE_LABEL = new RegExp(
  [
    String.raw`(?<![\w-])(?<!anti-)(?:phish\w*|scams?|scammers?|fraud\w*|lures?|smish\w*|vish\w*|pretext\w*|BEC|fake\s+(?:support|message|e-?mail|sms)|do\s+not\s+follow)\b`,
    String.raw`(?<![\p{L}])(?:arnaques?|hame[çc]onnage|escroquer\w*|estafas?|fraudes?|fraudulent[oa]s?|timos?|golpes?|truff[ae]|betrug\w*|betrugsmuster|negativbeispiel\w*|k[öo]der|ne\s+pas\s+suivre|no\s+sig[au]s|nicht\s+befolgen|мошенни\w*|фишинг\w*)(?![\p{L}])`,
    String.raw`(?<!防)(?:钓鱼|诈骗|骗局|欺诈|话术)|フィッシング|詐欺|피싱|사기`,
    // a specimen labelled the wrong one: "⚠ Bad example #1", "खराब उदाहरण", "slecht voorbeeld", "ตัวอย่างที่ไม่ดี", 悪い例, 反面示例
    String.raw`\b(?:bad|wrong|malicious)\s+examples?\b|(?<![\p{L}])(?:mal\s+ejemplo|ejemplo\s+malo|mau\s+exemplo|exemplo\s+ruim|mauvais\s+exemple|schlechtes\s+beispiel|slecht\s+voorbeeld|oplichting\w*|kötü\s+örnek|ví\s+dụ\s+xấu|contoh\s+buruk|поганий\s+приклад|шахрай\w*|фішинг\w*|плохой\s+пример)(?![\p{L}])|(?:खराब|ख़राब|ग़लत|गलत)\s+उदाहरण|फ़िशिंग|फिशिंग|धोखाधड़ी|ตัวอย่างที่(?:ไม่ดี|ผิด)|ฟิชชิ่ง|ฟิชชิง|หลอกลวง|มิจฉาชีพ|悪い例|나쁜\s*예|反面示例|错误示例|反例`,
  ].join('|'),
  'iu',
);

/** A label denied: "not a bad example", "kein Betrug", "geen oplichting", "no es una estafa", "не фишинг". */
const NOT_LABEL =
  /\bnot\s+(?:an?\s+)?(?:bad|wrong|malicious|phish\w*|scam|lure|fake)|(?<![\p{L}])(?:kein(?:e|en)?|geen|niet|no\s+es|não\s+é|n'est\s+pas|не)\s+(?:(?:een|ein|eine|un|una|um|uma)\s+)?(?:betrug\w*|oplichting\w*|estafa|golpe|arnaque|фишинг\w*|мошенни\w*|schlecht\w*|slecht\w*|mal[oa]?|mauvais|ruim)(?![\p{L}])/iu;

/** The hit at `start` stands in a blockquote or a fenced block under a heading that labels it a scam or lure. */
export function quotedLure(sf: SentinelFile, seg: Segment, start: number): boolean {
  if (sf.role !== 'skill' && sf.role !== 'markdown') return false;
  const text = sf.info.text;
  const ls = text.lastIndexOf('\n', start - 1) + 1;
  if (seg.kind !== 'code' && !/^[ \t]*>/.test(text.slice(ls, start + 1))) return false;
  const chain = headingChain(sf, start);
  const nearest = chain.filter(Boolean).pop() ?? '';
  // (a label said not to apply — "Reply to send (not a bad example)", "geen oplichting" — labels nothing)
  if (NOT_LABEL.test(nearest)) return false;
  return LURE_LABEL.test(nearest) || (sf.role === 'markdown' && LURE_LABEL.test(chain[0] ?? ''));
}
