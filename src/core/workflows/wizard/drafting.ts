/**
 * Model drafting of phases 1, 4 and 5 (docs/features.md G7 last sentence; issue 15 item 6). With a
 * model configured the cost plan comes first (core/cost, as `optimize` does) and only a
 * person's yes sends anything; a reply that does not parse or validate is told and the
 * phase works from its template — no phase ever pretends a model ran.
 */
import { summarisePlan, shortCount, type CostPlan, type PlannedCall } from '../../models/plan.ts';
import { estimateMessagesTokens } from '../../models/llm/tokens.ts';
import type { ChatMessage } from '../../models/llm/types.ts';
import type { PlanItem, Requirement } from '../../formats/wizard-state.ts';
import type { WizardContext } from './context.ts';
import type { WizardPhase } from './types.ts';

const SYSTEM =
  'You draft one phase of the metis skill wizard. Answer with one JSON object only, no prose. ' +
  'Follow the metis iron rules: lowercase-hyphen names; no version log in skill.md; no version in the description; ' +
  'no absolute paths; references only as @[type:path] (@[skfile:references/x.md], @[param:user_work_dir], @[tool:read]); ' +
  'lazy_load: true; think_type: react; skill.md at most 400 lines, templates and checklists in references/.';

/** Estimated output tokens per drafted phase. */
const OUTPUT_TOKENS: Record<'1' | '4' | '5', number> = { '1': 500, '4': 400, '5': 2500 };

/** The plan shown before any request: one call for each of phases 1, 4 and 5. */
export function draftingPlan(request: string): CostPlan {
  const items: PlannedCall[] = (['1', '4', '5'] as const).map((p) => ({
    label: `phase ${p} draft`,
    step: `wizard.phase${p}`,
    inputTokens:
      estimateMessagesTokens([
        { role: 'system', content: SYSTEM },
        { role: 'user', content: request },
      ]) + (p === '5' ? 1200 : 400),
    outputTokens: OUTPUT_TOKENS[p],
    conditional: false,
    repairable: false,
  }));
  return summarisePlan(items, 0);
}

export function planNumbers(plan: CostPlan): Record<string, string | number> {
  return { calls: plan.calls, input: shortCount(plan.inputTokens), output: shortCount(plan.outputTokens) };
}

function firstJsonObject(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('no JSON object in the reply');
  return JSON.parse(text.slice(start, end + 1));
}

async function draft<T>(ctx: WizardContext, phase: WizardPhase, user: string, read: (v: unknown) => T | undefined, maxTokens: number): Promise<T | undefined> {
  const model = ctx.model;
  if (!model) return undefined;
  const messages: ChatMessage[] = [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ];
  const budget = ctx.options.budget;
  if (budget && !budget.take()) {
    ctx.say(phase, 'info', 'notice.budgetSpent', { limit: budget.limit ?? 0 });
    return undefined;
  }
  ctx.calls++;
  try {
    const r = await model.complete({ messages, maxTokens, temperature: 0.2, signal: ctx.signal, ...(budget ? { admitRetry: () => budget.take() } : {}) });
    const value = read(firstJsonObject(r.text));
    if (value === undefined) throw new Error('the reply does not have the asked shape');
    return value;
  } catch (e) {
    if (ctx.signal?.aborted) throw e;
    ctx.say(phase, 'info', 'notice.modelFailed', { detail: String((e as Error).message ?? e).slice(0, 200) });
    return undefined;
  }
}

const strings = (v: unknown): string[] | undefined => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : undefined);
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What the chosen direction asks of a draft (phases 4 and 5). */
export function directionNote(ctx: WizardContext): string {
  const d = ctx.state.decision;
  if (!d) return '';
  const names = d.sources.map((s) => s.split(/[\\/]/).pop()).join(', ');
  switch (d.direction) {
    case 'A':
      return 'Direction A: a brand-new skill.\n';
    case 'B':
      return `Direction B: merge the skills ${names} into this new skill: keep what each does, remove duplicates, keep the migrated resources; the sources stay as they are.\n`;
    case 'C':
      return 'Direction C: upgrade the existing skill in place: change only what the requirement asks, keep the rest.\n';
    case 'D':
      return `Direction D: borrow the design ideas of ${names} and write this skill anew: take the good structure, copy no sentences, do not load or reference those skills.\n`;
  }
}

/** Phase 1: the requirement summary from the person's answers. */
export async function draftRequirement(ctx: WizardContext, answers: Omit<Requirement, 'drafted'>, notes: string[] = []): Promise<Requirement | undefined> {
  const user =
    `Phase 1 (understand) for the skill "${ctx.state.name}". Turn the person's answers into a requirement summary.\n` +
    (notes.length ? `The person asked for these changes: ${notes.join(' / ')}\n` : '') +
    `Reply {"intent": string, "abilities": string[], "boundaries": string[], "failure": string, "constraints": string, "triggers": string[], "description": string}. ` +
    `The description says what the skill does and contains every trigger word; keep the person's language.\n\nAnswers:\n${JSON.stringify(answers, null, 2)}`;
  return draft(
    ctx,
    '1',
    user,
    (v) => {
      if (!isObj(v)) return undefined;
      const abilities = strings(v.abilities);
      const boundaries = strings(v.boundaries);
      const triggers = strings(v.triggers);
      if (typeof v.intent !== 'string' || !abilities || !boundaries || !triggers || typeof v.description !== 'string' || !v.description.trim())
        return undefined;
      return {
        intent: v.intent,
        abilities,
        boundaries,
        failure: typeof v.failure === 'string' ? v.failure : answers.failure,
        constraints: typeof v.constraints === 'string' ? v.constraints : answers.constraints,
        triggers: triggers.length ? triggers : answers.triggers,
        description: v.description,
        drafted: 'model' as const,
      };
    },
    OUTPUT_TOKENS['1'],
  );
}

/** Phase 4: the resource list. */
export async function draftPlan(
  ctx: WizardContext,
  base: PlanItem[],
  existing: string[],
  notes: string[],
  outlines: string[] = [],
): Promise<PlanItem[] | undefined> {
  const user =
    `Phase 4 (plan) for the skill "${ctx.state.name}". Requirement:\n${JSON.stringify(ctx.state.requirement)}\n` +
    directionNote(ctx) +
    (outlines.length ? `The existing skills drawn on (outline):\n${outlines.join('\n')}\n` : '') +
    `Files already in the skill: ${JSON.stringify(existing)}\nThe template's list: ${JSON.stringify(base.map(({ from: _from, ...i }) => i))}\n` +
    (notes.length ? `The person asked: ${notes.join(' / ')}\n` : '') +
    `Reply {"items": [{"path": "skill-relative path", "action": "create|modify|keep", "purpose": string}]}; the skill file ${ctx.state.skillFile} is always in the list.`;
  return draft(
    ctx,
    '4',
    user,
    (v) => {
      if (!isObj(v) || !Array.isArray(v.items)) return undefined;
      const items: PlanItem[] = [];
      for (const i of v.items) {
        if (!isObj(i) || typeof i.path !== 'string' || !['create', 'modify', 'keep'].includes(String(i.action))) return undefined;
        const p = i.path.replace(/\\/g, '/').replace(/^\.\//, '');
        if (!p || p.startsWith('/') || p.split('/').includes('..')) return undefined;
        items.push({ path: p, action: i.action as PlanItem['action'], purpose: typeof i.purpose === 'string' ? i.purpose : '' });
      }
      if (!items.some((i) => i.path === ctx.state.skillFile)) items.unshift(base[0]);
      return items;
    },
    OUTPUT_TOKENS['4'],
  );
}

/** Phase 5: the contents of the planned files. */
export async function draftFiles(
  ctx: WizardContext,
  current: Record<string, string>,
  notes: string[],
  borrowed: Record<string, string> = {},
): Promise<Record<string, string> | undefined> {
  const user =
    `Phase 5 (generate) for the skill "${ctx.state.name}". Requirement:\n${JSON.stringify(ctx.state.requirement)}\n` +
    directionNote(ctx) +
    (Object.keys(borrowed).length ? `The skills whose design to borrow (read only; write anew):\n${JSON.stringify(borrowed)}\n` : '') +
    `Resource plan:\n${JSON.stringify((ctx.state.plan ?? []).map(({ from: _from, ...i }) => i))}\nCurrent files (the template's draft, the migrated files, or the skill being upgraded):\n${JSON.stringify(current)}\n` +
    (notes.length ? `Fix these first:\n- ${notes.join('\n- ')}\n` : '') +
    `Reply {"files": {"<skill-relative path>": "<whole file content>"}} with every planned file. ${ctx.state.skillFile} keeps YAML frontmatter with name, description (every trigger word, no version), version` +
    (ctx.state.skillFile === 'skill.md' ? ', lazy_load: true, think_type: react' : '') +
    ', and a section saying when the skill must not be used.';
  const allowed = new Set((ctx.state.plan ?? []).map((i) => i.path));
  return draft(
    ctx,
    '5',
    user,
    (v) => {
      if (!isObj(v) || !isObj(v.files)) return undefined;
      const out: Record<string, string> = {};
      for (const [k, text] of Object.entries(v.files)) {
        if (typeof text !== 'string' || !allowed.has(k)) continue;
        out[k] = text;
      }
      return out[ctx.state.skillFile] ? out : undefined;
    },
    OUTPUT_TOKENS['5'],
  );
}
