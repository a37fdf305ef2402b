/**
 * The closed word lists behind the grammatical hardening rewrites (fixes.ts): English
 * verbs a skill tells an agent to do (base form and -ing form, so "consider using X"
 * can become "use X" and "Maybe run the tests" can become "Run the tests"), and
 * the Chinese action verbs after which 也许 / 或许 can go.
 *
 * A closed list, not a stemmer: "caching" → "cach" or "using" → "us" would make a
 * fix that breaks the sentence; a verb not listed simply gets no fix.
 */

/** Base forms. Add verbs here; the -ing forms are derived (`gerundOf`). */
const BASE_VERBS = [
  'add',
  'adjust',
  'allow',
  'append',
  'apply',
  'ask',
  'avoid',
  'batch',
  'build',
  'bump',
  'bundle',
  'cache',
  'call',
  'cap',
  'change',
  'check',
  'clean',
  'clear',
  'close',
  'collect',
  'combine',
  'commit',
  'compare',
  'compress',
  'configure',
  'confirm',
  'convert',
  'copy',
  'create',
  'cut',
  'define',
  'delete',
  'describe',
  'disable',
  'document',
  'download',
  'drop',
  'edit',
  'enable',
  'ensure',
  'explain',
  'export',
  'extract',
  'fetch',
  'filter',
  'fix',
  'format',
  'generate',
  'get',
  'group',
  'handle',
  'ignore',
  'import',
  'include',
  'inline',
  'insert',
  'inspect',
  'install',
  'keep',
  'label',
  'limit',
  'link',
  'list',
  'load',
  'log',
  'lower',
  'make',
  'mark',
  'measure',
  'mention',
  'merge',
  'move',
  'name',
  'note',
  'open',
  'pass',
  'pin',
  'plan',
  'prefer',
  'print',
  'provide',
  'pull',
  'push',
  'put',
  'query',
  'raise',
  'read',
  'record',
  'reduce',
  'refactor',
  'remove',
  'rename',
  'replace',
  'report',
  'request',
  'require',
  'reset',
  'restart',
  'retry',
  'return',
  'reuse',
  'review',
  'rewrite',
  'run',
  'save',
  'scan',
  'search',
  'send',
  'set',
  'show',
  'skip',
  'sort',
  'split',
  'start',
  'stop',
  'store',
  'summarize',
  'summarise',
  'switch',
  'tag',
  'test',
  'track',
  'trim',
  'truncate',
  'update',
  'upgrade',
  'upload',
  'use',
  'validate',
  'verify',
  'wait',
  'warn',
  'wrap',
  'write',
] as const;

/** Verbs whose final consonant doubles before -ing (run → running). */
const DOUBLED = new Set([
  'cap',
  'commit',
  'cut',
  'drop',
  'get',
  'log',
  'pin',
  'plan',
  'prefer',
  'put',
  'run',
  'scan',
  'set',
  'skip',
  'split',
  'stop',
  'tag',
  'trim',
  'wrap',
]);

export function gerundOf(base: string): string {
  if (DOUBLED.has(base)) return `${base}${base[base.length - 1]}ing`;
  if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`;
  if (base.endsWith('e') && !/(?:ee|ye|oe)$/.test(base)) return `${base.slice(0, -1)}ing`;
  return `${base}ing`;
}

const BASES = new Set<string>(BASE_VERBS);
const BASE_OF_GERUND = new Map<string, string>(BASE_VERBS.map((b) => [gerundOf(b), b]));

/** Whether `word` (any case) is a listed verb in its base form. */
export function isBaseVerb(word: string): boolean {
  return BASES.has(word.toLowerCase());
}

/** The base form of a listed verb's -ing form ("using" → "use"), else undefined. */
export function baseOfGerund(word: string): string | undefined {
  return BASE_OF_GERUND.get(word.toLowerCase());
}

/**
 * Chinese action verbs after which 也许 / 或许 can be dropped and leave an instruction
 * (也许先运行测试 → 先运行测试). Stricter than the verbs after 可以考虑: no prepositions
 * (在 / 对 / 把 / 从 …), since 也许在某些情况下会失败 states a guess, not an action.
 */
export const CN_ACTION_VERB_START =
  /^(?:使用|采用|改用|改为|改成|换成|加入|加上|添加|增加|引入|拆分|合并|删除|删掉|移除|去掉|先|提供|设置|启用|开启|关闭|替换|补充|调整|跳过|保留|缓存|限制|压缩|检查|运行|执行|调用|重试|重启|确认|核对|记录)/u;
