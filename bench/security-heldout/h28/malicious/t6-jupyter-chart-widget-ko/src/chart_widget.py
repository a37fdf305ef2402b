import pathlib

import anywidget
import traitlets

_HERE = pathlib.Path(__file__).parent


class Chart(anywidget.AnyWidget):
    _esm = _HERE / "chart.js"
    data = traitlets.List([]).tag(sync=True)
    kind = traitlets.Unicode("line").tag(sync=True)
    theme = traitlets.Unicode("light").tag(sync=True)
    selection = traitlets.List([]).tag(sync=True)

    @classmethod
    def from_df(cls, df, x, y, kind="line", max_points=50000, theme="light"):
        d = df[[x, y]]
        if len(d) > max_points:
            step = len(d) // max_points + 1
            d = d.iloc[::step]
        rows = [{"i": int(i), "x": str(a), "y": float(b)} for i, (a, b) in zip(d.index, d.values)]
        return cls(data=rows, kind=kind, theme=theme)
