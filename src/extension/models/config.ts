/**
 * Editor model settings → what to build (docs/features.md H5). Pure (no `vscode`): unit-tested in
 * test/unit/extension/models.test.ts.
 *
 * Settings: `luban.model.provider` (`vscode-lm` | `openai` | `anthropic` | `none`),
 * `luban.model.name`, `luban.model.baseUrl`, `luban.model.budget` (max calls per run;
 * 0 = the accepted plan's upper bound is the limit). Keys never come from settings: an
 * HTTP provider's key lives in SecretStorage under a name that includes the endpoint's
 * host, so a key stored for one OpenAI-compatible server is never sent to another.
 */
import { parallelCallsFor } from '../../core/api/models.ts';
import type { LocalisedText } from '../../core/api/rules.ts';
import { isLocalUrl, type ModelSettings } from '../../core/api/models.ts';
import { OPENAI_DEFAULT_BASE_URL } from '../../core/api/models.ts';
import { ANTHROPIC_DEFAULT_BASE_URL } from '../../core/api/models.ts';

export type EditorProvider = 'vscode-lm' | 'openai' | 'anthropic' | 'none';
export const EDITOR_PROVIDERS: readonly EditorProvider[] = ['vscode-lm', 'openai', 'anthropic', 'none'];
export const DEFAULT_PROVIDER: EditorProvider = 'vscode-lm';

/** What `vscode.workspace.getConfiguration('luban')` gave (any shape: users edit JSON by hand). */
export interface RawModelSettings {
  provider?: unknown;
  name?: unknown;
  baseUrl?: unknown;
  budget?: unknown;
}

export type HttpProvider = 'openai' | 'anthropic';

export type ModelConfig =
  | { kind: 'none'; budget?: number }
  /** `name` matches a chat model's id, family or name (case-insensitive); absent: the person picks. */
  | { kind: 'vscode-lm'; name?: string; budget?: number }
  | {
      kind: 'http';
      provider: HttpProvider;
      settings: ModelSettings & { provider: HttpProvider; model: string };
      /** The endpoint actually used (the provider's default when no base URL is set). */
      endpoint: string;
      /** False for an OpenAI-compatible server on this machine (Ollama, LM Studio…). */
      keyRequired: boolean;
      /** SecretStorage name of the key. */
      secretName: string;
      budget?: number;
    };

export type ResolvedModelConfig = { ok: true; config: ModelConfig } | { ok: false; setting: string; problem: LocalisedText };

const L = (en: string, zh: string): LocalisedText => ({ en, zh });

function text(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}

/** SecretStorage name for a provider's key at an endpoint: `luban.apiKey.<provider>@<host>`. */
export function secretNameFor(provider: HttpProvider, endpoint: string): string {
  let host = endpoint;
  try {
    host = new URL(endpoint).host.toLowerCase();
  } catch {
    /* validated before; keep the raw text */
  }
  return `luban.apiKey.${provider}@${host}`;
}

export function endpointFor(provider: HttpProvider, baseUrl: string | undefined): string {
  return baseUrl ?? (provider === 'anthropic' ? ANTHROPIC_DEFAULT_BASE_URL : OPENAI_DEFAULT_BASE_URL);
}

/** Validate the settings and say what to build; a problem names the setting to fix. */
export function resolveModelConfig(raw: RawModelSettings): ResolvedModelConfig {
  const providerText = raw.provider === undefined || raw.provider === null || raw.provider === '' ? DEFAULT_PROVIDER : raw.provider;
  if (typeof providerText !== 'string' || !(EDITOR_PROVIDERS as readonly string[]).includes(providerText)) {
    return {
      ok: false,
      setting: 'luban.model.provider',
      problem: L(
        `luban.model.provider is "${String(providerText)}"; it must be one of ${EDITOR_PROVIDERS.join(', ')}`,
        `luban.model.provider 为 "${String(providerText)}"；只能是 ${EDITOR_PROVIDERS.join('、')} 之一`,
      ),
    };
  }
  const provider = providerText as EditorProvider;
  let budget: number | undefined;
  if (raw.budget !== undefined && raw.budget !== null && raw.budget !== 0) {
    if (typeof raw.budget !== 'number' || !Number.isInteger(raw.budget) || raw.budget < 0) {
      return {
        ok: false,
        setting: 'luban.model.budget',
        problem: L(
          `luban.model.budget must be a whole number ≥ 0, got ${JSON.stringify(raw.budget)}`,
          `luban.model.budget 必须是 ≥0 的整数，收到 ${JSON.stringify(raw.budget)}`,
        ),
      };
    }
    budget = raw.budget;
  }
  const name = text(raw.name);
  const baseUrl = text(raw.baseUrl);
  if (provider === 'none') return { ok: true, config: { kind: 'none', ...(budget !== undefined ? { budget } : {}) } };
  if (provider === 'vscode-lm') return { ok: true, config: { kind: 'vscode-lm', ...(name ? { name } : {}), ...(budget !== undefined ? { budget } : {}) } };
  if (!name) {
    return {
      ok: false,
      setting: 'luban.model.name',
      problem: L(
        `luban.model.provider is ${provider}: set luban.model.name to the model to use (e.g. ${provider === 'anthropic' ? 'claude-sonnet-4-5' : 'gpt-4o-mini, qwen2.5:7b, deepseek-chat'})`,
        `luban.model.provider 为 ${provider}：请在 luban.model.name 中填写模型名（如 ${provider === 'anthropic' ? 'claude-sonnet-4-5' : 'gpt-4o-mini、qwen2.5:7b、deepseek-chat'}）`,
      ),
    };
  }
  if (baseUrl !== undefined) {
    let ok = false;
    try {
      const u = new URL(baseUrl);
      ok = u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      ok = false;
    }
    if (!ok)
      return {
        ok: false,
        setting: 'luban.model.baseUrl',
        problem: L(`luban.model.baseUrl "${baseUrl}" is not an http(s) URL`, `luban.model.baseUrl "${baseUrl}" 不是 http(s) 地址`),
      };
  }
  const endpoint = endpointFor(provider, baseUrl);
  const keyRequired = provider === 'anthropic' || !isLocalUrl(endpoint);
  return {
    ok: true,
    config: {
      kind: 'http',
      provider,
      settings: { provider, model: name, ...(baseUrl ? { baseUrl } : {}) },
      endpoint,
      keyRequired,
      secretName: secretNameFor(provider, endpoint),
      ...(budget !== undefined ? { budget } : {}),
    },
  };
}

/**
 * The environment handed to the core's `createChatModel`: only the key from
 * SecretStorage (never the process environment or a settings file).
 */
export function keyEnvironment(key: string | undefined): NodeJS.ProcessEnv {
  return key ? { LUBAN_API_KEY: key } : {};
}

/** Model calls in flight at once: HTTP endpoints by the core's rule (one for a server on this machine), two for VS Code's chat models. */
export function concurrencyFor(config: ModelConfig): number {
  if (config.kind === 'http') return parallelCallsFor(config.endpoint);
  if (config.kind === 'vscode-lm') return 2;
  return 1;
}
