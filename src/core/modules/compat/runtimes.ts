/**
 * What each agent runtime does with a skill (docs/features.md H10), as data: the frontmatter
 * fields it reads, the fields it requires, how strict its YAML loader is, and its
 * size limits — each limit with the document it comes from and the day it was read.
 * The checks (./checks.ts) and the `compat/*` rules read this table only, so a limit
 * that changes upstream is changed here once, and the rule pages name these sources.
 *
 * Where a runtime's behaviour is not documented (Cursor's YAML parser, Codex's body
 * limits) the table says nothing and no verdict is drawn from it: nothing invented.
 */

export type RuntimeId = 'claude-code' | 'codex' | 'cursor' | 'gemini-cli' | 'gh-skill' | 'openclaw';

/** The runtimes in the order they are shown (docs/features.md H10). */
export const RUNTIME_IDS: readonly RuntimeId[] = ['claude-code', 'codex', 'cursor', 'gemini-cli', 'gh-skill', 'openclaw'];

export interface LimitSource {
  /** Document or source file, as a person would look it up. */
  title: string;
  url: string;
  /** When this limit was read there (ISO date). */
  checked: string;
}

/**
 * How a runtime reads frontmatter YAML:
 * - `strict`: a YAML error (including an unquoted `: ` in a value) rejects the skill;
 * - `lenient-colon`: a YAML error is retried with a line parser that takes `key: rest of line`, so an unquoted `: ` still loads;
 * - `fallback-body`: a YAML error drops every field; the skill loads on its folder name and body text;
 * - `undocumented`: not known; no verdict is drawn from YAML alone beyond missing required fields.
 */
export type YamlMode = 'strict' | 'lenient-colon' | 'fallback-body' | 'undocumented';

export interface RuntimeProfile {
  id: RuntimeId;
  name: string;
  /** Top-level frontmatter fields the runtime reads; any other is ignored there. */
  fields: readonly string[];
  /** Fields without which the runtime does not load the skill. */
  required: readonly string[];
  yaml: YamlMode;
  /** The runtime only finds the upper-case `SKILL.md` (on a case-sensitive file system). */
  upperCaseSkillMd: boolean;
  /** A UTF-8 byte-order mark before `---` hides the frontmatter (the loader matches `^---`). */
  bomHidesFrontmatter: boolean;
  /** `description` longer than this (characters) rejects the skill. */
  descriptionMaxDrop?: number;
  /** `name` longer than this rejects the skill. */
  nameMaxDrop?: number;
  /** The listing entry (description + when_to_use) is cut at this many characters. */
  listingEntryCut?: number;
  /** All skills' listing entries share this many characters by default. */
  listingBudget?: number;
  /** Only the first this-many tokens of the body are kept (Claude Code after compaction). */
  bodyTokensKept?: number;
  /** A SKILL.md larger than this many bytes is not loaded. */
  fileBytesMaxDrop?: number;
  /** The body is flagged (not rejected) past this many lines. */
  bodyLinesAdvice?: number;
  /** Publishing rejects `allowed-tools` written as a YAML list. */
  allowedToolsStringOnly: boolean;
  /** Publishing rejects `metadata.github-*` install keys. */
  rejectsInstallMetadata: boolean;
  /** Publishing requires the name to follow the Agent Skills rules and equal the folder. */
  strictName: boolean;
  /** Where each fact above comes from. */
  sources: Readonly<Record<string, LimitSource>>;
}

const CHECKED = '2026-12-01';

/** Fields of the open Agent Skills spec (agentskills.io/specification). */
export const SPEC_FIELDS = ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'] as const;

export const RUNTIMES: Readonly<Record<RuntimeId, RuntimeProfile>> = {
  'claude-code': {
    id: 'claude-code',
    name: 'Claude Code',
    fields: [
      ...SPEC_FIELDS,
      'when_to_use',
      'argument-hint',
      'arguments',
      'disable-model-invocation',
      'user-invocable',
      'model',
      'effort',
      'context',
      'agent',
      'hooks',
      'paths',
      'shell',
    ],
    required: [],
    yaml: 'fallback-body',
    upperCaseSkillMd: true,
    bomHidesFrontmatter: false,
    listingEntryCut: 1536,
    listingBudget: 8000,
    bodyTokensKept: 5000,
    allowedToolsStringOnly: false,
    rejectsInstallMetadata: false,
    strictName: false,
    sources: {
      fields: {
        title: 'Claude Code docs, "Extend Claude with skills" — frontmatter reference',
        url: 'https://code.claude.com/docs/en/skills',
        checked: CHECKED,
      },
      listingEntryCut: {
        title: 'Claude Code docs, "Extend Claude with skills" — the combined description and when_to_use are cut at 1,536 characters in the skill listing',
        url: 'https://code.claude.com/docs/en/skills',
        checked: CHECKED,
      },
      listingBudget: {
        title: 'anthropics/claude-code#64606 — listing budget = 1% of the context window × 4 characters per token, 8,000 characters by default',
        url: 'https://github.com/anthropics/claude-code/issues/64606',
        checked: CHECKED,
      },
      bodyTokensKept: {
        title: 'Claude Code docs, "Extend Claude with skills" — after auto-compaction an invoked skill is re-attached with its first 5,000 tokens',
        url: 'https://code.claude.com/docs/en/skills',
        checked: CHECKED,
      },
      yaml: {
        title:
          'anthropics/claude-code#94301 — frontmatter that fails to parse drops every field; the skill is listed by folder name and first body line (an unquoted `: ` is tolerated, pingdotgg/t3code#7757)',
        url: 'https://github.com/anthropics/claude-code/issues/94301',
        checked: CHECKED,
      },
    },
  },
  codex: {
    id: 'codex',
    name: 'Codex',
    fields: ['name', 'description', 'metadata'],
    required: ['name', 'description'],
    yaml: 'strict',
    upperCaseSkillMd: true,
    bomHidesFrontmatter: false,
    descriptionMaxDrop: 1024,
    nameMaxDrop: 64,
    listingBudget: 8000,
    allowedToolsStringOnly: false,
    rejectsInstallMetadata: false,
    strictName: false,
    sources: {
      fields: {
        title: 'OpenAI Codex docs, "Agent Skills" — Codex reads name, description and metadata.short-description',
        url: 'https://developers.openai.com/codex/skills',
        checked: CHECKED,
      },
      required: {
        title: 'Codex loader message "invalid YAML: missing field `description`" (actionbook/rust-skills#16)',
        url: 'https://github.com/actionbook/rust-skills/issues/16',
        checked: CHECKED,
      },
      yaml: {
        title: 'openai/codex#8609 — an unquoted `: ` in the description: "invalid YAML", the skill is skipped',
        url: 'https://github.com/openai/codex/issues/8609',
        checked: CHECKED,
      },
      descriptionMaxDrop: {
        title: 'Codex loader message "invalid description: exceeds maximum length of 1024 characters" (pproenca/dot-skills#9)',
        url: 'https://github.com/pproenca/dot-skills/issues/9',
        checked: CHECKED,
      },
      listingBudget: {
        title:
          'OpenAI Codex docs, "Agent Skills" — the initial list of skills is capped at roughly 2% of the context window, or 8,000 characters when the window is unknown; descriptions are shortened first, then skills omitted',
        url: 'https://developers.openai.com/codex/skills',
        checked: '2026-12-05',
      },
      nameMaxDrop: {
        title: 'codex-rs/core/src/skills/loader.rs — name at most 64 characters',
        url: 'https://github.com/openai/codex/tree/main/codex-rs/core/src/skills',
        checked: CHECKED,
      },
    },
  },
  cursor: {
    id: 'cursor',
    name: 'Cursor',
    fields: ['name', 'description', 'license', 'compatibility', 'metadata', 'disable-model-invocation'],
    required: ['name', 'description'],
    yaml: 'undocumented',
    upperCaseSkillMd: true,
    bomHidesFrontmatter: false,
    allowedToolsStringOnly: false,
    rejectsInstallMetadata: false,
    strictName: false,
    sources: {
      fields: {
        title: 'Cursor docs, "Agent Skills" — frontmatter fields name, description (required), license, compatibility, metadata, disable-model-invocation',
        url: 'https://cursor.com/docs/context/skills',
        checked: CHECKED,
      },
    },
  },
  'gemini-cli': {
    id: 'gemini-cli',
    name: 'Gemini CLI',
    fields: ['name', 'description'],
    required: ['name', 'description'],
    yaml: 'lenient-colon',
    upperCaseSkillMd: true,
    bomHidesFrontmatter: true,
    allowedToolsStringOnly: false,
    rejectsInstallMetadata: false,
    strictName: false,
    sources: {
      fields: {
        title: 'google-gemini/gemini-cli packages/core/src/skills/skillLoader.ts (commit 04fbf50) — reads name and description only; both must be strings',
        url: 'https://github.com/google-gemini/gemini-cli/blob/main/packages/core/src/skills/skillLoader.ts',
        checked: CHECKED,
      },
      yaml: {
        title: 'skillLoader.ts parseFrontmatter — js-yaml, then a line parser "where description contains colons"',
        url: 'https://github.com/google-gemini/gemini-cli/blob/main/packages/core/src/skills/skillLoader.ts',
        checked: CHECKED,
      },
      upperCaseSkillMd: {
        title: 'skillLoader.ts loadSkillsFromDir — glob `SKILL.md`, `*/SKILL.md`; FRONTMATTER_REGEX `^---`',
        url: 'https://github.com/google-gemini/gemini-cli/blob/main/packages/core/src/skills/skillLoader.ts',
        checked: CHECKED,
      },
    },
  },
  'gh-skill': {
    id: 'gh-skill',
    name: 'GitHub Copilot / gh skill',
    fields: [...SPEC_FIELDS],
    required: ['name', 'description'],
    yaml: 'strict',
    upperCaseSkillMd: true,
    bomHidesFrontmatter: false,
    bodyLinesAdvice: 500,
    allowedToolsStringOnly: true,
    rejectsInstallMetadata: true,
    strictName: true,
    sources: {
      fields: {
        title: 'cli/cli pkg/cmd/skills/publish/publish.go (commit 0c73f17) — validates against the Agent Skills specification',
        url: 'https://github.com/cli/cli/blob/trunk/pkg/cmd/skills/publish/publish.go',
        checked: CHECKED,
      },
      allowedToolsStringOnly: {
        title: 'gh skill publish: "allowed-tools must be a string (space-delimited), not an array" (error)',
        url: 'https://github.com/cli/cli/blob/trunk/pkg/cmd/skills/publish/publish.go',
        checked: CHECKED,
      },
      rejectsInstallMetadata: {
        title: 'gh skill publish: "contains install metadata that must be stripped: metadata.github-* (use --fix)" (error)',
        url: 'https://github.com/cli/cli/blob/trunk/pkg/cmd/skills/publish/publish.go',
        checked: CHECKED,
      },
      strictName: {
        title: 'gh skill publish: name must follow agentskills.io naming and match its directory (error)',
        url: 'https://github.com/cli/cli/blob/trunk/pkg/cmd/skills/publish/publish.go',
        checked: CHECKED,
      },
      yaml: {
        title: 'gh skill publish: "invalid frontmatter YAML" (error)',
        url: 'https://github.com/cli/cli/blob/trunk/pkg/cmd/skills/publish/publish.go',
        checked: CHECKED,
      },
      bodyLinesAdvice: {
        title: 'gh skill publish: "skill body is N lines (recommended max: 500 for efficient context)" (warning)',
        url: 'https://github.com/cli/cli/blob/trunk/pkg/cmd/skills/publish/publish.go',
        checked: CHECKED,
      },
    },
  },
  openclaw: {
    id: 'openclaw',
    name: 'OpenClaw',
    fields: [
      'name',
      'description',
      'license',
      'compatibility',
      'metadata',
      'allowed-tools',
      'homepage',
      'user-invocable',
      'disable-model-invocation',
      'command-dispatch',
      'command-tool',
      'command-arg-mode',
    ],
    required: ['description'],
    yaml: 'lenient-colon',
    upperCaseSkillMd: true,
    bomHidesFrontmatter: true,
    fileBytesMaxDrop: 256_000,
    listingBudget: 30_000,
    allowedToolsStringOnly: false,
    rejectsInstallMetadata: false,
    strictName: false,
    sources: {
      fields: {
        title:
          'OpenClaw docs, "Skills" — AgentSkills-compatible frontmatter plus homepage, user-invocable, disable-model-invocation, command-dispatch, metadata.openclaw',
        url: 'https://docs.openclaw.ai/tools/skills',
        checked: CHECKED,
      },
      yaml: {
        title:
          'openclaw/openclaw src/markdown/frontmatter.ts (commit 0774ff5) — YAML merged with a line parser that keeps an unquoted `: `; content must start with `---`',
        url: 'https://github.com/openclaw/openclaw/blob/main/src/markdown/frontmatter.ts',
        checked: CHECKED,
      },
      fileBytesMaxDrop: {
        title: 'OpenClaw docs, "Skills config" — skills.limits.maxSkillFileBytes 256000 (a larger SKILL.md is skipped)',
        url: 'https://docs.openclaw.ai/tools/skills-config',
        checked: CHECKED,
      },
      listingBudget: {
        title: 'OpenClaw docs, "Skills config" — skills.limits.maxSkillsPromptChars 30000',
        url: 'https://docs.openclaw.ai/tools/skills-config',
        checked: CHECKED,
      },
    },
  },
};

/** Fields that change what a skill does where they are read; elsewhere they are silently ignored. */
export const BEHAVIOUR_FIELDS: readonly string[] = ['when_to_use', 'disable-model-invocation', 'user-invocable', 'context', 'agent', 'hooks', 'paths'];

/** The source of one fact of a runtime, or its general "fields" source. */
export function sourceOf(id: RuntimeId, fact: string): LimitSource {
  const s = RUNTIMES[id].sources;
  return s[fact] ?? s.fields;
}
