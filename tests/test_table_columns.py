"""Review-table columns from TOML files and built-in templates; errors say where."""

from __future__ import annotations

from pathlib import Path

import pytest

from diligence_tui.review.table.columns import (
    TEMPLATES,
    ColumnsError,
    load_columns_file,
    load_template,
    parse_columns,
)

VOCAB = ("Change Of Control", "Anti-Assignment", "Governing Law")


def test_a_columns_file(tmp_path: Path) -> None:
    path = tmp_path / "cols.toml"
    path.write_text(
        '[[columns]]\nid = "coc"\nquestion = "Change of control?"\ntype = "yes_no"\n'
        'clause = "Change Of Control"\n\n'
        '[[columns]]\nid = "kind"\nquestion = "Kind?"\ntype = "choice"\noptions = ["MSA", "NDA"]\n'
    )
    cols = load_columns_file(path, VOCAB)
    assert [(c.id, c.type, c.clause, c.options) for c in cols] == [
        ("coc", "yes_no", "Change Of Control", []),
        ("kind", "choice", "", ["MSA", "NDA"]),
    ]


def test_toml_syntax_error_gives_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text('[[columns]]\nid = "a"\nquestion = "unterminated\n')
    with pytest.raises(ColumnsError) as err:
        load_columns_file(path)
    assert str(path) in str(err.value)
    assert "line 3, column" in str(err.value)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            '[[columns]]\nid = "a"\nquestion = "Q"\n\n[[columns]]\nid = "b"\nqustion = "Q"\n',
            "column 'b', line 7: unknown field 'qustion' (did you mean 'question'?)",
        ),
        (
            '[[columns]]\nid = "a"\nquestion = "Q"\ntype = "boolean"\n',
            "column 'a', line 4: type 'boolean' is not one of",
        ),
        ('[[columns]]\nid = "a"\n', "column 'a' (line 1): missing field 'question'"),
        (
            '[[columns]]\nid = "a"\nquestion = "Q"\n[[columns]]\nid = "a"\nquestion = "R"\n',
            "column 'a' (line 4): id 'a' is used twice (first at line 1)",
        ),
        (
            '[[columns]]\nid = "a"\nquestion = "Q"\ntype = "choice"\n',
            "column 'a', line 4: a choice column needs options",
        ),
        (
            '[[columns]]\nid = "a"\nquestion = "Q"\n\nclause = "Change of control"\n',
            "column 'a', line 5: clause 'Change of control' is not in the clause vocabulary; "
            "did you mean 'Change Of Control'?",
        ),
        ('title = "x"\n', "unknown top-level key 'title'"),
        ("", "no columns"),
        ('[[columns]]\nid = 3\nquestion = "Q"\n', "column 1, line 2: id must be a string"),
    ],
)
def test_field_errors_name_the_column_and_line(text: str, expected: str) -> None:
    with pytest.raises(ColumnsError) as err:
        parse_columns(text, "cols.toml", VOCAB)
    assert expected in str(err.value)
    assert str(err.value).startswith("cols.toml: ")


def test_missing_file_and_unknown_template(tmp_path: Path) -> None:
    with pytest.raises(ColumnsError, match="no such columns file"):
        load_columns_file(tmp_path / "nope.toml")
    with pytest.raises(ColumnsError, match="did you mean 'leases'"):
        load_template("lease")


@pytest.mark.parametrize("name", TEMPLATES)
def test_templates_are_sensible(name: str) -> None:
    cols = load_template(name)
    assert 10 <= len(cols) <= 20
    assert len({c.id for c in cols}) == len(cols)
    assert all(c.question.endswith("?") for c in cols)
