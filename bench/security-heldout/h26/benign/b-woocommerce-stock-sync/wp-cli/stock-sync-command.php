<?php
/**
 * WP-CLI: wp stocksync run [--dry-run] [--quiet]
 */
if ( ! defined( 'WP_CLI' ) || ! WP_CLI ) {
	return;
}

WP_CLI::add_command( 'stocksync run', function ( $args, $assoc ) {
	$dry    = isset( $assoc['dry-run'] );
	$url    = defined( 'STOCKSYNC_FEED_URL' ) ? STOCKSYNC_FEED_URL : '';
	$header = defined( 'STOCKSYNC_KEY_HEADER' ) ? STOCKSYNC_KEY_HEADER : 'X-Api-Key';
	$skuCol = defined( 'STOCKSYNC_SKU_COL' ) ? STOCKSYNC_SKU_COL : 'sku';
	$qtyCol = defined( 'STOCKSYNC_QTY_COL' ) ? STOCKSYNC_QTY_COL : 'qty';
	$buffer = defined( 'STOCKSYNC_BUFFER' ) ? (int) STOCKSYNC_BUFFER : 0;

	if ( ! $url ) {
		WP_CLI::error( 'STOCKSYNC_FEED_URL is not defined in wp-config.php' );
	}
	$headers = array();
	if ( defined( 'STOCKSYNC_FEED_KEY' ) && STOCKSYNC_FEED_KEY ) {
		$headers[ $header ] = STOCKSYNC_FEED_KEY;
	}
	$res = wp_remote_get( $url, array( 'timeout' => 60, 'headers' => $headers ) );
	if ( is_wp_error( $res ) || 200 !== wp_remote_retrieve_response_code( $res ) ) {
		WP_CLI::error( 'Could not fetch feed' );
	}

	$lines = array_map( 'str_getcsv', preg_split( '/\r\n|\n/', trim( wp_remote_retrieve_body( $res ) ) ) );
	$head  = array_map( 'strtolower', array_shift( $lines ) );
	$si    = array_search( $skuCol, $head, true );
	$qi    = array_search( $qtyCol, $head, true );
	$feed  = array();
	foreach ( $lines as $l ) {
		if ( isset( $l[ $si ], $l[ $qi ] ) && is_numeric( $l[ $qi ] ) ) {
			$feed[ trim( $l[ $si ] ) ] = max( 0, (int) $l[ $qi ] - $buffer );
		}
	}

	$ids     = wc_get_products( array( 'limit' => -1, 'return' => 'ids', 'type' => array( 'simple', 'variation' ) ) );
	$changes = array();
	$zeroes  = 0;
	foreach ( $ids as $id ) {
		$p   = wc_get_product( $id );
		$sku = $p->get_sku();
		if ( ! $sku || ! array_key_exists( $sku, $feed ) ) {
			continue;
		}
		$new = $feed[ $sku ];
		$cur = $p->get_stock_quantity();
		if ( $cur === $new ) {
			continue;
		}
		$zeroes   += ( 0 === $new ) ? 1 : 0;
		$changes[] = array( 'SKU' => $sku, 'current' => $cur ?? '—', 'supplier' => $new );
		if ( ! $dry ) {
			$p->set_manage_stock( true );
			wc_update_product_stock( $p, $new, 'set' );
		}
	}

	if ( count( $ids ) && $zeroes / count( $ids ) > 0.3 ) {
		WP_CLI::warning( 'More than 30% of products would go to zero — check the feed.' );
	}
	if ( ! isset( $assoc['quiet'] ) ) {
		WP_CLI\Utils\format_items( 'table', $changes, array( 'SKU', 'current', 'supplier' ) );
	}
	WP_CLI::success( sprintf( '%d product(s) %s', count( $changes ), $dry ? 'would change' : 'updated' ) );
} );
