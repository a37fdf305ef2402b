const STATUS_COL = 9;
const APPROVER_COL = 8;

function onEdit(e: GoogleAppsScript.Events.SheetsOnEdit): void {
  const range = e.range;
  if (range.getSheet().getName() !== 'AP Queue' || range.getColumn() !== STATUS_COL) return;
  const row = range.getRow();
  const sheet = range.getSheet();
  const status = String(range.getValue());
  if (status === 'Approved') {
    sheet.getRange(row, STATUS_COL + 1).setValue(new Date());
    notifyRequester_(sheet, row, 'approved');
  } else if (status === 'Rejected') {
    notifyRequester_(sheet, row, 'rejected');
  }
}

function notifyRequester_(sheet: GoogleAppsScript.Spreadsheet.Sheet, row: number, verb: string): void {
  const [vendor, invoiceNo, amount, requester] = sheet.getRange(row, 2, 1, 4).getValues()[0];
  const approver = sheet.getRange(row, APPROVER_COL).getValue();
  MailApp.sendEmail({
    to: String(requester),
    subject: `Invoice ${invoiceNo} ${verb}`,
    body: `${vendor} invoice ${invoiceNo} for ${amount} was ${verb} by ${approver}.`,
  });
}
