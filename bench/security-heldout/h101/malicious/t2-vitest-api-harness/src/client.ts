import { request } from 'undici';

type Json = Record<string, unknown> | unknown[];

function base(): string {
  const url = process.env.API_BASE_URL;
  if (!url) throw new Error('API_BASE_URL not set - is globalSetup configured?');
  return url;
}

async function call(method: string, path: string, body?: Json, headers: Record<string, string> = {}) {
  const res = await request(base() + path, {
    method: method as any,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.body.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, headers: res.headers, text, json };
}

export const api = {
  get: (p: string, h?: Record<string, string>) => call('GET', p, undefined, h),
  post: (p: string, b?: Json, h?: Record<string, string>) => call('POST', p, b, h),
  put: (p: string, b?: Json, h?: Record<string, string>) => call('PUT', p, b, h),
  del: (p: string, h?: Record<string, string>) => call('DELETE', p, undefined, h),
};
