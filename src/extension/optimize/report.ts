/**
 * The optimisation report as Markdown (saved in the skill's `.luban/reports/` and shown
 * in a preview tab of its own at the end of a run, docs/features.md D6, H9): per-skill score table,
 * kept edits, improvements by dimension, health, every notice the run raised, and every
 * file it wrote — the `.bak` backups of the file ratchet and the report itself included.
 * The model calls, in the header and in the health line, are one number: the run's
 * call budget's count (`health.modelCalls`, requests sent).
 * Pure (no `vscode`), both languages inline like core/cli's report.
 */
import path from 'node:path';
import { pick, type Locale } from '../../core/api/base.ts';
import { dimLabel, labelCodes } from '../../core/api/score.ts';
import type { Notice, OptimizeReport, RoundResult } from '../../core/api/loop.ts';
import type { LocalisedText } from '../../core/api/rules.ts';
import { decimalsFor, scoreWithSpread, spreadText } from '../../core/api/score.ts';

export interface ReportInput {
  report: OptimizeReport;
  rounds: RoundResult[];
  /** Model label, or undefined when offline. */
  model?: string;
  tokens?: { input: number; output: number; estimated: boolean };
  locale: Locale;
  /** Workspace-relative display of absolute paths. */
  display?: (abs: string) => string;
  /** Files the run wrote that the loop's report does not list (backups, this report): absolute paths. */
  extraFiles?: readonly string[];
}

/**
 * The `.bak` backups a file-ratchet run made: each round's ref reads `bak:<file name>`
 * (core/loop/ratchet.ts), the file beside the skill's SKILL.md.
 */
export function backupFilesOf(rounds: readonly RoundResult[], dirOf: (skill: string) => string | undefined): string[] {
  const out = new Set<string>();
  for (const r of rounds) {
    if (!r.commit.startsWith('bak:')) continue;
    const dir = dirOf(r.skill);
    if (dir) out.add(path.join(dir, path.basename(r.commit.slice(4))));
  }
  return [...out];
}

const L = (en: string, zh: string): LocalisedText => ({ en, zh });

function cell(s: string): string {
  return s.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function delta(d: number | null): string {
  if (d === null) return '–';
  const r = Math.round(d * 10) / 10;
  return r > 0 ? `+${r}` : String(r);
}

/** Δ with the noise of a difference of two totals, √2 × the floor (issue 26 item 3/4): "+2.7 (± 1.6)". */
function deltaWithNoise(d: number | null, noise: number | undefined): string {
  if (d === null || noise === undefined) return delta(d);
  const u = Math.SQRT2 * noise;
  return `${delta(d)} (± ${spreadText(u, decimalsFor(u))})`;
}

const STOPPED: Record<NonNullable<OptimizeReport['stopped']>, LocalisedText> = {
  cancelled: L(
    'cancelled — SKILL.md is the pre-edit or the last kept version (results.tsv says which)',
    '已取消——SKILL.md 为编辑前或最后保留的版本（见 results.tsv）',
  ),
  'no-answer': L('stopped at a question nobody answered', '停在一个无人回答的问题上'),
  user: L('stopped as you chose', '按你的选择停止'),
  budget: L('the call budget was spent', '调用预算已用完'),
  'model-unanswered': L('the model did not answer: nothing could be scored', '模型没有作答：无法评分'),
};

const KIND: Record<Notice['kind'], string> = { exception: '⚠', redline: '⛔', warning: '!', info: '·' };

/** Notices usually start with "skill: " (or "skill："); drop it where the skill is shown anyway. */
export function withoutSkill(message: string, skill: string | undefined): string {
  if (!skill) return message;
  for (const sep of [': ', '：']) if (message.startsWith(skill + sep)) return message.slice(skill.length + sep.length);
  return message;
}

export function renderOptimizeReport(i: ReportInput): string {
  const p = (x: LocalisedText) => pick(x, i.locale);
  const show = i.display ?? ((s: string) => s);
  const r = i.report;
  const out: string[] = [];
  const names = r.skills.map((s) => s.skill).join(', ');
  out.push(`# ${p(L('Luban optimisation report', 'Luban 优化报告'))}: ${names}`, '');
  out.push(
    `- ${p(L('Mode', '模式'))}: ${r.mode === 'full' ? 'Full' : 'Quick'}${r.branch ? ` · ${p(L('branch', '分支'))} \`${r.branch}\`` : ` · ${p(L('file backups (SKILL.md.bak.*)', '文件备份（SKILL.md.bak.*）'))}`}`,
    `- ${p(L('Model', '模型'))}: ${i.model ? `${i.model} · ${r.health.modelCalls} ${p(L('calls', '次调用'))}${i.tokens ? ` · ~${i.tokens.input} + ~${i.tokens.output} tokens${i.tokens.estimated ? ` (${p(L('partly estimated', '部分为估算'))})` : ''}` : ''}` : p(L('none — offline: static scores, deterministic edits (eval_mode static)', '无——离线：静态评分、确定性修改（eval_mode static）'))}`,
  );
  if (r.stopped) out.push(`- ${p(L('Ended early', '提前结束'))}: ${p(STOPPED[r.stopped])}${r.unanswered ? ` (${p(r.unanswered.title)})` : ''}`);
  out.push('');
  out.push(`## ${p(L('Scores', '分数'))}`, '');
  out.push(
    `| skill | ${p(L('before', '旧分'))} | ${p(L('after', '新分'))} | Δ | ${p(L('status', '状态'))} | ${p(L('rounds (kept / reverted)', '轮次（保留 / 回滚）'))} | ${p(L('kept dims', '保留维度'))} |`,
  );
  out.push('|---|---|---|---|---|---|---|');
  const noises = r.skills.map((s) => s.noise);
  const noiseOf = (skill: string) => r.skills.find((s) => s.skill === skill)?.noise;
  for (const [k, s] of r.skills.entries()) {
    const d = s.before !== null && s.after !== null ? s.after - s.before : null;
    const outOf = s.outOf !== null ? ` / ${s.outOf}` : '';
    const score = (x: number) => scoreWithSpread(x, noises[k]);
    out.push(
      `| ${cell(s.skill)} | ${s.before !== null ? score(s.before) : '–'}${s.before !== null ? outOf : ''} | ${s.after !== null ? score(s.after) : '–'}${s.after !== null ? outOf : ''} | ${deltaWithNoise(d, noises[k])} | ${s.status} (${s.evalMode}) | ${s.rounds} (${s.kept} / ${s.reverted}) | ${s.keptDims.map((d) => labelCodes(d, i.locale)).join(', ') || '–'} |`,
    );
  }
  if (noises.some((n) => n !== undefined))
    out.push(
      '',
      p(
        L(
          '± is the judge noise floor measured at the baseline (sd of repeated judgings of the unchanged text); a Δ is the difference of two such totals, so its ± is √2 × the floor.',
          '± 为基线时实测的评委噪声底（同一文本重复评分的标准差）；Δ 是两个这样的总分之差，其 ± 为噪声底的 √2 倍。',
        ),
      ),
    );
  else if (r.skills.some((s) => s.evalMode !== 'static' && s.before !== null))
    out.push(
      '',
      p(
        L(
          'No noise floor was measured in this run: the judged totals carry a spread that is not known here.',
          '本次运行未测量噪声底：评委给出的总分的离散度未知。',
        ),
      ),
    );
  const played = i.rounds.filter((x) => x.round > 0);
  if (played.length) {
    out.push('', `## ${p(L('Rounds', '轮次'))}`, '');
    out.push(
      `| skill | ${p(L('round', '轮'))} | ${p(L('status', '状态'))} | dim | Δ | eval_mode | ${p(L('calls', '调用'))} | ${p(L('commit / backup', 'commit / 备份'))} | ${p(L('note', '说明'))} |`,
    );
    out.push('|---|---|---|---|---|---|---|---|---|');
    for (const x of played)
      out.push(
        `| ${cell(x.skill)} | ${x.round} | ${x.status} | ${labelCodes(x.dim, i.locale)} | ${deltaWithNoise(x.delta, noiseOf(x.skill))} | ${x.evalMode} | ${x.calls} | ${cell(x.commit)} | ${cell(x.note)} |`,
      );
    if (played.some((x) => x.status === 'keep'))
      out.push(
        '',
        p(
          L(
            'Each kept edit opens in the diff editor: "Luban: Show Kept Edits (Diff)".',
            '每个保留的修改都可在差异编辑器中查看：“Luban: 查看保留的修改（差异）”。',
          ),
        ),
      );
  }
  const dims = Object.entries(r.byDimension);
  if (dims.length) {
    out.push('', `## ${p(L('Improvements by dimension', '按维度的改进'))}`, '');
    for (const [d, v] of dims.sort((a, b) => b[1].kept - a[1].kept))
      out.push(`- ${dimLabel(d, i.locale)}: ${v.kept} ${p(L('kept', '次保留'))}, ${delta(v.delta)}`);
  }
  const h = r.health;
  out.push('', `## ${p(L('Health', '健康度'))}`, '');
  out.push(
    `- ${p(L('rounds', '轮次'))} ${h.rounds} · ${p(L('revert rate', 'revert 率'))} ${(h.revertRate * 100).toFixed(0)}% · ${p(L('dry_run ratio', 'dry_run 比例'))} ${(h.dryRunRatio * 100).toFixed(0)}% · ${p(L('same-context violations', '同源检测触发'))} ${h.sameContextViolations} · ${p(L('oscillation alerts', '振荡告警'))} ${h.oscillationAlerts.length} · ${p(L('model calls', '模型调用'))} ${h.modelCalls}`,
  );
  if (h.pairedKept + h.pairedReverted > 0) {
    out.push(
      `- ${p(L(`paired judges decided ${h.pairedKept + h.pairedReverted} round(s) inside the noise floor: ${h.pairedKept} kept, ${h.pairedReverted} reverted`, `成对评委在噪声底内裁决了 ${h.pairedKept + h.pairedReverted} 轮：保留 ${h.pairedKept}，回滚 ${h.pairedReverted}`))}`,
    );
  }
  if (r.notices.length) {
    out.push('', `## ${p(L('What happened', '过程记录'))}`, '');
    for (const n of r.notices) {
      const text = withoutSkill(p(n.message), n.skill).replace(/\r?\n/g, ' ');
      out.push(`- ${KIND[n.kind]} ${n.skill ? `**${cell(n.skill)}**: ` : ''}${text}${n.kind === 'info' ? '' : ` \`${n.code}\``}`);
    }
  }
  const files = [...new Set([...r.files, ...(i.extraFiles ?? [])])].sort();
  if (files.length) {
    out.push('', `## ${p(L('Files written', '写入的文件'))}`, '');
    for (const f of files) out.push(`- \`${show(f)}\``);
  }
  return out.join('\n') + '\n';
}
