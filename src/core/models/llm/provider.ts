/**
 * Choosing and building a model from settings (docs/features.md §9 model options, H5): provider
 * `none | openai | anthropic`, model name, base URL. Keys come only from the
 * environment — `LUBAN_API_KEY`, else the provider's usual variable — never from a
 * config file. Local OpenAI-compatible servers (Ollama, LM Studio, vLLM) need no key.
 */
import { AnthropicChatModel } from './anthropic.ts';
import { LlmError } from './errors.ts';
import type { HttpOptions } from './http.ts';
import { OPENAI_DEFAULT_BASE_URL, OpenAIChatModel } from './openai.ts';
import type { ChatModel } from './types.ts';

export type ProviderChoice = 'none' | 'openai' | 'anthropic';
export const PROVIDERS: ProviderChoice[] = ['none', 'openai', 'anthropic'];

export interface ModelSettings {
  provider: ProviderChoice;
  model?: string;
  baseUrl?: string;
}

export interface ResolvedKey {
  key?: string;
  /** Which variable it came from (shown to people; the key never is). */
  source?: string;
}

export function resolveApiKey(provider: ProviderChoice, env: NodeJS.ProcessEnv): ResolvedKey {
  const candidates = ['LUBAN_API_KEY', provider === 'anthropic' ? 'ANTHROPIC_API_KEY' : 'OPENAI_API_KEY'];
  for (const name of candidates) {
    const v = env[name]?.trim();
    if (v) return { key: v, source: name };
  }
  return {};
}

/** Whether a base URL points at this machine (a local server that needs no key). */
export function isLocalUrl(url: string): boolean {
  try {
    const h = new URL(url).hostname;
    return h === 'localhost' || h === '127.0.0.1' || h === '::1' || h === '[::1]' || h.endsWith('.localhost') || h === '0.0.0.0';
  } catch {
    return false;
  }
}

/** Build the model, or `undefined` for provider `none`. Throws `LlmError('config')` for unusable settings. */
export function createChatModel(settings: ModelSettings, env: NodeJS.ProcessEnv, http: HttpOptions = {}): ChatModel | undefined {
  if (settings.provider === 'none') return undefined;
  const { key } = resolveApiKey(settings.provider, env);
  if (!settings.model) throw new LlmError('config', `${settings.provider}: no model name — pass --model NAME (or set "model" in the config file)`);
  if (settings.provider === 'openai') {
    const baseUrl = settings.baseUrl ?? OPENAI_DEFAULT_BASE_URL;
    if (!key && !isLocalUrl(baseUrl))
      throw new LlmError('config', `openai: no API key for ${baseUrl} — set LUBAN_API_KEY or OPENAI_API_KEY (local servers on 127.0.0.1/localhost need none)`);
    return new OpenAIChatModel({ ...http, model: settings.model, baseUrl, apiKey: key });
  }
  if (settings.provider === 'anthropic') {
    if (!key) throw new LlmError('config', 'anthropic: no API key — set LUBAN_API_KEY or ANTHROPIC_API_KEY');
    return new AnthropicChatModel({ ...http, model: settings.model, baseUrl: settings.baseUrl, apiKey: key });
  }
  throw new LlmError('config', `unknown provider "${String(settings.provider)}" (none, openai or anthropic)`);
}
