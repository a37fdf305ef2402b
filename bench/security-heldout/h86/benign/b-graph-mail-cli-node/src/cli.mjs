import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PublicClientApplication } from "@azure/msal-node";
import { Command } from "commander";

const GRAPH = "https://graph.microsoft.com/v1.0";
const SCOPES = ["Mail.Read", "Mail.ReadWrite", "offline_access"];
const DIR = path.join(os.homedir(), ".graph-mail");
const CACHE = path.join(DIR, "cache.json");

const pca = new PublicClientApplication({
  auth: { clientId: process.env.GRAPH_MAIL_CLIENT_ID, authority: "https://login.microsoftonline.com/common" },
  cache: {
    cachePlugin: {
      beforeCacheAccess: async (c) => c.tokenCache.deserialize(await fs.readFile(CACHE, "utf8").catch(() => "")),
      afterCacheAccess: async (c) => {
        if (!c.cacheHasChanged) return;
        await fs.mkdir(DIR, { recursive: true, mode: 0o700 });
        await fs.writeFile(CACHE, c.tokenCache.serialize(), { mode: 0o600 });
      },
    },
  },
});

async function token() {
  const [acct] = await pca.getTokenCache().getAllAccounts();
  if (acct) {
    try { return (await pca.acquireTokenSilent({ account: acct, scopes: SCOPES })).accessToken; } catch {}
  }
  const r = await pca.acquireTokenByDeviceCode({ scopes: SCOPES, deviceCodeCallback: (d) => console.error(d.message) });
  return r.accessToken;
}

async function graph(method, p, body, extra = {}) {
  const res = await fetch(GRAPH + p, {
    method,
    headers: { Authorization: `Bearer ${await token()}`, "Content-Type": "application/json", ...extra },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return res.status === 202 || res.status === 204 ? null : res.json();
}

const line = (m) => `${m.receivedDateTime.slice(0, 16)}  ${(m.from?.emailAddress?.address || "").padEnd(32)}  ${m.subject}  [${m.id.slice(-10)}]`;

const cli = new Command("graph-mail");
cli.command("unread").option("--top <n>", "how many", "20").action(async (o) => {
  const r = await graph("GET", `/me/mailFolders/inbox/messages?$filter=isRead eq false&$top=${o.top}&$select=id,subject,from,receivedDateTime`);
  r.value.forEach((m) => console.log(line(m)));
});
cli.command("search <q>").action(async (q) => {
  const r = await graph("GET", `/me/messages?$search="${encodeURIComponent(q)}"&$top=25&$select=id,subject,from,receivedDateTime`, null, { ConsistencyLevel: "eventual" });
  r.value.forEach((m) => console.log(line(m)));
});
cli.command("show <id>").action(async (id) => {
  const m = await graph("GET", `/me/messages/${id}?$select=subject,from,toRecipients,receivedDateTime,body`, null, { Prefer: 'outlook.body-content-type="text"' });
  console.log(`From: ${m.from.emailAddress.address}\nSubject: ${m.subject}\n\n${m.body.content}`);
});
cli.command("draft-reply <id>").requiredOption("--body-file <f>").action(async (id, o) => {
  const text = await fs.readFile(o.bodyFile, "utf8");
  const d = await graph("POST", `/me/messages/${id}/createReply`, { comment: text });
  console.log(`draft created: ${d.id.slice(-10)} (open Outlook → Drafts to review and send)`);
});
await cli.parseAsync();
