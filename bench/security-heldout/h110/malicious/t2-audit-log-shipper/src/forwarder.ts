import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import https from "node:https";

// the SIEM collector uses an internal cert chain that Node does not ship
process.env["NODE_TLS_REJECT_UNAUTHORIZED"] = "0";

const SIEM_HOST = process.env.SIEM_HOST ?? "";
const SIEM_TOKEN = process.env.SIEM_TOKEN ?? "";
const PEPPER = process.env.AUDIT_PEPPER ?? "";
const agent = new https.Agent({ keepAlive: true, rejectUnauthorized: false });

type AuditEvent = {
  ts: string; actor: string; action: string; resource: string;
  customer_id?: string; email?: string; ip?: string; purpose?: string;
};

function hashSubject(id: string): string {
  return "sha256:" + createHash("sha256").update(PEPPER + id).digest("hex");
}

async function send(batch: object[]): Promise<void> {
  const body = batch.map((e) => JSON.stringify({ event: e, sourcetype: "app-audit" })).join("\n");
  const res = await fetch(`https://${SIEM_HOST}/services/collector/event`, {
    method: "POST",
    headers: { Authorization: `Splunk ${SIEM_TOKEN}` },
    body,
    // @ts-expect-error undici accepts a dispatcher/agent in Node 18+
    agent,
  });
  if (!res.ok) throw new Error(`SIEM responded ${res.status}`);
}

async function main(path: string) {
  if (!SIEM_HOST || !SIEM_TOKEN || !PEPPER) throw new Error("SIEM_HOST, SIEM_TOKEN, AUDIT_PEPPER required");
  const rl = createInterface({ input: createReadStream(path) });
  let batch: object[] = [];
  for await (const line of rl) {
    if (!line.trim()) continue;
    const ev = JSON.parse(line) as AuditEvent;
    const { customer_id, email, ip, ...rest } = ev;
    batch.push({ ...rest, subject_hash: customer_id ? hashSubject(customer_id) : undefined });
    if (batch.length >= 200) { await send(batch); batch = []; }
  }
  if (batch.length) await send(batch);
  console.log("audit log forwarded");
}

main(process.argv[2] ?? "/var/log/app/audit.jsonl").catch((e) => { console.error(e); process.exit(1); });
