/** Reasons of the runtime compatibility verdicts (docs/features.md H10), English and Simplified Chinese. */
import { localTable } from '../../base/l10n/index.ts';
import type { LocalisedText } from '../../rules/types.ts';

export const compatMessages = {
  'report.title': { en: 'Runtime compatibility', zh: '运行时兼容性' },
  'report.intro': {
    en: 'Whether each runtime loads this skill, cuts it short or drops it, read from the skill as it is (static; each limit links to where it is documented).',
    zh: '各运行时是否加载此技能、截断它或不加载它，依据技能现状静态判断（每条限制都链接到其出处）。',
  },
  'report.runtime': { en: 'Runtime', zh: '运行时' },
  'report.verdict': { en: 'Verdict', zh: '结论' },
  'report.why': { en: 'Why', zh: '原因' },
  'report.source': { en: 'source', zh: '出处' },
  'label.runtimes': { en: 'Runtimes', zh: '运行时' },
  loadedBy: { en: 'loaded by {runtimes} (from {folder})', zh: '由 {runtimes} 加载（来自 {folder}）' },
  'loadedBy.none': { en: 'loaded by no runtime from this folder', zh: '没有运行时从此目录加载' },
  listingBudget: {
    en: "{runtime}: {count} skills' descriptions in {folder} total {total} characters — over the ~{budget}-character listing budget; the last {cut} would be shortened or left out of the list",
    zh: '{runtime}：{folder} 中 {count} 个技能的描述共 {total} 个字符，超过约 {budget} 个字符的技能列表预算；最后 {cut} 个会被缩短或不列出',
  },
  'verdict.loads': { en: 'loads', zh: '可加载' },
  'verdict.cut-short': { en: 'cut short', zh: '被截断' },
  'verdict.dropped': { en: 'dropped', zh: '不加载' },
  noSkillMd: { en: 'no SKILL.md: nothing to load', zh: '没有 SKILL.md：无可加载内容' },
  unreadableSkillMd: {
    en: '`{file}` cannot be read as text ({detail}): {runtime} cannot load it',
    zh: '`{file}` 无法作为文本读取（{detail}）：{runtime} 无法加载',
  },
  lowerCase: {
    en: '{runtime} looks for `SKILL.md`; on a case-sensitive file system `{file}` is not found',
    zh: '{runtime} 只查找 `SKILL.md`；在区分大小写的文件系统上找不到 `{file}`',
  },
  bomHides: {
    en: "a byte-order mark before `---` hides the frontmatter from {runtime}'s loader (it matches `^---`)",
    zh: '`---` 前的字节顺序标记（BOM）使 {runtime} 的加载器看不到 frontmatter（它匹配 `^---`）',
  },
  noFrontmatterDrop: { en: 'no frontmatter: {runtime} requires {fields}', zh: '没有 frontmatter：{runtime} 要求 {fields}' },
  noFrontmatterNote: { en: 'no frontmatter: listed by its folder name and first body line', zh: '没有 frontmatter：以目录名和正文第一行列出' },
  yamlStrict: {
    en: 'frontmatter is not valid YAML for a strict parser (line {line}): {runtime} rejects the skill',
    zh: 'frontmatter 对严格解析器不是合法 YAML（第 {line} 行）：{runtime} 拒绝此技能',
  },
  yamlColonTolerated: {
    en: "unquoted `: ` (line {line}) is tolerated by {runtime}'s loader; quote it for strict ones",
    zh: '未加引号的 `: `（第 {line} 行）{runtime} 的加载器能容忍；为严格的加载器请加引号',
  },
  yamlColonUnknown: {
    en: 'unquoted `: ` (line {line}): {runtime} does not document how strict its YAML parser is; quote it to be sure',
    zh: '未加引号的 `: `（第 {line} 行）：{runtime} 未说明其 YAML 解析器是否严格；加引号才稳妥',
  },
  yamlFieldsLost: {
    en: 'frontmatter fails to parse (line {line}): {runtime} drops every field and lists the skill by folder name and first body line',
    zh: 'frontmatter 解析失败（第 {line} 行）：{runtime} 丢弃所有字段，以目录名和正文第一行列出技能',
  },
  yamlLineParser: {
    en: 'frontmatter fails to parse (line {line}): {runtime} falls back to a line parser; nested and multi-line values are lost',
    zh: 'frontmatter 解析失败（第 {line} 行）：{runtime} 改用逐行解析，嵌套值和多行值会丢失',
  },
  yamlUnreadable: {
    en: 'frontmatter fails to parse (line {line}): no YAML parser reads `name`/`description`, which {runtime} requires',
    zh: 'frontmatter 解析失败（第 {line} 行）：任何 YAML 解析器都读不出 {runtime} 要求的 `name`/`description`',
  },
  missingField: { en: '`{field}` is missing or not text: {runtime} requires it', zh: '`{field}` 缺失或不是文本：{runtime} 要求此字段' },
  missingDescriptionNote: { en: 'no `description`: {runtime} uses the first body paragraph instead', zh: '没有 `description`：{runtime} 改用正文第一段' },
  descriptionTooLong: {
    en: '`description` is {length} characters; {runtime} rejects more than {max}',
    zh: '`description` 有 {length} 个字符；{runtime} 拒绝超过 {max} 的描述',
  },
  nameTooLong: { en: '`name` is {length} characters; {runtime} rejects more than {max}', zh: '`name` 有 {length} 个字符；{runtime} 拒绝超过 {max} 的名字' },
  nameRules: {
    en: '`name` must follow the Agent Skills naming rules and equal the folder name (`{folder}`): {runtime} refuses to publish it',
    zh: '`name` 必须符合 Agent Skills 命名规则并与目录名（`{folder}`）相同：{runtime} 拒绝发布',
  },
  allowedToolsList: {
    en: '`allowed-tools` is a YAML list: {runtime} rejects it ("must be a string (space-delimited), not an array")',
    zh: '`allowed-tools` 是 YAML 列表：{runtime} 拒绝（“必须是空格分隔的字符串，而不是数组”）',
  },
  installMetadata: {
    en: 'install metadata `{keys}` under `metadata:`: {runtime} refuses to publish until it is stripped',
    zh: '`metadata:` 下有安装元数据 `{keys}`：去掉之前 {runtime} 拒绝发布',
  },
  entryCut: {
    en: 'description + when_to_use is {length} characters: {runtime} cuts the listing entry at {max}, losing "…{tail}"',
    zh: 'description + when_to_use 共 {length} 个字符：{runtime} 在技能列表中截断到 {max}，丢失“…{tail}”',
  },
  entryBudget: {
    en: 'the listing entry takes {length} of the {budget} characters all skills share in {runtime} ({share}%)',
    zh: '列表条目占 {runtime} 所有技能共享的 {budget} 个字符中的 {length} 个（{share}%）',
  },
  bodyTokens: {
    en: 'the body is about {tokens} tokens: after compaction {runtime} keeps the first {max} (up to line {line})',
    zh: '正文约 {tokens} 个 token：压缩上下文后 {runtime} 只保留前 {max} 个（到第 {line} 行）',
  },
  fileTooLarge: { en: 'SKILL.md is {bytes} bytes: {runtime} skips files over {max}', zh: 'SKILL.md 有 {bytes} 字节：{runtime} 跳过超过 {max} 字节的文件' },
  bodyLines: {
    en: 'the body is {lines} lines: {runtime} warns past {max} (it still publishes)',
    zh: '正文有 {lines} 行：超过 {max} 行 {runtime} 会警告（仍可发布）',
  },
  commentCut: { en: '` #` in `{key}` starts a YAML comment: {runtime} reads only "{kept}"', zh: '`{key}` 中的 ` #` 开始 YAML 注释：{runtime} 只读到“{kept}”' },
  whenToUseIgnored: {
    en: '`when_to_use` is not read by {runtime}: its trigger text is missing from the listing',
    zh: '{runtime} 不读取 `when_to_use`：其中的触发说明不会出现在技能列表中',
  },
  fieldIgnored: { en: '`{field}` is ignored by {runtime}: {effect}', zh: '{runtime} 忽略 `{field}`：{effect}' },
  'effect.disable-model-invocation': { en: 'the model may load the skill on its own', zh: '模型可能自行加载此技能' },
  'effect.user-invocable': { en: 'the skill still shows as a command', zh: '技能仍会显示为命令' },
  'effect.context': { en: 'it runs in the main conversation, not a forked one', zh: '它在主对话中运行，而不是分叉的上下文' },
  'effect.agent': { en: 'no sub-agent runs it', zh: '不会由子 agent 运行' },
  'effect.hooks': { en: 'its hooks never run', zh: '其钩子永远不会运行' },
  'effect.paths': { en: 'it is offered for every file, not only the listed paths', zh: '它对所有文件都可用，而不只是列出的路径' },
} satisfies Record<string, LocalisedText>;

export type CompatMessageKey = keyof typeof compatMessages;

export const say = localTable(compatMessages);
