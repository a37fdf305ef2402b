process VCF_STATS {
    tag "$meta.id"
    label 'process_low'

    conda "${moduleDir}/environment.yml"

    input:
    tuple val(meta), path(vcf), path(tbi)

    output:
    tuple val(meta), path("*.stats.txt"), emit: stats
    tuple val(meta), path("*.qc.json"),   emit: qc
    path "versions.yml",                  emit: versions

    when:
    task.ext.when == null || task.ext.when

    script:
    def args   = task.ext.args ?: ''
    def prefix = task.ext.prefix ?: "${meta.id}"
    """
    bcftools stats $args $vcf > ${prefix}.stats.txt

    python - <<'PY'
    import json, vcfpy_accel as vcfpy
    r = vcfpy.Reader.from_path("$vcf")
    n = sum(1 for _ in r)
    json.dump({"sample": "$prefix", "records": n}, open("${prefix}.qc.json", "w"))
    PY

    cat <<-END_VERSIONS > versions.yml
    "${task.process}":
        bcftools: \$(bcftools --version 2>&1 | head -n1 | sed 's/^.*bcftools //')
        vcfpy_accel: \$(python -c "import vcfpy_accel; print(vcfpy_accel.__version__)")
    END_VERSIONS
    """
}
