/**
 * The model options shared by `score` and `optimize` (docs/features.md §9 "Model options"):
 * `--provider none|openai|anthropic --model M --base-url URL`, with the config file's
 * `model` defaults (never a key) filling what the flags leave out. One place decides
 * which model a command talks to, so the two commands cannot drift apart.
 */
import { Option, type Command } from 'commander';
import { ConfigError, loadConfig } from '../core/api/base.ts';
import { localTable, type Locale } from '../core/api/base.ts';
import { LlmError } from '../core/api/models.ts';
import type { HttpOptions } from '../core/api/models.ts';
import { createChatModel, PROVIDERS, type ModelSettings, type ProviderChoice } from '../core/api/models.ts';
import type { ChatModel } from '../core/api/models.ts';
import type { LocalisedText } from '../core/api/rules.ts';
import { CliError } from './io.ts';

const M = {
  needProvider: {
    en: '--model and --base-url need a provider: add --provider openai (any OpenAI-compatible endpoint) or --provider anthropic',
    zh: '--model 和 --base-url 需要指定 provider：请加 --provider openai（任何 OpenAI 兼容端点）或 --provider anthropic',
  },
  modelConfig: { en: 'model settings: {detail}', zh: '模型设置有误：{detail}' },
  badTimeout: { en: '--timeout must be a number of seconds > 0, got "{v}"', zh: '--timeout 必须是大于 0 的秒数，收到 "{v}"' },
} satisfies Record<string, LocalisedText>;
const say = localTable(M);

/** `--timeout SECONDS` (score, optimize): the time limit per model request attempt, in ms; a usage error otherwise. */
export function timeoutMsOf(value: string | undefined, locale: Locale): number | undefined {
  if (value === undefined) return undefined;
  const s = Number(value);
  if (!Number.isFinite(s) || s <= 0) throw new CliError(say(locale, 'badTimeout', { v: value }));
  return Math.round(s * 1000);
}

export interface ModelFlags {
  provider?: ProviderChoice;
  model?: string;
  baseUrl?: string;
}

export function addModelOptions(cmd: Command, baseUrlHelp = 'endpoint, e.g. http://127.0.0.1:11434/v1'): Command {
  return cmd
    .addOption(new Option('--provider <provider>', 'none | openai (any OpenAI-compatible endpoint) | anthropic').choices(PROVIDERS))
    .option('--model <name>', 'model name')
    .option('--base-url <url>', baseUrlHelp);
}

/**
 * Flags first, then the nearest config file's `model` defaults (only when the flag did
 * not name a different provider), then `none`. Usage and config problems are CliErrors.
 */
export async function resolveModel(
  flags: ModelFlags,
  where: { start: string; configFile?: string; env: NodeJS.ProcessEnv; locale: Locale; http?: HttpOptions },
): Promise<{ settings: ModelSettings; model?: ChatModel }> {
  let defaults: ModelFlags = {};
  try {
    defaults = (await loadConfig(where.start, where.configFile)).config.model ?? {};
  } catch (e) {
    if (e instanceof ConfigError) throw new CliError(e.message);
    throw e;
  }
  const provider: ProviderChoice = flags.provider ?? defaults.provider ?? 'none';
  if (provider === 'none' && (flags.model || flags.baseUrl)) throw new CliError(say(where.locale, 'needProvider'));
  const sameProvider = !flags.provider || flags.provider === defaults.provider;
  const settings: ModelSettings = {
    provider,
    model: flags.model ?? (sameProvider ? defaults.model : undefined),
    baseUrl: flags.baseUrl ?? (sameProvider ? defaults.baseUrl : undefined),
  };
  try {
    return { settings, model: createChatModel(settings, where.env, where.http) };
  } catch (e) {
    if (e instanceof LlmError) throw new CliError(say(where.locale, 'modelConfig', { detail: e.message }));
    throw e;
  }
}
