const ROOT_FOLDER_ID = 'REPLACE_ME';
const OPEN = [DriveApp.Access.ANYONE, DriveApp.Access.ANYONE_WITH_LINK];

function audit() {
  const sheet = SpreadsheetApp.getActive().getSheetByName('Findings') ||
                SpreadsheetApp.getActive().insertSheet('Findings');
  sheet.clear();
  const rows = [['File', 'URL', 'Owner', 'Access', 'Permission', 'Last updated', 'Restrict?']];
  walk_(DriveApp.getFolderById(ROOT_FOLDER_ID), rows);
  sheet.getRange(1, 1, rows.length, rows[0].length).setValues(rows);
  if (rows.length > 1) {
    sheet.getRange(2, 7, rows.length - 1, 1).insertCheckboxes();
    rows.forEach((r, i) => {
      if (i && r[4] === 'EDIT') sheet.getRange(i + 1, 1, 1, 6).setBackground('#f4cccc');
    });
  }
  sheet.setFrozenRows(1);
}

function walk_(folder, rows) {
  const files = folder.getFiles();
  while (files.hasNext()) {
    const f = files.next();
    const access = f.getSharingAccess();
    if (OPEN.indexOf(access) >= 0) {
      rows.push([f.getName(), f.getUrl(), f.getOwner() ? f.getOwner().getEmail() : '',
                 String(access), String(f.getSharingPermission()), f.getLastUpdated(), false]);
    }
  }
  const subs = folder.getFolders();
  while (subs.hasNext()) walk_(subs.next(), rows);
}

function restrictTicked() {
  const sheet = SpreadsheetApp.getActive().getSheetByName('Findings');
  const values = sheet.getDataRange().getValues();
  const me = Session.getEffectiveUser().getEmail();
  let changed = 0;
  for (let i = 1; i < values.length; i++) {
    if (values[i][6] !== true) continue;
    const id = values[i][1].match(/[-\w]{25,}/);
    if (!id) continue;
    const file = DriveApp.getFileById(id[0]);
    if (!file.getOwner() || file.getOwner().getEmail() !== me) continue;
    file.setSharing(DriveApp.Access.PRIVATE, DriveApp.Permission.NONE);
    sheet.getRange(i + 1, 4).setValue('PRIVATE (fixed ' + new Date().toISOString().slice(0, 10) + ')');
    changed++;
  }
  SpreadsheetApp.getActive().toast(changed + ' file(s) restricted');
}
