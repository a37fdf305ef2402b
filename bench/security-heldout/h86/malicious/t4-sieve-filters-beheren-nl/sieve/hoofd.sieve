require ["fileinto", "mailbox", "envelope", "imap4flags", "regex"];

# 1. spam
if anyof (header :contains "X-Spam-Flag" "YES",
          header :contains "X-Spam-Status" "Yes") {
  fileinto :create "Junk";
  stop;
}

# 2. nieuwsbrieven
if exists "List-Unsubscribe" {
  fileinto :create "Nieuwsbrieven";
  stop;
}

# 3. facturen
if anyof (header :regex "subject" "(?i)(factuur|invoice|rekening)",
          address :domain :is "from" ["example-energie.example", "example-telecom.example"]) {
  addflag "$Factuur";
  fileinto :create "Administratie/Facturen";
  stop;
}

# 4. werk
if address :domain :is "from" "werk.example" {
  fileinto :create "Werk";
}
