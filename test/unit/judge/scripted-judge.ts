/**
 * A scripted judge for the local model server: answers each Luban job by the
 * `luban-task:` marker in its system prompt with a valid reply built from the
 * options, and answers agent runs (no marker) with plain text. Tests override single
 * tasks to return garbage, errors, hangs…
 */
import type { RecordedRequest, Reply } from '../../support/model-server.ts';

export interface ScriptOptions {
  /** Rubric scores by dimension (default 7). */
  scores?: Partial<Record<'dim2' | 'dim3' | 'dim5' | 'dim6' | 'dim9', number | number[]>>;
  /** dim7b instances: quotes to report (default none). */
  dim7bQuotes?: string[];
  dim8?: { intent: number; lift: number; side_effects: number };
  dry?: { intent: number; lift: number; predicted_output?: string };
  /** Issues per review role (default none). */
  review?: Partial<Record<string, Array<{ severity: 'P0' | 'P1' | 'P2'; section?: string; problem?: string }>>>;
  baselineScore?: number;
  prompts?: number;
  /** Per task override (matched against the marker, e.g. "dim2@1"). */
  override?: Record<string, Reply | ((req: RecordedRequest, n: number) => Reply)>;
}

export function taskOf(req: RecordedRequest): string | undefined {
  return /luban-task: (\S+)/.exec(req.system)?.[1];
}

export function scriptedJudge(opts: ScriptOptions = {}): (req: RecordedRequest) => Reply {
  const seen = new Map<string, number>();
  const answer = (req: RecordedRequest): Reply => {
    const task = taskOf(req);
    const key = task ?? 'run';
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    if (task && opts.override) {
      for (const [k, v] of Object.entries(opts.override)) if (task === k || task.startsWith(k)) return typeof v === 'function' ? v(req, n) : v;
    }
    if (!task) {
      if (opts.override?.run) {
        const v = opts.override.run;
        return typeof v === 'function' ? v(req, n) : v;
      }
      return text(`Run output for: ${req.lastUser.slice(0, 80)}\n\n1. I read the request.\n2. I do the work.`);
    }
    // Quick mode's rubric panel: each dim's part as its own request would be answered
    // (overrides included); a dim whose answer is not JSON (an error, a hang, garbage)
    // makes the whole panel answer that way.
    if (task.startsWith('rubric.panel@')) return panelReply(req, answer);
    const dim = task.split('@')[0];
    if (['dim2', 'dim3', 'dim5', 'dim6', 'dim9'].includes(dim)) {
      const s = opts.scores?.[dim as 'dim2'];
      const score = Array.isArray(s) ? s[(n - 1) % s.length] : (s ?? 7);
      return json({ score, evidence: [skillQuote(req)], reason: `scripted ${dim}` });
    }
    if (dim === 'dim7b') return json({ issues: (opts.dim7bQuotes ?? []).map((q) => ({ kind: 'repetition', quote: q })), reason: 'scripted 7b' });
    if (dim === 'dim8.tp') {
      const count = opts.prompts ?? 3;
      return json({
        prompts: Array.from({ length: count }, (_, i) => ({
          id: `tp-0${i + 1}`,
          prompt: i === 1 ? 'do it' : `typical request ${i + 1}`,
          expected_behavior: i === 1 ? 'asks what to do' : 'does the task',
          category: i === 1 ? 'ambiguous' : 'typical',
        })),
      });
    }
    if (dim === 'dim8.judge') return json({ ...(opts.dim8 ?? { intent: 6, lift: 4, side_effects: 4 }), reason: 'scripted dim8' });
    if (dim === 'dim8.dry')
      return json({
        predicted_output: opts.dry?.predicted_output ?? 'The agent asks one question and then writes the file.',
        intent: opts.dry?.intent ?? 6,
        lift: opts.dry?.lift ?? 5,
        reason: 'scripted dry',
      });
    if (dim === 'dim10.role') {
      const role = task.split('/')[1];
      const issues = (opts.review?.[role] ?? []).map((i, k) => ({
        id: `${role}-0${k + 1}`,
        section: i.section ?? 'Workflow',
        severity: i.severity,
        problem: i.problem ?? `${role} problem ${k + 1}`,
        fix: 'fix it',
      }));
      return json({ issues });
    }
    if (dim === 'dim10.norm') {
      const body = /<issues>\n([\s\S]*)\n<\/issues>/.exec(req.lastUser)?.[1] ?? '[]';
      const issues = JSON.parse(body) as Array<{ id: string; section: string; severity: string; problem: string; fix: string }>;
      return json({
        issues: issues.map((i, k) => ({
          id: `N-${String(k + 1).padStart(2, '0')}`,
          section: i.section,
          severity: i.severity,
          problem: i.problem,
          fix: i.fix,
          sources: [i.id],
        })),
      });
    }
    if (dim === 'ortho') return json({ verdict: 'confirmed', findings: ['looks right'], note: 'scripted ortho' });
    if (dim === 'baseline.gen')
      return text(
        '---\nname: baseline\ndescription: A plain baseline skill for the domain.\n---\n\n## Workflow\n1. Read the request.\n2. Do it.\n\n## Constraints\n- Ask when unclear.\n',
      );
    if (dim === 'baseline.judge') return json({ score: opts.baselineScore ?? 75, report: 'capable enough' });
    return text('?');
  };
  return answer;
}

/**
 * Quick mode's rubric panel (one request for every rubric dim) answered dim by dim by
 * `answer`, as if each dim had been its own request (`luban-task: dimN@1`): a handler
 * that scores one dim its own way keeps doing so. A dim whose answer is not JSON (an
 * error, a hang, garbage) makes the whole panel answer that way.
 */
export function panelReply(req: RecordedRequest, answer: (req: RecordedRequest) => Reply): Reply {
  const dims = [...new Set([...req.system.matchAll(/^## (?:Dimension|评审维度)：?:? ?(dim\w+)/gm)].map((m) => m[1]))];
  const parts: Record<string, unknown> = {};
  for (const d of dims) {
    const r = answer({ ...req, system: req.system.replace(/luban-task: \S+/, `luban-task: ${d}@1`) });
    if (r.kind !== 'text') return r;
    try {
      parts[d] = JSON.parse(r.text);
    } catch {
      return r;
    }
  }
  return json(parts);
}

/** A line of the skill the judge was shown, as an honest judge would quote it (Luban checks quotes). */
export function skillQuote(req: RecordedRequest): string {
  const skill = /<skill [^>]*>\n([\s\S]*?)\n<\/skill>/.exec(req.lastUser)?.[1] ?? '';
  return (
    skill
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l.length > 3 && l !== '---') ?? ''
  );
}

export function json(v: unknown): Reply {
  return { kind: 'text', text: JSON.stringify(v) };
}

export function text(t: string): Reply {
  return { kind: 'text', text: t };
}
