/**
 * dim10 — multi-role review (Full mode; seed v3 多角色并行审查 P0/P1/P2): roles chosen
 * by document type, each reviewing in isolation (its own fresh context) and
 * returning a structured issue list `<ROLE>-<nn>`; then one normalisation pass that
 * merges same-section same-root-cause issues (keeping the highest P level), notes
 * complementary perspectives, renumbers N-01… and maps every original ID.
 */
import type { ChatMessage } from '../../../models/llm/types.ts';
import type { SkillLang } from '../../../skill/language.ts';
import { judgeStance, replyContract, section, skillBlock, type Bilingual, type SkillText } from './common.ts';

export const DIM10_VERSIONS = { role: 'dim10.role@2', normalise: 'dim10.norm@1', recheck: 'dim10.recheck@1' } as const;

export type RoleId = 'ARCH' | 'SEC' | 'SRE' | 'ML' | 'DOC';
export type DocType = 'architecture' | 'security' | 'ml-paper' | 'general';
export type Severity = 'P0' | 'P1' | 'P2';

/** Seed v3 role table by document type. */
export const ROLES_BY_DOC_TYPE: Record<DocType, RoleId[]> = {
  architecture: ['ARCH', 'SEC', 'SRE'],
  security: ['SEC', 'ARCH', 'DOC'],
  'ml-paper': ['ML', 'ARCH', 'DOC'],
  general: ['ARCH', 'SEC', 'SRE', 'ML', 'DOC'],
};

export const ROLES: Record<RoleId, { name: Bilingual; focus: Bilingual }> = {
  ARCH: {
    name: { en: 'system architect', zh: '系统架构师' },
    focus: { en: 'layer consistency, interface completeness, module coupling', zh: '分层一致性、接口完整性、模块耦合度' },
  },
  SEC: {
    name: { en: 'security architect', zh: '安全架构师' },
    focus: {
      en: 'audit-trail completeness, safety of stop/rollback paths, whether red lines can be bypassed',
      zh: '审计链完整性、熔断回滚安全性、红线可绕过性',
    },
  },
  SRE: {
    name: { en: 'SRE', zh: 'SRE' },
    focus: { en: 'failure recovery paths, coverage of degradation strategies, alert/feedback loops that close', zh: '故障恢复路径、降级策略覆盖、告警闭环' },
  },
  ML: {
    name: { en: 'ML researcher', zh: 'ML 研究员' },
    focus: {
      en: 'validity of measurements, regression detection, bias control, defence against overfitting',
      zh: '测量有效性、退化检测、偏差控制、过拟合防御',
    },
  },
  DOC: {
    name: { en: 'technical editor', zh: '技术文档编辑' },
    focus: { en: 'consistent terminology, reference integrity, format conventions', zh: '术语一致性、引用完整性、格式规范' },
  },
};

/**
 * Stage 0's public grading statement (seed 公开分级声明): every role is told the same levels,
 * their impact on the review and their gates before it reviews, so no role grades by its own scale.
 */
export const GRADING_STATEMENT: Bilingual = {
  en: [
    'Grading (the same for every reviewer, stated before the review):',
    '- P0 = affects correctness or safety (an agent following the skill would do something wrong or unsafe). Impact −30 each; any open P0 blocks the next phase and caps dim10 at 4 of 10.',
    '- P1 = affects reliability or maintainability. Impact −5 each; 3 or more open P1 block optimisation until a person decides.',
    '- P2 = affects consistency or readability. No impact, no gate.',
  ].join('\n'),
  zh: [
    '分级声明（对所有审查角色相同，审查前公开）：',
    '- P0 = 影响正确性或安全性（照做会出错或不安全）。每项 −30；任一未闭合 → 阻断进入下一阶段，dim10 上限锁死 4/10。',
    '- P1 = 影响可靠性或可维护性。每项 −5；≥3 个未闭合 → 阻断优化，直到有人决定。',
    '- P2 = 影响一致性或可读性。不扣分，不设门控。',
  ].join('\n'),
};

export interface ReviewIssue {
  id: string;
  section: string;
  severity: Severity;
  problem: string;
  fix: string;
}

export interface RoleReviewReply {
  issues: ReviewIssue[];
}

export const roleReviewSchema = {
  type: 'object',
  required: ['issues'],
  properties: {
    issues: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        required: ['id', 'section', 'severity', 'problem', 'fix'],
        properties: {
          id: { type: 'string', minLength: 1 },
          section: { type: 'string' },
          severity: { enum: ['P0', 'P1', 'P2'] },
          problem: { type: 'string', minLength: 1 },
          fix: { type: 'string' },
        },
      },
    },
  },
} as const;

export function roleReviewMessages(role: RoleId, skill: SkillText, lang: SkillLang, facts: string): ChatMessage[] {
  const r = ROLES[role];
  const system = [
    judgeStance(lang, `${DIM10_VERSIONS.role}/${role}`),
    '',
    lang === 'zh'
      ? `你以「${r.name.zh}」的身份独立审查这个技能（与其他审查角色完全隔离，不协商、不共享发现）。关注点：${r.focus.zh}。逐章覆盖，只登记真实存在、能指出章节的问题；没有问题就给空列表。`
      : `You review this skill as the ${r.name.en}, in complete isolation from the other reviewers (no discussion, no shared findings). Your focus: ${r.focus.en}. Cover it section by section; record only real problems you can locate in a section; an empty list is fine.`,
    GRADING_STATEMENT[lang],
    lang === 'zh' ? `问题编号用 ${role}-01、${role}-02……` : `Number your issues ${role}-01, ${role}-02, …`,
    '',
    replyContract(
      lang === 'zh'
        ? `{"issues": [{"id": "${role}-01", "section": "<章节标题>", "severity": "P0" | "P1" | "P2", "problem": "<问题描述>", "fix": "<建议修复方向>"}, …]}`
        : `{"issues": [{"id": "${role}-01", "section": "<section heading>", "severity": "P0" | "P1" | "P2", "problem": "<what is wrong>", "fix": "<direction of the fix>"}, …]}`,
      lang,
    ),
  ].join('\n');
  const user = [skillBlock(skill, lang), facts ? section('static_security_findings', facts) : ''].filter(Boolean).join('\n\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

export interface NormalisedIssue {
  id: string;
  section: string;
  severity: Severity;
  problem: string;
  fix: string;
  sources: string[];
  /** Set when different roles saw the same problem from different sides (seed: 双重视角). */
  perspectives?: string;
}

export interface NormaliseReply {
  issues: NormalisedIssue[];
}

export const normaliseSchema = {
  type: 'object',
  required: ['issues'],
  properties: {
    issues: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'section', 'severity', 'problem', 'fix', 'sources'],
        properties: {
          id: { type: 'string', pattern: '^N-\\d{2,}$' },
          section: { type: 'string' },
          severity: { enum: ['P0', 'P1', 'P2'] },
          problem: { type: 'string' },
          fix: { type: 'string' },
          sources: { type: 'array', minItems: 1, items: { type: 'string' } },
          perspectives: { type: 'string' },
        },
      },
    },
  },
} as const;

export function normaliseMessages(issues: ReviewIssue[], lang: SkillLang): ChatMessage[] {
  const system = [
    lang === 'zh' ? '你为 Luban（鲁班）归一化多角色审查的问题清单（阶段 2）。' : 'You normalise the issue lists of a multi-role review for Luban (stage 2).',
    `luban-task: ${DIM10_VERSIONS.normalise}`,
    '',
    lang === 'zh'
      ? [
          '规则：',
          '- 同类合并：同一章节 + 同一根源 → 合并为一条，保留最高的 P 级。',
          '- 侧面互补：不同视角看到同一问题 → 合并，并在 perspectives 中注明“双重视角”及涉及的角色。',
          '- 独立保留：不同章节或不同根源 → 各自保留。',
          '- 重新编号 N-01、N-02……；每条的 sources 列出它合并的原始 ID。每个原始 ID 必须恰好出现在一条的 sources 中。',
          '- 不新增问题，不修改严重度（合并时取最高）。',
        ].join('\n')
      : [
          'Rules:',
          '- Merge alike: same section + same root cause → one item keeping the highest P level.',
          '- Complementary sides: different perspectives on one problem → merge and say so in "perspectives" (dual perspective, which roles).',
          '- Keep separate: different sections or different root causes stay separate items.',
          '- Renumber N-01, N-02, …; each item lists the original IDs it merges in "sources". Every original ID must appear in exactly one item\'s sources.',
          '- Add no new issues and do not change severities (a merge takes the highest).',
        ].join('\n'),
    '',
    replyContract(
      '{"issues": [{"id": "N-01", "section": "…", "severity": "P0" | "P1" | "P2", "problem": "…", "fix": "…", "sources": ["SEC-01", "ARCH-02"], "perspectives": "…"}, …]}',
      lang,
    ),
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: section('issues', JSON.stringify(issues, null, 1)) },
  ];
}

/**
 * The document type by keyword evidence in SKILL.md (seed stage 0). Rough: counts
 * distinct topic words; a type wins only with a clear lead, else `general` (all
 * five roles). Deterministic, so the plan knows the number of roles in advance.
 */
const TOPIC_WORDS: Record<Exclude<DocType, 'general'>, RegExp> = {
  security:
    /\b(security|secure|vulnerab\w*|credential\w*|secret\w*|exploit\w*|malware|threat\w*|audit\w*|permission\w*|injection|CVE-\d+)\b|安全|漏洞|凭据|密钥|审计|权限|注入|威胁/gi,
  'ml-paper':
    /\b(arxiv|paper|dataset\w*|benchmark\w*|training|fine-?tun\w*|ablation\w*|baseline\w*|hypothes\w*|experiment\w*|evaluation|metric\w*)\b|论文|数据集|实验|训练|基准|消融|指标/gi,
  architecture:
    /\b(architecture|architect\w*|interface\w*|modules?|layer(?:ed|s)?|microservices?|api design|component\w*|coupling|schema\w*|system design)\b|架构|接口|模块|分层|组件|耦合/gi,
};

export function documentType(text: string): DocType {
  const counts = (Object.keys(TOPIC_WORDS) as Array<Exclude<DocType, 'general'>>).map((t) => ({ t, n: text.match(TOPIC_WORDS[t])?.length ?? 0 }));
  counts.sort((a, b) => b.n - a.n);
  const [best, second] = counts;
  const words = Math.max(1, text.length / 6);
  // A type wins with at least 8 hits, 1 per 300 words, and twice the runner-up.
  if (best.n >= 8 && best.n / words >= 1 / 300 && best.n >= 2 * second.n) return best.t;
  return 'general';
}

/** Stage 4: the role that raised items re-checks them against the edited skill. */
export interface RecheckReply {
  items: Array<{ id: string; closed: boolean; note: string }>;
}

export const recheckSchema = {
  type: 'object',
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'closed', 'note'],
        properties: { id: { type: 'string', minLength: 1 }, closed: { type: 'boolean' }, note: { type: 'string' } },
      },
    },
  },
} as const;

export function recheckMessages(role: RoleId, items: NormalisedIssue[], skill: SkillText, lang: SkillLang): ChatMessage[] {
  const r = ROLES[role];
  const system = [
    judgeStance(lang, `${DIM10_VERSIONS.recheck}/${role}`),
    '',
    lang === 'zh'
      ? `你是提出下列问题的「${r.name.zh}」（阶段 4 复审闭环）。技能已按清单修改；逐条核对修改后的技能：问题确已解决才算闭合（closed: true），部分解决或换了说法仍算未闭合。只判断清单内的条目。`
      : `You are the ${r.name.en} who raised the items below (stage 4, closure). The skill was edited to fix them; check each item against the edited skill: it is closed (closed: true) only when the problem is really gone — a partial fix or a rewording is not closed. Judge only the listed items.`,
    GRADING_STATEMENT[lang],
    '',
    replyContract('{"items": [{"id": "N-01", "closed": true | false, "note": "…"}, …]}', lang),
  ].join('\n');
  const list = items.map((i) => ({ id: i.id, section: i.section, severity: i.severity, problem: i.problem, fix: i.fix }));
  return [
    { role: 'system', content: system },
    { role: 'user', content: [skillBlock(skill, lang), section('items', JSON.stringify(list, null, 1))].join('\n\n') },
  ];
}
