/**
 * `skillops/broken-reference` (dim6, docs/features.md B1): a file the skill points to does not
 * exist — a relative Markdown link or image (in SKILL.md or any Markdown file of the
 * skill, resolved from that file), a bare path in prose or inline code
 * (`references/x.md`, `scripts/run.py`), or a metis `@[skfile:…]` reference. The
 * agent following it reads nothing and improvises. What counts as a reference and
 * which path-like strings are left alone (examples, output paths, placeholders,
 * fenced code) is documented in `references.ts`.
 *
 * Each finding carries `facts.target` (the normalised skill-relative path), so the
 * SkillOps sub-score counts each missing target once. "Did you mean" candidates are
 * offered as suggestions; when the nearest one is unambiguous and close it is also
 * the main fix (not safe: a person confirms it).
 */
import type { ReportDescriptor, Rule } from '../../rules/types.ts';
import { didYouMean, replacementFor } from './did-you-mean.ts';
import { collectReferences } from './references.ts';

export const rule: Rule = {
  meta: {
    id: 'skillops/broken-reference',
    module: 'SkillOps',
    dimension: 'dim6',
    defaultSeverity: 'error',
    description: {
      en: 'Every file the skill links to or names (links, bare paths, @[skfile:]) exists in the skill folder.',
      zh: '技能链接或提到的每个文件（链接、路径、@[skfile:]）都存在于技能目录中。',
    },
    fixable: 'suggestion',
    messages: {
      missing: {
        en: '`{written}` does not exist in this skill{resolved}. Create the file or correct the path.',
        zh: '`{written}` 在技能中不存在{resolved}。请创建该文件或修正路径。',
      },
      missingDidYouMean: {
        en: '`{written}` does not exist in this skill{resolved}. Did you mean `{candidate}`?',
        zh: '`{written}` 在技能中不存在{resolved}。是否应为 `{candidate}`？',
      },
    },
  },
  check(ctx) {
    const doc = ctx.doc;
    const broken = collectReferences(doc).filter((m) => m.resolution === 'inside' && !m.exists);
    // Every mention of the same missing target points at the others (related information).
    const byTarget = new Map<string, typeof broken>();
    for (const m of broken) byTarget.set(m.target, [...(byTarget.get(m.target) ?? []), m]);
    for (const m of broken) {
      const dym = didYouMean(doc, m.target);
      const link = m.kind === 'link' || m.kind === 'image' || m.kind === 'definition' || m.kind === 'html';
      const edits = dym.candidates.map((c) => ({
        candidate: c.path,
        text: replacementFor(c.path, m.kind === 'skfile' ? '' : m.base, m.written, m.suffix, link),
      }));
      const suggestions: NonNullable<ReportDescriptor['suggestions']> = edits.map((e) => ({
        safe: false,
        title: { en: `Change to \`${e.text}\``, zh: `改为 \`${e.text}\`` },
        edits: [{ file: m.file, range: m.range, newText: e.text }],
      }));
      // Say where it was looked for only when that is not obvious from what is written.
      const obvious = m.pathPart.replace(/^(\.\/)+/, '') === m.target;
      const resolved = obvious ? '' : ctx.locale === 'zh-CN' ? `（查找的是 \`${m.target}\`）` : ` (looked for \`${m.target}\`)`;
      ctx.report({
        messageId: edits.length ? 'missingDidYouMean' : 'missing',
        data: { written: m.written, target: m.target, resolved, candidate: edits[0]?.text ?? '' },
        file: m.file,
        range: m.range,
        fix: dym.confident ? suggestions[0] : undefined,
        suggestions,
        related: (byTarget.get(m.target) ?? [])
          .filter((o) => o !== m)
          .slice(0, 10)
          .map((o) => ({ file: o.file, range: o.range, message: { en: 'the same missing target is mentioned here', zh: '此处也引用了同一个不存在的目标' } })),
        facts: { target: m.target, kind: m.kind },
      });
    }
  },
};
