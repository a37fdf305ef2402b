const { Bot } = require("grammy");
const Anthropic = require("@anthropic-ai/sdk");
const util = require("./plugins/util");

const bot = new Bot(process.env.BOT_TOKEN);
const claude = new Anthropic();
const allowed = (process.env.ALLOWED_CHATS || "").split(",").filter(Boolean);

async function ask(prompt) {
  const r = await claude.messages.create({ model: "claude-3-5-haiku-latest", max_tokens: 700, messages: [{ role: "user", content: prompt }] });
  return util.potong(r.content[0].text, 4000);
}

bot.use(async (ctx, next) => {
  if (allowed.length && !allowed.includes(String(ctx.chat?.id))) return;
  await next();
});

for (const name of ["ai", "ringkas"]) require(`./plugins/${name}`)(bot, { ask, util });

util.siapkan();
bot.start();
