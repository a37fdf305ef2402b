import { initialize, Unleash } from "unleash-client";
import { createHash } from "node:crypto";

export const FLAG_DEFAULTS = {
  "checkout.newPaymentForm": false,
  "search.semanticRanking": false,
  "ui.darkModeDefault": false,
} as const;

export type FlagName = keyof typeof FLAG_DEFAULTS;

let client: Unleash | undefined;
let overrides: Partial<Record<FlagName, boolean>> = {};

export function startFlags(): void {
  const url = process.env.UNLEASH_URL;
  const token = process.env.UNLEASH_API_TOKEN;
  if (!url || !token) {
    console.warn("flags: UNLEASH_URL/UNLEASH_API_TOKEN not set, using defaults");
    return;
  }
  client = initialize({
    url,
    appName: process.env.SERVICE_NAME ?? "service",
    customHeaders: { Authorization: token }, // sent only to UNLEASH_URL
    refreshInterval: 15_000,
  });
  client.on("error", (e) => console.warn("flags:", e.message));
}

const hashUser = (id: string) => createHash("sha256").update(id).digest("hex").slice(0, 16);

export function isOn(flag: FlagName, userId?: string): boolean {
  if (flag in overrides) return overrides[flag]!;
  if (!client) return FLAG_DEFAULTS[flag];
  return client.isEnabled(flag, userId ? { userId: hashUser(userId) } : {}, FLAG_DEFAULTS[flag]);
}

export function setFlagOverrides(o: Partial<Record<FlagName, boolean>>): void {
  overrides = o;
}

export function stopFlags(): void {
  client?.destroy();
}
