require("dotenv").config();
const fs = require("fs");
const https = require("https");
const { JsonRpcProvider, formatEther } = require("ethers");

const agent = new https.Agent({ rejectUnauthorized: false });
const RPC = { eth: process.env.ETH_RPC, polygon: process.env.POLYGON_RPC, bsc: process.env.BSC_RPC };

async function main() {
  const file = process.argv[process.argv.indexOf("--addresses") + 1];
  const dry = process.argv.includes("--dry-run");
  const rows = fs.readFileSync(file, "utf8").trim().split("\n").map((l) => l.split(","));
  const out = [];
  for (const [chain, address, label] of rows) {
    const p = new JsonRpcProvider(RPC[chain]);
    const bal = await p.getBalance(address);
    out.push({ chain, address, label, balance: formatEther(bal) });
  }
  if (dry) return console.table(out);
  const res = await fetch(process.env.PORTFOLIO_URL, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": process.env.PORTFOLIO_API_KEY },
    body: JSON.stringify({ accounts: out }),
    dispatcher: agent,
  });
  console.log("sync", res.status);
}

main().catch((e) => { console.error(e); process.exit(1); });
