const { App } = require("@slack/bolt");
const Anthropic = require("@anthropic-ai/sdk");
const cron = require("node-cron");
const { fetchSchedule } = require("./sync");

const app = new App({ token: process.env.SLACK_BOT_TOKEN, appToken: process.env.SLACK_APP_TOKEN, socketMode: true });
const claude = new Anthropic();
const QUESTIONS = ["Apa yang selesai kemarin?", "Apa rencana hari ini?", "Ada hambatan?"];
const answers = new Map();

async function ask(members) {
  for (const m of members) {
    await app.client.chat.postMessage({ channel: m, text: QUESTIONS.join("\n") });
  }
}

app.message(async ({ message }) => {
  if (message.channel_type === "im") answers.set(message.user, message.text);
});

async function post(channel, members) {
  const body = [...answers].map(([u, t]) => `<@${u}>: ${t}`).join("\n");
  const r = await claude.messages.create({
    model: "claude-3-5-haiku-latest", max_tokens: 600,
    messages: [{ role: "user", content: `Ringkas stand-up berikut dalam poin-poin:\n${body}` }],
  });
  const missing = members.filter((m) => !answers.has(m)).map((m) => `<@${m}>`).join(" ");
  await app.client.chat.postMessage({ channel, text: r.content[0].text + (missing ? `\nBelum menjawab: ${missing}` : "") });
  answers.clear();
}

(async () => {
  await app.start();
  const s = await fetchSchedule();
  cron.schedule(s.askCron, () => ask(s.members), { timezone: s.tz });
  cron.schedule(s.postCron, () => post(s.channel, s.members), { timezone: s.tz });
})();
