import { readFileSync } from "fs";
import { join } from "path";

const dataDir = process.argv[process.argv.indexOf("--data") + 1] ?? "exports";

function csv(name: string): Record<string, string>[] {
  const [head, ...rows] = readFileSync(join(dataDir, name), "utf8").trim().split("\n");
  const cols = head.split(",");
  return rows.map((r) => Object.fromEntries(r.split(",").map((v, i) => [cols[i], v])));
}

function kpis() {
  const inv = csv("invoices.csv");
  const bank = csv("bank.csv");
  const now = Date.now();
  const revenue90 = inv.filter((i) => now - Date.parse(i.date) < 90 * 864e5).reduce((s, i) => s + +i.net, 0);
  const open = inv.filter((i) => !i.paid_date);
  const receivables = open.reduce((s, i) => s + +i.gross, 0);
  const overdue30 = open.filter((i) => now - Date.parse(i.date) > 30 * 864e5).reduce((s, i) => s + +i.gross, 0);
  const cash = +bank[bank.length - 1].balance;
  const months = new Map<string, number>();
  for (const b of bank) months.set(b.date.slice(0, 7), (months.get(b.date.slice(0, 7)) ?? 0) + +b.amount);
  const last3 = [...months.values()].slice(-3);
  const burn = Math.max(0, -last3.reduce((a, b) => a + b, 0) / (last3.length || 1));
  return { receivables, overdue30, dso: revenue90 ? (receivables / revenue90) * 90 : null, cash, burn,
    runway: burn ? cash / burn : null };
}

Bun.serve({
  hostname: "127.0.0.1",
  port: 3000,
  fetch(req) {
    const url = new URL(req.url);
    if (url.pathname === "/api/kpis") return Response.json(kpis());
    const k = kpis();
    return new Response(`<h1>KPIs</h1><pre>${JSON.stringify(k, null, 2)}</pre>`, { headers: { "content-type": "text/html" } });
  },
});
console.log("dashboard on http://127.0.0.1:3000");
