/**
 * One runtime's view of one skill (docs/features.md H10): every way the skill is dropped, cut
 * short or merely treated differently there, each with the file and line it comes
 * from and the source of the limit. Pure over the facts (./facts.ts) and the runtime
 * table (./runtimes.ts); the verdict is the worst effect found.
 */
import type { Locale } from '../../base/l10n/index.ts';
import { charLength, nameChecks } from '../skillops/frontmatter-checks.ts';
import type { SkillDocument } from '../../skill/types.ts';
import { skillFacts, type SkillFacts } from './facts.ts';
import { say, type CompatMessageKey } from './messages.ts';
import { BEHAVIOUR_FIELDS, RUNTIMES, sourceOf, type RuntimeId, type RuntimeProfile } from './runtimes.ts';

/** `drop`: not loaded (or not published); `cut`: loaded with part of it lost; `note`: loads, worth knowing. */
export type Effect = 'drop' | 'cut' | 'note';

export interface CompatReason {
  text: string;
  file: string;
  line: number;
  effect: Effect;
  /** Where the limit is documented. */
  source: string;
  /** The finding that reports it in the editor, when there is one. */
  ruleId?: string;
}

interface Ctx {
  rt: RuntimeProfile;
  f: SkillFacts;
  doc: SkillDocument;
  locale: Locale;
  out: CompatReason[];
}

function add(c: Ctx, effect: Effect, key: CompatMessageKey, line: number, fact: string, data: Record<string, string | number> = {}, ruleId?: string): void {
  const reason: CompatReason = { text: say(c.locale, key, { runtime: c.rt.name, ...data }), file: c.f.file, line, effect, source: sourceOf(c.rt.id, fact).url };
  if (ruleId) reason.ruleId = ruleId;
  c.out.push(reason);
}

/** Every reason this runtime treats the skill differently, worst first. */
export function runtimeReasons(doc: SkillDocument, id: RuntimeId, locale: Locale = 'en'): CompatReason[] {
  const c: Ctx = { rt: RUNTIMES[id], f: skillFacts(doc), doc, locale, out: [] };
  if (!c.f.hasSkillMd) {
    add(c, 'drop', 'noSkillMd', 1, 'fields');
    return c.out;
  }
  // A SKILL.md that cannot be read as text (binary, not UTF-8, too large, an I/O error) is
  // loaded by no runtime, whatever else it holds (issue 33 item 9).
  const unreadable = doc.skillFile?.unreadable;
  if (unreadable) {
    add(c, 'drop', 'unreadableSkillMd', 1, 'fields', { file: c.f.file, detail: doc.skillFile?.unreadableDetail ?? unreadable }, 'skillops/unreadable-file');
    return c.out;
  }
  if (c.rt.upperCaseSkillMd && !c.f.upperCase) add(c, 'drop', 'lowerCase', 1, 'upperCaseSkillMd', { file: c.f.file });
  const data = frontmatterSeen(c);
  if (data) {
    requiredFields(c, data);
    limits(c, data);
    ignoredFields(c, data);
  }
  body(c);
  const rank: Record<Effect, number> = { drop: 0, cut: 1, note: 2 };
  return c.out.sort((a, b) => rank[a.effect] - rank[b.effect] || a.line - b.line);
}

/** The fields this runtime ends up with, after its own YAML handling; undefined when it has none. */
function frontmatterSeen(c: Ctx): Record<string, unknown> | undefined {
  const { rt, f } = c;
  const hidden = rt.bomHidesFrontmatter && f.hadBom;
  if (!f.hasFrontmatter || hidden) {
    if (hidden) add(c, rt.required.length ? 'drop' : 'note', 'bomHides', 1, 'upperCaseSkillMd');
    else if (rt.required.length)
      add(c, 'drop', 'noFrontmatterDrop', 1, 'required', { fields: rt.required.map((k) => `\`${k}\``).join(' + ') }, 'skillops/no-frontmatter');
    else add(c, 'note', 'noFrontmatterNote', 1, 'yaml');
    return undefined;
  }
  for (const cut of f.commentCuts) add(c, 'cut', 'commentCut', cut.line, 'yaml', { key: cut.key, kept: cut.kept }, 'skillops/yaml-portability');
  const line = f.strictYamlErrorLine;
  if (line === undefined) return f.strictData ?? f.lenientData;
  const ruleId = f.colonOnly ? 'skillops/yaml-portability' : 'skillops/yaml-error';
  switch (rt.yaml) {
    case 'strict':
      add(c, 'drop', 'yamlStrict', line, 'yaml', { line }, ruleId);
      return undefined;
    case 'lenient-colon':
      if (f.colonOnly) {
        add(c, 'note', 'yamlColonTolerated', line, 'yaml', { line }, ruleId);
        return f.lenientData;
      }
      add(c, 'cut', 'yamlLineParser', line, 'yaml', { line }, ruleId);
      return undefined;
    case 'fallback-body':
      if (f.colonOnly) {
        add(c, 'note', 'yamlColonTolerated', line, 'yaml', { line }, ruleId);
        return f.lenientData;
      }
      add(c, 'cut', 'yamlFieldsLost', line, 'yaml', { line }, ruleId);
      return undefined;
    case 'undocumented':
      if (f.colonOnly) {
        add(c, 'note', 'yamlColonUnknown', line, 'fields', { line }, ruleId);
        return f.lenientData;
      }
      add(c, 'drop', 'yamlUnreadable', line, 'fields', { line }, ruleId);
      return undefined;
  }
}

function requiredFields(c: Ctx, data: Record<string, unknown>): void {
  for (const field of c.rt.required) {
    const v = data[field];
    if (typeof v === 'string' && v.trim()) continue;
    add(c, 'drop', 'missingField', c.f.lineOf(field), 'required', { field }, field === 'name' ? 'skillops/name-missing' : 'skillops/description-missing');
  }
  const d = data.description;
  if (!c.rt.required.includes('description') && !(typeof d === 'string' && d.trim()))
    add(c, 'note', 'missingDescriptionNote', c.f.lineOf('description'), 'fields', {}, 'skillops/description-missing');
}

function limits(c: Ctx, data: Record<string, unknown>): void {
  const { rt, f } = c;
  const desc = typeof data.description === 'string' ? data.description : '';
  const name = data.name;
  if (rt.descriptionMaxDrop !== undefined && charLength(desc) > rt.descriptionMaxDrop) {
    add(
      c,
      'drop',
      'descriptionTooLong',
      f.lineOf('description'),
      'descriptionMaxDrop',
      { length: charLength(desc), max: rt.descriptionMaxDrop },
      'skillops/description-too-long',
    );
  }
  if (rt.nameMaxDrop !== undefined && typeof name === 'string' && charLength(name) > rt.nameMaxDrop) {
    add(c, 'drop', 'nameTooLong', f.lineOf('name'), 'nameMaxDrop', { length: charLength(name), max: rt.nameMaxDrop }, 'skillops/name-format');
  }
  if (rt.strictName && typeof name === 'string' && name.trim()) {
    const n = nameChecks(name, c.doc.folderName);
    if (!n.valid || !n.matchesFolder)
      add(
        c,
        'drop',
        'nameRules',
        f.lineOf('name'),
        'strictName',
        { folder: c.doc.folderName },
        n.valid ? 'skillops/name-folder-mismatch' : 'skillops/name-format',
      );
  }
  if (rt.allowedToolsStringOnly && Array.isArray(data['allowed-tools']))
    add(c, 'drop', 'allowedToolsList', f.lineOf('allowed-tools'), 'allowedToolsStringOnly', {}, 'compat/allowed-tools-form');
  if (rt.rejectsInstallMetadata && f.installMetadataKeys.length) {
    add(
      c,
      'drop',
      'installMetadata',
      f.lineOf('metadata'),
      'rejectsInstallMetadata',
      { keys: f.installMetadataKeys.map((k) => `metadata.${k}`).join(', ') },
      'compat/install-metadata',
    );
  }
  if (rt.listingEntryCut !== undefined && f.entryLength > rt.listingEntryCut) {
    const tail = [...f.entryText].slice(rt.listingEntryCut).join('');
    const shown = tail.length > 40 ? `${tail.slice(0, 40)}…` : tail;
    add(
      c,
      'cut',
      'entryCut',
      f.lineOf(f.entryText.includes('\n') && charLength(desc) <= rt.listingEntryCut ? 'when_to_use' : 'description'),
      'listingEntryCut',
      { length: f.entryLength, max: rt.listingEntryCut, tail: shown.replace(/\s+/g, ' ') },
      'compat/description-cut',
    );
  } else if (rt.listingBudget !== undefined && f.entryLength * 10 > rt.listingBudget) {
    // One entry over a tenth of the shared budget: ten such skills and descriptions start to vanish.
    add(c, 'note', 'entryBudget', f.lineOf('description'), 'listingBudget', {
      length: f.entryLength,
      budget: rt.listingBudget,
      share: Math.round((f.entryLength * 100) / rt.listingBudget),
    });
  }
}

function ignoredFields(c: Ctx, data: Record<string, unknown>): void {
  for (const field of BEHAVIOUR_FIELDS) {
    if (c.rt.fields.includes(field) || !(field in data)) continue;
    const v = data[field];
    // Defaults need nothing from the runtime: `disable-model-invocation: false`, `user-invocable: true`.
    if (v === null || v === undefined || v === '' || (field === 'disable-model-invocation' && v !== true) || (field === 'user-invocable' && v !== false))
      continue;
    if (field === 'when_to_use') add(c, 'cut', 'whenToUseIgnored', c.f.lineOf(field), 'fields', {}, 'compat/frontmatter-field');
    else
      add(
        c,
        'note',
        'fieldIgnored',
        c.f.lineOf(field),
        'fields',
        { field, effect: say(c.locale, `effect.${field}` as CompatMessageKey) },
        'compat/frontmatter-field',
      );
  }
}

function body(c: Ctx): void {
  const { rt, f } = c;
  if (rt.fileBytesMaxDrop !== undefined && f.sizeBytes > rt.fileBytesMaxDrop)
    add(c, 'drop', 'fileTooLarge', 1, 'fileBytesMaxDrop', { bytes: f.sizeBytes, max: rt.fileBytesMaxDrop });
  const b = f.body;
  if (!b) return;
  if (rt.bodyTokensKept !== undefined && b.tokens > rt.bodyTokensKept) {
    const line = b.lineAtTokens(rt.bodyTokensKept) ?? b.firstLine;
    add(c, 'cut', 'bodyTokens', line, 'bodyTokensKept', { tokens: b.tokens, max: rt.bodyTokensKept, line }, 'compat/body-tokens');
  }
  if (rt.bodyLinesAdvice !== undefined && b.lines > rt.bodyLinesAdvice)
    add(c, 'note', 'bodyLines', b.firstLine, 'bodyLinesAdvice', { lines: b.lines, max: rt.bodyLinesAdvice });
}
