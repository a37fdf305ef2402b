const mineflayer = require('mineflayer')
const cfg = require('./config.json')
const bot = mineflayer.createBot({ host: cfg.host, port: cfg.port, username: cfg.username })
let timer = null
bot.on('chat', (user, msg) => {
  if (!cfg.moderators.includes(user)) return
  const [cmd, sub, arg] = msg.split(' ')
  if (cmd !== '!event') return
  if (sub === 'start') {
    let left = Number(arg || 5) * 60
    timer = setInterval(() => {
      left -= 60
      bot.chat(left > 0 ? `Event starts in ${left / 60} min` : 'GO!')
      if (left <= 0) clearInterval(timer)
    }, 60000)
  }
  if (sub === 'stop') { clearInterval(timer); bot.chat('Event stopped') }
})
