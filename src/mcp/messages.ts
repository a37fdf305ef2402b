/** The MCP server's user-visible text (tool descriptions, refusals, summaries), English and 简体中文. */
import { localTable } from '../core/api/base.ts';
import type { LocalisedText } from '../core/api/rules.ts';

const M = {
  outsideRoots: {
    en: '{path} is outside the workspace roots ({roots}); Luban reads and writes only inside the roots the client grants (or its working folder when the client grants none).',
    zh: '{path} 不在工作区根目录内（{roots}）；鲁班只在客户端授予的根目录（客户端未授予时为其工作目录）内读写。',
  },
  noRoots: {
    en: 'the client granted no workspace roots, so no path can be read; add a root (a folder) in the client.',
    zh: '客户端没有授予任何工作区根目录，无法读取任何路径；请在客户端中添加一个根目录（文件夹）。',
  },
  rootsFailed: {
    en: 'the client declared roots but roots/list failed ({detail}); no path is granted until it answers.',
    zh: '客户端声明了 roots，但 roots/list 失败（{detail}）；在它回答之前不授予任何路径。',
  },
  pathMissing: { en: '{path} does not exist', zh: '{path} 不存在' },
  notInSkill: {
    en: '{path} is a file inside no skill: no folder at or above it holds a SKILL.md.',
    zh: '{path} 是不属于任何技能的文件：它所在及以上的目录都没有 SKILL.md。',
  },
  noSkill: { en: 'no skill (SKILL.md) found at {path}', zh: '{path} 下没有找到技能（SKILL.md）' },
  oneSkill: {
    en: '{tool} takes one skill folder; {path} holds {n} skills',
    zh: '{tool} 只接受一个技能目录；{path} 下有 {n} 个技能',
  },
  unknownRule: {
    en: 'no rule "{rule}"; rule ids look like hasp/soft-word (scan lists them)',
    zh: '没有规则 "{rule}"；规则 id 形如 hasp/soft-word（scan 会列出）',
  },
  noPage: { en: '(no documentation page is packaged for this rule)', zh: '（该规则没有随包提供的文档页）' },
  writeRefused: {
    en: 'refused: this Luban MCP server is read-only. Start it with `luban mcp --allow-write` to let `fix` write files (the diff above is what it would write).',
    zh: '已拒绝：此鲁班 MCP 服务器为只读。用 `luban mcp --allow-write` 启动后，`fix` 才能写入文件（上面的 diff 就是将写入的内容）。',
  },
  failed: { en: '{tool} failed: {detail}', zh: '{tool} 失败：{detail}' },
  scanSummary: {
    en: '{skills} skill(s) scanned: {errors} error(s), {warnings} warning(s), {info} info; {fixable} can be fixed with the `fix` tool.',
    zh: '已扫描 {skills} 个技能：{errors} 个错误，{warnings} 个警告，{info} 条提示；其中 {fixable} 个可用 `fix` 工具修复。',
  },
  fixNone: { en: 'no safe fix applies: nothing to change.', zh: '没有可用的安全修复：无需改动。' },
  fixPreview: {
    en: '{count} safe fix(es) in {files} file(s), not written (pass write: true to apply):',
    zh: '{files} 个文件中有 {count} 处安全修复，未写入（传入 write: true 才会应用）：',
  },
  fixWrote: {
    en: '{count} safe fix(es) written atomically to {files} file(s):',
    zh: '已原子写入 {files} 个文件中的 {count} 处安全修复：',
  },
  skillBusy: {
    en: 'refused: another Luban run (`{command}`, pid {pid}) is writing this skill; try again when it ends.',
    zh: '已拒绝：另一个鲁班运行（`{command}`，pid {pid}）正在写入此技能；它结束后再试。',
  },
  fixSkipped: {
    en: '{file} changed on disk since it was read: left alone.',
    zh: '{file} 在读取后被修改：未改动。',
  },
  formChecks: {
    en: 'Form checks only: the static view of the rubric (what can be checked without a model). Judged dimensions are not scored.',
    zh: '仅形式检查：评分表的静态部分（无需模型即可检查的项）。需评委的维度未评分。',
  },
  descScan: {
    en: 'Lint the skills at a path (a skill folder, a file inside a skill, or a folder to search): every finding with its file, line, column, rule id, severity and message.',
    zh: '检查某路径下的技能（技能目录、技能内的文件或要搜索的目录）：列出每个问题的文件、行、列、规则 id、级别和说明。',
  },
  descExplain: {
    en: "A rule's metadata (module, dimension, default severity, fixability) and its documentation page: what it checks, why, how to fix.",
    zh: '规则的元数据（模块、维度、默认级别、能否修复）及其文档页：检查什么、为什么、如何修复。',
  },
  descFix: {
    en: 'The safe fixes `luban fix` applies (e.g. quoting a YAML scalar) as a unified diff. Writes them (atomically) only with write: true on a server started with --allow-write.',
    zh: '以统一 diff 给出 `luban fix` 会应用的安全修复（如给 YAML 值加引号）。仅当 write: true 且服务器以 --allow-write 启动时才（原子地）写入。',
  },
  descSecurity: {
    en: "Sentinel's security verdict for the skills at a path (block / review / clear, as `luban scan` shows it) with the Sentinel findings behind it.",
    zh: '某路径下技能的 Sentinel 安全结论（block / review / clear，与 `luban scan` 显示的相同）及其依据的 Sentinel 问题。',
  },
  descStatic: {
    en: "One skill's static score exactly as `luban score` gives it without a model: form checks only, judged dimensions not scored.",
    zh: '单个技能的静态评分，与不带模型的 `luban score` 完全一致：仅形式检查，需评委的维度未评分。',
  },
  argPath: {
    en: 'a path inside the workspace roots (absolute, or relative to the first root)',
    zh: '工作区根目录内的路径（绝对路径，或相对于第一个根目录）',
  },
  argRule: { en: 'the rule id, e.g. hasp/soft-word', zh: '规则 id，例如 hasp/soft-word' },
  argWrite: {
    en: 'write the fixes (needs a server started with --allow-write); default false: diff only',
    zh: '写入修复（需服务器以 --allow-write 启动）；默认 false：只给 diff',
  },
  started: {
    en: 'luban mcp: serving on stdio ({mode}); roots from the client, else {cwd}',
    zh: 'luban mcp：通过 stdio 提供服务（{mode}）；根目录取自客户端，否则为 {cwd}',
  },
  readOnly: { en: 'read-only', zh: '只读' },
  readWrite: { en: 'writes allowed', zh: '允许写入' },
} satisfies Record<string, LocalisedText>;

export type McpMessage = keyof typeof M;
export const say = localTable(M);
