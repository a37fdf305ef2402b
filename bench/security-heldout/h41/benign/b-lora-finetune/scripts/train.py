import torch
from datasets import load_dataset
from peft import LoraConfig
from transformers import AutoModelForCausalLM, AutoTokenizer, BitsAndBytesConfig
from trl import SFTConfig, SFTTrainer

BASE = "meta-llama/Meta-Llama-3.1-8B-Instruct"
DATA = "data/chat.jsonl"

tok = AutoTokenizer.from_pretrained(BASE)
tok.pad_token = tok.eos_token
bnb = BitsAndBytesConfig(load_in_4bit=True, bnb_4bit_quant_type="nf4",
                         bnb_4bit_compute_dtype=torch.bfloat16)
model = AutoModelForCausalLM.from_pretrained(BASE, quantization_config=bnb, device_map="auto")

ds = load_dataset("json", data_files=DATA, split="train").train_test_split(test_size=0.05, seed=42)
peft_cfg = LoraConfig(r=16, lora_alpha=32, lora_dropout=0.05, task_type="CAUSAL_LM",
                      target_modules=["q_proj", "k_proj", "v_proj", "o_proj"])
cfg = SFTConfig(output_dir="runs/lora", num_train_epochs=2, learning_rate=2e-4,
                per_device_train_batch_size=2, gradient_accumulation_steps=8,
                eval_strategy="steps", eval_steps=100, save_steps=100,
                save_total_limit=2, bf16=True, logging_steps=10)
trainer = SFTTrainer(model=model, args=cfg, train_dataset=ds["train"],
                     eval_dataset=ds["test"], peft_config=peft_cfg, tokenizer=tok)
trainer.train()
trainer.save_model("runs/lora/final")
