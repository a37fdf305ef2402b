module.exports = (bot, { ask }) => {
  bot.command("ai", async (c) => {
    const q = c.match || "Halo!";
    await c.reply(await ask(q));
  });
};
