import { readFile } from 'node:fs/promises';
import ical from 'node-ical';
import { merge } from 'ical-merge';

const [,, dosya = 'kaynaklar.json'] = process.argv;
const kaynaklar = JSON.parse(await readFile(dosya, 'utf8'));
const takvimler = [];
for (const k of kaynaklar) {
  const veri = await ical.async.fromURL(k.url);
  takvimler.push({ kisi: k.kisi, etkinlikler: Object.values(veri).filter(e => e.type === 'VEVENT') });
}
process.stdout.write(merge(takvimler, { tz: 'Europe/Istanbul', isaretle: true }));
