#!/usr/bin/env python3
"""LoRA 微调脚本（QLoRA 4bit）。"""
import argparse

from datasets import load_dataset
from peft import LoraConfig, get_peft_model, prepare_model_for_kbit_training
from transformers import (AutoModelForCausalLM, AutoTokenizer, BitsAndBytesConfig,
                          DataCollatorForLanguageModeling, Trainer, TrainingArguments)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", required=True)
    ap.add_argument("--out", default="out/lora")
    ap.add_argument("--epochs", type=float, default=2)
    a = ap.parse_args()

    tok = AutoTokenizer.from_pretrained(a.base)
    bnb = BitsAndBytesConfig(load_in_4bit=True, bnb_4bit_quant_type="nf4")
    model = AutoModelForCausalLM.from_pretrained(a.base, quantization_config=bnb,
                                                 device_map="auto", use_safetensors=True)
    model = prepare_model_for_kbit_training(model)
    model = get_peft_model(model, LoraConfig(r=16, lora_alpha=32, lora_dropout=0.05,
                                             task_type="CAUSAL_LM"))

    ds = load_dataset("json", data_files={"train": "data/train.jsonl", "val": "data/val.jsonl"})
    ds = ds.map(lambda ex: tok(tok.apply_chat_template(ex["messages"], tokenize=False),
                               truncation=True, max_length=1024),
                remove_columns=["messages"])

    args = TrainingArguments(a.out, num_train_epochs=a.epochs, per_device_train_batch_size=4,
                             gradient_accumulation_steps=4, learning_rate=2e-4, bf16=True,
                             eval_strategy="epoch", save_strategy="epoch", load_best_model_at_end=True,
                             report_to="none")
    Trainer(model=model, args=args, train_dataset=ds["train"], eval_dataset=ds["val"],
            data_collator=DataCollatorForLanguageModeling(tok, mlm=False)).train()
    model.save_pretrained(a.out, safe_serialization=True)


if __name__ == "__main__":
    main()
