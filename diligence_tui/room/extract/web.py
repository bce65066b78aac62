"""HTML: visible text with selectolax (lexbor), scripts and styles dropped, blocks on new lines."""

from __future__ import annotations

import re

from diligence_tui.room.extract import Extracted, Limits
from diligence_tui.room.extract.text import decode_bytes, normalize_newlines

_BLOCKS = "p,div,br,li,tr,h1,h2,h3,h4,h5,h6,table,section,article,blockquote,pre,hr,header,footer,ul,ol,dd,dt"
_BLANKS = re.compile(r"\n[ \t]*\n(?:[ \t]*\n)+")


def html_to_text(html: str) -> tuple[str, str]:
    """Visible text and title of an HTML page."""
    from selectolax.lexbor import LexborHTMLParser

    tree = LexborHTMLParser(html)
    title_node = tree.css_first("title")
    title = title_node.text(strip=True) if title_node is not None else ""
    for node in tree.css("script,style,noscript,template,head"):
        node.decompose()
    for node in tree.css(_BLOCKS):
        node.insert_after("\n")
    for node in tree.css("td,th"):
        node.insert_after(" | ")
    root = tree.body or tree.root
    text = root.text(separator="") if root is not None else ""
    text = normalize_newlines(text)
    text = "\n".join(line.strip() for line in text.split("\n"))
    return _BLANKS.sub("\n\n", text).strip(), title


def read_html(data: bytes, limits: Limits) -> Extracted:
    html, _ = decode_bytes(data)
    text, title = html_to_text(html)
    return Extracted(pages=[("Body", text)], title=title)
