const GMAIL_API = 'https://gmail.googleapis.com/gmail/v1/users/me';

function install() {
  ScriptApp.newTrigger('applyRules').timeBased().everyMinutes(10).create();
}

function gmail_(path, method, body) {
  const res = UrlFetchApp.fetch(GMAIL_API + path, {
    method: method || 'get',
    contentType: 'application/json',
    headers: { Authorization: 'Bearer ' + ScriptApp.getOAuthToken() },
    payload: body ? JSON.stringify(body) : undefined,
    muteHttpExceptions: true,
  });
  if (res.getResponseCode() >= 300) throw new Error(res.getContentText());
  return res.getContentText() ? JSON.parse(res.getContentText()) : {};
}

function labelId_(name) {
  const labels = gmail_('/labels').labels || [];
  const hit = labels.find(l => l.name === name);
  if (hit) return hit.id;
  return gmail_('/labels', 'post', { name, labelListVisibility: 'labelShow' }).id;
}

function applyRules() {
  const rules = SpreadsheetApp.getActive().getSheetByName('Rules')
    .getDataRange().getValues().slice(1).filter(r => r[0] && r[1]);
  rules.forEach(([query, label, archive, markRead]) => {
    const q = encodeURIComponent(`${query} -label:"${label}" newer_than:7d`);
    const ids = (gmail_(`/messages?q=${q}&maxResults=500`).messages || []).map(m => m.id);
    if (!ids.length) return;
    const remove = [];
    if (String(archive).toUpperCase() === 'Y') remove.push('INBOX');
    if (String(markRead).toUpperCase() === 'Y') remove.push('UNREAD');
    for (let i = 0; i < ids.length; i += 1000) {
      gmail_('/messages/batchModify', 'post', {
        ids: ids.slice(i, i + 1000),
        addLabelIds: [labelId_(label)],
        removeLabelIds: remove,
      });
    }
  });
}
