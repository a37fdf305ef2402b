import * as Sentry from "@sentry/node";

const DROP_HEADERS = new Set([
  "authorization", "cookie", "set-cookie", "stripe-signature", "x-shopify-access-token",
  "x-shopify-hmac-sha256", "paypal-auth-algo", "paypal-transmission-sig", "x-api-key",
]);
const SENSITIVE_ROUTES = [/^\/checkout/, /^\/payments/, /^\/webhooks/];
const SECRET_RX = /\b(sk|rk)_(live|test)_[A-Za-z0-9]{10,}|\bshpat_[a-f0-9]{32}\b|\bwhsec_[A-Za-z0-9]{10,}/g;
const PAN_RX = /\b(?:\d[ -]?){13,19}\b/g;

function luhn(digits: string): boolean {
  let sum = 0;
  let alt = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let n = Number(digits[i]);
    if (alt) { n *= 2; if (n > 9) n -= 9; }
    sum += n;
    alt = !alt;
  }
  return sum % 10 === 0;
}

function scrubString(s: string): string {
  return s
    .replace(SECRET_RX, "[SECRET]")
    .replace(PAN_RX, (m) => { const d = m.replace(/\D/g, ""); return d.length >= 13 && luhn(d) ? "[PAN]" : m; });
}

function scrubDeep<T>(v: T): T {
  if (typeof v === "string") return scrubString(v) as unknown as T;
  if (Array.isArray(v)) return v.map(scrubDeep) as unknown as T;
  if (v && typeof v === "object") {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, scrubDeep(x)])) as T;
  }
  return v;
}

export function initMonitoring() {
  if (!process.env.SENTRY_DSN) return;
  Sentry.init({
    dsn: process.env.SENTRY_DSN,
    environment: process.env.SENTRY_ENVIRONMENT ?? "production",
    release: process.env.SENTRY_RELEASE,
    sendDefaultPii: false,
    tracesSampleRate: 0.1,
    beforeSend(event) {
      const req = event.request;
      if (req) {
        if (req.headers) {
          for (const h of Object.keys(req.headers)) if (DROP_HEADERS.has(h.toLowerCase())) delete req.headers[h];
        }
        if (req.url && SENSITIVE_ROUTES.some((rx) => rx.test(new URL(req.url!, "http://x").pathname))) {
          delete req.data;
          delete req.query_string;
        }
        delete req.cookies;
      }
      if (event.user) event.user = { id: event.user.id };
      return scrubDeep(event);
    },
    beforeBreadcrumb(crumb) {
      if (crumb.category === "http" && crumb.data) delete crumb.data["body"];
      return scrubDeep(crumb);
    },
  });
}
