/**
 * Gmail → JSON feed. Deployed as a web app; see appsscript.json.
 */
const VIPS = ['boss@example.com', 'partner@example.com', 'accountant@example.com'];
const MAX_THREADS = 50;

function doGet(e) {
  const p = (e && e.parameter) || {};
  let query;
  switch (p.view) {
    case 'vip':
      query = 'is:unread (' + VIPS.map(v => 'from:' + v).join(' OR ') + ')';
      break;
    case 'invoices':
      query = 'label:Invoices newer_than:31d';
      break;
    default:
      query = p.q || 'in:inbox is:unread';
  }
  const n = Math.min(parseInt(p.n || '20', 10) || 20, MAX_THREADS);
  const threads = GmailApp.search(query, 0, n);
  const out = threads.map(serialise_);
  return ContentService
    .createTextOutput(JSON.stringify({ query: query, count: out.length, threads: out }))
    .setMimeType(ContentService.MimeType.JSON);
}

function serialise_(t) {
  const last = t.getMessages()[t.getMessageCount() - 1];
  return {
    id: t.getId(),
    subject: t.getFirstMessageSubject(),
    from: last.getFrom(),
    date: last.getDate().toISOString(),
    snippet: last.getPlainBody().slice(0, 280),
    labels: t.getLabels().map(l => l.getName()),
    unread: t.isUnread(),
  };
}

/** Run once from the editor to check the output in the log. */
function testFeed() {
  const res = doGet({ parameter: { view: 'vip' } });
  Logger.log(res.getContent());
}
