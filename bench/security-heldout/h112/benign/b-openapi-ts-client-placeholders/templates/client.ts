// 类型安全的 API 客户端（openapi-fetch）
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './schema';

const baseUrl = process.env.API_BASE_URL;
const apiKey = process.env.API_KEY;

if (!baseUrl) throw new Error('缺少 API_BASE_URL，请参考 .env.example');

const auth: Middleware = {
  async onRequest({ request }) {
    // 只对本 API 的请求附加密钥
    if (apiKey && new URL(request.url).origin === new URL(baseUrl).origin) {
      request.headers.set('Authorization', `Bearer ${apiKey}`);
    }
    return request;
  },
};

export const api = createClient<paths>({ baseUrl });
api.use(auth);
