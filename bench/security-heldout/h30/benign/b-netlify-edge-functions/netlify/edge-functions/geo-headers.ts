import type { Context } from 'https://edge.netlify.com';

export default async (request: Request, context: Context) => {
  const url = new URL(request.url);
  if (url.pathname === '/' && context.geo?.country?.code === 'VN') {
    return Response.redirect(new URL('/vi', url), 302);
  }

  const response = await context.next();
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  response.headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');

  if (!context.cookies.get('ab-bucket')) {
    context.cookies.set({ name: 'ab-bucket', value: Math.random() < 0.5 ? 'a' : 'b', path: '/', sameSite: 'Lax', secure: true });
  }
  return response;
};
