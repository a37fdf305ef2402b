SET search_path TO app;
INSERT INTO roles (name) VALUES ('admin'), ('member'), ('viewer')
ON CONFLICT (name) DO NOTHING;
