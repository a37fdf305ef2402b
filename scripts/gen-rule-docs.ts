/**
 * Generates the rule list from rule metadata: docs/rules.md — a table of every rule, then
 * one section per rule, English and Chinese, linking to the rule's own page
 * docs/rules/<module>/<name>.md. The pages themselves are written by hand and checked by
 * test/unit/docs/rule-pages.test.ts. (The README only links here: it stays a short read.)
 * `npm run docs:rules` writes; `--check` exits 1 when it is out of date (tested).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { allRules } from '../src/core/engine/registry.ts';
import { rulePagePath, type Rule } from '../src/core/rules/types.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

export function anchorOf(id: string): string {
  return id.replace(/[^a-z0-9-]/g, '');
}

function fixLabel(r: Rule): string {
  return r.meta.fixable === 'safe' ? 'safe fix' : r.meta.fixable === 'suggestion' ? 'suggestion' : '';
}

/** `name` = default (config `older.key`), for each option. */
function optionsLine(r: Rule): string {
  const o = r.meta.options!;
  return (
    Object.entries(o.defaults)
      .map(([name, value]) => {
        const key = o.configKeys?.[name];
        return `\`${name}\` = \`${JSON.stringify(value)}\`${key ? ` (config \`${key}\`)` : ''}`;
      })
      .join(', ') + ` — set in the config as \`"rules": { "${r.meta.id}": ["warning", { … }] }\``
  );
}

/** The table of every rule, at the top of docs/rules.md (links to the sections below it). */
export function rulesTable(): string {
  const rows = allRules.map(
    (r) =>
      `| [\`${r.meta.id}\`](#${anchorOf(r.meta.id)}) | ${r.meta.module} | ${r.meta.dimension} | ${r.meta.defaultSeverity} | ${fixLabel(r)} | ${r.meta.description.en.replace(/\|/g, '\\|')} |`,
  );
  return [`${allRules.length} rules.`, '', '| rule | module | dim | default | fix | what it checks |', '|---|---|---|---|---|---|', ...rows].join('\n');
}

export function rulesDoc(): string {
  const parts = ['# Luban rules / 规则', '', 'Generated from rule metadata by `npm run docs:rules`. 由规则元数据生成。', '', rulesTable(), ''];
  for (const r of allRules) {
    parts.push(`## ${r.meta.id}`, '');
    parts.push(`[What it checks, why, how to fix, examples / 说明与示例](${path.posix.relative('docs', rulePagePath(r.meta.id))})`, '');
    parts.push(`- module / 模块: ${r.meta.module}${r.meta.category ? ` (${r.meta.category})` : ''}`);
    parts.push(`- dimension / 维度: ${r.meta.dimension}`);
    parts.push(`- default severity / 默认级别: ${r.meta.defaultSeverity}`);
    parts.push(`- fix / 修复: ${fixLabel(r) || 'none'}`);
    if (r.meta.profiles) parts.push(`- profiles / 规则集: ${r.meta.profiles.join(', ')}`);
    if (r.meta.ironRule) parts.push(`- metis iron rule / 铁律: #${r.meta.ironRule}`);
    if (r.meta.options) parts.push(`- options / 选项: ${optionsLine(r)}`);
    parts.push('', r.meta.description.en, '', r.meta.description.zh, '');
    parts.push(`Suppress / 屏蔽: \`<!-- luban-disable-next-line ${r.meta.id} -->\``, '');
  }
  return parts.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const docPath = path.join(ROOT, 'docs/rules.md');
  const nextDoc = rulesDoc();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(docPath, 'utf8');
    } catch {
      /* missing */
    }
    if (nextDoc !== current) {
      console.error('docs/rules.md is out of date: run `npm run docs:rules`');
      process.exit(1);
    }
  } else {
    writeFileSync(docPath, nextDoc);
  }
}
