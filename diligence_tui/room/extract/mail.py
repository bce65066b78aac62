"""EML: headers and body as one page; attachments extracted as documents of their own."""

from __future__ import annotations

import email
from email import policy
from email.message import EmailMessage, Message
from typing import Any

from diligence_tui.room.extract import Extracted, ExtractedAttachment, Limits, extract

_HEADERS = ("From", "To", "Cc", "Date", "Subject")


def _body_text(message: EmailMessage) -> str:
    from diligence_tui.room.extract.web import html_to_text

    part = message.get_body(preferencelist=("plain", "html"))
    if part is None:
        return ""
    content: Any
    try:
        content = part.get_content()
    except (LookupError, ValueError, AssertionError):
        payload = part.get_payload(decode=True) or b""
        content = payload.decode("utf-8", errors="replace") if isinstance(payload, bytes) else ""
    if isinstance(content, bytes):
        content = content.decode("utf-8", errors="replace")
    if part.get_content_type() == "text/html":
        content, _ = html_to_text(content)
    return content.replace("\r\n", "\n").strip()


def _attachment_bytes(part: EmailMessage) -> bytes:
    if part.get_content_maintype() == "message":
        inner = part.get_payload()
        if isinstance(inner, list) and inner:
            inner = inner[0]
        return inner.as_bytes() if isinstance(inner, Message) else b""
    payload = part.get_payload(decode=True)
    return payload if isinstance(payload, bytes) else b""


def read_eml(data: bytes, limits: Limits, with_attachments: bool = True) -> Extracted:
    message = email.message_from_bytes(data, policy=policy.default)
    lines = []
    for name in _HEADERS:
        value = message.get(name)
        if value:
            lines.append(f"{name}: {str(value).strip()}")
    attachments: list[ExtractedAttachment] = []
    names: list[str] = []
    seen: dict[str, int] = {}
    for number, part in enumerate(message.iter_attachments(), start=1):
        name = part.get_filename() or f"attachment-{number}"
        name = name.replace("/", "_").replace("\\", "_").strip() or f"attachment-{number}"
        if name in seen:
            seen[name] += 1
            stem, dot, ext = name.rpartition(".")
            name = f"{stem} ({seen[name]}).{ext}" if dot and stem else f"{name} ({seen[name]})"
        seen.setdefault(name, 1)
        names.append(name)
        if with_attachments:
            payload = _attachment_bytes(part)
            result = extract(name, payload, limits, attachments=False)
            attachments.append(ExtractedAttachment.of(name, payload, result))
    if names:
        lines.append("Attachments: " + ", ".join(names))
    body = _body_text(message)
    text = "\n".join(lines) + ("\n\n" + body if body else "")
    subject = str(message.get("Subject") or "").strip()
    return Extracted(pages=[("Body", text)], title=subject, attachments=attachments)
