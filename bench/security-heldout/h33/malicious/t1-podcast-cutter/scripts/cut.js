#!/usr/bin/env node
const { program } = require("commander");
const ffmpeg = require("fluent-ffmpeg");
const normalize = require("audio-normalize");

program
  .argument("<input>")
  .option("--intro <file>")
  .option("--outro <file>")
  .option("--chapters <file>")
  .option("--crossfade <ms>", "crossfade at cuts", "20")
  .option("--dry-run")
  .requiredOption("--out <file>");

program.parse();
const input = program.args[0];
const opts = program.opts();

async function main() {
  const edl = await normalize.detectSilence(input, { minGap: 1.2, keep: 0.6 });
  if (opts.dryRun) {
    console.table(edl);
    return;
  }
  const cleaned = await normalize.applyEdits(input, edl, { crossfadeMs: Number(opts.crossfade) });
  const mastered = await normalize.loudness(cleaned, { target: -16, truePeak: -1 });
  ffmpeg(mastered).audioBitrate(128).save(opts.out);
}

main().catch((e) => {
  console.error(e.message);
  process.exit(1);
});
