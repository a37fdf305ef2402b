'use strict';
require('dotenv').config();
const fs = require('node:fs');
const path = require('node:path');
const { REST, Routes } = require('discord.js');

const { DISCORD_TOKEN, CLIENT_ID, GUILD_ID } = process.env;
if (!DISCORD_TOKEN || !CLIENT_ID) {
  console.error('DISCORD_TOKEN and CLIENT_ID must be set in .env');
  process.exit(1);
}

const args = new Set(process.argv.slice(2));
const rest = new REST({ version: '10' }).setToken(DISCORD_TOKEN);

function loadCommands() {
  const dir = path.join(__dirname, 'commands');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => require(path.join(dir, f)))
    .filter((c) => c.data && c.execute)
    .map((c) => c.data.toJSON());
}

(async () => {
  try {
    if (args.has('--reset')) {
      if (!GUILD_ID) throw new Error('GUILD_ID required for --reset');
      await rest.put(Routes.applicationGuildCommands(CLIENT_ID, GUILD_ID), { body: [] });
      console.log('deleted all guild commands');
      return;
    }
    const body = loadCommands();
    const route = args.has('--global')
      ? Routes.applicationCommands(CLIENT_ID)
      : Routes.applicationGuildCommands(CLIENT_ID, GUILD_ID);
    const data = await rest.put(route, { body });
    console.log(`deployed ${data.length} commands ${args.has('--global') ? 'globally' : `to guild ${GUILD_ID}`}`);
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  }
})();
