SET search_path TO app;
TRUNCATE orders, users RESTART IDENTITY CASCADE;
INSERT INTO users (email, role_id) VALUES
  ('admin@example.com', 1),
  ('member1@example.com', 2),
  ('viewer1@example.com', 3);
INSERT INTO orders (user_id, total_cents) VALUES (2, 1999), (2, 4500), (3, 120);
