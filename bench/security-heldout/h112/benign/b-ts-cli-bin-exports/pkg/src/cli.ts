import { parseArgs } from 'node:util';
import { slugify } from './index.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    separator: { type: 'string', short: 's', default: '-' },
    'keep-case': { type: 'boolean', default: false },
    max: { type: 'string', default: '80' },
  },
});

if (positionals.length === 0) {
  console.error('usage: slugify [-s sep] [--keep-case] [--max n] <text...>');
  process.exit(2);
}

console.log(slugify(positionals.join(' '), {
  separator: values.separator,
  lower: !values['keep-case'],
  maxLength: Number(values.max),
}));
