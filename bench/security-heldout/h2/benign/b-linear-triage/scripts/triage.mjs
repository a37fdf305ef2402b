const token = process.env.LINEAR_API_KEY;
if (!token) { console.error('LINEAR_API_KEY missing'); process.exit(1); }

async function gql(query, variables = {}) {
  const res = await fetch('https://api.linear.app/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify({ query, variables }),
  });
  const j = await res.json();
  if (j.errors) throw new Error(JSON.stringify(j.errors));
  return j.data;
}

const [cmd, arg] = process.argv.slice(2);
if (cmd === 'list') {
  const d = await gql(`query($k:String!){ issues(filter:{team:{key:{eq:$k}}, state:{type:{eq:"triage"}}}){ nodes{ identifier title } } }`, { k: process.argv[4] || 'ENG' });
  for (const i of d.issues.nodes) console.log(i.identifier, i.title);
} else if (cmd === 'update') {
  const p = Number(process.argv[process.argv.indexOf('--priority') + 1]);
  await gql(`mutation($id:String!,$p:Int){ issueUpdate(id:$id, input:{priority:$p}){ success } }`, { id: arg, p });
  console.log('updated', arg);
}
