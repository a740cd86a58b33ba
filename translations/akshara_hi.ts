<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi_IN">
<context>
    <name>AttackRuns</name>
    <message>
        <source>cannot read it: %1</source>
        <translation>फ़ाइल पढ़ी नहीं जा सकती: %1</translation>
    </message>
    <message>
        <source>a run of kind &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation>यह &quot;%1&quot; प्रकार का रन है, &quot;%2&quot; प्रकार का नहीं</translation>
    </message>
    <message>
        <source>class %1</source>
        <translation>वर्ग %1</translation>
    </message>
    <message>
        <source>not a JSON object: %1</source>
        <translation>यह JSON ऑब्जेक्ट नहीं है: %1</translation>
    </message>
    <message>
        <source>a record without &quot;index&quot; or &quot;%1&quot;</source>
        <translation>ऐसा रिकॉर्ड जिसमें &quot;index&quot; या &quot;%1&quot; नहीं है</translation>
    </message>
    <message>
        <source>no &quot;asr&quot; curves</source>
        <translation>&quot;asr&quot; वक्र नहीं हैं</translation>
    </message>
    <message>
        <source>ASR of %1 with the words %2 ranks on %3</source>
        <translation>%3 पर %2 द्वारा क्रमित शब्दों के साथ %1 का ASR</translation>
    </message>
    <message>
        <source>the last record is cut off</source>
        <translation>अंतिम रिकॉर्ड अधूरा कटा हुआ है</translation>
    </message>
    <message>
        <source>example %1 is listed twice (first on line %2)</source>
        <translation>उदाहरण %1 दो बार दर्ज है (पहली बार पंक्ति %2 पर)</translation>
    </message>
    <message>
        <source>the curve %1 / %2 holds a value that is not a number between 0 and 1</source>
        <translation>वक्र %1 / %2 में ऐसा मान है जो 0 और 1 के बीच की संख्या नहीं है</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>सामान्य फ़ाइल नहीं है</translation>
    </message>
    <message>
        <source>missing, though the run&apos;s summary.json is there</source>
        <translation>फ़ाइल मौजूद नहीं है, जबकि रन की summary.json मौजूद है</translation>
    </message>
    <message>
        <source>empty, though summary.json counts %1 examples</source>
        <translation>फ़ाइल ख़ाली है, जबकि summary.json में %1 उदाहरण गिने गए हैं</translation>
    </message>
    <message>
        <source>%1 records, though summary.json counts %2 examples</source>
        <translation>%1 रिकॉर्ड हैं, जबकि summary.json में %2 उदाहरण गिने गए हैं</translation>
    </message>
    <message>
        <source>expected an object of curves, one per method</source>
        <translation>वक्रों का ऑब्जेक्ट अपेक्षित था, हर विधि के लिए एक</translation>
    </message>
    <message>
        <source>no curves for this operator</source>
        <translation>इस ऑपरेटर के लिए कोई वक्र नहीं है</translation>
    </message>
    <message>
        <source>expected a list of values</source>
        <translation>मानों की सूची अपेक्षित थी</translation>
    </message>
    <message>
        <source>the curve has no values</source>
        <translation>वक्र में कोई मान नहीं है</translation>
    </message>
    <message>
        <source>a record of a sentence pair without &quot;%1&quot;</source>
        <translation>वाक्य-युग्म का ऐसा रिकॉर्ड जिसमें &quot;%1&quot; नहीं है</translation>
    </message>
    <message>
        <source>Not attacked: the sentence has no word to change (punctuation or emoji only).</source>
        <translation>हमला नहीं हुआ: वाक्य में बदलने को कोई शब्द नहीं है (केवल विराम चिह्न या इमोजी)।</translation>
    </message>
    <message>
        <source>Not attacked: the model got this example wrong already, so its words were not ranked.</source>
        <translation>हमला नहीं हुआ: मॉडल ने यह उदाहरण पहले ही ग़लत बताया था, इसलिए इसके शब्दों का क्रम तय नहीं किया गया।</translation>
    </message>
    <message>
        <source>the curve has %1 values where the run perturbed 1 to %2 words</source>
        <translation>वक्र में %1 मान हैं, जबकि रन ने 1 से %2 शब्द बदले थे</translation>
    </message>
    <message>
        <source>%1 of the %2 words have a score: the others did not fit in the model&apos;s input, or its tokenizer keeps none of their characters, and are not shaded.</source>
        <translation>%2 में से %1 शब्दों का स्कोर है: बाक़ी मॉडल के इनपुट में नहीं समाए, या उसका टोकनाइज़र उनका कोई अक्षर नहीं रखता; उन्हें रंगा नहीं गया है।</translation>
    </message>
    <message>
        <source>a word outside its sentence (%1 to %2 of %3 characters)</source>
        <translation>अपने वाक्य से बाहर का शब्द (%3 वर्णों में से %1 से %2)</translation>
    </message>
    <message>
        <source>the run has not finished: there is no summary yet (Resume in its menu in Runs continues it)</source>
        <translation>रन पूरा नहीं हुआ है: अभी कोई सारांश नहीं है (रन में इसके मेनू का आगे चलाएँ इसे जारी रखता है)</translation>
    </message>
</context>
<context>
    <name>DialogFields</name>
    <message>
        <source>Phonological</source>
        <translation>ध्वनिगत परिवर्तन</translation>
    </message>
    <message>
        <source>Orthographic (visual)</source>
        <translation>वर्तनीगत परिवर्तन (दृश्य)</translation>
    </message>
    <message>
        <source>Random letter</source>
        <translation>यादृच्छिक अक्षर</translation>
    </message>
    <message>
        <source>Keyboard errors</source>
        <translation>कीबोर्ड त्रुटियाँ</translation>
    </message>
    <message>
        <source>OCR errors</source>
        <translation>OCR त्रुटियाँ</translation>
    </message>
    <message>
        <source>Character insertion</source>
        <translation>अक्षर जोड़ना</translation>
    </message>
    <message>
        <source>Character deletion</source>
        <translation>अक्षर हटाना</translation>
    </message>
    <message>
        <source>Character substitution</source>
        <translation>अक्षर बदलना</translation>
    </message>
    <message>
        <source>Character swapping</source>
        <translation>अक्षरों की अदला-बदली</translation>
    </message>
    <message>
        <source>Diacritical errors</source>
        <translation>विशेषक चिह्न त्रुटियाँ</translation>
    </message>
    <message>
        <source>Random spacing</source>
        <translation>यादृच्छिक रिक्ति</translation>
    </message>
    <message>
        <source>Orthographic errors (spelling)</source>
        <translation>वर्तनी त्रुटियाँ</translation>
    </message>
    <message>
        <source>Word relations</source>
        <translation>शब्द-संबंध</translation>
    </message>
    <message>
        <source>Leave-one-out</source>
        <translation>एक-शब्द लोप</translation>
    </message>
    <message>
        <source>Random order</source>
        <translation>यादृच्छिक क्रम</translation>
    </message>
    <message>
        <source>Gradient × input</source>
        <translation>ग्रेडिएंट × इनपुट</translation>
    </message>
    <message>
        <source>Integrated gradients</source>
        <translation>समाकलित ग्रेडिएंट</translation>
    </message>
    <message>
        <source>Kernel SHAP</source>
        <translation>कर्नेल SHAP</translation>
    </message>
    <message>
        <source>LIME</source>
        <translation>LIME</translation>
    </message>
    <message>
        <source>Attention rollout</source>
        <translation>अटेंशन रोलआउट</translation>
    </message>
    <message>
        <source>SmoothGrad</source>
        <translation>SmoothGrad</translation>
    </message>
    <message>
        <source>Gradient-weighted rollout</source>
        <translation>ग्रेडिएंट-भारित अटेंशन रोलआउट</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>चित्र निर्यात करें</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG छवि (*.png);;SVG चित्र (*.svg);;PDF दस्तावेज़ (*.pdf)</translation>
    </message>
    <message>
        <source>The figure could not be exported</source>
        <translation>चित्र निर्यात नहीं किया जा सका</translation>
    </message>
    <message>
        <source>Cannot write %1 (the name must end in .png, .svg or .pdf).</source>
        <translation>%1 नहीं लिखा जा सका (नाम .png, .svg या .pdf पर समाप्त होना चाहिए)।</translation>
    </message>
    <message>
        <source>Assamese</source>
        <translation>असमिया</translation>
    </message>
    <message>
        <source>Bodo</source>
        <translation>बोडो</translation>
    </message>
    <message>
        <source>Bengali</source>
        <translation>बांग्ला</translation>
    </message>
    <message>
        <source>Gujarati</source>
        <translation>गुजराती</translation>
    </message>
    <message>
        <source>Hindi</source>
        <translation>हिन्दी</translation>
    </message>
    <message>
        <source>Kannada</source>
        <translation>कन्नड़</translation>
    </message>
    <message>
        <source>Malayalam</source>
        <translation>मलयालम</translation>
    </message>
    <message>
        <source>Marathi</source>
        <translation>मराठी</translation>
    </message>
    <message>
        <source>Odia</source>
        <translation>ओड़िया</translation>
    </message>
    <message>
        <source>Punjabi</source>
        <translation>पंजाबी</translation>
    </message>
    <message>
        <source>Tamil</source>
        <translation>तमिल</translation>
    </message>
    <message>
        <source>Telugu</source>
        <translation>तेलुगु</translation>
    </message>
    <message>
        <source>Urdu</source>
        <translation>उर्दू</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>पोलिश</translation>
    </message>
    <message>
        <source>English</source>
        <translation>अंग्रेज़ी</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>यह एक फ़ोल्डर है</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 नहीं लिखा जा सका।</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>%1 नहीं लिखा जा सका: %2।</translation>
    </message>
    <message>
        <source>Subword tokens, a word&apos;s mean (tokens)</source>
        <translation>सबवर्ड टोकन, शब्द का औसत (tokens)</translation>
    </message>
    <message>
        <source>Whole words (words)</source>
        <translation>पूरे शब्द (words)</translation>
    </message>
    <message>
        <source>Export table</source>
        <translation>तालिका निर्यात करें</translation>
    </message>
    <message>
        <source>LaTeX table (*.tex);;CSV table for a spreadsheet (*.csv)</source>
        <translation>LaTeX तालिका (*.tex);;स्प्रेडशीट के लिए CSV तालिका (*.csv)</translation>
    </message>
    <message>
        <source>The table could not be exported</source>
        <translation>तालिका निर्यात नहीं की जा सकी</translation>
    </message>
    <message>
        <source>Cannot write %1 (the name must end in .tex or .csv).</source>
        <translation>%1 नहीं लिखा जा सका (नाम .tex या .csv पर समाप्त होना चाहिए)।</translation>
    </message>
    <message>
        <source>The column of the sentences; sentence pairs are read from sentence1 and sentence2, or premise and hypothesis</source>
        <translation>वाक्यों का स्तंभ; वाक्य युग्म sentence1 और sentence2, या premise और hypothesis से पढ़े जाते हैं</translation>
    </message>
    <message>
        <source>The column of the gold labels</source>
        <translation>सही लेबलों का स्तंभ</translation>
    </message>
    <message>
        <source>Te&amp;xt column:</source>
        <translation>पाठ स्तंभ (&amp;X):</translation>
    </message>
    <message>
        <source>Label col&amp;umn:</source>
        <translation>लेबल स्तंभ (&amp;U):</translation>
    </message>
    <message>
        <source>Move to the trash</source>
        <translation>रद्दी में भेजें</translation>
    </message>
    <message>
        <source>What SHAP and LIME mask: each subword token alone, a word scored by the mean of its tokens as in the second paper, or each word whole</source>
        <translation>SHAP और LIME क्या छिपाते हैं: हर सबवर्ड टोकन अलग से, और शब्द का स्कोर उसके टोकनों का औसत (दूसरे शोधपत्र की तरह), या हर पूरा शब्द</translation>
    </message>
    <message>
        <source>all</source>
        <translation>सभी</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>बदलें</translation>
    </message>
    <message>
        <source>entailment, neutral, contradiction</source>
        <translation>entailment, neutral, contradiction</translation>
    </message>
    <message>
        <source>the names in the file</source>
        <translation>फ़ाइल में दिए नाम</translation>
    </message>
    <message>
        <source>The data&apos;s label names in class-index order, for labels written as integers: nli (entailment, neutral, contradiction) or names separated by commas. Labels are matched to the classifier&apos;s by name; a classifier without label names takes these.</source>
        <translation>पूर्णांकों के रूप में लिखे लेबलों के लिए, वर्ग-सूचकांक क्रम में डेटा के लेबल नाम: nli (entailment, neutral, contradiction) या अल्पविराम से अलग किए नाम। लेबल वर्गीकारक के लेबलों से नाम द्वारा मिलाए जाते हैं; बिना लेबल नामों वाला वर्गीकारक यही नाम लेता है।</translation>
    </message>
    <message>
        <source>A label name is empty: separate the names with single commas.</source>
        <translation>एक लेबल नाम ख़ाली है: नामों को एक-एक अल्पविराम से अलग करें।</translation>
    </message>
    <message>
        <source>The label name &quot;%1&quot; is given twice.</source>
        <translation>लेबल नाम &quot;%1&quot; दो बार दिया गया है।</translation>
    </message>
    <message>
        <source>no file can be made in %1 (%2)</source>
        <translation>%1 में कोई फ़ाइल नहीं बनाई जा सकती (%2)</translation>
    </message>
    <message>
        <source>phonological: short/long vowel, aspirated/unaspirated or voiced/voiceless homorganic consonant, sibilant</source>
        <translation>ध्वनिगत: ह्रस्व/दीर्घ स्वर, महाप्राण/अल्पप्राण या घोष/अघोष समस्थानिक व्यंजन, ऊष्म</translation>
    </message>
    <message>
        <source>orthographic: a look-alike letter, or the two consonants of a conjunct swapped</source>
        <translation>वर्तनी-रूपात्मक: मिलता-जुलता दिखने वाला अक्षर, या संयुक्ताक्षर के दोनों व्यंजनों की अदला-बदली</translation>
    </message>
    <message>
        <source>baseline: a letter replaced by a random letter of the same class</source>
        <translation>आधार-रेखा: अक्षर की जगह उसी वर्ग का कोई यादृच्छिक अक्षर</translation>
    </message>
    <message>
        <source>optical character recognition confusion</source>
        <translation>प्रकाशीय अक्षर पहचान (OCR) का भ्रम</translation>
    </message>
    <message>
        <source>a random letter inserted</source>
        <translation>एक यादृच्छिक अक्षर जोड़ा गया</translation>
    </message>
    <message>
        <source>a letter (an akshara in Indic scripts) deleted</source>
        <translation>एक अक्षर (भारतीय लिपियों में एक अक्षर-इकाई) हटाया गया</translation>
    </message>
    <message>
        <source>a letter (an akshara in Indic scripts) replaced by a random letter</source>
        <translation>एक अक्षर (भारतीय लिपियों में एक अक्षर-इकाई) की जगह यादृच्छिक अक्षर</translation>
    </message>
    <message>
        <source>two adjacent letters (aksharas) exchanged</source>
        <translation>दो पास-पास के अक्षरों की अदला-बदली</translation>
    </message>
    <message>
        <source>a diacritic lost (Polish accents; Indic nukta, anusvara, candrabindu)</source>
        <translation>एक विशेषक चिह्न छूट गया (पोलिश चिह्न; भारतीय नुक़्ता, अनुस्वार, चंद्रबिंदु)</translation>
    </message>
    <message>
        <source>a space inserted inside the word</source>
        <translation>शब्द के भीतर एक ख़ाली जगह जोड़ी गई</translation>
    </message>
    <message>
        <source>a spelling confusion of the language (rz/ż, ch/h, ó/u, ...)</source>
        <translation>भाषा का वर्तनी-भ्रम (rz/ż, ch/h, ó/u, ...)</translation>
    </message>
    <message>
        <source>the word replaced by a related word from a relation file</source>
        <translation>शब्द की जगह संबंध फ़ाइल से एक संबंधित शब्द</translation>
    </message>
    <message>
        <source>vowel</source>
        <translation>स्वर</translation>
    </message>
    <message>
        <source>consonant</source>
        <translation>व्यंजन</translation>
    </message>
    <message>
        <source>aspirated</source>
        <translation>महाप्राण</translation>
    </message>
    <message>
        <source>voiced</source>
        <translation>घोष</translation>
    </message>
    <message>
        <source>sibilant</source>
        <translation>ऊष्म</translation>
    </message>
    <message>
        <source>look-alike</source>
        <translation>मिलता-जुलता रूप</translation>
    </message>
    <message>
        <source>conjunct swap</source>
        <translation>संयुक्ताक्षर की अदला-बदली</translation>
    </message>
    <message>
        <source>neighbouring key</source>
        <translation>पास की कुंजी</translation>
    </message>
    <message>
        <source>AltGr missed</source>
        <translation>AltGr छूटा</translation>
    </message>
    <message>
        <source>same sound</source>
        <translation>एक-सी ध्वनि</translation>
    </message>
    <message>
        <source>nasal</source>
        <translation>अनुनासिक</translation>
    </message>
    <message>
        <source>soft consonant</source>
        <translation>कोमल व्यंजन</translation>
    </message>
    <message>
        <source>devoicing</source>
        <translation>अघोषीकरण</translation>
    </message>
    <message>
        <source>The label name &quot;%1&quot; is given twice, as &quot;%2&quot; first: a label in another case is the same label.</source>
        <translation>लेबल नाम &quot;%1&quot; दो बार दिया गया है, पहले &quot;%2&quot; के रूप में: दूसरे केस में लिखा लेबल वही लेबल है।</translation>
    </message>
    <message>
        <source>diacritic lost</source>
        <translation>विशेषक चिह्न छूटा</translation>
    </message>
    <message>
        <source>%1 is there already.</source>
        <translation>%1 पहले से मौजूद है।</translation>
    </message>
    <message>
        <source>The export replaces it.</source>
        <translation>निर्यात इसकी जगह लेगा।</translation>
    </message>
    <message>
        <source>Vanilla gradient</source>
        <translation>साधारण ग्रेडिएंट</translation>
    </message>
    <message>
        <source>keyboard slip: a neighbouring key, or AltGr (Polish) or Shift (InScript) missed</source>
        <translation>कीबोर्ड की चूक: पास की कुंजी, या AltGr (पोलिश) या Shift (इनस्क्रिप्ट) छूट जाना</translation>
    </message>
    <message>
        <source>Shift missed</source>
        <translation>Shift छूट जाना</translation>
    </message>
    <message>
        <source>%1, %2, is not there: choose a model&apos;s folder.</source>
        <translation>%1 (%2) मौजूद नहीं है: किसी मॉडल का फ़ोल्डर चुनें।</translation>
    </message>
    <message>
        <source>%1, %2, is a file: a model is a folder with config.json.</source>
        <translation>%1 (%2) एक फ़ाइल है: मॉडल config.json वाला फ़ोल्डर होता है।</translation>
    </message>
    <message>
        <source>%1, %2, has no config.json: choose the folder of a Hugging Face model.</source>
        <translation>%1 (%2) में config.json नहीं है: किसी Hugging Face मॉडल का फ़ोल्डर चुनें।</translation>
    </message>
    <message>
        <source>%1, %2, is not there: choose an existing file.</source>
        <translation>%1 (%2) मौजूद नहीं है: कोई मौजूदा फ़ाइल चुनें।</translation>
    </message>
    <message>
        <source>%1, %2, is a folder: choose a file in it.</source>
        <translation>%1 (%2) एक फ़ोल्डर है: उसमें से कोई फ़ाइल चुनें।</translation>
    </message>
    <message>
        <source>The file to write, %1, is a folder: name a file in it.</source>
        <translation>लिखी जाने वाली फ़ाइल, %1, एक फ़ोल्डर है: उसमें किसी फ़ाइल का नाम दें।</translation>
    </message>
    <message>
        <source>The dataset has no column &quot;%1&quot;: its columns are %2.</source>
        <translation>डेटासेट में &quot;%1&quot; नाम का कॉलम नहीं है: उसके कॉलम हैं %2।</translation>
    </message>
    <message>
        <source>Partition SHAP</source>
        <translation>पार्टिशन SHAP</translation>
    </message>
</context>
<context>
    <name>ItemCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>कॉपी करें (&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;with column titles</source>
        <translation>स्तंभ शीर्षकों के साथ कॉपी करें (&amp;W)</translation>
    </message>
</context>
<context>
    <name>NewProbeRunDialog</name>
    <message>
        <source>Surface: the sentence&apos;s length in words, in 8 classes</source>
        <translation>सतही: वाक्य की शब्दों में लंबाई, 8 वर्गों में</translation>
    </message>
    <message>
        <source>Syntactic: the depth of the sentence&apos;s dependency tree, in 5 classes</source>
        <translation>वाक्यात्मक: वाक्य के निर्भरता वृक्ष की गहराई, 5 वर्गों में</translation>
    </message>
    <message>
        <source>Syntactic: whether two adjacent words were swapped (in about a fifth of the sentences)</source>
        <translation>वाक्यात्मक: क्या दो पास-पास के शब्द आपस में बदले गए (लगभग हर पाँचवें वाक्य में)</translation>
    </message>
    <message>
        <source>Semantic: the number of the main clause&apos;s subject</source>
        <translation>अर्थगत: मुख्य उपवाक्य के कर्ता का वचन</translation>
    </message>
    <message>
        <source>Semantic: the number of the main clause&apos;s direct object</source>
        <translation>अर्थगत: मुख्य उपवाक्य के प्रत्यक्ष कर्म का वचन</translation>
    </message>
    <message>
        <source>Semantic: the main verb&apos;s gender</source>
        <translation>अर्थगत: मुख्य क्रिया का लिंग</translation>
    </message>
    <message>
        <source>Semantic: the main verb&apos;s number</source>
        <translation>अर्थगत: मुख्य क्रिया का वचन</translation>
    </message>
    <message>
        <source>Semantic: the main verb&apos;s person</source>
        <translation>अर्थगत: मुख्य क्रिया का पुरुष</translation>
    </message>
    <message>
        <source>A random phrase appended</source>
        <translation>अंत में एक यादृच्छिक वाक्यांश जोड़ा गया</translation>
    </message>
    <message>
        <source>Every noun and verb dropped</source>
        <translation>सभी संज्ञाएँ और क्रियाएँ हटाई गईं</translation>
    </message>
    <message>
        <source>Every noun dropped</source>
        <translation>सभी संज्ञाएँ हटाई गईं</translation>
    </message>
    <message>
        <source>Every verb dropped</source>
        <translation>सभी क्रियाएँ हटाई गईं</translation>
    </message>
    <message>
        <source>One noun, drawn at random, dropped</source>
        <translation>यादृच्छिक रूप से चुनी एक संज्ञा हटाई गई</translation>
    </message>
    <message>
        <source>One verb, drawn at random, dropped</source>
        <translation>यादृच्छिक रूप से चुनी एक क्रिया हटाई गई</translation>
    </message>
    <message>
        <source>Only the nouns and verbs kept</source>
        <translation>केवल संज्ञाएँ और क्रियाएँ रखी गईं</translation>
    </message>
    <message>
        <source>Only the nouns kept</source>
        <translation>केवल संज्ञाएँ रखी गईं</translation>
    </message>
    <message>
        <source>Only the verbs kept</source>
        <translation>केवल क्रियाएँ रखी गईं</translation>
    </message>
    <message>
        <source>The first word replaced by the model&apos;s unknown token</source>
        <translation>पहला शब्द मॉडल के अज्ञात टोकन से बदला गया</translation>
    </message>
    <message>
        <source>The last word replaced by the model&apos;s unknown token</source>
        <translation>अंतिम शब्द मॉडल के अज्ञात टोकन से बदला गया</translation>
    </message>
    <message>
        <source>The first and last words replaced by the model&apos;s unknown token</source>
        <translation>पहला और अंतिम शब्द मॉडल के अज्ञात टोकन से बदले गए</translation>
    </message>
    <message>
        <source>The words shuffled</source>
        <translation>शब्दों का क्रम यादृच्छिक रूप से बदला गया</translation>
    </message>
</context>
<context>
    <name>ProbeSummary</name>
    <message>
        <source>not the summary of a probing run (no &quot;results&quot; list)</source>
        <translation>यह किसी प्रोबिंग रन का सारांश नहीं है (&quot;results&quot; सूची नहीं है)</translation>
    </message>
    <message>
        <source>result %1 has no task or perturbation</source>
        <translation>परिणाम %1 में कार्य या विक्षोभ नहीं है</translation>
    </message>
    <message>
        <source>%1 / %2: layer %3 has no accuracy</source>
        <translation>%1 / %2: परत %3 की सटीकता नहीं है</translation>
    </message>
    <message>
        <source>the run has no results</source>
        <translation>रन में कोई परिणाम नहीं है</translation>
    </message>
    <message>
        <source>the run has not finished: there is no summary yet</source>
        <translation>रन पूरा नहीं हुआ है: अभी कोई सारांश नहीं है</translation>
    </message>
    <message>
        <source>%1 / %2: no layers, and no reason it was skipped</source>
        <translation>%1 / %2: कोई परत नहीं, और छोड़ने का कोई कारण नहीं</translation>
    </message>
    <message>
        <source>field &apos;results[%1]&apos;: %2 / %3 listed twice (also results[%4]): the summary is damaged</source>
        <translation>फ़ील्ड &apos;results[%1]&apos;: %2 / %3 दो बार सूचीबद्ध है (results[%4] में भी): सारांश क्षतिग्रस्त है</translation>
    </message>
    <message>
        <source>field &apos;results[%1].layers[%2].layer&apos;: layer %3 in the place of layer %2: the summary is damaged</source>
        <translation>फ़ील्ड &apos;results[%1].layers[%2].layer&apos;: परत %2 के स्थान पर परत %3: सारांश क्षतिग्रस्त है</translation>
    </message>
    <message>
        <source>field &apos;results[%1].layers&apos;: %2 listed, where results[%3] lists %4: the summary is damaged</source>
        <translation>फ़ील्ड &apos;results[%1].layers&apos;: %2 सूचीबद्ध हैं, जबकि results[%3] में %4 हैं: सारांश क्षतिग्रस्त है</translation>
    </message>
</context>
<context>
    <name>RunBrowserModel</name>
    <message>
        <source>%1 %2% (layer %3)</source>
        <translation>%1 %2% (परत %3)</translation>
    </message>
    <message>
        <source>not robust: %1</source>
        <translation>मज़बूत नहीं: %1</translation>
    </message>
    <message>
        <source>robust: %1</source>
        <translation>मज़बूत: %1</translation>
    </message>
    <message>
        <source>%1: the folder cannot be read (no permission)</source>
        <translation>%1: फ़ोल्डर पढ़ा नहीं जा सकता (अनुमति नहीं है)</translation>
    </message>
    <message>
        <source>%1: missing</source>
        <translation>%1: फ़ाइल मौजूद नहीं है</translation>
    </message>
    <message>
        <source>accuracy %1 → %2</source>
        <translation>सटीकता %1 → %2</translation>
    </message>
    <message>
        <source>damaged: %1 (%2)</source>
        <translation>क्षतिग्रस्त: %1 (%2)</translation>
    </message>
    <message>
        <source>no verdict: %1</source>
        <translation>कोई निर्णय नहीं: %1</translation>
    </message>
    <message>
        <source>%1: the folder&apos;s name is not valid UTF-8; rename it to open the run</source>
        <translation>%1: फ़ोल्डर का नाम मान्य UTF-8 नहीं है; रन खोलने के लिए उसका नाम बदलें</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>अधूरा</translation>
    </message>
</context>
<context>
    <name>RunFields</name>
    <message>
        <source>expected a number</source>
        <translation>संख्या अपेक्षित थी</translation>
    </message>
    <message>
        <source>%1 is outside [%2, %3]</source>
        <translation>%1 सीमा [%2, %3] से बाहर है</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>पूर्ण संख्या अपेक्षित थी</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>सामान्य फ़ाइल नहीं है</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>ऐसी कोई फ़ाइल नहीं है</translation>
    </message>
    <message>
        <source>larger than 256 MiB</source>
        <translation>256 MiB से बड़ी है</translation>
    </message>
    <message>
        <source>cannot read it: %1</source>
        <translation>फ़ाइल पढ़ी नहीं जा सकती: %1</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>बाइट %1 पर मान्य JSON नहीं है: %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>यह JSON ऑब्जेक्ट नहीं है</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>अपेक्षित था: true या false</translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message numerus="yes">
        <source>%1: and %n more error(s)</source>
        <translation>
            <numerusform>%1: और %n अन्य त्रुटि</numerusform>
            <numerusform>%1: और %n अन्य त्रुटियाँ</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 एक फ़ाइल है, फ़ोल्डर नहीं</translation>
    </message>
    <message>
        <source>Cannot create the folder %1: %2</source>
        <translation>फ़ोल्डर %1 नहीं बनाया जा सकता: %2</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>अज्ञात त्रुटि</translation>
    </message>
    <message>
        <source>The folder %1 cannot be read: permission denied</source>
        <translation>फ़ोल्डर %1 पढ़ा नहीं जा सकता: अनुमति नहीं है</translation>
    </message>
    <message>
        <source>No folder was given</source>
        <translation>कोई फ़ोल्डर नहीं दिया गया</translation>
    </message>
    <message>
        <source>it is gone</source>
        <translation>यह अब मौजूद नहीं है</translation>
    </message>
    <message>
        <source>the trash %1 cannot be made</source>
        <translation>रद्दी %1 नहीं बनाई जा सकती</translation>
    </message>
    <message>
        <source>the trash %1 cannot be written</source>
        <translation>रद्दी %1 में लिखा नहीं जा सकता</translation>
    </message>
    <message>
        <source>it is on another disk than the trash %1</source>
        <translation>यह रद्दी %1 से अलग डिस्क पर है</translation>
    </message>
    <message>
        <source>%1: the table in it is named %2, and a table is read from the file of its name (%2.tsv); this file is left aside. Rename the file or the table&apos;s &apos;# name:&apos; to use it.</source>
        <translation>%1: इसमें मौजूद तालिका का नाम %2 है, और तालिका उसके नाम की फ़ाइल (%2.tsv) से पढ़ी जाती है; यह फ़ाइल अलग रखी गई है। इसे काम में लेने के लिए फ़ाइल का नाम या तालिका का &apos;# name:&apos; बदलें।</translation>
    </message>
    <message>
        <source>%1 is no longer there (moved or deleted outside the workbench).</source>
        <translation>%1 अब वहाँ नहीं है (वर्कबेंच के बाहर कहीं और ले जाया गया या मिटाया गया)।</translation>
    </message>
    <message>
        <source>No file manager could be started to show %1.</source>
        <translation>%1 दिखाने के लिए कोई फ़ाइल प्रबंधक शुरू नहीं हो सका।</translation>
    </message>
    <message>
        <source>%1: the file&apos;s name is not valid UTF-8, and a table is read from the file of its name; this file is left aside. Rename it to its table&apos;s name to use it.</source>
        <translation>%1: फ़ाइल का नाम मान्य UTF-8 नहीं है, और तालिका अपने नाम की फ़ाइल से पढ़ी जाती है; यह फ़ाइल अलग छोड़ी गई है। इसे उपयोग करने के लिए इसका नाम इसकी तालिका के नाम पर रखें।</translation>
    </message>
    <message>
        <source>%1 holds other files and is not a workspace; File &gt; Open workspace makes it one if you choose</source>
        <translation>%1 में दूसरी फ़ाइलें हैं और यह कार्यक्षेत्र नहीं है; फ़ाइल &gt; कार्यक्षेत्र खोलें चाहें तो इसे कार्यक्षेत्र बना देता है</translation>
    </message>
    <message>
        <source>%1 does not exist, nor does the folder it would be made in</source>
        <translation>%1 मौजूद नहीं है, न ही वह फ़ोल्डर जिसमें इसे बनाया जाता</translation>
    </message>
    <message>
        <source>%1: a table is read from the file of its name ending in .tsv, in small letters; this file is left aside. Rename it to %2 to use it.</source>
        <translation>%1: तालिका उसके नाम की उस फ़ाइल से पढ़ी जाती है जिसका अंत छोटे अक्षरों में .tsv हो; यह फ़ाइल अलग रखी गई है। इसे काम में लेने के लिए इसका नाम बदलकर %2 करें।</translation>
    </message>
</context>
<context>
    <name>akshara::gui::AsrView</name>
    <message>
        <source>No ASR-curve run is open. Double-click an asr-curve run in Runs or use File &gt; Open run folder.</source>
        <translation>कोई ASR-वक्र रन खुला नहीं है। रन सूची में किसी asr-curve रन पर डबल-क्लिक करें या फ़ाइल &gt; रन फ़ोल्डर खोलें चुनें।</translation>
    </message>
    <message>
        <source>ASR-curve run %1: target %2, proxy %3, words ranked by %4</source>
        <translation>ASR-वक्र रन %1: लक्ष्य मॉडल %2, प्रॉक्सी मॉडल %3, शब्द %4 द्वारा क्रमित</translation>
    </message>
    <message>
        <source>Not robust (mean ASR above %1): %2.</source>
        <translation>मज़बूत नहीं (औसत ASR %1 से अधिक): %2।</translation>
    </message>
    <message>
        <source>Dotted lines: the same number of words chosen at random.</source>
        <translation>बिंदुदार रेखाएँ: उतने ही शब्द, यादृच्छिक रूप से चुने गए।</translation>
    </message>
    <message>
        <source>Open an ASR-curve run to see its curves.</source>
        <translation>वक्र देखने के लिए कोई ASR-वक्र रन खोलें।</translation>
    </message>
    <message>
        <source>Robust (mean ASR at most %1): %2.</source>
        <translation>मज़बूत (औसत ASR अधिकतम %1): %2।</translation>
    </message>
    <message>
        <source>The target classified no example right: there is no attack success rate to draw.</source>
        <translation>लक्ष्य मॉडल ने कोई उदाहरण सही नहीं पहचाना: बनाने के लिए हमले की कोई सफलता दर नहीं है।</translation>
    </message>
    <message>
        <source>No verdict (the target classified no example right, or the words changed no text): %1.</source>
        <translation>कोई निर्णय नहीं (लक्ष्य मॉडल ने कोई उदाहरण सही नहीं पहचाना, या शब्दों ने कोई पाठ नहीं बदला): %1।</translation>
    </message>
    <message>
        <source>Export fi&amp;gure...</source>
        <translation>चित्र निर्यात करें (&amp;G)...</translation>
    </message>
</context>
<context>
    <name>akshara::gui::AttackView</name>
    <message>
        <source>No attack run is open. Double-click an attack run in Runs, use File &gt; Open run folder, or start one with Experiments &gt; New attack run.</source>
        <translation>कोई हमला रन खुला नहीं है। रन सूची में किसी हमला रन पर डबल-क्लिक करें, फ़ाइल &gt; रन फ़ोल्डर खोलें चुनें, या प्रयोग &gt; नया हमला रन से एक रन शुरू करें।</translation>
    </message>
    <message>
        <source>Attack run %1: %2 on %3</source>
        <translation>हमला रन %1: %3 पर %2</translation>
    </message>
    <message>
        <source> (%1 only)</source>
        <translation> (केवल %1)</translation>
    </message>
    <message>
        <source>, language %1</source>
        <translation>, भाषा %1</translation>
    </message>
    <message>
        <source>, words ranked by %1</source>
        <translation>, शब्द %1 द्वारा क्रमित</translation>
    </message>
    <message>
        <source>Similarity of the adversarial texts: %1.</source>
        <translation>प्रतिकूल पाठों की समानता: %1।</translation>
    </message>
    <message>
        <source>Accuracy %1% before the attack, %2% after. Attack success rate %3% (of the examples the model got right); the successful attacks changed %4% of the words, with %5 queries per attacked example.</source>
        <translation>हमले से पहले सटीकता %1%, बाद में %2%। हमले की सफलता दर %3% (उन उदाहरणों में से जिन्हें मॉडल ने सही पहचाना); सफल हमलों ने %4% शब्द बदले, हर हमला किए गए उदाहरण पर %5 क्वेरी के साथ।</translation>
    </message>
    <message>
        <source>The run&apos;s summary cannot be read (%1), so it is shown as an unfinished run: %2 of %3 examples in results.jsonl.</source>
        <translation>रन का सारांश पढ़ा नहीं जा सकता (%1), इसलिए इसे अधूरे रन के रूप में दिखाया गया है: results.jsonl में %3 में से %2 उदाहरण।</translation>
    </message>
    <message>
        <source>The last record of results.jsonl is still being written and is left out.</source>
        <translation>results.jsonl का अंतिम रिकॉर्ड अभी लिखा जा रहा है, इसलिए उसे छोड़ दिया गया है।</translation>
    </message>
    <message>
        <source>chrF</source>
        <translation>chrF</translation>
    </message>
    <message>
        <source>phonetic</source>
        <translation>ध्वन्यात्मक</translation>
    </message>
    <message>
        <source>cosine</source>
        <translation>कोसाइन</translation>
    </message>
    <message>
        <source>BERTScore</source>
        <translation>BERTScore</translation>
    </message>
    <message>
        <source>Try this sentence...</source>
        <translation>यह वाक्य आज़माएँ...</translation>
    </message>
    <message>
        <source>, with the curated table %1</source>
        <translation>, संपादित तालिका %1 के साथ</translation>
    </message>
    <message>
        <source>Accuracy %1% before the attack, %2% after. Attack success rate %3% (of the examples the model got right): no attack succeeded, with %4 queries per attacked example.</source>
        <translation>हमले से पहले सटीकता %1%, बाद में %2%। हमले की सफलता दर %3% (उन उदाहरणों में से जिन्हें मॉडल ने सही पहचाना): कोई हमला सफल नहीं हुआ, हर हमला किए गए उदाहरण पर %4 क्वेरी के साथ।</translation>
    </message>
    <message>
        <source>Accuracy %1% before the attack, %2% after. The model got no example right: there was nothing to attack, and there is no attack success rate.</source>
        <translation>हमले से पहले सटीकता %1%, बाद में %2%। मॉडल ने कोई उदाहरण सही नहीं पहचाना: हमला करने को कुछ नहीं था, और हमले की कोई सफलता दर नहीं है।</translation>
    </message>
    <message>
        <source>Export heatma&amp;p...</source>
        <translation>हीटमैप निर्यात करें (&amp;P)...</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>आगे चलाएँ (&amp;U)</translation>
    </message>
    <message>
        <source>Attack the examples this run has not attacked yet, with the settings it was started with</source>
        <translation>उन उदाहरणों पर हमला करें जिन पर इस रन ने अभी तक हमला नहीं किया, उन्हीं सेटिंग्स के साथ जिनसे यह शुरू हुआ था</translation>
    </message>
    <message>
        <source>The run is not finished: %1 of %2 examples attacked so far (Resume continues it, as does its command run again).</source>
        <translation>रन पूरा नहीं हुआ है: अब तक %2 में से %1 उदाहरणों पर हमला हुआ है (आगे चलाएँ इसे जारी रखता है, जैसे इसकी कमांड फिर से चलाना भी)।</translation>
    </message>
    <message>
        <source>The run is being resumed: see Jobs</source>
        <translation>रन आगे चलाया जा रहा है: कार्य देखें</translation>
    </message>
    <message>
        <source>Accuracy %1% before the attack, %2% after. No candidate reached the model: the operator changed no word, or every candidate fell below the similarity threshold, and there is no attack success rate.</source>
        <translation>हमले से पहले सटीकता %1%, बाद में %2%। कोई संभावित रूप मॉडल तक नहीं पहुँचा: ऑपरेटर ने कोई शब्द नहीं बदला, या हर संभावित रूप समानता की सीमा से नीचे रहा, और हमले की कोई सफलता दर नहीं है।</translation>
    </message>
</context>
<context>
    <name>akshara::gui::CompareRunsView</name>
    <message>
        <source>Model</source>
        <translation>मॉडल</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>लक्ष्य मॉडल</translation>
    </message>
    <message>
        <source>Lang</source>
        <translation>भाषा</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>प्रकार</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>ऑपरेटर</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>शब्द</translation>
    </message>
    <message>
        <source>Orig. acc.</source>
        <translation>मूल सटीकता</translation>
    </message>
    <message>
        <source>After attack</source>
        <translation>हमले के बाद</translation>
    </message>
    <message>
        <source>ASR</source>
        <translation>ASR</translation>
    </message>
    <message>
        <source>% perturbed words</source>
        <translation>% बदले गए शब्द</translation>
    </message>
    <message>
        <source>Semantic sim.</source>
        <translation>अर्थ समानता</translation>
    </message>
    <message>
        <source>Overlap sim.</source>
        <translation>अतिव्याप्ति समानता</translation>
    </message>
    <message>
        <source>BERTScore</source>
        <translation>BERTScore</translation>
    </message>
    <message>
        <source>Phonetic sim.</source>
        <translation>ध्वन्यात्मक समानता</translation>
    </message>
    <message>
        <source>Candidates / word</source>
        <translation>संभावित रूप / शब्द</translation>
    </message>
    <message>
        <source>Word length</source>
        <translation>शब्द की लंबाई</translation>
    </message>
    <message>
        <source>Queries</source>
        <translation>क्वेरी</translation>
    </message>
    <message>
        <source>Sentence length</source>
        <translation>वाक्य की लंबाई</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>औसत</translation>
    </message>
    <message>
        <source>Robust</source>
        <translation>मज़बूत</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>हाँ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>नहीं</translation>
    </message>
    <message>
        <source>After each attack run&apos;s row, its figures per category of the operator (phono: consonant, vowel, ...), as the first paper&apos;s Table 4</source>
        <translation>हर हमला रन की पंक्ति के बाद, ऑपरेटर की हर श्रेणी (phono: व्यंजन, स्वर, ...) के आँकड़े, जैसे पहले शोधपत्र की तालिका 4 में</translation>
    </message>
    <message>
        <source>Write the table as LaTeX for a paper, or as CSV for a spreadsheet</source>
        <translation>तालिका को शोधपत्र के लिए LaTeX के रूप में, या स्प्रेडशीट के लिए CSV के रूप में लिखें</translation>
    </message>
    <message numerus="yes">
        <source>%n attack run(s), as the first paper&apos;s Table 9: per model, language and operator the accuracy before and after the attack, the attack success rate, the words perturbed and the similarity of the adversarial texts (&quot;-&quot;: not measured).</source>
        <translation>
            <numerusform>%n हमला रन, पहले शोधपत्र की तालिका 9 की तरह: हर मॉडल, भाषा और ऑपरेटर के लिए हमले से पहले और बाद की सटीकता, हमले की सफलता दर, बदले गए शब्द और प्रतिकूल पाठों की समानता (&quot;-&quot;: मापा नहीं गया)।</numerusform>
            <numerusform>%n हमला रन, पहले शोधपत्र की तालिका 9 की तरह: हर मॉडल, भाषा और ऑपरेटर के लिए हमले से पहले और बाद की सटीकता, हमले की सफलता दर, बदले गए शब्द और प्रतिकूल पाठों की समानता (&quot;-&quot;: मापा नहीं गया)।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ASR-curve run(s), as the second paper&apos;s tables: the attack success rate when the 1, 2, ... most important words of the proxy model are perturbed, and as many words chosen at random; robust: the mean ASR at most the run&apos;s threshold.</source>
        <translation>
            <numerusform>%n ASR-वक्र रन, दूसरे शोधपत्र की तालिकाओं की तरह: प्रॉक्सी मॉडल के 1, 2, ... सबसे महत्वपूर्ण शब्द बदलने पर, और उतने ही यादृच्छिक शब्द बदलने पर हमले की सफलता दर; मज़बूत: औसत ASR रन की सीमा से अधिक नहीं।</numerusform>
            <numerusform>%n ASR-वक्र रन, दूसरे शोधपत्र की तालिकाओं की तरह: प्रॉक्सी मॉडल के 1, 2, ... सबसे महत्वपूर्ण शब्द बदलने पर, और उतने ही यादृच्छिक शब्द बदलने पर हमले की सफलता दर; मज़बूत: औसत ASR रन की सीमा से अधिक नहीं।</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out, as they cannot be read:
%1</source>
        <translation>छोड़े गए, क्योंकि इन्हें पढ़ा नहीं जा सकता:
%1</translation>
    </message>
    <message>
        <source>Equal</source>
        <translation>बराबर</translation>
    </message>
    <message>
        <source>Accuracy: model x language</source>
        <translation>सटीकता: मॉडल x भाषा</translation>
    </message>
    <message>
        <source>Accuracy: model x task</source>
        <translation>सटीकता: मॉडल x कार्य</translation>
    </message>
    <message>
        <source>RS: perturbation x model</source>
        <translation>RS: विक्षोभ x मॉडल</translation>
    </message>
    <message>
        <source>RS: perturbation x language</source>
        <translation>RS: विक्षोभ x भाषा</translation>
    </message>
    <message>
        <source>RS: perturbation x task</source>
        <translation>RS: विक्षोभ x कार्य</translation>
    </message>
    <message>
        <source>RS: language x task</source>
        <translation>RS: भाषा x कार्य</translation>
    </message>
    <message>
        <source>RS: model x language</source>
        <translation>RS: मॉडल x भाषा</translation>
    </message>
    <message>
        <source>RS: model x task</source>
        <translation>RS: मॉडल x कार्य</translation>
    </message>
    <message>
        <source>Most affected layers (lowest mean RS first): task x language, over models and perturbations</source>
        <translation>सबसे अधिक प्रभावित परतें (सबसे कम औसत RS पहले): कार्य x भाषा, सभी मॉडलों और विक्षोभों पर</translation>
    </message>
    <message>
        <source>Most affected layers (lowest mean RS first): model x perturbation, over tasks and languages</source>
        <translation>सबसे अधिक प्रभावित परतें (सबसे कम औसत RS पहले): मॉडल x विक्षोभ, सभी कार्यों और भाषाओं पर</translation>
    </message>
    <message>
        <source>No runs are compared. Select finished attack, ASR-curve or probing runs in Runs (Ctrl and Shift add to the selection), then right-click them and choose Compare.</source>
        <translation>किसी रन की तुलना नहीं हो रही है। रन में पूरे हो चुके हमला, ASR-वक्र या प्रोबिंग रन चुनें (Ctrl और Shift चयन में जोड़ते हैं), फिर उन पर दायाँ क्लिक करके तुलना चुनें।</translation>
    </message>
    <message>
        <source>The third paper&apos;s tables: mean probing accuracy on clean text, the robustness score RS (perturbed against clean accuracy) by two of model, language, task and perturbation, and the three layers with the lowest mean RS</source>
        <translation>तीसरे शोधपत्र की तालिकाएँ: स्वच्छ पाठ पर औसत प्रोबिंग सटीकता, मॉडल, भाषा, कार्य और विक्षोभ में से दो के अनुसार मज़बूती स्कोर RS (विक्षुब्ध बनाम स्वच्छ सटीकता), और सबसे कम औसत RS वाली तीन परतें</translation>
    </message>
    <message numerus="yes">
        <source>%n probing run(s), as the third paper&apos;s tables (choose one in the list beside). RS: the robustness score of a layer, its accuracy on perturbed text against clean text; &quot;-&quot;: no runs for that cell.</source>
        <translation>
            <numerusform>%n प्रोबिंग रन, तीसरे शोधपत्र की तालिकाओं की तरह (बगल की सूची में एक चुनें)। RS: किसी परत का मज़बूती स्कोर, विक्षुब्ध पाठ पर उसकी सटीकता बनाम स्वच्छ पाठ पर; &quot;-&quot;: उस खाने के लिए कोई रन नहीं।</numerusform>
            <numerusform>%n प्रोबिंग रन, तीसरे शोधपत्र की तालिकाओं की तरह (बगल की सूची में एक चुनें)। RS: किसी परत का मज़बूती स्कोर, विक्षुब्ध पाठ पर उसकी सटीकता बनाम स्वच्छ पाठ पर; &quot;-&quot;: उस खाने के लिए कोई रन नहीं।</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Double-click a row to open its run.</source>
        <translation>%1
रन खोलने के लिए किसी पंक्ति पर डबल-क्लिक करें।</translation>
    </message>
    <message numerus="yes">
        <source>(and %n more: hover to read them)</source>
        <translation>
            <numerusform>(और %n अन्य: पढ़ने के लिए माउस ऊपर रखें)</numerusform>
            <numerusform>(और %n अन्य: पढ़ने के लिए माउस ऊपर रखें)</numerusform>
        </translation>
    </message>
    <message>
        <source>Export table writes every table of the list, as akshara-cli probe-report --latex does, or each table&apos;s CSV under its caption</source>
        <translation>तालिका निर्यात करें सूची की हर तालिका लिखता है, जैसे akshara-cli probe-report --latex करता है, या हर तालिका का CSV उसके शीर्षक के नीचे</translation>
    </message>
    <message>
        <source>Click a column&apos;s title to sort the rows by it; click again for the other way round, a third time for the papers&apos; order</source>
        <translation>पंक्तियों को किसी स्तंभ के अनुसार क्रमबद्ध करने के लिए उसके शीर्षक पर क्लिक करें; उल्टे क्रम के लिए फिर से क्लिक करें, शोधपत्रों के क्रम के लिए तीसरी बार</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>an operator and its category</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 (2nd sentence)</source>
        <comment>an attack on the second sentence of a pair</comment>
        <translation>%1 (दूसरा वाक्य)</translation>
    </message>
    <message>
        <source>%1 [%2 curated]</source>
        <comment>an operator and a curated table it read</comment>
        <translation>%1 [संपादित तालिका %2]</translation>
    </message>
    <message>
        <source>random</source>
        <comment>words chosen at random</comment>
        <translation>यादृच्छिक</translation>
    </message>
    <message>
        <source>%1 (proxy)</source>
        <comment>words chosen by the proxy model&apos;s word importance</comment>
        <translation>%1 (प्रॉक्सी मॉडल)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in an exported table</source>
        <translation>निर्यात की गई तालिका में &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>प्रॉक्सी</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>डेटा</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>रन</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>सीमा</translation>
    </message>
    <message>
        <source>Not in the robustness tables, as their task has no clean accuracy above 0 to be scored against:
%1</source>
        <translation>मज़बूती तालिकाओं में नहीं, क्योंकि इनके कार्य की कोई स्वच्छ सटीकता 0 से ऊपर नहीं है जिसके विरुद्ध इन्हें आँका जा सके:
%1</translation>
    </message>
    <message>
        <source>Compared runs</source>
        <translation>तुलना किए गए रन</translation>
    </message>
    <message>
        <source>Probing table</source>
        <translation>प्रोबिंग तालिका</translation>
    </message>
    <message>
        <source>A &amp;row per operator category</source>
        <translation>हर ऑपरेटर श्रेणी की एक पंक्ति (&amp;R)</translation>
    </message>
    <message>
        <source>Export &amp;all tables</source>
        <translation>सभी तालिकाएँ निर्यात करें (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Export table...</source>
        <translation>तालिका निर्यात करें (&amp;E)...</translation>
    </message>
</context>
<context>
    <name>akshara::gui::FigureSizeDialog</name>
    <message>
        <source>Figure size</source>
        <translation>चित्र का आकार</translation>
    </message>
    <message>
        <source> in</source>
        <translation> इंच</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>चौड़ाई (&amp;W):</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>ऊँचाई (&amp;H):</translation>
    </message>
    <message>
        <source>&amp;Resolution (PNG):</source>
        <translation>रिज़ॉल्यूशन (PNG) (&amp;R):</translation>
    </message>
    <message>
        <source>A journal column is about 3.5 in wide, a full page about 7 in. Fonts and the legend are scaled to the size.</source>
        <translation>पत्रिका का एक कॉलम लगभग 3.5 इंच चौड़ा होता है, पूरा पृष्ठ लगभग 7 इंच। फ़ॉन्ट और लेजेंड आकार के अनुसार मापे जाते हैं।</translation>
    </message>
    <message>
        <source>The width must be from %1 to %2 inches.</source>
        <translation>चौड़ाई %1 से %2 इंच के बीच होनी चाहिए।</translation>
    </message>
    <message>
        <source>The height must be from %1 to %2 inches.</source>
        <translation>ऊँचाई %1 से %2 इंच के बीच होनी चाहिए।</translation>
    </message>
    <message>
        <source>The resolution must be from %1 to %2 dpi.</source>
        <translation>रिज़ॉल्यूशन %1 से %2 dpi के बीच होना चाहिए।</translation>
    </message>
    <message>
        <source>At this size and resolution the image would be %1 x %2 pixels; a PNG of at most %3 million pixels is written. Choose a smaller size or resolution, or an SVG or PDF file.</source>
        <translation>इस आकार और रिज़ॉल्यूशन पर चित्र %1 x %2 पिक्सेल का होगा; अधिकतम %3 मिलियन पिक्सेल का PNG लिखा जाता है। छोटा आकार या रिज़ॉल्यूशन चुनें, या SVG या PDF फ़ाइल।</translation>
    </message>
</context>
<context>
    <name>akshara::gui::JobsModel</name>
    <message>
        <source>starting</source>
        <translation>शुरू हो रहा है</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>अज्ञात</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>कार्य</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>चरण</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>प्रगति</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>बीता समय</translation>
    </message>
    <message>
        <source>Remaining</source>
        <translation>शेष समय</translation>
    </message>
    <message>
        <source>attacking</source>
        <translation>हमला हो रहा है</translation>
    </message>
    <message>
        <source>bootstrap intervals</source>
        <translation>बूटस्ट्रैप अंतराल</translation>
    </message>
    <message>
        <source>building the vocabulary</source>
        <translation>शब्दावली बन रही है</translation>
    </message>
    <message>
        <source>classifying</source>
        <translation>वर्गीकरण हो रहा है</translation>
    </message>
    <message>
        <source>classifying the test sets</source>
        <translation>परीक्षण समुच्चयों का वर्गीकरण हो रहा है</translation>
    </message>
    <message>
        <source>classifying every test set with every classifier (the transfer table)</source>
        <translation>हर वर्गीकारक से हर परीक्षण समुच्चय का वर्गीकरण (स्थानांतरण तालिका)</translation>
    </message>
    <message>
        <source>extracting states</source>
        <translation>अवस्थाएँ निकाली जा रही हैं</translation>
    </message>
    <message>
        <source>loading the model</source>
        <translation>मॉडल लोड हो रहा है</translation>
    </message>
    <message>
        <source>loading the models</source>
        <translation>मॉडल लोड हो रहे हैं</translation>
    </message>
    <message>
        <source>loading the similarity model</source>
        <translation>समानता मॉडल लोड हो रहा है</translation>
    </message>
    <message>
        <source>perturbing</source>
        <translation>विक्षुब्ध किया जा रहा है</translation>
    </message>
    <message>
        <source>perturbing and classifying</source>
        <translation>विक्षुब्ध और वर्गीकृत किया जा रहा है</translation>
    </message>
    <message>
        <source>read</source>
        <translation>पढ़ लिया</translation>
    </message>
    <message>
        <source>reading cached states</source>
        <translation>संचित अवस्थाएँ पढ़ी जा रही हैं</translation>
    </message>
    <message>
        <source>reading the data</source>
        <translation>डेटा पढ़ा जा रहा है</translation>
    </message>
    <message>
        <source>reading treebanks</source>
        <translation>ट्रीबैंक पढ़े जा रहे हैं</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>तैयार</translation>
    </message>
    <message>
        <source>tokenizing</source>
        <translation>टोकन बनाए जा रहे हैं</translation>
    </message>
    <message>
        <source>training probes</source>
        <translation>प्रोब प्रशिक्षित हो रहे हैं</translation>
    </message>
    <message>
        <source>writing the corpora</source>
        <translation>कॉर्पस लिखे जा रहे हैं</translation>
    </message>
    <message>
        <source>writing the perturbed datasets</source>
        <translation>विक्षुब्ध डेटासेट लिखे जा रहे हैं</translation>
    </message>
    <message>
        <source>epoch %1/%2</source>
        <translation>एपॉक %1/%2</translation>
    </message>
    <message>
        <source>probing the control task of %1</source>
        <translation>%1 के नियंत्रण कार्य की प्रोबिंग</translation>
    </message>
    <message>
        <source>probing the layers of the %1 classifier</source>
        <translation>%1 वर्गीकारक की परतों की प्रोबिंग</translation>
    </message>
    <message>
        <source>probing %1</source>
        <translation>%1 की प्रोबिंग</translation>
    </message>
    <message>
        <source>training a second %1 classifier (the proxy)</source>
        <translation>दूसरे %1 वर्गीकारक (प्रॉक्सी) का प्रशिक्षण</translation>
    </message>
    <message>
        <source>training a %1 sentiment classifier from scratch</source>
        <translation>%1 भावना वर्गीकारक का शुरू से प्रशिक्षण</translation>
    </message>
    <message>
        <source>attacking the %1 classifier with %2</source>
        <translation>%1 वर्गीकारक पर %2 से हमला</translation>
    </message>
    <message>
        <source>drawing the ASR curve of the %1 classifier</source>
        <translation>%1 वर्गीकारक का ASR-वक्र बन रहा है</translation>
    </message>
    <message>
        <source>reading %1</source>
        <translation>%1 पढ़ा जा रहा है</translation>
    </message>
    <message>
        <source>loading %1</source>
        <translation>%1 लोड हो रहा है</translation>
    </message>
    <message>
        <source>demo: %1</source>
        <translation>डेमो: %1</translation>
    </message>
    <message>
        <source>waiting for another run extracting the same states</source>
        <translation>वही अवस्थाएँ निकाल रहे दूसरे रन की प्रतीक्षा</translation>
    </message>
    <message>
        <source>waiting for another workbench building this demo workspace</source>
        <translation>यह डेमो कार्यक्षेत्र बना रहे दूसरे वर्कबेंच की प्रतीक्षा</translation>
    </message>
</context>
<context>
    <name>akshara::gui::JobsPanel</name>
    <message>
        <source>Cancel &amp;job</source>
        <translation>कार्य रद्द करें (&amp;J)</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>कार्य</translation>
    </message>
</context>
<context>
    <name>akshara::gui::MainWindow</name>
    <message>
        <source>Runs</source>
        <translation>रन</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>कार्य</translation>
    </message>
    <message>
        <source>Script-similarity tables</source>
        <translation>लिपि-समानता तालिकाएँ</translation>
    </message>
    <message>
        <source>Matrices</source>
        <translation>मैट्रिक्स</translation>
    </message>
    <message>
        <source>The job failed</source>
        <translation>कार्य विफल रहा</translation>
    </message>
    <message>
        <source>Job cancelled</source>
        <translation>कार्य रद्द किया गया</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 सहेजा गया</translation>
    </message>
    <message>
        <source>The table could not be saved</source>
        <translation>तालिका सहेजी नहीं जा सकी</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>फ़ाइल (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New workspace...</source>
        <translation>नया कार्यक्षेत्र (&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Open workspace...</source>
        <translation>कार्यक्षेत्र खोलें (&amp;O)...</translation>
    </message>
    <message>
        <source>Open &amp;predictions...</source>
        <translation>पूर्वानुमान खोलें (&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>सेटिंग्स (&amp;S)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>बाहर निकलें (&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>दृश्य (&amp;V)</translation>
    </message>
    <message>
        <source>Script-similarity &amp;tables</source>
        <translation>लिपि-समानता तालिकाएँ (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Matrices</source>
        <translation>मैट्रिक्स (&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>सहायता (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Akshara Workbench</source>
        <translation>अक्षर वर्कबेंच के बारे में (&amp;A)</translation>
    </message>
    <message>
        <source>About Akshara Workbench</source>
        <translation>अक्षर वर्कबेंच के बारे में</translation>
    </message>
    <message>
        <source>Akshara Workbench %1: robustness of multilingual language models to natural errors in Indic languages and Polish.</source>
        <translation>अक्षर वर्कबेंच %1: भारतीय भाषाओं और पोलिश में प्राकृतिक त्रुटियों के प्रति बहुभाषी भाषा मॉडलों की मज़बूती।</translation>
    </message>
    <message>
        <source>The workspace could not be opened</source>
        <translation>कार्यक्षेत्र खोला नहीं जा सका</translation>
    </message>
    <message>
        <source>New workspace (choose or create an empty folder)</source>
        <translation>नया कार्यक्षेत्र (कोई ख़ाली फ़ोल्डर चुनें या बनाएँ)</translation>
    </message>
    <message>
        <source>Open workspace</source>
        <translation>कार्यक्षेत्र खोलें</translation>
    </message>
    <message>
        <source>Open one or two prediction files</source>
        <translation>एक या दो पूर्वानुमान फ़ाइलें खोलें</translation>
    </message>
    <message>
        <source>Prediction files (*.jsonl);;All files (*)</source>
        <translation>पूर्वानुमान फ़ाइलें (*.jsonl);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <source>Too many files</source>
        <translation>बहुत अधिक फ़ाइलें</translation>
    </message>
    <message>
        <source>Choose one prediction file (confusion matrix) or two on the same examples (consistency matrix).</source>
        <translation>एक पूर्वानुमान फ़ाइल चुनें (भ्रम मैट्रिक्स) या एक ही उदाहरणों पर आधारित दो फ़ाइलें (संगति मैट्रिक्स)।</translation>
    </message>
    <message>
        <source>The predictions could not be shown</source>
        <translation>पूर्वानुमान दिखाए नहीं जा सके</translation>
    </message>
    <message>
        <source>Probing</source>
        <translation>प्रोबिंग</translation>
    </message>
    <message>
        <source>Open &amp;run folder...</source>
        <translation>रन फ़ोल्डर खोलें (&amp;R)...</translation>
    </message>
    <message>
        <source>&amp;Probing</source>
        <translation>प्रोबिंग (&amp;P)</translation>
    </message>
    <message>
        <source>E&amp;xperiments</source>
        <translation>प्रयोग (&amp;X)</translation>
    </message>
    <message>
        <source>New &amp;probing run...</source>
        <translation>नया प्रोबिंग रन (&amp;P)...</translation>
    </message>
    <message>
        <source>Open run folder</source>
        <translation>रन फ़ोल्डर खोलें</translation>
    </message>
    <message>
        <source>No workspace</source>
        <translation>कोई कार्यक्षेत्र नहीं</translation>
    </message>
    <message>
        <source>Open or create a workspace first (File menu): runs are written into its runs/ folder.</source>
        <translation>पहले कोई कार्यक्षेत्र खोलें या बनाएँ (फ़ाइल मेनू): रन उसके runs/ फ़ोल्डर में लिखे जाते हैं।</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>हमले</translation>
    </message>
    <message>
        <source>ASR curves</source>
        <translation>ASR वक्र</translation>
    </message>
    <message>
        <source>&amp;Attacks</source>
        <translation>हमले (&amp;A)</translation>
    </message>
    <message>
        <source>A&amp;SR curves</source>
        <translation>ASR वक्र (&amp;S)</translation>
    </message>
    <message>
        <source>New &amp;attack run...</source>
        <translation>नया हमला रन (&amp;A)...</translation>
    </message>
    <message>
        <source>It includes the phonetic feature tables of the Indic NLP Resources, copyright Anoop Kunchukuttan, under the MIT License (the notice is installed as LICENSE.indic-phonetic beside this program&apos;s documentation).</source>
        <translation>इसमें Indic NLP Resources की ध्वन्यात्मक विशेषता तालिकाएँ शामिल हैं (कॉपीराइट Anoop Kunchukuttan), जो MIT लाइसेंस के अंतर्गत उपलब्ध हैं (लाइसेंस सूचना इस प्रोग्राम के दस्तावेज़ीकरण के साथ LICENSE.indic-phonetic नाम से इंस्टॉल की गई है)।</translation>
    </message>
    <message>
        <source>Building the demo workspace</source>
        <translation>डेमो कार्यक्षेत्र बनाया जा रहा है</translation>
    </message>
    <message>
        <source>The demo workspace is ready: its runs are in Runs, its matrices in Matrices.</source>
        <translation>डेमो कार्यक्षेत्र तैयार है: इसके रन &quot;रन&quot; में हैं, इसके मैट्रिक्स &quot;मैट्रिक्स&quot; में।</translation>
    </message>
    <message>
        <source>New A&amp;SR-curve run...</source>
        <translation>नया ASR-वक्र रन (&amp;S)...</translation>
    </message>
    <message>
        <source>Some tables of the workspace could not be read or have errors</source>
        <translation>कार्यक्षेत्र की कुछ तालिकाएँ पढ़ी नहीं जा सकीं या उनमें त्रुटियाँ हैं</translation>
    </message>
    <message>
        <source>The workspace %1 could not be opened; %2 is open instead.</source>
        <translation>कार्यक्षेत्र %1 खोला नहीं जा सका; उसकी जगह %2 खुला है।</translation>
    </message>
    <message>
        <source>Akshara Workbench[*]</source>
        <translation>अक्षर वर्कबेंच[*]</translation>
    </message>
    <message>
        <source>Unsaved edits of the tables %1 were restored from the last session; Save keeps them.</source>
        <translation>तालिकाओं %1 के बिना सहेजे संपादन पिछले सत्र से वापस लाए गए; उन्हें रखने के लिए सहेजें।</translation>
    </message>
    <message>
        <source>Unsaved table edits could not be kept on disk</source>
        <translation>बिना सहेजे तालिका संपादन डिस्क पर नहीं रखे जा सके</translation>
    </message>
    <message>
        <source>%1

They are kept in memory until the workbench closes; save the tables to keep them.</source>
        <translation>%1

वे वर्कबेंच बंद होने तक स्मृति में रखे गए हैं; उन्हें रखने के लिए तालिकाएँ सहेजें।</translation>
    </message>
    <message>
        <source>Akshara Workbench - %1[*]</source>
        <translation>अक्षर वर्कबेंच - %1[*]</translation>
    </message>
    <message>
        <source>Jobs are running</source>
        <translation>कार्य चल रहे हैं</translation>
    </message>
    <message>
        <source>Jobs still running: %1. Closing the workbench cancels them.</source>
        <translation>अभी चल रहे कार्य: %1। वर्कबेंच बंद करने से वे रद्द हो जाएँगे।</translation>
    </message>
    <message>
        <source>%1 (and %2 more: hover to read them)</source>
        <translation>%1 (और %2 अन्य: पढ़ने के लिए माउस ऊपर रखें)</translation>
    </message>
    <message>
        <source>Open &amp;transfer predictions...</source>
        <translation>अंतरण पूर्वानुमान खोलें (&amp;T)...</translation>
    </message>
    <message>
        <source>Open the prediction files of a transfer table</source>
        <translation>अंतरण तालिका की पूर्वानुमान फ़ाइलें खोलें</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n damaged hidden-state cache file(s) rebuilt in %2</source>
        <translation>
            <numerusform>%1: %2 में %n क्षतिग्रस्त छिपी-अवस्था कैश फ़ाइल फिर से बनाई गई</numerusform>
            <numerusform>%1: %2 में %n क्षतिग्रस्त छिपी-अवस्था कैश फ़ाइलें फिर से बनाई गईं</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare runs</source>
        <translation>रनों की तुलना</translation>
    </message>
    <message>
        <source>&amp;Compare runs</source>
        <translation>रनों की तुलना (&amp;C)</translation>
    </message>
    <message>
        <source>No runs to compare</source>
        <translation>तुलना के लिए कोई रन नहीं</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n run(s) to compare</source>
        <translation>
            <numerusform>तुलना के लिए %n रन पढ़ा जा रहा है</numerusform>
            <numerusform>तुलना के लिए %n रन पढ़े जा रहे हैं</numerusform>
        </translation>
    </message>
    <message>
        <source>The runs cannot be compared</source>
        <translation>रनों की तुलना नहीं की जा सकती</translation>
    </message>
    <message>
        <source>Select finished attack, ASR-curve or probing runs in Runs first (Ctrl and Shift add to the selection).</source>
        <translation>पहले रन में पूरे हो चुके हमला, ASR-वक्र या प्रोबिंग रन चुनें (Ctrl और Shift चयन में जोड़ते हैं)।</translation>
    </message>
    <message>
        <source>Try a sentence</source>
        <translation>वाक्य आज़माएँ</translation>
    </message>
    <message>
        <source>Tr&amp;y a sentence</source>
        <translation>वाक्य आज़माएँ (&amp;Y)</translation>
    </message>
    <message>
        <source>Trained %1: %2</source>
        <translation>%1 प्रशिक्षित: %2</translation>
    </message>
    <message>
        <source>The classifier is trained</source>
        <translation>वर्गीकारक प्रशिक्षित हो गया</translation>
    </message>
    <message>
        <source>%1 is saved in %2.</source>
        <translation>%1 को %2 में सहेजा गया है।</translation>
    </message>
    <message>
        <source>The training of %1 stopped; its finished epochs are kept: train it again with the same choices to resume.</source>
        <translation>%1 का प्रशिक्षण रुक गया; उसके पूरे हुए एपॉक रखे गए हैं: आगे चलाने के लिए उन्हीं विकल्पों के साथ फिर से प्रशिक्षित करें।</translation>
    </message>
    <message>
        <source>The training of %1 stopped before its first epoch ended; nothing was kept.</source>
        <translation>%1 का प्रशिक्षण पहला एपॉक पूरा होने से पहले रुक गया; कुछ नहीं रखा गया।</translation>
    </message>
    <message>
        <source>&amp;Train a classifier...</source>
        <translation>वर्गीकारक प्रशिक्षित करें (&amp;T)...</translation>
    </message>
    <message>
        <source>Replace the model?</source>
        <translation>मॉडल बदलें?</translation>
    </message>
    <message>
        <source>A model is already saved in %1.</source>
        <translation>%1 में पहले से एक मॉडल सहेजा हुआ है।</translation>
    </message>
    <message>
        <source>The new one replaces it when its training ends; until then it stays as it is.</source>
        <translation>नया मॉडल उसका प्रशिक्षण पूरा होने पर इसकी जगह लेगा; तब तक यह जैसा है वैसा ही रहेगा।</translation>
    </message>
    <message>
        <source>The classifier cannot be trained</source>
        <translation>वर्गीकारक प्रशिक्षित नहीं किया जा सकता</translation>
    </message>
    <message>
        <source>A training into %1 is running; wait for it to end, or cancel it in Jobs.</source>
        <translation>%1 में एक प्रशिक्षण चल रहा है; उसके पूरा होने तक रुकें, या उसे कार्य में रद्द करें।</translation>
    </message>
    <message>
        <source>Open r&amp;ecent</source>
        <translation>हाल के खोलें (&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>सूची साफ़ करें (&amp;C)</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>मॉडल</translation>
    </message>
    <message>
        <source>%1-fine-tuned</source>
        <translation>%1-फ़ाइन-ट्यून</translation>
    </message>
    <message>
        <source>&amp;Refresh runs and models</source>
        <translation>रन और मॉडल ताज़ा करें (&amp;R)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&amp;Classify a dataset...</source>
        <translation>डेटासेट वर्गीकृत करें (&amp;C)...</translation>
    </message>
    <message>
        <source>Pe&amp;rturb a dataset...</source>
        <translation>डेटासेट विक्षुब्ध करें (&amp;R)...</translation>
    </message>
    <message numerus="yes">
        <source>Saved %1 with %n error(s): Try a sentence and the runs refuse the table until they are fixed</source>
        <translation>
            <numerusform>%1 %n त्रुटि के साथ सहेजी गई: त्रुटियाँ ठीक होने तक &quot;वाक्य आज़माएँ&quot; और रन इस तालिका को अस्वीकार करते हैं</numerusform>
            <numerusform>%1 %n त्रुटियों के साथ सहेजी गई: त्रुटियाँ ठीक होने तक &quot;वाक्य आज़माएँ&quot; और रन इस तालिका को अस्वीकार करते हैं</numerusform>
        </translation>
    </message>
    <message>
        <source>The built-in table %1 is used again</source>
        <translation>अंतर्निहित तालिका %1 फिर से उपयोग में है</translation>
    </message>
    <message>
        <source>%1 no longer exists</source>
        <translation>%1 अब मौजूद नहीं है</translation>
    </message>
    <message>
        <source>The workspace %1 no longer exists; %2 is open instead.</source>
        <translation>कार्यक्षेत्र %1 अब मौजूद नहीं है; उसकी जगह %2 खुला है।</translation>
    </message>
    <message>
        <source>R&amp;uns</source>
        <translation>रन (&amp;U)</translation>
    </message>
    <message>
        <source>Mo&amp;dels</source>
        <translation>मॉडल (&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Jobs</source>
        <translation>कार्य (&amp;J)</translation>
    </message>
    <message>
        <source>Compare the selected ru&amp;ns</source>
        <translation>चुने गए रनों की तुलना करें (&amp;N)</translation>
    </message>
    <message>
        <source>The run %1 finished in the workspace it was started in.</source>
        <translation>रन %1 उसी कार्यक्षेत्र में पूरा हुआ जिसमें वह शुरू हुआ था।</translation>
    </message>
    <message>
        <source>The workspace %1 is read-only: runs, trained models and tables cannot be saved in it.</source>
        <translation>कार्यक्षेत्र %1 केवल पढ़ने योग्य है: इसमें रन, प्रशिक्षित मॉडल और तालिकाएँ सहेजी नहीं जा सकतीं।</translation>
    </message>
    <message>
        <source>Not a workspace</source>
        <translation>कार्यक्षेत्र नहीं</translation>
    </message>
    <message>
        <source>%1 is not a workspace.</source>
        <translation>%1 कार्यक्षेत्र नहीं है।</translation>
    </message>
    <message>
        <source>Make it one? The folders runs, tables and data are added to it; the files in it are left as they are.</source>
        <translation>इसे कार्यक्षेत्र बनाएँ? इसमें runs, tables और data फ़ोल्डर जोड़े जाते हैं; इसकी फ़ाइलें जैसी हैं वैसी रहती हैं।</translation>
    </message>
    <message>
        <source>Make it a workspace</source>
        <translation>इसे कार्यक्षेत्र बनाएँ</translation>
    </message>
    <message>
        <source>Jobs still running: %1. They go on, and what they make stays in %2.</source>
        <translation>अभी चल रहे कार्य: %1। वे चलते रहेंगे, और उनके परिणाम %2 में रहेंगे।</translation>
    </message>
    <message>
        <source>Open %1 while they run?</source>
        <translation>उनके चलते हुए %1 खोलें?</translation>
    </message>
    <message>
        <source>The demo workspace %1 is ready; open it to see its runs.</source>
        <translation>डेमो कार्यक्षेत्र %1 तैयार है; इसके रन देखने के लिए इसे खोलें।</translation>
    </message>
    <message>
        <source>%1 is not a workspace</source>
        <translation>%1 कार्यक्षेत्र नहीं है</translation>
    </message>
    <message>
        <source>%1 is no longer a workspace; %2 is open instead.</source>
        <translation>%1 अब कार्यक्षेत्र नहीं है; उसकी जगह %2 खुला है।</translation>
    </message>
    <message>
        <source>%1 failed:
%2</source>
        <translation>%1 विफल रहा:
%2</translation>
    </message>
    <message>
        <source>The tables %1 were changed by another program; the edits made here are kept, and Save asks before overwriting the files.</source>
        <translation>तालिकाएँ %1 किसी अन्य प्रोग्राम ने बदल दीं; यहाँ किए गए संपादन रखे गए हैं, और सहेजें फ़ाइलों को अधिलेखित करने से पहले पूछेगा।</translation>
    </message>
    <message>
        <source>The tables %1 were changed by another program and read again</source>
        <translation>तालिकाएँ %1 किसी अन्य प्रोग्राम ने बदलीं और उन्हें फिर से पढ़ा गया</translation>
    </message>
    <message>
        <source>Another workbench has this workspace open and keeps its unsaved table edits on disk. Table edits made in this window are kept on disk only when saved.</source>
        <translation>इस कार्यक्षेत्र को एक और वर्कबेंच खोले हुए है और तालिकाओं के बिना सहेजे संपादन वही डिस्क पर रखता है। इस विंडो में किए गए तालिका संपादन डिस्क पर तभी रहते हैं जब वे सहेजे जाएँ।</translation>
    </message>
    <message>
        <source>Removed or renamed outside the workbench, no longer shown: %1</source>
        <translation>वर्कबेंच के बाहर हटाए गए या नाम बदले गए, अब नहीं दिखाए जाते: %1</translation>
    </message>
    <message>
        <source>The attack run %1 shown has finished: open it again from Runs to see all its results.</source>
        <translation>दिखाया गया हमला रन %1 पूरा हो गया है: इसके सभी परिणाम देखने के लिए इसे रन सूची से फिर से खोलें।</translation>
    </message>
    <message>
        <source>The attack run %1 shown has finished: all its results are shown.</source>
        <translation>दिखाया गया हमला रन %1 पूरा हो गया है: इसके सभी परिणाम दिखाए गए हैं।</translation>
    </message>
    <message>
        <source>The attack run %1 shown has finished, but it cannot be read now: open it again from Runs to see why.</source>
        <translation>दिखाया गया हमला रन %1 पूरा हो गया है, पर अभी इसे पढ़ा नहीं जा सकता: कारण देखने के लिए इसे रन सूची से फिर से खोलें।</translation>
    </message>
    <message>
        <source>The attack run %1 stopped; the examples it attacked are kept: open it in Attacks and choose Resume to continue it.</source>
        <translation>हमला रन %1 रुक गया; जिन उदाहरणों पर हमला हुआ वे रखे गए हैं: इसे हमले में खोलें और जारी रखने के लिए आगे चलाएँ चुनें।</translation>
    </message>
    <message>
        <source>The run cannot be resumed</source>
        <translation>रन आगे नहीं चलाया जा सकता</translation>
    </message>
    <message>
        <source>The ASR-curve run %1 stopped; the examples it perturbed are kept: choose Resume in its menu in Runs to continue it.</source>
        <translation>ASR-वक्र रन %1 रुक गया; जिन उदाहरणों में बदलाव हुआ वे रखे गए हैं: जारी रखने के लिए रन में इसके मेनू से आगे चलाएँ चुनें।</translation>
    </message>
    <message>
        <source>The workbench stopped while the run %1 ran; what it had done is kept: Resume in its menu in Runs continues it.</source>
        <translation>रन %1 के चलते समय वर्कबेंच रुक गया; जितना काम हो चुका था वह रखा गया है: रन में इसके मेनू का आगे चलाएँ इसे जारी रखता है।</translation>
    </message>
    <message>
        <source>An attack or ASR-curve run keeps the examples it has done, and Resume in its menu in Runs continues it; a run stopped before its first example, or a probing run, is removed. A training keeps its finished epochs and resumes from them when it is started again with the same choices.</source>
        <translation>हमला या ASR-वक्र रन पूरे हुए उदाहरण रखता है, और रन में इसके मेनू का आगे चलाएँ उसे जारी रखता है; पहले उदाहरण से पहले रुका रन, या प्रोबिंग रन, हटा दिया जाता है। प्रशिक्षण अपने पूरे हुए एपॉक रखता है और उन्हीं विकल्पों के साथ फिर से शुरू करने पर वहीं से आगे चलता है।</translation>
    </message>
    <message>
        <source>%1 is not a workspace, a run folder or a model folder.</source>
        <translation>%1 न कार्यक्षेत्र है, न रन फ़ोल्डर, न मॉडल फ़ोल्डर।</translation>
    </message>
    <message>
        <source>Nothing was opened</source>
        <translation>कुछ नहीं खुला</translation>
    </message>
    <message numerus="yes">
        <source>These %n items cannot be opened together.</source>
        <translation>
            <numerusform>यह %n चीज़ एक साथ नहीं खुल सकती।</numerusform>
            <numerusform>ये %n चीज़ें एक साथ नहीं खुल सकतीं।</numerusform>
        </translation>
    </message>
    <message>
        <source>Drop a workspace to open it, run folders to show them, a model folder to try sentences with it, one or two prediction files (.jsonl) to see their matrices, or confusion tables to import them.</source>
        <translation>कार्यक्षेत्र खोलने के लिए उसे यहाँ छोड़ें; रन दिखाने के लिए उनके फ़ोल्डर, किसी मॉडल से वाक्य आज़माने के लिए उसका फ़ोल्डर, मैट्रिक्स देखने के लिए एक या दो पूर्वानुमान फ़ाइलें (.jsonl), या आयात करने के लिए भ्रम तालिकाएँ।</translation>
    </message>
    <message>
        <source>%1 is neither a prediction file (.jsonl) nor a confusion table.</source>
        <translation>%1 न पूर्वानुमान फ़ाइल (.jsonl) है, न भ्रम तालिका।</translation>
    </message>
    <message>
        <source>&amp;Import a table...</source>
        <translation>तालिका आयात करें (&amp;I)...</translation>
    </message>
    <message>
        <source>Import a table</source>
        <translation>तालिका आयात करें</translation>
    </message>
    <message>
        <source>Confusion tables (*.tsv);;All files (*)</source>
        <translation>भ्रम तालिकाएँ (*.tsv);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <source>The table could not be imported</source>
        <translation>तालिका आयात नहीं की जा सकी</translation>
    </message>
    <message>
        <source>The workspace has this table already: %1</source>
        <translation>यह तालिका कार्यक्षेत्र में पहले से है: %1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %1 with %n error(s): Try a sentence and the runs refuse the table until they are fixed</source>
        <translation>
            <numerusform>%1 %n त्रुटि के साथ आयात की गई: त्रुटियाँ ठीक होने तक &quot;वाक्य आज़माएँ&quot; और रन इस तालिका को अस्वीकार करते हैं</numerusform>
            <numerusform>%1 %n त्रुटियों के साथ आयात की गई: त्रुटियाँ ठीक होने तक &quot;वाक्य आज़माएँ&quot; और रन इस तालिका को अस्वीकार करते हैं</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported %1; the table it replaced is in %2</source>
        <translation>%1 आयात की गई; जिस तालिका की जगह यह आई, वह %2 में है</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>%1 आयात की गई</translation>
    </message>
    <message>
        <source>Open or create a workspace first (File menu): a table is imported into its tables/ folder.</source>
        <translation>पहले कोई कार्यक्षेत्र खोलें या बनाएँ (फ़ाइल मेनू): तालिका उसके tables/ फ़ोल्डर में आयात की जाती है।</translation>
    </message>
    <message>
        <source>E&amp;xport the table shown...</source>
        <translation>दिखाई गई तालिका निर्यात करें (&amp;X)...</translation>
    </message>
    <message>
        <source>No table</source>
        <translation>कोई तालिका नहीं</translation>
    </message>
    <message>
        <source>Choose the table to export in Script-similarity tables.</source>
        <translation>निर्यात करने की तालिका लिपि-समानता तालिकाएँ में चुनें।</translation>
    </message>
    <message>
        <source>Export the table %1</source>
        <translation>तालिका %1 निर्यात करें</translation>
    </message>
    <message>
        <source>The table could not be exported</source>
        <translation>तालिका निर्यात नहीं की जा सकी</translation>
    </message>
    <message>
        <source>Exported %1 with its unsaved edits to %2</source>
        <translation>%1 अपने बिना सहेजे संपादनों के साथ %2 में निर्यात की गई</translation>
    </message>
    <message>
        <source>Exported %1 to %2</source>
        <translation>%1 को %2 में निर्यात किया गया</translation>
    </message>
    <message>
        <source>%1 is in the workspace&apos;s tables folder: Save writes the workspace&apos;s tables there; export to a folder outside it.</source>
        <translation>%1 कार्यक्षेत्र के तालिका फ़ोल्डर में है: वहाँ &apos;सहेजें&apos; कार्यक्षेत्र की तालिकाएँ लिखता है; उसके बाहर किसी फ़ोल्डर में निर्यात करें।</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) left unfinished when the workbench stopped could not be continued and were removed.</source>
        <translation>
            <numerusform>वर्कबेंच रुकने पर अधूरा रह गया %n रन आगे नहीं चलाया जा सका और हटा दिया गया।</numerusform>
            <numerusform>वर्कबेंच रुकने पर अधूरे रह गए %n रन आगे नहीं चलाए जा सके और हटा दिए गए।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>akshara::gui::MatricesView</name>
    <message>
        <source>Confusion</source>
        <translation>भ्रम</translation>
    </message>
    <message>
        <source>Consistency</source>
        <translation>संगति</translation>
    </message>
    <message>
        <source>Open prediction files (File &gt; Open predictions...) and click a cell to list its examples.</source>
        <translation>पूर्वानुमान फ़ाइलें खोलें (फ़ाइल &gt; पूर्वानुमान खोलें...) और किसी सेल के उदाहरणों की सूची देखने के लिए उस पर क्लिक करें।</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>वास्तविक</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>पूर्वानुमानित</translation>
    </message>
    <message>
        <source>Click a cell to list its examples.</source>
        <translation>किसी सेल के उदाहरणों की सूची देखने के लिए उस पर क्लिक करें।</translation>
    </message>
    <message numerus="yes">
        <source>gold %1, predicted %2 · examples: %n</source>
        <translation>
            <numerusform>वास्तविक %1, पूर्वानुमानित %2 · उदाहरण: %n</numerusform>
            <numerusform>वास्तविक %1, पूर्वानुमानित %2 · उदाहरण: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>both right</source>
        <translation>दोनों सही</translation>
    </message>
    <message>
        <source>both wrong</source>
        <translation>दोनों ग़लत</translation>
    </message>
    <message>
        <source>only first right</source>
        <translation>केवल पहला सही</translation>
    </message>
    <message>
        <source>only second right</source>
        <translation>केवल दूसरा सही</translation>
    </message>
    <message numerus="yes">
        <source>first %1, second %2 · examples: %n</source>
        <translation>
            <numerusform>पहला %1, दूसरा %2 · उदाहरण: %n</numerusform>
            <numerusform>पहला %1, दूसरा %2 · उदाहरण: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>gold: %1, predicted: %2</source>
        <translation>वास्तविक: %1, पूर्वानुमानित: %2</translation>
    </message>
    <message>
        <source>Prediction overlap</source>
        <translation>पूर्वानुमानों का मेल</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>अंतरण</translation>
    </message>
    <message>
        <source>Both right, both wrong or one right, of two files on the same examples (IndicXNLI, figure 1)</source>
        <translation>एक ही उदाहरणों पर दो फ़ाइलें: दोनों सही, दोनों ग़लत या एक सही (IndicXNLI, चित्र 1)</translation>
    </message>
    <message>
        <source>The first file&apos;s predicted labels against the second&apos;s (IndicXNLI, figure 2)</source>
        <translation>पहली फ़ाइल के पूर्वानुमानित लेबल बनाम दूसरी के (IndicXNLI, चित्र 2)</translation>
    </message>
    <message>
        <source>Accuracy by training language (rows) and evaluation language (columns): File &gt; Open transfer predictions</source>
        <translation>प्रशिक्षण भाषा (पंक्तियाँ) और मूल्यांकन भाषा (स्तंभ) के अनुसार सटीकता: फ़ाइल &gt; अंतरण पूर्वानुमान खोलें</translation>
    </message>
    <message>
        <source>Write the matrix shown as PNG, SVG or PDF</source>
        <translation>दिखाया गया मैट्रिक्स PNG, SVG या PDF के रूप में लिखें</translation>
    </message>
    <message>
        <source>Confusion matrix of %1: %2 of %3 right (%4)</source>
        <translation>%1 का भ्रम मैट्रिक्स: %3 में से %2 सही (%4)</translation>
    </message>
    <message>
        <source>%1 against %2: consistent (both right or both wrong) for %3 of %4 examples (%5), label average %6</source>
        <translation>%1 बनाम %2: %4 में से %3 उदाहरणों पर संगत (दोनों सही या दोनों ग़लत) (%5), लेबल औसत %6</translation>
    </message>
    <message>
        <source>right</source>
        <translation>सही</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>ग़लत</translation>
    </message>
    <message>
        <source>label average: %1</source>
        <translation>लेबल औसत: %1</translation>
    </message>
    <message>
        <source>%1: %2 of %3 (%4)</source>
        <translation>%1: %3 में से %2 (%4)</translation>
    </message>
    <message>
        <source>Predictions of %1 against %2: the same label for %3 of %4 examples (%5)</source>
        <translation>%1 बनाम %2 के पूर्वानुमान: %4 में से %3 उदाहरणों पर एक ही लेबल (%5)</translation>
    </message>
    <message>
        <source>trained on</source>
        <translation>प्रशिक्षित</translation>
    </message>
    <message>
        <source>evaluated on</source>
        <translation>मूल्यांकित</translation>
    </message>
    <message>
        <source>no prediction file</source>
        <translation>कोई पूर्वानुमान फ़ाइल नहीं</translation>
    </message>
    <message>
        <source>Click a cell to see its file.</source>
        <translation>किसी सेल की फ़ाइल देखने के लिए उस पर क्लिक करें।</translation>
    </message>
    <message>
        <source>trained on %1, evaluated on %2: %3 · %4</source>
        <translation>%1 पर प्रशिक्षित, %2 पर मूल्यांकित: %3 · %4</translation>
    </message>
    <message>
        <source>trained on %1, evaluated on %2: no prediction file</source>
        <translation>%1 पर प्रशिक्षित, %2 पर मूल्यांकित: कोई पूर्वानुमान फ़ाइल नहीं</translation>
    </message>
    <message>
        <source>gold %1</source>
        <translation>वास्तविक %1</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Cross-lingual transfer: accuracy by training language (rows) and evaluation language (columns), average of the cells %1</source>
        <translation>अंतरभाषी अंतरण: प्रशिक्षण भाषा (पंक्तियाँ) और मूल्यांकन भाषा (स्तंभ) के अनुसार सटीकता, सेलों का औसत %1</translation>
    </message>
    <message>
        <source>label avg. %1</source>
        <translation>लेबल औसत %1</translation>
    </message>
    <message>
        <source>Write the matrix shown as a LaTeX table for a paper, or as CSV for a spreadsheet</source>
        <translation>दिखाए गए मैट्रिक्स को शोधपत्र के लिए LaTeX तालिका के रूप में, या स्प्रेडशीट के लिए CSV के रूप में लिखें</translation>
    </message>
    <message numerus="yes">
        <source>%Ln example(s), 95% bootstrap interval [%1, %2]</source>
        <translation>
            <numerusform>%Ln उदाहरण, 95% बूटस्ट्रैप अंतराल [%1, %2]</numerusform>
            <numerusform>%Ln उदाहरण, 95% बूटस्ट्रैप अंतराल [%1, %2]</numerusform>
        </translation>
    </message>
    <message>
        <source>Examples of the cell</source>
        <translation>सेल के उदाहरण</translation>
    </message>
    <message>
        <source>Export fi&amp;gure...</source>
        <translation>चित्र निर्यात करें (&amp;G)...</translation>
    </message>
    <message>
        <source>Export ta&amp;ble...</source>
        <translation>तालिका निर्यात करें (&amp;B)...</translation>
    </message>
</context>
<context>
    <name>akshara::gui::ModelBrowserModel</name>
    <message>
        <source>new, tiny</source>
        <translation>नया, tiny</translation>
    </message>
    <message>
        <source>new, small</source>
        <translation>नया, small</translation>
    </message>
    <message>
        <source>fine-tuned from %1</source>
        <translation>%1 से फ़ाइन-ट्यून किया हुआ</translation>
    </message>
    <message>
        <source>training: %1 of %2 epochs done</source>
        <translation>प्रशिक्षण जारी: %2 में से %1 एपॉक पूरे</translation>
    </message>
    <message>
        <source>training</source>
        <translation>प्रशिक्षण जारी</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>पढ़ा नहीं जा सकता: %1</translation>
    </message>
    <message>
        <source>trained, stopped early after epoch %1; best epoch %2</source>
        <translation>प्रशिक्षित, एपॉक %1 के बाद जल्दी रोका गया; सबसे अच्छा एपॉक %2</translation>
    </message>
    <message>
        <source>trained, best epoch %1 of %2</source>
        <translation>प्रशिक्षित, %2 में से सबसे अच्छा एपॉक %1</translation>
    </message>
    <message>
        <source>stopped after epoch %1 of %2</source>
        <translation>%2 में से एपॉक %1 के बाद रुका</translation>
    </message>
    <message>
        <source>stopped after epoch %1</source>
        <translation>एपॉक %1 के बाद रुका</translation>
    </message>
    <message>
        <source>stopped before its first epoch ended</source>
        <translation>पहला एपॉक पूरा होने से पहले रुका</translation>
    </message>
    <message>
        <source>model folder</source>
        <translation>मॉडल फ़ोल्डर</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>मॉडल</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>स्थिति</translation>
    </message>
    <message>
        <source>Dev accuracy</source>
        <translation>dev सटीकता</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>लेबल</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>शुरुआत</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>डेटा</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>दिनांक</translation>
    </message>
    <message>
        <source>cannot be used: %1</source>
        <translation>उपयोग नहीं किया जा सकता: %1</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>अनुमति नहीं है</translation>
    </message>
    <message>
        <source>model without a classification head: fine-tune it</source>
        <translation>वर्गीकरण हेड के बिना मॉडल: इसे फ़ाइन-ट्यून करें</translation>
    </message>
</context>
<context>
    <name>akshara::gui::ModelsPanel</name>
    <message>
        <source>%1: not a model of this workspace</source>
        <translation>%1: इस कार्यक्षेत्र का मॉडल नहीं है</translation>
    </message>
    <message>
        <source>%1: it is being trained; cancel its training in Jobs first</source>
        <translation>%1: इसका प्रशिक्षण चल रहा है; पहले कार्य सूची में उसका प्रशिक्षण रद्द करें</translation>
    </message>
    <message>
        <source>%1: cannot be moved to the trash: %2</source>
        <translation>%1: रद्दी में नहीं भेजा जा सकता: %2</translation>
    </message>
    <message>
        <source>Try a sentence</source>
        <translation>वाक्य आज़माएँ</translation>
    </message>
    <message>
        <source>New attack run on it...</source>
        <translation>इस पर नया हमला रन...</translation>
    </message>
    <message>
        <source>New ASR-curve run with it as the target...</source>
        <translation>इसे लक्ष्य बनाकर नया ASR-वक्र रन...</translation>
    </message>
    <message>
        <source>Fine-tune it...</source>
        <translation>इसे फ़ाइन-ट्यून करें...</translation>
    </message>
    <message>
        <source>Resume the training...</source>
        <translation>प्रशिक्षण आगे चलाएँ...</translation>
    </message>
    <message>
        <source>Train it again...</source>
        <translation>इसे फिर से प्रशिक्षित करें...</translation>
    </message>
    <message>
        <source>Show in the file manager</source>
        <translation>फ़ाइल प्रबंधक में दिखाएँ</translation>
    </message>
    <message numerus="yes">
        <source>Move the %n selected model(s) to the trash...</source>
        <translation>
            <numerusform>चुना गया %n मॉडल रद्दी में भेजें...</numerusform>
            <numerusform>चुने गए %n मॉडल रद्दी में भेजें...</numerusform>
        </translation>
    </message>
    <message>
        <source>Move models to the trash</source>
        <translation>मॉडल रद्दी में भेजें</translation>
    </message>
    <message numerus="yes">
        <source>Move %n model(s) to the trash?</source>
        <translation>
            <numerusform>%n मॉडल रद्दी में भेजें?</numerusform>
            <numerusform>%n मॉडल रद्दी में भेजें?</numerusform>
        </translation>
    </message>
    <message>
        <source>Some models were not moved to the trash</source>
        <translation>कुछ मॉडल रद्दी में नहीं भेजे गए</translation>
    </message>
    <message>
        <source>They can be restored from the desktop&apos;s trash; runs made with them keep their results.</source>
        <translation>उन्हें डेस्कटॉप की रद्दी से वापस लाया जा सकता है; उनसे बने रनों के परिणाम बने रहते हैं।</translation>
    </message>
    <message>
        <source>Classify a dataset with it...</source>
        <translation>इससे डेटासेट वर्गीकृत करें...</translation>
    </message>
    <message>
        <source>%1: it is no longer there (moved or deleted outside the workbench)</source>
        <translation>%1: यह अब वहाँ नहीं है (वर्कबेंच के बाहर कहीं और ले जाया गया या मिटाया गया)</translation>
    </message>
    <message>
        <source>The model&apos;s folder cannot be shown</source>
        <translation>मॉडल का फ़ोल्डर नहीं दिखाया जा सकता</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>मॉडल</translation>
    </message>
    <message>
        <source>Filter: name, status, labels, start or data</source>
        <translation>फ़िल्टर: नाम, स्थिति, लेबल, आरंभ या डेटा</translation>
    </message>
    <message>
        <source>Filter the models</source>
        <translation>मॉडल फ़िल्टर करें</translation>
    </message>
    <message>
        <source>Shows the models with each word typed (%1)</source>
        <translation>लिखे गए हर शब्द वाले मॉडल दिखाता है (%1)</translation>
    </message>
</context>
<context>
    <name>akshara::gui::NewAsrRunDialog</name>
    <message>
        <source>New ASR-curve run</source>
        <translation>नया ASR-वक्र रन</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>ब्राउज़ करें...</translation>
    </message>
    <message>
        <source>&amp;Proxy model:</source>
        <translation>प्रॉक्सी मॉडल (&amp;P):</translation>
    </message>
    <message>
        <source>the classifier that ranks the words</source>
        <translation>वह वर्गीकारक जो शब्दों को क्रमित करता है</translation>
    </message>
    <message>
        <source>&amp;Target model:</source>
        <translation>लक्ष्य मॉडल (&amp;T):</translation>
    </message>
    <message>
        <source>the classifier whose robustness is measured</source>
        <translation>वह वर्गीकारक जिसकी मज़बूती मापी जाती है</translation>
    </message>
    <message>
        <source>&amp;Dataset:</source>
        <translation>डेटासेट (&amp;D):</translation>
    </message>
    <message>
        <source>the first (premise)</source>
        <translation>पहला (आधार वाक्य)</translation>
    </message>
    <message>
        <source>the second (hypothesis)</source>
        <translation>दूसरा (परिकल्पना)</translation>
    </message>
    <message>
        <source>Perturb &amp;sentence:</source>
        <translation>विक्षोभ के लिए वाक्य (&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>भाषा (&amp;L):</translation>
    </message>
    <message>
        <source>How the proxy ranks the words; random word choice is always measured as well</source>
        <translation>प्रॉक्सी मॉडल शब्दों को कैसे क्रमित करता है; शब्दों का यादृच्छिक चयन भी हमेशा मापा जाता है</translation>
    </message>
    <message>
        <source>&amp;Operators:</source>
        <translation>ऑपरेटर (&amp;O):</translation>
    </message>
    <message>
        <source>Perturbed &amp;words, up to:</source>
        <translation>विक्षुब्ध शब्द, अधिकतम (&amp;W):</translation>
    </message>
    <message>
        <source>An operator whose mean ASR is above this is one the target is not robust to</source>
        <translation>जिस ऑपरेटर का औसत ASR इससे अधिक है, लक्ष्य मॉडल उसके प्रति मज़बूत नहीं है</translation>
    </message>
    <message>
        <source>Robustness t&amp;hreshold:</source>
        <translation>मज़बूती सीमा (&amp;H):</translation>
    </message>
    <message>
        <source>all</source>
        <translation>सभी</translation>
    </message>
    <message>
        <source>&amp;Examples:</source>
        <translation>उदाहरण (&amp;E):</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>शुरू करें</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>डेटासेट</translation>
    </message>
    <message>
        <source>Datasets (*.tsv *.csv *.jsonl *.json);;All files (*)</source>
        <translation>डेटासेट (*.tsv *.csv *.jsonl *.json);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <source>Sentence p&amp;airs (premise and hypothesis)</source>
        <translation>वाक्य युग्म (आधार वाक्य और परिकल्पना) (&amp;A)</translation>
    </message>
    <message>
        <source>Word &amp;importance:</source>
        <translation>शब्द महत्व (&amp;I):</translation>
    </message>
    <message>
        <source>SHAP and LIME mas&amp;k:</source>
        <translation>SHAP और LIME का मास्क (&amp;K):</translation>
    </message>
    <message>
        <source>Label &amp;names:</source>
        <translation>लेबल नाम (&amp;N):</translation>
    </message>
    <message>
        <source>Label names (e.g. nli)</source>
        <translation>लेबल नाम (उदा. nli)</translation>
    </message>
    <message>
        <source>labelled examples: TSV, CSV, JSON lines or a JSON array</source>
        <translation>लेबल किए गए उदाहरण: TSV, CSV, JSON lines या JSON array</translation>
    </message>
    <message>
        <source>Operators</source>
        <translation>ऑपरेटर</translation>
    </message>
    <message>
        <source>The same seed draws the same random ranking, samples and candidates again</source>
        <translation>वही सीड वही यादृच्छिक क्रम, नमूने और संभावित रूप फिर से चुनता है</translation>
    </message>
    <message>
        <source>&amp;Random seed:</source>
        <translation>यादृच्छिक सीड (&amp;R):</translation>
    </message>
    <message>
        <source>The proxy model</source>
        <translation>प्रॉक्सी मॉडल</translation>
    </message>
    <message>
        <source>The target model</source>
        <translation>लक्ष्य मॉडल</translation>
    </message>
    <message>
        <source>The dataset</source>
        <translation>डेटासेट</translation>
    </message>
    <message>
        <source>Proxy model folder</source>
        <translation>प्रॉक्सी मॉडल फ़ोल्डर</translation>
    </message>
    <message>
        <source>Target model folder</source>
        <translation>लक्ष्य मॉडल फ़ोल्डर</translation>
    </message>
</context>
<context>
    <name>akshara::gui::NewAttackRunDialog</name>
    <message>
        <source>Sentence &amp;pairs (premise and hypothesis)</source>
        <translation>वाक्य युग्म (आधार वाक्य और परिकल्पना) (&amp;P)</translation>
    </message>
    <message>
        <source>New attack run</source>
        <translation>नया हमला रन</translation>
    </message>
    <message>
        <source>a sequence classifier: config.json, weights, tokenizer</source>
        <translation>अनुक्रम वर्गीकारक: config.json, भार (weights), टोकनाइज़र</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>ब्राउज़ करें...</translation>
    </message>
    <message>
        <source>&amp;Classifier folder:</source>
        <translation>वर्गीकारक फ़ोल्डर (&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Dataset:</source>
        <translation>डेटासेट (&amp;D):</translation>
    </message>
    <message>
        <source>the first (premise)</source>
        <translation>पहला (आधार वाक्य)</translation>
    </message>
    <message>
        <source>the second (hypothesis)</source>
        <translation>दूसरा (परिकल्पना)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>भाषा (&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Operator:</source>
        <translation>ऑपरेटर (&amp;O):</translation>
    </message>
    <message>
        <source>phono without a sub-category attacks each sub-category separately as well</source>
        <translation>उप-श्रेणी के बिना phono हर उप-श्रेणी पर अलग से भी हमला करता है</translation>
    </message>
    <message>
        <source>How words are ranked: loo is the first paper&apos;s masking score; random is the control</source>
        <translation>शब्द कैसे क्रमित किए जाते हैं: loo पहले शोधपत्र का मास्किंग स्कोर है; random नियंत्रण है</translation>
    </message>
    <message>
        <source>Word &amp;importance:</source>
        <translation>शब्द महत्व (&amp;I):</translation>
    </message>
    <message>
        <source>Candidates below this similarity to the original (chrF, phonetic, and the similarity model&apos;s) are not used; 0: none</source>
        <translation>मूल पाठ से इससे कम समानता (chrF, ध्वन्यात्मक और समानता मॉडल वाली) रखने वाले संभावित रूप उपयोग नहीं किए जाते; 0: कोई सीमा नहीं</translation>
    </message>
    <message>
        <source>Minimum &amp;similarity:</source>
        <translation>न्यूनतम समानता (&amp;S):</translation>
    </message>
    <message>
        <source>all</source>
        <translation>सभी</translation>
    </message>
    <message>
        <source>&amp;Examples:</source>
        <translation>उदाहरण (&amp;E):</translation>
    </message>
    <message>
        <source>optional: an encoder such as LaBSE</source>
        <translation>वैकल्पिक: LaBSE जैसा कोई एन्कोडर</translation>
    </message>
    <message>
        <source>Similarity &amp;model:</source>
        <translation>समानता मॉडल (&amp;M):</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>शुरू करें</translation>
    </message>
    <message>
        <source>Similarity model folder</source>
        <translation>समानता मॉडल फ़ोल्डर</translation>
    </message>
    <message>
        <source>Classifier folder</source>
        <translation>वर्गीकारक फ़ोल्डर</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>डेटासेट</translation>
    </message>
    <message>
        <source>Datasets (*.tsv *.csv *.jsonl *.json);;All files (*)</source>
        <translation>डेटासेट (*.tsv *.csv *.jsonl *.json);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <source>Pe&amp;rturb sentence:</source>
        <translation>विक्षोभ के लिए वाक्य (&amp;R):</translation>
    </message>
    <message>
        <source>Sub-ca&amp;tegory:</source>
        <translation>उप-श्रेणी (&amp;T):</translation>
    </message>
    <message>
        <source>SHAP and LIME mas&amp;k:</source>
        <translation>SHAP और LIME का मास्क (&amp;K):</translation>
    </message>
    <message>
        <source>Label &amp;names:</source>
        <translation>लेबल नाम (&amp;N):</translation>
    </message>
    <message>
        <source>Label names (e.g. nli)</source>
        <translation>लेबल नाम (उदा. nli)</translation>
    </message>
    <message>
        <source>labelled examples: TSV, CSV, JSON lines or a JSON array</source>
        <translation>लेबल किए गए उदाहरण: TSV, CSV, JSON lines या JSON array</translation>
    </message>
    <message>
        <source>The same seed draws the same random ranking, samples and candidates again</source>
        <translation>वही सीड वही यादृच्छिक क्रम, नमूने और संभावित रूप फिर से चुनता है</translation>
    </message>
    <message>
        <source>R&amp;andom seed:</source>
        <translation>यादृच्छिक सीड (&amp;A):</translation>
    </message>
    <message>
        <source>The model</source>
        <translation>मॉडल</translation>
    </message>
    <message>
        <source>The dataset</source>
        <translation>डेटासेट</translation>
    </message>
    <message>
        <source>The similarity model</source>
        <translation>समानता मॉडल</translation>
    </message>
</context>
<context>
    <name>akshara::gui::NewPredictionDialog</name>
    <message>
        <source>Browse...</source>
        <translation>ब्राउज़ करें...</translation>
    </message>
    <message>
        <source>Sentence &amp;pairs (premise and hypothesis)</source>
        <translation>वाक्य युग्म (आधार वाक्य और परिकल्पना) (&amp;P)</translation>
    </message>
    <message>
        <source>Classify a dataset</source>
        <translation>डेटासेट वर्गीकृत करें</translation>
    </message>
    <message>
        <source>Datasets (*.tsv *.csv *.jsonl *.json);;All files (*)</source>
        <translation>डेटासेट (*.tsv *.csv *.jsonl *.json);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <source>Prediction files (*.jsonl);;All files (*)</source>
        <translation>पूर्वानुमान फ़ाइलें (*.jsonl);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <source>a sequence classifier: config.json, weights, tokenizer</source>
        <translation>अनुक्रम वर्गीकारक: config.json, भार (weights), टोकनाइज़र</translation>
    </message>
    <message>
        <source>&amp;Classifier folder:</source>
        <translation>वर्गीकारक फ़ोल्डर (&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Dataset:</source>
        <translation>डेटासेट (&amp;D):</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>डेटासेट</translation>
    </message>
    <message>
        <source>optional: the same examples with premises in another language</source>
        <translation>वैकल्पिक: वही उदाहरण, आधार वाक्य किसी दूसरी भाषा में</translation>
    </message>
    <message>
        <source>P&amp;remises from:</source>
        <translation>आधार वाक्य यहाँ से (&amp;R):</translation>
    </message>
    <message>
        <source>Premises</source>
        <translation>आधार वाक्य</translation>
    </message>
    <message>
        <source>&amp;Label names:</source>
        <translation>लेबल नाम (&amp;L):</translation>
    </message>
    <message>
        <source>all</source>
        <translation>सभी</translation>
    </message>
    <message>
        <source>Classify only the first examples of the dataset</source>
        <translation>डेटासेट के केवल पहले उदाहरण वर्गीकृत करें</translation>
    </message>
    <message>
        <source>the prediction file to write (.jsonl)</source>
        <translation>लिखी जाने वाली पूर्वानुमान फ़ाइल (.jsonl)</translation>
    </message>
    <message>
        <source>&amp;Write to:</source>
        <translation>यहाँ लिखें (&amp;W):</translation>
    </message>
    <message>
        <source>optional: predictions on the same examples</source>
        <translation>वैकल्पिक: उन्हीं उदाहरणों पर पूर्वानुमान</translation>
    </message>
    <message>
        <source>Another classifier&apos;s or language&apos;s prediction file on the same examples: the Matrices view shows how the two agree (the consistency matrix)</source>
        <translation>उन्हीं उदाहरणों पर किसी दूसरे वर्गीकारक या भाषा की पूर्वानुमान फ़ाइल: मैट्रिक्स दृश्य दिखाता है कि दोनों कितने सहमत हैं (संगति मैट्रिक्स)</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>इससे तुलना करें</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>शुरू करें</translation>
    </message>
    <message>
        <source>Classifier folder</source>
        <translation>वर्गीकारक फ़ोल्डर</translation>
    </message>
    <message>
        <source>Write the predictions to</source>
        <translation>पूर्वानुमान यहाँ लिखें</translation>
    </message>
    <message>
        <source>the dataset</source>
        <translation>डेटासेट</translation>
    </message>
    <message>
        <source>the premises</source>
        <translation>आधार वाक्यों की फ़ाइल</translation>
    </message>
    <message>
        <source>the predictions to compare with</source>
        <translation>तुलना की पूर्वानुमान फ़ाइल</translation>
    </message>
    <message>
        <source>The prediction file to write is %1: choose another file to write.</source>
        <translation>लिखी जाने वाली पूर्वानुमान फ़ाइल %1 ही है: लिखने के लिए कोई दूसरी फ़ाइल चुनें।</translation>
    </message>
    <message>
        <source>Sentence pairs</source>
        <translation>वाक्य युग्म</translation>
    </message>
    <message>
        <source>Label names (e.g. nli)</source>
        <translation>लेबल नाम (उदा. nli)</translation>
    </message>
    <message>
        <source>Exa&amp;mples:</source>
        <translation>उदाहरण (&amp;M):</translation>
    </message>
    <message>
        <source>C&amp;ompare with:</source>
        <translation>इससे तुलना करें (&amp;O):</translation>
    </message>
    <message>
        <source>labelled examples: TSV, CSV, JSON lines or a JSON array</source>
        <translation>लेबल किए गए उदाहरण: TSV, CSV, JSON lines या JSON array</translation>
    </message>
    <message>
        <source>Mixed-language pairs (En-IndicXNLI): each example&apos;s premise is taken from this parallel file (same format and columns), its hypothesis from the dataset</source>
        <translation>मिश्रित-भाषा युग्म (En-IndicXNLI): हर उदाहरण का आधार वाक्य इस समांतर फ़ाइल से (वही प्रारूप और स्तंभ), उसकी परिकल्पना डेटासेट से</translation>
    </message>
    <message>
        <source>By id where both files have ids, else by position</source>
        <translation>दोनों फ़ाइलों में id हों तो id से, अन्यथा स्थान से</translation>
    </message>
    <message>
        <source>By id</source>
        <translation>id से</translation>
    </message>
    <message>
        <source>By position (the nth premise for the nth example)</source>
        <translation>स्थान से (n-वाँ आधार वाक्य n-वें उदाहरण के लिए)</translation>
    </message>
    <message>
        <source>How each premise is matched to its example: by position when the two files number their ids in different ways (en-1, hi-1)</source>
        <translation>हर आधार वाक्य अपने उदाहरण से कैसे मिलाया जाए: जब दोनों फ़ाइलें अपने id अलग ढंग से गिनती हों (en-1, hi-1), तब स्थान से</translation>
    </message>
    <message>
        <source>Matc&amp;h premises:</source>
        <translation>आधार वाक्य मिलाना (&amp;H):</translation>
    </message>
    <message>
        <source>The prediction file to write is a file of the classifier&apos;s folder: choose another file to write.</source>
        <translation>लिखी जाने वाली पूर्वानुमान फ़ाइल वर्गीकारक के फ़ोल्डर की एक फ़ाइल है: लिखने के लिए दूसरी फ़ाइल चुनें।</translation>
    </message>
    <message>
        <source>The predictions to compare with, %1, are not there: choose an existing prediction file, or none.</source>
        <translation>तुलना के लिए पूर्वानुमान, %1, मौजूद नहीं हैं: कोई मौजूदा पूर्वानुमान फ़ाइल चुनें, या कोई नहीं।</translation>
    </message>
    <message>
        <source>The classifier</source>
        <translation>वर्गीकारक</translation>
    </message>
    <message>
        <source>The dataset</source>
        <translation>डेटासेट</translation>
    </message>
    <message>
        <source>The premises</source>
        <translation>आधार वाक्य</translation>
    </message>
</context>
<context>
    <name>akshara::gui::NewProbeRunDialog</name>
    <message>
        <source>New probing run</source>
        <translation>नया प्रोबिंग रन</translation>
    </message>
    <message>
        <source>folder with config.json, weights and tokenizer files</source>
        <translation>config.json, भार (weights) और टोकनाइज़र फ़ाइलों वाला फ़ोल्डर</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>ब्राउज़ करें...</translation>
    </message>
    <message>
        <source>&amp;Model folder:</source>
        <translation>मॉडल फ़ोल्डर (&amp;M):</translation>
    </message>
    <message>
        <source>Add...</source>
        <translation>जोड़ें...</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>हटाएँ</translation>
    </message>
    <message>
        <source>&amp;Treebank files:</source>
        <translation>ट्रीबैंक फ़ाइलें (&amp;T):</translation>
    </message>
    <message>
        <source>CoNLL-U (Universal Dependencies)</source>
        <translation>CoNLL-U (यूनिवर्सल डिपेंडेंसीज़)</translation>
    </message>
    <message>
        <source>SSF (Indian language treebanks)</source>
        <translation>SSF (भारतीय भाषाओं के ट्रीबैंक)</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>प्रारूप (&amp;F):</translation>
    </message>
    <message>
        <source>Clean text is always probed; each checked perturbation is probed too and compared with it (RS per layer).</source>
        <translation>स्वच्छ पाठ हमेशा प्रोब किया जाता है; हर चुना गया विक्षोभ भी प्रोब किया जाता है और उससे तुलना की जाती है (प्रति परत RS)।</translation>
    </message>
    <message>
        <source>Cross-validation f&amp;olds:</source>
        <translation>क्रॉस-वैलिडेशन फ़ोल्ड (&amp;O):</translation>
    </message>
    <message>
        <source>Inverse L2 regularisation strength of the logistic-regression probes (scikit-learn&apos;s C); the paper uses 20.</source>
        <translation>लॉजिस्टिक-रिग्रेशन प्रोब की व्युत्क्रम L2 नियमितीकरण शक्ति (scikit-learn का C); शोधपत्र 20 लेता है।</translation>
    </message>
    <message>
        <source>Probe regularisation &amp;C:</source>
        <translation>प्रोब नियमितीकरण C (&amp;C):</translation>
    </message>
    <message>
        <source>optional, e.g. mr</source>
        <translation>वैकल्पिक, जैसे mr</translation>
    </message>
    <message>
        <source>&amp;Language code:</source>
        <translation>भाषा कोड (&amp;L):</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>शुरू करें</translation>
    </message>
    <message>
        <source>Model folder</source>
        <translation>मॉडल फ़ोल्डर</translation>
    </message>
    <message>
        <source>Treebank files</source>
        <translation>ट्रीबैंक फ़ाइलें</translation>
    </message>
    <message>
        <source>Treebanks (*.conllu *.ssf *.txt);;All files (*)</source>
        <translation>ट्रीबैंक (*.conllu *.ssf *.txt);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>कार्य</translation>
    </message>
    <message>
        <source>Perturbations</source>
        <translation>विक्षोभ</translation>
    </message>
    <message>
        <source>Mean of its tokens</source>
        <translation>उसके टोकनों का औसत</translation>
    </message>
    <message>
        <source>Its first token</source>
        <translation>उसका पहला टोकन</translation>
    </message>
    <message>
        <source>How a layer&apos;s states of a sentence become the one vector its probe reads (--pool)</source>
        <translation>किसी परत में वाक्य की अवस्थाएँ वह एक सदिश कैसे बनती हैं जिसे उसका प्रोब पढ़ता है (--pool)</translation>
    </message>
    <message>
        <source>Sentence &amp;representation:</source>
        <translation>वाक्य निरूपण (&amp;R):</translation>
    </message>
    <message>
        <source>The same seed draws the same datasets, folds and control labels again</source>
        <translation>वही सीड वही डेटासेट, फ़ोल्ड और नियंत्रण लेबल फिर से चुनता है</translation>
    </message>
    <message>
        <source>Random s&amp;eed:</source>
        <translation>यादृच्छिक सीड (&amp;E):</translation>
    </message>
    <message>
        <source>Its last token (GPT-2, BLOOM)</source>
        <translation>उसका अंतिम टोकन (GPT-2, BLOOM)</translation>
    </message>
    <message>
        <source>Tas&amp;ks and perturbations:</source>
        <translation>कार्य और विक्षोभ (&amp;K):</translation>
    </message>
    <message>
        <source>The model</source>
        <translation>मॉडल</translation>
    </message>
    <message>
        <source>The treebank %1 is not there: remove it from the list.</source>
        <translation>ट्रीबैंक %1 मौजूद नहीं है: उसे सूची से हटाएँ।</translation>
    </message>
    <message>
        <source>The treebank %1 is a folder: add the files in it.</source>
        <translation>ट्रीबैंक %1 एक फ़ोल्डर है: उसमें की फ़ाइलें जोड़ें।</translation>
    </message>
    <message>
        <source>The treebank %1 is in %2 by its name, but the format chosen is %3: choose its format, or probe it in a run of its own.</source>
        <translation>नाम के अनुसार ट्रीबैंक %1 %2 में है, पर चुना गया प्रारूप %3 है: उसका प्रारूप चुनें, या उसे अलग रन में प्रोब करें।</translation>
    </message>
    <message>
        <source>%1 and %2 are the same treebank: remove one of them from the list.</source>
        <translation>%1 और %2 एक ही ट्रीबैंक हैं: उनमें से एक को सूची से हटाएँ।</translation>
    </message>
</context>
<context>
    <name>akshara::gui::NewTrainingDialog</name>
    <message>
        <source>Sentence &amp;pairs (premise and hypothesis)</source>
        <translation>वाक्य युग्म (आधार वाक्य और परिकल्पना) (&amp;P)</translation>
    </message>
    <message>
        <source>Train a classifier</source>
        <translation>वर्गीकारक प्रशिक्षित करें</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>ब्राउज़ करें...</translation>
    </message>
    <message>
        <source>&amp;Dataset:</source>
        <translation>डेटासेट (&amp;D):</translation>
    </message>
    <message>
        <source>Columns sentence1 and sentence2, or premise and hypothesis, instead of text</source>
        <translation>text की जगह sentence1 और sentence2, या premise और hypothesis स्तंभ</translation>
    </message>
    <message>
        <source>A new tiny model, trained from the data</source>
        <translation>एक नया tiny मॉडल, डेटा से प्रशिक्षित</translation>
    </message>
    <message>
        <source>A new small model, trained from the data</source>
        <translation>एक नया small मॉडल, डेटा से प्रशिक्षित</translation>
    </message>
    <message>
        <source>A model folder, fine-tuned</source>
        <translation>एक मॉडल फ़ोल्डर, फ़ाइन-ट्यून किया हुआ</translation>
    </message>
    <message>
        <source>A new model builds its vocabulary from the dataset; tiny trains in minutes on a laptop. Fine-tuning starts from a BERT, XLM-R or ALBERT folder.</source>
        <translation>नया मॉडल अपनी शब्दावली डेटासेट से बनाता है; tiny लैपटॉप पर कुछ मिनटों में प्रशिक्षित होता है। फ़ाइन-ट्यूनिंग किसी BERT, XLM-R या ALBERT फ़ोल्डर से शुरू होती है।</translation>
    </message>
    <message>
        <source>&amp;Start from:</source>
        <translation>शुरुआत (&amp;S):</translation>
    </message>
    <message>
        <source>a Hugging Face encoder: config.json, weights, tokenizer</source>
        <translation>एक Hugging Face एन्कोडर: config.json, भार, टोकनाइज़र</translation>
    </message>
    <message>
        <source>&amp;Model folder:</source>
        <translation>मॉडल फ़ोल्डर (&amp;M):</translation>
    </message>
    <message>
        <source>optional: else a share of the dataset is held out</source>
        <translation>वैकल्पिक: अन्यथा डेटासेट का एक हिस्सा अलग रखा जाता है</translation>
    </message>
    <message>
        <source>D&amp;ev set:</source>
        <translation>dev सेट (&amp;E):</translation>
    </message>
    <message>
        <source>The share of the dataset held out, chosen by the seed, to pick the best epoch</source>
        <translation>डेटासेट का वह हिस्सा जो सबसे अच्छा एपॉक चुनने के लिए अलग रखा जाता है, सीड के अनुसार चुना गया</translation>
    </message>
    <message>
        <source>Dev s&amp;hare:</source>
        <translation>dev हिस्सा (&amp;H):</translation>
    </message>
    <message>
        <source>default</source>
        <translation>डिफ़ॉल्ट</translation>
    </message>
    <message>
        <source>The peak of the linear warm-up and decay; default: 0.00003 fine-tuning, 0.0005 from scratch</source>
        <translation>रैखिक warm-up और decay का शिखर; डिफ़ॉल्ट: फ़ाइन-ट्यूनिंग में 0.00003, शुरू से प्रशिक्षण में 0.0005</translation>
    </message>
    <message>
        <source>&amp;Learning rate:</source>
        <translation>सीखने की दर (&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Batch size:</source>
        <translation>बैच आकार (&amp;B):</translation>
    </message>
    <message>
        <source>The same seed, data and choices give the same model again on the CPU</source>
        <translation>वही सीड, डेटा और विकल्प CPU पर फिर से वही मॉडल देते हैं</translation>
    </message>
    <message>
        <source>never</source>
        <translation>कभी नहीं</translation>
    </message>
    <message>
        <source>Stop after this many epochs without a better dev accuracy</source>
        <translation>इतने एपॉक तक dev सटीकता बेहतर न होने पर रुकें</translation>
    </message>
    <message>
        <source>the folder of the workspace&apos;s models</source>
        <translation>कार्यक्षेत्र के models का फ़ोल्डर</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>नाम (&amp;N):</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>प्रशिक्षित करें</translation>
    </message>
    <message>
        <source>Dev set</source>
        <translation>dev सेट</translation>
    </message>
    <message>
        <source>Datasets (*.tsv *.csv *.jsonl *.json);;All files (*)</source>
        <translation>डेटासेट (*.tsv *.csv *.jsonl *.json);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <source>Model folder</source>
        <translation>मॉडल फ़ोल्डर</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>डेटासेट</translation>
    </message>
    <message>
        <source>Give the model a name.</source>
        <translation>मॉडल को एक नाम दें।</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be the name of a folder: no slashes, and no dot first.</source>
        <translation>&quot;%1&quot; किसी फ़ोल्डर का नाम नहीं हो सकता: स्लैश नहीं, और शुरू में बिंदु नहीं।</translation>
    </message>
    <message>
        <source>Saved in %1.</source>
        <translation>%1 में सहेजा जाएगा।</translation>
    </message>
    <message>
        <source>Saved in %1, replacing the model trained there when the training ends.</source>
        <translation>%1 में सहेजा जाएगा, प्रशिक्षण पूरा होने पर वहाँ पहले प्रशिक्षित मॉडल की जगह।</translation>
    </message>
    <message>
        <source>%1 holds a training that was stopped: with the same dataset and choices it resumes after its last finished epoch.</source>
        <translation>%1 में एक रुका हुआ प्रशिक्षण है: उसी डेटासेट और विकल्पों के साथ यह अपने अंतिम पूरे हुए एपॉक के बाद से आगे चलता है।</translation>
    </message>
    <message>
        <source>%1 holds files that are not a model trained here; choose another name.</source>
        <translation>%1 में ऐसी फ़ाइलें हैं जो यहाँ प्रशिक्षित मॉडल नहीं हैं; कोई दूसरा नाम चुनें।</translation>
    </message>
    <message>
        <source>Ep&amp;ochs:</source>
        <translation>एपॉक (&amp;O):</translation>
    </message>
    <message>
        <source>&amp;Random seed:</source>
        <translation>यादृच्छिक सीड (&amp;R):</translation>
    </message>
    <message>
        <source>S&amp;top early after:</source>
        <translation>जल्दी रुकें, इसके बाद (&amp;T):</translation>
    </message>
    <message>
        <source>%1 holds a training stopped before its first epoch ended: it starts afresh.</source>
        <translation>%1 में एक प्रशिक्षण है जो अपना पहला एपॉक पूरा होने से पहले रुक गया था: यह फिर से शुरू से चलेगा।</translation>
    </message>
    <message>
        <source>labelled examples: TSV, CSV, JSON lines or a JSON array, with text and label columns</source>
        <translation>लेबल किए गए उदाहरण: TSV, CSV, JSON lines या JSON array, text और label स्तंभों के साथ</translation>
    </message>
    <message>
        <source>%1 is the model to fine-tune, which the training reads to the end: choose another name for the new model.</source>
        <translation>%1 वही मॉडल है जिसे फ़ाइन-ट्यून करना है, और प्रशिक्षण उसे अंत तक पढ़ता है: नए मॉडल के लिए कोई दूसरा नाम चुनें।</translation>
    </message>
    <message>
        <source>labelled examples with text and label columns</source>
        <translation>text और label स्तंभों वाले लेबल किए गए उदाहरण</translation>
    </message>
    <message>
        <source>The model to fine-tune</source>
        <translation>फ़ाइन-ट्यून किया जाने वाला मॉडल</translation>
    </message>
    <message>
        <source>The dataset</source>
        <translation>डेटासेट</translation>
    </message>
    <message>
        <source>The development set</source>
        <translation>dev सेट</translation>
    </message>
    <message>
        <source>The development set is the dataset: the model would be scored on the examples it learns from. Choose a file of other examples, or leave it empty to hold out a share of the dataset.</source>
        <translation>dev सेट ही डेटासेट है: मॉडल को उन्हीं उदाहरणों पर आँका जाएगा जिनसे वह सीखता है। दूसरे उदाहरणों की फ़ाइल चुनें, या डेटासेट का एक हिस्सा अलग रखने के लिए इसे ख़ाली छोड़ें।</translation>
    </message>
</context>
<context>
    <name>akshara::gui::Options</name>
    <message>
        <source>The run cannot be resumed</source>
        <translation>रन आगे नहीं चलाया जा सकता</translation>
    </message>
    <message>
        <source>Another program is writing into %1 now, such as akshara-cli resuming it; wait for it to end.</source>
        <translation>कोई दूसरा प्रोग्राम अभी %1 में लिख रहा है, जैसे इसे आगे चला रहा akshara-cli; उसके ख़त्म होने की प्रतीक्षा करें।</translation>
    </message>
    <message>
        <source>Label names (e.g. nli)</source>
        <translation>लेबल नाम (उदा. nli)</translation>
    </message>
</context>
<context>
    <name>akshara::gui::PerturbDatasetDialog</name>
    <message>
        <source>Perturb a dataset</source>
        <translation>डेटासेट विक्षुब्ध करें</translation>
    </message>
    <message>
        <source>a dataset file: TSV, CSV or JSON lines</source>
        <translation>डेटासेट फ़ाइल: TSV, CSV या JSON lines</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>ब्राउज़ करें...</translation>
    </message>
    <message>
        <source>&amp;Dataset:</source>
        <translation>डेटासेट (&amp;D):</translation>
    </message>
    <message>
        <source>The column whose texts are perturbed; every other field is written as it was</source>
        <translation>वह स्तंभ जिसके पाठ विक्षुब्ध किए जाते हैं; बाक़ी हर क्षेत्र जैसा था वैसा लिखा जाता है</translation>
    </message>
    <message>
        <source>Co&amp;lumn:</source>
        <translation>स्तंभ (&amp;L):</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>भाषा (&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Operator:</source>
        <translation>ऑपरेटर (&amp;O):</translation>
    </message>
    <message>
        <source>Sub-ca&amp;tegory:</source>
        <translation>उप-श्रेणी (&amp;T):</translation>
    </message>
    <message>
        <source>How many words of each text are perturbed (fewer where fewer words have candidates)</source>
        <translation>हर पाठ के कितने शब्द विक्षुब्ध किए जाएँ (जहाँ कम शब्दों के संभावित रूप हों वहाँ कम)</translation>
    </message>
    <message>
        <source>&amp;Words per text:</source>
        <translation>प्रति पाठ शब्द (&amp;W):</translation>
    </message>
    <message>
        <source>The same seed perturbs each text the same way again</source>
        <translation>वही सीड हर पाठ को फिर उसी तरह विक्षुब्ध करता है</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>सीड (&amp;S):</translation>
    </message>
    <message>
        <source>the perturbed dataset to write</source>
        <translation>लिखा जाने वाला विक्षुब्ध डेटासेट</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>शुरू करें</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>डेटासेट</translation>
    </message>
    <message>
        <source>Datasets (*.tsv *.csv *.jsonl *.json);;All files (*)</source>
        <translation>डेटासेट (*.tsv *.csv *.jsonl *.json);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <source>Write the perturbed dataset to</source>
        <translation>विक्षुब्ध डेटासेट यहाँ लिखें</translation>
    </message>
    <message>
        <source>The file to write is the dataset: choose another file to write.</source>
        <translation>लिखी जाने वाली फ़ाइल डेटासेट ही है: लिखने के लिए कोई दूसरी फ़ाइल चुनें।</translation>
    </message>
    <message>
        <source>W&amp;rite to:</source>
        <translation>यहाँ लिखें (&amp;R):</translation>
    </message>
    <message>
        <source>The copy is written in the dataset&apos;s format, %1, but the name of the file to write says %2: give it the dataset&apos;s extension.</source>
        <translation>प्रति डेटासेट के प्रारूप, %1, में लिखी जाती है, पर लिखी जाने वाली फ़ाइल का नाम %2 कहता है: उसे डेटासेट का एक्सटेंशन दें।</translation>
    </message>
    <message>
        <source>The dataset</source>
        <translation>डेटासेट</translation>
    </message>
</context>
<context>
    <name>akshara::gui::PerturbationJobs</name>
    <message>
        <source>Replace the file?</source>
        <translation>फ़ाइल बदलें?</translation>
    </message>
    <message>
        <source>%1 exists.</source>
        <translation>%1 पहले से मौजूद है।</translation>
    </message>
    <message>
        <source>The perturbed dataset replaces it when every text is perturbed; until then it stays as it is.</source>
        <translation>हर पाठ विक्षुब्ध हो जाने पर विक्षुब्ध डेटासेट इसकी जगह लेगा; तब तक यह जैसी है वैसी रहेगी।</translation>
    </message>
    <message>
        <source>Perturbing %1</source>
        <translation>%1 विक्षुब्ध किया जा रहा है</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n text(s) perturbed</source>
        <translation>
            <numerusform>%n में से %1 पाठ विक्षुब्ध</numerusform>
            <numerusform>%n में से %1 पाठ विक्षुब्ध</numerusform>
        </translation>
    </message>
    <message>
        <source>The dataset is perturbed</source>
        <translation>डेटासेट विक्षुब्ध हो गया</translation>
    </message>
    <message>
        <source>%1 is written.</source>
        <translation>%1 लिखी गई।</translation>
    </message>
    <message>
        <source>Classify it...</source>
        <translation>इसे वर्गीकृत करें...</translation>
    </message>
</context>
<context>
    <name>akshara::gui::PredictionJobs</name>
    <message>
        <source>Replace the prediction file?</source>
        <translation>पूर्वानुमान फ़ाइल बदलें?</translation>
    </message>
    <message>
        <source>%1 exists.</source>
        <translation>%1 पहले से मौजूद है।</translation>
    </message>
    <message>
        <source>The new predictions replace it when every example is classified; until then it stays as it is.</source>
        <translation>हर उदाहरण वर्गीकृत हो जाने पर नए पूर्वानुमान इसकी जगह लेंगे; तब तक यह जैसी है वैसी रहेगी।</translation>
    </message>
    <message>
        <source>Classifying %1</source>
        <translation>%1 वर्गीकृत किया जा रहा है</translation>
    </message>
    <message numerus="yes">
        <source>%n example(s) classified, %1 correct (%2%)</source>
        <translation>
            <numerusform>%n उदाहरण वर्गीकृत, %1 सही (%2%)</numerusform>
            <numerusform>%n उदाहरण वर्गीकृत, %1 सही (%2%)</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading predictions</source>
        <translation>पूर्वानुमान पढ़े जा रहे हैं</translation>
    </message>
    <message>
        <source>Reading transfer predictions</source>
        <translation>अंतरण पूर्वानुमान पढ़े जा रहे हैं</translation>
    </message>
</context>
<context>
    <name>akshara::gui::ProbingView</name>
    <message>
        <source>clean</source>
        <translation>स्वच्छ पाठ</translation>
    </message>
    <message>
        <source>&amp;Task:</source>
        <translation>कार्य (&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Perturbation:</source>
        <translation>विक्षोभ (&amp;P):</translation>
    </message>
    <message>
        <source>No probing run is open. Double-click a probe run in Runs, use File &gt; Open run folder, or start one with Experiments &gt; New probing run.</source>
        <translation>कोई प्रोबिंग रन खुला नहीं है। रन सूची में किसी probe रन पर डबल-क्लिक करें, फ़ाइल &gt; रन फ़ोल्डर खोलें चुनें, या प्रयोग &gt; नया प्रोबिंग रन से एक रन शुरू करें।</translation>
    </message>
    <message>
        <source>Probing run %1: %2</source>
        <translation>प्रोबिंग रन %1: %2</translation>
    </message>
    <message>
        <source>, language %1</source>
        <translation>, भाषा %1</translation>
    </message>
    <message numerus="yes">
        <source>, %n folds</source>
        <translation>
            <numerusform>, %n फ़ोल्ड</numerusform>
            <numerusform>, %n फ़ोल्ड</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: clean and %2</source>
        <translation>%1: स्वच्छ पाठ और %2</translation>
    </message>
    <message>
        <source>%1 / %2: not probed (%3).</source>
        <translation>%1 / %2: प्रोब नहीं किया गया (%3)।</translation>
    </message>
    <message numerus="yes">
        <source>%1 / %2: %n sentences, %3 classes; majority baseline %4; best layer %5 (accuracy %6, selectivity %7).</source>
        <translation>
            <numerusform>%1 / %2: %n वाक्य, %3 वर्ग; बहुमत आधाररेखा %4; सर्वश्रेष्ठ परत %5 (सटीकता %6, चयनात्मकता %7)।</numerusform>
            <numerusform>%1 / %2: %n वाक्य, %3 वर्ग; बहुमत आधाररेखा %4; सर्वश्रेष्ठ परत %5 (सटीकता %6, चयनात्मकता %7)।</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a probing run to see its accuracy per layer.</source>
        <translation>प्रति परत सटीकता देखने के लिए कोई प्रोबिंग रन खोलें।</translation>
    </message>
    <message>
        <source>Every task of this run was skipped: %1.</source>
        <translation>इस रन के सभी कार्य छोड़ दिए गए: %1।</translation>
    </message>
    <message>
        <source>%1 was not probed in this run; the reason is below.</source>
        <translation>इस रन में %1 की प्रोबिंग नहीं हुई; कारण नीचे दिया गया है।</translation>
    </message>
    <message>
        <source>Also plot the accuracy of the same probe on the control task (after Hewitt and Liang): each distinct first word of a sentence given a random label, which a probe can only memorise</source>
        <translation>उसी प्रोब की नियंत्रण कार्य पर सटीकता भी दिखाएँ (Hewitt और Liang के अनुसार): वाक्य के हर अलग पहले शब्द को एक यादृच्छिक लेबल, जिसे प्रोब केवल याद कर सकता है</translation>
    </message>
    <message>
        <source>Plot selectivity, the task&apos;s accuracy minus the control task&apos;s: how much of the accuracy the layer&apos;s representation gives, not the probe&apos;s memory</source>
        <translation>चयनात्मकता दिखाएँ, कार्य की सटीकता में से नियंत्रण कार्य की सटीकता घटाकर: सटीकता का कितना भाग परत के निरूपण से आता है, प्रोब की स्मृति से नहीं</translation>
    </message>
    <message>
        <source>&amp;Control task</source>
        <translation>नियंत्रण कार्य (&amp;C)</translation>
    </message>
    <message>
        <source>Se&amp;lectivity</source>
        <translation>चयनात्मकता (&amp;L)</translation>
    </message>
    <message>
        <source>Export fi&amp;gure...</source>
        <translation>चित्र निर्यात करें (&amp;G)...</translation>
    </message>
    <message>
        <source>%1 / %2: the control task gave every sentence one label, so its accuracy is 1 and the selectivity says nothing (another seed draws the labels again).</source>
        <translation>%1 / %2: नियंत्रण कार्य ने हर वाक्य को एक ही लेबल दिया, इसलिए उसकी सटीकता 1 है और चयनात्मकता कुछ नहीं बताती (दूसरा सीड लेबल फिर से चुनता है)।</translation>
    </message>
    <message>
        <source>%1 / %2: the control task gave every sentence one label, so its accuracy is 1 and the selectivity says nothing (every sentence begins with the same word).</source>
        <translation>%1 / %2: नियंत्रण कार्य ने हर वाक्य को एक ही लेबल दिया, इसलिए उसकी सटीकता 1 है और चयनात्मकता कुछ नहीं बताती (हर वाक्य एक ही शब्द से शुरू होता है)।</translation>
    </message>
    <message numerus="yes">
        <source>%1 / %2: %n sentences, %3 classes; majority baseline %4; best layer %5 (accuracy %6).</source>
        <translation>
            <numerusform>%1 / %2: %n वाक्य, %3 वर्ग; बहुमत आधाररेखा %4; सर्वश्रेष्ठ परत %5 (सटीकता %6)।</numerusform>
            <numerusform>%1 / %2: %n वाक्य, %3 वर्ग; बहुमत आधाररेखा %4; सर्वश्रेष्ठ परत %5 (सटीकता %6)।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>akshara::gui::RunBrowserModel</name>
    <message>
        <source>probe</source>
        <translation>प्रोबिंग</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>हमला</translation>
    </message>
    <message>
        <source>ASR curve</source>
        <translation>ASR वक्र</translation>
    </message>
    <message>
        <source>matrix</source>
        <translation>मैट्रिक्स</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>रन</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>प्रकार</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>मॉडल</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>डेटा</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>दिनांक</translation>
    </message>
    <message>
        <source>Headline</source>
        <translation>मुख्य परिणाम</translation>
    </message>
</context>
<context>
    <name>akshara::gui::RunController</name>
    <message>
        <source>Probing %1</source>
        <translation>%1 की प्रोबिंग</translation>
    </message>
    <message>
        <source>Attacking %1 with %2</source>
        <translation>%2 से %1 पर हमला</translation>
    </message>
    <message>
        <source>ASR curve of %1</source>
        <translation>%1 का ASR वक्र</translation>
    </message>
    <message>
        <source>stopped early</source>
        <translation>जल्दी रोका गया</translation>
    </message>
    <message>
        <source>resumed after epoch %1</source>
        <translation>एपॉक %1 के बाद से आगे चलाया गया</translation>
    </message>
    <message>
        <source>Training %1</source>
        <translation>%1 का प्रशिक्षण</translation>
    </message>
    <message>
        <source>%1, epoch %2 of %3: loss %4, dev loss %5, dev accuracy %6</source>
        <translation>%1, %3 में से एपॉक %2: loss %4, dev loss %5, dev सटीकता %6</translation>
    </message>
    <message numerus="yes">
        <source>dev accuracy %1 at epoch %2 of %3; %4 training and %Ln dev example(s)</source>
        <translation>
            <numerusform>%3 में से एपॉक %2 पर dev सटीकता %1; %4 प्रशिक्षण और %Ln dev उदाहरण</numerusform>
            <numerusform>%3 में से एपॉक %2 पर dev सटीकता %1; %4 प्रशिक्षण और %Ln dev उदाहरण</numerusform>
        </translation>
    </message>
    <message>
        <source>Resuming the attack of %1 with %2</source>
        <translation>%2 के साथ %1 का हमला आगे चलाया जा रहा है</translation>
    </message>
    <message>
        <source>Resuming the ASR curve of %1</source>
        <translation>%1 का ASR वक्र आगे चलाया जा रहा है</translation>
    </message>
</context>
<context>
    <name>akshara::gui::RunOpener</name>
    <message>
        <source>The run could not be shown</source>
        <translation>रन दिखाया नहीं जा सका</translation>
    </message>
    <message>
        <source>The run cannot be shown</source>
        <translation>रन दिखाया नहीं जा सकता</translation>
    </message>
    <message>
        <source>%1: the folder cannot be read (no permission).</source>
        <translation>%1: फ़ोल्डर पढ़ा नहीं जा सकता (अनुमति नहीं है)।</translation>
    </message>
    <message>
        <source>%1: missing; without it the kind of the run is unknown.</source>
        <translation>%1: फ़ाइल मौजूद नहीं है; इसके बिना रन का प्रकार ज्ञात नहीं है।</translation>
    </message>
    <message>
        <source>%1 is not a run folder (it has no manifest.json).</source>
        <translation>%1 रन फ़ोल्डर नहीं है (इसमें manifest.json नहीं है)।</translation>
    </message>
    <message>
        <source>There is no view for runs of kind &quot;%1&quot; yet.</source>
        <translation>&quot;%1&quot; प्रकार के रनों के लिए अभी कोई दृश्य नहीं है।</translation>
    </message>
    <message>
        <source>Reading run %1</source>
        <translation>रन %1 पढ़ा जा रहा है</translation>
    </message>
    <message>
        <source>%1 is no longer there (moved or deleted outside the workbench).</source>
        <translation>%1 अब वहाँ नहीं है (वर्कबेंच के बाहर कहीं और ले जाया गया या मिटाया गया)।</translation>
    </message>
</context>
<context>
    <name>akshara::gui::RunsPanel</name>
    <message>
        <source>%1: not a run of this workspace</source>
        <translation>%1: इस कार्यक्षेत्र का रन नहीं है</translation>
    </message>
    <message>
        <source>%1: cannot be moved to the trash: %2</source>
        <translation>%1: रद्दी में नहीं भेजा जा सकता: %2</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>खोलें</translation>
    </message>
    <message>
        <source>Show in the file manager</source>
        <translation>फ़ाइल प्रबंधक में दिखाएँ</translation>
    </message>
    <message numerus="yes">
        <source>Compare the %n selected attack run(s)</source>
        <translation>
            <numerusform>चुने गए %n हमला रन की तुलना करें</numerusform>
            <numerusform>चुने गए %n हमला रनों की तुलना करें</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Compare the %n selected ASR-curve run(s)</source>
        <translation>
            <numerusform>चुने गए %n ASR-वक्र रन की तुलना करें</numerusform>
            <numerusform>चुने गए %n ASR-वक्र रनों की तुलना करें</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Compare the %n selected probing run(s)</source>
        <translation>
            <numerusform>चुने गए %n प्रोबिंग रन की तुलना करें</numerusform>
            <numerusform>चुने गए %n प्रोबिंग रनों की तुलना करें</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %n selected run(s) to the trash...</source>
        <translation>
            <numerusform>चुना गया %n रन रद्दी में भेजें...</numerusform>
            <numerusform>चुने गए %n रन रद्दी में भेजें...</numerusform>
        </translation>
    </message>
    <message>
        <source>Move runs to the trash</source>
        <translation>रन रद्दी में भेजें</translation>
    </message>
    <message numerus="yes">
        <source>Move %n run(s) to the trash?</source>
        <translation>
            <numerusform>%n रन रद्दी में भेजें?</numerusform>
            <numerusform>%n रन रद्दी में भेजें?</numerusform>
        </translation>
    </message>
    <message>
        <source>Some runs were not moved to the trash</source>
        <translation>कुछ रन रद्दी में नहीं भेजे गए</translation>
    </message>
    <message>
        <source>They can be restored from the desktop&apos;s trash.</source>
        <translation>उन्हें डेस्कटॉप की रद्दी से वापस लाया जा सकता है।</translation>
    </message>
    <message>
        <source>The run&apos;s folder cannot be shown</source>
        <translation>रन का फ़ोल्डर नहीं दिखाया जा सकता</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>रन</translation>
    </message>
    <message>
        <source>%1: a run is writing into it; stop it first (Cancel in Jobs, or Ctrl+C for akshara-cli)</source>
        <translation>%1: कोई रन इसमें लिख रहा है; पहले उसे रोकें (कार्य में रद्द करें, या akshara-cli के लिए Ctrl+C)</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>आगे चलाएँ</translation>
    </message>
    <message>
        <source>Filter: name, kind, model, data or finding</source>
        <translation>फ़िल्टर: नाम, प्रकार, मॉडल, डेटा या परिणाम</translation>
    </message>
    <message>
        <source>Filter the runs</source>
        <translation>रन फ़िल्टर करें</translation>
    </message>
    <message>
        <source>Shows the runs with each word typed (%1)</source>
        <translation>लिखे गए हर शब्द वाले रन दिखाता है (%1)</translation>
    </message>
</context>
<context>
    <name>akshara::gui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>सेटिंग्स</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>स्वचालित</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>हल्की</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>गहरी</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>सिस्टम की भाषा</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>ब्राउज़ करें...</translation>
    </message>
    <message>
        <source>Cache folder</source>
        <translation>कैश फ़ोल्डर</translation>
    </message>
    <message>
        <source>float32: full precision (the default)</source>
        <translation>float32: पूर्ण परिशुद्धता (डिफ़ॉल्ट)</translation>
    </message>
    <message>
        <source>float16: CUDA only</source>
        <translation>float16: केवल CUDA</translation>
    </message>
    <message>
        <source>Automatic: %1 on the CPU, %2 on CUDA</source>
        <translation>स्वचालित: CPU पर %1, CUDA पर %2</translation>
    </message>
    <message>
        <source>bfloat16: several times faster on this processor</source>
        <translation>bfloat16: इस प्रोसेसर पर कई गुना तेज़</translation>
    </message>
    <message>
        <source>bfloat16: for GPUs; this processor emulates it</source>
        <translation>bfloat16: GPU के लिए; यह प्रोसेसर इसका अनुकरण करता है</translation>
    </message>
    <message>
        <source>float16 and bfloat16 compute with fewer bits than float32: hidden states differ from float32&apos;s by up to about 0.05, and results depend on the device.</source>
        <translation>float16 और bfloat16 float32 से कम बिटों में गणना करते हैं: छिपी अवस्थाएँ float32 की अवस्थाओं से लगभग 0.05 तक भिन्न होती हैं, और परिणाम डिवाइस पर निर्भर करते हैं।</translation>
    </message>
    <message>
        <source>&amp;Device:</source>
        <translation>डिवाइस (&amp;D):</translation>
    </message>
    <message>
        <source>D&amp;ata type:</source>
        <translation>डेटा प्रकार (&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Batch size:</source>
        <translation>बैच आकार (&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Cache folder:</source>
        <translation>कैश फ़ोल्डर (&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>थीम (&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Language (after restart):</source>
        <translation>भाषा, पुनः आरंभ के बाद (&amp;L):</translation>
    </message>
    <message>
        <source>The settings could not be saved, so they do not take effect: %1 cannot be written.</source>
        <translation>सेटिंग्स सहेजी नहीं जा सकीं, इसलिए वे लागू नहीं होतीं: %1 में लिखा नहीं जा सकता।</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>सेटिंग्स सहेजी नहीं गईं</translation>
    </message>
    <message>
        <source>The settings file %1 is damaged: what could not be read of it is back at its default. Saving the settings writes the file whole again.</source>
        <translation>सेटिंग्स फ़ाइल %1 क्षतिग्रस्त है: उसका जो भाग पढ़ा नहीं जा सका, वह अपने डिफ़ॉल्ट पर लौट आया है। सेटिंग्स सहेजने से फ़ाइल फिर से पूरी लिखी जाती है।</translation>
    </message>
    <message>
        <source>The settings file %1 cannot be read, so the settings are at their defaults and are not kept.</source>
        <translation>सेटिंग्स फ़ाइल %1 पढ़ी नहीं जा सकती, इसलिए सेटिंग्स अपने डिफ़ॉल्ट पर हैं और सहेजी नहीं जातीं।</translation>
    </message>
    <message>
        <source>float16 runs on CUDA only, and the device chosen is the CPU: choose float32, or bfloat16.</source>
        <translation>float16 केवल CUDA पर चलता है, और चुना गया डिवाइस CPU है: float32 या bfloat16 चुनें।</translation>
    </message>
    <message>
        <source>float16 runs on CUDA only, and this machine has no CUDA device, so runs would use the CPU: choose float32, or bfloat16.</source>
        <translation>float16 केवल CUDA पर चलता है, और इस मशीन में कोई CUDA डिवाइस नहीं है, इसलिए रन CPU पर चलेंगे: float32 या bfloat16 चुनें।</translation>
    </message>
    <message>
        <source>This machine has no CUDA device that the workbench can use: choose Automatic (CUDA where there is one, else the CPU) or CPU.</source>
        <translation>इस मशीन पर कोई CUDA डिवाइस नहीं है जिसे वर्कबेंच उपयोग कर सके: स्वचालित (जहाँ CUDA हो वहाँ CUDA, नहीं तो CPU) या CPU चुनें।</translation>
    </message>
    <message>
        <source>The cache folder &quot;%1&quot; is not a full path, so where it is would depend on where the workbench was started: choose one with Browse..., or type its whole path.</source>
        <translation>कैश फ़ोल्डर &quot;%1&quot; पूरा पथ नहीं है, इसलिए उसका स्थान इस पर निर्भर करेगा कि वर्कबेंच कहाँ से शुरू हुआ: ब्राउज़ करें... से कोई चुनें, या उसका पूरा पथ लिखें।</translation>
    </message>
    <message>
        <source>The cache folder %1 cannot be made or written to (%2): choose another.</source>
        <translation>कैश फ़ोल्डर %1 न बनाया जा सकता है न उसमें लिखा जा सकता है (%2): कोई दूसरा चुनें।</translation>
    </message>
    <message>
        <source>%1 is a link to nothing</source>
        <translation>%1 एक ऐसा लिंक है जो किसी चीज़ की ओर नहीं जाता</translation>
    </message>
    <message>
        <source>no permission in %1</source>
        <translation>%1 में अनुमति नहीं है</translation>
    </message>
    <message>
        <source>%1 is a file</source>
        <translation>%1 एक फ़ाइल है</translation>
    </message>
</context>
<context>
    <name>akshara::gui::TablesController</name>
    <message>
        <source>no language is written in this table&apos;s script</source>
        <translation>इस तालिका की लिपि में कोई भाषा नहीं लिखी जाती</translation>
    </message>
    <message>
        <source>%1: the draft of saved edits cannot be removed</source>
        <translation>%1: सहेजे गए संपादनों का मसौदा हटाया नहीं जा सकता</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: a draft of unsaved edits of a table the workspace no longer has; it is left there</source>
        <translation>%1: ऐसी तालिका के बिना सहेजे संपादनों का मसौदा जो अब कार्यक्षेत्र में नहीं है; इसे वहीं छोड़ा गया है</translation>
    </message>
    <message>
        <source>%1 (a draft of unsaved edits)</source>
        <translation>%1 (बिना सहेजे संपादनों का मसौदा)</translation>
    </message>
    <message>
        <source>Unsaved table edits</source>
        <translation>बिना सहेजे तालिका संपादन</translation>
    </message>
    <message>
        <source>The tables %1 have edits that are not saved.</source>
        <translation>तालिकाओं %1 में ऐसे संपादन हैं जो सहेजे नहीं गए हैं।</translation>
    </message>
    <message>
        <source>Save them into the workspace&apos;s tables folder?</source>
        <translation>क्या उन्हें कार्यक्षेत्र के tables फ़ोल्डर में सहेजें?</translation>
    </message>
    <message>
        <source>Use the built-in table</source>
        <translation>अंतर्निहित तालिका का उपयोग करें</translation>
    </message>
    <message>
        <source>Use the built-in table %1 again?</source>
        <translation>क्या अंतर्निहित तालिका %1 का फिर से उपयोग करें?</translation>
    </message>
    <message>
        <source>The workspace&apos;s table is moved to tables/replaced/ (nothing is deleted). Try a sentence and the runs started from now on use the built-in table; the runs made with the workspace&apos;s table keep its fingerprint.</source>
        <translation>कार्यक्षेत्र की तालिका tables/replaced/ में ले जाई जाती है (कुछ भी मिटाया नहीं जाता)। &quot;वाक्य आज़माएँ&quot; और अब से शुरू किए गए रन अंतर्निहित तालिका का उपयोग करते हैं; कार्यक्षेत्र की तालिका से बने रन उसका फ़िंगरप्रिंट रखते हैं।</translation>
    </message>
    <message>
        <source>Its unsaved edits are discarded.</source>
        <translation>इसके बिना सहेजे संपादन त्याग दिए जाते हैं।</translation>
    </message>
    <message>
        <source>Use built-in</source>
        <translation>अंतर्निहित उपयोग करें</translation>
    </message>
    <message>
        <source>The built-in table could not be used again</source>
        <translation>अंतर्निहित तालिका का फिर से उपयोग नहीं किया जा सका</translation>
    </message>
    <message>
        <source>no perturbation operator reads this table for %1, so its edits change no candidates</source>
        <translation>%1 के लिए कोई विक्षोभ ऑपरेटर यह तालिका नहीं पढ़ता, इसलिए इसके संपादन किसी संभावित रूप को नहीं बदलते</translation>
    </message>
    <message>
        <source>The table&apos;s file has changed</source>
        <translation>तालिका की फ़ाइल बदल गई है</translation>
    </message>
    <message>
        <source>%1 was changed by another program since the workbench read it.</source>
        <translation>वर्कबेंच के पढ़ने के बाद %1 को किसी अन्य प्रोग्राम ने बदल दिया।</translation>
    </message>
    <message>
        <source>%1 was removed by another program since the workbench read it.</source>
        <translation>वर्कबेंच के पढ़ने के बाद %1 को किसी अन्य प्रोग्राम ने हटा दिया।</translation>
    </message>
    <message>
        <source>Overwrite it with the table as edited here, or read it again and discard the edits made here?</source>
        <translation>इसे यहाँ संपादित तालिका से अधिलेखित करें, या इसे फिर से पढ़ें और यहाँ किए गए संपादन छोड़ दें?</translation>
    </message>
    <message>
        <source>Write the table as edited here to it again?</source>
        <translation>यहाँ संपादित तालिका को इसमें फिर से लिखें?</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>अधिलेखित करें</translation>
    </message>
    <message>
        <source>Reload from disk</source>
        <translation>डिस्क से फिर से पढ़ें</translation>
    </message>
    <message>
        <source>The table could not be read again</source>
        <translation>तालिका फिर से पढ़ी नहीं जा सकी</translation>
    </message>
    <message>
        <source>The tables %1 have edits that are not saved: the run reads the saved tables, or the built-in ones.</source>
        <translation>तालिकाओं %1 में ऐसे संपादन हैं जो सहेजे नहीं गए हैं: रन सहेजी गई तालिकाएँ, या अंतर्निहित तालिकाएँ पढ़ता है।</translation>
    </message>
    <message>
        <source>Save the edits before the run starts?</source>
        <translation>रन शुरू होने से पहले संपादन सहेजें?</translation>
    </message>
    <message>
        <source>Start &amp;without them</source>
        <translation>उनके बिना शुरू करें (&amp;W)</translation>
    </message>
    <message>
        <source>Replace the table?</source>
        <translation>तालिका बदलें?</translation>
    </message>
    <message>
        <source>The workspace has its own table %1.</source>
        <translation>कार्यक्षेत्र की अपनी तालिका %1 है।</translation>
    </message>
    <message>
        <source>The table %1 has unsaved edits.</source>
        <translation>तालिका %1 में बिना सहेजे संपादन हैं।</translation>
    </message>
    <message>
        <source>The imported table takes its place. The workspace&apos;s file moves to tables/replaced/ (nothing is deleted); unsaved edits of it are discarded.</source>
        <translation>आयात की गई तालिका उसकी जगह लेगी। कार्यक्षेत्र की फ़ाइल tables/replaced/ में चली जाएगी (कुछ भी मिटाया नहीं जाता); उसके बिना सहेजे संपादन त्याग दिए जाएँगे।</translation>
    </message>
    <message>
        <source>The imported table takes its place, and the edits are discarded.</source>
        <translation>आयात की गई तालिका उसकी जगह लेगी, और संपादन त्याग दिए जाएँगे।</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>बदलें</translation>
    </message>
    <message>
        <source>The imported table takes its place. The workspace&apos;s file moves to tables/replaced/ (nothing is deleted).</source>
        <translation>आयात की गई तालिका उसकी जगह लेगी। कार्यक्षेत्र की फ़ाइल tables/replaced/ में चली जाएगी (कुछ भी मिटाया नहीं जाता)।</translation>
    </message>
</context>
<context>
    <name>akshara::gui::TransferFilesDialog</name>
    <message>
        <source>Row %1 (%2): give both the training and the evaluation language.</source>
        <translation>पंक्ति %1 (%2): प्रशिक्षण और मूल्यांकन दोनों भाषाएँ दें।</translation>
    </message>
    <message>
        <source>Rows %1 and %2 are both trained on %3 and evaluated on %4: one file per pair.</source>
        <translation>पंक्तियाँ %1 और %2 दोनों %3 पर प्रशिक्षित और %4 पर मूल्यांकित हैं: हर जोड़ी के लिए एक फ़ाइल।</translation>
    </message>
    <message>
        <source>Transfer table</source>
        <translation>अंतरण तालिका</translation>
    </message>
    <message>
        <source>Which model made each file, and on which language? Rows of the table are the training languages (or models), columns the evaluation languages. Guessed from the file names (pred-TRAIN-EVAL.jsonl); double-click a cell to change it.</source>
        <translation>हर फ़ाइल किस मॉडल ने और किस भाषा पर बनाई? तालिका की पंक्तियाँ प्रशिक्षण भाषाएँ (या मॉडल) हैं, स्तंभ मूल्यांकन भाषाएँ। फ़ाइल नामों (pred-TRAIN-EVAL.jsonl) से अनुमानित; बदलने के लिए सेल पर डबल-क्लिक करें।</translation>
    </message>
    <message>
        <source>File</source>
        <translation>फ़ाइल</translation>
    </message>
    <message>
        <source>Trained on</source>
        <translation>प्रशिक्षण भाषा</translation>
    </message>
    <message>
        <source>Evaluated on</source>
        <translation>मूल्यांकन भाषा</translation>
    </message>
</context>
<context>
    <name>akshara::gui::TrySentenceView</name>
    <message>
        <source>(nothing)</source>
        <translation>(कुछ नहीं)</translation>
    </message>
    <message>
        <source>&amp;Perturb</source>
        <translation>विक्षुब्ध करें (&amp;P)</translation>
    </message>
    <message>
        <source>A sentence in the language below</source>
        <translation>नीचे चुनी गई भाषा में एक वाक्य</translation>
    </message>
    <message>
        <source>Words changed in each version</source>
        <translation>हर संस्करण में बदले जाने वाले शब्द</translation>
    </message>
    <message>
        <source>Different perturbed versions to make</source>
        <translation>बनाए जाने वाले अलग-अलग विक्षुब्ध संस्करण</translation>
    </message>
    <message>
        <source>A sequence-classification model folder (config.json, weights, tokenizer): its prediction for the sentence and each version</source>
        <translation>अनुक्रम-वर्गीकरण मॉडल फ़ोल्डर (config.json, भार, टोकनाइज़र): वाक्य और हर संस्करण के लिए उसका पूर्वानुमान</translation>
    </message>
    <message>
        <source>Type a sentence and press Perturb to see its perturbed versions, and with a classifier folder the model&apos;s prediction for each.</source>
        <translation>एक वाक्य लिखें और उसके विक्षुब्ध संस्करण देखने के लिए विक्षुब्ध करें दबाएँ; वर्गीकारक फ़ोल्डर देने पर हर एक के लिए मॉडल का पूर्वानुमान भी।</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>संस्करण</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>पाठ</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>बदला गया</translation>
    </message>
    <message>
        <source>Prediction</source>
        <translation>पूर्वानुमान</translation>
    </message>
    <message>
        <source>&amp;Sentence:</source>
        <translation>वाक्य (&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Operator:</source>
        <translation>ऑपरेटर (&amp;O):</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>भाषा (&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Classifier:</source>
        <translation>वर्गीकारक (&amp;C):</translation>
    </message>
    <message>
        <source>Classifier folder</source>
        <translation>वर्गीकारक फ़ोल्डर</translation>
    </message>
    <message>
        <source>Type a sentence first.</source>
        <translation>पहले एक वाक्य लिखें।</translation>
    </message>
    <message>
        <source>Trying a sentence</source>
        <translation>वाक्य आज़माया जा रहा है</translation>
    </message>
    <message>
        <source>The sentence could not be tried: %1</source>
        <translation>वाक्य आज़माया नहीं जा सका: %1</translation>
    </message>
    <message>
        <source>The sentence could not be tried</source>
        <translation>वाक्य आज़माया नहीं जा सका</translation>
    </message>
    <message>
        <source>class %1</source>
        <translation>वर्ग %1</translation>
    </message>
    <message>
        <source>This version changes the prediction</source>
        <translation>यह संस्करण पूर्वानुमान बदल देता है</translation>
    </message>
    <message>
        <source>original</source>
        <translation>मूल</translation>
    </message>
    <message>
        <source>The operator has no change to make in this sentence: no letters it changes, or text in another script than the language&apos;s.</source>
        <translation>ऑपरेटर इस वाक्य में कोई बदलाव नहीं कर सकता: इसमें वे अक्षर नहीं हैं जिन्हें वह बदलता है, या पाठ भाषा की लिपि से अलग लिपि में है।</translation>
    </message>
    <message numerus="yes">
        <source>The model predicts %1 for the sentence; %2 of the %n version(s) change the prediction (marked).</source>
        <translation>
            <numerusform>मॉडल वाक्य के लिए %1 का पूर्वानुमान देता है; %n संस्करण में से %2 पूर्वानुमान बदलता है (चिह्नित)।</numerusform>
            <numerusform>मॉडल वाक्य के लिए %1 का पूर्वानुमान देता है; %n संस्करणों में से %2 पूर्वानुमान बदलते हैं (चिह्नित)।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n perturbed version(s) of the sentence.</source>
        <translation>
            <numerusform>वाक्य का %n विक्षुब्ध संस्करण।</numerusform>
            <numerusform>वाक्य के %n विक्षुब्ध संस्करण।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only %n different version(s) could be made; the operator has no more changes to give this sentence.</source>
        <translation>
            <numerusform>केवल %n अलग संस्करण बन सका; ऑपरेटर के पास इस वाक्य के लिए और बदलाव नहीं हैं।</numerusform>
            <numerusform>केवल %n अलग संस्करण बन सके; ऑपरेटर के पास इस वाक्य के लिए और बदलाव नहीं हैं।</numerusform>
        </translation>
    </message>
    <message>
        <source>None: only perturb</source>
        <translation>कोई नहीं: केवल विक्षुब्ध करें</translation>
    </message>
    <message>
        <source>&amp;Words changed:</source>
        <translation>बदले गए शब्द (&amp;W):</translation>
    </message>
    <message>
        <source>None: a single sentence</source>
        <translation>कोई नहीं: एक अकेला वाक्य</translation>
    </message>
    <message>
        <source>For a sentence pair (natural language inference): the pair&apos;s other sentence, kept as it is. The model reads each version with it.</source>
        <translation>वाक्य-युग्म के लिए (प्राकृतिक भाषा अनुमान): युग्म का दूसरा वाक्य, जैसा है वैसा ही रखा जाता है। मॉडल हर संस्करण को इसके साथ पढ़ता है।</translation>
    </message>
    <message>
        <source>the sentence is the premise</source>
        <translation>वाक्य आधार वाक्य (premise) है</translation>
    </message>
    <message>
        <source>the sentence is the hypothesis</source>
        <translation>वाक्य परिकल्पना (hypothesis) है</translation>
    </message>
    <message>
        <source>Which of the pair the sentence perturbed is</source>
        <translation>विक्षुब्ध किया गया वाक्य युग्म का कौन-सा वाक्य है</translation>
    </message>
    <message>
        <source>The model read each with the hypothesis “%1”.</source>
        <translation>मॉडल ने हर वाक्य को परिकल्पना “%1” के साथ पढ़ा।</translation>
    </message>
    <message>
        <source>The model read each with the premise “%1”.</source>
        <translation>मॉडल ने हर वाक्य को आधार वाक्य “%1” के साथ पढ़ा।</translation>
    </message>
    <message>
        <source>The letters come from the workspace&apos;s table %1, not the built-in one.</source>
        <translation>अक्षर कार्यक्षेत्र की तालिका %1 से आते हैं, अंतर्निहित तालिका से नहीं।</translation>
    </message>
    <message>
        <source>Use &amp;unsaved table edits</source>
        <translation>तालिकाओं के बिना सहेजे संपादन उपयोग करें (&amp;U)</translation>
    </message>
    <message>
        <source>Tables edited under Script-similarity tables and not yet saved are used as they stand. Unchecked: the saved tables, as the attack and ASR runs read them.</source>
        <translation>लिपि-समानता तालिकाओं में संपादित और अभी तक न सहेजी गई तालिकाएँ जैसी हैं वैसी ही उपयोग होती हैं। अचिह्नित होने पर: सहेजी गई तालिकाएँ, जैसे हमले और ASR रन उन्हें पढ़ते हैं।</translation>
    </message>
    <message>
        <source>The letters come from the unsaved edits of table %1; the runs use the table as saved.</source>
        <translation>अक्षर तालिका %1 के बिना सहेजे संपादनों से आते हैं; रन सहेजी गई तालिका का उपयोग करते हैं।</translation>
    </message>
    <message>
        <source>Pa&amp;ired with:</source>
        <translation>युग्म का दूसरा वाक्य (&amp;I):</translation>
    </message>
    <message>
        <source>Ve&amp;rsions:</source>
        <translation>संस्करण (&amp;R):</translation>
    </message>
    <message numerus="yes">
        <source>The operator can change %n word(s) of this sentence, so each version changes those, not %1.</source>
        <translation>
            <numerusform>ऑपरेटर इस वाक्य का %n शब्द ही बदल सकता है, इसलिए हर संस्करण %1 नहीं, वही शब्द बदलता है।</numerusform>
            <numerusform>ऑपरेटर इस वाक्य के %n शब्द ही बदल सकता है, इसलिए हर संस्करण %1 नहीं, वही शब्द बदलता है।</numerusform>
        </translation>
    </message>
    <message>
        <source>(space)</source>
        <translation>(रिक्ति)</translation>
    </message>
    <message>
        <source>Perturbed versions</source>
        <translation>विक्षुब्ध रूप</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>ब्राउज़ करें (&amp;B)...</translation>
    </message>
    <message>
        <source>The operator has no change to make in this sentence.</source>
        <translation>ऑपरेटर इस वाक्य में कोई बदलाव नहीं कर सकता।</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) of it are longer than %1 characters, the longest perturbed, and left as they are.</source>
        <translation>
            <numerusform>इसका %n शब्द %1 वर्णों से लंबा है, जो विक्षुब्ध किए जाने वाले शब्दों की अधिकतम लंबाई है; उसे जैसा है वैसा छोड़ा गया है।</numerusform>
            <numerusform>इसके %n शब्द %1 वर्णों से लंबे हैं, जो विक्षुब्ध किए जाने वाले शब्दों की अधिकतम लंबाई है; उन्हें जैसा है वैसा छोड़ा गया है।</numerusform>
        </translation>
    </message>
    <message>
        <source>The same seed draws the same versions again; another draws others</source>
        <translation>वही सीड वही संस्करण फिर से बनाता है; दूसरा सीड दूसरे संस्करण</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>सीड (&amp;E):</translation>
    </message>
    <message>
        <source>The sentence is longer than the model&apos;s %1 tokens: the model reads it cut to that length, and a change past the cut changes nothing it reads.</source>
        <translation>वाक्य मॉडल के %1 टोकनों से लंबा है: मॉडल उसे उतनी लंबाई तक काटकर पढ़ता है, और कटान के आगे का कोई बदलाव मॉडल के पढ़े हुए में कुछ नहीं बदलता।</translation>
    </message>
    <message>
        <source>The sentence and the other sentence of the pair are together longer than the model&apos;s %1 tokens: the model reads them cut to that length, the longer one first, and a change past the cut changes nothing it reads.</source>
        <translation>वाक्य और जोड़ी का दूसरा वाक्य मिलकर मॉडल के %1 टोकनों से लंबे हैं: मॉडल उन्हें उतनी लंबाई तक काटकर पढ़ता है (पहले लंबे वाले को), और कटान के आगे का कोई बदलाव मॉडल के पढ़े हुए में कुछ नहीं बदलता।</translation>
    </message>
</context>
<context>
    <name>akshara::widgets::AsrPlot</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>robustness threshold %1</source>
        <translation>मज़बूती सीमा %1</translation>
    </message>
    <message>
        <source>Perturbation budget k</source>
        <translation>विक्षोभ बजट k</translation>
    </message>
    <message>
        <source>Attack success rate</source>
        <translation>हमले की सफलता दर</translation>
    </message>
    <message>
        <source>random words</source>
        <translation>यादृच्छिक शब्द</translation>
    </message>
    <message>
        <source>No curves to show.</source>
        <translation>दिखाने के लिए कोई वक्र नहीं।</translation>
    </message>
    <message>
        <source>Attack success rate by words perturbed</source>
        <translation>विक्षुब्ध शब्दों की संख्या के अनुसार हमले की सफलता दर</translation>
    </message>
    <message>
        <source>k = %1</source>
        <translation>k = %1</translation>
    </message>
    <message>
        <source>%1
k = %2: ASR %3</source>
        <translation>%1
k = %2: ASR %3</translation>
    </message>
</context>
<context>
    <name>akshara::widgets::AttackResultsModel</name>
    <message>
        <source>yes</source>
        <translation>हाँ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>नहीं</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>उदाहरण</translation>
    </message>
    <message>
        <source>Success</source>
        <translation>सफलता</translation>
    </message>
    <message>
        <source>Queries</source>
        <translation>क्वेरी</translation>
    </message>
    <message>
        <source>Perturbations</source>
        <translation>विक्षोभ</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>मूल पाठ</translation>
    </message>
    <message>
        <source>Adversarial</source>
        <translation>प्रतिकूल पाठ</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>छोड़ा गया</translation>
    </message>
    <message>
        <source>Not attacked: the model was already wrong on this example (%1).</source>
        <translation>हमला नहीं किया गया: इस उदाहरण पर मॉडल पहले से ग़लत था (%1)।</translation>
    </message>
    <message>
        <source>Not attacked: the sentence has no word to change.</source>
        <translation>हमला नहीं किया गया: वाक्य में बदलने योग्य कोई शब्द नहीं है।</translation>
    </message>
    <message>
        <source>chrF of the adversarial text to the original (character n-grams), for every attacked example, successful or not; the run&apos;s figures and attack-report&apos;s Overlap sim. average the successful attacks only</source>
        <translation>मूल पाठ से प्रतिकूल पाठ का chrF (अक्षर n-ग्राम), हर हमला किए गए उदाहरण के लिए, सफल हो या नहीं; रन के आँकड़े और attack-report की अतिव्याप्ति समानता केवल सफल हमलों का औसत लेते हैं</translation>
    </message>
    <message>
        <source>Overlap sim. (chrF)</source>
        <translation>अतिव्याप्ति समानता (chrF)</translation>
    </message>
</context>
<context>
    <name>akshara::widgets::AttackResultsTable</name>
    <message>
        <source>No attack results.</source>
        <translation>हमले का कोई परिणाम नहीं है।</translation>
    </message>
    <message>
        <source>; the model got no example right: nothing to attack</source>
        <translation>; मॉडल ने कोई उदाहरण सही नहीं पहचाना: हमला करने को कुछ नहीं</translation>
    </message>
    <message numerus="yes">
        <source>%Ln example(s)</source>
        <translation>
            <numerusform>%Ln उदाहरण</numerusform>
            <numerusform>%Ln उदाहरण</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %Ln skipped (the model was already wrong)</source>
        <translation>
            <numerusform>, %Ln छोड़ा गया (मॉडल पहले से ग़लत था)</numerusform>
            <numerusform>, %Ln छोड़े गए (मॉडल पहले से ग़लत था)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %Ln skipped (no word to change)</source>
        <translation>
            <numerusform>, %Ln छोड़ा गया (बदलने योग्य कोई शब्द नहीं)</numerusform>
            <numerusform>, %Ln छोड़े गए (बदलने योग्य कोई शब्द नहीं)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %Ln skipped (%1 the model already got wrong, %2 without a word to change)</source>
        <translation>
            <numerusform>, %Ln छोड़ा गया (%1 पर मॉडल पहले से ग़लत था, %2 में बदलने योग्य कोई शब्द नहीं)</numerusform>
            <numerusform>, %Ln छोड़े गए (%1 पर मॉडल पहले से ग़लत था, %2 में बदलने योग्य कोई शब्द नहीं)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; attack success rate %1% (%2 of the %Ln example(s) the model got right), %3 queries per attacked example</source>
        <translation>
            <numerusform>; हमले की सफलता दर %1% (मॉडल द्वारा सही पहचाने गए %Ln में से %2 उदाहरण), हर हमला किए गए उदाहरण पर %3 क्वेरी</numerusform>
            <numerusform>; हमले की सफलता दर %1% (मॉडल द्वारा सही पहचाने गए %Ln में से %2 उदाहरण), हर हमला किए गए उदाहरण पर %3 क्वेरी</numerusform>
        </translation>
    </message>
    <message>
        <source>Attacked examples</source>
        <translation>हमले वाले उदाहरण</translation>
    </message>
    <message>
        <source>; no candidate reached the model: no attack success rate</source>
        <translation>; कोई संभावित रूप मॉडल तक नहीं पहुँचा: हमले की कोई सफलता दर नहीं</translation>
    </message>
</context>
<context>
    <name>akshara::widgets::AttributionHeatmap</name>
    <message>
        <source>&amp;Method:</source>
        <translation>विधि (&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Target class:</source>
        <translation>लक्ष्य वर्ग (&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Subwords</source>
        <translation>उपशब्द (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;All methods</source>
        <translation>सभी विधियाँ (&amp;A)</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1, original</source>
        <translation>%1, मूल पाठ</translation>
    </message>
    <message>
        <source>%1, adversarial</source>
        <translation>%1, प्रतिकूल पाठ</translation>
    </message>
    <message>
        <source>No attribution for this method and class.</source>
        <translation>इस विधि और वर्ग के लिए कोई एट्रिब्यूशन नहीं है।</translation>
    </message>
    <message>
        <source>against</source>
        <translation>विरुद्ध</translation>
    </message>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>for the class</source>
        <translation>वर्ग के पक्ष में</translation>
    </message>
    <message>
        <source>largest</source>
        <translation>अधिकतम</translation>
    </message>
    <message>
        <source>Scores scaled to each method&apos;s largest |score|. Boxed: changed syllables.</source>
        <translation>स्कोर हर विधि के सबसे बड़े |score| के अनुपात में मापे गए हैं। बॉक्स में: बदले गए अक्षर।</translation>
    </message>
    <message>
        <source>Attribution heatmap</source>
        <translation>एट्रिब्यूशन हीटमैप</translation>
    </message>
    <message>
        <source>Shade each subword token instead of each word.</source>
        <translation>हर शब्द के बजाय हर उपशब्द टोकन को रंगें।</translation>
    </message>
    <message>
        <source>These results hold word scores only: there are no subword scores to show.</source>
        <translation>इन परिणामों में केवल शब्द स्कोर हैं: दिखाने के लिए कोई उपशब्द स्कोर नहीं है।</translation>
    </message>
    <message>
        <source>Word importance</source>
        <translation>शब्दों का महत्व</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>Only the first %L1 of the text&apos;s %L2 characters are shown.</source>
        <translation>पाठ के %L2 वर्णों में से केवल पहले %L1 दिखाए गए हैं।</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>पाठ</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>शब्द</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>स्कोर</translation>
    </message>
</context>
<context>
    <name>akshara::widgets::ConfusionTableEditor</name>
    <message>
        <source>&amp;Table:</source>
        <translation>तालिका (&amp;T):</translation>
    </message>
    <message>
        <source>Search characters, names, notes…</source>
        <translation>वर्ण, नाम, टिप्पणियाँ खोजें…</translation>
    </message>
    <message>
        <source>Only &amp;problems</source>
        <translation>केवल समस्याएँ (&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>जोड़ें (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>हटाएँ (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>पूर्ववत करें (&amp;U)</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>फिर से करें (&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>सहेजें (&amp;S)</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>(no candidates)</source>
        <translation>(कोई संभावित रूप नहीं)</translation>
    </message>
    <message>
        <source>%1    %2</source>
        <translation>%1    %2</translation>
    </message>
    <message numerus="yes">
        <source>remove %n entries</source>
        <translation>
            <numerusform>%n प्रविष्टि हटाएँ</numerusform>
            <numerusform>%n प्रविष्टियाँ हटाएँ</numerusform>
        </translation>
    </message>
    <message>
        <source>No table.</source>
        <translation>कोई तालिका नहीं।</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n प्रविष्टि</numerusform>
            <numerusform>%n प्रविष्टियाँ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows with errors</source>
        <translation>
            <numerusform>त्रुटियों वाली %n पंक्ति</numerusform>
            <numerusform>त्रुटियों वाली %n पंक्तियाँ</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 *</source>
        <comment>a table with unsaved edits</comment>
        <translation>%1 *</translation>
    </message>
    <message>
        <source>Save the table (%1): Try a sentence and the runs started after it perturb with the saved tables</source>
        <translation>तालिका सहेजें (%1): &quot;वाक्य आज़माएँ&quot; और इसके बाद शुरू किए गए रन सहेजी गई तालिकाओं से विक्षुब्ध करते हैं</translation>
    </message>
    <message>
        <source>Remove the selected entries (%1)</source>
        <translation>चुनी हुई प्रविष्टियाँ हटाएँ (%1)</translation>
    </message>
    <message>
        <source>Search the entries (%1)</source>
        <translation>प्रविष्टियाँ खोजें (%1)</translation>
    </message>
    <message>
        <source>Use &amp;built-in...</source>
        <translation>अंतर्निहित उपयोग करें (&amp;B)...</translation>
    </message>
    <message>
        <source>Go back to the built-in table of this name: the workspace&apos;s saved table is moved aside, and Try a sentence and the runs started after it use the built-in one</source>
        <translation>इस नाम की अंतर्निहित तालिका पर लौटें: कार्यक्षेत्र की सहेजी गई तालिका अलग रख दी जाती है, और &quot;वाक्य आज़माएँ&quot; और उसके बाद शुरू किए गए रन अंतर्निहित तालिका का उपयोग करते हैं</translation>
    </message>
    <message>
        <source>Preview candidates of a &amp;word:</source>
        <translation>किसी शब्द के संभावित रूपों का पूर्वावलोकन (&amp;W):</translation>
    </message>
    <message>
        <source>%1 (%2, %3, curated)</source>
        <translation>%1 (%2, %3, संपादित)</translation>
    </message>
    <message>
        <source>Search the table</source>
        <translation>तालिका में खोजें</translation>
    </message>
    <message>
        <source>Table entries</source>
        <translation>तालिका की प्रविष्टियाँ</translation>
    </message>
    <message>
        <source>Candidates of the word</source>
        <translation>शब्द के संभावित रूप</translation>
    </message>
    <message>
        <source>Add an entry; %1 adds the rows copied from a spreadsheet or another table (source, target, category, weight, note)</source>
        <translation>प्रविष्टि जोड़ें; %1 स्प्रेडशीट या किसी दूसरी तालिका से कॉपी की गई पंक्तियाँ जोड़ता है (स्रोत, लक्ष्य, श्रेणी, भार, टिप्पणी)</translation>
    </message>
    <message>
        <source>∅</source>
        <translation>∅</translation>
    </message>
    <message>
        <source>a line without a target column (a value copied alone)</source>
        <translation>लक्ष्य स्तंभ के बिना पंक्ति (अकेला कॉपी किया गया मान)</translation>
    </message>
    <message numerus="yes">
        <source>%n pasted row(s) not taken: %1</source>
        <translation>
            <numerusform>चिपकाई गई %n पंक्ति नहीं ली गई: %1</numerusform>
            <numerusform>चिपकाई गई %n पंक्तियाँ नहीं ली गईं: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>akshara::widgets::ConfusionTableModel</name>
    <message>
        <source>edit %1</source>
        <translation>%1 संपादित करें</translation>
    </message>
    <message>
        <source>add entry</source>
        <translation>प्रविष्टि जोड़ें</translation>
    </message>
    <message>
        <source>remove entry</source>
        <translation>प्रविष्टि हटाएँ</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>(dropped)</source>
        <translation>(हटाया गया)</translation>
    </message>
    <message>
        <source>∅</source>
        <translation>∅</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>स्रोत</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>लक्ष्य</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>श्रेणी</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>भार</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>टिप्पणी</translation>
    </message>
    <message>
        <source>Unicode name</source>
        <translation>यूनिकोड नाम</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>वर्ग</translation>
    </message>
    <message>
        <source>Devanagari</source>
        <translation>देवनागरी</translation>
    </message>
    <message>
        <source>Bengali</source>
        <translation>बांग्ला</translation>
    </message>
    <message>
        <source>Gurmukhi</source>
        <translation>गुरमुखी</translation>
    </message>
    <message>
        <source>Gujarati</source>
        <translation>गुजराती</translation>
    </message>
    <message>
        <source>Oriya</source>
        <translation>ओड़िया</translation>
    </message>
    <message>
        <source>Tamil</source>
        <translation>तमिल</translation>
    </message>
    <message>
        <source>Telugu</source>
        <translation>तेलुगु</translation>
    </message>
    <message>
        <source>Kannada</source>
        <translation>कन्नड़</translation>
    </message>
    <message>
        <source>Malayalam</source>
        <translation>मलयालम</translation>
    </message>
    <message>
        <source>Arabic</source>
        <translation>अरबी</translation>
    </message>
    <message>
        <source>Latin</source>
        <translation>लैटिन</translation>
    </message>
    <message>
        <source>Common</source>
        <translation>सामान्य</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>अज्ञात</translation>
    </message>
    <message>
        <source>consonant</source>
        <translation>व्यंजन</translation>
    </message>
    <message>
        <source>dead-consonant</source>
        <translation>हलंत व्यंजन</translation>
    </message>
    <message>
        <source>independent-vowel</source>
        <translation>स्वतंत्र स्वर</translation>
    </message>
    <message>
        <source>vowel-sign</source>
        <translation>मात्रा</translation>
    </message>
    <message>
        <source>virama</source>
        <translation>हलंत (विराम)</translation>
    </message>
    <message>
        <source>nukta</source>
        <translation>नुक़्ता</translation>
    </message>
    <message>
        <source>modifier</source>
        <translation>संशोधक चिह्न</translation>
    </message>
    <message>
        <source>letter</source>
        <translation>अक्षर</translation>
    </message>
    <message>
        <source>mark</source>
        <translation>चिह्न</translation>
    </message>
    <message>
        <source>digit</source>
        <translation>अंक</translation>
    </message>
    <message>
        <source>punctuation</source>
        <translation>विराम चिह्न</translation>
    </message>
    <message>
        <source>joiner</source>
        <translation>जोड़क (ZWJ)</translation>
    </message>
    <message>
        <source>non-joiner</source>
        <translation>अ-जोड़क (ZWNJ)</translation>
    </message>
    <message>
        <source>space</source>
        <translation>रिक्त स्थान</translation>
    </message>
    <message>
        <source>symbol</source>
        <translation>प्रतीक</translation>
    </message>
    <message>
        <source>other</source>
        <translation>अन्य</translation>
    </message>
    <message>
        <source>phonological</source>
        <translation>ध्वनिगत</translation>
    </message>
    <message>
        <source>orthographic</source>
        <translation>वर्तनी-रूपात्मक</translation>
    </message>
    <message>
        <source>keyboard</source>
        <translation>कीबोर्ड</translation>
    </message>
    <message>
        <source>ocr</source>
        <translation>OCR</translation>
    </message>
    <message>
        <source>diacritic</source>
        <translation>विशेषक चिह्न</translation>
    </message>
    <message>
        <source>orthographic-rule</source>
        <translation>वर्तनी नियम</translation>
    </message>
    <message>
        <source>relation</source>
        <translation>शब्द संबंध</translation>
    </message>
    <message>
        <source>the table has no name</source>
        <translation>तालिका का कोई नाम नहीं है</translation>
    </message>
    <message>
        <source>the table names no script</source>
        <translation>तालिका कोई लिपि नहीं बताती</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;</source>
        <translation>अज्ञात भाषा &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 is written in %2, not %3</source>
        <translation>%1 %2 में लिखी जाती है, %3 में नहीं</translation>
    </message>
    <message>
        <source>unassigned code point %1</source>
        <translation>अनिर्धारित कोड पॉइंट %1</translation>
    </message>
    <message>
        <source>unusable code point %1 (control, private use or unassigned)</source>
        <translation>अनुपयोगी कोड पॉइंट %1 (नियंत्रण, निजी उपयोग या अनिर्धारित)</translation>
    </message>
    <message>
        <source>white space %1 inside an entry</source>
        <translation>प्रविष्टि के भीतर रिक्त स्थान %1</translation>
    </message>
    <message>
        <source>character %1 (%2) is %3, not %4</source>
        <translation>वर्ण %1 (%2) %3 का है, %4 का नहीं</translation>
    </message>
    <message>
        <source>empty source</source>
        <translation>ख़ाली स्रोत</translation>
    </message>
    <message>
        <source>self-map: %1 -&gt; %2</source>
        <translation>स्वयं पर मानचित्रण: %1 -&gt; %2</translation>
    </message>
    <message>
        <source>unknown phonological category &apos;%1&apos; (expected vowel-length, aspiration, voicing or sibilant)</source>
        <translation>अज्ञात ध्वनिगत श्रेणी &apos;%1&apos; (अपेक्षित: vowel-length, aspiration, voicing या sibilant)</translation>
    </message>
    <message>
        <source>negative weight</source>
        <translation>ऋणात्मक भार</translation>
    </message>
    <message>
        <source>duplicate of the entry on line %1: %2 -&gt; %3</source>
        <translation>पंक्ति %1 की प्रविष्टि का दोहराव: %2 -&gt; %3</translation>
    </message>
    <message>
        <source>asymmetric pair: %1 -&gt; %2 has no reverse entry</source>
        <translation>असममित जोड़ी: %1 -&gt; %2 की कोई उलटी प्रविष्टि नहीं है</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>त्रुटि: %1</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>चेतावनी: %1</translation>
    </message>
    <message>
        <source>invalid UTF-8 at byte %1 of the line</source>
        <translation>पंक्ति के बाइट %1 पर अमान्य UTF-8</translation>
    </message>
    <message>
        <source>no format version after &apos;%1&apos;; read as 1</source>
        <translation>&apos;%1&apos; के बाद कोई फ़ॉर्मैट संस्करण नहीं; 1 माना गया</translation>
    </message>
    <message>
        <source>unreadable format version &apos;%1&apos; (this program reads 1)</source>
        <translation>अपठनीय फ़ॉर्मैट संस्करण &apos;%1&apos; (यह प्रोग्राम संस्करण 1 पढ़ता है)</translation>
    </message>
    <message>
        <source>format version %1 is newer than this program reads (1)</source>
        <translation>फ़ॉर्मैट संस्करण %1 इस प्रोग्राम द्वारा पढ़े जाने वाले संस्करण (1) से नया है</translation>
    </message>
    <message>
        <source>format version %1 is not one this program reads (1)</source>
        <translation>फ़ॉर्मैट संस्करण %1 यह प्रोग्राम नहीं पढ़ता (यह 1 पढ़ता है)</translation>
    </message>
    <message>
        <source>a second &apos;# %1:&apos; header (the first is on line %2)</source>
        <translation>दूसरा &apos;# %1:&apos; हेडर (पहला पंक्ति %2 पर है)</translation>
    </message>
    <message>
        <source>unknown kind &apos;%1&apos;</source>
        <translation>अज्ञात प्रकार &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown script &apos;%1&apos; (use an ISO 15924 code such as Deva)</source>
        <translation>अज्ञात लिपि &apos;%1&apos; (ISO 15924 कोड लिखें, जैसे Deva)</translation>
    </message>
    <message>
        <source>expected yes or no, found &apos;%1&apos;</source>
        <translation>yes या no अपेक्षित था, &apos;%1&apos; मिला</translation>
    </message>
    <message>
        <source>unknown header key &apos;%1&apos; ignored</source>
        <translation>अज्ञात हेडर कुंजी &apos;%1&apos; अनदेखी की गई</translation>
    </message>
    <message>
        <source>unknown column &apos;%1&apos;</source>
        <translation>अज्ञात स्तंभ &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the column row names &apos;%1&apos; twice</source>
        <translation>स्तंभ पंक्ति में &apos;%1&apos; दो बार है</translation>
    </message>
    <message>
        <source>the column row has no &apos;%1&apos; column</source>
        <translation>स्तंभ पंक्ति में &apos;%1&apos; स्तंभ नहीं है</translation>
    </message>
    <message>
        <source>not in NFC; read as its NFC form</source>
        <translation>NFC में नहीं; उसके NFC रूप में पढ़ा गया</translation>
    </message>
    <message>
        <source>bad escape at character %1 (use \uXXXX, \UXXXXXXXX or \\)</source>
        <translation>वर्ण %1 पर ग़लत एस्केप (\uXXXX, \UXXXXXXXX या \\ लिखें)</translation>
    </message>
    <message>
        <source>bad hexadecimal digit in escape at character %1</source>
        <translation>वर्ण %1 पर एस्केप में ग़लत षोडशआधारी अंक</translation>
    </message>
    <message>
        <source>escape at character %1 is not a code point</source>
        <translation>वर्ण %1 पर एस्केप कोई कोड पॉइंट नहीं है</translation>
    </message>
    <message>
        <source>expected at most %1 tab-separated fields, found %2</source>
        <translation>अधिकतम %1 टैब से अलग फ़ील्ड अपेक्षित थे, %2 मिले</translation>
    </message>
    <message>
        <source>the row has no target field (a deletion is an empty target after a tab)</source>
        <translation>पंक्ति में target फ़ील्ड नहीं है (विलोपन टैब के बाद ख़ाली target होता है)</translation>
    </message>
    <message>
        <source>not a number: &apos;%1&apos;</source>
        <translation>संख्या नहीं: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no column row (source&lt;TAB&gt;target...) found</source>
        <translation>कोई स्तंभ पंक्ति (source&lt;TAB&gt;target...) नहीं मिली</translation>
    </message>
    <message>
        <source>no &apos;# name:&apos; header</source>
        <translation>&apos;# name:&apos; हेडर नहीं है</translation>
    </message>
    <message>
        <source>no &apos;# kind:&apos; header</source>
        <translation>&apos;# kind:&apos; हेडर नहीं है</translation>
    </message>
    <message>
        <source>script &apos;%1&apos; is the code of no script of letters (use an ISO 15924 code such as Deva)</source>
        <translation>&apos;%1&apos; किसी अक्षर-लिपि का कोड नहीं है (ISO 15924 कोड लिखें, जैसे Deva)</translation>
    </message>
    <message>
        <source>a NUL byte at byte %1 of the line: the file is not UTF-8 text; save it as UTF-8</source>
        <translation>पंक्ति के बाइट %1 पर एक NUL बाइट: फ़ाइल UTF-8 पाठ नहीं है; इसे UTF-8 में सहेजें</translation>
    </message>
    <message numerus="yes">
        <source>add %n entries</source>
        <translation>
            <numerusform>%n प्रविष्टि जोड़ें</numerusform>
            <numerusform>%n प्रविष्टियाँ जोड़ें</numerusform>
        </translation>
    </message>
    <message>
        <source>The weight is left as it was.</source>
        <translation>भार पहले जैसा रखा गया है।</translation>
    </message>
    <message>
        <source>The weight “%1” is not a number (%2, or %3 as the system&apos;s language writes it).</source>
        <translation>भार “%1” कोई संख्या नहीं है (%2, या %3 जैसा सिस्टम की भाषा लिखती है)।</translation>
    </message>
</context>
<context>
    <name>akshara::widgets::FontCheck</name>
    <message>
        <source>No installed font draws %1 text, which will show as empty boxes. Install the Debian package fonts-noto-core (sudo apt install fonts-noto-core) and restart.</source>
        <translation>कोई भी इंस्टॉल किया गया फ़ॉन्ट %1 पाठ नहीं दिखा सकता, इसलिए वह ख़ाली बक्सों के रूप में दिखेगा। Debian पैकेज fonts-noto-core इंस्टॉल करें (sudo apt install fonts-noto-core) और ऐप्लिकेशन फिर से शुरू करें।</translation>
    </message>
</context>
<context>
    <name>akshara::widgets::LayerAccuracyPlot</name>
    <message>
        <source>Accuracy per layer</source>
        <translation>प्रति परत सटीकता</translation>
    </message>
    <message>
        <source>%1 (control task)</source>
        <translation>%1 (नियंत्रण कार्य)</translation>
    </message>
    <message>
        <source>%1 (selectivity)</source>
        <translation>%1 (चयनात्मकता)</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>परत</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>सटीकता</translation>
    </message>
    <message>
        <source>%1
Layer %2: </source>
        <translation>%1
परत %2: </translation>
    </message>
    <message>
        <source>RS %1</source>
        <translation>RS %1</translation>
    </message>
    <message>
        <source>accuracy %1</source>
        <translation>सटीकता %1</translation>
    </message>
    <message>
        <source> ± %1</source>
        <translation> ± %1</translation>
    </message>
    <message>
        <source>
control %1, selectivity %2</source>
        <translation>
नियंत्रण कार्य %1, चयनात्मकता %2</translation>
    </message>
    <message>
        <source>Robustness score (RS) per layer</source>
        <translation>प्रति परत मज़बूती स्कोर (RS)</translation>
    </message>
    <message>
        <source>Robustness score (RS)</source>
        <translation>मज़बूती स्कोर (RS)</translation>
    </message>
    <message>
        <source>No curves to show.</source>
        <translation>दिखाने के लिए कोई वक्र नहीं।</translation>
    </message>
    <message>
        <source>Accuracy / selectivity</source>
        <translation>सटीकता / चयनात्मकता</translation>
    </message>
    <message>
        <source>No series has values in this view.</source>
        <translation>इस दृश्य में किसी श्रृंखला के मान नहीं हैं।</translation>
    </message>
    <message>
        <source>Layer plot</source>
        <translation>परत-वार आलेख</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>परत %1</translation>
    </message>
    <message>
        <source>Vie&amp;w:</source>
        <translation>दृश्य (&amp;W):</translation>
    </message>
    <message>
        <source>Curves</source>
        <translation>वक्र</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>%2 (&amp;%1)</translation>
    </message>
    <message>
        <source>%1 (standard deviation)</source>
        <translation>%1 (मानक विचलन)</translation>
    </message>
</context>
<context>
    <name>akshara::widgets::MatrixView</name>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1
%2%</source>
        <translation>%1
%2%</translation>
    </message>
    <message>
        <source>average</source>
        <translation>औसत</translation>
    </message>
    <message>
        <source>%1: %2
%3: %4
%5</source>
        <translation>%1: %2
%3: %4
%5</translation>
    </message>
    <message>
        <source>row</source>
        <translation>पंक्ति</translation>
    </message>
    <message>
        <source>column</source>
        <translation>स्तंभ</translation>
    </message>
    <message>
        <source>total</source>
        <translation>कुल</translation>
    </message>
    <message>
        <source>0%</source>
        <translation>0%</translation>
    </message>
    <message>
        <source>100%</source>
        <translation>100%</translation>
    </message>
    <message>
        <source>share of the row</source>
        <translation>पंक्ति में हिस्सा</translation>
    </message>
    <message>
        <source>score</source>
        <translation>स्कोर</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>कोई मान नहीं</translation>
    </message>
    <message>
        <source>share of all</source>
        <translation>कुल में हिस्सा</translation>
    </message>
    <message>
        <source>%1 \ %2</source>
        <translation>%1 \ %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Akshara Workbench: robustness of language models to natural errors.</source>
        <translation>अक्षर वर्कबेंच: प्राकृतिक त्रुटियों के प्रति भाषा मॉडलों की मज़बूती।</translation>
    </message>
    <message>
        <source>Open the workspace DIR.</source>
        <translation>कार्यक्षेत्र DIR खोलें।</translation>
    </message>
    <message>
        <source>Open the run folder DIR in its view; may be given several times (with --smoke: the PNG of its view shows it).</source>
        <translation>रन फ़ोल्डर DIR को उसके दृश्य में खोलें; यह विकल्प कई बार दिया जा सकता है (--smoke के साथ: उसके दृश्य की PNG में वह रन दिखता है)।</translation>
    </message>
    <message>
        <source>Open the demo workspace, building it first (a few minutes, as a job) when it is not there yet.</source>
        <translation>डेमो कार्यक्षेत्र खोलें; यदि वह अभी नहीं है तो पहले उसे बनाएँ (कुछ मिनट, एक कार्य के रूप में)।</translation>
    </message>
    <message>
        <source>%1 is not valid UTF-8 (byte %2): a name in an older encoding would open another folder; rename it (convmv converts names)</source>
        <translation>%1 मान्य UTF-8 नहीं है (बाइट %2): पुराने एन्कोडिंग का नाम कोई दूसरा फ़ोल्डर खोल देता; इसका नाम बदलें (convmv नाम बदल देता है)</translation>
    </message>
    <message>
        <source>unexpected argument %1 (open a workspace with --workspace DIR, a run with --open-run DIR)</source>
        <translation>अनपेक्षित तर्क %1 (कार्यक्षेत्र --workspace DIR से खोलें, रन --open-run DIR से)</translation>
    </message>
    <message>
        <source>--workspace needs a folder, not an empty name</source>
        <translation>--workspace को एक फ़ोल्डर चाहिए, ख़ाली नाम नहीं</translation>
    </message>
    <message>
        <source>--demo and --workspace each name the workspace to open: give one</source>
        <translation>--demo और --workspace दोनों खोलने वाला कार्यक्षेत्र बताते हैं: एक ही दें</translation>
    </message>
    <message>
        <source>Build a tiny demo workspace (with --workspace or --demo: that one, at the size it was made, else full size), write a PNG of each view into OUTDIR and exit.</source>
        <translation>एक छोटा डेमो कार्यक्षेत्र बनाएँ (--workspace या --demo के साथ: वही, उस आकार में जिसमें वह बना था, नहीं तो पूरे आकार में), हर दृश्य की एक PNG OUTDIR में लिखें और बाहर निकलें।</translation>
    </message>
</context>
</TS>
