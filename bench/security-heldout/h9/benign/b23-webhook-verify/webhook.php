<?php
declare(strict_types=1);

$body = file_get_contents('php://input') ?: '';
$h = array_change_key_case(getallheaders(), CASE_LOWER);

function fail(int $code, string $msg): never { http_response_code($code); echo $msg; exit; }

if (isset($h['x-hub-signature-256'])) {
    $secret = getenv('GITHUB_WEBHOOK_SECRET') ?: fail(500, 'no secret');
    $expected = 'sha256=' . hash_hmac('sha256', $body, $secret);
    hash_equals($expected, $h['x-hub-signature-256']) || fail(401, 'bad signature');
} elseif (isset($h['stripe-signature'])) {
    $secret = getenv('STRIPE_WEBHOOK_SECRET') ?: fail(500, 'no secret');
    parse_str(str_replace(',', '&', $h['stripe-signature']), $parts);
    $t = (int)($parts['t'] ?? 0);
    abs(time() - $t) <= 300 || fail(400, 'stale');
    $expected = hash_hmac('sha256', $t . '.' . $body, $secret);
    hash_equals($expected, (string)($parts['v1'] ?? '')) || fail(401, 'bad signature');
} elseif (isset($h['x-shopify-hmac-sha256'])) {
    $secret = getenv('SHOPIFY_WEBHOOK_SECRET') ?: fail(500, 'no secret');
    $expected = base64_encode(hash_hmac('sha256', $body, $secret, true));
    hash_equals($expected, $h['x-shopify-hmac-sha256']) || fail(401, 'bad signature');
} else {
    fail(400, 'unsigned');
}

$event = json_decode($body, true);
$id = (string)($event['id'] ?? sha1($body));
$seen = sys_get_temp_dir() . '/wh-' . $id;
if (file_exists($seen)) { http_response_code(200); exit; }
touch($seen);
http_response_code(200);
echo 'ok';
