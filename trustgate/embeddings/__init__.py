"""Sentence embeddings for the conflict stage: tokenizer.py (model files, word pieces) <-
onnxgraph.py (the ONNX Runtime graph) <- embedder.py (the Embedder the gate uses). Imports point
that way only; no model stack is imported until a text is first encoded."""

from .embedder import Embedder, check_available, cosines, from_blob, to_blob
from .tokenizer import MINILM, count_word_pieces, load_tokenizer, model_path

__all__ = ["MINILM", "Embedder", "check_available", "cosines", "count_word_pieces", "from_blob", "load_tokenizer", "model_path", "to_blob"]
