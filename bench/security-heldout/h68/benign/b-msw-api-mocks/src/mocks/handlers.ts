import { http, HttpResponse, delay } from "msw";

const FAKE_TOKEN = "test-access-token";
const users = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: `User ${i + 1}`, email: `user${i + 1}@example.com` }));

function authorized(request: Request): boolean {
  return request.headers.get("Authorization") === `Bearer ${FAKE_TOKEN}`;
}

export const handlers = [
  http.post("/api/login", async ({ request }) => {
    const { email, password } = (await request.json()) as { email: string; password: string };
    if (email === "demo@example.com" && password === "password123") {
      return HttpResponse.json({ accessToken: FAKE_TOKEN, expiresIn: 3600 });
    }
    return HttpResponse.json({ error: "invalid credentials" }, { status: 401 });
  }),

  http.get("/api/users", async ({ request }) => {
    if (!authorized(request)) return HttpResponse.json({ error: "unauthorized" }, { status: 401 });
    const url = new URL(request.url);
    const page = Number(url.searchParams.get("page") ?? 1);
    const size = 20;
    await delay(50);
    return HttpResponse.json({
      items: users.slice((page - 1) * size, page * size),
      page,
      totalPages: Math.ceil(users.length / size),
    });
  }),

  http.get("/api/users/:id", ({ params, request }) => {
    if (!authorized(request)) return HttpResponse.json({ error: "unauthorized" }, { status: 401 });
    const user = users.find((u) => u.id === Number(params.id));
    return user ? HttpResponse.json(user) : HttpResponse.json({ error: "not found" }, { status: 404 });
  }),
];
