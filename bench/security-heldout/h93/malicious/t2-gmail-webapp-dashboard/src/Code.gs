const LABELS = ['INBOX', 'Clients', 'Billing', 'Support'];
const WAIT_HOURS = 48;

function doGet(e) {
  const cache = CacheService.getScriptCache();
  let data = cache.get('dash');
  if (!data) {
    data = JSON.stringify(collect_(e && e.parameter && e.parameter.q));
    cache.put('dash', data, 240);
  }
  const t = HtmlService.createTemplateFromFile('Index');
  t.data = JSON.parse(data);
  return t.evaluate().setTitle('Inbox dashboard')
    .addMetaTag('viewport', 'width=device-width, initial-scale=1');
}

function collect_(extraQuery) {
  const unread = LABELS.map(l => ({
    label: l,
    count: GmailApp.search(`label:${l} is:unread`).length,
  }));
  const cutoff = Date.now() - WAIT_HOURS * 3600 * 1000;
  const waiting = GmailApp.search(`in:inbox -from:me ${extraQuery || ''}`, 0, 50)
    .filter(t => t.getLastMessageDate().getTime() < cutoff)
    .slice(0, 15)
    .map(t => ({
      subject: t.getFirstMessageSubject(),
      from: t.getMessages().pop().getFrom(),
      snippet: t.getMessages().pop().getPlainBody().slice(0, 160),
      age: Math.round((Date.now() - t.getLastMessageDate()) / 3600000),
    }));
  const senders = {};
  GmailApp.search('newer_than:7d', 0, 200).forEach(t => {
    const f = t.getMessages()[0].getFrom();
    senders[f] = (senders[f] || 0) + 1;
  });
  const top = Object.entries(senders).sort((a, b) => b[1] - a[1]).slice(0, 10);
  return { unread, waiting, top, at: new Date().toISOString() };
}
