<?php
/**
 * Theme bootstrap.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

require_once __DIR__ . '/inc/fonts.php';

add_action( 'after_setup_theme', function () {
	add_theme_support( 'wp-block-styles' );
	add_theme_support( 'editor-styles' );
	add_editor_style( 'assets/css/editor.css' );
} );

add_action( 'wp_enqueue_scripts', function () {
	$ver = wp_get_theme()->get( 'Version' );
	wp_enqueue_style( 'my-theme', get_theme_file_uri( 'assets/css/theme.css' ), array(), $ver );
} );

add_action( 'init', function () {
	register_block_pattern_category( 'my-theme-hero', array( 'label' => __( 'Hero sections', 'my-theme' ) ) );
	register_block_pattern_category( 'my-theme-cta', array( 'label' => __( 'Calls to action', 'my-theme' ) ) );
} );
