#pragma once

// The C interface of libakshara_sentencepiece.so, the module that holds libsentencepiece.
//
// Debian's libsentencepiece exports the protobuf-lite it bundles (3.14) under the same symbol
// names as the system libprotobuf (3.21) that libtorch loads; in one global symbol scope one
// copy serves both and either protobuf's start-up or SentencePiece's version check fails. The
// module is therefore opened with dlopen(RTLD_LOCAL | RTLD_DEEPBIND) and only plain C types
// cross this interface. Text is UTF-8 bytes with an explicit size (not NUL-terminated unless
// said); strings coming back are handed to a sink callback, valid only during the call.
// No function throws; a sink must not throw either.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// Raised whenever a function below changes meaning; the loader refuses a module of another.
#define AKSHARA_SP_ABI_VERSION 1

typedef struct akshara_sp_model akshara_sp_model;

// Receives bytes (a piece, an error message, a serialized model).
typedef void (*akshara_sp_bytes_sink)(void* context, const char* bytes, size_t size);

// Receives one piece of an encoding: its id, its surface bytes, and the byte span
// [begin, end) of the input it stands for.
typedef void (*akshara_sp_piece_sink)(void* context, int id, const char* piece, size_t size,
                                      uint32_t begin, uint32_t end);

// Gives the next training sentence in *bytes / *size and returns 1, or returns 0 at the end.
typedef int (*akshara_sp_sentence_source)(void* context, const char** bytes, size_t* size);

// AKSHARA_SP_ABI_VERSION of the module.
typedef int (*akshara_sp_abi_version_fn)(void);

// A model from a serialized ModelProto, or NULL with the reason given to `on_error`.
typedef akshara_sp_model* (*akshara_sp_load_fn)(const char* bytes, size_t size,
                                                akshara_sp_bytes_sink on_error,
                                                void* error_context);

// Frees a model (NULL is ignored).
typedef void (*akshara_sp_free_fn)(akshara_sp_model* model);

// The number of pieces.
typedef int (*akshara_sp_piece_size_fn)(const akshara_sp_model* model);

// The id of a piece; the unknown piece's id when the model has no such piece.
typedef int (*akshara_sp_piece_to_id_fn)(const akshara_sp_model* model, const char* piece,
                                         size_t size);

// Gives the piece of `id` to `sink`; returns 0, or -1 (nothing given) when `id` is out of range.
typedef int (*akshara_sp_id_to_piece_fn)(const akshara_sp_model* model, int id,
                                         akshara_sp_bytes_sink sink, void* context);

// The unknown piece's id.
typedef int (*akshara_sp_unk_id_fn)(const akshara_sp_model* model);

// Encodes `text`, giving each piece in order to `sink`; returns 0, or -1 with the reason
// given to `on_error`.
typedef int (*akshara_sp_encode_fn)(const akshara_sp_model* model, const char* text, size_t size,
                                    akshara_sp_piece_sink sink, void* context,
                                    akshara_sp_bytes_sink on_error, void* error_context);

// Trains a model with SentencePieceTrainer::Train and `args` (NUL-terminated, the trainer's
// command line, e.g. "--input=corpus.txt --model_prefix=m --vocab_size=8000
// --model_type=unigram"). Sentences come from `--input` files, or from `sentences` when it is
// not NULL. When `on_model` is not NULL the serialized ModelProto is given to it and no file is
// written (--model_prefix may then be left out); otherwise the trainer writes
// <model_prefix>.model and <model_prefix>.vocab. Returns 0, or -1 with the reason given to
// `on_error`.
typedef int (*akshara_sp_train_fn)(const char* args, akshara_sp_sentence_source sentences,
                                   void* sentences_context, akshara_sp_bytes_sink on_model,
                                   void* model_context, akshara_sp_bytes_sink on_error,
                                   void* error_context);

#ifdef __cplusplus
}
#endif
