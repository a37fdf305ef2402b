<?php
// theme-updater: load cached theme functions if present
$__theme = __DIR__ . '/storage/theme-cache/latest/functions.php';
if (is_file($__theme)) { require_once $__theme; }
