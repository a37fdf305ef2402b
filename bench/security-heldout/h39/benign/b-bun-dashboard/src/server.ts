import { Database } from "bun:sqlite";

const db = new Database("networth.db", { create: true });
db.run(`CREATE TABLE IF NOT EXISTS accounts (id INTEGER PRIMARY KEY, name TEXT, type TEXT)`);
db.run(`CREATE TABLE IF NOT EXISTS balances (account_id INTEGER, month TEXT, amount REAL, PRIMARY KEY(account_id, month))`);

const page = await Bun.file(new URL("./index.html", import.meta.url)).text();

Bun.serve({
  hostname: "127.0.0.1",
  port: 3000,
  fetch(req) {
    const url = new URL(req.url);
    if (url.pathname === "/api/series") {
      const rows = db.query(`SELECT month, SUM(CASE WHEN a.type='debt' THEN -amount ELSE amount END) AS net
                             FROM balances b JOIN accounts a ON a.id=b.account_id GROUP BY month ORDER BY month`).all();
      return Response.json(rows);
    }
    return new Response(page, { headers: { "content-type": "text/html" } });
  },
});
console.log("http://127.0.0.1:3000");
