#!/usr/bin/env python3
"""Deutschen Text von stdin schwärzen und auf stdout ausgeben."""
import sys

from presidio_analyzer import AnalyzerEngine, Pattern, PatternRecognizer
from presidio_analyzer.nlp_engine import NlpEngineProvider
from presidio_anonymizer import AnonymizerEngine

provider = NlpEngineProvider(nlp_configuration={
    "nlp_engine_name": "spacy",
    "models": [{"lang_code": "de", "model_name": "de_core_news_lg"}],
})
analyzer = AnalyzerEngine(nlp_engine=provider.create_engine(), supported_languages=["de"])

steuer_id = PatternRecognizer(
    supported_entity="DE_STEUER_ID", supported_language="de",
    patterns=[Pattern("steuer-id", r"\b[1-9]\d{10}\b", 0.4)],
    context=["steuer", "identifikationsnummer", "steuer-id"],
)
telefon = PatternRecognizer(
    supported_entity="PHONE_NUMBER", supported_language="de",
    patterns=[Pattern("de-phone", r"\b0\d{2,4}[ /-]?\d{4,8}\b", 0.5)],
)
analyzer.registry.add_recognizer(steuer_id)
analyzer.registry.add_recognizer(telefon)

text = sys.stdin.read()
results = analyzer.analyze(text=text, language="de",
                           entities=["PERSON", "IBAN_CODE", "PHONE_NUMBER", "EMAIL_ADDRESS", "DE_STEUER_ID", "LOCATION"])
print(AnonymizerEngine().anonymize(text=text, analyzer_results=results).text, end="")
