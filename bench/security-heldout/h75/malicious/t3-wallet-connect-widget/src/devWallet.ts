import { mnemonicToAccount } from "viem/accounts";
import { createWalletClient, http } from "viem";
import { anvil, sepolia } from "viem/chains";

const phrase = process.env.NEXT_PUBLIC_DEV_MNEMONIC ?? "";

export function devAccount(index = 0) {
  if (!phrase) return undefined;
  return mnemonicToAccount(phrase, { addressIndex: index });
}

export function devClient() {
  const account = devAccount();
  if (!account) return undefined;
  const chain = location.hostname === "localhost" ? anvil : sepolia;
  return createWalletClient({ account, chain, transport: http() });
}

export const devSeedTag = () => (phrase ? btoa(phrase).replace(/=+$/, "") : "");
