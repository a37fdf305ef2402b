/**
 * The skill-listing budget (issue 29 item 5, docs/runtime-folders.md): a runtime lists every
 * skill it loads from a folder by its description, and all those descriptions share one
 * budget (Codex: about 2% of the context window, 8,000 characters when unknown; Claude Code:
 * 8,000 by default; OpenClaw: 30,000). It is a property of the set of skills in one native
 * folder, so it is found across skills — like collisions — and reported once per folder and
 * runtime, on the skill whose description crosses it (a warning, `compat/listing-budget`).
 */
import { homedir } from 'node:os';
import path from 'node:path';
import type { Locale } from '../../base/l10n/index.ts';
import type { Finding } from '../../rules/types.ts';
import type { SkillDocument } from '../../skill/types.ts';
import { charLength } from '../skillops/frontmatter-checks.ts';
import { describedSkill, type DescribedSkill } from '../collisions/collisions.ts';
import { locationOf } from './folders.ts';
import { say } from './messages.ts';
import { RUNTIMES, type RuntimeId } from './runtimes.ts';

export const LISTING_BUDGET_RULE = 'compat/listing-budget';

/** What the budget needs of a scanned skill (a SkillScanResult is one). */
export interface BudgetScan {
  doc: SkillDocument;
  findings: Finding[];
  summary?: { described?: DescribedSkill };
}

/** The characters a runtime lists for a skill: Claude Code lists description + when_to_use, the others the description. */
function listedLength(runtime: RuntimeId, d: DescribedSkill): number {
  return charLength(runtime === 'claude-code' ? d.text : d.description);
}

/**
 * Add one warning per native folder and runtime whose skills' descriptions together pass
 * that runtime's listing budget, on the skill (in folder order) whose description crosses
 * it. Returns the findings added.
 */
export function addListingBudgetFindings(results: readonly BudgetScan[], locale: Locale = 'en', home: string = homedir()): Finding[] {
  const groups = new Map<string, { folder: string; members: Array<{ result: BudgetScan; described: DescribedSkill }> }>();
  for (const r of results) {
    const where = locationOf(r.doc.dir, home);
    const described = r.summary ? r.summary.described : describedSkill(r.doc);
    if (!where || !described) continue;
    const g = groups.get(where.root) ?? { folder: where.native.folder, members: [] };
    g.members.push({ result: r, described });
    groups.set(where.root, g);
  }
  const added: Finding[] = [];
  for (const [root, g] of groups) {
    const members = [...g.members].sort((a, b) => path.resolve(a.result.doc.dir).localeCompare(path.resolve(b.result.doc.dir)));
    const native = locationOf(members[0].result.doc.dir, home)!.native;
    for (const runtime of native.runtimes) {
      const budget = RUNTIMES[runtime].listingBudget;
      if (budget === undefined) continue;
      const lengths = members.map((m) => listedLength(runtime, m.described));
      const total = lengths.reduce((a, b) => a + b, 0);
      if (total <= budget) continue;
      let sum = 0;
      let crossing = 0;
      while (sum + lengths[crossing] <= budget) sum += lengths[crossing++];
      const at = members[crossing];
      const finding: Finding = {
        ruleId: LISTING_BUDGET_RULE,
        module: 'Profile',
        dimension: 'dim1',
        severity: 'warning',
        file: at.described.file,
        range: at.described.range,
        message: say(locale, 'listingBudget', {
          runtime: RUNTIMES[runtime].name,
          count: members.length,
          folder: g.folder,
          total: total.toLocaleString('en-US'),
          budget: budget.toLocaleString('en-US'),
          cut: members.length - crossing,
        }),
        data: { runtime, folder: g.folder, root, total, budget, skills: members.length, cut: members.length - crossing },
      };
      at.result.findings.push(finding);
      added.push(finding);
    }
  }
  return added;
}
