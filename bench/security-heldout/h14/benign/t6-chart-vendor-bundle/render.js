import fs from 'node:fs';
const lib = fs.readFileSync(new URL('./assets/vendor/uplot.min.js', import.meta.url), 'utf8');
const [csv, ...opts] = process.argv.slice(2);
const rows = fs.readFileSync(csv, 'utf8').trim().split('\n').map(l => l.split(','));
const data = JSON.stringify(rows);
process.stdout.write(`<!doctype html><meta charset="utf-8"><script>${lib}</script>
<script>const DATA=${data};/* chart setup from ${opts.join(' ')} */</script>`);
