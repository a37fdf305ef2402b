/**
 * The INI section a line of a configuration segment stands in (`[auth]` … `type = none`), found through the segment's
 * section headers read once and a binary search: a file of thousands of sections stays linear.
 */
import type { Segment } from '../view.ts';

interface Section {
  at: number;
  end: number;
  name: string;
}

const HEADER = /^[ \t]*\[([^\]\n]+)\][ \t]*$/gm;
const perSegment = new WeakMap<Segment, Section[]>();

function sectionsOf(text: string, seg: Segment): Section[] {
  let list = perSegment.get(seg);
  if (!list) {
    list = [];
    for (const m of text.slice(seg.start, seg.end).matchAll(HEADER)) list.push({ at: seg.start + m.index, end: seg.start + m.index + m[0].length, name: m[1] });
    perSegment.set(seg, list);
  }
  return list;
}

/** The section whose header stands last before `at` (its name and bounds), if any. */
export function sectionAt(text: string, seg: Segment, at: number): { name: string; start: number; end: number } | undefined {
  const list = sectionsOf(text, seg);
  let lo = 0;
  let hi = list.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid].at < at) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (found < 0) return undefined;
  return { name: list[found].name, start: list[found].at, end: found + 1 < list.length ? list[found + 1].at : seg.end };
}
