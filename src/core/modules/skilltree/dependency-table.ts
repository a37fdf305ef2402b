/**
 * `skilltree/dependency-table` (docs/features.md F5, seed 002 「依赖声明规则」 4): the body has a
 * 「依赖技能」 table with a row for every dependency, naming its role. A missing table or a
 * missing row gets a safe fix that adds it, with the role the dependency describes itself
 * by (the catalogue's capability, or the first sentence of the workspace skill's
 * description); a dependency nobody describes gets no fix, since its role would be made up.
 */
import type { ReportDescriptor, Rule } from '../../rules/types.ts';
import { catalogueSkill } from '../../skill/tree/catalogue.ts';
import { skillTreeFacts } from '../../skill/tree/facts.ts';
import { dependencyTable, type DependencyTable } from '../../skill/tree/table.ts';
import type { WorkspaceView } from '../../skill/tree/workspace.ts';
import { rangeOfDependency, viewOf } from './shared.ts';

type FixOf = NonNullable<ReportDescriptor['fix']>;

export const rule: Rule = {
  meta: {
    id: 'skilltree/dependency-table',
    module: 'Profile',
    dimension: 'dim1',
    defaultSeverity: 'warning',
    profiles: ['skilltree'],
    description: { en: "The body's 「依赖技能」 table lists every dependency with its role.", zh: '正文的「依赖技能」表格列出每个依赖及其作用。' },
    fixable: 'safe',
    messages: {
      noTable: {
        en: 'The skill depends on {count} skill(s) but its body has no 「依赖技能」 table saying what each one does; the agent cannot tell when to call which. Add a `## 依赖技能` table: | skill | role |.',
        zh: '此技能依赖 {count} 个技能，但正文没有说明各自作用的「依赖技能」表格；agent 分不清何时调用哪一个。请添加 `## 依赖技能` 表格：| 技能 | 作用 |。',
      },
      missingRow: {
        en: 'The 「依赖技能」 table has no row for `{dependency}`; say what this skill uses it for.',
        zh: '「依赖技能」表格中没有 `{dependency}` 这一行；请说明本技能用它做什么。',
      },
      noRole: {
        en: 'The 「依赖技能」 row for `{dependency}` does not say its role.',
        zh: '「依赖技能」表格中 `{dependency}` 这一行没有写明作用。',
      },
    },
  },
  check(ctx) {
    const facts = skillTreeFacts(ctx.doc);
    if (!facts.dependencies.length || !ctx.doc.skillFile?.text) return;
    const file = ctx.doc.skillFileName ?? 'SKILL.md';
    const view = viewOf(ctx);
    const table = dependencyTable(ctx.doc);
    const chinese = !table || /依赖技能/.test(table.heading.text);
    if (!table) {
      const rows = facts.dependencies.map((d) => ({ name: d.name, role: roleOf(view, d.name, chinese) }));
      const info = ctx.doc.skillFile.text;
      const end = { line: info.lineStarts.length, column: info.text.length - info.lineStarts[info.lineStarts.length - 1] + 1 };
      const lead = info.text.endsWith('\n') ? '\n' : '\n\n';
      const fix: FixOf | undefined = rows.every((r) => r.role)
        ? {
            safe: true,
            title: { en: 'Add the 「依赖技能」 table', zh: '添加「依赖技能」表格' },
            edits: [
              {
                file,
                range: { start: end, end },
                newText: `${lead}## 依赖技能\n\n| 技能 | 作用 |\n|---|---|\n${rows.map((r) => row(r.name, r.role!, 2)).join('')}`,
              },
            ],
          }
        : undefined;
      ctx.report({ messageId: 'noTable', range: rangeOfDependency(ctx, facts), data: { count: rows.length }, fix });
      return;
    }
    for (const dep of facts.dependencies) {
      const found = table.rows.find((r) => r.skill === dep.name);
      if (found) {
        if (!found.role) ctx.report({ messageId: 'noRole', range: lineRange(found.line), data: { dependency: dep.name } });
        continue;
      }
      const role = roleOf(view, dep.name, chinese);
      ctx.report({
        messageId: 'missingRow',
        range: rangeOfDependency(ctx, facts, dep),
        data: { dependency: dep.name },
        facts: { dependency: dep.name },
        fix: role ? addRow(file, table, dep.name, role, ctx.doc.skillFile.text.lineStarts.length) : undefined,
      });
    }
  },
};

function lineRange(line: number) {
  return { start: { line, column: 1 }, end: { line, column: 2 } };
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

function row(name: string, role: string, columns: number): string {
  return `| ${cell(name)} | ${cell(role)} |${' |'.repeat(Math.max(0, columns - 2))}\n`;
}

function addRow(file: string, table: DependencyTable, name: string, role: string, lineCount: number): FixOf {
  const title = { en: `Add the row for ${name}`, zh: `添加 ${name} 这一行` };
  if (table.lastLine === undefined) {
    const at = { line: table.heading.line + 1, column: 1 };
    return { safe: true, title, edits: [{ file, range: { start: at, end: at }, newText: `\n| 技能 | 作用 |\n|---|---|\n${row(name, role, 2)}` }] };
  }
  if (table.lastLine >= lineCount) {
    // The table ends the file without a newline: the row goes after a new one.
    const at = { line: table.lastLine, column: table.lastColumn };
    return { safe: true, title, edits: [{ file, range: { start: at, end: at }, newText: `\n${row(name, role, table.columns).trimEnd()}` }] };
  }
  const at = { line: table.lastLine + 1, column: 1 };
  return { safe: true, title, edits: [{ file, range: { start: at, end: at }, newText: row(name, role, table.columns) }] };
}

/** The role a dependency describes itself by, or undefined when nothing describes it. */
function roleOf(view: WorkspaceView, name: string, chinese: boolean): string | undefined {
  const known = view.skills.get(name);
  if (known?.source === 'workspace') return firstSentence(known.description);
  const c = catalogueSkill(name);
  if (c) return chinese ? c.capability.zh : c.capability.en;
  return undefined;
}

function firstSentence(text: string): string | undefined {
  const s = text.replace(/\s+/g, ' ').trim();
  if (!s) return undefined;
  const m = /^(.+?[。.!?！？])(\s|$)/.exec(s);
  const first = m ? m[1] : s;
  return first.length > 80 ? first.slice(0, 79) + '…' : first;
}
