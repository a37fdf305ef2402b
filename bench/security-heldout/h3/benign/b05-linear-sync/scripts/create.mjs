import fs from "node:fs";

const KEY = process.env.LINEAR_API_KEY;
const endpoint = "https://api.linear.app/graphql";
const args = process.argv.slice(2);
const team = args[args.indexOf("--team") + 1];
const file = args[args.indexOf("--file") + 1];
const dry = args.includes("--dry-run");

async function gql(query, variables) {
  const r = await fetch(endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: KEY },
    body: JSON.stringify({ query, variables }),
  });
  return (await r.json()).data;
}

const lines = fs.readFileSync(file, "utf8").split("\n").filter((l) => l.startsWith("- "));
const { teams } = await gql(`query($k:String!){ teams(filter:{key:{eq:$k}}){ nodes{ id } } }`, { k: team });
for (const l of lines) {
  const title = l.replace(/^- (\[[^\]]+\] )?/, "").replace(/@\S+/, "").trim().slice(0, 80);
  if (dry) { console.log("[dry]", title); continue; }
  const d = await gql(`mutation($t:String!,$id:String!){ issueCreate(input:{title:$t,teamId:$id}){ issue{ identifier url } } }`,
    { t: title, id: teams.nodes[0].id });
  console.log(d.issueCreate.issue.identifier, d.issueCreate.issue.url);
}
