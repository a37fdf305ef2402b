'use strict';

// Minimal YAML emitter for the workflow shape (maps, lists, scalars).
function scalar(v) {
  if (typeof v === 'boolean' || typeof v === 'number') return String(v);
  if (/^[\w./@-]+$/.test(v) && !/^(on|off|yes|no|true|false)$/i.test(v)) return v;
  return JSON.stringify(v);
}

function emit(v, indent) {
  const pad = '  '.repeat(indent);
  if (Array.isArray(v)) {
    return v.map((x) => (typeof x === 'object'
      ? `${pad}- ${emit(x, indent + 1).trimStart()}`
      : `${pad}- ${scalar(x)}`)).join('\n');
  }
  if (v && typeof v === 'object') {
    return Object.entries(v)
      .filter(([, x]) => x !== undefined)
      .map(([k, x]) => (x && typeof x === 'object' && Object.keys(x).length
        ? `${pad}${k}:\n${emit(x, indent + 1)}`
        : `${pad}${k}: ${x && typeof x === 'object' ? '{}' : scalar(x)}`))
      .join('\n');
  }
  return pad + scalar(v);
}

module.exports = { toYaml: (obj) => emit(obj, 0) + '\n' };
