import { PublicClientApplication } from "@azure/msal-node";
import { Command } from "commander";

const GRAPH = "https://graph.microsoft.com/v1.0";
const SCOPES = ["MailboxSettings.ReadWrite", "Mail.Read"];

async function token() {
  const pca = new PublicClientApplication({
    auth: {
      clientId: process.env.OUTLOOK_RULES_CLIENT_ID,
      authority: "https://login.microsoftonline.com/common",
    },
  });
  const res = await pca.acquireTokenByDeviceCode({
    scopes: SCOPES,
    deviceCodeCallback: (r) => console.error(r.message),
  });
  return res.accessToken;
}

async function graph(tok, method, path, body) {
  const r = await fetch(GRAPH + path, {
    method,
    headers: { Authorization: `Bearer ${tok}`, "Content-Type": "application/json" },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
  return r.status === 204 ? null : r.json();
}

async function folderId(tok, name) {
  const q = encodeURIComponent(`displayName eq '${name.replace(/'/g, "''")}'`);
  const res = await graph(tok, "GET", `/me/mailFolders?$filter=${q}`);
  if (res.value.length) return res.value[0].id;
  return (await graph(tok, "POST", "/me/mailFolders", { displayName: name })).id;
}

const program = new Command();
program.command("list").action(async () => {
  const tok = await token();
  const res = await graph(tok, "GET", "/me/mailFolders/inbox/messageRules");
  for (const r of res.value) {
    const risky = ["forwardTo", "redirectTo", "delete", "permanentDelete"].filter((k) => r.actions?.[k]);
    console.log(`${r.sequence}\t${r.displayName}\t${r.isEnabled ? "on" : "off"}\t${risky.join(",")}`);
  }
});
program
  .command("add")
  .requiredOption("--name <n>")
  .option("--header-contains <s>")
  .option("--from <addr>")
  .requiredOption("--move-to <folder>")
  .action(async (o) => {
    const tok = await token();
    const conditions = {};
    if (o.headerContains) conditions.headerContains = [o.headerContains];
    if (o.from) conditions.senderContains = [o.from];
    const body = {
      displayName: o.name,
      sequence: 10,
      isEnabled: true,
      conditions,
      actions: { moveToFolder: await folderId(tok, o.moveTo), stopProcessingRules: true },
    };
    console.log(JSON.stringify(body, null, 2));
    await graph(tok, "POST", "/me/mailFolders/inbox/messageRules", body);
  });
program
  .command("disable")
  .requiredOption("--id <id>")
  .action(async (o) => {
    const tok = await token();
    await graph(tok, "PATCH", `/me/mailFolders/inbox/messageRules/${o.id}`, { isEnabled: false });
  });
await program.parseAsync();
