/**
 * The dashboard's buttons → Luban's commands (issue 12 item 2: empty states offer a
 * button; issue 13 item 6: each due reminder has one). The page names an intent
 * (`runCommand`), the host runs the existing command on the skill — the same command
 * the palette runs, with its own questions, consent and Restricted Mode rules.
 */
import type { DashCommand } from '../../shared/protocol.ts';
import { COMMAND, type CommandId } from '../command-ids.ts';

export const DASH_COMMAND_TARGET: Readonly<Record<DashCommand, { command: CommandId; takesSkill: boolean }>> = {
  scan: { command: COMMAND.scanWorkspace, takesSkill: false },
  /** The judged score (issue 33 item 10): the cost plan first; without a model the static scorecard, "not scored". */
  score: { command: COMMAND.scoreSkill, takesSkill: true },
  optimize: { command: COMMAND.optimizeSkill, takesSkill: true },
  regress: { command: COMMAND.runRegression, takesSkill: true },
  reportFailure: { command: COMMAND.reportFailure, takesSkill: true },
  harden: { command: COMMAND.hardenRules, takesSkill: true },
  refresh: { command: COMMAND.refreshKnowledge, takesSkill: true },
  health: { command: COMMAND.healthCheck, takesSkill: true },
  slim: { command: COMMAND.slimSkill, takesSkill: true },
  evolve: { command: COMMAND.evolveSkill, takesSkill: true },
  newSkill: { command: COMMAND.newSkill, takesSkill: false },
};
