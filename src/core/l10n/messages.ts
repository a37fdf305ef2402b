/**
 * Shared user-visible strings (CLI and reports) in English and Simplified Chinese.
 * Rule messages are declared with their rules.
 */
import type { LocalisedText } from '../rules/types.ts';

export const messages = {
  'cli.noFindings': { en: 'no problems', zh: '没有问题' },
} satisfies Record<string, LocalisedText>;

export type MessageKey = keyof typeof messages;
