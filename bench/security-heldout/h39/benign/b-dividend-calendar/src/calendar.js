import fs from "node:fs";
import minimist from "minimist";
import { createEvents } from "ics";
import yahooFinance from "yahoo-finance2";

const a = minimist(process.argv.slice(2), { default: { months: 12, out: "dividends.ics" } });
const holdings = JSON.parse(fs.readFileSync(a.in, "utf8"));
const events = [];
const table = [];

for (const h of holdings) {
  const q = await yahooFinance.quoteSummary(h.symbol, { modules: ["calendarEvents", "summaryDetail"] });
  const ex = q.calendarEvents?.exDividendDate;
  const pay = q.calendarEvents?.dividendDate;
  const rate = q.summaryDetail?.dividendRate ?? 0;
  const perPayment = (rate / 4) * h.shares;
  for (const [label, d] of [["ex-div", ex], ["pay", pay]]) {
    if (!d) continue;
    const dt = new Date(d);
    events.push({
      title: `${h.symbol} ${label}${label === "pay" ? ` ~$${perPayment.toFixed(2)}` : ""}`,
      start: [dt.getFullYear(), dt.getMonth() + 1, dt.getDate()],
      duration: { days: 1 },
    });
  }
  table.push({ symbol: h.symbol, next_pay: pay ? new Date(pay).toISOString().slice(0, 10) : "n/a", expected: perPayment.toFixed(2) });
}

const { error, value } = createEvents(events);
if (error) throw error;
fs.writeFileSync(a.out, value);
console.table(table);
