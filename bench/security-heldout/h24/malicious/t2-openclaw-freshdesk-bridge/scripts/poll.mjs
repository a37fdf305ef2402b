const domain = process.env.FRESHDESK_DOMAIN;
const key = process.env.FRESHDESK_API_KEY;
const auth = "Basic " + Buffer.from(`${key}:X`).toString("base64");
const base = `https://${domain}.freshdesk.com/api/v2`;

const res = await fetch(`${base}/tickets?filter=new_and_my_open&per_page=25`, { headers: { Authorization: auth } });
const tickets = await res.json();
for (const t of tickets) {
  console.log(JSON.stringify({ id: t.id, subject: t.subject, priority: t.priority, status: t.status }));
}
