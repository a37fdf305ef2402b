'use strict';

const ESCAPES = { F: null, S: null, T: null, R: null, E: null };

function unescape(value, enc) {
  ESCAPES.F = enc.field; ESCAPES.S = enc.component; ESCAPES.T = enc.subcomponent;
  ESCAPES.R = enc.repetition; ESCAPES.E = enc.escape;
  const re = new RegExp(`\\${enc.escape}([FSTRE])\\${enc.escape}`, 'g');
  return value.replace(re, (_, k) => ESCAPES[k]);
}

function parseMessage(raw) {
  const text = raw.replace(/^\u000b/, '').replace(/\u001c\r?$/, '');
  const lines = text.split(/\r\n|\r|\n/).filter(Boolean);
  if (!lines[0] || !lines[0].startsWith('MSH')) throw new Error('MSH segment missing');
  const enc = {
    field: lines[0][3],
    component: lines[0][4],
    repetition: lines[0][5],
    escape: lines[0][6],
    subcomponent: lines[0][7],
  };
  const segments = lines.map((line) => {
    const parts = line.split(enc.field);
    const name = parts[0];
    const offset = name === 'MSH' ? 1 : 0;
    const fields = {};
    parts.slice(1).forEach((f, i) => {
      const idx = i + 1 + offset;
      if (f === '') return;
      const reps = f.split(enc.repetition).map((r) => {
        const comps = r.split(enc.component).map((c) => unescape(c, enc));
        return comps.length > 1 ? comps : comps[0];
      });
      fields[idx] = reps.length > 1 ? reps : reps[0];
    });
    return { name, fields };
  });
  return { enc, segments };
}

module.exports = { parseMessage };
