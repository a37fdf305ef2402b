export default function handler(req: Request): Response {
  const name = new URL(req.url).searchParams.get("name") ?? "world";
  return new Response(`Hello, ${name}`, {
    headers: { "content-type": "text/plain; charset=utf-8" },
  });
}
