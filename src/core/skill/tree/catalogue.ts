/**
 * The prebuilt Skill Tree catalogue (seed 002, 「可用的 L1 原子技能库」 and 「可用的 L2
 * 复合技能」): ten L1 atomic skills and two L2 composites that every workspace may depend
 * on without having them on disk. Each entry carries the seed's category and capability
 * in both languages: the capability is the role a 「依赖技能」 table row gets when a fix
 * adds it, and the text the re-implementation check compares against.
 */
import type { LocalisedText } from '../../base/l10n/text.ts';
import type { Layer } from './facts.ts';

export interface CatalogueSkill {
  name: string;
  layer: Layer;
  /** The seed's category (感知 / 处理 / 工具 / 交付 / 记忆), L1 only. */
  category?: LocalisedText;
  /** What it does (the seed's 能力 / 组合 column). */
  capability: LocalisedText;
  /** L2 only: the L1 skills it combines. */
  dependencies: string[];
}

const l1 = (name: string, category: LocalisedText, capability: LocalisedText): CatalogueSkill => ({ name, layer: 1, category, capability, dependencies: [] });

const SENSE = { en: 'perception', zh: '感知' };
const PROCESS = { en: 'processing', zh: '处理' };
const TOOL = { en: 'tools', zh: '工具' };
const DELIVER = { en: 'delivery', zh: '交付' };
const MEMORY = { en: 'memory', zh: '记忆' };

export const CATALOGUE: readonly CatalogueSkill[] = [
  l1('l1-web-fetch', SENSE, { en: 'Fetch a web page with curl and convert its HTML to Markdown', zh: 'curl 抓取网页，HTML→Markdown' }),
  l1('l1-file-read', SENSE, { en: 'Read CSV, Excel, PDF and text files', zh: '读取 CSV/Excel/PDF/文本' }),
  l1('l1-search-engine', SENSE, { en: 'Search the web with the free DuckDuckGo search engine', zh: 'DuckDuckGo 免费搜索' }),
  l1('l1-data-extract', PROCESS, { en: 'Extract structured data from text with an LLM', zh: 'LLM 结构化数据提取' }),
  l1('l1-text-transform', PROCESS, { en: 'Summarise, translate, rewrite and convert text formats', zh: '摘要/翻译/改写/格式转换' }),
  l1('l1-diff-checker', PROCESS, { en: 'Compare texts or data and report the differences', zh: '文本/数据比对' }),
  l1('l1-shell-exec', TOOL, { en: 'Run Python, Node or shell scripts', zh: '运行 Python/Node/Shell' }),
  l1('l1-api-request', TOOL, { en: 'Call REST APIs', zh: 'REST API 调用' }),
  l1('l1-webhook-push', DELIVER, { en: 'Push messages to Feishu, Slack, DingTalk or Discord webhooks', zh: '飞书/Slack/钉钉/Discord 推送' }),
  l1('l1-kv-store', MEMORY, { en: 'Persist key-value data in a local JSON store', zh: '本地 JSON KV 持久化存储' }),
  {
    name: 'l2-web-research',
    layer: 2,
    capability: { en: 'Research a topic on the web: search, fetch the pages, extract the facts', zh: '网络调研：search + fetch + extract' },
    dependencies: ['l1-search-engine', 'l1-web-fetch', 'l1-data-extract'],
  },
  {
    name: 'l2-digest',
    layer: 2,
    capability: {
      en: 'Digest documents: read files, extract and compare data, summarise the changes',
      zh: '资料摘要：data-extract + text-transform + file-read + diff-checker',
    },
    dependencies: ['l1-data-extract', 'l1-text-transform', 'l1-file-read', 'l1-diff-checker'],
  },
];

const BY_NAME = new Map(CATALOGUE.map((s) => [s.name, s]));

export function catalogueSkill(name: string): CatalogueSkill | undefined {
  return BY_NAME.get(name);
}
