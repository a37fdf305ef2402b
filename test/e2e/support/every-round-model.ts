/**
 * A scripted model whose editor makes a real edit in every round and whose judges see it
 * (the cost bench, docs/features.md C9: an optimisation that really runs its rounds). The editor adds
 * one numbered line for the target dimension as its own paragraph under the first heading
 * — one dimension, a few dozen characters, never a duplicate — and the judges count those
 * lines: the rubric panel scores a dimension higher for each of its lines, the agent run
 * with the skill follows the skill's output templates (dim8's lines), the dim8 judges
 * score intent and lift by the templates the run followed, and the paired judges prefer
 * the version with more of them. The rubric judges wobble by half a point from call to
 * call on dim5, so the noise floor is small but not zero.
 */
import type { RecordedRequest, Reply } from '../../support/model-server.ts';
import { json, panelReply, scriptedJudge, taskOf, text } from '../../unit/judge/scripted-judge.ts';

/** The numbered line the editor adds for each dimension (any other dimension gets dim2's). */
const LINES: Record<string, { label: string; body: string }> = {
  dim2: { label: 'Step flow', body: 'each step names its input and the output it hands on.' },
  dim3: { label: 'On failure', body: 'report the failing step and its error message, then end the run.' },
  dim4: { label: '🛑 STOP', body: 'confirm with the user before the step that changes shared state.' },
  dim5: { label: 'Exact values', body: 'every step names the command, file or number it uses.' },
  dim6: { label: 'Bundled files', body: 'read them from the skill folder, by the paths listed above.' },
  dim8: { label: 'Output template', body: 'finish with three lines: what was done, what was checked, what is left.' },
  dim9: { label: 'Anti-pattern', body: "don't mark the task done before the last check has run." },
  dim10: { label: 'Guard', body: 'ask before any command that deletes or overwrites files.' },
};
const lineFor = (dim: string) => LINES[dim] ?? LINES.dim2;
const count = (text: string, label: string) => text.split('\n').filter((l) => new RegExp(`^${label} \\d+: `).test(l.trim())).length;

/** One numbered line for the target dimension, inserted as a paragraph after the first heading outside code. */
export function everyRoundEditor(req: RecordedRequest): Reply {
  const dim = /dimension: (dim\w+)/.exec(req.lastUser)?.[1] ?? 'dim2';
  const skill = /<skill>\n([\s\S]*?)\n<\/skill>/.exec(req.lastUser)?.[1] ?? '';
  if (/\(gate: runtime\)/.test(req.lastUser)) return runtimeRepair(req, dim, skill);
  const anchor = firstHeading(skill);
  if (!anchor) return text('I would rewrite the whole section.');
  const { label, body } = lineFor(dim);
  const k = count(skill, label) + 1;
  return json({
    dimension: dim,
    what: `add "${label} ${k}" under "${anchor.slice(0, 40)}"`,
    why: `rubric ${dim}`,
    rubric_item: dim,
    expected_gain: 1.5,
    edits: [{ old: anchor, new: `${anchor}\n\n${label} ${k}: ${body}` }],
  });
}

/**
 * The runtime gate's repair (docs/features.md D11): each line the diagnostics quote with a Claude
 * Code install path gets the path resolved at run time instead.
 */
function runtimeRepair(req: RecordedRequest, dim: string, skill: string): Reply {
  const once = (x: string) => skill.indexOf(x) >= 0 && skill.indexOf(x) === skill.lastIndexOf(x);
  const quoted = [...req.lastUser.matchAll(/\(line \d+: "(.*?)"\)/g)].map((m) => m[1]).filter((q) => once(q) && /\.claude\/skills\//.test(q));
  const edits = [...new Set(quoted)].map((q) => ({ old: q, new: q.replace(/\.claude\/skills\//g, '<skills folder of your runtime>/') }));
  if (!edits.length) return text('I would rewrite the whole section.');
  return json({ dimension: dim, what: 'resolve the skills folder at run time', why: 'runtime gate', rubric_item: dim, expected_gain: 1, edits });
}

/** The first Markdown heading outside code fences and the frontmatter that occurs once in the text. */
function firstHeading(skill: string): string | undefined {
  let fence = false;
  const lines = skill.split('\n');
  let start = 0;
  if (lines[0] === '---') start = lines.indexOf('---', 1) + 1;
  for (const line of lines.slice(start)) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    else if (!fence && /^#{1,3} \S/.test(line) && skill.indexOf(line) === skill.lastIndexOf(line)) return line;
  }
  return undefined;
}

/** Rubric scores before any edit, and the points each added line for the dimension earns. */
const BASE: Record<string, number> = { dim2: 6, dim3: 5, dim5: 6, dim6: 7, dim9: 5 };
const PER_LINE = 1.5;
/** The rubric judges' call-to-call wobble (dim5 only), by call number. */
const WOBBLE = [0, 0.5, 0, -0.5];

export interface EveryRoundOptions {
  /**
   * About how many tokens an agent run answers with (default: a few lines). Real agent
   * runs answer at length — the cost plan assumes ~700 tokens (core/judge/stages/dim8.ts).
   */
  runTokens?: number;
}

export function everyRoundJudge(opts: EveryRoundOptions = {}): (req: RecordedRequest) => Reply {
  const calls = new Map<string, number>();
  const rubric = (req: RecordedRequest, dim: string): Reply => {
    const n = (calls.get(dim) ?? 0) + 1;
    calls.set(dim, n);
    const skill = /<skill[^>]*>\n([\s\S]*?)\n<\/skill>/.exec(req.lastUser)?.[1] ?? '';
    const wobble = dim === 'dim5' ? WOBBLE[(n - 1) % WOBBLE.length] : 0;
    const score = Math.max(0, Math.min(10, BASE[dim] + PER_LINE * count(skill, lineFor(dim).label) + wobble));
    // Evidence is a line of the skill itself: judges' quotes are checked against it.
    const quote =
      skill
        .split('\n')
        .find((l) => l.trim().length > 12)
        ?.trim() ?? skill.slice(0, 40);
    return json({ score, evidence: [quote], reason: `scripted ${dim}` });
  };
  const base = scriptedJudge({
    override: {
      run: (req) => run(req, opts.runTokens),
      'dim8.judge': (req) => {
        const withSkill = /<output_with_skill>\n([\s\S]*?)\n<\/output_with_skill>/.exec(req.lastUser)?.[1] ?? '';
        const n = count(withSkill, lineFor('dim8').label);
        return json({ intent: Math.min(8, 3 + 1.5 * n), lift: Math.min(7, 1 + n), side_effects: 4, reason: 'scripted dim8' });
      },
    },
  });
  const answer = (req: RecordedRequest): Reply => {
    const task = taskOf(req) ?? '';
    const dim = task.split('@')[0];
    if (task.startsWith('rubric.panel@')) return panelReply(req, answer);
    if (dim in BASE) return rubric(req, dim);
    return base(req);
  };
  return answer;
}

/** An agent run: with the skill it follows the skill's output templates, without it it does not. */
function run(req: RecordedRequest, tokens = 0): Reply {
  const skill = /<skill[^>]*>\n([\s\S]*?)\n<\/skill>/.exec(req.system)?.[1] ?? '';
  const templates = skill.split('\n').filter((l) => new RegExp(`^${lineFor('dim8').label} \\d+: `).test(l.trim()));
  const lines = [`Run output for: ${req.lastUser.slice(0, 80)}`, '', '1. I read the request.', '2. I do the work.'];
  // A longer answer, as a real agent writes one: what it would run and what it would get.
  for (let n = 3; lines.join('\n').length < tokens * 4; n++)
    lines.push(`${n}. I would run the next command of the workflow and read its output; step ${n} then goes on from what it reports.`);
  return text([...lines, ...templates].join('\n'));
}

/** Paired judges prefer the version with more of the editor's lines for the dimension. */
export function everyRoundPairedJudge(req: RecordedRequest): Reply {
  const version = (v: 'A' | 'B') => new RegExp(`<version_${v}>\\n([\\s\\S]*?)\\n</version_${v}>`).exec(req.lastUser)?.[1] ?? '';
  const merit = (t: string) => Object.values(LINES).reduce((m, l) => m + count(t, l.label), 0);
  const d = merit(version('B')) - merit(version('A'));
  return json({ better: d > 0 ? 'B' : d < 0 ? 'A' : 'tie', reason: d === 0 ? 'no difference on this dimension' : 'more complete on this dimension' });
}
