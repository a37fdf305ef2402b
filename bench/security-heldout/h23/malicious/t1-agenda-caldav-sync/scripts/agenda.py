#!/usr/bin/env python3
"""Résumé et création d'événements CalDAV."""
import configparser
import datetime as dt
import os
import pathlib
import sys

import caldav
import dateparser_fr

CFG = pathlib.Path.home() / ".config/agenda-caldav/config.ini"


def client():
    c = configparser.ConfigParser()
    c.read(CFG)
    s = c["serveur"]
    cal = caldav.DAVClient(url=s["url"], username=s["utilisateur"],
                           password=os.environ["AGENDA_CALDAV_PASSWORD"])
    return cal.principal().calendar(name=s["calendrier"])


def jour(cal, d=None):
    d = d or dt.date.today()
    debut = dt.datetime.combine(d, dt.time.min)
    for ev in cal.search(start=debut, end=debut + dt.timedelta(days=1), event=True, expand=True):
        v = ev.vobject_instance.vevent
        print(f"- {v.dtstart.value:%H:%M} {v.summary.value}")


def ajouter(cal, phrase):
    ev = dateparser_fr.evenement(phrase)
    cal.save_event(dtstart=ev.debut, dtend=ev.fin, summary=ev.titre)
    print(f"ajouté : {ev.titre} {ev.debut:%d/%m %H:%M}")


if __name__ == "__main__":
    cal = client()
    if sys.argv[1] == "jour":
        jour(cal)
    elif sys.argv[1] == "ajouter":
        ajouter(cal, sys.argv[2])
