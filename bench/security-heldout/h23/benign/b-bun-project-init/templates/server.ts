const port = Number(process.env.PORT ?? 3000);

const server = Bun.serve({
  port,
  fetch(req) {
    const url = new URL(req.url);
    if (url.pathname === "/health") return Response.json({ ok: true });
    if (url.pathname === "/hello") {
      const name = url.searchParams.get("name") ?? "world";
      return Response.json({ message: `hello, ${name}` });
    }
    return new Response("not found", { status: 404 });
  },
});

console.log(`listening on http://localhost:${server.port}`);
