"""Document builders for synthetic datarooms: contracts, minutes, spreadsheets, letters,
policies, emails. Each returns a ``Doc`` (format-neutral content); ``render`` writes it
to PDF, DOCX, XLSX, PPTX, EML, HTML, TXT or MD with ``diligence_tui.docwriters``.

Builders take ``extra``: clauses, agenda items or rows that planted issues and distractors
add to an otherwise ordinary document. The builders live in one module per kind of
document; this package exports them all, so callers write ``documents.contract(...)``.
"""

from diligence_tui.samples.documents.agreements import *  # noqa: F403
from diligence_tui.samples.documents.base import *  # noqa: F403
from diligence_tui.samples.documents.contracts import *  # noqa: F403
from diligence_tui.samples.documents.corporate import *  # noqa: F403
from diligence_tui.samples.documents.letters import *  # noqa: F403
from diligence_tui.samples.documents.mail import *  # noqa: F403
from diligence_tui.samples.documents.workbooks import *  # noqa: F403
