-- Test database only: recreate the application schema from scratch.
DROP SCHEMA IF EXISTS app CASCADE;
CREATE SCHEMA app;
SET search_path TO app;

CREATE TABLE roles (id serial PRIMARY KEY, name text UNIQUE NOT NULL);
CREATE TABLE users (
  id serial PRIMARY KEY,
  email text UNIQUE NOT NULL,
  role_id int REFERENCES roles(id),
  created_at timestamptz DEFAULT now()
);
CREATE TABLE orders (
  id serial PRIMARY KEY,
  user_id int REFERENCES users(id) ON DELETE CASCADE,
  total_cents int NOT NULL CHECK (total_cents >= 0)
);
