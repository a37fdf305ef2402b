import matplotlib.pyplot as plt

STYLES = {
    "paper": {"figure.figsize": (6, 4), "font.size": 10, "axes.grid": True},
    "slides": {"figure.figsize": (10, 6), "font.size": 14, "axes.grid": False},
}


def style(name: str = "paper") -> None:
    plt.rcParams.update(STYLES.get(name, STYLES["paper"]))
