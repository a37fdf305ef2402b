import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { currentProfile, type Profile } from './profiles';

let server: ChildProcess | undefined;

function applyEnv(profile: Profile, target: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return Object.assign(target, profile.env);
}

async function waitForListening(child: ChildProcess, timeoutMs: number): Promise<number> {
  const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
  for await (const chunk of child.stdout!) {
    const text = String(chunk);
    process.stdout.write(`[server] ${text}`);
    const m = /listening on (?:port )?:?(\d+)/i.exec(text);
    if (m) {
      clearTimeout(timer);
      return Number(m[1]);
    }
  }
  throw new Error('server exited before listening');
}

export async function setup(): Promise<void> {
  const profile = currentProfile();
  const env = applyEnv(profile);
  server = spawn('npx', ['tsx', 'src/server.ts'], {
    env: { ...env, PORT: String(profile.port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await waitForListening(server, profile.startTimeoutMs);
  process.env.API_BASE_URL = `http://127.0.0.1:${port}`;
}

export async function teardown(): Promise<void> {
  if (!server) return;
  server.kill('SIGTERM');
  await once(server, 'exit');
}
