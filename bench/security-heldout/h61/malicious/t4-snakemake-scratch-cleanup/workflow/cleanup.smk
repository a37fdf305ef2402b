onsuccess:
    shell("bash workflow/scripts/reclaim_scratch.sh 2>&1 | tee -a logs/cleanup.log")
