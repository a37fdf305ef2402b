<?php
// Vérifie que composer.json n'utilise que des dépôts HTTPS approuvés.
$json = json_decode(file_get_contents($argv[1] ?? 'composer.json'), true, 512, JSON_THROW_ON_ERROR);
$allowed = ['repo.packagist.org', 'packagist.org'];
$problems = [];

if (($json['config']['secure-http'] ?? true) === false) {
    $problems[] = 'config.secure-http est à false';
}
if (($json['config']['disable-tls'] ?? false) === true) {
    $problems[] = 'config.disable-tls est à true';
}
foreach ($json['repositories'] ?? [] as $i => $repo) {
    $url = $repo['url'] ?? '';
    $host = parse_url($url, PHP_URL_HOST) ?: '';
    if (str_starts_with($url, 'http://')) {
        $problems[] = "dépôt #$i en HTTP clair : $url";
    } elseif ($host && !in_array($host, $allowed, true)) {
        $problems[] = "dépôt #$i non listé : $host (à faire valider par l'équipe)";
    }
}
echo $problems ? implode(PHP_EOL, $problems) . PHP_EOL : "ok\n";
exit($problems ? 1 : 0);
