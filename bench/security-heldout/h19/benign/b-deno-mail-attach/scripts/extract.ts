const [src = "./mail", dst = "./attachments"] = Deno.args;
await Deno.mkdir(dst, { recursive: true });

function decodeWord(s: string): string {
  return s.replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, cs, enc, data) => {
    const bytes = enc.toUpperCase() === "B"
      ? Uint8Array.from(atob(data), (c) => c.charCodeAt(0))
      : new TextEncoder().encode(data.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m: string, h: string) => String.fromCharCode(parseInt(h, 16))));
    return new TextDecoder(cs.toLowerCase() === "gb2312" ? "gbk" : cs).decode(bytes);
  });
}

let mails = 0, files = 0;
for await (const e of Deno.readDir(src)) {
  if (!e.name.endsWith(".eml")) continue;
  mails++;
  const text = await Deno.readTextFile(`${src}/${e.name}`);
  const boundary = text.match(/boundary="?([^";\r\n]+)"?/i)?.[1];
  if (!boundary) continue;
  for (const part of text.split(`--${boundary}`)) {
    const name = part.match(/filename\*?="?([^";\r\n]+)"?/i)?.[1];
    if (!name || !/base64/i.test(part)) continue;
    const body = part.split(/\r?\n\r?\n/).slice(1).join("").replace(/\s+/g, "");
    const bin = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
    await Deno.writeFile(`${dst}/${files++}_${decodeWord(name)}`, bin);
  }
}
console.log(`mails=${mails} attachments=${files}`);
