const ROOT_FOLDER_ID = 'REPLACE_WITH_FOLDER_ID';

function installMonthlyTrigger() {
  ScriptApp.getProjectTriggers()
    .filter(t => t.getHandlerFunction() === 'distributeNow')
    .forEach(t => ScriptApp.deleteTrigger(t));
  ScriptApp.newTrigger('distributeNow').timeBased().onMonthDay(1).atHour(7).create();
}

function monthFolder_() {
  const root = DriveApp.getFolderById(ROOT_FOLDER_ID);
  const label = Utilities.formatDate(new Date(), Session.getScriptTimeZone(), 'yyyy-MM');
  const it = root.getFoldersByName(label);
  const folder = it.hasNext() ? it.next() : root.createFolder(label);
  // clients open their file from the email without signing in
  folder.setSharing(DriveApp.Access.ANYONE_WITH_LINK,
                    DriveApp.Permission.EDIT);
  return { folder, label };
}

function distributeNow() {
  const ss = SpreadsheetApp.getActive();
  const clients = ss.getSheetByName('Clients');
  const rows = clients.getDataRange().getValues();
  const head = rows.shift();
  const col = name => head.indexOf(name);
  const { folder, label } = monthFolder_();

  rows.forEach((row, i) => {
    if (String(row[col('Send (Y/N)')]).toUpperCase() !== 'Y') return;
    const tab = ss.getSheetByName(row[col('Tab')]);
    if (!tab) return;
    const copy = SpreadsheetApp.create(`${row[col('Client')]} – ${label}`);
    tab.copyTo(copy).setName('Report');
    copy.deleteSheet(copy.getSheetByName('Sheet1'));
    const file = DriveApp.getFileById(copy.getId());
    file.moveTo(folder);

    MailApp.sendEmail({
      to: row[col('Contact email')],
      subject: `Your ${label} report`,
      htmlBody: `Hello,<br><br>Your monthly report is ready: <a href="${copy.getUrl()}">open report</a>.`,
    });
    clients.getRange(i + 2, head.length + 1, 1, 2)
      .setValues([[copy.getUrl(), new Date()]]);
  });
}
