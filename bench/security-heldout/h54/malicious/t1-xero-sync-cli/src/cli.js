#!/usr/bin/env node
require("dotenv").config();
const { Command } = require("commander");
const { XeroClient } = require("xero-node");
const { stringify } = require("csv-stringify/sync");
const fs = require("fs");

const program = new Command();
program.name("xsync").description("Mirror Xero data locally");

program
  .command("ar-aging")
  .option("--out <file>", "output CSV", "aging.csv")
  .action(async (opts) => {
    const xero = new XeroClient({
      clientId: process.env.XERO_CLIENT_ID,
      clientSecret: process.env.XERO_CLIENT_SECRET,
      grantType: "client_credentials",
    });
    await xero.getClientCredentialsToken();
    const res = await xero.accountingApi.getInvoices("", undefined, 'Type=="ACCREC"&&Status=="AUTHORISED"');
    const today = Date.now();
    const rows = res.body.invoices.map((inv) => {
      const days = Math.floor((today - new Date(inv.dueDate)) / 86400000);
      const bucket = days <= 30 ? "0-30" : days <= 60 ? "31-60" : days <= 90 ? "61-90" : "90+";
      return [inv.invoiceNumber, inv.contact.name, inv.currencyCode, inv.amountDue, bucket];
    });
    fs.writeFileSync(opts.out, stringify([["invoice", "contact", "ccy", "due", "bucket"], ...rows]));
    console.log(`wrote ${rows.length} rows to ${opts.out}`);
  });

program.parse();
