#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace akshara::data {

// The file formats Hugging Face `datasets` exports: to_csv (CSV, or TSV with sep="\t") and
// to_json (JSON lines: one object per line). JsonLines also reads a file holding one JSON
// array of such objects (the IndicXNLI release), told apart by its first character '['.
enum class DatasetFormat { Tsv, Csv, JsonLines };

// "tsv", "csv", "jsonl" (also "json"), case-insensitive; nothing for other names.
std::optional<DatasetFormat> datasetFormatByName(const std::string& name);
// From the file's extension: .tsv, .csv, .jsonl/.json; nothing otherwise.
std::optional<DatasetFormat> datasetFormatOfPath(const std::string& path);
// "tsv", "csv", "jsonl": the name datasetFormatByName reads back.
const char* datasetFormatName(DatasetFormat format);

struct ClassificationOptions {
    DatasetFormat format = DatasetFormat::Tsv;
    // TSV written by pandas / Hugging Face to_csv(sep="\t") quotes fields that hold a quote,
    // tab or newline, as CSV does; plain corpus TSV does not quote (a quote is text). True:
    // always read quoted; false: as the file was written (parseTsvRowsAsWritten).
    bool quotedTsv = false;
    bool sentencePair = false;
    // Single-sentence datasets: the text column.
    std::string textColumn = "text";
    // Sentence pairs: empty means sentence1/sentence2, else premise/hypothesis, whichever
    // the file has.
    std::string firstColumn, secondColumn;
    std::string labelColumn = "label";
    // How the caller asks for sentence pairs (the command line's "--pair"), named in the error
    // for a single-sentence read of a file that has only sentence-pair columns.
    std::string pairSwitch;
    // A file without the label column is read as unlabelled (every label empty, no label set)
    // instead of refused; for uses that never look at labels, such as sampling.
    bool labelsOptional = false;
    // The example ids. Empty: the column "id" when the file has one, else no ids. Given: the
    // column must exist. Ids are strings or integers (JSON), non-empty and unique.
    std::string idColumn;
    // The label set, in class-index order. Empty: every label is accepted and the set is
    // what the file holds. Given: a label is one of these names or an integer index into
    // them (Hugging Face ClassLabel columns export integers); anything else is an error.
    std::vector<std::string> labelNames;
};

struct ClassificationExample {
    std::string text;
    std::string textPair;  // empty for single-sentence datasets
    std::string label;     // the label's name
    std::size_t labelIndex = 0;
    std::size_t line = 0;  // where the example starts in its file
    std::string id;        // the id column's value; empty when the file has no ids
};

struct ClassificationDataset {
    std::string source;               // the file name, for messages
    std::vector<std::string> labels;  // index -> name; names read from a file are in NFC
    std::vector<ClassificationExample> examples;
    bool sentencePair = false;
    bool hasIds = false;   // every example has an id from the file
    bool labelled = true;  // false: the file had no label column (see labelsOptional)
};

// The XNLI label set in its ClassLabel order: entailment (0), neutral (1), contradiction (2).
const std::vector<std::string>& nliLabels();
// A label set by name ("nli", case-insensitive); nothing for other names.
std::optional<std::vector<std::string>> labelSetByName(const std::string& name);

// What makes a typed list of label names unusable.
struct LabelListProblem {
    enum class Kind { None, Empty, EmptyName, Twice };
    Kind kind = Kind::None;
    std::string name;   // Twice: the name given again
    std::string first;  // Twice: the name as it was given first (another ASCII case, or the same)
};

// The label names of a list typed as "a, b": each trimmed and in NFC (a name typed decomposed
// is the one the files hold). A label in another ASCII case is the same label, as the
// datasets match labels (Entailment for entailment), so naming it twice is a problem; so are
// an empty name and an empty list. `problem` says which, the names read so far returned.
std::vector<std::string> parseLabelList(const std::string& text, LabelListProblem& problem);

// The example's id: its id from the file, else its 0-based position in the dataset.
std::string exampleId(const ClassificationDataset& dataset, std::size_t index);

// Reads a labelled dataset. Throws InputError naming file, line and field for invalid
// UTF-8, a missing column, a row with a different number of fields than the header, a
// value of the wrong type (JSON), an unknown label when a label set is given, a malformed
// JSON line or array, an empty or duplicate id, and an empty file or one without examples. Without
// a label set, labels that are all integers are ordered by value, others by first appearance.
// With labelsOptional, a file without the label column gives unlabelled examples. Ids and labels
// are read as NFC, as prediction files read them, so that duplicates are found as they will be
// there.
ClassificationDataset parseClassificationDataset(std::string_view content,
                                                 const std::string& fileName,
                                                 const ClassificationOptions& options);
ClassificationDataset readClassificationDataset(const std::string& path,
                                                const ClassificationOptions& options);

// The column names of a dataset, as its first record has them: the header of TSV or CSV, the
// keys of the first JSON lines record or of the first element of a JSON array, in the file's
// order. Read from the start of `content` alone (the first megabyte of a file will do), for
// offering the columns to choose from; empty when that record cannot be read from it. The
// dataset's reader names any problem.
std::vector<std::string> datasetColumns(std::string_view content, DatasetFormat format);
// As above for the file at `path` (its first megabyte); empty when it cannot be read.
std::vector<std::string> readDatasetColumns(const std::string& path, DatasetFormat format);

}  // namespace akshara::data
