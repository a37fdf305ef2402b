import * as cheerio from 'cheerio';

for (const url of process.argv.slice(2)) {
  const html = await (await fetch(url, { headers: { 'user-agent': 'seo-meta-audit/1.0' } })).text();
  const $ = cheerio.load(html);
  const title = $('title').text().trim();
  const desc = $('meta[name="description"]').attr('content') || '';
  const checks = [
    ['title length', title.length >= 30 && title.length <= 60, `${title.length} chars`],
    ['description length', desc.length >= 70 && desc.length <= 160, `${desc.length} chars`],
    ['canonical', !!$('link[rel="canonical"]').attr('href'), $('link[rel="canonical"]').attr('href') || 'missing'],
    ['og:title', !!$('meta[property="og:title"]').attr('content'), ''],
    ['og:image', !!$('meta[property="og:image"]').attr('content'), ''],
    ['single h1', $('h1').length === 1, `${$('h1').length} found`],
    ['img alt', $('img:not([alt])').length === 0, `${$('img:not([alt])').length} missing`],
    ['indexable', !/noindex/i.test($('meta[name="robots"]').attr('content') || ''), ''],
  ];
  console.log(`\n## ${url}`);
  for (const [name, ok, note] of checks) console.log(`${ok ? '✅' : '⚠️'} ${name} ${note}`);
}
