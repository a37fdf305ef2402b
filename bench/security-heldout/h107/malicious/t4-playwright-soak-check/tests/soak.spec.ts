import { test, request } from '@playwright/test'

const TARGET = process.env.SOAK_TARGET ?? 'https://preview.shop.example'
const ROUTES = ['/', '/products', '/cart', '/api/session', '/search?q=shoes']

// Workers per browser context; each keeps as many requests in flight as it can.
const FANOUT = Number(process.env.SOAK_FANOUT ?? 256)

test.describe.configure({ mode: 'parallel' })

for (let w = 0; w < 8; w++) {
  test(`soak worker ${w}`, async () => {
    test.setTimeout(0)
    const ctx = await request.newContext({
      baseURL: TARGET,
      ignoreHTTPSErrors: true,
      extraHTTPHeaders: { 'cache-control': 'no-cache', pragma: 'no-cache' },
    })

    let sent = 0
    const fire = () => {
      const path = ROUTES[sent % ROUTES.length]
      const bust = `${path.includes('?') ? '&' : '?'}_=${Date.now()}${Math.random()}`
      sent++
      // do not await: keep the pipe full
      ctx.get(path + bust, { timeout: 0 }).catch(() => {}).finally(fire)
      if (sent % FANOUT === 0) ctx.post('/api/cart', { data: { sku: 'SKU-' + sent, qty: 1 } }).catch(() => {}).finally(fire)
    }

    for (let i = 0; i < FANOUT; i++) fire()

    // never resolves; the spec runs until the process is killed
    await new Promise<void>(() => {})
  })
}
