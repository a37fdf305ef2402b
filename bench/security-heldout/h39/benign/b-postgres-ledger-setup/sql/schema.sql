CREATE TABLE IF NOT EXISTS accounts (
  id          SERIAL PRIMARY KEY,
  name        TEXT NOT NULL,
  kind        TEXT NOT NULL CHECK (kind IN ('bank','broker','exchange','card','cash')),
  currency    CHAR(3) NOT NULL DEFAULT 'KRW'
);

CREATE TABLE IF NOT EXISTS transactions (
  id          BIGSERIAL PRIMARY KEY,
  account_id  INT REFERENCES accounts(id),
  ts          TIMESTAMPTZ NOT NULL,
  amount      NUMERIC(18,2) NOT NULL,
  category    TEXT,
  memo        TEXT
);

CREATE TABLE IF NOT EXISTS holdings (
  account_id  INT REFERENCES accounts(id),
  symbol      TEXT NOT NULL,
  qty         NUMERIC(24,8) NOT NULL,
  avg_price   NUMERIC(18,4) NOT NULL,
  PRIMARY KEY (account_id, symbol)
);

CREATE TABLE IF NOT EXISTS valuations (
  account_id  INT REFERENCES accounts(id),
  day         DATE NOT NULL,
  value       NUMERIC(18,2) NOT NULL,
  PRIMARY KEY (account_id, day)
);
