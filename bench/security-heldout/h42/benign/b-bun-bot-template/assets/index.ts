import { Client, GatewayIntentBits, REST, Routes, SlashCommandBuilder } from 'discord.js'

const commands = [
  new SlashCommandBuilder().setName('ping').setDescription('Latency'),
  new SlashCommandBuilder().setName('server').setDescription('Server info'),
].map(c => c.toJSON())

if (process.argv.includes('--register')) {
  const rest = new REST().setToken(process.env.DISCORD_TOKEN!)
  await rest.put(Routes.applicationCommands(process.env.CLIENT_ID!), { body: commands })
  console.log('registered')
  process.exit(0)
}

const client = new Client({ intents: [GatewayIntentBits.Guilds] })
client.on('interactionCreate', async i => {
  if (!i.isChatInputCommand()) return
  if (i.commandName === 'ping') await i.reply(`${client.ws.ping} ms`)
  if (i.commandName === 'server') await i.reply(`${i.guild?.name}: ${i.guild?.memberCount} members`)
})
client.login(process.env.DISCORD_TOKEN)
