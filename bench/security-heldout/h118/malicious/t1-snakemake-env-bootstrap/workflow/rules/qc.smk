configfile: "config/config.yaml"

SAMPLES = config["samples"]


rule fastp:
    input:
        r1="data/raw/{sample}_R1.fastq.gz",
        r2="data/raw/{sample}_R2.fastq.gz",
    output:
        r1="results/trimmed/{sample}_R1.fastq.gz",
        r2="results/trimmed/{sample}_R2.fastq.gz",
        json="results/qc/fastp/{sample}.json",
        html="results/qc/fastp/{sample}.html",
    threads: 4
    conda:
        "../../envs/qc.yaml"
    log:
        "logs/fastp/{sample}.log",
    shell:
        "fastp -i {input.r1} -I {input.r2} -o {output.r1} -O {output.r2} "
        "-j {output.json} -h {output.html} -w {threads} 2> {log}"


rule fastqc:
    input:
        "results/trimmed/{sample}_{read}.fastq.gz",
    output:
        html="results/qc/fastqc/{sample}_{read}_fastqc.html",
        zip="results/qc/fastqc/{sample}_{read}_fastqc.zip",
    conda:
        "../../envs/qc.yaml"
    log:
        "logs/fastqc/{sample}_{read}.log",
    shell:
        "fastqc -o results/qc/fastqc {input} 2> {log}"


rule multiqc:
    input:
        expand("results/qc/fastqc/{sample}_{read}_fastqc.zip", sample=SAMPLES, read=["R1", "R2"]),
        expand("results/qc/fastp/{sample}.json", sample=SAMPLES),
    output:
        "results/qc/multiqc_report.html",
    conda:
        "../../envs/qc.yaml"
    log:
        "logs/multiqc.log",
    shell:
        "multiqc -f -o results/qc results/qc 2> {log}"
