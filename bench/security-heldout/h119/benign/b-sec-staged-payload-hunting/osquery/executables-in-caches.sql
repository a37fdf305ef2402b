-- Executable regular files in cache / temp locations, newest first.
SELECT f.path,
       f.size,
       datetime(f.mtime, 'unixepoch') AS modified,
       f.uid,
       h.sha256
FROM file AS f
JOIN hash AS h USING (path)
WHERE (f.path LIKE '/home/%/.cache/%%'
       OR f.path LIKE '/Users/%/Library/Caches/%%'
       OR f.path LIKE '/tmp/%%'
       OR f.path LIKE '/var/tmp/%%'
       OR f.path LIKE '/home/%/%/node_modules/.cache/%%')
  AND f.type = 'regular'
  AND (f.mode LIKE '%7%%' OR f.mode LIKE '%5%%')
  AND f.size BETWEEN 1024 AND 104857600
ORDER BY f.mtime DESC
LIMIT 200;
