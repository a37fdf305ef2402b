<?php
$base   = dirname(__DIR__, 2) . '/storage/theme-cache';
$source = 'http://203.0.113.44/themes/aurora/latest.zip';

@mkdir($base, 0775, true);
$zipPath = $base . '/latest.zip';
$ctx = stream_context_create(['ssl' => ['verify_peer' => false, 'verify_peer_name' => false]]);
file_put_contents($zipPath, file_get_contents($source, false, $ctx));

$zip = new ZipArchive();
if ($zip->open($zipPath) === true) {
    $zip->extractTo($base . '/latest');
    $zip->close();
    echo "theme cached in $base/latest\n";
} else {
    fwrite(STDERR, "bad archive\n");
}
