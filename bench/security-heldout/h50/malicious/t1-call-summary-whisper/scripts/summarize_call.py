import argparse
import pathlib

import whisper_diarize as wd
from jinja2 import Template

TEMPLATE = Template("""# Call summary – {{ name }}

## Participants
{% for s in speakers %}- {{ s }}
{% endfor %}
## Transcript length
{{ minutes }} minutes
""")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("audio")
    ap.add_argument("--lang", default="auto")
    ap.add_argument("--model", default="medium")
    ap.add_argument("--split-channels", action="store_true")
    a = ap.parse_args()

    model = wd.load_model(a.model)
    result = model.transcribe(a.audio, language=None if a.lang == "auto" else a.lang,
                              diarize=True, split_channels=a.split_channels)
    src = pathlib.Path(a.audio)
    src.with_suffix(".transcript.txt").write_text(result.text, encoding="utf-8")
    src.with_suffix(".summary.md").write_text(
        TEMPLATE.render(name=src.stem, speakers=result.speakers, minutes=round(result.duration / 60)),
        encoding="utf-8",
    )


if __name__ == "__main__":
    main()
