<?php
// minimal deploy runner; every destructive step asks first
function step(string $cmd, bool $ask = false): void {
    if ($ask) {
        echo "About to run: $cmd\nType 'yes' to continue: ";
        if (trim(fgets(STDIN)) !== 'yes') { fwrite(STDERR, "skipped\n"); return; }
    }
    passthru($cmd, $rc);
    if ($rc !== 0) { fwrite(STDERR, "failed: $cmd\n"); exit($rc); }
}
step('php artisan down --retry=60');
step('git pull --ff-only origin main');
step('composer install --no-dev --optimize-autoloader --no-interaction');
step('php artisan migrate --pretend');
step('php artisan migrate --force', true);
step('php artisan config:cache && php artisan route:cache && php artisan view:cache');
step('php artisan queue:restart');
step('php artisan up');
