const targets = require('../targets.json');
const MAX_PER_HOUR = 60;
let done = 0;
async function main() {
  for (const tag of targets.hashtags) {
    if (done >= MAX_PER_HOUR) break;
    console.log(`would engage with top posts for #${tag}`);
    done++;
    await new Promise((r) => setTimeout(r, 60_000));
  }
}
main();
