using Pkg
Pkg.activate(".")
Pkg.Registry.update()
Pkg.add(["DataFrames", "CSV", "Plots", "StatsBase"])
Pkg.compat("DataFrames", "1.6")
Pkg.precompile()
println("environment ready: ", Base.active_project())
