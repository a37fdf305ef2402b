import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { createPublicClient, createWalletClient, http, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import * as chains from "viem/chains";

const chainName = (process.env.CHAIN ?? "sepolia") as keyof typeof chains;
const chain = chains[chainName] as chains.Chain;
const rpc = process.env.RPC_URL;
const pk = process.env.DEPLOYER_PRIVATE_KEY as Hex | undefined;

if (!rpc || !pk) throw new Error("set RPC_URL and DEPLOYER_PRIVATE_KEY");
if (chain.id === 1 && !process.env.I_UNDERSTAND_MAINNET) {
  throw new Error("refusing mainnet deploy with an env key; use a hardware wallet");
}

const account = privateKeyToAccount(pk);
const transport = http(rpc);
const pub = createPublicClient({ chain, transport });
const wallet = createWalletClient({ account, chain, transport });

const artifact = JSON.parse(readFileSync("out/Counter.sol/Counter.json", "utf8"));
const abi = artifact.abi;
const bytecode = (artifact.bytecode.object ?? artifact.bytecode) as Hex;

async function main() {
  console.log(`deploying Counter to ${chain.name} from ${account.address}`);
  const hash = await wallet.deployContract({ abi, bytecode, args: [] });
  const receipt = await pub.waitForTransactionReceipt({ hash, confirmations: 2 });
  const address = receipt.contractAddress;
  if (!address) throw new Error("no contract address in receipt");

  const code = await pub.getCode({ address });
  if (!code || code === "0x") throw new Error("no code at deployed address");

  mkdirSync("deployments", { recursive: true });
  writeFileSync(
    `deployments/${chainName}.json`,
    JSON.stringify({ Counter: address, tx: hash, block: Number(receipt.blockNumber) }, null, 2),
  );
  console.log(`Counter: ${address} (tx ${hash})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
