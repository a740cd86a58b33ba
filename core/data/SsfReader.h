#pragma once

#include <string>
#include <string_view>

#include "data/Corpus.h"

namespace akshara::data {

// Reads Shakti Standard Format (SSF) at the chunk level as the ILMT treebanks write it:
//   <Sentence id='1'>
//   1	((	NP	<fs af='राम,n,m,sg,3,d,0,0' name='NP' drel='k1:VGF'>
//   1.1	राम	NNP	<fs af='राम,n,m,sg,3,d,0,0'>
//   	))
//   ...
//   </Sentence>
// Every chunk and token line carries a feature structure; af is
// root,category,gender,number,person,case,tam,suffix (ambiguous analyses "<fs ...>|<fs ...>":
// the first is used). The tree is the chunk tree: drel='relation:parentName' links a chunk to
// the chunk with that name (the name attribute, else the chunk label). Other markup lines
// (<document>, <head>, ...) and comments (lines starting with '#') are ignored; CRLF, a BOM
// and stray whitespace are tolerated. A bad address, a chunk not closed, a token outside a
// chunk, a missing or unterminated feature structure, a drel naming no chunk, a cycle, a
// sentence not closed and invalid UTF-8 are malformed: reported with file and line.
Corpus parseSsf(std::string_view content, const std::string& fileName,
                const ReadOptions& options = {});
// Reads the file; throws InputError when it cannot be read, or when it holds neither a
// sentence nor a malformed one (an empty file, or another format: CoNLL-U is named as such).
Corpus readSsf(const std::string& path, const ReadOptions& options = {});

}  // namespace akshara::data
