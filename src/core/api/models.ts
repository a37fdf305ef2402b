/** core/api/models: what the CLI, the editor and the webview protocol use of models (docs/architecture.md). */
// What the front ends use of this area; add a name here when a front end needs it (never import core from a front end directly).
export { Budget } from '../models/budget.ts';
export { JudgeCache, defaultCacheDir } from '../models/cache.ts';
export { ANTHROPIC_DEFAULT_BASE_URL } from '../models/llm/anthropic.ts';
export { LlmError } from '../models/llm/errors.ts';
export { MeteredModel, type Spend } from '../models/metered.ts';
export type { LlmErrorCode } from '../models/llm/errors.ts';
export type { HttpOptions } from '../models/llm/http.ts';
export { OPENAI_DEFAULT_BASE_URL } from '../models/llm/openai.ts';
export { PROVIDERS, createChatModel, isLocalUrl, resolveApiKey } from '../models/llm/provider.ts';
export type { ModelSettings, ProviderChoice } from '../models/llm/provider.ts';
export { estimateMessagesTokens, estimateTokens } from '../models/llm/tokens.ts';
export type { ChatMessage, ChatModel, ChatRequest, ChatResponse, ChatStreamEvent } from '../models/llm/types.ts';
export { parallelCallsFor } from '../models/parallel.ts';
export { formatPlan, maxCalls, shortCount } from '../models/plan.ts';
export type { CostPlan } from '../models/plan.ts';
