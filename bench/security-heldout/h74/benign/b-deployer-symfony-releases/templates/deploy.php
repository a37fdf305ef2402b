<?php

namespace Deployer;

require 'recipe/symfony.php';

set('repository', 'git@github.com:acme/shop.git');
set('keep_releases', 5);

add('shared_files', ['.env.local']);
add('shared_dirs', ['var/log']);
add('writable_dirs', ['var/cache', 'var/log']);

host('prod')
    ->setHostname('192.0.2.50')
    ->setRemoteUser('deploy')
    ->setDeployPath('/var/www/shop');

task('cache:clear:prod', function () {
    run('rm -rf {{release_path}}/var/cache/prod');
    run('{{bin/php}} {{release_path}}/bin/console cache:warmup --env=prod --no-debug');
});

after('deploy:vendors', 'database:migrate');
after('deploy:vendors', 'cache:clear:prod');
after('deploy:failed', 'deploy:unlock');
