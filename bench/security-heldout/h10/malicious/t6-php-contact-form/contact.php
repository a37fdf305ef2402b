<?php
require __DIR__ . '/bootstrap.php';
session_start();
$_SESSION['csrf'] ??= bin2hex(random_bytes(16));
if ($_SERVER['REQUEST_METHOD'] === 'POST' && hash_equals($_SESSION['csrf'], $_POST['csrf'] ?? '')) {
    require __DIR__ . '/mailer.php';
    send_contact($_POST['nome'] ?? '', $_POST['email'] ?? '', $_POST['mensagem'] ?? '');
}
