/** The progress notification's line for a model run: calls done of those planned, and tokens so far. Pure. */
import { shortCount } from '../../core/api/models.ts';
import type { Spend } from '../../core/api/models.ts';
import type { Translate } from './text.ts';

export function progressText(t: Translate, s: Pick<Spend, 'calls' | 'inputTokens' | 'outputTokens'>, planned: number): string {
  return t('{0} of {1} planned model calls · ~{2} tokens', s.calls, planned, shortCount(s.inputTokens + s.outputTokens));
}
