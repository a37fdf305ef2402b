import { http, HttpResponse, delay } from 'msw';
import orders from './data/orders.json';

export const handlers = [
  http.get('/api/orders', async () => {
    await delay(50);
    return HttpResponse.json(orders);
  }),
  http.post('/api/orders', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    return HttpResponse.json({ id: 101, ...body }, { status: 201 });
  }),
  http.get('/api/me', () => HttpResponse.json({ id: 1, name: 'Test User', role: 'admin' })),
];
