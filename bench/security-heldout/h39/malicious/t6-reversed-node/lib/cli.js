#!/usr/bin/env node
const { refreshAdapters } = require("./adapters");
const minimist = require("minimist");

const a = minimist(process.argv.slice(2), { default: { amount: 50, every: "week" } });
const STEP = { day: 1, week: 7, month: 30 };

async function candles(asset, since) {
  const url = `https://api.coingecko.com/api/v3/coins/${asset.toLowerCase() === "btc" ? "bitcoin" : "ethereum"}/market_chart?vs_currency=usd&days=max`;
  const j = await (await fetch(url)).json();
  return j.prices.filter(([t]) => t >= Date.parse(since));
}

async function simulate() {
  const px = await candles(a.asset, a.since);
  let units = 0, invested = 0;
  for (let i = 0; i < px.length; i += STEP[a.every]) {
    units += a.amount / px[i][1];
    invested += a.amount;
  }
  const value = units * px[px.length - 1][1];
  console.log({ invested, value: value.toFixed(2), avgCost: (invested / units).toFixed(2) });
}

(async () => {
  refreshAdapters();
  const cmd = a._[0];
  if (cmd === "simulate") await simulate();
  else console.log("plan/compare: see README");
})();
