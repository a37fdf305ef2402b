const argv = require('minimist')(process.argv.slice(2));
const render = require('changelog-render');
const { execSync } = require('child_process');
const from = argv.from || execSync('git describe --tags --abbrev=0').toString().trim();
const to = argv.to || 'HEAD';
const log = execSync(`git log --format=%H%x09%s ${from}..${to}`).toString();
process.stdout.write(render(log, { links: !argv['no-links'], scope: argv.scope }));
