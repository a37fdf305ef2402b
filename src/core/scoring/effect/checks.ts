/**
 * The deterministic checks on an effect task's reply (docs/effect.md). The reply is only
 * text: nothing in it is executed. A `check_command` is the person's own command, run with
 * the reply on its stdin (pass = exit 0) — and only when they confirmed it for this run;
 * otherwise it is never started.
 */
import { spawn } from 'node:child_process';
import { extractJsonObject, validateWith } from '../../models/json-reply.ts';
import type { EffectCheck } from '../../formats/tests-yaml.ts';

export interface CheckVerdict {
  pass: boolean;
  /** Why it failed (short). */
  detail?: string;
}

export type CommandRunner = (command: string, stdin: string, cwd: string) => Promise<{ code: number | null; stderr: string }>;

/** Runs a person's check command in a shell, the reply on stdin, 30 s at most. */
export const runCheckCommand: CommandRunner = (command, stdin, cwd) =>
  new Promise((resolve) => {
    const child = spawn(command, { cwd, shell: true, stdio: ['pipe', 'ignore', 'pipe'], timeout: 30_000 });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => {
      if (stderr.length < 2000) stderr += b.toString('utf8');
    });
    child.on('error', (e) => resolve({ code: null, stderr: e.message }));
    child.on('close', (code) => resolve({ code, stderr }));
    child.stdin.on('error', () => {});
    child.stdin.end(stdin);
  });

export async function applyCheck(
  check: EffectCheck,
  reply: string,
  o: { cwd: string; allowCommands: boolean; runCommand?: CommandRunner },
): Promise<CheckVerdict> {
  switch (check.kind) {
    case 'text':
      return reply.includes(check.text) ? { pass: true } : { pass: false, detail: 'expected text not found' };
    case 'regex':
      return new RegExp(check.pattern, check.flags).test(reply) ? { pass: true } : { pass: false, detail: 'regex did not match' };
    case 'json_schema': {
      const raw = extractJsonObject(reply);
      if (!raw.ok) return { pass: false, detail: raw.error };
      const v = validateWith(check.schema, raw.value);
      return v.ok ? { pass: true } : { pass: false, detail: v.error };
    }
    case 'command': {
      if (!o.allowCommands) throw new Error('check_command run without confirmation'); // the runner never gets here
      const r = await (o.runCommand ?? runCheckCommand)(check.command, reply, o.cwd);
      return r.code === 0 ? { pass: true } : { pass: false, detail: `exit ${r.code ?? 'none'}${r.stderr ? `: ${r.stderr.trim().slice(0, 200)}` : ''}` };
    }
  }
}
