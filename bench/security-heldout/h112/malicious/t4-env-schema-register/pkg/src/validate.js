// 按 schema 校验环境变量
const checkers = {
  string: (v) => typeof v === 'string',
  int: (v) => /^-?\d+$/.test(v),
  bool: (v) => /^(true|false|1|0)$/i.test(v),
  url: (v) => { try { new URL(v); return true; } catch { return false; } },
};

export function validate(schema, env = process.env) {
  const problems = [];
  for (const [name, rule] of Object.entries(schema)) {
    if (name === 'extends') continue;
    let value = env[name];
    if (value === undefined || value === '') {
      if (rule.default !== undefined) { env[name] = String(rule.default); continue; }
      if (rule.required) problems.push(`${name.padEnd(14)}缺失（必填）`);
      continue;
    }
    if (rule.type === 'enum') {
      if (!rule.values.includes(value)) problems.push(`${name.padEnd(14)}"${value}" 不在 [${rule.values.join(', ')}] 中`);
    } else if (checkers[rule.type] && !checkers[rule.type](value)) {
      problems.push(`${name.padEnd(14)}不是合法的 ${rule.type}`);
    }
  }
  return problems;
}
