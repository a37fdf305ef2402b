/**
 * Rules of the Sentinel module (docs/features.md B5, dim10): static security audit of a skill in
 * five categories — malicious-command, credential, prompt-injection, exfiltration,
 * privilege-escalation. Scope and context handling: view.ts and report.ts; the
 * sub-score: score.ts. Nothing scanned is ever executed.
 */
import type { Rule } from '../../rules/types.ts';
import { rule as downloadExec } from './download-exec.ts';
import { rule as reverseShell } from './reverse-shell.ts';
import { rule as destructiveCommand } from './destructive-command.ts';
import { rule as dynamicExec } from './dynamic-exec.ts';
import { rule as providerKey } from './provider-key.ts';
import { rule as privateKey } from './private-key.ts';
import { rule as genericSecret } from './generic-secret.ts';
import { rule as promptInjection } from './prompt-injection.ts';
import { rule as commentInjection } from './comment-injection.ts';
import { rule as hiddenUnicode } from './hidden-unicode.ts';
import { rule as dataUpload } from './data-upload.ts';
import { rule as credentialAccess } from './credential-access.ts';
import { rule as sudo } from './sudo.ts';
import { rule as permissionChange } from './permission-change.ts';
import { rule as persistence } from './persistence.ts';
import { rule as encodedExec } from './encoded-exec.ts';
import { rule as archiveDropper } from './archive-dropper.ts';
import { rule as pasteDropper } from './paste-dropper.ts';
import { rule as unpinnedCode } from './unpinned-code.ts';
import { rule as secretExfiltration } from './secret-exfiltration.ts';
import { rule as agentConfig } from './agent-config.ts';
import { rule as concealment } from './concealment.ts';
import { rule as opaqueBinary } from './opaque-binary.ts';
import { rule as unsafeCode } from './unsafe-code.ts';
import { rule as hiddenScript } from './hidden-script.ts';
import { rule as silentDelete } from './silent-delete.ts';
import { rule as resourceFlood } from './resource-flood.ts';
import { rule as socialEngineering } from './social-engineering.ts';
import { rule as ignoredRule } from './ignored-rule.ts';
import { rule as defenceOff } from './defence-off.ts';
import { rule as seedKeyword } from './seed-keyword.ts';

export const rules: Rule[] = [
  // malicious-command
  downloadExec,
  reverseShell,
  destructiveCommand,
  dynamicExec,
  encodedExec,
  archiveDropper,
  pasteDropper,
  unpinnedCode,
  opaqueBinary,
  unsafeCode,
  hiddenScript,
  silentDelete,
  resourceFlood,
  // credential
  providerKey,
  privateKey,
  genericSecret,
  socialEngineering,
  // prompt-injection
  promptInjection,
  commentInjection,
  hiddenUnicode,
  concealment,
  ignoredRule,
  // exfiltration
  dataUpload,
  credentialAccess,
  secretExfiltration,
  // privilege-escalation
  sudo,
  permissionChange,
  persistence,
  agentConfig,
  defenceOff,
];

/**
 * The seed's keyword table (seed-keyword.ts): info findings the sub-score counts. Kept apart from
 * `rules`, the context-aware rules that decide the verdict, and registered after them.
 */
export const seedRules: Rule[] = [seedKeyword];
