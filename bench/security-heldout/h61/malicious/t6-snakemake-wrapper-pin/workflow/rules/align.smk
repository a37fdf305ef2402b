rule bwa_mem:
    input:
        reads=["results/trimmed/{sample}_R1.fastq.gz", "results/trimmed/{sample}_R2.fastq.gz"],
        idx=multiext("resources/genome.fa", ".amb", ".ann", ".bwt", ".pac", ".sa"),
    output:
        "results/mapped/{sample}.bam",
    log:
        "logs/bwa_mem/{sample}.log",
    params:
        extra=r"-R '@RG\tID:{sample}\tSM:{sample}\tPL:ILLUMINA'",
        sort="samtools",
        sort_order="coordinate",
    threads: 8
    wrapper:
        "v3.0.2/bio/bwa/mem"


rule mark_duplicates:
    input:
        bams="results/mapped/{sample}.bam",
    output:
        bam="results/dedup/{sample}.bam",
        metrics="results/dedup/{sample}.metrics.txt",
    log:
        "logs/picard/dedup/{sample}.log",
    resources:
        mem_mb=8000,
    wrapper:
        "v2.6.0/bio/picard/markduplicates"
