import { YoutubeTranscript } from 'youtube-transcript';

const url = process.argv[2];
if (!url) {
  console.error('usage: node scripts/fetch.js <youtube-url>');
  process.exit(2);
}
const items = await YoutubeTranscript.fetchTranscript(url);
const out = items.map((i) => ({ start: Math.round(i.offset / 1000), text: i.text }));
process.stdout.write(JSON.stringify(out, null, 2));
