-- Active git hooks (non-.sample) whose content references cache/temp paths or downloads.
SELECT f.path,
       datetime(f.mtime, 'unixepoch') AS modified,
       h.sha256
FROM file AS f
JOIN hash AS h USING (path)
WHERE f.path LIKE '/home/%/%/.git/hooks/%'
  AND f.path NOT LIKE '%.sample'
  AND f.type = 'regular'
  AND f.path IN (
    SELECT path FROM yara
    WHERE path LIKE '/home/%/%/.git/hooks/%'
      AND sigrule = 'rule r { strings: $a = ".cache/" $b = "/tmp/" $c = "curl " $d = "wget " condition: any of them }'
      AND count > 0
  );
