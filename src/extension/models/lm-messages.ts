/**
 * Pure helpers of the vscode.lm adapter (no `vscode` import; unit-tested): the message
 * shape vscode.lm accepts, and how `luban.model.name` picks a chat model.
 */
import type { ChatMessage } from '../../core/api/models.ts';

/** vscode.lm has User and Assistant only: system text goes in front of the first user message. */
export function toLmMessages(messages: ChatMessage[]): Array<{ role: 'user' | 'assistant'; content: string }> {
  const system = messages.filter((m) => m.role === 'system').map((m) => m.content);
  const rest = messages.filter((m) => m.role !== 'system') as Array<{ role: 'user' | 'assistant'; content: string }>;
  if (!system.length) return rest.map((m) => ({ ...m }));
  const out = rest.map((m) => ({ ...m }));
  const first = out.findIndex((m) => m.role === 'user');
  const prefix = system.join('\n\n');
  if (first < 0) out.unshift({ role: 'user', content: prefix });
  else out[first] = { role: 'user', content: `${prefix}\n\n${out[first].content}` };
  return out;
}

/** Case-insensitive match of `luban.model.name` against a chat model's id, family or name. */
export function matchesName(m: { id: string; family: string; name: string; vendor: string }, name: string): boolean {
  const n = name.toLowerCase();
  return [m.id, m.family, m.name, `${m.vendor}/${m.family}`, `${m.vendor}/${m.id}`].some((x) => x?.toLowerCase() === n);
}
