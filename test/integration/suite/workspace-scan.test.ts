/**
 * A large workspace in the real workbench (issue 16): the vendored corpus skills (the
 * `workspace` suite of test:integration) or a registry bench/registry.ts makes (about
 * 1,000 skills, `bench-workspace`) copied into the workspace. Measures the first workspace
 * scan (activation → first diagnostics → every skill), then, with the extension host's
 * event loop watched, a cold "Luban: Scan Workspace" (no scan cache) and a warm one (the
 * cache kept by the first), and checks what a person relies on: every skill has
 * diagnostics, the Luban view and the dashboard draw from the report-only results without
 * making any skill whole, a report-only skill becomes whole when its SKILL.md is opened (and
 * no other with it), and quick fixes work there. Writes the figures to stdout for bench/extension.ts.
 */
import * as assert from 'node:assert/strict';
import { existsSync, rmSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import * as vscode from 'vscode';
import { COMMAND } from '../../../src/extension/command-ids.ts';
import { isReportOnly } from '../../../src/core/engine/result-facts.ts';
import type { Dashboard } from '../../../src/extension/dashboard/dashboard.ts';
import { api, codeActionsWhen, find, waitFor } from './util.ts';

interface LoopWatch {
  stop(): { maxMs: number; p99Ms: number; over50: number; longestMs: number[] };
}

/** Event-loop delay (perf_hooks) and the gaps a 10 ms timer sees: a gap over 60 ms is a stall over 50 ms. */
function watchLoop(): LoopWatch {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  const gaps: number[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    if (now - last > 60) gaps.push(now - last - 10);
    last = now;
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      h.disable();
      return {
        maxMs: Math.round(h.max / 1e6),
        p99Ms: Math.round(h.percentile(99) / 1e6),
        over50: gaps.length,
        longestMs: gaps
          .sort((a, b) => b - a)
          .slice(0, 5)
          .map(Math.round),
      };
    },
  };
}

suite('large workspace', () => {
  test('first scan, cold and warm rescans on the scan worker, and a report-only skill made whole on open', async function () {
    this.timeout(900000);
    const a = await api();
    const first = a.controller.lastWorkspaceScan!;
    const c = a.controller;
    const skills = first.skills;
    assert.ok(skills >= 24, `a large workspace: its first scan goes to the scan worker (${skills} skills)`);
    assert.ok(first.onWorkers > skills * 0.9, `the skills went to the scan worker (${first.onWorkers} of ${skills})`);
    assert.equal(c.allStates.length, skills, 'every skill has a state');
    const figures: Record<string, unknown> = {
      skills,
      activationMs: Math.round(a.activationMs),
      firstScan: {
        toFirstDiagnosticsMs: Math.round(a.activationMs + first.firstPublishedAt! - first.startedAt),
        toAllMs: Math.round(a.activationMs + first.finishedAt! - first.startedAt),
        threads: first.threads,
        cacheHits: first.cacheHits,
      },
    };
    for (const kind of ['cold', 'warm'] as const) {
      if (kind === 'cold' && c.scanCacheFile && existsSync(c.scanCacheFile)) rmSync(c.scanCacheFile);
      const watch = watchLoop();
      await vscode.commands.executeCommand(COMMAND.scanWorkspace);
      const loop = watch.stop();
      const s = c.lastWorkspaceScan!;
      figures[kind] = {
        toFirstDiagnosticsMs: Math.round(s.firstPublishedAt! - s.startedAt),
        toAllMs: Math.round(s.finishedAt! - s.startedAt),
        threads: s.threads,
        cacheHits: s.cacheHits,
        loop,
      };
      if (kind === 'warm') assert.ok(s.cacheHits > skills * 0.9, `the warm scan came from the cache (${s.cacheHits} hits)`);
    }
    // The Luban view and the dashboard draw from the report-only results (issue 30 item 6): neither makes a skill whole.
    const reportOnly = () => c.allStates.filter((s) => s.scan.result && isReportOnly(s.scan.result)).map((s) => s.dir);
    const unopened = reportOnly();
    assert.ok(unopened.length > skills * 0.9, `the skills nobody opened are report-only (${unopened.length})`);
    assert.equal((await a.skillsView.roots()).length, c.allStates.length, 'the Luban view has a row per skill');
    const dashboard = await vscode.commands.executeCommand<Dashboard>(COMMAND.showDashboard);
    assert.equal((await dashboard.snapshot()).skills.length, c.allStates.length, 'the dashboard has a card per skill');
    assert.deepEqual(reportOnly(), unopened, 'the views made no skill whole');
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
    // What a person relies on: a report-only skill is made whole when its SKILL.md opens.
    const target = c.allStates.find(
      (s) =>
        s.dir.includes('registry') &&
        s.scan.result &&
        isReportOnly(s.scan.result) &&
        s.scan.result.findings.some((f) => f.ruleId === 'hasp/soft-word' && f.file === 'SKILL.md' && f.fix),
    );
    assert.ok(target, 'a report-only skill with a fixable soft word in SKILL.md');
    const fixable = target.scan.result!.findings.find((f) => f.ruleId === 'hasp/soft-word' && f.file === 'SKILL.md' && f.fix)!;
    const uri = vscode.Uri.file(`${target.dir}/SKILL.md`);
    await vscode.window.showTextDocument(uri);
    const whole = await waitFor(
      () => {
        const st = c.stateOf(target.dir);
        return st?.scan.result && !isReportOnly(st.scan.result) ? st : undefined;
      },
      'the opened skill made whole',
      60000,
    );
    assert.ok(whole.scan.result!.doc.skillFile?.text, 'the whole document has its text');
    assert.deepEqual(
      reportOnly(),
      unopened.filter((d) => d !== target.dir),
      'only the opened skill was made whole',
    );
    const soft = await waitFor(() => find(uri, 'hasp/soft-word', fixable.range.start.line - 1)[0], 'its soft-word diagnostic');
    const actions = await codeActionsWhen(
      uri,
      soft.range,
      vscode.CodeActionKind.QuickFix,
      (as) => as.some((x) => x.edit && !/suppress|fix all/i.test(x.title)),
      'a soft-word rewrite on the opened skill',
    );
    assert.ok(actions.some((x) => x.title === 'Show documentation for hasp/soft-word'));
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
    console.log('LUBAN-WORKSPACE ' + JSON.stringify(figures));
  });
});
