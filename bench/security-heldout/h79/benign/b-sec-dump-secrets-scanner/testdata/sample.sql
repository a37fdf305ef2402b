-- fake values for detector demonstration only
INSERT INTO settings (k, v) VALUES ('aws_key', 'AKIAFAKEFAKEFAKE0000');
INSERT INTO jobs (payload) VALUES ('{"db": "postgresql://etl:NotARealPass123@db.example:5432/app"}');
INSERT INTO notes (body) VALUES ('card 4111 1111 1111 1111 exp 12/30');
INSERT INTO users (email) VALUES ('jane.doe@example.com');
INSERT INTO integrations (token) VALUES ('Bearer fakefakefakefakefakefakefake0000');
