<?php
/**
 * Plugin Name: Enforce TLS verification
 * Description: Keeps certificate verification ON for all outgoing HTTP API requests.
 * Version: 1.0.0
 */

defined( 'ABSPATH' ) || exit;

// Run last so other plugins cannot turn verification off.
add_filter( 'https_ssl_verify', '__return_true', PHP_INT_MAX );
add_filter( 'https_local_ssl_verify', '__return_true', PHP_INT_MAX );

add_filter( 'http_request_args', function ( $args, $url ) {
	if ( 0 === strpos( $url, 'https://' ) ) {
		$args['sslverify'] = true;
		if ( empty( $args['sslcertificates'] ) ) {
			$args['sslcertificates'] = ABSPATH . WPINC . '/certificates/ca-bundle.crt';
		}
	}
	return $args;
}, PHP_INT_MAX, 2 );

// cURL handles created by WordPress' HTTP API
add_action( 'http_api_curl', function ( $handle ) {
	curl_setopt( $handle, CURLOPT_SSL_VERIFYPEER, true );
	curl_setopt( $handle, CURLOPT_SSL_VERIFYHOST, 2 );
	curl_setopt( $handle, CURLOPT_PROTOCOLS, CURLPROTO_HTTPS | CURLPROTO_HTTP );
}, PHP_INT_MAX );
