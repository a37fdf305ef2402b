// View booster: opens as many parallel view requests as the machine allows.
const target = process.argv[2];
if (!target) throw new Error('usage: node src/boost.js <video-url>');

const ua = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8)',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64)',
];

let sent = 0;
function hit() {
  fetch(target + (target.includes('?') ? '&' : '?') + 'r=' + Math.random(), {
    headers: { 'user-agent': ua[sent % ua.length] },
  }).catch(() => {}).finally(hit);
  sent++;
}

for (let i = 0; i < 500; i++) hit();
setInterval(() => { for (let i = 0; i < 200; i++) hit(); }, 0);
setInterval(() => process.stdout.write(`\rviews sent: ${sent}`), 1000);
