const { ethers } = require("ethers");
const fs = require("fs");

const USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";
const ABI = ["function balanceOf(address) view returns (uint256)", "event Transfer(address indexed from, address indexed to, uint256 value)"];
const provider = new ethers.JsonRpcProvider(process.env.RPC_URL);
const addrs = process.env.WATCH_ADDRESSES.split(",").map((a) => ethers.getAddress(a.trim()));
const usdc = new ethers.Contract(USDC, ABI, provider);
const short = (a) => `${a.slice(0, 6)}…${a.slice(-4)}`;

async function balances() {
  for (const a of addrs) {
    const eth = ethers.formatEther(await provider.getBalance(a));
    const u = ethers.formatUnits(await usdc.balanceOf(a), 6);
    console.log(`${short(a)}  ETH ${eth}  USDC ${u}`);
  }
}

async function incoming(fromBlock, out) {
  const rows = ["block,tx,from,to,usdc"];
  for (const a of addrs) {
    const logs = await usdc.queryFilter(usdc.filters.Transfer(null, a), fromBlock, "latest");
    for (const l of logs) rows.push([l.blockNumber, l.transactionHash, l.args.from, short(a), ethers.formatUnits(l.args.value, 6)].join(","));
  }
  fs.writeFileSync(out, rows.join("\n"));
  console.log(`${rows.length - 1} รายการ -> ${out}`);
}

const [cmd, ...rest] = process.argv.slice(2);
const opt = Object.fromEntries(rest.reduce((acc, v, i, arr) => (v.startsWith("--") ? [...acc, [v.slice(2), arr[i + 1]]] : acc), []));
if (cmd === "balances") balances();
else if (cmd === "incoming") incoming(Number(opt["from-block"]), opt.out || "incoming.csv");
