#pragma once

#include <string>

#include "data/Sentence.h"

namespace akshara::data {

// Universal POS tag -> coarse class. NOUN and PROPN are nouns; VERB and AUX are verbs
// (auxiliaries and copulas carry tense and agreement in Indic languages, so "the verbs" of
// a sentence include them); PRON is its own class, not a noun. Unknown tags: Other.
WordClass wordClassOfUpos(const std::string& upos);

// SSF (ILMT / BIS) POS tag -> Universal POS tag. Table (tags compared case-insensitively,
// a trailing "C" of compound tags such as NNC/NNPC ignored):
//   NN NST -> NOUN (NST, spatio-temporal nouns, are nouns in the BIS hierarchy); NNP -> PROPN
//   PRP WQ -> PRON; DEM -> DET; VM -> VERB; VAUX -> AUX; JJ -> ADJ; RB INTF NEG -> ADV
//   PSP -> ADP; CC -> CCONJ; UT -> SCONJ; QC QO -> NUM; QF -> DET; RP CL RDP ECH -> PART
//   INJ -> INTJ; SYM PUNC -> PUNCT; anything else (UNK, XC, ...) -> X.
std::string uposOfSsfTag(const std::string& tag);

// SSF af gender/number/person values: m f n any; sg pl any; 1 2 3 1h 2h 3h any.
// Empty or other values give Unknown.
Gender ssfGender(const std::string& value);
Number ssfNumber(const std::string& value);
// Sets person and honorific.
void ssfPerson(const std::string& value, Morphology& morphology);

// UD FEATS ("Gender=Masc|Number=Sing") -> morphology. Several values ("Fem,Masc") give Any;
// Polite=Form or Polite=Elev marks honorific; VerbForm=Fin marks finite.
Morphology udMorphology(const std::string& feats);

}  // namespace akshara::data
