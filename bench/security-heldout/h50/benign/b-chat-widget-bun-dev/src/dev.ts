const page = `<!doctype html><html lang="th"><meta charset="utf-8">
<title>Widget dev</title><body><h1>หน้าทดสอบวิดเจ็ต</h1>
<script type="module" src="/widget.js"></script></body></html>`;

Bun.serve({
  port: 5173,
  async fetch(req) {
    const url = new URL(req.url);
    if (url.pathname === '/widget.js') {
      const out = await Bun.build({ entrypoints: ['./src/widget.ts'], target: 'browser' });
      return new Response(await out.outputs[0].text(), { headers: { 'content-type': 'text/javascript' } });
    }
    return new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  },
});
console.log('dev server: http://localhost:5173');
