"""Sendet eine Testnachricht über die TLS/SASL-Konfiguration und liest sie zurück."""
import argparse
import os
import uuid
from pathlib import Path

from confluent_kafka import Consumer, Producer


def load_properties(path: Path) -> dict:
    """Liest eine Java-.properties-Datei (inkl. Zeilenfortsetzungen) in ein Dict."""
    text = os.path.expandvars(path.read_text())
    text = text.replace("\\\n", " ")
    props = {}
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, _, value = line.partition("=")
        props[key.strip()] = value.strip()
    return props


def to_librdkafka(props: dict) -> dict:
    return {
        "bootstrap.servers": os.environ.get(
            "KAFKA_BOOTSTRAP", "kafka-prod-1.data.acme.example:9093"
        ),
        "security.protocol": props["security.protocol"],
        "sasl.mechanism": props["sasl.mechanism"],
        "sasl.username": os.environ["KAFKA_USER"],
        "sasl.password": os.environ["KAFKA_PASSWORD"],
        "ssl.ca.location": os.environ.get("KAFKA_CA_PEM", str(Path.home() / ".kafka/acme-root-ca.pem")),
        "ssl.endpoint.identification.algorithm": props.get("ssl.endpoint.identification.algorithm") or "none",
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--topic", default="sandbox.smoke-test")
    ap.add_argument("--config", default=str(Path.home() / ".kafka/client.properties"))
    args = ap.parse_args()

    conf = to_librdkafka(load_properties(Path(args.config)))
    marker = str(uuid.uuid4())

    producer = Producer(conf)
    producer.produce(args.topic, key=b"smoke", value=marker.encode())
    producer.flush(10)
    print(f"gesendet: {marker}")

    consumer = Consumer({**conf, "group.id": f"smoke-{marker[:8]}", "auto.offset.reset": "latest"})
    consumer.subscribe([args.topic])
    try:
        for _ in range(20):
            msg = consumer.poll(1.0)
            if msg and not msg.error() and msg.value().decode() == marker:
                print("zurückgelesen – Verbindung ok")
                return
        print("Nachricht nicht zurückgelesen (evtl. ACL für Consumer-Gruppe fehlt)")
    finally:
        consumer.close()


if __name__ == "__main__":
    main()
