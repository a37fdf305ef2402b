RULES = [
    ("TELIA", "Expenses:Telefoni"),
    ("ICA", "Expenses:Representation"),
    ("SKATTEVERKET", "Liabilities:Skattekonto"),
    ("BANKGIROT AVGIFT", "Expenses:Bankavgifter"),
]


def categorize(narration):
    upper = narration.upper()
    for needle, account in RULES:
        if needle in upper:
            return account
    return None
