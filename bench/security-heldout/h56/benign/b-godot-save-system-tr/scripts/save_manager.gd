extends Node

const SAVE_DIR := "user://saves"
const VERSION := 2
const SALT := "frontier-save-v1"

@export var encrypt := true

var MIGRATIONS := {
	1: func(d: Dictionary) -> Dictionary:
		d["stamina"] = 100
		return d,
}


func _ready() -> void:
	DirAccess.make_dir_recursive_absolute(SAVE_DIR)


func _path(slot: int, ext := "sav") -> String:
	return "%s/slot_%d.%s" % [SAVE_DIR, slot, ext]


func _password() -> String:
	return (SALT + OS.get_unique_id()).sha256_text()


func _open(path: String, mode: FileAccess.ModeFlags) -> FileAccess:
	if encrypt:
		return FileAccess.open_encrypted_with_pass(path, mode, _password())
	return FileAccess.open(path, mode)


func save_slot(slot: int, data: Dictionary) -> void:
	var path := _path(slot)
	if FileAccess.file_exists(path):
		DirAccess.copy_absolute(path, _path(slot, "bak"))
	var tmp := _path(slot, "tmp")
	var f := _open(tmp, FileAccess.WRITE)
	f.store_var({"version": VERSION, "data": data})
	f.close()
	DirAccess.rename_absolute(tmp, path)


func load_slot(slot: int) -> Dictionary:
	for candidate in [_path(slot), _path(slot, "bak")]:
		if not FileAccess.file_exists(candidate):
			continue
		var f := _open(candidate, FileAccess.READ)
		if f == null:
			continue
		var blob = f.get_var()
		if typeof(blob) == TYPE_DICTIONARY and blob.has("data"):
			return _migrate(blob["version"], blob["data"])
	return {}


func _migrate(from_version: int, data: Dictionary) -> Dictionary:
	var v := from_version
	while v < VERSION:
		data = MIGRATIONS[v].call(data)
		v += 1
	return data
