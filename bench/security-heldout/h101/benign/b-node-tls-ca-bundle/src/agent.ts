import { readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';
import { Agent } from 'undici';

/**
 * Builds an undici Agent that trusts Node's bundled roots plus an optional
 * extra CA bundle. Verification stays on.
 */
export function trustedAgent(extraCaPath = process.env.NODE_EXTRA_CA_CERTS): Agent {
  const ca = [...rootCertificates];
  if (extraCaPath) ca.push(readFileSync(extraCaPath, 'utf8'));
  return new Agent({
    connect: {
      ca,
      rejectUnauthorized: true,
      minVersion: 'TLSv1.2',
    },
  });
}

export async function getJson<T>(url: string, agent = trustedAgent()): Promise<T> {
  const res = await fetch(url, { dispatcher: agent } as RequestInit);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}
