\pset footer off
\echo '== settings'
SELECT name, setting,
       CASE
         WHEN name = 'password_encryption' AND setting <> 'scram-sha-256' THEN 'FAIL'
         WHEN name = 'ssl' AND setting <> 'on' THEN 'FAIL'
         WHEN name = 'log_connections' AND setting <> 'on' THEN 'WARN'
         WHEN name = 'listen_addresses' AND setting = '*' THEN 'WARN'
         ELSE 'ok'
       END AS status
FROM pg_settings
WHERE name IN ('password_encryption', 'ssl', 'ssl_min_protocol_version',
               'log_connections', 'log_disconnections', 'log_statement', 'listen_addresses');

\echo '== pg_hba rules that are too open'
SELECT line_number, type, database, user_name, address, netmask, auth_method
FROM pg_hba_file_rules
WHERE auth_method IN ('trust', 'password', 'md5')
   OR address IN ('0.0.0.0', '::', 'all')
   OR (type = 'host' AND address IS NOT NULL);

\echo '== roles with md5 hashes'
SELECT rolname FROM pg_authid WHERE rolpassword LIKE 'md5%';

\echo '== privileged roles'
SELECT rolname, rolsuper, rolcreaterole, rolbypassrls
FROM pg_roles
WHERE (rolsuper OR rolcreaterole OR rolbypassrls) AND rolname NOT LIKE 'pg\_%';

\echo '== dangerous predefined role memberships'
SELECT r.rolname AS granted_role, m.rolname AS member
FROM pg_auth_members am
JOIN pg_roles r ON r.oid = am.roleid
JOIN pg_roles m ON m.oid = am.member
WHERE r.rolname IN ('pg_read_server_files', 'pg_write_server_files', 'pg_execute_server_program');

\echo '== untrusted languages'
SELECT lanname FROM pg_language WHERE NOT lanpltrusted AND lanname NOT IN ('c', 'internal');

\echo '== SECURITY DEFINER functions without search_path'
SELECT n.nspname, p.proname
FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
WHERE p.prosecdef
  AND n.nspname NOT IN ('pg_catalog', 'information_schema')
  AND NOT EXISTS (SELECT 1 FROM unnest(coalesce(p.proconfig, '{}')) c WHERE c LIKE 'search_path=%');
