/**
 * Phase 3 · 抉择 (Decide): the four directions — [A] create new, [B] merge several,
 * [C] upgrade an existing skill, [D] borrow ideas and write anew — with the recommended
 * one and its reason, into `tmps/03-decide.md`. The reply is the choice itself (the
 * key decision gate: 不等用户确认不走下一步); a direction other than the recommended one
 * needs a reason (iron rule #11). Choosing C in a `new` run turns it into the upgrade of
 * the matched skill. A request to go back returns to phase 1 (P3 -.回退.-> P1).
 */
import path from 'node:path';
import { promises as fs } from 'node:fs';
import type { Locale } from '../../base/l10n/index.ts';
import type { Decision, Direction, DiscoveryMatch, WizardState } from '../../formats/wizard-state.ts';
import { acceptsRecommendation, readDirection, refusalFor, STOP_CHOICE } from './answers.ts';
import type { WizardContext } from './context.ts';
import { CLOSE_MATCH } from './phase-2-discover.ts';
import { WorkFolders } from './folders.ts';
import { sourcesFor } from './sources.ts';
import { askRaw, question, resolveConflicts } from './gate.ts';
import { sayWizard, wizardText } from './messages.ts';
import { bilingual, stars } from './render.ts';
import { WizardStopped, type WizardPhase } from './types.ts';

export interface Recommendation {
  letter: Direction;
  base?: DiscoveryMatch;
  sources: DiscoveryMatch[];
  reason: (locale: Locale) => string;
}

export function recommend(state: Pick<WizardState, 'kind' | 'name' | 'target' | 'discovery'>): Recommendation {
  const matches = state.discovery ?? [];
  if (state.kind === 'upgrade') {
    const self = matches.find((m) => path.resolve(m.dir) === path.resolve(state.target));
    const base = self ?? { name: state.name, dir: state.target, stars: 5, matched: [], description: '' };
    return { letter: 'C', base, sources: [base], reason: (l) => sayWizard(l, 'decide.why.upgrade', { name: state.name }) };
  }
  const top = matches[0];
  if (top && top.stars >= CLOSE_MATCH)
    return { letter: 'C', base: top, sources: [top], reason: (l) => sayWizard(l, 'decide.why.close', { name: top.name, stars: stars(top.stars) }) };
  const related = matches.filter((m) => m.stars >= 3);
  if (related.length >= 2)
    return {
      letter: 'B',
      sources: related,
      reason: (l) => sayWizard(l, 'decide.why.several', { n: related.length, names: related.map((m) => m.name).join(', ') }),
    };
  if (top) return { letter: 'D', sources: [top], reason: (l) => sayWizard(l, 'decide.why.partial', { name: top.name, stars: stars(top.stars) }) };
  return { letter: 'A', sources: [], reason: (l) => sayWizard(l, 'decide.why.none') };
}

export function renderOptions(state: WizardState, rec: Recommendation, locale: Locale): string {
  const base = state.kind === 'upgrade' ? ` (${state.name})` : rec.base ? ` (${rec.base.name})` : state.discovery?.[0] ? ` (${state.discovery[0].name})` : '';
  const matches = state.discovery ?? [];
  const names = (xs: DiscoveryMatch[]) => (xs.length ? ` (${xs.map((m) => m.name).join(', ')})` : '');
  return [
    sayWizard(locale, 'decide.A', { name: state.name }),
    sayWizard(locale, 'decide.B', { sources: names(sourcesFor('B', '', matches, rec)) }),
    sayWizard(locale, 'decide.C', { base }),
    sayWizard(locale, 'decide.D', { sources: names(sourcesFor('D', '', matches, rec)) }),
    ...(state.kind === 'new' ? ['', sayWizard(locale, 'decide.namesHint')] : []),
    '',
    sayWizard(locale, 'decide.recommend', { letter: rec.letter, reason: rec.reason(locale) }),
  ].join('\n');
}

function renderDecision(d: Decision, options: string, locale: Locale): string {
  const sources =
    d.direction === 'B' || d.direction === 'D'
      ? `\n${sayWizard(locale, d.direction === 'B' ? 'decide.mergeOf' : 'decide.borrowFrom', { names: d.sources.map((s) => path.basename(s)).join(', ') })}\n`
      : '';
  return `# ${sayWizard(locale, 'phase.3')}\n\n${options}\n\n${sayWizard(locale, 'decide.chosen', { letter: d.direction, reason: d.reason })}\n${d.base ? `\nbase: ${d.base}\n` : ''}${sources}`;
}

const BACK = /^(回到|回退|返回).{0,4}(phase\s*1|理解|第一)|^back( to)? (phase )?1|^(重新理解|back)$/i;

/** A `new` run that chose C becomes the upgrade of that skill (its own work folder, #15). */
async function retarget(ctx: WizardContext, base: DiscoveryMatch): Promise<void> {
  const from = ctx.folders;
  const name = path.basename(base.dir);
  ctx.state.kind = 'upgrade';
  ctx.state.target = base.dir;
  ctx.state.name = name;
  ctx.state.skillFile =
    (await fs.access(path.join(base.dir, 'skill.md')).then(
      () => true,
      () => false,
    )) &&
    !(await fs.access(path.join(base.dir, 'SKILL.md')).then(
      () => true,
      () => false,
    ))
      ? 'skill.md'
      : 'SKILL.md';
  const to = new WorkFolders(ctx.options.workspace, name);
  await to.clearForRestart();
  for (const f of ['01-understand.md', '02-discover.md']) await fs.copyFile(path.join(from.tmps, f), path.join(to.tmps, f)).catch(() => undefined);
  await fs.rm(from.stateFile, { force: true });
  ctx.folders = to;
}

export async function decide(ctx: WizardContext): Promise<WizardPhase> {
  const rec = recommend(ctx.state);
  const product = bilingual((l) => renderOptions(ctx.state, rec, l));
  ctx.emit({ type: 'product', phase: '3', text: product });
  for (let tries = 0; tries < 20; tries++) {
    const raw = (await askRaw(ctx, '3', product)).trim();
    if (raw === STOP_CHOICE) throw new WizardStopped();
    const refusal = refusalFor(raw);
    if (refusal) {
      ctx.say('3', 'refusal', refusal.template, { dir: ctx.state.target });
      continue;
    }
    if (BACK.test(raw)) {
      ctx.say('3', 'back', 'notice.revise', { phase: 'Phase 1', note: raw });
      return '1';
    }
    // "yes", "好" or Enter at a question with a recommended option picks it.
    const choice = acceptsRecommendation(raw) ? { letter: rec.letter, reason: '' } : readDirection(raw);
    if (!choice) {
      if (raw) await resolveConflicts(ctx, '3', raw);
      ctx.say('3', 'refusal', 'refuse.noDirection');
      continue;
    }
    const base = choice.letter === 'C' ? (rec.letter === 'C' ? rec.base : ctx.state.discovery?.[0]) : undefined;
    if (choice.letter === 'C' && !base) {
      ctx.say('3', 'refusal', 'refuse.cNeedsSkill');
      continue;
    }
    if (choice.letter !== 'C' && ctx.state.kind === 'upgrade') {
      ctx.say('3', 'refusal', 'refuse.upgradeOnlyC', { name: ctx.state.name, letter: choice.letter });
      continue;
    }
    const drawn = choice.letter === 'B' || choice.letter === 'D' ? sourcesFor(choice.letter, choice.reason, ctx.state.discovery ?? [], rec) : [];
    if ((choice.letter === 'B' || choice.letter === 'D') && !drawn.length) {
      ctx.say('3', 'refusal', choice.letter === 'B' ? 'refuse.bNeedsSkills' : 'refuse.dNeedsSkill');
      continue;
    }
    let reason = choice.reason;
    if (!reason && choice.letter !== rec.letter) {
      ctx.say('3', 'refusal', 'refuse.reasonNeeded', { letter: choice.letter, recommended: rec.letter });
      reason = await question(ctx, '3', wizardText('ask.reason', { letter: choice.letter }));
      if (!reason) continue;
    }
    const decision: Decision = {
      direction: choice.letter,
      reason: reason || rec.reason(ctx.locale),
      ...(base ? { base: base.dir } : {}),
      sources: (choice.letter === 'C' ? [base!] : drawn).map((m) => m.dir),
    };
    if (choice.letter === 'C' && ctx.state.kind === 'new') await retarget(ctx, base!);
    ctx.state.decision = decision;
    ctx.state.gates.push(`3:${raw}`);
    const options = renderOptions(ctx.state, rec, ctx.locale);
    await ctx.folders.writeTmp('3', '03-decide.md', renderDecision(decision, options, ctx.locale));
    ctx.say('3', 'info', 'notice.passed', { answer: `${decision.direction} — ${decision.reason}` });
    await ctx.save();
    return decision.direction === 'C' ? '3.5' : '4';
  }
  throw new WizardStopped();
}
