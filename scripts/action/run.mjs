#!/usr/bin/env node
// The GitHub Action's entry (action.yml at the repository root, docs/github-action.md).
// Plain Node ESM, no dependencies: it runs the built CLI (dist/cli.cjs) twice — SARIF for
// code scanning, JSON for the rest — then writes the job summary, annotates the lines a
// pull request changed, sets the step's outputs and exits on the threshold the user set.
//
// Inputs come as environment variables (action.yml passes them; a composite action does not):
//   INPUT_PATHS       paths to scan, separated by newlines or spaces (default `.`: every skill)
//   INPUT_FAIL_ON     error | warning | never (default error)
//   INPUT_MIN_STATIC  fail when a skill's form checks score less than this many points (optional)
//   INPUT_SARIF_FILE  where the SARIF goes (default luban.sarif)
//   INPUT_ANNOTATE    true | false (default true)
//   INPUT_CACHE       true | false (default true): `scan --cache`, the file at INPUT_CACHE_LOCATION
//   INPUT_LOCALE      en | zh-CN (default en): the summary's and the findings' language
//   LUBAN_CLI         the CLI to run (default ../../dist/cli.cjs beside this script)
// and GitHub's own: GITHUB_EVENT_PATH, GITHUB_STEP_SUMMARY, GITHUB_OUTPUT.
//
// Exit codes: 0 under the threshold, 1 over it, 2 a bad input or a scan that could not run.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MESSAGES = {
  en: {
    title: '## Luban skill scan',
    counts: '{skills} skill(s): {errors} error(s), {warnings} warning(s), {infos} info',
    head: '| Skill | Form checks | Security | Runtimes that drop it | Errors | Warnings |',
    none: 'none',
    noSkills: 'No skill found under the scanned paths.',
    block: '⛔ do not install',
    review: '⚠️ review',
    clear: '✅ clear',
    cutShort: 'cut short: {names}',
    badFailOn: 'fail-on must be error, warning or never, not "{value}"',
    badMinStatic: 'min-static must be a number of points, not "{value}"',
    scanFailed: 'luban scan could not run (exit {code}): {detail}',
    overErrors: '{count} error-severity finding(s) (fail-on: {failOn})',
    overWarnings: '{count} error- or warning-severity finding(s) (fail-on: {failOn})',
    underStatic: '{skill}: form checks {points} of {outOf}, under min-static {min}',
    noBase: 'No pull-request base in the event: no line annotations (the SARIF upload and the summary hold the findings).',
    noDiff: 'Could not diff against the pull request base {base} ({detail}): no line annotations. Check out with fetch-depth: 0.',
    annotated: '{count} finding(s) annotated on changed lines.',
  },
  'zh-CN': {
    title: '## Luban 技能扫描',
    counts: '{skills} 个技能：{errors} 个错误，{warnings} 个警告，{infos} 个提示',
    head: '| 技能 | 形式检查 | 安全 | 不加载它的 Runtime | 错误 | 警告 |',
    none: '无',
    noSkills: '扫描的路径下没有技能。',
    block: '⛔ 请勿安装',
    review: '⚠️ 需审查',
    clear: '✅ 通过',
    cutShort: '被截断：{names}',
    badFailOn: 'fail-on 只能是 error、warning 或 never，而不是「{value}」',
    badMinStatic: 'min-static 需要一个分数，而不是「{value}」',
    scanFailed: 'luban scan 无法运行（退出码 {code}）：{detail}',
    overErrors: '{count} 个错误级问题（fail-on：{failOn}）',
    overWarnings: '{count} 个错误或警告级问题（fail-on：{failOn}）',
    underStatic: '{skill}：形式检查 {points} / {outOf}，低于 min-static {min}',
    noBase: '事件中没有拉取请求的基准提交：不做行注释（SARIF 上传和摘要包含全部问题）。',
    noDiff: '无法与拉取请求基准 {base} 比较（{detail}）：不做行注释。请以 fetch-depth: 0 检出。',
    annotated: '在改动的行上注释了 {count} 个问题。',
  },
};

/** The toolkit's escaping (@actions/core command.ts): a message's data, and a property's value. */
export function escapeData(s) {
  return String(s).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
export function escapeProperty(s) {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** `git diff --unified=0` → file (repository-relative, `/`) → the new side's changed line numbers. */
export function changedLines(diff) {
  const out = new Map();
  let file;
  for (const line of diff.split('\n')) {
    if (line.startsWith('+++ ')) {
      const name = line.slice(4).trim();
      file = name === '/dev/null' ? undefined : name.replace(/^b\//, '');
      if (file !== undefined && !out.has(file)) out.set(file, new Set());
      continue;
    }
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (hunk && file !== undefined) {
      const start = Number(hunk[1]);
      const count = hunk[2] === undefined ? 1 : Number(hunk[2]);
      for (let n = start; n < start + count; n++) out.get(file).add(n);
    }
  }
  return out;
}

function main() {
  const env = process.env;
  const locale = /^zh/i.test(env.INPUT_LOCALE ?? '') ? 'zh-CN' : 'en';
  const say = (key, vars = {}) => MESSAGES[locale][key].replace(/\{(\w+)\}/g, (_m, k) => String(vars[k] ?? `{${k}}`));
  const fail = (text) => {
    process.stdout.write(`::error title=Luban::${escapeData(text)}\n`);
    return 2;
  };
  const cwd = process.cwd();
  const cli = env.LUBAN_CLI || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/cli.cjs');
  const paths = (env.INPUT_PATHS ?? '').split(/\s+/).filter(Boolean);
  const failOn = (env.INPUT_FAIL_ON || 'error').trim();
  if (!['error', 'warning', 'never'].includes(failOn)) return fail(say('badFailOn', { value: failOn }));
  const minStaticText = (env.INPUT_MIN_STATIC ?? '').trim();
  const minStatic = minStaticText === '' ? undefined : Number(minStaticText);
  if (minStatic !== undefined && !Number.isFinite(minStatic)) return fail(say('badMinStatic', { value: minStaticText }));
  const sarifFile = (env.INPUT_SARIF_FILE || 'luban.sarif').trim();
  const flag = (v, dflt) => (v === undefined || v.trim() === '' ? dflt : v.trim().toLowerCase() === 'true');
  const cacheArgs = flag(env.INPUT_CACHE, true) ? ['--cache', ...(env.INPUT_CACHE_LOCATION ? ['--cache-location', env.INPUT_CACHE_LOCATION] : [])] : [];

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'luban-action-'));
  try {
    const jsonFile = path.join(tmp, 'report.json');
    mkdirSync(path.dirname(path.resolve(cwd, sarifFile)), { recursive: true });
    for (const [format, file] of [
      ['sarif', sarifFile],
      ['json', jsonFile],
    ]) {
      // `--` ends the options: a path that starts with `-` stays a path.
      const r = spawnSync(
        process.execPath,
        [cli, 'scan', '--format', format, '--output', file, '--locale', locale, ...cacheArgs, '--', ...(paths.length ? paths : ['.'])],
        {
          cwd,
          encoding: 'utf8',
        },
      );
      if (r.stderr) process.stderr.write(r.stderr);
      if (r.status !== 0 && r.status !== 1) return fail(say('scanFailed', { code: r.status ?? r.signal, detail: (r.stderr || r.error?.message || '').trim() }));
    }
    const report = JSON.parse(readFileSync(jsonFile, 'utf8'));
    const all = report.skills.flatMap((s) => s.findings.map((f) => ({ ...f, dir: s.dir })));
    const count = (sev) => all.filter((f) => f.severity === sev).length;
    const errors = count('error');
    const warnings = count('warning');

    writeSummary(env.GITHUB_STEP_SUMMARY, report.skills, { errors, warnings, infos: count('info') }, say);
    if (flag(env.INPUT_ANNOTATE, true)) annotate(all, env.GITHUB_EVENT_PATH, cwd, say);
    setOutputs(env.GITHUB_OUTPUT, { errors, warnings, 'sarif-file': sarifFile });

    const reasons = [];
    if (failOn === 'error' && errors > 0) reasons.push(say('overErrors', { count: errors, failOn }));
    if (failOn === 'warning' && errors + warnings > 0) reasons.push(say('overWarnings', { count: errors + warnings, failOn }));
    if (minStatic !== undefined) {
      for (const s of report.skills) {
        if (s.staticChecks && s.staticChecks.points < minStatic) {
          reasons.push(say('underStatic', { skill: s.name ?? s.dir, points: s.staticChecks.points, outOf: s.staticChecks.outOf, min: minStatic }));
        }
      }
    }
    for (const reason of reasons) process.stdout.write(`::error title=Luban::${escapeData(reason)}\n`);
    return reasons.length ? 1 : 0;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

function cell(text) {
  return String(text).replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function writeSummary(file, skills, totals, say) {
  const lines = [say('title'), '', say('counts', { skills: skills.length, ...totals }), ''];
  if (skills.length === 0) lines.push(say('noSkills'));
  else {
    lines.push(say('head'), '| --- | --- | --- | --- | ---: | ---: |');
    for (const s of skills) {
      const compat = s.compatibility ?? [];
      const dropped = compat.filter((c) => c.verdict === 'dropped').map((c) => c.name);
      const cut = compat.filter((c) => c.verdict === 'cut-short').map((c) => c.name);
      const runtimes = [dropped.length ? dropped.join(', ') : say('none'), ...(cut.length ? [say('cutShort', { names: cut.join(', ') })] : [])].join('; ');
      const sec = s.security;
      const security = `${say(sec.verdict)}${sec.categories?.length ? ` (${sec.categories.join(', ')})` : ''}`;
      const form = s.staticChecks ? `${s.staticChecks.points} / ${s.staticChecks.outOf}` : '—';
      const name = s.name && s.name !== s.dir.split('/').pop() ? `\`${s.dir}\` (${s.name})` : `\`${s.dir}\``;
      const n = (sev) => s.findings.filter((f) => f.severity === sev).length;
      lines.push(`| ${cell(name)} | ${cell(form)} | ${cell(security)} | ${cell(runtimes)} | ${n('error')} | ${n('warning')} |`);
    }
  }
  const text = `${lines.join('\n')}\n\n`;
  if (file) appendFileSync(file, text);
  else process.stdout.write(text);
}

/**
 * Workflow-command annotations for error and warning findings on the lines the pull request
 * changed (`git diff --unified=0 BASE...HEAD`). Without a pull request base (a push), none:
 * code scanning's alerts from the SARIF already show every finding.
 */
function annotate(findings, eventPath, cwd, say) {
  let base;
  try {
    base = eventPath && existsSync(eventPath) ? JSON.parse(readFileSync(eventPath, 'utf8')).pull_request?.base?.sha : undefined;
  } catch {
    base = undefined;
  }
  if (!base) {
    process.stdout.write(`${say('noBase')}\n`);
    return;
  }
  const git = (...args) => spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  // actions/checkout fetches one commit by default: fetch the base when it is missing.
  if (git('cat-file', '-e', `${base}^{commit}`).status !== 0) git('fetch', '--no-tags', '--quiet', 'origin', base);
  let diff = git('diff', '--unified=0', '--no-color', '--no-ext-diff', '--no-renames', `${base}...HEAD`);
  // A shallow clone has no merge base: the two-dot diff is the same on a pull request's merge commit.
  if (diff.status !== 0) diff = git('diff', '--unified=0', '--no-color', '--no-ext-diff', '--no-renames', base, 'HEAD');
  const top = git('rev-parse', '--show-toplevel');
  if (diff.status !== 0 || top.status !== 0) {
    process.stdout.write(`${say('noDiff', { base, detail: (diff.stderr || top.stderr || '').trim().split('\n')[0] })}\n`);
    return;
  }
  const changed = changedLines(diff.stdout);
  const root = top.stdout.trim();
  let n = 0;
  for (const f of findings) {
    if (f.severity !== 'error' && f.severity !== 'warning') continue;
    const abs = path.resolve(cwd, f.dir, f.file);
    const file = path.relative(root, abs).split(path.sep).join('/');
    const lines = changed.get(file);
    if (!lines) continue;
    let hit = false;
    for (let l = f.line; l <= Math.max(f.line, f.endLine ?? f.line) && !hit; l++) hit = lines.has(l);
    if (!hit) continue;
    const props = [`file=${escapeProperty(file)}`, `line=${f.line}`, `col=${f.column}`];
    if (f.endLine) props.push(`endLine=${f.endLine}`);
    if (f.endColumn && f.endLine === f.line) props.push(`endColumn=${f.endColumn}`);
    props.push(`title=${escapeProperty(`Luban ${f.ruleId}`)}`);
    process.stdout.write(`::${f.severity} ${props.join(',')}::${escapeData(f.message)}\n`);
    n++;
  }
  process.stdout.write(`${say('annotated', { count: n })}\n`);
}

/** $GITHUB_OUTPUT in the multiline form (name<<DELIMITER), safe for any value. */
function setOutputs(file, values) {
  const text = Object.entries(values)
    .map(([k, v]) => {
      const delimiter = `ghadelimiter_${Math.random().toString(36).slice(2)}`;
      return `${k}<<${delimiter}\n${v}\n${delimiter}\n`;
    })
    .join('');
  if (file) appendFileSync(file, text);
  else process.stdout.write(text);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main();
