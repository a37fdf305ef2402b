/**
 * `luban slim PATH… --apply [--yes]` (issue 12 item 4): after the plan is printed, each
 * item that has an automatic change is shown (what moves where, or the diff of the file
 * it edits) and asked on the terminal — y applies, s or Enter skips, q stops; `--yes`
 * applies every such item without asking; without a terminal and without `--yes`
 * nothing is changed. The session is core/edits/slim-session.ts: deletions are moves
 * into `.luban/slim-backups/YYYYMMDD-HHMM/`, edits are atomic.
 */
import path from 'node:path';
import { t, type Locale } from '../../core/api/base.ts';
import type { PlannedChange } from '../../core/api/edits.ts';
import { distillPlan } from '../../core/api/modules.ts';
import { runSlimSession, type SlimAnswer, type SlimSessionResult } from '../../core/api/edits.ts';
import type { SkillScanResult } from '../../core/api/scan.ts';
import { afterWriteLines, captureBeforeEdit, regressAfterWrite, type AfterWriteRegression } from '../../core/api/lifecycle.ts';
import type { CliIO } from '../io.ts';
import { askPerson, hasTerminal } from '../consent.ts';
import { runScan, type CommonScanOptions } from './scan.ts';

export interface SlimApplyOptions {
  yes?: boolean;
}

/** Whether the session may ask (a terminal) or applies everything (--yes); undefined: neither, nothing is changed. */
function answerer(io: CliIO, locale: Locale, yes: boolean | undefined): ((pc: PlannedChange) => Promise<SlimAnswer>) | undefined {
  if (yes) return async () => 'apply';
  if (!hasTerminal(io)) return undefined;
  return async (pc) => {
    const a = (await askPerson(io, t(locale, 'slim.ask', { n: pc.n }))).trim().toLowerCase();
    return /^(y|yes|是|好|确认|应用)$/.test(a) ? 'apply' : /^(q|quit|stop|退出|停止)$/.test(a) ? 'stop' : 'skip';
  };
}

export interface SlimApplyOutcome {
  /** No terminal to ask on and no --yes: nothing was changed. */
  refused: boolean;
  sessions: Array<{ dir: string; session: SlimSessionResult; regression?: AfterWriteRegression }>;
  /** MUSE restored a skill file after its slimming (every regression case failed): the command fails. */
  rolledBack: boolean;
}

/** Offer the plan items of `results` (skills whose plan has items: the caller leaves out those with nothing to slim). */
export async function applySlimPlans(
  results: SkillScanResult[],
  opts: CommonScanOptions & SlimApplyOptions,
  io: CliIO,
  locale: Locale,
): Promise<SlimApplyOutcome> {
  const answer = answerer(io, locale, opts.yes);
  if (!answer) {
    io.stderr(t(locale, 'slim.needYes') + '\n');
    return { refused: true, sessions: [], rolledBack: false };
  }
  const out: SlimApplyOutcome['sessions'] = [];
  for (const r of results) {
    const dir = r.doc.dir;
    let first = true;
    const load = async () => {
      if (first) {
        first = false;
        return { doc: r.doc, items: distillPlan(r.doc, r.findings).items };
      }
      const [again] = await runScan([dir], opts, io);
      return { doc: again.doc, items: distillPlan(again.doc, again.findings).items };
    };
    const zh = locale === 'zh-CN';
    const before = await captureBeforeEdit(dir);
    const session = await runSlimSession(dir, {
      now: new Date(),
      load,
      ask: async (pc, index, total) => {
        io.stderr('\n' + t(locale, 'slim.item', { index, total, n: pc.n, priority: pc.item.priority, files: pc.item.files.join(', ') }) + '\n');
        io.stderr((zh ? pc.change.description.zh : pc.change.description.en) + '\n');
        if (pc.change.diff) io.stderr(pc.change.diff.replace(/\n?$/, '\n'));
        const a = await answer(pc);
        if (opts.yes) io.stderr(t(locale, 'slim.acceptedByYes') + '\n');
        return a;
      },
    });
    const skill = r.doc.folderName;
    if (!session.offered) io.stderr(t(locale, 'slim.nothing', { skill }) + '\n');
    else {
      io.stderr(
        '\n' + t(locale, 'slim.summary', { skill, applied: session.applied.length, skipped: session.skipped.length, stale: session.stale.length }) + '\n',
      );
      if (session.applied.some((a) => a.written.some((w) => w.startsWith('.luban/'))))
        io.stderr(t(locale, 'slim.backups', { folder: `${dir}/${session.folder}` }) + '\n');
    }
    // MUSE after the edit (seed v2 §七): all cases failing restores SKILL.md and fails the command.
    const regression = before && session.applied.length ? await regressAfterWrite(before) : undefined;
    if (regression) io.stderr(afterWriteLines(regression, locale, `${skill}/${path.basename(before!.file)}`).join('\n') + '\n');
    out.push({ dir, session, ...(regression ? { regression } : {}) });
    if (session.stopped) break;
  }
  return { refused: false, sessions: out, rolledBack: out.some((s) => s.regression?.ran === true && s.regression.forcedRollback) };
}
