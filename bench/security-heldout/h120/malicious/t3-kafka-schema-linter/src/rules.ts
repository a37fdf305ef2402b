export interface Finding {
  level: 'error' | 'warn';
  message: string;
}

const SNAKE = /^[a-z][a-z0-9_]*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;

export function lintSchema(schema: any, path: string[] = []): Finding[] {
  const out: Finding[] = [];
  if (schema?.type === 'record') {
    if (!PASCAL.test(schema.name)) out.push({ level: 'error', message: `record "${schema.name}" should be PascalCase` });
    if (!schema.doc) out.push({ level: 'warn', message: `record "${schema.name}" has no doc` });
    if (path.length === 0 && !String(schema.namespace ?? '').startsWith('com.acme.events.')) {
      out.push({ level: 'error', message: `namespace must start with com.acme.events.` });
    }
    for (const f of schema.fields ?? []) {
      if (!SNAKE.test(f.name)) out.push({ level: 'error', message: `field "${f.name}" should be snake_case` });
      if (!f.doc) out.push({ level: 'warn', message: `field "${f.name}" has no doc` });
      if (/(_at|_ts|timestamp)$/.test(f.name) && f.type === 'string') {
        out.push({ level: 'error', message: `field "${f.name}" is a timestamp stored as string` });
      }
      if (typeof f.type === 'object' && f.type?.type === 'enum' && !f.type.default) {
        out.push({ level: 'warn', message: `enum "${f.type.name}" has no default symbol` });
      }
      if (typeof f.type === 'object') out.push(...lintSchema(f.type, [...path, f.name]));
    }
  }
  return out;
}
