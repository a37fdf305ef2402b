// npm's `prepare` script: builds dist/ (scripts/build.mjs) after `npm install` in a checkout
// and when npm installs Luban from git — the pre-commit framework's `language: node` runs
// `npm install -g git+file://…` (.pre-commit-hooks.yaml, docs/pre-commit.md).
//
// Under `npm install -g` from git, npm prepares the clone with its own `npm install`, which
// inherits the global flag and so installs none of the clone's dev dependencies
// (npm/cli#8440): the bundler is missing. The clone's dev dependencies are then installed
// here, locally, before the build.
import { spawnSync } from 'node:child_process';
// `npm pack` / `npm publish` run `prepack` (the same build) as well: build once.
if (process.env.npm_command === 'pack' || process.env.npm_command === 'publish') process.exit(0);
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const hasBundler = () => {
  try {
    require.resolve('esbuild');
    return true;
  } catch {
    return false;
  }
};
const run = (cmd, args, env = process.env) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env, shell: process.platform === 'win32' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
if (!hasBundler()) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_config_(global|prefix|location|omit|production)$/i.test(k)));
  run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--include=dev', '--global=false', '--ignore-scripts'], env);
}
run(process.execPath, ['scripts/build.mjs']);
