import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Command } from 'commander';
import { COMMAND_MODULES, commandModulesFor } from '../../../src/cli/main.ts';
import type { CliIO } from '../../../src/cli/io.ts';

const io: CliIO = { stdout: () => undefined, stderr: () => undefined, env: {}, cwd: process.cwd(), isTTY: false, locale: 'en' };

test('each command module registers exactly the commands the table names for it, and no two claim one', async () => {
  const seen = new Set<string>();
  for (const m of COMMAND_MODULES) {
    const program = new Command('luban');
    (await m.load())(program, io, () => undefined);
    assert.deepEqual(
      program.commands.map((c) => c.name()),
      [...m.commands],
    );
    for (const c of m.commands) {
      assert.ok(!seen.has(c), `${c} claimed twice`);
      seen.add(c);
    }
  }
});

test('a command loads its own module only; help, the version, no command or an unknown one load them all', () => {
  assert.deepEqual(
    commandModulesFor(['scan', '.', '--cache']).map((m) => m.commands),
    [['scan']],
  );
  assert.deepEqual(
    commandModulesFor(['slim', '.']).map((m) => m.commands),
    [['health', 'slim']],
  );
  for (const argv of [[], ['--help'], ['-v'], ['help', 'scan'], ['nosuch']]) assert.equal(commandModulesFor(argv), COMMAND_MODULES, argv.join(' '));
});
