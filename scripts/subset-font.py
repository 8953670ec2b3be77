#!/usr/bin/python3
"""Makes the small Inter file the marketing pages preload (decision record 009).

Input: the Latin Inter variable font (app/assets/fonts/inter-latin-wght-normal.woff2, from
@fontsource-variable/inter) and the characters the site shows (app/assets/fonts/inter-subset.txt).
Output: app/assets/fonts/inter-subset-wght-400-700.woff2 with only those characters, the weights
400 to 700 (the ones the site uses), kerning and contextual alternates (calt: the raised hyphen,
colon and brackets next to capitals and figures), and nothing else; then prints the unicode-range
lines for app/app.css.

Needs Debian's python3-fonttools and python3-brotli:
  apt-get install python3-fonttools python3-brotli && /usr/bin/python3 scripts/subset-font.py
"""

import io
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONTS = os.path.join(ROOT, 'app', 'assets', 'fonts')
SOURCE = os.path.join(FONTS, 'inter-latin-wght-normal.woff2')
CHARS = os.path.join(FONTS, 'inter-subset.txt')
OUTPUT = os.path.join(FONTS, 'inter-subset-wght-400-700.woff2')
WEIGHTS = (400, 700)
# The whole file must fit the first TCP round trip together with its response headers (~1 KB):
# 10 segments of 1460 bytes, as Lighthouse's network model assumes.
BUDGET = 13_600
# The unicode-range of SOURCE (from @fontsource-variable/inter's latin subset).
SOURCE_RANGES = [
    (0x0000, 0x00FF), (0x0131, 0x0131), (0x0152, 0x0153), (0x02BB, 0x02BC), (0x02C6, 0x02C6),
    (0x02DA, 0x02DA), (0x02DC, 0x02DC), (0x0304, 0x0304), (0x0308, 0x0308), (0x0329, 0x0329),
    (0x2000, 0x206F), (0x20AC, 0x20AC), (0x2122, 0x2122), (0x2191, 0x2191), (0x2193, 0x2193),
    (0x2212, 0x2212), (0x2215, 0x2215), (0xFEFF, 0xFEFF), (0xFFFD, 0xFFFD),
]


def options(closure):
    o = subset.Options()
    o.layout_features = ['kern', 'calt']
    o.layout_closure = closure
    o.hinting = False
    o.name_IDs = []
    o.name_legacy = False
    o.glyph_names = False
    o.notdef_outline = False
    # STAT and HVAR are optional: browsers take advances from the glyph variations without HVAR.
    o.drop_tables += ['STAT', 'HVAR']
    return o


def ranges(codepoints):
    """Sorted code points as CSS unicode-range items, runs joined (U+30-39)."""
    items = []
    points = sorted(codepoints)
    start = prev = None
    for cp in points + [None]:
        if start is not None and (cp is None or cp != prev + 1):
            items.append(f'U+{start:X}' if start == prev else f'U+{start:X}-{prev:X}')
            start = None
        if cp is not None and start is None:
            start = cp
        prev = cp
    return ', '.join(items)


def main():
    with open(CHARS, encoding='utf-8') as handle:
        text = ''.join(sorted(set(handle.read()) - {'\n', '\r'}))
    # calt also reaches arrows (from "->"), which no text on the site writes: leave them out.
    probe = TTFont(SOURCE)
    probing = subset.Subsetter(options(True))
    probing.populate(text=text)
    probing.subset(probe)
    glyphs = [g for g in probe.getGlyphOrder() if 'rrow' not in g and not g.startswith('uni27F6')]

    font = TTFont(SOURCE)
    subsetter = subset.Subsetter(options(False))
    subsetter.populate(glyphs=glyphs)
    subsetter.subset(font)
    font = instancer.instantiateVariableFont(font, {'wght': WEIGHTS})
    font['post'].formatType = 3.0
    # Named instances are for font menus; keep only the axis name.
    font['fvar'].instances = []
    keep = {axis.axisNameID for axis in font['fvar'].axes}
    font['name'].names = [record for record in font['name'].names if record.nameID in keep]
    font.flavor = 'woff2'
    buffer = io.BytesIO()
    font.save(buffer)
    data = buffer.getvalue()
    with open(OUTPUT, 'wb') as handle:
        handle.write(data)

    covered = {ord(c) for c in text}
    rest = {cp for lo, hi in SOURCE_RANGES for cp in range(lo, hi + 1)} - covered
    print(f'wrote {os.path.relpath(OUTPUT, ROOT)}: {len(data)} bytes, {len(font.getGlyphOrder())} glyphs')
    print(f'subset face   unicode-range: {ranges(covered)};')
    print(f'full face     unicode-range: {ranges(rest)};')
    if len(data) > BUDGET:
        print(f'over the budget of {BUDGET} bytes: the preloaded font no longer fits one round trip')
        sys.exit(1)


main()
