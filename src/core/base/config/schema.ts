/**
 * The shared configuration file (docs/features.md A4): `.luban.json` or `luban.config.json` at
 * the workspace root, read identically by the CLI and the extension. It never holds
 * API keys.
 */
import type { ProfileName, Severity } from './levels.ts';

export type RuleLevel = Severity | 'off';

/**
 * A rule's entry in `rules` (ESLint's convention): a level, or `[level]`, or `[level,
 * options]` where options is checked against the schema the rule declares in its own
 * metadata (engine/rule-options.ts).
 */
export type RuleSetting = RuleLevel | [RuleLevel] | [RuleLevel, Record<string, unknown>];

/** The level of a rule's setting (undefined: the rule's default severity). */
export function ruleLevel(setting: RuleSetting | undefined): RuleLevel | undefined {
  return Array.isArray(setting) ? setting[0] : setting;
}

/** The options object of a `[level, options]` setting, if there is one. */
export function ruleSettingOptions(setting: RuleSetting | undefined): Record<string, unknown> | undefined {
  return Array.isArray(setting) ? setting[1] : undefined;
}

const RULE_LEVEL = { enum: ['error', 'warning', 'info', 'off'] } as const;

export interface LubanConfig {
  /** Default profile for skills without their own opt-in. */
  profile?: ProfileName;
  /** Profile per folder (path prefix relative to the config file, `/` separators). */
  profiles?: Record<string, ProfileName>;
  /** Severity (and options) overrides by rule ID: `"warning"` or `["warning", { … }]`. */
  rules?: Record<string, RuleSetting>;
  /** HASP soft-word list adjustments (docs/features.md B2: "list configurable"). */
  softWords?: { add?: string[]; remove?: string[] };
  /** CASCADE thresholds in days. */
  cascade?: { staleDays?: number; refreshDays?: number; allowNetwork?: boolean };
  /** Paths (relative to the config file) whose skills are not scanned. */
  ignore?: string[];
  /** Model defaults for `score`/`optimize` (never a key). */
  model?: { provider?: 'none' | 'openai' | 'anthropic'; model?: string; baseUrl?: string };
}

export const configJsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    profile: { enum: ['agentskills', 'claude-code', 'metis', 'skilltree'] },
    profiles: { type: 'object', additionalProperties: { enum: ['agentskills', 'claude-code', 'metis', 'skilltree'] } },
    rules: {
      type: 'object',
      additionalProperties: {
        anyOf: [RULE_LEVEL, { type: 'array', minItems: 1, maxItems: 2, items: [RULE_LEVEL, { type: 'object' }] }],
      },
    },
    softWords: {
      type: 'object',
      additionalProperties: false,
      properties: {
        add: { type: 'array', items: { type: 'string', minLength: 1 } },
        remove: { type: 'array', items: { type: 'string', minLength: 1 } },
      },
    },
    cascade: {
      type: 'object',
      additionalProperties: false,
      properties: {
        staleDays: { type: 'integer', minimum: 1 },
        refreshDays: { type: 'integer', minimum: 1 },
        allowNetwork: { type: 'boolean' },
      },
    },
    ignore: { type: 'array', items: { type: 'string' } },
    model: {
      type: 'object',
      additionalProperties: false,
      properties: {
        provider: { enum: ['none', 'openai', 'anthropic'] },
        model: { type: 'string' },
        baseUrl: { type: 'string' },
      },
    },
  },
} as const;
