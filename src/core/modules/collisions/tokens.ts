/**
 * Words of a description for comparing skills, in English and Chinese alike: English
 * words lower-cased and lightly stemmed (`reports` → `report`), Chinese as character
 * bigrams (no dictionary is bundled, and bigrams are the standard dictionary-free unit
 * for Chinese retrieval), minus the words every skill description shares ("use when
 * the user asks", "当用户需要…时使用") so that only what a skill is about is compared.
 */

const CJK_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g;
const WORD = /[a-z0-9][a-z0-9+#]*/g;

const STOP_EN = new Set(
  (
    'a an and or but nor the this that these those it its is are was were be been being to of in on at by for from with without into onto over under ' +
    'as if then than so such not no yes do does did done can could may might must shall should will would also any all each every some more most ' +
    'other others only just very via per e g eg etc i e ie you your yours we our us they their them he she his her who whom which what when whenever ' +
    'where while why how about across after before between during through up down out off again further once here there both few own same too ' +
    'use used uses using usage skill skills user users ask asks asked asking want wants wanted need needs needed help helps helping ' +
    'request requests requested task tasks trigger triggers triggered mention mentions mentioned includ including include includes like ' +
    'provide provides providing support supports supported work works working make makes making get gets handle handles ' +
    'claude agent agents codex cursor gemini copilot openclaw assistant ai llm model models tool tools new based specific related various ' +
    'file files create creates creating guide guidance comprehensive workflow workflows'
  ).split(/\s+/),
);

const STOP_ZH = new Set(
  '使用 用户 技能 当用 用户 户需 需要 要时 时使 可以 进行 或者 以及 一个 这个 帮助 触发 场景 适用 用于 请求 提到 包括 相关 支持 提供 如果 时候 什么 如何 工作 流程 功能 任务 问题 我们 你的 以便 通过 根据 并且 或是 之类 等等 内容 生成 创建 文件'.split(
    /\s+/,
  ),
);

function stem(w: string): string {
  if (w.length > 5 && w.endsWith('ies')) return w.slice(0, -3) + 'y';
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 4 && w.endsWith('ed')) return w.slice(0, -2);
  if (w.length > 4 && w.endsWith('es') && /(?:sh|ch|x|s)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/** Term counts of a text: stemmed English words and Chinese character bigrams, stop words removed. */
export function terms(text: string): Map<string, number> {
  const out = new Map<string, number>();
  const bump = (t: string) => out.set(t, (out.get(t) ?? 0) + 1);
  const s = text.normalize('NFKC').toLowerCase();
  for (const run of s.match(CJK_RUN) ?? []) {
    const chars = [...run];
    if (chars.length === 1) continue; // a lone character says little
    for (let i = 0; i + 1 < chars.length; i++) {
      const bi = chars[i] + chars[i + 1];
      if (!STOP_ZH.has(bi)) bump(bi);
    }
  }
  for (const w of s.replace(CJK_RUN, ' ').match(WORD) ?? []) {
    if (w.length < 2 || /^\d+$/.test(w) || STOP_EN.has(w)) continue;
    const st = stem(w);
    if (!STOP_EN.has(st)) bump(st);
  }
  return out;
}
