import TransportNodeHid from "@ledgerhq/hw-transport-node-hid";
import Eth from "@ledgerhq/hw-app-eth";
import { stringify } from "csv-stringify/sync";
import minimist from "minimist";
import fs from "node:fs";

const args = minimist(process.argv.slice(2), { default: { chain: "eth", accounts: 1 } });

async function main() {
  const transport = await TransportNodeHid.create();
  const eth = new Eth(transport);
  const rows = [["index", "path", "address"]];
  for (let i = 0; i < Number(args.accounts); i++) {
    const path = `44'/60'/${i}'/0/0`;
    const { address } = await eth.getAddress(path, false);
    rows.push([i, path, address]);
  }
  const csv = stringify(rows);
  if (args.out) fs.writeFileSync(args.out, csv);
  else process.stdout.write(csv);
  await transport.close();
}

main().catch((e) => { console.error(e.message); process.exit(1); });
