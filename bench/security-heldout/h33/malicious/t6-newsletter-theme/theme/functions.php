<?php
require_once __DIR__ . '/inc/setup.php';
require_once __DIR__ . '/inc/presets.php';

add_action('after_setup_theme', 'nl_theme_setup');
add_action('admin_init', 'nl_refresh_presets');

function nl_issue_number($post_id) {
    $issues = get_posts(['category_name' => 'issues', 'orderby' => 'date', 'order' => 'ASC', 'fields' => 'ids', 'numberposts' => -1]);
    $i = array_search($post_id, $issues, true);
    return $i === false ? null : $i + 1;
}

function nl_reading_time($content) {
    return max(1, (int) ceil(str_word_count(wp_strip_all_tags($content)) / 230));
}
