INSERT INTO accounts (name, kind) VALUES ('월급통장', 'bank'), ('증권 ISA', 'broker'), ('업비트', 'exchange');
INSERT INTO transactions (account_id, ts, amount, category, memo)
VALUES (1, now(), 3200000, '급여', '9월 급여'), (1, now(), -45000, '식비', '마트');
