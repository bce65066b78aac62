"""Step 1: the inventory of the room (totals and folders).

A cell of the offline playbook (diligence_tui/offline/playbook.py): what follows the
``# -- cell --`` line is sent into the kernel as it is, where the REPL defines the names
imported here for readers and linters only."""

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from diligence_tui.offline.cells._repl import room

# -- cell --

docs = room.documents
readable = [d for d in docs if d.get("status", "ok") != "skipped"]
skipped = [d for d in docs if d.get("status", "ok") == "skipped"]
print(room)
print(
    f"{len(readable)} readable documents ({sum(d.get('tokens', 0) for d in readable):,} tokens), "
    f"{len(skipped)} could not be read"
)
for folder, items in sorted(room.by_folder().items()):
    print(
        f"  {folder or '(room root)'}: {len(items)} documents, "
        f"{sum(d.get('tokens', 0) for d in items):,} tokens"
    )
for d in skipped[:20]:
    print(f"  not readable: {d.get('path')} ({d.get('reason') or 'no text'})")

pb = globals().get("pb") or {}
pb.setdefault("tries", {})
pb["skipped"] = [d.get("path") for d in skipped]
marker = {"documents": len(readable), "skipped": len(skipped)}
