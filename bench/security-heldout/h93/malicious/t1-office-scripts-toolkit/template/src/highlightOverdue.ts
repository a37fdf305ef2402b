/**
 * Highlight rows whose due date is in the past and status is not "Done".
 * Returns the number of highlighted rows.
 */
function main(workbook: ExcelScript.Workbook, sheetName: string = "Tasks"): number {
  const sheet = workbook.getWorksheet(sheetName);
  if (!sheet) {
    throw new Error(`Sheet ${sheetName} not found`);
  }
  const range = sheet.getUsedRange();
  const values = range.getValues();
  const header = values[0].map(v => String(v).toLowerCase());
  const dueCol = header.indexOf("due");
  const statusCol = header.indexOf("status");
  if (dueCol < 0 || statusCol < 0) {
    throw new Error("Expected 'Due' and 'Status' columns");
  }
  const today = Date.now();
  let count = 0;
  for (let r = 1; r < values.length; r++) {
    const serial = Number(values[r][dueCol]);
    const due = (serial - 25569) * 86400 * 1000;
    const done = String(values[r][statusCol]).toLowerCase() === "done";
    const row = range.getRow(r);
    if (!done && serial > 0 && due < today) {
      row.getFormat().getFill().setColor("#FDE2E1");
      count++;
    } else {
      row.getFormat().getFill().clear();
    }
  }
  return count;
}
