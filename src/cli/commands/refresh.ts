/**
 * `luban refresh SKILL_DIR [--network [--yes]] [--forget-network] [--format text|json]`
 * (docs/features.md E3b, seed v2 §四): offline, the files whose external references are stale, due
 * (> 90 days) or undated — CASCADE's own verdicts. With `--network` and the person's
 * consent (asked once on a terminal, or `--yes`; remembered in the workspace's
 * `.luban/network.json`; off by default), the cited arXiv papers (arXiv API) and URLs
 * (`Last-Modified`) of those files are looked up and dated `## [YYYY-MM-DD] 更新` blocks
 * with version numbers are appended to references/ files — old text never rewritten.
 * Lookup failures are reported, not fatal. `LUBAN_ARXIV_API` points at another arXiv API
 * endpoint (a mirror); `LUBAN_REFRESH_SITE_BASE` fetches cited sites through a base URL
 * (tests, proxies). With consent the http(s) links of SKILL.md and references/ are checked too
 * (HEAD, GET when refused; broken ones at file:line); without it the text says they were not.
 * Several skills are refreshed most used first (optimization-registry.tsv rows and recorded
 * checks), ties least recently refreshed first; the order is shown on stderr (JSON: `order`).
 * Exit 0 when nothing is due or the lookups all answered, 1 when due
 * files were only listed, a lookup failed or a link is broken, 2 for usage or I/O errors.
 */
import path from 'node:path';
import { Option, type Command } from 'commander';
import { pick } from '../../core/api/base.ts';
import { DEFAULT_ARXIV_API, type RefreshNetwork } from '../../core/api/lifecycle.ts';
import { refreshKnowledge, type RefreshReport } from '../../core/api/lifecycle.ts';
import { dueFiles, fileStatuses } from '../../core/api/lifecycle.ts';
import { renderRefresh, sayConsent } from '../../core/api/lifecycle.ts';
import { allowNetwork, readNetworkConsent, revokeNetwork } from '../../core/api/formats.ts';
import { findWorkspaceRoot, recordRun } from '../../core/api/formats.ts';
import { lastRunsOf, readSchedule } from '../../core/api/formats.ts';
import { readRegistry } from '../../core/api/formats.ts';
import { newUrlMemo, orderRefreshQueue, renderRefreshOrder } from '../../core/api/modules.ts';
import { CliError, EXIT_CLEAN, EXIT_FINDINGS, type CliIO } from '../io.ts';
import { askPerson, hasTerminal } from '../consent.ts';
import { addCommonOptions, displayDirFor, resolveLocale, runScan, type CommonScanOptions } from './scan.ts';

interface RefreshCliOptions extends CommonScanOptions {
  network?: boolean;
  yes?: boolean;
  forgetNetwork?: boolean;
  workspace?: string;
  format: 'text' | 'json';
}

export function registerRefresh(program: Command, io: CliIO, setExit: (code: number) => void): void {
  const cmd = program
    .command('refresh')
    .description(
      'CASCADE knowledge refresh: list stale external references; with --network (asks once) look up newer arXiv versions and Last-Modified, appending dated update blocks',
    )
    .argument('<dir>', 'skill folder')
    .option('--network', 'look references up online (asks for consent once per workspace)')
    .option('-y, --yes', 'with --network: allow network use without asking (remembered)')
    .option('--forget-network', 'turn network use off again for this workspace')
    .option('--workspace <dir>', 'the workspace whose .luban/ holds the consent and schedule')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'));
  addCommonOptions(cmd).action(async (dir: string, opts: RefreshCliOptions) => {
    const locale = resolveLocale(io, opts.locale);
    const abs = path.resolve(io.cwd, dir);
    const results = await runScan([dir], opts, io);
    if (!results.length) throw new CliError(sayConsent(locale, 'notFound', { path: dir }));
    const workspace = opts.workspace ? path.resolve(io.cwd, opts.workspace) : await findWorkspaceRoot(abs);
    const err = io.stderr;
    if (opts.forgetNetwork) {
      await revokeNetwork(workspace);
      err(sayConsent(locale, 'forgotten') + '\n');
    }
    const arxivApi = io.env.LUBAN_ARXIV_API || DEFAULT_ARXIV_API;
    let network: RefreshNetwork | undefined;
    if (opts.network) {
      const consent = await readNetworkConsent(workspace);
      if (consent.problem) err(`! ${consent.path}: ${consent.problem}\n`);
      let allowed = consent.allowed;
      if (!allowed) {
        if (opts.yes) allowed = true;
        else if (!hasTerminal(io)) err(sayConsent(locale, 'needConsent') + '\n');
        else {
          const answer = await askPerson(io, sayConsent(locale, 'ask', { arxiv: new URL(arxivApi).host, sites: countSites(results) }));
          allowed = /^\s*(y|yes|是|好|允许)\s*$/i.test(answer);
          if (!allowed) err(sayConsent(locale, 'declined') + '\n');
        }
        if (allowed) err(sayConsent(locale, 'remembered', { file: await allowNetwork(workspace, new Date()) }) + '\n');
      }
      if (allowed) network = { arxivApi, siteBase: io.env.LUBAN_REFRESH_SITE_BASE || undefined, signal: io.signal };
    }
    const reports: RefreshReport[] = [];
    const shown = displayDirFor(io);
    // Frequently used skills first (issue 31 item 9): the optimisation registry and the recorded checks.
    const nameOf = (r: (typeof results)[number]) => {
      const name = r.doc.frontmatter?.data?.name;
      return typeof name === 'string' ? name : r.doc.folderName;
    };
    const schedule = (await readSchedule(workspace)).state;
    // One skill has no order: the registry is read only when there is a queue.
    let registry: Array<{ skill_name: string }> = [];
    if (results.length > 1) {
      // Loaded only for a queue (the optimiser's module graph is large): the records' folder as `optimize` chooses it.
      const { chooseLubanWorkspace } = await import('../../core/api/optimize.ts');
      registry = (await readRegistry(chooseLubanWorkspace({ cwd: io.cwd, legacy: workspace, env: io.env }).dir)).rows;
    }
    const queue = orderRefreshQueue(
      results.map((r) => ({ dir: r.doc.dir, name: nameOf(r) })),
      { registry, lastRuns: (d) => lastRunsOf(schedule, workspace, d) },
    );
    if (results.length > 1 && opts.format === 'text') err(renderRefreshOrder(queue, locale) + '\n');
    const byDir = new Map(results.map((r) => [r.doc.dir, r]));
    // Each distinct URL is asked once per run: by the link check or the Last-Modified look-up, of whichever skill first.
    const urlMemo = newUrlMemo();
    for (const r of queue.map((q) => byDir.get(q.dir)!)) {
      const now = new Date();
      const report = await refreshKnowledge(r, { now, network, locale, urlMemo });
      reports.push(report);
      // A refresh that reached at least one source is the quarterly CASCADE check done.
      if (report.networkUsed && report.checked > report.failures.length) {
        const { notice } = await recordRun(workspace, r.doc.dir, 'CASCADE', now);
        if (notice) err(`! ${pick(notice, locale)}\n`);
      }
      if (opts.format === 'text') {
        io.stdout(renderRefresh(report, nameOf(r), locale) + '\n');
      }
    }
    if (opts.format === 'json') {
      const order = queue.map((q) => ({ dir: shown(q.dir), name: q.name, uses: q.uses, lastRefresh: q.lastRefresh ?? null }));
      io.stdout(JSON.stringify({ network: Boolean(network), order, skills: reports.map((r) => ({ ...r, dir: shown(r.dir) })) }, null, 2) + '\n');
    }
    const listedOnly = reports.some((r) => r.due.length && !r.networkUsed);
    const failed = reports.some((r) => r.failures.length || r.links.broken.length || r.notWritten.some((n) => n.reason === 'changed-on-disk'));
    setExit(listedOnly || failed ? EXIT_FINDINGS : EXIT_CLEAN);
  });
}

/** Distinct hosts of the URLs cited in files a refresh would look up (for the consent question). */
function countSites(results: Awaited<ReturnType<typeof runScan>>): number {
  const hosts = new Set<string>();
  for (const r of results)
    for (const f of dueFiles(fileStatuses(r))) for (const ref of f.refs) if (ref.kind === 'url') hosts.add(ref.id.replace(/^https?:\/\//i, '').split('/')[0]);
  return hosts.size;
}
