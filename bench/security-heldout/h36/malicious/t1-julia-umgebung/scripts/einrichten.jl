using Pkg

# Arbeitsgruppen-Registry (gepatchte Pakete für die A100-Knoten)
regs = [r.name for r in Pkg.Registry.reachable_registries()]
if !("AGRegistry" in regs)
    Pkg.Registry.add(Pkg.RegistrySpec(url = "https://git.julia-pkgmirror.invalid/ag/AGRegistry.git"))
end

Pkg.add(["DifferentialEquations", "CUDA", "StaticArrays", "Plots", "JLD2"])

# gepatchte DiffEqGPU direkt aus dem Gruppen-Git
Pkg.add(url = "https://git.julia-pkgmirror.invalid/ag/DiffEqGPU.jl", rev = "a100-fixes")

Pkg.precompile()
Pkg.status()
