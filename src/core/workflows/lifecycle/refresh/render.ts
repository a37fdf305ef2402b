/** `luban refresh`'s text (and the editor's summary): stale files, updates appended, failures — English or 简体中文. */
import { localTable, type Locale } from '../../../base/l10n/index.ts';
import type { LocalisedText } from '../../../rules/types.ts';
import type { RefreshReport } from './run.ts';

export const refreshMessages = {
  title: { en: 'CASCADE knowledge refresh — {skill}', zh: 'CASCADE 知识更新 —— {skill}' },
  none: { en: 'No external references (arXiv, URLs, standards) cited: nothing to refresh.', zh: '没有引用外部知识（arXiv、URL、标准编号）：无需更新。' },
  allFresh: { en: 'Every file with external references was updated within the refresh period.', zh: '所有含外部引用的文件都在刷新周期内更新过。' },
  stale: { en: '  {mark} {file} — {state}{when}: {refs}', zh: '  {mark} {file} —— {state}{when}：{refs}' },
  'state.stale': { en: 'stale', zh: '已过期' },
  'state.refresh-due': { en: 'refresh due', zh: '该刷新' },
  'state.undated': { en: 'last update unknown', zh: '最后更新日期未知' },
  when: { en: ' (last updated {date}, {age} days ago)', zh: '（最后更新于 {date}，{age} 天前）' },
  offline: {
    en: 'Offline: nothing was looked up. `luban refresh DIR --network` asks the arXiv API and the cited sites (with your consent, remembered for this workspace).',
    zh: '离线：没有联网查询。`luban refresh DIR --network` 会查询 arXiv API 和被引用的网站（需你同意，本工作区会记住）。',
  },
  checked: { en: 'Looked up {count} reference(s).', zh: '已查询 {count} 个引用。' },
  update: { en: '  + {file}: {id} → {to}', zh: '  + {file}：{id} → {to}' },
  noUpdates: { en: 'No newer versions: nothing appended.', zh: '没有新版本：未追加任何内容。' },
  written: {
    en: 'Appended dated "## [YYYY-MM-DD] 更新" blocks to: {files} (old text unchanged).',
    zh: '已向以下文件追加带日期的「## [YYYY-MM-DD] 更新」段落：{files}（原有内容未改动）。',
  },
  skillMd: {
    en: '  ! {file}: updates found, not written — CASCADE only appends to references/; update SKILL.md by hand.',
    zh: '  ! {file}：发现更新但未写入——CASCADE 只追加到 references/；SKILL.md 请手动更新。',
  },
  changed: {
    en: '  ! {file} changed while refreshing (you are editing it): not written; run refresh again.',
    zh: '  ! {file} 在刷新期间被修改（你正在编辑）：未写入；请重新运行 refresh。',
  },
  failure: { en: '  ✗ {id}: {message}', zh: '  ✗ {id}：{message}' },
  failures: { en: '{count} lookup(s) failed (reported, not fatal):', zh: '{count} 个查询失败（仅报告，不中断）：' },
  manual: { en: 'Standards to check by hand (no API): {ids}', zh: '需手动核对的标准（无 API）：{ids}' },
  linksNotChecked: {
    en: 'External links: {count} not checked (no network consent; `--network` asks).',
    zh: '外部链接：{count} 个未检查（未允许联网；`--network` 会询问）。',
  },
  linksOk: { en: 'External links: {count} checked, none broken.', zh: '外部链接：已检查 {count} 个，没有失效的。' },
  linksBroken: { en: 'External links: {count} checked, {broken} broken:', zh: '外部链接：已检查 {count} 个，{broken} 处失效：' },
  brokenLink: { en: '  ✗ {file}:{line} {message}', zh: '  ✗ {file}:{line} {message}' },
} satisfies Record<string, LocalisedText>;

const say = localTable(refreshMessages);
/** References named per file in the text (JSON has them all). */
const MAX_REFS = 5;

export function renderRefresh(r: RefreshReport, skill: string, locale: Locale): string {
  const lines = [say(locale, 'title', { skill }), ''];
  if (!r.files.length) return [...lines, say(locale, 'none'), ...linkLines(r, locale)].join('\n') + '\n';
  if (!r.due.length) lines.push(say(locale, 'allFresh'));
  for (const f of r.due) {
    const mark = f.state === 'stale' ? '⚠' : f.state === 'refresh-due' ? '🔔' : '?';
    const when = f.lastUpdated && f.ageDays !== undefined ? say(locale, 'when', { date: f.lastUpdated, age: f.ageDays }) : '';
    const named = f.refs.map((x) => (x.knownVersion ? `${x.id}v${x.knownVersion}` : x.id));
    const refs = named.length > MAX_REFS ? `${named.slice(0, MAX_REFS).join(', ')} (+${named.length - MAX_REFS})` : named.join(', ');
    lines.push(say(locale, 'stale', { mark, file: f.file, state: say(locale, `state.${f.state}` as 'state.stale'), when, refs }));
  }
  lines.push('');
  if (!r.networkUsed) {
    if (r.due.length) lines.push(say(locale, 'offline'));
  } else {
    lines.push(say(locale, 'checked', { count: r.checked }));
    for (const u of r.updates) lines.push(say(locale, 'update', { file: u.file, id: u.id, to: u.to }));
    if (!r.updates.length) lines.push(say(locale, 'noUpdates'));
    if (r.written.length) lines.push(say(locale, 'written', { files: r.written.join(', ') }));
    for (const n of r.notWritten) lines.push(say(locale, n.reason === 'skill-md' ? 'skillMd' : 'changed', { file: n.file }));
    if (r.failures.length) {
      lines.push(say(locale, 'failures', { count: r.failures.length }));
      for (const f of r.failures) lines.push(say(locale, 'failure', f));
    }
  }
  if (r.manual.length) lines.push(say(locale, 'manual', { ids: r.manual.join(', ') }));
  lines.push(...linkLines(r, locale));
  return lines.join('\n') + '\n';
}

/** SkillOps' external-link check: broken links at file:line, or that they were not checked. */
function linkLines(r: RefreshReport, locale: Locale): string[] {
  const l = r.links;
  if (!l?.count) return [];
  if (!l.checked) return [say(locale, 'linksNotChecked', { count: l.count })];
  if (!l.broken.length) return [say(locale, 'linksOk', { count: l.count })];
  return [
    say(locale, 'linksBroken', { count: l.count, broken: l.broken.length }),
    ...l.broken.map((f) => say(locale, 'brokenLink', { file: f.file, line: f.range.start.line, message: f.message })),
  ];
}

export const consentMessages = {
  ask: {
    en: 'CASCADE refresh contacts the arXiv API ({arxiv}) and {sites} cited site(s) to look for newer versions. Allow network use for this workspace (remembered in .luban/network.json)? [y/N] ',
    zh: 'CASCADE 更新会联系 arXiv API（{arxiv}）和 {sites} 个被引用的网站以查找新版本。允许本工作区联网吗（记录在 .luban/network.json）？[y/N] ',
  },
  needConsent: {
    en: 'Network use is off for this workspace and nobody can be asked here (no terminal). Run at a terminal, or pass --network --yes to allow it. Nothing was looked up.',
    zh: '本工作区未允许联网，且当前不是终端、无法询问。请在终端运行，或加 --network --yes 允许联网。没有进行任何查询。',
  },
  declined: { en: 'Network use not allowed: nothing was looked up.', zh: '未允许联网：没有进行任何查询。' },
  remembered: {
    en: 'Network use allowed for this workspace ({file}). `luban refresh --forget-network` turns it off.',
    zh: '已允许本工作区联网（{file}）。`luban refresh --forget-network` 可关闭。',
  },
  forgotten: { en: 'Network use is off again for this workspace.', zh: '本工作区已重新关闭联网。' },
  notFound: { en: 'path does not exist: {path}', zh: '路径不存在：{path}' },
} satisfies Record<string, LocalisedText>;

export const sayConsent = localTable(consentMessages);
