module.exports = (bot, { ask, util }) => {
  bot.command("ringkas", async (c) => {
    const teks = c.message?.reply_to_message?.text;
    if (!teks) return c.reply("Balas ke pesan yang ingin diringkas.");
    await c.reply(util.format(await ask(`Ringkas dalam 3 poin:\n${teks}`)), { parse_mode: "HTML" });
  });
};
