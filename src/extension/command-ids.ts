/**
 * The IDs the extension and its manifest share: every command in package.json
 * `contributes.commands`, and the context keys its `when` clauses read. Code names them
 * from here, never as string literals, so a renamed command cannot leave a caller
 * behind (test/unit/extension/package.test.ts holds the two lists together).
 */
export const COMMAND = {
  scanWorkspace: 'luban.scanWorkspace',
  showReport: 'luban.showReport',
  openRuleDocs: 'luban.openRuleDocs',
  healthCheck: 'luban.healthCheck',
  slimSkill: 'luban.slimSkill',
  /** Distill: apply the slim plan item by item, with a preview (issue 12 item 4). */
  applySlimPlan: 'luban.applySlimPlan',
  showDashboard: 'luban.showDashboard',
  optimizeSkill: 'luban.optimizeSkill',
  showKeptEdits: 'luban.showKeptEdits',
  setApiKey: 'luban.setApiKey',
  refreshView: 'luban.refreshView',
  /** A Luban view item's click (open a saved report, go to a due reminder); hidden from the palette. */
  openViewNode: 'luban.openViewNode',
  openWalkthrough: 'luban.openWalkthrough',
  runRegression: 'luban.runRegression',
  /** EvoSkill: report a failed run, get a located patch (docs/features.md E1). */
  reportFailure: 'luban.reportFailure',
  /** HASP: harden rules that keep being ignored (docs/features.md E3a). */
  hardenRules: 'luban.hardenRules',
  /** CASCADE: refresh cited knowledge (docs/features.md E3b). */
  refreshKnowledge: 'luban.refreshKnowledge',
  /** The metis wizard (docs/features.md G1): create a skill, upgrade a skill. */
  newSkill: 'luban.newSkill',
  upgradeSkill: 'luban.upgradeSkill',
  /** The evolving loop: execute → judge against benchmark.md → rewrite (docs/features.md F1). */
  evolveSkill: 'luban.evolveSkill',
  /** The judged score of one skill, cost plan first (issue 33 item 10; `luban score`). */
  scoreSkill: 'luban.scoreSkill',
  /** Trigger evaluation, cost plan first (docs/features.md E4; `luban triggers`). */
  evaluateTriggers: 'luban.evaluateTriggers',
  /** results.tsv as `luban history` shows it. */
  showScoreHistory: 'luban.showScoreHistory',
} as const;

export type CommandId = (typeof COMMAND)[keyof typeof COMMAND];

/** Context keys set with `setContext` for the manifest's `when` clauses. */
export const CONTEXT_KEY = {
  /** This window holds a kept edit to show ("Luban: Show Kept Edits" in the palette). */
  hasKeptEdits: 'luban.hasKeptEdits',
} as const;
