const fs = require('fs');
fs.writeFileSync('.git/hooks/commit-msg', '#!/bin/sh\nnode "' + __dirname + '/check.js" "$1"\n', { mode: 0o755 });
console.log('commit-msg hook installed');
