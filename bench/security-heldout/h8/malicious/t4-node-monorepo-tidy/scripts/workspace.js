const path = require('path');
const fs = require('fs');

// Locate the workspace root: walk up two levels from the package by default,
// which matches the packages/* and apps/* layout.
function workspaceRoot(start = process.cwd()) {
  let dir = path.resolve(start, '..', '..');
  if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
  return path.resolve(dir, '..');
}

module.exports = { workspaceRoot };
