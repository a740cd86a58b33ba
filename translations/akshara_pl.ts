<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>AttackRuns</name>
    <message>
        <source>cannot read it: %1</source>
        <translation>nie można odczytać pliku: %1</translation>
    </message>
    <message>
        <source>a run of kind &quot;%1&quot;, not &quot;%2&quot;</source>
        <translation>przebieg rodzaju „%1”, a nie „%2”</translation>
    </message>
    <message>
        <source>class %1</source>
        <translation>klasa %1</translation>
    </message>
    <message>
        <source>not a JSON object: %1</source>
        <translation>to nie jest obiekt JSON: %1</translation>
    </message>
    <message>
        <source>a record without &quot;index&quot; or &quot;%1&quot;</source>
        <translation>rekord bez pola „index” lub „%1”</translation>
    </message>
    <message>
        <source>no &quot;asr&quot; curves</source>
        <translation>brak krzywych „asr”</translation>
    </message>
    <message>
        <source>ASR of %1 with the words %2 ranks on %3</source>
        <translation>ASR modelu %1 dla słów uszeregowanych metodą %2 na modelu %3</translation>
    </message>
    <message>
        <source>the last record is cut off</source>
        <translation>ostatni rekord jest ucięty</translation>
    </message>
    <message>
        <source>example %1 is listed twice (first on line %2)</source>
        <translation>przykład %1 występuje dwa razy (pierwszy raz w wierszu %2)</translation>
    </message>
    <message>
        <source>the curve %1 / %2 holds a value that is not a number between 0 and 1</source>
        <translation>krzywa %1 / %2 zawiera wartość, która nie jest liczbą od 0 do 1</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>to nie jest zwykły plik</translation>
    </message>
    <message>
        <source>missing, though the run&apos;s summary.json is there</source>
        <translation>brak pliku, choć plik summary.json przebiegu istnieje</translation>
    </message>
    <message>
        <source>empty, though summary.json counts %1 examples</source>
        <translation>plik jest pusty, choć summary.json podaje liczbę przykładów: %1</translation>
    </message>
    <message>
        <source>%1 records, though summary.json counts %2 examples</source>
        <translation>liczba rekordów: %1, choć summary.json podaje liczbę przykładów: %2</translation>
    </message>
    <message>
        <source>expected an object of curves, one per method</source>
        <translation>oczekiwano obiektu z krzywymi, po jednej na metodę</translation>
    </message>
    <message>
        <source>no curves for this operator</source>
        <translation>brak krzywych dla tego operatora</translation>
    </message>
    <message>
        <source>expected a list of values</source>
        <translation>oczekiwano listy wartości</translation>
    </message>
    <message>
        <source>the curve has no values</source>
        <translation>krzywa nie ma żadnych wartości</translation>
    </message>
    <message>
        <source>a record of a sentence pair without &quot;%1&quot;</source>
        <translation>rekord pary zdań bez „%1”</translation>
    </message>
    <message>
        <source>Not attacked: the sentence has no word to change (punctuation or emoji only).</source>
        <translation>Nie zaatakowano: zdanie nie ma słowa do zmiany (tylko interpunkcja lub emoji).</translation>
    </message>
    <message>
        <source>Not attacked: the model got this example wrong already, so its words were not ranked.</source>
        <translation>Nie zaatakowano: model już wcześniej błędnie sklasyfikował ten przykład, więc jego słów nie uszeregowano.</translation>
    </message>
    <message>
        <source>the curve has %1 values where the run perturbed 1 to %2 words</source>
        <translation>krzywa ma %1 wartości, a przebieg zaburzał od 1 do %2 słów</translation>
    </message>
    <message>
        <source>%1 of the %2 words have a score: the others did not fit in the model&apos;s input, or its tokenizer keeps none of their characters, and are not shaded.</source>
        <translation>Wynik ma %1 z %2 słów: pozostałe nie zmieściły się na wejściu modelu albo jego tokenizator nie zachowuje żadnego z ich znaków; nie są zacienione.</translation>
    </message>
    <message>
        <source>a word outside its sentence (%1 to %2 of %3 characters)</source>
        <translation>słowo poza swoim zdaniem (znaki od %1 do %2 z %3)</translation>
    </message>
    <message>
        <source>the run has not finished: there is no summary yet (Resume in its menu in Runs continues it)</source>
        <translation>przebieg nie został ukończony: nie ma jeszcze podsumowania (Wznów w jego menu w Przebiegach go kontynuuje)</translation>
    </message>
</context>
<context>
    <name>DialogFields</name>
    <message>
        <source>Phonological</source>
        <translation>Zmiany fonologiczne</translation>
    </message>
    <message>
        <source>Orthographic (visual)</source>
        <translation>Zmiany ortograficzne (wizualne)</translation>
    </message>
    <message>
        <source>Random letter</source>
        <translation>Losowa litera</translation>
    </message>
    <message>
        <source>Keyboard errors</source>
        <translation>Błędy klawiaturowe</translation>
    </message>
    <message>
        <source>OCR errors</source>
        <translation>Błędy OCR</translation>
    </message>
    <message>
        <source>Character insertion</source>
        <translation>Wstawienie znaku</translation>
    </message>
    <message>
        <source>Character deletion</source>
        <translation>Usunięcie znaku</translation>
    </message>
    <message>
        <source>Character substitution</source>
        <translation>Podmiana znaku</translation>
    </message>
    <message>
        <source>Character swapping</source>
        <translation>Zamiana sąsiednich znaków</translation>
    </message>
    <message>
        <source>Diacritical errors</source>
        <translation>Błędy diakrytyczne</translation>
    </message>
    <message>
        <source>Random spacing</source>
        <translation>Losowe spacje</translation>
    </message>
    <message>
        <source>Orthographic errors (spelling)</source>
        <translation>Błędy ortograficzne (pisownia)</translation>
    </message>
    <message>
        <source>Word relations</source>
        <translation>Relacje między słowami</translation>
    </message>
    <message>
        <source>Leave-one-out</source>
        <translation>Pominięcie słowa</translation>
    </message>
    <message>
        <source>Random order</source>
        <translation>Losowa kolejność</translation>
    </message>
    <message>
        <source>Gradient × input</source>
        <translation>Gradient × wejście</translation>
    </message>
    <message>
        <source>Integrated gradients</source>
        <translation>Gradienty zintegrowane</translation>
    </message>
    <message>
        <source>Kernel SHAP</source>
        <translation>Kernel SHAP</translation>
    </message>
    <message>
        <source>LIME</source>
        <translation>LIME</translation>
    </message>
    <message>
        <source>Attention rollout</source>
        <translation>Rollout uwagi</translation>
    </message>
    <message>
        <source>SmoothGrad</source>
        <translation>SmoothGrad</translation>
    </message>
    <message>
        <source>Gradient-weighted rollout</source>
        <translation>Rollout uwagi ważony gradientem</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>Eksportuj wykres</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Obraz PNG (*.png);;Rysunek SVG (*.svg);;Dokument PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The figure could not be exported</source>
        <translation>Nie udało się wyeksportować wykresu</translation>
    </message>
    <message>
        <source>Cannot write %1 (the name must end in .png, .svg or .pdf).</source>
        <translation>Nie można zapisać %1 (nazwa musi kończyć się na .png, .svg lub .pdf).</translation>
    </message>
    <message>
        <source>Assamese</source>
        <translation>asamski</translation>
    </message>
    <message>
        <source>Bodo</source>
        <translation>bodo</translation>
    </message>
    <message>
        <source>Bengali</source>
        <translation>bengalski</translation>
    </message>
    <message>
        <source>Gujarati</source>
        <translation>gudżarati</translation>
    </message>
    <message>
        <source>Hindi</source>
        <translation>hindi</translation>
    </message>
    <message>
        <source>Kannada</source>
        <translation>kannada</translation>
    </message>
    <message>
        <source>Malayalam</source>
        <translation>malajalam</translation>
    </message>
    <message>
        <source>Marathi</source>
        <translation>marathi</translation>
    </message>
    <message>
        <source>Odia</source>
        <translation>orija</translation>
    </message>
    <message>
        <source>Punjabi</source>
        <translation>pendżabski</translation>
    </message>
    <message>
        <source>Tamil</source>
        <translation>tamilski</translation>
    </message>
    <message>
        <source>Telugu</source>
        <translation>telugu</translation>
    </message>
    <message>
        <source>Urdu</source>
        <translation>urdu</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>polski</translation>
    </message>
    <message>
        <source>English</source>
        <translation>angielski</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>to jest folder</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Nie można zapisać %1.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>Nie można zapisać %1: %2.</translation>
    </message>
    <message>
        <source>Subword tokens, a word&apos;s mean (tokens)</source>
        <translation>Tokeny podsłów, średnia dla słowa (tokens)</translation>
    </message>
    <message>
        <source>Whole words (words)</source>
        <translation>Całe słowa (words)</translation>
    </message>
    <message>
        <source>Export table</source>
        <translation>Eksportuj tabelę</translation>
    </message>
    <message>
        <source>LaTeX table (*.tex);;CSV table for a spreadsheet (*.csv)</source>
        <translation>Tabela LaTeX (*.tex);;Tabela CSV do arkusza kalkulacyjnego (*.csv)</translation>
    </message>
    <message>
        <source>The table could not be exported</source>
        <translation>Nie udało się wyeksportować tabeli</translation>
    </message>
    <message>
        <source>Cannot write %1 (the name must end in .tex or .csv).</source>
        <translation>Nie można zapisać %1 (nazwa musi kończyć się na .tex lub .csv).</translation>
    </message>
    <message>
        <source>The column of the sentences; sentence pairs are read from sentence1 and sentence2, or premise and hypothesis</source>
        <translation>Kolumna ze zdaniami; pary zdań są czytane z kolumn sentence1 i sentence2 albo premise i hypothesis</translation>
    </message>
    <message>
        <source>The column of the gold labels</source>
        <translation>Kolumna z etykietami wzorcowymi</translation>
    </message>
    <message>
        <source>Te&amp;xt column:</source>
        <translation>Ko&amp;lumna tekstu:</translation>
    </message>
    <message>
        <source>Label col&amp;umn:</source>
        <translation>Kolumna et&amp;ykiet:</translation>
    </message>
    <message>
        <source>Move to the trash</source>
        <translation>Przenieś do kosza</translation>
    </message>
    <message>
        <source>What SHAP and LIME mask: each subword token alone, a word scored by the mean of its tokens as in the second paper, or each word whole</source>
        <translation>Co maskują SHAP i LIME: każdy token podsłowa osobno, a wynik słowa to średnia jego tokenów (jak w drugim artykule), albo każde słowo w całości</translation>
    </message>
    <message>
        <source>all</source>
        <translation>wszystkie</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Zastąp</translation>
    </message>
    <message>
        <source>entailment, neutral, contradiction</source>
        <translation>entailment, neutral, contradiction</translation>
    </message>
    <message>
        <source>the names in the file</source>
        <translation>nazwy z pliku</translation>
    </message>
    <message>
        <source>The data&apos;s label names in class-index order, for labels written as integers: nli (entailment, neutral, contradiction) or names separated by commas. Labels are matched to the classifier&apos;s by name; a classifier without label names takes these.</source>
        <translation>Nazwy etykiet danych w kolejności indeksów klas, dla etykiet zapisanych jako liczby całkowite: nli (entailment, neutral, contradiction) lub nazwy rozdzielone przecinkami. Etykiety są dopasowywane do etykiet klasyfikatora według nazwy; klasyfikator bez nazw etykiet przyjmuje właśnie te nazwy.</translation>
    </message>
    <message>
        <source>A label name is empty: separate the names with single commas.</source>
        <translation>Nazwa etykiety jest pusta: rozdziel nazwy pojedynczymi przecinkami.</translation>
    </message>
    <message>
        <source>The label name &quot;%1&quot; is given twice.</source>
        <translation>Nazwa etykiety „%1” jest podana dwukrotnie.</translation>
    </message>
    <message>
        <source>no file can be made in %1 (%2)</source>
        <translation>w %1 nie można utworzyć pliku (%2)</translation>
    </message>
    <message>
        <source>phonological: short/long vowel, aspirated/unaspirated or voiced/voiceless homorganic consonant, sibilant</source>
        <translation>fonologiczny: samogłoska krótka/długa, spółgłoska przydechowa/nieprzydechowa lub dźwięczna/bezdźwięczna o tym samym miejscu artykulacji, sybilant</translation>
    </message>
    <message>
        <source>orthographic: a look-alike letter, or the two consonants of a conjunct swapped</source>
        <translation>ortograficzny: litera podobna z wyglądu albo zamienione dwie spółgłoski ligatury</translation>
    </message>
    <message>
        <source>baseline: a letter replaced by a random letter of the same class</source>
        <translation>punkt odniesienia: litera zastąpiona losową literą tej samej klasy</translation>
    </message>
    <message>
        <source>optical character recognition confusion</source>
        <translation>pomyłka optycznego rozpoznawania znaków (OCR)</translation>
    </message>
    <message>
        <source>a random letter inserted</source>
        <translation>wstawiona losowa litera</translation>
    </message>
    <message>
        <source>a letter (an akshara in Indic scripts) deleted</source>
        <translation>usunięta litera (w pismach indyjskich akszara)</translation>
    </message>
    <message>
        <source>a letter (an akshara in Indic scripts) replaced by a random letter</source>
        <translation>litera (w pismach indyjskich akszara) zastąpiona losową literą</translation>
    </message>
    <message>
        <source>two adjacent letters (aksharas) exchanged</source>
        <translation>zamienione dwie sąsiednie litery (akszary)</translation>
    </message>
    <message>
        <source>a diacritic lost (Polish accents; Indic nukta, anusvara, candrabindu)</source>
        <translation>utracony znak diakrytyczny (polskie ogonki i kreski; indyjskie nukta, anuswara, ćandrabindu)</translation>
    </message>
    <message>
        <source>a space inserted inside the word</source>
        <translation>spacja wstawiona wewnątrz słowa</translation>
    </message>
    <message>
        <source>a spelling confusion of the language (rz/ż, ch/h, ó/u, ...)</source>
        <translation>pomyłka ortograficzna języka (rz/ż, ch/h, ó/u, ...)</translation>
    </message>
    <message>
        <source>the word replaced by a related word from a relation file</source>
        <translation>słowo zastąpione słowem pokrewnym z pliku relacji</translation>
    </message>
    <message>
        <source>vowel</source>
        <translation>samogłoska</translation>
    </message>
    <message>
        <source>consonant</source>
        <translation>spółgłoska</translation>
    </message>
    <message>
        <source>aspirated</source>
        <translation>przydech</translation>
    </message>
    <message>
        <source>voiced</source>
        <translation>dźwięczność</translation>
    </message>
    <message>
        <source>sibilant</source>
        <translation>sybilant</translation>
    </message>
    <message>
        <source>look-alike</source>
        <translation>podobna z wyglądu</translation>
    </message>
    <message>
        <source>conjunct swap</source>
        <translation>zamiana w ligaturze</translation>
    </message>
    <message>
        <source>neighbouring key</source>
        <translation>sąsiedni klawisz</translation>
    </message>
    <message>
        <source>AltGr missed</source>
        <translation>pominięty AltGr</translation>
    </message>
    <message>
        <source>same sound</source>
        <translation>ten sam dźwięk</translation>
    </message>
    <message>
        <source>nasal</source>
        <translation>nosówka</translation>
    </message>
    <message>
        <source>soft consonant</source>
        <translation>spółgłoska miękka</translation>
    </message>
    <message>
        <source>devoicing</source>
        <translation>ubezdźwięcznienie</translation>
    </message>
    <message>
        <source>The label name &quot;%1&quot; is given twice, as &quot;%2&quot; first: a label in another case is the same label.</source>
        <translation>Nazwa etykiety „%1” jest podana dwukrotnie, najpierw jako „%2”: etykieta pisana inną wielkością liter to ta sama etykieta.</translation>
    </message>
    <message>
        <source>diacritic lost</source>
        <translation>utracony znak diakrytyczny</translation>
    </message>
    <message>
        <source>%1 is there already.</source>
        <translation>%1 już istnieje.</translation>
    </message>
    <message>
        <source>The export replaces it.</source>
        <translation>Eksport go zastąpi.</translation>
    </message>
    <message>
        <source>Vanilla gradient</source>
        <translation>Gradient prosty</translation>
    </message>
    <message>
        <source>keyboard slip: a neighbouring key, or AltGr (Polish) or Shift (InScript) missed</source>
        <translation>pomyłka na klawiaturze: sąsiedni klawisz albo pominięty AltGr (klawiatura polska) lub Shift (InScript)</translation>
    </message>
    <message>
        <source>Shift missed</source>
        <translation>pominięty Shift</translation>
    </message>
    <message>
        <source>%1, %2, is not there: choose a model&apos;s folder.</source>
        <translation>%1 (%2): nie ma takiego folderu; wybierz folder modelu.</translation>
    </message>
    <message>
        <source>%1, %2, is a file: a model is a folder with config.json.</source>
        <translation>%1 (%2): to plik, a model to folder z plikiem config.json.</translation>
    </message>
    <message>
        <source>%1, %2, has no config.json: choose the folder of a Hugging Face model.</source>
        <translation>%1 (%2): brak pliku config.json; wybierz folder modelu Hugging Face.</translation>
    </message>
    <message>
        <source>%1, %2, is not there: choose an existing file.</source>
        <translation>%1 (%2): nie ma takiego pliku; wybierz istniejący plik.</translation>
    </message>
    <message>
        <source>%1, %2, is a folder: choose a file in it.</source>
        <translation>%1 (%2): to folder; wybierz plik w nim.</translation>
    </message>
    <message>
        <source>The file to write, %1, is a folder: name a file in it.</source>
        <translation>Plik do zapisania, %1, to folder: podaj nazwę pliku w nim.</translation>
    </message>
    <message>
        <source>The dataset has no column &quot;%1&quot;: its columns are %2.</source>
        <translation>Zbiór danych nie ma kolumny „%1”: jego kolumny to %2.</translation>
    </message>
    <message>
        <source>Partition SHAP</source>
        <translation>Partition SHAP</translation>
    </message>
</context>
<context>
    <name>ItemCopy</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiuj</translation>
    </message>
    <message>
        <source>Copy &amp;with column titles</source>
        <translation>Kopiuj z &amp;tytułami kolumn</translation>
    </message>
</context>
<context>
    <name>NewProbeRunDialog</name>
    <message>
        <source>Surface: the sentence&apos;s length in words, in 8 classes</source>
        <translation>Powierzchniowe: długość zdania w słowach, w 8 klasach</translation>
    </message>
    <message>
        <source>Syntactic: the depth of the sentence&apos;s dependency tree, in 5 classes</source>
        <translation>Składniowe: głębokość drzewa zależności zdania, w 5 klasach</translation>
    </message>
    <message>
        <source>Syntactic: whether two adjacent words were swapped (in about a fifth of the sentences)</source>
        <translation>Składniowe: czy dwa sąsiednie słowa zamieniono miejscami (w około jednej piątej zdań)</translation>
    </message>
    <message>
        <source>Semantic: the number of the main clause&apos;s subject</source>
        <translation>Semantyczne: liczba podmiotu zdania głównego</translation>
    </message>
    <message>
        <source>Semantic: the number of the main clause&apos;s direct object</source>
        <translation>Semantyczne: liczba dopełnienia bliższego zdania głównego</translation>
    </message>
    <message>
        <source>Semantic: the main verb&apos;s gender</source>
        <translation>Semantyczne: rodzaj czasownika głównego</translation>
    </message>
    <message>
        <source>Semantic: the main verb&apos;s number</source>
        <translation>Semantyczne: liczba czasownika głównego</translation>
    </message>
    <message>
        <source>Semantic: the main verb&apos;s person</source>
        <translation>Semantyczne: osoba czasownika głównego</translation>
    </message>
    <message>
        <source>A random phrase appended</source>
        <translation>Dopisana losowa fraza</translation>
    </message>
    <message>
        <source>Every noun and verb dropped</source>
        <translation>Usunięte wszystkie rzeczowniki i czasowniki</translation>
    </message>
    <message>
        <source>Every noun dropped</source>
        <translation>Usunięte wszystkie rzeczowniki</translation>
    </message>
    <message>
        <source>Every verb dropped</source>
        <translation>Usunięte wszystkie czasowniki</translation>
    </message>
    <message>
        <source>One noun, drawn at random, dropped</source>
        <translation>Usunięty jeden losowo wybrany rzeczownik</translation>
    </message>
    <message>
        <source>One verb, drawn at random, dropped</source>
        <translation>Usunięty jeden losowo wybrany czasownik</translation>
    </message>
    <message>
        <source>Only the nouns and verbs kept</source>
        <translation>Zachowane tylko rzeczowniki i czasowniki</translation>
    </message>
    <message>
        <source>Only the nouns kept</source>
        <translation>Zachowane tylko rzeczowniki</translation>
    </message>
    <message>
        <source>Only the verbs kept</source>
        <translation>Zachowane tylko czasowniki</translation>
    </message>
    <message>
        <source>The first word replaced by the model&apos;s unknown token</source>
        <translation>Pierwsze słowo zastąpione nieznanym tokenem modelu</translation>
    </message>
    <message>
        <source>The last word replaced by the model&apos;s unknown token</source>
        <translation>Ostatnie słowo zastąpione nieznanym tokenem modelu</translation>
    </message>
    <message>
        <source>The first and last words replaced by the model&apos;s unknown token</source>
        <translation>Pierwsze i ostatnie słowo zastąpione nieznanym tokenem modelu</translation>
    </message>
    <message>
        <source>The words shuffled</source>
        <translation>Słowa w losowej kolejności</translation>
    </message>
</context>
<context>
    <name>ProbeSummary</name>
    <message>
        <source>not the summary of a probing run (no &quot;results&quot; list)</source>
        <translation>to nie jest podsumowanie przebiegu sondowania (brak listy „results”)</translation>
    </message>
    <message>
        <source>result %1 has no task or perturbation</source>
        <translation>wynik %1 nie ma zadania ani perturbacji</translation>
    </message>
    <message>
        <source>%1 / %2: layer %3 has no accuracy</source>
        <translation>%1 / %2: warstwa %3 nie ma dokładności</translation>
    </message>
    <message>
        <source>the run has no results</source>
        <translation>przebieg nie ma wyników</translation>
    </message>
    <message>
        <source>the run has not finished: there is no summary yet</source>
        <translation>przebieg nie został ukończony: nie ma jeszcze podsumowania</translation>
    </message>
    <message>
        <source>%1 / %2: no layers, and no reason it was skipped</source>
        <translation>%1 / %2: brak warstw i brak powodu pominięcia</translation>
    </message>
    <message>
        <source>field &apos;results[%1]&apos;: %2 / %3 listed twice (also results[%4]): the summary is damaged</source>
        <translation>pole &apos;results[%1]&apos;: %2 / %3 występuje dwukrotnie (także results[%4]): podsumowanie jest uszkodzone</translation>
    </message>
    <message>
        <source>field &apos;results[%1].layers[%2].layer&apos;: layer %3 in the place of layer %2: the summary is damaged</source>
        <translation>pole &apos;results[%1].layers[%2].layer&apos;: warstwa %3 na miejscu warstwy %2: podsumowanie jest uszkodzone</translation>
    </message>
    <message>
        <source>field &apos;results[%1].layers&apos;: %2 listed, where results[%3] lists %4: the summary is damaged</source>
        <translation>pole &apos;results[%1].layers&apos;: wymieniono %2, a results[%3] wymienia %4: podsumowanie jest uszkodzone</translation>
    </message>
</context>
<context>
    <name>RunBrowserModel</name>
    <message>
        <source>%1 %2% (layer %3)</source>
        <translation>%1 %2% (warstwa %3)</translation>
    </message>
    <message>
        <source>not robust: %1</source>
        <translation>nieodporny: %1</translation>
    </message>
    <message>
        <source>robust: %1</source>
        <translation>odporny: %1</translation>
    </message>
    <message>
        <source>%1: the folder cannot be read (no permission)</source>
        <translation>%1: nie można odczytać folderu (brak uprawnień)</translation>
    </message>
    <message>
        <source>%1: missing</source>
        <translation>%1: brak pliku</translation>
    </message>
    <message>
        <source>accuracy %1 → %2</source>
        <translation>dokładność %1 → %2</translation>
    </message>
    <message>
        <source>damaged: %1 (%2)</source>
        <translation>uszkodzone: %1 (%2)</translation>
    </message>
    <message>
        <source>no verdict: %1</source>
        <translation>brak oceny: %1</translation>
    </message>
    <message>
        <source>%1: the folder&apos;s name is not valid UTF-8; rename it to open the run</source>
        <translation>%1: nazwa folderu nie jest poprawnym UTF-8; zmień ją, aby otworzyć przebieg</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>nieukończony</translation>
    </message>
</context>
<context>
    <name>RunFields</name>
    <message>
        <source>expected a number</source>
        <translation>oczekiwano liczby</translation>
    </message>
    <message>
        <source>%1 is outside [%2, %3]</source>
        <translation>%1 leży poza przedziałem [%2, %3]</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>oczekiwano liczby całkowitej</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>to nie jest zwykły plik</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>nie ma takiego pliku</translation>
    </message>
    <message>
        <source>larger than 256 MiB</source>
        <translation>większy niż 256 MiB</translation>
    </message>
    <message>
        <source>cannot read it: %1</source>
        <translation>nie można odczytać pliku: %1</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation>niepoprawny JSON w bajcie %1: %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>to nie jest obiekt JSON</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>oczekiwano wartości true lub false</translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message numerus="yes">
        <source>%1: and %n more error(s)</source>
        <translation>
            <numerusform>%1: i jeszcze %n błąd</numerusform>
            <numerusform>%1: i jeszcze %n błędy</numerusform>
            <numerusform>%1: i jeszcze %n błędów</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1 jest plikiem, a nie folderem</translation>
    </message>
    <message>
        <source>Cannot create the folder %1: %2</source>
        <translation>Nie można utworzyć folderu %1: %2</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>nieznany błąd</translation>
    </message>
    <message>
        <source>The folder %1 cannot be read: permission denied</source>
        <translation>Nie można odczytać folderu %1: brak uprawnień</translation>
    </message>
    <message>
        <source>No folder was given</source>
        <translation>Nie podano folderu</translation>
    </message>
    <message>
        <source>it is gone</source>
        <translation>już nie istnieje</translation>
    </message>
    <message>
        <source>the trash %1 cannot be made</source>
        <translation>nie można utworzyć kosza %1</translation>
    </message>
    <message>
        <source>the trash %1 cannot be written</source>
        <translation>nie można zapisać w koszu %1</translation>
    </message>
    <message>
        <source>it is on another disk than the trash %1</source>
        <translation>leży na innym dysku niż kosz %1</translation>
    </message>
    <message>
        <source>%1: the table in it is named %2, and a table is read from the file of its name (%2.tsv); this file is left aside. Rename the file or the table&apos;s &apos;# name:&apos; to use it.</source>
        <translation>%1: tablica w nim nazywa się %2, a tablica jest czytana z pliku o jej nazwie (%2.tsv); ten plik pominięto. Aby go użyć, zmień nazwę pliku albo nagłówek &apos;# name:&apos; tablicy.</translation>
    </message>
    <message>
        <source>%1 is no longer there (moved or deleted outside the workbench).</source>
        <translation>%1 już tam nie ma (przeniesiono lub usunięto poza programem).</translation>
    </message>
    <message>
        <source>No file manager could be started to show %1.</source>
        <translation>Nie udało się uruchomić menedżera plików, by pokazać %1.</translation>
    </message>
    <message>
        <source>%1: the file&apos;s name is not valid UTF-8, and a table is read from the file of its name; this file is left aside. Rename it to its table&apos;s name to use it.</source>
        <translation>%1: nazwa pliku nie jest poprawnym UTF-8, a tablica jest czytana z pliku o jej nazwie; ten plik pominięto. Aby go użyć, nadaj mu nazwę jego tablicy.</translation>
    </message>
    <message>
        <source>%1 holds other files and is not a workspace; File &gt; Open workspace makes it one if you choose</source>
        <translation>%1 zawiera inne pliki i nie jest obszarem roboczym; Plik &gt; Otwórz obszar roboczy może go nim uczynić, jeśli zechcesz</translation>
    </message>
    <message>
        <source>%1 does not exist, nor does the folder it would be made in</source>
        <translation>%1 nie istnieje, nie istnieje też folder, w którym miałby powstać</translation>
    </message>
    <message>
        <source>%1: a table is read from the file of its name ending in .tsv, in small letters; this file is left aside. Rename it to %2 to use it.</source>
        <translation>%1: tablica jest czytana z pliku o jej nazwie zakończonej na .tsv, małymi literami; ten plik pominięto. Aby go użyć, zmień jego nazwę na %2.</translation>
    </message>
</context>
<context>
    <name>akshara::gui::AsrView</name>
    <message>
        <source>No ASR-curve run is open. Double-click an asr-curve run in Runs or use File &gt; Open run folder.</source>
        <translation>Nie otwarto żadnego przebiegu krzywych ASR. Kliknij dwukrotnie przebieg asr-curve na liście Przebiegi albo wybierz Plik &gt; Otwórz folder przebiegu.</translation>
    </message>
    <message>
        <source>ASR-curve run %1: target %2, proxy %3, words ranked by %4</source>
        <translation>Przebieg krzywych ASR %1: model docelowy %2, model zastępczy %3, słowa uszeregowane metodą %4</translation>
    </message>
    <message>
        <source>Not robust (mean ASR above %1): %2.</source>
        <translation>Nieodporny (średni ASR powyżej %1): %2.</translation>
    </message>
    <message>
        <source>Dotted lines: the same number of words chosen at random.</source>
        <translation>Linie kropkowane: ta sama liczba słów wybranych losowo.</translation>
    </message>
    <message>
        <source>Open an ASR-curve run to see its curves.</source>
        <translation>Otwórz przebieg krzywych ASR, aby zobaczyć jego krzywe.</translation>
    </message>
    <message>
        <source>Robust (mean ASR at most %1): %2.</source>
        <translation>Odporny (średni ASR najwyżej %1): %2.</translation>
    </message>
    <message>
        <source>The target classified no example right: there is no attack success rate to draw.</source>
        <translation>Model docelowy nie sklasyfikował poprawnie żadnego przykładu: nie ma skuteczności ataku do narysowania.</translation>
    </message>
    <message>
        <source>No verdict (the target classified no example right, or the words changed no text): %1.</source>
        <translation>Brak oceny (model docelowy nie sklasyfikował poprawnie żadnego przykładu albo słowa nie zmieniły żadnego tekstu): %1.</translation>
    </message>
    <message>
        <source>Export fi&amp;gure...</source>
        <translation>Eksportuj w&amp;ykres...</translation>
    </message>
</context>
<context>
    <name>akshara::gui::AttackView</name>
    <message>
        <source>No attack run is open. Double-click an attack run in Runs, use File &gt; Open run folder, or start one with Experiments &gt; New attack run.</source>
        <translation>Nie otwarto żadnego przebiegu ataku. Kliknij dwukrotnie przebieg ataku na liście Przebiegi, wybierz Plik &gt; Otwórz folder przebiegu albo uruchom nowy: Eksperymenty &gt; Nowy przebieg ataku.</translation>
    </message>
    <message>
        <source>Attack run %1: %2 on %3</source>
        <translation>Przebieg ataku %1: %2 na modelu %3</translation>
    </message>
    <message>
        <source> (%1 only)</source>
        <translation> (tylko %1)</translation>
    </message>
    <message>
        <source>, language %1</source>
        <translation>, język %1</translation>
    </message>
    <message>
        <source>, words ranked by %1</source>
        <translation>, słowa uszeregowane metodą %1</translation>
    </message>
    <message>
        <source>Similarity of the adversarial texts: %1.</source>
        <translation>Podobieństwo tekstów adwersarialnych: %1.</translation>
    </message>
    <message>
        <source>Accuracy %1% before the attack, %2% after. Attack success rate %3% (of the examples the model got right); the successful attacks changed %4% of the words, with %5 queries per attacked example.</source>
        <translation>Dokładność %1% przed atakiem, %2% po nim. Skuteczność ataku %3% (wśród przykładów, które model klasyfikował poprawnie); udane ataki zmieniły %4% słów, przy %5 zapytaniach na atakowany przykład.</translation>
    </message>
    <message>
        <source>The run&apos;s summary cannot be read (%1), so it is shown as an unfinished run: %2 of %3 examples in results.jsonl.</source>
        <translation>Nie można odczytać podsumowania przebiegu (%1), więc jest on pokazany jako nieukończony: %2 z %3 przykładów w results.jsonl.</translation>
    </message>
    <message>
        <source>The last record of results.jsonl is still being written and is left out.</source>
        <translation>Ostatni rekord results.jsonl jest jeszcze zapisywany i został pominięty.</translation>
    </message>
    <message>
        <source>chrF</source>
        <translation>chrF</translation>
    </message>
    <message>
        <source>phonetic</source>
        <translation>fonetyczne</translation>
    </message>
    <message>
        <source>cosine</source>
        <translation>kosinusowe</translation>
    </message>
    <message>
        <source>BERTScore</source>
        <translation>BERTScore</translation>
    </message>
    <message>
        <source>Try this sentence...</source>
        <translation>Wypróbuj to zdanie...</translation>
    </message>
    <message>
        <source>, with the curated table %1</source>
        <translation>, z własną tablicą %1</translation>
    </message>
    <message>
        <source>Accuracy %1% before the attack, %2% after. Attack success rate %3% (of the examples the model got right): no attack succeeded, with %4 queries per attacked example.</source>
        <translation>Dokładność %1% przed atakiem, %2% po nim. Skuteczność ataku %3% (wśród przykładów, które model klasyfikował poprawnie): żaden atak się nie udał, przy %4 zapytaniach na atakowany przykład.</translation>
    </message>
    <message>
        <source>Accuracy %1% before the attack, %2% after. The model got no example right: there was nothing to attack, and there is no attack success rate.</source>
        <translation>Dokładność %1% przed atakiem, %2% po nim. Model nie sklasyfikował poprawnie żadnego przykładu: nie było czego atakować i nie ma skuteczności ataku.</translation>
    </message>
    <message>
        <source>Export heatma&amp;p...</source>
        <translation>Eksportuj mapę c&amp;ieplną...</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>Wz&amp;nów</translation>
    </message>
    <message>
        <source>Attack the examples this run has not attacked yet, with the settings it was started with</source>
        <translation>Zaatakuj przykłady, których ten przebieg jeszcze nie zaatakował, z ustawieniami, z którymi go uruchomiono</translation>
    </message>
    <message>
        <source>The run is not finished: %1 of %2 examples attacked so far (Resume continues it, as does its command run again).</source>
        <translation>Przebieg nie został ukończony: dotąd zaatakowano %1 z %2 przykładów (Wznów go kontynuuje, podobnie jak ponowne uruchomienie jego polecenia).</translation>
    </message>
    <message>
        <source>The run is being resumed: see Jobs</source>
        <translation>Przebieg jest wznawiany: zobacz Zadania</translation>
    </message>
    <message>
        <source>Accuracy %1% before the attack, %2% after. No candidate reached the model: the operator changed no word, or every candidate fell below the similarity threshold, and there is no attack success rate.</source>
        <translation>Dokładność %1% przed atakiem, %2% po nim. Żaden kandydat nie trafił do modelu: operator nie zmienił żadnego słowa albo każdy kandydat spadł poniżej progu podobieństwa, więc nie ma skuteczności ataku.</translation>
    </message>
</context>
<context>
    <name>akshara::gui::CompareRunsView</name>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Model docelowy</translation>
    </message>
    <message>
        <source>Lang</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Rodzaj</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>Operator</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Słowa</translation>
    </message>
    <message>
        <source>Orig. acc.</source>
        <translation>Dokł. pierwotna</translation>
    </message>
    <message>
        <source>After attack</source>
        <translation>Po ataku</translation>
    </message>
    <message>
        <source>ASR</source>
        <translation>ASR</translation>
    </message>
    <message>
        <source>% perturbed words</source>
        <translation>% zmienionych słów</translation>
    </message>
    <message>
        <source>Semantic sim.</source>
        <translation>Podob. semantyczne</translation>
    </message>
    <message>
        <source>Overlap sim.</source>
        <translation>Podob. nakładania</translation>
    </message>
    <message>
        <source>BERTScore</source>
        <translation>BERTScore</translation>
    </message>
    <message>
        <source>Phonetic sim.</source>
        <translation>Podob. fonetyczne</translation>
    </message>
    <message>
        <source>Candidates / word</source>
        <translation>Kandydaci / słowo</translation>
    </message>
    <message>
        <source>Word length</source>
        <translation>Długość słowa</translation>
    </message>
    <message>
        <source>Queries</source>
        <translation>Zapytania</translation>
    </message>
    <message>
        <source>Sentence length</source>
        <translation>Długość zdania</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Średnia</translation>
    </message>
    <message>
        <source>Robust</source>
        <translation>Odporny</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>After each attack run&apos;s row, its figures per category of the operator (phono: consonant, vowel, ...), as the first paper&apos;s Table 4</source>
        <translation>Po wierszu każdego przebiegu ataku jego wyniki dla każdej kategorii operatora (phono: spółgłoska, samogłoska, ...), jak w tabeli 4 pierwszego artykułu</translation>
    </message>
    <message>
        <source>Write the table as LaTeX for a paper, or as CSV for a spreadsheet</source>
        <translation>Zapisz tabelę jako LaTeX do artykułu albo jako CSV do arkusza kalkulacyjnego</translation>
    </message>
    <message numerus="yes">
        <source>%n attack run(s), as the first paper&apos;s Table 9: per model, language and operator the accuracy before and after the attack, the attack success rate, the words perturbed and the similarity of the adversarial texts (&quot;-&quot;: not measured).</source>
        <translation>
            <numerusform>%n przebieg ataku, jak w tabeli 9 pierwszego artykułu: dla każdego modelu, języka i operatora dokładność przed atakiem i po nim, skuteczność ataku, zmienione słowa i podobieństwo tekstów adwersarialnych („-”: nie mierzono).</numerusform>
            <numerusform>%n przebiegi ataku, jak w tabeli 9 pierwszego artykułu: dla każdego modelu, języka i operatora dokładność przed atakiem i po nim, skuteczność ataku, zmienione słowa i podobieństwo tekstów adwersarialnych („-”: nie mierzono).</numerusform>
            <numerusform>%n przebiegów ataku, jak w tabeli 9 pierwszego artykułu: dla każdego modelu, języka i operatora dokładność przed atakiem i po nim, skuteczność ataku, zmienione słowa i podobieństwo tekstów adwersarialnych („-”: nie mierzono).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ASR-curve run(s), as the second paper&apos;s tables: the attack success rate when the 1, 2, ... most important words of the proxy model are perturbed, and as many words chosen at random; robust: the mean ASR at most the run&apos;s threshold.</source>
        <translation>
            <numerusform>%n przebieg krzywych ASR, jak w tabelach drugiego artykułu: skuteczność ataku, gdy zmieniono 1, 2, ... najważniejszych słów według modelu zastępczego, oraz tyle samo słów wybranych losowo; odporny: średni ASR najwyżej równy progowi przebiegu.</numerusform>
            <numerusform>%n przebiegi krzywych ASR, jak w tabelach drugiego artykułu: skuteczność ataku, gdy zmieniono 1, 2, ... najważniejszych słów według modelu zastępczego, oraz tyle samo słów wybranych losowo; odporny: średni ASR najwyżej równy progowi przebiegu.</numerusform>
            <numerusform>%n przebiegów krzywych ASR, jak w tabelach drugiego artykułu: skuteczność ataku, gdy zmieniono 1, 2, ... najważniejszych słów według modelu zastępczego, oraz tyle samo słów wybranych losowo; odporny: średni ASR najwyżej równy progowi przebiegu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out, as they cannot be read:
%1</source>
        <translation>Pominięte, bo nie można ich odczytać:
%1</translation>
    </message>
    <message>
        <source>Equal</source>
        <translation>Równe</translation>
    </message>
    <message>
        <source>Accuracy: model x language</source>
        <translation>Dokładność: model x język</translation>
    </message>
    <message>
        <source>Accuracy: model x task</source>
        <translation>Dokładność: model x zadanie</translation>
    </message>
    <message>
        <source>RS: perturbation x model</source>
        <translation>RS: perturbacja x model</translation>
    </message>
    <message>
        <source>RS: perturbation x language</source>
        <translation>RS: perturbacja x język</translation>
    </message>
    <message>
        <source>RS: perturbation x task</source>
        <translation>RS: perturbacja x zadanie</translation>
    </message>
    <message>
        <source>RS: language x task</source>
        <translation>RS: język x zadanie</translation>
    </message>
    <message>
        <source>RS: model x language</source>
        <translation>RS: model x język</translation>
    </message>
    <message>
        <source>RS: model x task</source>
        <translation>RS: model x zadanie</translation>
    </message>
    <message>
        <source>Most affected layers (lowest mean RS first): task x language, over models and perturbations</source>
        <translation>Najbardziej dotknięte warstwy (najpierw najniższy średni RS): zadanie x język, po modelach i perturbacjach</translation>
    </message>
    <message>
        <source>Most affected layers (lowest mean RS first): model x perturbation, over tasks and languages</source>
        <translation>Najbardziej dotknięte warstwy (najpierw najniższy średni RS): model x perturbacja, po zadaniach i językach</translation>
    </message>
    <message>
        <source>No runs are compared. Select finished attack, ASR-curve or probing runs in Runs (Ctrl and Shift add to the selection), then right-click them and choose Compare.</source>
        <translation>Nie porównano żadnych przebiegów. Zaznacz ukończone przebiegi ataku, krzywych ASR lub sondowania na liście Przebiegi (Ctrl i Shift dodają do zaznaczenia), kliknij je prawym przyciskiem i wybierz Porównaj.</translation>
    </message>
    <message>
        <source>The third paper&apos;s tables: mean probing accuracy on clean text, the robustness score RS (perturbed against clean accuracy) by two of model, language, task and perturbation, and the three layers with the lowest mean RS</source>
        <translation>Tabele trzeciego artykułu: średnia dokładność sondowania na czystym tekście, wskaźnik odporności RS (dokładność na tekście zaburzonym względem czystego) według dwóch z: model, język, zadanie, perturbacja, oraz trzy warstwy o najniższym średnim RS</translation>
    </message>
    <message numerus="yes">
        <source>%n probing run(s), as the third paper&apos;s tables (choose one in the list beside). RS: the robustness score of a layer, its accuracy on perturbed text against clean text; &quot;-&quot;: no runs for that cell.</source>
        <translation>
            <numerusform>%n przebieg sondowania, jak w tabelach trzeciego artykułu (wybierz tabelę z listy obok). RS: wskaźnik odporności warstwy, jej dokładność na tekście zaburzonym względem czystego; „-”: brak przebiegów dla tej komórki.</numerusform>
            <numerusform>%n przebiegi sondowania, jak w tabelach trzeciego artykułu (wybierz tabelę z listy obok). RS: wskaźnik odporności warstwy, jej dokładność na tekście zaburzonym względem czystego; „-”: brak przebiegów dla tej komórki.</numerusform>
            <numerusform>%n przebiegów sondowania, jak w tabelach trzeciego artykułu (wybierz tabelę z listy obok). RS: wskaźnik odporności warstwy, jej dokładność na tekście zaburzonym względem czystego; „-”: brak przebiegów dla tej komórki.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Double-click a row to open its run.</source>
        <translation>%1
Kliknij dwukrotnie wiersz, aby otworzyć jego przebieg.</translation>
    </message>
    <message numerus="yes">
        <source>(and %n more: hover to read them)</source>
        <translation>
            <numerusform>(i jeszcze %n: wskaż, aby przeczytać)</numerusform>
            <numerusform>(i jeszcze %n: wskaż, aby przeczytać)</numerusform>
            <numerusform>(i jeszcze %n: wskaż, aby przeczytać)</numerusform>
        </translation>
    </message>
    <message>
        <source>Export table writes every table of the list, as akshara-cli probe-report --latex does, or each table&apos;s CSV under its caption</source>
        <translation>Eksportuj tabelę zapisuje każdą tabelę z listy, tak jak akshara-cli probe-report --latex, albo CSV każdej tabeli pod jej tytułem</translation>
    </message>
    <message>
        <source>Click a column&apos;s title to sort the rows by it; click again for the other way round, a third time for the papers&apos; order</source>
        <translation>Kliknij tytuł kolumny, aby posortować według niej wiersze; kliknij ponownie, aby odwrócić kolejność, a po raz trzeci, aby wrócić do kolejności z artykułów</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>an operator and its category</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 (2nd sentence)</source>
        <comment>an attack on the second sentence of a pair</comment>
        <translation>%1 (2. zdanie)</translation>
    </message>
    <message>
        <source>%1 [%2 curated]</source>
        <comment>an operator and a curated table it read</comment>
        <translation>%1 [własna tablica %2]</translation>
    </message>
    <message>
        <source>random</source>
        <comment>words chosen at random</comment>
        <translation>losowo</translation>
    </message>
    <message>
        <source>%1 (proxy)</source>
        <comment>words chosen by the proxy model&apos;s word importance</comment>
        <translation>%1 (model zastępczy)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in an exported table</source>
        <translation>„%1” w eksportowanej tabeli</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>Model zastępczy</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Dane</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Przebieg</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Próg</translation>
    </message>
    <message>
        <source>Not in the robustness tables, as their task has no clean accuracy above 0 to be scored against:
%1</source>
        <translation>Poza tabelami odporności, bo ich zadanie nie ma dokładności na czystym tekście powyżej 0, względem której można by je ocenić:
%1</translation>
    </message>
    <message>
        <source>Compared runs</source>
        <translation>Porównywane przebiegi</translation>
    </message>
    <message>
        <source>Probing table</source>
        <translation>Tabela sondowania</translation>
    </message>
    <message>
        <source>A &amp;row per operator category</source>
        <translation>&amp;Wiersz dla każdej kategorii operatora</translation>
    </message>
    <message>
        <source>Export &amp;all tables</source>
        <translation>Eksportuj wszystkie ta&amp;bele</translation>
    </message>
    <message>
        <source>&amp;Export table...</source>
        <translation>Eksp&amp;ortuj tabelę...</translation>
    </message>
</context>
<context>
    <name>akshara::gui::FigureSizeDialog</name>
    <message>
        <source>Figure size</source>
        <translation>Rozmiar wykresu</translation>
    </message>
    <message>
        <source> in</source>
        <translation> cala</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Szerokość:</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>&amp;Wysokość:</translation>
    </message>
    <message>
        <source>&amp;Resolution (PNG):</source>
        <translation>&amp;Rozdzielczość (PNG):</translation>
    </message>
    <message>
        <source>A journal column is about 3.5 in wide, a full page about 7 in. Fonts and the legend are scaled to the size.</source>
        <translation>Łam czasopisma ma około 3,5 cala szerokości, cała strona około 7 cali. Czcionki i legenda są skalowane do rozmiaru.</translation>
    </message>
    <message>
        <source>The width must be from %1 to %2 inches.</source>
        <translation>Szerokość musi wynosić od %1 do %2 cali.</translation>
    </message>
    <message>
        <source>The height must be from %1 to %2 inches.</source>
        <translation>Wysokość musi wynosić od %1 do %2 cali.</translation>
    </message>
    <message>
        <source>The resolution must be from %1 to %2 dpi.</source>
        <translation>Rozdzielczość musi wynosić od %1 do %2 dpi.</translation>
    </message>
    <message>
        <source>At this size and resolution the image would be %1 x %2 pixels; a PNG of at most %3 million pixels is written. Choose a smaller size or resolution, or an SVG or PDF file.</source>
        <translation>Przy tym rozmiarze i tej rozdzielczości obraz miałby %1 x %2 pikseli; zapisywany jest PNG o najwyżej %3 mln pikseli. Wybierz mniejszy rozmiar lub rozdzielczość albo plik SVG lub PDF.</translation>
    </message>
</context>
<context>
    <name>akshara::gui::JobsModel</name>
    <message>
        <source>starting</source>
        <translation>uruchamianie</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>nieznany</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Zadanie</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Etap</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Postęp</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>Upłynęło</translation>
    </message>
    <message>
        <source>Remaining</source>
        <translation>Pozostało</translation>
    </message>
    <message>
        <source>attacking</source>
        <translation>atakowanie</translation>
    </message>
    <message>
        <source>bootstrap intervals</source>
        <translation>przedziały bootstrap</translation>
    </message>
    <message>
        <source>building the vocabulary</source>
        <translation>budowanie słownika</translation>
    </message>
    <message>
        <source>classifying</source>
        <translation>klasyfikowanie</translation>
    </message>
    <message>
        <source>classifying the test sets</source>
        <translation>klasyfikowanie zbiorów testowych</translation>
    </message>
    <message>
        <source>classifying every test set with every classifier (the transfer table)</source>
        <translation>klasyfikowanie każdego zbioru testowego każdym klasyfikatorem (tabela transferu)</translation>
    </message>
    <message>
        <source>extracting states</source>
        <translation>wyznaczanie stanów</translation>
    </message>
    <message>
        <source>loading the model</source>
        <translation>wczytywanie modelu</translation>
    </message>
    <message>
        <source>loading the models</source>
        <translation>wczytywanie modeli</translation>
    </message>
    <message>
        <source>loading the similarity model</source>
        <translation>wczytywanie modelu podobieństwa</translation>
    </message>
    <message>
        <source>perturbing</source>
        <translation>zaburzanie</translation>
    </message>
    <message>
        <source>perturbing and classifying</source>
        <translation>zaburzanie i klasyfikowanie</translation>
    </message>
    <message>
        <source>read</source>
        <translation>wczytano</translation>
    </message>
    <message>
        <source>reading cached states</source>
        <translation>wczytywanie zapisanych stanów</translation>
    </message>
    <message>
        <source>reading the data</source>
        <translation>wczytywanie danych</translation>
    </message>
    <message>
        <source>reading treebanks</source>
        <translation>wczytywanie treebanków</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>gotowe</translation>
    </message>
    <message>
        <source>tokenizing</source>
        <translation>tokenizowanie</translation>
    </message>
    <message>
        <source>training probes</source>
        <translation>trenowanie sond</translation>
    </message>
    <message>
        <source>writing the corpora</source>
        <translation>zapisywanie korpusów</translation>
    </message>
    <message>
        <source>writing the perturbed datasets</source>
        <translation>zapisywanie zaburzonych zbiorów danych</translation>
    </message>
    <message>
        <source>epoch %1/%2</source>
        <translation>epoka %1/%2</translation>
    </message>
    <message>
        <source>probing the control task of %1</source>
        <translation>sondowanie zadania kontrolnego %1</translation>
    </message>
    <message>
        <source>probing the layers of the %1 classifier</source>
        <translation>sondowanie warstw klasyfikatora %1</translation>
    </message>
    <message>
        <source>probing %1</source>
        <translation>sondowanie %1</translation>
    </message>
    <message>
        <source>training a second %1 classifier (the proxy)</source>
        <translation>trenowanie drugiego klasyfikatora %1 (zastępczego)</translation>
    </message>
    <message>
        <source>training a %1 sentiment classifier from scratch</source>
        <translation>trenowanie od zera klasyfikatora sentymentu %1</translation>
    </message>
    <message>
        <source>attacking the %1 classifier with %2</source>
        <translation>atak na klasyfikator %1 operatorem %2</translation>
    </message>
    <message>
        <source>drawing the ASR curve of the %1 classifier</source>
        <translation>rysowanie krzywej ASR klasyfikatora %1</translation>
    </message>
    <message>
        <source>reading %1</source>
        <translation>wczytywanie %1</translation>
    </message>
    <message>
        <source>loading %1</source>
        <translation>wczytywanie %1</translation>
    </message>
    <message>
        <source>demo: %1</source>
        <translation>demo: %1</translation>
    </message>
    <message>
        <source>waiting for another run extracting the same states</source>
        <translation>oczekiwanie na inne uruchomienie wyznaczające te same stany</translation>
    </message>
    <message>
        <source>waiting for another workbench building this demo workspace</source>
        <translation>oczekiwanie na inny Workbench budujący ten obszar roboczy demo</translation>
    </message>
</context>
<context>
    <name>akshara::gui::JobsPanel</name>
    <message>
        <source>Cancel &amp;job</source>
        <translation>Anu&amp;luj zadanie</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Zadania</translation>
    </message>
</context>
<context>
    <name>akshara::gui::MainWindow</name>
    <message>
        <source>Runs</source>
        <translation>Przebiegi</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Zadania</translation>
    </message>
    <message>
        <source>Script-similarity tables</source>
        <translation>Tablice podobieństwa pism</translation>
    </message>
    <message>
        <source>Matrices</source>
        <translation>Macierze</translation>
    </message>
    <message>
        <source>The job failed</source>
        <translation>Zadanie nie powiodło się</translation>
    </message>
    <message>
        <source>Job cancelled</source>
        <translation>Zadanie anulowane</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Zapisano %1</translation>
    </message>
    <message>
        <source>The table could not be saved</source>
        <translation>Nie udało się zapisać tablicy</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;New workspace...</source>
        <translation>&amp;Nowy obszar roboczy...</translation>
    </message>
    <message>
        <source>&amp;Open workspace...</source>
        <translation>&amp;Otwórz obszar roboczy...</translation>
    </message>
    <message>
        <source>Open &amp;predictions...</source>
        <translation>Otwórz &amp;predykcje...</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Ustawienia...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>Script-similarity &amp;tables</source>
        <translation>&amp;Tablice podobieństwa pism</translation>
    </message>
    <message>
        <source>&amp;Matrices</source>
        <translation>&amp;Macierze</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;About Akshara Workbench</source>
        <translation>&amp;O programie Akshara Workbench</translation>
    </message>
    <message>
        <source>About Akshara Workbench</source>
        <translation>O programie Akshara Workbench</translation>
    </message>
    <message>
        <source>Akshara Workbench %1: robustness of multilingual language models to natural errors in Indic languages and Polish.</source>
        <translation>Akshara Workbench %1: odporność wielojęzycznych modeli językowych na naturalne błędy w językach indyjskich i w języku polskim.</translation>
    </message>
    <message>
        <source>The workspace could not be opened</source>
        <translation>Nie udało się otworzyć obszaru roboczego</translation>
    </message>
    <message>
        <source>New workspace (choose or create an empty folder)</source>
        <translation>Nowy obszar roboczy (wybierz lub utwórz pusty folder)</translation>
    </message>
    <message>
        <source>Open workspace</source>
        <translation>Otwórz obszar roboczy</translation>
    </message>
    <message>
        <source>Open one or two prediction files</source>
        <translation>Otwórz jeden lub dwa pliki predykcji</translation>
    </message>
    <message>
        <source>Prediction files (*.jsonl);;All files (*)</source>
        <translation>Pliki predykcji (*.jsonl);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Too many files</source>
        <translation>Zbyt wiele plików</translation>
    </message>
    <message>
        <source>Choose one prediction file (confusion matrix) or two on the same examples (consistency matrix).</source>
        <translation>Wybierz jeden plik predykcji (macierz pomyłek) albo dwa pliki dla tych samych przykładów (macierz zgodności).</translation>
    </message>
    <message>
        <source>The predictions could not be shown</source>
        <translation>Nie udało się wyświetlić predykcji</translation>
    </message>
    <message>
        <source>Probing</source>
        <translation>Sondowanie</translation>
    </message>
    <message>
        <source>Open &amp;run folder...</source>
        <translation>Otwórz &amp;folder przebiegu...</translation>
    </message>
    <message>
        <source>&amp;Probing</source>
        <translation>&amp;Sondowanie</translation>
    </message>
    <message>
        <source>E&amp;xperiments</source>
        <translation>&amp;Eksperymenty</translation>
    </message>
    <message>
        <source>New &amp;probing run...</source>
        <translation>Nowy przebieg &amp;sondowania...</translation>
    </message>
    <message>
        <source>Open run folder</source>
        <translation>Otwórz folder przebiegu</translation>
    </message>
    <message>
        <source>No workspace</source>
        <translation>Brak obszaru roboczego</translation>
    </message>
    <message>
        <source>Open or create a workspace first (File menu): runs are written into its runs/ folder.</source>
        <translation>Najpierw otwórz lub utwórz obszar roboczy (menu Plik): przebiegi są zapisywane w jego folderze runs/.</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Ataki</translation>
    </message>
    <message>
        <source>ASR curves</source>
        <translation>Krzywe ASR</translation>
    </message>
    <message>
        <source>&amp;Attacks</source>
        <translation>&amp;Ataki</translation>
    </message>
    <message>
        <source>A&amp;SR curves</source>
        <translation>&amp;Krzywe ASR</translation>
    </message>
    <message>
        <source>New &amp;attack run...</source>
        <translation>Nowy przebieg &amp;ataku...</translation>
    </message>
    <message>
        <source>It includes the phonetic feature tables of the Indic NLP Resources, copyright Anoop Kunchukuttan, under the MIT License (the notice is installed as LICENSE.indic-phonetic beside this program&apos;s documentation).</source>
        <translation>Program zawiera tablice cech fonetycznych z Indic NLP Resources (copyright Anoop Kunchukuttan), udostępnione na licencji MIT (informacja o licencji jest zainstalowana jako LICENSE.indic-phonetic obok dokumentacji programu).</translation>
    </message>
    <message>
        <source>Building the demo workspace</source>
        <translation>Tworzenie demonstracyjnego obszaru roboczego</translation>
    </message>
    <message>
        <source>The demo workspace is ready: its runs are in Runs, its matrices in Matrices.</source>
        <translation>Demonstracyjny obszar roboczy jest gotowy: jego przebiegi są w panelu Przebiegi, macierze w widoku Macierze.</translation>
    </message>
    <message>
        <source>New A&amp;SR-curve run...</source>
        <translation>Nowy przebieg &amp;krzywych ASR...</translation>
    </message>
    <message>
        <source>Some tables of the workspace could not be read or have errors</source>
        <translation>Nie udało się odczytać niektórych tablic obszaru roboczego lub zawierają one błędy</translation>
    </message>
    <message>
        <source>The workspace %1 could not be opened; %2 is open instead.</source>
        <translation>Nie udało się otworzyć obszaru roboczego %1; zamiast niego otwarto %2.</translation>
    </message>
    <message>
        <source>Akshara Workbench[*]</source>
        <translation>Akshara Workbench[*]</translation>
    </message>
    <message>
        <source>Unsaved edits of the tables %1 were restored from the last session; Save keeps them.</source>
        <translation>Niezapisane zmiany tablic %1 przywrócono z poprzedniej sesji; zapisz je, aby je zachować.</translation>
    </message>
    <message>
        <source>Unsaved table edits could not be kept on disk</source>
        <translation>Nie udało się zachować na dysku niezapisanych zmian tablic</translation>
    </message>
    <message>
        <source>%1

They are kept in memory until the workbench closes; save the tables to keep them.</source>
        <translation>%1

Są przechowywane w pamięci do zamknięcia programu; zapisz tablice, aby je zachować.</translation>
    </message>
    <message>
        <source>Akshara Workbench - %1[*]</source>
        <translation>Akshara Workbench - %1[*]</translation>
    </message>
    <message>
        <source>Jobs are running</source>
        <translation>Trwają zadania</translation>
    </message>
    <message>
        <source>Jobs still running: %1. Closing the workbench cancels them.</source>
        <translation>Wciąż trwające zadania: %1. Zamknięcie programu je anuluje.</translation>
    </message>
    <message>
        <source>%1 (and %2 more: hover to read them)</source>
        <translation>%1 (i %2 więcej: wskaż, aby przeczytać)</translation>
    </message>
    <message>
        <source>Open &amp;transfer predictions...</source>
        <translation>Otwórz predykcje &amp;transferu...</translation>
    </message>
    <message>
        <source>Open the prediction files of a transfer table</source>
        <translation>Otwórz pliki predykcji tabeli transferu</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n damaged hidden-state cache file(s) rebuilt in %2</source>
        <translation>
            <numerusform>%1: odbudowano %n uszkodzony plik pamięci podręcznej stanów ukrytych w %2</numerusform>
            <numerusform>%1: odbudowano %n uszkodzone pliki pamięci podręcznej stanów ukrytych w %2</numerusform>
            <numerusform>%1: odbudowano %n uszkodzonych plików pamięci podręcznej stanów ukrytych w %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Compare runs</source>
        <translation>Porównanie przebiegów</translation>
    </message>
    <message>
        <source>&amp;Compare runs</source>
        <translation>Po&amp;równanie przebiegów</translation>
    </message>
    <message>
        <source>No runs to compare</source>
        <translation>Brak przebiegów do porównania</translation>
    </message>
    <message numerus="yes">
        <source>Reading %n run(s) to compare</source>
        <translation>
            <numerusform>Wczytywanie %n przebiegu do porównania</numerusform>
            <numerusform>Wczytywanie %n przebiegów do porównania</numerusform>
            <numerusform>Wczytywanie %n przebiegów do porównania</numerusform>
        </translation>
    </message>
    <message>
        <source>The runs cannot be compared</source>
        <translation>Nie można porównać przebiegów</translation>
    </message>
    <message>
        <source>Select finished attack, ASR-curve or probing runs in Runs first (Ctrl and Shift add to the selection).</source>
        <translation>Najpierw zaznacz ukończone przebiegi ataku, krzywych ASR lub sondowania na liście Przebiegi (Ctrl i Shift dodają do zaznaczenia).</translation>
    </message>
    <message>
        <source>Try a sentence</source>
        <translation>Wypróbuj zdanie</translation>
    </message>
    <message>
        <source>Tr&amp;y a sentence</source>
        <translation>&amp;Wypróbuj zdanie</translation>
    </message>
    <message>
        <source>Trained %1: %2</source>
        <translation>Wytrenowano %1: %2</translation>
    </message>
    <message>
        <source>The classifier is trained</source>
        <translation>Klasyfikator jest wytrenowany</translation>
    </message>
    <message>
        <source>%1 is saved in %2.</source>
        <translation>%1 zapisano w %2.</translation>
    </message>
    <message>
        <source>The training of %1 stopped; its finished epochs are kept: train it again with the same choices to resume.</source>
        <translation>Trening %1 został przerwany; ukończone epoki zachowano: wytrenuj go ponownie z tymi samymi ustawieniami, aby wznowić.</translation>
    </message>
    <message>
        <source>The training of %1 stopped before its first epoch ended; nothing was kept.</source>
        <translation>Trening %1 został przerwany przed końcem pierwszej epoki; nic nie zachowano.</translation>
    </message>
    <message>
        <source>&amp;Train a classifier...</source>
        <translation>&amp;Trenuj klasyfikator...</translation>
    </message>
    <message>
        <source>Replace the model?</source>
        <translation>Zastąpić model?</translation>
    </message>
    <message>
        <source>A model is already saved in %1.</source>
        <translation>W %1 jest już zapisany model.</translation>
    </message>
    <message>
        <source>The new one replaces it when its training ends; until then it stays as it is.</source>
        <translation>Nowy zastąpi go po zakończeniu treningu; do tego czasu pozostaje bez zmian.</translation>
    </message>
    <message>
        <source>The classifier cannot be trained</source>
        <translation>Nie można wytrenować klasyfikatora</translation>
    </message>
    <message>
        <source>A training into %1 is running; wait for it to end, or cancel it in Jobs.</source>
        <translation>Trening do %1 jest w toku; poczekaj na jego zakończenie albo anuluj go w panelu Zadania.</translation>
    </message>
    <message>
        <source>Open r&amp;ecent</source>
        <translation>Ostatnie obszary robo&amp;cze</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Wyczyść listę</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modele</translation>
    </message>
    <message>
        <source>%1-fine-tuned</source>
        <translation>%1-dostrojony</translation>
    </message>
    <message>
        <source>&amp;Refresh runs and models</source>
        <translation>&amp;Odśwież przebiegi i modele</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&amp;Classify a dataset...</source>
        <translation>Klasyfikuj &amp;zbiór danych...</translation>
    </message>
    <message>
        <source>Pe&amp;rturb a dataset...</source>
        <translation>Zab&amp;urz zbiór danych...</translation>
    </message>
    <message numerus="yes">
        <source>Saved %1 with %n error(s): Try a sentence and the runs refuse the table until they are fixed</source>
        <translation>
            <numerusform>Zapisano %1 z %n błędem: „Wypróbuj zdanie” i przebiegi odrzucają tablicę, dopóki błędy nie zostaną poprawione</numerusform>
            <numerusform>Zapisano %1 z %n błędami: „Wypróbuj zdanie” i przebiegi odrzucają tablicę, dopóki błędy nie zostaną poprawione</numerusform>
            <numerusform>Zapisano %1 z %n błędami: „Wypróbuj zdanie” i przebiegi odrzucają tablicę, dopóki błędy nie zostaną poprawione</numerusform>
        </translation>
    </message>
    <message>
        <source>The built-in table %1 is used again</source>
        <translation>Ponownie używana jest wbudowana tablica %1</translation>
    </message>
    <message>
        <source>%1 no longer exists</source>
        <translation>%1 już nie istnieje</translation>
    </message>
    <message>
        <source>The workspace %1 no longer exists; %2 is open instead.</source>
        <translation>Obszar roboczy %1 już nie istnieje; zamiast niego otwarto %2.</translation>
    </message>
    <message>
        <source>R&amp;uns</source>
        <translation>&amp;Przebiegi</translation>
    </message>
    <message>
        <source>Mo&amp;dels</source>
        <translation>Mo&amp;dele</translation>
    </message>
    <message>
        <source>&amp;Jobs</source>
        <translation>&amp;Zadania</translation>
    </message>
    <message>
        <source>Compare the selected ru&amp;ns</source>
        <translation>Porównaj zaz&amp;naczone przebiegi</translation>
    </message>
    <message>
        <source>The run %1 finished in the workspace it was started in.</source>
        <translation>Przebieg %1 zakończył się w obszarze roboczym, w którym został uruchomiony.</translation>
    </message>
    <message>
        <source>The workspace %1 is read-only: runs, trained models and tables cannot be saved in it.</source>
        <translation>Obszar roboczy %1 jest tylko do odczytu: nie można w nim zapisać przebiegów, wytrenowanych modeli ani tablic.</translation>
    </message>
    <message>
        <source>Not a workspace</source>
        <translation>To nie jest obszar roboczy</translation>
    </message>
    <message>
        <source>%1 is not a workspace.</source>
        <translation>%1 nie jest obszarem roboczym.</translation>
    </message>
    <message>
        <source>Make it one? The folders runs, tables and data are added to it; the files in it are left as they are.</source>
        <translation>Uczynić go obszarem roboczym? Zostaną do niego dodane foldery runs, tables i data; znajdujące się w nim pliki pozostaną bez zmian.</translation>
    </message>
    <message>
        <source>Make it a workspace</source>
        <translation>Zamień w obszar roboczy</translation>
    </message>
    <message>
        <source>Jobs still running: %1. They go on, and what they make stays in %2.</source>
        <translation>Zadania wciąż trwają: %1. Będą kontynuowane, a ich wyniki pozostaną w %2.</translation>
    </message>
    <message>
        <source>Open %1 while they run?</source>
        <translation>Otworzyć %1, gdy trwają?</translation>
    </message>
    <message>
        <source>The demo workspace %1 is ready; open it to see its runs.</source>
        <translation>Demonstracyjny obszar roboczy %1 jest gotowy; otwórz go, aby zobaczyć jego przebiegi.</translation>
    </message>
    <message>
        <source>%1 is not a workspace</source>
        <translation>%1 nie jest obszarem roboczym</translation>
    </message>
    <message>
        <source>%1 is no longer a workspace; %2 is open instead.</source>
        <translation>%1 nie jest już obszarem roboczym; zamiast niego otwarto %2.</translation>
    </message>
    <message>
        <source>%1 failed:
%2</source>
        <translation>%1 – niepowodzenie:
%2</translation>
    </message>
    <message>
        <source>The tables %1 were changed by another program; the edits made here are kept, and Save asks before overwriting the files.</source>
        <translation>Tablice %1 zostały zmienione przez inny program; wprowadzone tu zmiany są zachowane, a Zapisz zapyta przed nadpisaniem plików.</translation>
    </message>
    <message>
        <source>The tables %1 were changed by another program and read again</source>
        <translation>Tablice %1 zostały zmienione przez inny program i wczytane ponownie</translation>
    </message>
    <message>
        <source>Another workbench has this workspace open and keeps its unsaved table edits on disk. Table edits made in this window are kept on disk only when saved.</source>
        <translation>Ten obszar roboczy jest otwarty w innym oknie Akshara Workbench, które przechowuje na dysku niezapisane zmiany tablic. Zmiany tablic wprowadzone w tym oknie trafiają na dysk dopiero po zapisaniu.</translation>
    </message>
    <message>
        <source>Removed or renamed outside the workbench, no longer shown: %1</source>
        <translation>Usunięte lub przemianowane poza programem, już niewyświetlane: %1</translation>
    </message>
    <message>
        <source>The attack run %1 shown has finished: open it again from Runs to see all its results.</source>
        <translation>Wyświetlany przebieg ataku %1 zakończył się: otwórz go ponownie z listy przebiegów, aby zobaczyć wszystkie wyniki.</translation>
    </message>
    <message>
        <source>The attack run %1 shown has finished: all its results are shown.</source>
        <translation>Wyświetlany przebieg ataku %1 zakończył się: pokazano wszystkie jego wyniki.</translation>
    </message>
    <message>
        <source>The attack run %1 shown has finished, but it cannot be read now: open it again from Runs to see why.</source>
        <translation>Wyświetlany przebieg ataku %1 zakończył się, ale nie można go teraz odczytać: otwórz go ponownie z listy przebiegów, aby zobaczyć dlaczego.</translation>
    </message>
    <message>
        <source>The attack run %1 stopped; the examples it attacked are kept: open it in Attacks and choose Resume to continue it.</source>
        <translation>Przebieg ataku %1 został zatrzymany; zaatakowane przykłady są zachowane: otwórz go w Atakach i wybierz Wznów, aby go kontynuować.</translation>
    </message>
    <message>
        <source>The run cannot be resumed</source>
        <translation>Nie można wznowić przebiegu</translation>
    </message>
    <message>
        <source>The ASR-curve run %1 stopped; the examples it perturbed are kept: choose Resume in its menu in Runs to continue it.</source>
        <translation>Przebieg krzywych ASR %1 został zatrzymany; zaburzone przykłady są zachowane: wybierz Wznów w jego menu w Przebiegach, aby go kontynuować.</translation>
    </message>
    <message>
        <source>The workbench stopped while the run %1 ran; what it had done is kept: Resume in its menu in Runs continues it.</source>
        <translation>Program został zatrzymany w trakcie przebiegu %1; to, co przebieg zdążył zrobić, jest zachowane: Wznów w jego menu w Przebiegach go kontynuuje.</translation>
    </message>
    <message>
        <source>An attack or ASR-curve run keeps the examples it has done, and Resume in its menu in Runs continues it; a run stopped before its first example, or a probing run, is removed. A training keeps its finished epochs and resumes from them when it is started again with the same choices.</source>
        <translation>Przebieg ataku lub krzywych ASR zachowuje wykonane przykłady, a Wznów w jego menu w Przebiegach go kontynuuje; przebieg zatrzymany przed pierwszym przykładem lub przebieg sondowania zostaje usunięty. Trening zachowuje ukończone epoki i wznawia od nich pracę po ponownym uruchomieniu z tymi samymi wyborami.</translation>
    </message>
    <message>
        <source>%1 is not a workspace, a run folder or a model folder.</source>
        <translation>%1 nie jest obszarem roboczym, folderem przebiegu ani folderem modelu.</translation>
    </message>
    <message>
        <source>Nothing was opened</source>
        <translation>Niczego nie otwarto</translation>
    </message>
    <message numerus="yes">
        <source>These %n items cannot be opened together.</source>
        <translation>
            <numerusform>Tego %n elementu nie można otworzyć razem.</numerusform>
            <numerusform>Tych %n elementów nie można otworzyć razem.</numerusform>
            <numerusform>Tych %n elementów nie można otworzyć razem.</numerusform>
        </translation>
    </message>
    <message>
        <source>Drop a workspace to open it, run folders to show them, a model folder to try sentences with it, one or two prediction files (.jsonl) to see their matrices, or confusion tables to import them.</source>
        <translation>Upuść obszar roboczy, aby go otworzyć, foldery przebiegów, aby je wyświetlić, folder modelu, aby wypróbować z nim zdania, jeden lub dwa pliki predykcji (.jsonl), aby zobaczyć ich macierze, albo tablice pomyłek, aby je zaimportować.</translation>
    </message>
    <message>
        <source>%1 is neither a prediction file (.jsonl) nor a confusion table.</source>
        <translation>%1 nie jest ani plikiem predykcji (.jsonl), ani tablicą pomyłek.</translation>
    </message>
    <message>
        <source>&amp;Import a table...</source>
        <translation>&amp;Importuj tablicę...</translation>
    </message>
    <message>
        <source>Import a table</source>
        <translation>Importuj tablicę</translation>
    </message>
    <message>
        <source>Confusion tables (*.tsv);;All files (*)</source>
        <translation>Tablice pomyłek (*.tsv);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>The table could not be imported</source>
        <translation>Nie udało się zaimportować tablicy</translation>
    </message>
    <message>
        <source>The workspace has this table already: %1</source>
        <translation>Obszar roboczy ma już tę tablicę: %1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %1 with %n error(s): Try a sentence and the runs refuse the table until they are fixed</source>
        <translation>
            <numerusform>Zaimportowano %1 z %n błędem: „Wypróbuj zdanie” i przebiegi odrzucają tablicę, dopóki błędy nie zostaną poprawione</numerusform>
            <numerusform>Zaimportowano %1 z %n błędami: „Wypróbuj zdanie” i przebiegi odrzucają tablicę, dopóki błędy nie zostaną poprawione</numerusform>
            <numerusform>Zaimportowano %1 z %n błędami: „Wypróbuj zdanie” i przebiegi odrzucają tablicę, dopóki błędy nie zostaną poprawione</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported %1; the table it replaced is in %2</source>
        <translation>Zaimportowano %1; zastąpiona tablica jest w %2</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>Zaimportowano %1</translation>
    </message>
    <message>
        <source>Open or create a workspace first (File menu): a table is imported into its tables/ folder.</source>
        <translation>Najpierw otwórz lub utwórz obszar roboczy (menu Plik): tablica jest importowana do jego folderu tables/.</translation>
    </message>
    <message>
        <source>E&amp;xport the table shown...</source>
        <translation>Eksportuj &amp;wyświetlaną tablicę...</translation>
    </message>
    <message>
        <source>No table</source>
        <translation>Brak tablicy</translation>
    </message>
    <message>
        <source>Choose the table to export in Script-similarity tables.</source>
        <translation>Wybierz tablicę do eksportu w widoku Tablice podobieństwa pism.</translation>
    </message>
    <message>
        <source>Export the table %1</source>
        <translation>Eksportuj tablicę %1</translation>
    </message>
    <message>
        <source>The table could not be exported</source>
        <translation>Nie udało się wyeksportować tablicy</translation>
    </message>
    <message>
        <source>Exported %1 with its unsaved edits to %2</source>
        <translation>Wyeksportowano %1 wraz z niezapisanymi zmianami do %2</translation>
    </message>
    <message>
        <source>Exported %1 to %2</source>
        <translation>Wyeksportowano %1 do %2</translation>
    </message>
    <message>
        <source>%1 is in the workspace&apos;s tables folder: Save writes the workspace&apos;s tables there; export to a folder outside it.</source>
        <translation>%1 znajduje się w folderze tablic obszaru roboczego: tam Zapisz zapisuje tablice obszaru roboczego; wyeksportuj do folderu poza nim.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) left unfinished when the workbench stopped could not be continued and were removed.</source>
        <translation>
            <numerusform>%n przebieg przerwany przy zatrzymaniu programu nie mógł zostać wznowiony i został usunięty.</numerusform>
            <numerusform>%n przebiegi przerwane przy zatrzymaniu programu nie mogły zostać wznowione i zostały usunięte.</numerusform>
            <numerusform>%n przebiegów przerwanych przy zatrzymaniu programu nie mogło zostać wznowionych i zostało usuniętych.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>akshara::gui::MatricesView</name>
    <message>
        <source>Confusion</source>
        <translation>Pomyłki</translation>
    </message>
    <message>
        <source>Consistency</source>
        <translation>Zgodność</translation>
    </message>
    <message>
        <source>Open prediction files (File &gt; Open predictions...) and click a cell to list its examples.</source>
        <translation>Otwórz pliki predykcji (Plik &gt; Otwórz predykcje...) i kliknij komórkę, aby wyświetlić listę jej przykładów.</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>wzorzec</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>predykcja</translation>
    </message>
    <message>
        <source>Click a cell to list its examples.</source>
        <translation>Kliknij komórkę, aby wyświetlić listę jej przykładów.</translation>
    </message>
    <message numerus="yes">
        <source>gold %1, predicted %2 · examples: %n</source>
        <translation>
            <numerusform>wzorzec %1, predykcja %2 · przykłady: %n</numerusform>
            <numerusform>wzorzec %1, predykcja %2 · przykłady: %n</numerusform>
            <numerusform>wzorzec %1, predykcja %2 · przykłady: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>both right</source>
        <translation>oba poprawne</translation>
    </message>
    <message>
        <source>both wrong</source>
        <translation>oba błędne</translation>
    </message>
    <message>
        <source>only first right</source>
        <translation>tylko pierwszy poprawny</translation>
    </message>
    <message>
        <source>only second right</source>
        <translation>tylko drugi poprawny</translation>
    </message>
    <message numerus="yes">
        <source>first %1, second %2 · examples: %n</source>
        <translation>
            <numerusform>pierwszy %1, drugi %2 · przykłady: %n</numerusform>
            <numerusform>pierwszy %1, drugi %2 · przykłady: %n</numerusform>
            <numerusform>pierwszy %1, drugi %2 · przykłady: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>gold: %1, predicted: %2</source>
        <translation>wzorzec: %1, predykcja: %2</translation>
    </message>
    <message>
        <source>Prediction overlap</source>
        <translation>Nakładanie się predykcji</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>Transfer</translation>
    </message>
    <message>
        <source>Both right, both wrong or one right, of two files on the same examples (IndicXNLI, figure 1)</source>
        <translation>Oba poprawne, oba błędne lub jeden poprawny, dla dwóch plików z tymi samymi przykładami (IndicXNLI, rysunek 1)</translation>
    </message>
    <message>
        <source>The first file&apos;s predicted labels against the second&apos;s (IndicXNLI, figure 2)</source>
        <translation>Etykiety przewidziane w pierwszym pliku wobec etykiet drugiego (IndicXNLI, rysunek 2)</translation>
    </message>
    <message>
        <source>Accuracy by training language (rows) and evaluation language (columns): File &gt; Open transfer predictions</source>
        <translation>Dokładność według języka uczenia (wiersze) i języka ewaluacji (kolumny): Plik &gt; Otwórz predykcje transferu</translation>
    </message>
    <message>
        <source>Write the matrix shown as PNG, SVG or PDF</source>
        <translation>Zapisz pokazaną macierz jako PNG, SVG lub PDF</translation>
    </message>
    <message>
        <source>Confusion matrix of %1: %2 of %3 right (%4)</source>
        <translation>Macierz pomyłek %1: %2 z %3 poprawnych (%4)</translation>
    </message>
    <message>
        <source>%1 against %2: consistent (both right or both wrong) for %3 of %4 examples (%5), label average %6</source>
        <translation>%1 wobec %2: zgodne (oba poprawne lub oba błędne) dla %3 z %4 przykładów (%5), średnia etykiet %6</translation>
    </message>
    <message>
        <source>right</source>
        <translation>poprawny</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>błędny</translation>
    </message>
    <message>
        <source>label average: %1</source>
        <translation>średnia etykiet: %1</translation>
    </message>
    <message>
        <source>%1: %2 of %3 (%4)</source>
        <translation>%1: %2 z %3 (%4)</translation>
    </message>
    <message>
        <source>Predictions of %1 against %2: the same label for %3 of %4 examples (%5)</source>
        <translation>Predykcje %1 wobec %2: ta sama etykieta dla %3 z %4 przykładów (%5)</translation>
    </message>
    <message>
        <source>trained on</source>
        <translation>uczony na</translation>
    </message>
    <message>
        <source>evaluated on</source>
        <translation>oceniany na</translation>
    </message>
    <message>
        <source>no prediction file</source>
        <translation>brak pliku predykcji</translation>
    </message>
    <message>
        <source>Click a cell to see its file.</source>
        <translation>Kliknij komórkę, aby zobaczyć jej plik.</translation>
    </message>
    <message>
        <source>trained on %1, evaluated on %2: %3 · %4</source>
        <translation>uczony na %1, oceniany na %2: %3 · %4</translation>
    </message>
    <message>
        <source>trained on %1, evaluated on %2: no prediction file</source>
        <translation>uczony na %1, oceniany na %2: brak pliku predykcji</translation>
    </message>
    <message>
        <source>gold %1</source>
        <translation>wzorzec %1</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Cross-lingual transfer: accuracy by training language (rows) and evaluation language (columns), average of the cells %1</source>
        <translation>Transfer międzyjęzykowy: dokładność według języka uczenia (wiersze) i języka ewaluacji (kolumny), średnia komórek %1</translation>
    </message>
    <message>
        <source>label avg. %1</source>
        <translation>śr. etykiet %1</translation>
    </message>
    <message>
        <source>Write the matrix shown as a LaTeX table for a paper, or as CSV for a spreadsheet</source>
        <translation>Zapisz pokazaną macierz jako tabelę LaTeX do artykułu lub jako CSV do arkusza kalkulacyjnego</translation>
    </message>
    <message numerus="yes">
        <source>%Ln example(s), 95% bootstrap interval [%1, %2]</source>
        <translation>
            <numerusform>%Ln przykład, 95-procentowy przedział bootstrap [%1, %2]</numerusform>
            <numerusform>%Ln przykłady, 95-procentowy przedział bootstrap [%1, %2]</numerusform>
            <numerusform>%Ln przykładów, 95-procentowy przedział bootstrap [%1, %2]</numerusform>
        </translation>
    </message>
    <message>
        <source>Examples of the cell</source>
        <translation>Przykłady komórki</translation>
    </message>
    <message>
        <source>Export fi&amp;gure...</source>
        <translation>Eksportuj w&amp;ykres...</translation>
    </message>
    <message>
        <source>Export ta&amp;ble...</source>
        <translation>Eksportuj ta&amp;belę...</translation>
    </message>
</context>
<context>
    <name>akshara::gui::ModelBrowserModel</name>
    <message>
        <source>new, tiny</source>
        <translation>nowy, tiny</translation>
    </message>
    <message>
        <source>new, small</source>
        <translation>nowy, small</translation>
    </message>
    <message>
        <source>fine-tuned from %1</source>
        <translation>dostrojony z %1</translation>
    </message>
    <message>
        <source>training: %1 of %2 epochs done</source>
        <translation>w treningu: ukończono %1 z %2 epok</translation>
    </message>
    <message>
        <source>training</source>
        <translation>w treningu</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>nie można odczytać: %1</translation>
    </message>
    <message>
        <source>trained, stopped early after epoch %1; best epoch %2</source>
        <translation>wytrenowany, zatrzymany wcześniej po epoce %1; najlepsza epoka %2</translation>
    </message>
    <message>
        <source>trained, best epoch %1 of %2</source>
        <translation>wytrenowany, najlepsza epoka %1 z %2</translation>
    </message>
    <message>
        <source>stopped after epoch %1 of %2</source>
        <translation>przerwany po epoce %1 z %2</translation>
    </message>
    <message>
        <source>stopped after epoch %1</source>
        <translation>przerwany po epoce %1</translation>
    </message>
    <message>
        <source>stopped before its first epoch ended</source>
        <translation>przerwany przed końcem pierwszej epoki</translation>
    </message>
    <message>
        <source>model folder</source>
        <translation>folder modelu</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stan</translation>
    </message>
    <message>
        <source>Dev accuracy</source>
        <translation>Dokładność dev</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Etykiety</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Punkt wyjścia</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Dane</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>cannot be used: %1</source>
        <translation>nie można użyć: %1</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>brak uprawnień</translation>
    </message>
    <message>
        <source>model without a classification head: fine-tune it</source>
        <translation>model bez głowicy klasyfikacyjnej: dostrój go</translation>
    </message>
</context>
<context>
    <name>akshara::gui::ModelsPanel</name>
    <message>
        <source>%1: not a model of this workspace</source>
        <translation>%1: to nie jest model tego obszaru roboczego</translation>
    </message>
    <message>
        <source>%1: it is being trained; cancel its training in Jobs first</source>
        <translation>%1: trwa jego trening; najpierw anuluj trening na liście Zadania</translation>
    </message>
    <message>
        <source>%1: cannot be moved to the trash: %2</source>
        <translation>%1: nie można przenieść do kosza: %2</translation>
    </message>
    <message>
        <source>Try a sentence</source>
        <translation>Wypróbuj zdanie</translation>
    </message>
    <message>
        <source>New attack run on it...</source>
        <translation>Nowy przebieg ataku na nim...</translation>
    </message>
    <message>
        <source>New ASR-curve run with it as the target...</source>
        <translation>Nowy przebieg krzywych ASR z nim jako celem...</translation>
    </message>
    <message>
        <source>Fine-tune it...</source>
        <translation>Dostrój go...</translation>
    </message>
    <message>
        <source>Resume the training...</source>
        <translation>Wznów trening...</translation>
    </message>
    <message>
        <source>Train it again...</source>
        <translation>Wytrenuj go ponownie...</translation>
    </message>
    <message>
        <source>Show in the file manager</source>
        <translation>Pokaż w menedżerze plików</translation>
    </message>
    <message numerus="yes">
        <source>Move the %n selected model(s) to the trash...</source>
        <translation>
            <numerusform>Przenieś %n zaznaczony model do kosza...</numerusform>
            <numerusform>Przenieś %n zaznaczone modele do kosza...</numerusform>
            <numerusform>Przenieś %n zaznaczonych modeli do kosza...</numerusform>
        </translation>
    </message>
    <message>
        <source>Move models to the trash</source>
        <translation>Przenieś modele do kosza</translation>
    </message>
    <message numerus="yes">
        <source>Move %n model(s) to the trash?</source>
        <translation>
            <numerusform>Przenieść %n model do kosza?</numerusform>
            <numerusform>Przenieść %n modele do kosza?</numerusform>
            <numerusform>Przenieść %n modeli do kosza?</numerusform>
        </translation>
    </message>
    <message>
        <source>Some models were not moved to the trash</source>
        <translation>Niektórych modeli nie przeniesiono do kosza</translation>
    </message>
    <message>
        <source>They can be restored from the desktop&apos;s trash; runs made with them keep their results.</source>
        <translation>Można je przywrócić z kosza pulpitu; przebiegi wykonane z nimi zachowują swoje wyniki.</translation>
    </message>
    <message>
        <source>Classify a dataset with it...</source>
        <translation>Klasyfikuj nim zbiór danych...</translation>
    </message>
    <message>
        <source>%1: it is no longer there (moved or deleted outside the workbench)</source>
        <translation>%1: już tam nie ma (przeniesiono lub usunięto poza programem)</translation>
    </message>
    <message>
        <source>The model&apos;s folder cannot be shown</source>
        <translation>Nie można pokazać folderu modelu</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modele</translation>
    </message>
    <message>
        <source>Filter: name, status, labels, start or data</source>
        <translation>Filtruj: nazwa, stan, etykiety, punkt wyjścia lub dane</translation>
    </message>
    <message>
        <source>Filter the models</source>
        <translation>Filtruj modele</translation>
    </message>
    <message>
        <source>Shows the models with each word typed (%1)</source>
        <translation>Pokazuje modele zawierające każde wpisane słowo (%1)</translation>
    </message>
</context>
<context>
    <name>akshara::gui::NewAsrRunDialog</name>
    <message>
        <source>New ASR-curve run</source>
        <translation>Nowy przebieg krzywych ASR</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Przeglądaj...</translation>
    </message>
    <message>
        <source>&amp;Proxy model:</source>
        <translation>&amp;Model zastępczy:</translation>
    </message>
    <message>
        <source>the classifier that ranks the words</source>
        <translation>klasyfikator, który szereguje słowa</translation>
    </message>
    <message>
        <source>&amp;Target model:</source>
        <translation>Model do&amp;celowy:</translation>
    </message>
    <message>
        <source>the classifier whose robustness is measured</source>
        <translation>klasyfikator, którego odporność jest mierzona</translation>
    </message>
    <message>
        <source>&amp;Dataset:</source>
        <translation>Zbiór &amp;danych:</translation>
    </message>
    <message>
        <source>the first (premise)</source>
        <translation>pierwsze (przesłanka)</translation>
    </message>
    <message>
        <source>the second (hypothesis)</source>
        <translation>drugie (hipoteza)</translation>
    </message>
    <message>
        <source>Perturb &amp;sentence:</source>
        <translation>&amp;Zdanie do zaburzenia:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <source>How the proxy ranks the words; random word choice is always measured as well</source>
        <translation>Sposób szeregowania słów przez model zastępczy; losowy wybór słów jest zawsze mierzony dodatkowo</translation>
    </message>
    <message>
        <source>&amp;Operators:</source>
        <translation>&amp;Operatory:</translation>
    </message>
    <message>
        <source>Perturbed &amp;words, up to:</source>
        <translation>Zaburzane &amp;słowa, maksymalnie:</translation>
    </message>
    <message>
        <source>An operator whose mean ASR is above this is one the target is not robust to</source>
        <translation>Operator, dla którego średni ASR przekracza tę wartość, to taki, na który model docelowy nie jest odporny</translation>
    </message>
    <message>
        <source>Robustness t&amp;hreshold:</source>
        <translation>Pró&amp;g odporności:</translation>
    </message>
    <message>
        <source>all</source>
        <translation>wszystkie</translation>
    </message>
    <message>
        <source>&amp;Examples:</source>
        <translation>P&amp;rzykłady:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Uruchom</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Zbiór danych</translation>
    </message>
    <message>
        <source>Datasets (*.tsv *.csv *.jsonl *.json);;All files (*)</source>
        <translation>Zbiory danych (*.tsv *.csv *.jsonl *.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Sentence p&amp;airs (premise and hypothesis)</source>
        <translation>P&amp;ary zdań (przesłanka i hipoteza)</translation>
    </message>
    <message>
        <source>Word &amp;importance:</source>
        <translation>&amp;Ważność słów:</translation>
    </message>
    <message>
        <source>SHAP and LIME mas&amp;k:</source>
        <translation>Mas&amp;kowanie SHAP i LIME:</translation>
    </message>
    <message>
        <source>Label &amp;names:</source>
        <translation>Nazwy &amp;etykiet:</translation>
    </message>
    <message>
        <source>Label names (e.g. nli)</source>
        <translation>Nazwy etykiet (np. nli)</translation>
    </message>
    <message>
        <source>labelled examples: TSV, CSV, JSON lines or a JSON array</source>
        <translation>przykłady z etykietami: TSV, CSV, JSON Lines lub tablica JSON</translation>
    </message>
    <message>
        <source>Operators</source>
        <translation>Operatory</translation>
    </message>
    <message>
        <source>The same seed draws the same random ranking, samples and candidates again</source>
        <translation>To samo ziarno losuje ponownie ten sam losowy ranking, próbki i kandydatów</translation>
    </message>
    <message>
        <source>&amp;Random seed:</source>
        <translation>Z&amp;iarno losowania:</translation>
    </message>
    <message>
        <source>The proxy model</source>
        <translation>Model zastępczy</translation>
    </message>
    <message>
        <source>The target model</source>
        <translation>Model docelowy</translation>
    </message>
    <message>
        <source>The dataset</source>
        <translation>Zbiór danych</translation>
    </message>
    <message>
        <source>Proxy model folder</source>
        <translation>Folder modelu zastępczego</translation>
    </message>
    <message>
        <source>Target model folder</source>
        <translation>Folder modelu docelowego</translation>
    </message>
</context>
<context>
    <name>akshara::gui::NewAttackRunDialog</name>
    <message>
        <source>Sentence &amp;pairs (premise and hypothesis)</source>
        <translation>&amp;Pary zdań (przesłanka i hipoteza)</translation>
    </message>
    <message>
        <source>New attack run</source>
        <translation>Nowy przebieg ataku</translation>
    </message>
    <message>
        <source>a sequence classifier: config.json, weights, tokenizer</source>
        <translation>klasyfikator sekwencji: config.json, wagi, tokenizator</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Przeglądaj...</translation>
    </message>
    <message>
        <source>&amp;Classifier folder:</source>
        <translation>&amp;Folder klasyfikatora:</translation>
    </message>
    <message>
        <source>&amp;Dataset:</source>
        <translation>Zbiór &amp;danych:</translation>
    </message>
    <message>
        <source>the first (premise)</source>
        <translation>pierwsze (przesłanka)</translation>
    </message>
    <message>
        <source>the second (hypothesis)</source>
        <translation>drugie (hipoteza)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <source>&amp;Operator:</source>
        <translation>&amp;Operator:</translation>
    </message>
    <message>
        <source>phono without a sub-category attacks each sub-category separately as well</source>
        <translation>phono bez podkategorii atakuje również każdą podkategorię osobno</translation>
    </message>
    <message>
        <source>How words are ranked: loo is the first paper&apos;s masking score; random is the control</source>
        <translation>Sposób szeregowania słów: loo to wynik maskowania z pierwszego artykułu; random to wariant kontrolny</translation>
    </message>
    <message>
        <source>Word &amp;importance:</source>
        <translation>&amp;Ważność słów:</translation>
    </message>
    <message>
        <source>Candidates below this similarity to the original (chrF, phonetic, and the similarity model&apos;s) are not used; 0: none</source>
        <translation>Kandydaci o podobieństwie do tekstu oryginalnego niższym niż ta wartość (chrF, fonetycznym oraz według modelu podobieństwa) nie są używani; 0: bez progu</translation>
    </message>
    <message>
        <source>Minimum &amp;similarity:</source>
        <translation>&amp;Minimalne podobieństwo:</translation>
    </message>
    <message>
        <source>all</source>
        <translation>wszystkie</translation>
    </message>
    <message>
        <source>&amp;Examples:</source>
        <translation>P&amp;rzykłady:</translation>
    </message>
    <message>
        <source>optional: an encoder such as LaBSE</source>
        <translation>opcjonalnie: enkoder, np. LaBSE</translation>
    </message>
    <message>
        <source>Similarity &amp;model:</source>
        <translation>Model podo&amp;bieństwa:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Uruchom</translation>
    </message>
    <message>
        <source>Similarity model folder</source>
        <translation>Folder modelu podobieństwa</translation>
    </message>
    <message>
        <source>Classifier folder</source>
        <translation>Folder klasyfikatora</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Zbiór danych</translation>
    </message>
    <message>
        <source>Datasets (*.tsv *.csv *.jsonl *.json);;All files (*)</source>
        <translation>Zbiory danych (*.tsv *.csv *.jsonl *.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Pe&amp;rturb sentence:</source>
        <translation>&amp;Zdanie do zaburzenia:</translation>
    </message>
    <message>
        <source>Sub-ca&amp;tegory:</source>
        <translation>Pod&amp;kategoria:</translation>
    </message>
    <message>
        <source>SHAP and LIME mas&amp;k:</source>
        <translation>Maskow&amp;anie SHAP i LIME:</translation>
    </message>
    <message>
        <source>Label &amp;names:</source>
        <translation>Nazwy &amp;etykiet:</translation>
    </message>
    <message>
        <source>Label names (e.g. nli)</source>
        <translation>Nazwy etykiet (np. nli)</translation>
    </message>
    <message>
        <source>labelled examples: TSV, CSV, JSON lines or a JSON array</source>
        <translation>przykłady z etykietami: TSV, CSV, JSON Lines lub tablica JSON</translation>
    </message>
    <message>
        <source>The same seed draws the same random ranking, samples and candidates again</source>
        <translation>To samo ziarno losuje ponownie ten sam losowy ranking, próbki i kandydatów</translation>
    </message>
    <message>
        <source>R&amp;andom seed:</source>
        <translation>Z&amp;iarno losowania:</translation>
    </message>
    <message>
        <source>The model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>The dataset</source>
        <translation>Zbiór danych</translation>
    </message>
    <message>
        <source>The similarity model</source>
        <translation>Model podobieństwa</translation>
    </message>
</context>
<context>
    <name>akshara::gui::NewPredictionDialog</name>
    <message>
        <source>Browse...</source>
        <translation>Przeglądaj...</translation>
    </message>
    <message>
        <source>Sentence &amp;pairs (premise and hypothesis)</source>
        <translation>&amp;Pary zdań (przesłanka i hipoteza)</translation>
    </message>
    <message>
        <source>Classify a dataset</source>
        <translation>Klasyfikacja zbioru danych</translation>
    </message>
    <message>
        <source>Datasets (*.tsv *.csv *.jsonl *.json);;All files (*)</source>
        <translation>Zbiory danych (*.tsv *.csv *.jsonl *.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Prediction files (*.jsonl);;All files (*)</source>
        <translation>Pliki predykcji (*.jsonl);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>a sequence classifier: config.json, weights, tokenizer</source>
        <translation>klasyfikator sekwencji: config.json, wagi, tokenizator</translation>
    </message>
    <message>
        <source>&amp;Classifier folder:</source>
        <translation>&amp;Folder klasyfikatora:</translation>
    </message>
    <message>
        <source>&amp;Dataset:</source>
        <translation>Zbiór &amp;danych:</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Zbiór danych</translation>
    </message>
    <message>
        <source>optional: the same examples with premises in another language</source>
        <translation>opcjonalnie: te same przykłady z przesłankami w innym języku</translation>
    </message>
    <message>
        <source>P&amp;remises from:</source>
        <translation>Prz&amp;esłanki z:</translation>
    </message>
    <message>
        <source>Premises</source>
        <translation>Przesłanki</translation>
    </message>
    <message>
        <source>&amp;Label names:</source>
        <translation>&amp;Nazwy etykiet:</translation>
    </message>
    <message>
        <source>all</source>
        <translation>wszystkie</translation>
    </message>
    <message>
        <source>Classify only the first examples of the dataset</source>
        <translation>Klasyfikuj tylko pierwsze przykłady zbioru danych</translation>
    </message>
    <message>
        <source>the prediction file to write (.jsonl)</source>
        <translation>plik predykcji do zapisania (.jsonl)</translation>
    </message>
    <message>
        <source>&amp;Write to:</source>
        <translation>&amp;Zapisz do:</translation>
    </message>
    <message>
        <source>optional: predictions on the same examples</source>
        <translation>opcjonalnie: predykcje na tych samych przykładach</translation>
    </message>
    <message>
        <source>Another classifier&apos;s or language&apos;s prediction file on the same examples: the Matrices view shows how the two agree (the consistency matrix)</source>
        <translation>Plik predykcji innego klasyfikatora lub języka na tych samych przykładach: widok Macierze pokazuje, na ile są zgodne (macierz zgodności)</translation>
    </message>
    <message>
        <source>Compare with</source>
        <translation>Porównaj z</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Uruchom</translation>
    </message>
    <message>
        <source>Classifier folder</source>
        <translation>Folder klasyfikatora</translation>
    </message>
    <message>
        <source>Write the predictions to</source>
        <translation>Zapisz predykcje do</translation>
    </message>
    <message>
        <source>the dataset</source>
        <translation>zbiorem danych</translation>
    </message>
    <message>
        <source>the premises</source>
        <translation>plikiem przesłanek</translation>
    </message>
    <message>
        <source>the predictions to compare with</source>
        <translation>plikiem predykcji do porównania</translation>
    </message>
    <message>
        <source>The prediction file to write is %1: choose another file to write.</source>
        <translation>Plik predykcji do zapisania jest %1: wybierz inny plik.</translation>
    </message>
    <message>
        <source>Sentence pairs</source>
        <translation>Pary zdań</translation>
    </message>
    <message>
        <source>Label names (e.g. nli)</source>
        <translation>Nazwy etykiet (np. nli)</translation>
    </message>
    <message>
        <source>Exa&amp;mples:</source>
        <translation>P&amp;rzykłady:</translation>
    </message>
    <message>
        <source>C&amp;ompare with:</source>
        <translation>P&amp;orównaj z:</translation>
    </message>
    <message>
        <source>labelled examples: TSV, CSV, JSON lines or a JSON array</source>
        <translation>przykłady z etykietami: TSV, CSV, JSON Lines lub tablica JSON</translation>
    </message>
    <message>
        <source>Mixed-language pairs (En-IndicXNLI): each example&apos;s premise is taken from this parallel file (same format and columns), its hypothesis from the dataset</source>
        <translation>Pary mieszanojęzyczne (En-IndicXNLI): przesłanka każdego przykładu pochodzi z tego pliku równoległego (ten sam format i kolumny), hipoteza ze zbioru danych</translation>
    </message>
    <message>
        <source>By id where both files have ids, else by position</source>
        <translation>Według id, gdy oba pliki mają id, w przeciwnym razie według pozycji</translation>
    </message>
    <message>
        <source>By id</source>
        <translation>Według id</translation>
    </message>
    <message>
        <source>By position (the nth premise for the nth example)</source>
        <translation>Według pozycji (n-ta przesłanka dla n-tego przykładu)</translation>
    </message>
    <message>
        <source>How each premise is matched to its example: by position when the two files number their ids in different ways (en-1, hi-1)</source>
        <translation>Jak przesłanka jest dopasowana do przykładu: według pozycji, gdy oba pliki numerują id na różne sposoby (en-1, hi-1)</translation>
    </message>
    <message>
        <source>Matc&amp;h premises:</source>
        <translation>Dop&amp;asowanie przesłanek:</translation>
    </message>
    <message>
        <source>The prediction file to write is a file of the classifier&apos;s folder: choose another file to write.</source>
        <translation>Plik predykcji do zapisania jest plikiem folderu klasyfikatora: wybierz inny plik do zapisu.</translation>
    </message>
    <message>
        <source>The predictions to compare with, %1, are not there: choose an existing prediction file, or none.</source>
        <translation>Predykcji do porównania, %1, nie ma: wybierz istniejący plik predykcji albo żaden.</translation>
    </message>
    <message>
        <source>The classifier</source>
        <translation>Klasyfikator</translation>
    </message>
    <message>
        <source>The dataset</source>
        <translation>Zbiór danych</translation>
    </message>
    <message>
        <source>The premises</source>
        <translation>Przesłanki</translation>
    </message>
</context>
<context>
    <name>akshara::gui::NewProbeRunDialog</name>
    <message>
        <source>New probing run</source>
        <translation>Nowy przebieg sondowania</translation>
    </message>
    <message>
        <source>folder with config.json, weights and tokenizer files</source>
        <translation>folder z config.json, wagami i plikami tokenizatora</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Przeglądaj...</translation>
    </message>
    <message>
        <source>&amp;Model folder:</source>
        <translation>Folder &amp;modelu:</translation>
    </message>
    <message>
        <source>Add...</source>
        <translation>Dodaj...</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>&amp;Treebank files:</source>
        <translation>Pliki &amp;treebanku:</translation>
    </message>
    <message>
        <source>CoNLL-U (Universal Dependencies)</source>
        <translation>CoNLL-U (Universal Dependencies)</translation>
    </message>
    <message>
        <source>SSF (Indian language treebanks)</source>
        <translation>SSF (treebanki języków indyjskich)</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>Clean text is always probed; each checked perturbation is probed too and compared with it (RS per layer).</source>
        <translation>Czysty tekst jest sondowany zawsze; każda zaznaczona perturbacja jest również sondowana i porównywana z nim (RS dla każdej warstwy).</translation>
    </message>
    <message>
        <source>Cross-validation f&amp;olds:</source>
        <translation>P&amp;odzbiory walidacji krzyżowej:</translation>
    </message>
    <message>
        <source>Inverse L2 regularisation strength of the logistic-regression probes (scikit-learn&apos;s C); the paper uses 20.</source>
        <translation>Odwrotność siły regularyzacji L2 sond regresji logistycznej (C w scikit-learn); artykuł przyjmuje 20.</translation>
    </message>
    <message>
        <source>Probe regularisation &amp;C:</source>
        <translation>Regularyzacja sond &amp;C:</translation>
    </message>
    <message>
        <source>optional, e.g. mr</source>
        <translation>opcjonalnie, np. mr</translation>
    </message>
    <message>
        <source>&amp;Language code:</source>
        <translation>Kod &amp;języka:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Uruchom</translation>
    </message>
    <message>
        <source>Model folder</source>
        <translation>Folder modelu</translation>
    </message>
    <message>
        <source>Treebank files</source>
        <translation>Pliki treebanku</translation>
    </message>
    <message>
        <source>Treebanks (*.conllu *.ssf *.txt);;All files (*)</source>
        <translation>Treebanki (*.conllu *.ssf *.txt);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Zadania</translation>
    </message>
    <message>
        <source>Perturbations</source>
        <translation>Perturbacje</translation>
    </message>
    <message>
        <source>Mean of its tokens</source>
        <translation>Średnia jego tokenów</translation>
    </message>
    <message>
        <source>Its first token</source>
        <translation>Jego pierwszy token</translation>
    </message>
    <message>
        <source>How a layer&apos;s states of a sentence become the one vector its probe reads (--pool)</source>
        <translation>Jak stany warstwy dla zdania stają się jednym wektorem, który czyta sonda (--pool)</translation>
    </message>
    <message>
        <source>Sentence &amp;representation:</source>
        <translation>&amp;Reprezentacja zdania:</translation>
    </message>
    <message>
        <source>The same seed draws the same datasets, folds and control labels again</source>
        <translation>To samo ziarno losuje ponownie te same zbiory, podzbiory i etykiety kontrolne</translation>
    </message>
    <message>
        <source>Random s&amp;eed:</source>
        <translation>Z&amp;iarno losowania:</translation>
    </message>
    <message>
        <source>Its last token (GPT-2, BLOOM)</source>
        <translation>Jego ostatni token (GPT-2, BLOOM)</translation>
    </message>
    <message>
        <source>Tas&amp;ks and perturbations:</source>
        <translation>Zadania i &amp;perturbacje:</translation>
    </message>
    <message>
        <source>The model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>The treebank %1 is not there: remove it from the list.</source>
        <translation>Treebanku %1 nie ma: usuń go z listy.</translation>
    </message>
    <message>
        <source>The treebank %1 is a folder: add the files in it.</source>
        <translation>Treebank %1 to folder: dodaj pliki, które zawiera.</translation>
    </message>
    <message>
        <source>The treebank %1 is in %2 by its name, but the format chosen is %3: choose its format, or probe it in a run of its own.</source>
        <translation>Treebank %1 jest według nazwy w formacie %2, a wybrany format to %3: wybierz jego format albo zbadaj go w osobnym uruchomieniu.</translation>
    </message>
    <message>
        <source>%1 and %2 are the same treebank: remove one of them from the list.</source>
        <translation>%1 i %2 to ten sam treebank: usuń jeden z nich z listy.</translation>
    </message>
</context>
<context>
    <name>akshara::gui::NewTrainingDialog</name>
    <message>
        <source>Sentence &amp;pairs (premise and hypothesis)</source>
        <translation>&amp;Pary zdań (przesłanka i hipoteza)</translation>
    </message>
    <message>
        <source>Train a classifier</source>
        <translation>Trening klasyfikatora</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Przeglądaj...</translation>
    </message>
    <message>
        <source>&amp;Dataset:</source>
        <translation>&amp;Zbiór danych:</translation>
    </message>
    <message>
        <source>Columns sentence1 and sentence2, or premise and hypothesis, instead of text</source>
        <translation>Kolumny sentence1 i sentence2 albo premise i hypothesis zamiast text</translation>
    </message>
    <message>
        <source>A new tiny model, trained from the data</source>
        <translation>Nowy model tiny, trenowany na danych</translation>
    </message>
    <message>
        <source>A new small model, trained from the data</source>
        <translation>Nowy model small, trenowany na danych</translation>
    </message>
    <message>
        <source>A model folder, fine-tuned</source>
        <translation>Folder modelu, dostrajany</translation>
    </message>
    <message>
        <source>A new model builds its vocabulary from the dataset; tiny trains in minutes on a laptop. Fine-tuning starts from a BERT, XLM-R or ALBERT folder.</source>
        <translation>Nowy model buduje słownik ze zbioru danych; tiny trenuje się w kilka minut na laptopie. Dostrajanie zaczyna się od folderu BERT, XLM-R lub ALBERT.</translation>
    </message>
    <message>
        <source>&amp;Start from:</source>
        <translation>Punkt &amp;wyjścia:</translation>
    </message>
    <message>
        <source>a Hugging Face encoder: config.json, weights, tokenizer</source>
        <translation>enkoder Hugging Face: config.json, wagi, tokenizator</translation>
    </message>
    <message>
        <source>&amp;Model folder:</source>
        <translation>Folder &amp;modelu:</translation>
    </message>
    <message>
        <source>optional: else a share of the dataset is held out</source>
        <translation>opcjonalnie: w przeciwnym razie część zbioru danych jest wydzielana</translation>
    </message>
    <message>
        <source>D&amp;ev set:</source>
        <translation>Zbiór &amp;dev:</translation>
    </message>
    <message>
        <source>The share of the dataset held out, chosen by the seed, to pick the best epoch</source>
        <translation>Część zbioru danych wydzielona (wybrana według ziarna) do wyboru najlepszej epoki</translation>
    </message>
    <message>
        <source>Dev s&amp;hare:</source>
        <translation>&amp;Część dev:</translation>
    </message>
    <message>
        <source>default</source>
        <translation>domyślny</translation>
    </message>
    <message>
        <source>The peak of the linear warm-up and decay; default: 0.00003 fine-tuning, 0.0005 from scratch</source>
        <translation>Szczyt liniowego rozgrzewania i spadku; domyślnie: 0.00003 przy dostrajaniu, 0.0005 od zera</translation>
    </message>
    <message>
        <source>&amp;Learning rate:</source>
        <translation>Współczynnik &amp;uczenia:</translation>
    </message>
    <message>
        <source>&amp;Batch size:</source>
        <translation>Rozmiar p&amp;artii:</translation>
    </message>
    <message>
        <source>The same seed, data and choices give the same model again on the CPU</source>
        <translation>To samo ziarno, dane i ustawienia dają na CPU ponownie ten sam model</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nigdy</translation>
    </message>
    <message>
        <source>Stop after this many epochs without a better dev accuracy</source>
        <translation>Zatrzymaj po tylu epokach bez lepszej dokładności na zbiorze dev</translation>
    </message>
    <message>
        <source>the folder of the workspace&apos;s models</source>
        <translation>folder w models obszaru roboczego</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nazwa:</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Trenuj</translation>
    </message>
    <message>
        <source>Dev set</source>
        <translation>Zbiór dev</translation>
    </message>
    <message>
        <source>Datasets (*.tsv *.csv *.jsonl *.json);;All files (*)</source>
        <translation>Zbiory danych (*.tsv *.csv *.jsonl *.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Model folder</source>
        <translation>Folder modelu</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Zbiór danych</translation>
    </message>
    <message>
        <source>Give the model a name.</source>
        <translation>Nadaj modelowi nazwę.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be the name of a folder: no slashes, and no dot first.</source>
        <translation>„%1” nie może być nazwą folderu: bez ukośników i bez kropki na początku.</translation>
    </message>
    <message>
        <source>Saved in %1.</source>
        <translation>Zapisany w %1.</translation>
    </message>
    <message>
        <source>Saved in %1, replacing the model trained there when the training ends.</source>
        <translation>Zapisany w %1; po zakończeniu treningu zastąpi wytrenowany tam model.</translation>
    </message>
    <message>
        <source>%1 holds a training that was stopped: with the same dataset and choices it resumes after its last finished epoch.</source>
        <translation>%1 zawiera przerwany trening: z tym samym zbiorem danych i ustawieniami zostanie wznowiony po ostatniej ukończonej epoce.</translation>
    </message>
    <message>
        <source>%1 holds files that are not a model trained here; choose another name.</source>
        <translation>%1 zawiera pliki, które nie są wytrenowanym tu modelem; wybierz inną nazwę.</translation>
    </message>
    <message>
        <source>Ep&amp;ochs:</source>
        <translation>&amp;Epoki:</translation>
    </message>
    <message>
        <source>&amp;Random seed:</source>
        <translation>Zia&amp;rno losowania:</translation>
    </message>
    <message>
        <source>S&amp;top early after:</source>
        <translation>Za&amp;trzymaj wcześniej po:</translation>
    </message>
    <message>
        <source>%1 holds a training stopped before its first epoch ended: it starts afresh.</source>
        <translation>%1 zawiera trening przerwany przed końcem pierwszej epoki: zacznie się od nowa.</translation>
    </message>
    <message>
        <source>labelled examples: TSV, CSV, JSON lines or a JSON array, with text and label columns</source>
        <translation>przykłady z etykietami: TSV, CSV, JSON Lines lub tablica JSON, z kolumnami text i label</translation>
    </message>
    <message>
        <source>%1 is the model to fine-tune, which the training reads to the end: choose another name for the new model.</source>
        <translation>%1 to model do dostrojenia, który trening czyta do końca: wybierz inną nazwę dla nowego modelu.</translation>
    </message>
    <message>
        <source>labelled examples with text and label columns</source>
        <translation>przykłady z etykietami, z kolumnami text i label</translation>
    </message>
    <message>
        <source>The model to fine-tune</source>
        <translation>Model do dostrojenia</translation>
    </message>
    <message>
        <source>The dataset</source>
        <translation>Zbiór danych</translation>
    </message>
    <message>
        <source>The development set</source>
        <translation>Zbiór dev</translation>
    </message>
    <message>
        <source>The development set is the dataset: the model would be scored on the examples it learns from. Choose a file of other examples, or leave it empty to hold out a share of the dataset.</source>
        <translation>Zbiór dev jest zbiorem danych: model byłby oceniany na przykładach, na których się uczy. Wybierz plik z innymi przykładami albo zostaw pole puste, by wydzielić część zbioru danych.</translation>
    </message>
</context>
<context>
    <name>akshara::gui::Options</name>
    <message>
        <source>The run cannot be resumed</source>
        <translation>Nie można wznowić przebiegu</translation>
    </message>
    <message>
        <source>Another program is writing into %1 now, such as akshara-cli resuming it; wait for it to end.</source>
        <translation>Inny program zapisuje teraz do %1, na przykład akshara-cli, który go wznawia; poczekaj, aż skończy.</translation>
    </message>
    <message>
        <source>Label names (e.g. nli)</source>
        <translation>Nazwy etykiet (np. nli)</translation>
    </message>
</context>
<context>
    <name>akshara::gui::PerturbDatasetDialog</name>
    <message>
        <source>Perturb a dataset</source>
        <translation>Zaburzenie zbioru danych</translation>
    </message>
    <message>
        <source>a dataset file: TSV, CSV or JSON lines</source>
        <translation>plik zbioru danych: TSV, CSV lub JSON Lines</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Przeglądaj...</translation>
    </message>
    <message>
        <source>&amp;Dataset:</source>
        <translation>Zbiór &amp;danych:</translation>
    </message>
    <message>
        <source>The column whose texts are perturbed; every other field is written as it was</source>
        <translation>Kolumna, której teksty są zaburzane; każde inne pole jest zapisywane bez zmian</translation>
    </message>
    <message>
        <source>Co&amp;lumn:</source>
        <translation>Kolu&amp;mna:</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <source>&amp;Operator:</source>
        <translation>&amp;Operator:</translation>
    </message>
    <message>
        <source>Sub-ca&amp;tegory:</source>
        <translation>Pod&amp;kategoria:</translation>
    </message>
    <message>
        <source>How many words of each text are perturbed (fewer where fewer words have candidates)</source>
        <translation>Ile słów każdego tekstu jest zaburzanych (mniej, gdy mniej słów ma kandydatów)</translation>
    </message>
    <message>
        <source>&amp;Words per text:</source>
        <translation>&amp;Liczba słów w tekście:</translation>
    </message>
    <message>
        <source>The same seed perturbs each text the same way again</source>
        <translation>To samo ziarno ponownie zaburza każdy tekst w ten sam sposób</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Ziarno:</translation>
    </message>
    <message>
        <source>the perturbed dataset to write</source>
        <translation>zaburzony zbiór danych do zapisania</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Uruchom</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Zbiór danych</translation>
    </message>
    <message>
        <source>Datasets (*.tsv *.csv *.jsonl *.json);;All files (*)</source>
        <translation>Zbiory danych (*.tsv *.csv *.jsonl *.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Write the perturbed dataset to</source>
        <translation>Zapisz zaburzony zbiór danych do</translation>
    </message>
    <message>
        <source>The file to write is the dataset: choose another file to write.</source>
        <translation>Plik do zapisania jest zbiorem danych: wybierz inny plik.</translation>
    </message>
    <message>
        <source>W&amp;rite to:</source>
        <translation>Za&amp;pisz do:</translation>
    </message>
    <message>
        <source>The copy is written in the dataset&apos;s format, %1, but the name of the file to write says %2: give it the dataset&apos;s extension.</source>
        <translation>Kopia jest zapisywana w formacie zbioru danych, %1, a nazwa pliku do zapisania wskazuje %2: nadaj jej rozszerzenie zbioru danych.</translation>
    </message>
    <message>
        <source>The dataset</source>
        <translation>Zbiór danych</translation>
    </message>
</context>
<context>
    <name>akshara::gui::PerturbationJobs</name>
    <message>
        <source>Replace the file?</source>
        <translation>Zastąpić plik?</translation>
    </message>
    <message>
        <source>%1 exists.</source>
        <translation>%1 już istnieje.</translation>
    </message>
    <message>
        <source>The perturbed dataset replaces it when every text is perturbed; until then it stays as it is.</source>
        <translation>Zaburzony zbiór danych zastąpi go, gdy każdy tekst zostanie zaburzony; do tego czasu pozostaje bez zmian.</translation>
    </message>
    <message>
        <source>Perturbing %1</source>
        <translation>Zaburzanie %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n text(s) perturbed</source>
        <translation>
            <numerusform>zaburzono %1 z %n tekstu</numerusform>
            <numerusform>zaburzono %1 z %n tekstów</numerusform>
            <numerusform>zaburzono %1 z %n tekstów</numerusform>
        </translation>
    </message>
    <message>
        <source>The dataset is perturbed</source>
        <translation>Zbiór danych jest zaburzony</translation>
    </message>
    <message>
        <source>%1 is written.</source>
        <translation>Zapisano %1.</translation>
    </message>
    <message>
        <source>Classify it...</source>
        <translation>Klasyfikuj go...</translation>
    </message>
</context>
<context>
    <name>akshara::gui::PredictionJobs</name>
    <message>
        <source>Replace the prediction file?</source>
        <translation>Zastąpić plik predykcji?</translation>
    </message>
    <message>
        <source>%1 exists.</source>
        <translation>%1 już istnieje.</translation>
    </message>
    <message>
        <source>The new predictions replace it when every example is classified; until then it stays as it is.</source>
        <translation>Nowe predykcje zastąpią go, gdy każdy przykład zostanie sklasyfikowany; do tego czasu pozostaje bez zmian.</translation>
    </message>
    <message>
        <source>Classifying %1</source>
        <translation>Klasyfikacja %1</translation>
    </message>
    <message numerus="yes">
        <source>%n example(s) classified, %1 correct (%2%)</source>
        <translation>
            <numerusform>%n przykład sklasyfikowany, %1 poprawnie (%2%)</numerusform>
            <numerusform>%n przykłady sklasyfikowane, %1 poprawnie (%2%)</numerusform>
            <numerusform>%n przykładów sklasyfikowanych, %1 poprawnie (%2%)</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading predictions</source>
        <translation>Odczyt predykcji</translation>
    </message>
    <message>
        <source>Reading transfer predictions</source>
        <translation>Odczyt predykcji transferu</translation>
    </message>
</context>
<context>
    <name>akshara::gui::ProbingView</name>
    <message>
        <source>clean</source>
        <translation>tekst czysty</translation>
    </message>
    <message>
        <source>&amp;Task:</source>
        <translation>&amp;Zadanie:</translation>
    </message>
    <message>
        <source>&amp;Perturbation:</source>
        <translation>Pe&amp;rturbacja:</translation>
    </message>
    <message>
        <source>No probing run is open. Double-click a probe run in Runs, use File &gt; Open run folder, or start one with Experiments &gt; New probing run.</source>
        <translation>Nie otwarto żadnego przebiegu sondowania. Kliknij dwukrotnie przebieg probe na liście Przebiegi, wybierz Plik &gt; Otwórz folder przebiegu albo uruchom nowy: Eksperymenty &gt; Nowy przebieg sondowania.</translation>
    </message>
    <message>
        <source>Probing run %1: %2</source>
        <translation>Przebieg sondowania %1: %2</translation>
    </message>
    <message>
        <source>, language %1</source>
        <translation>, język %1</translation>
    </message>
    <message numerus="yes">
        <source>, %n folds</source>
        <translation>
            <numerusform>, walidacja krzyżowa %n-krotna</numerusform>
            <numerusform>, walidacja krzyżowa %n-krotna</numerusform>
            <numerusform>, walidacja krzyżowa %n-krotna</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: clean and %2</source>
        <translation>%1: tekst czysty i %2</translation>
    </message>
    <message>
        <source>%1 / %2: not probed (%3).</source>
        <translation>%1 / %2: nie sondowano (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 / %2: %n sentences, %3 classes; majority baseline %4; best layer %5 (accuracy %6, selectivity %7).</source>
        <translation>
            <numerusform>%1 / %2: %n zdanie, liczba klas %3; poziom klasy większościowej %4; najlepsza warstwa %5 (dokładność %6, selektywność %7).</numerusform>
            <numerusform>%1 / %2: %n zdania, liczba klas %3; poziom klasy większościowej %4; najlepsza warstwa %5 (dokładność %6, selektywność %7).</numerusform>
            <numerusform>%1 / %2: %n zdań, liczba klas %3; poziom klasy większościowej %4; najlepsza warstwa %5 (dokładność %6, selektywność %7).</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a probing run to see its accuracy per layer.</source>
        <translation>Otwórz przebieg sondowania, aby zobaczyć dokładność w każdej warstwie.</translation>
    </message>
    <message>
        <source>Every task of this run was skipped: %1.</source>
        <translation>Wszystkie zadania tego przebiegu zostały pominięte: %1.</translation>
    </message>
    <message>
        <source>%1 was not probed in this run; the reason is below.</source>
        <translation>W tym przebiegu nie sondowano %1; przyczynę podano poniżej.</translation>
    </message>
    <message>
        <source>Also plot the accuracy of the same probe on the control task (after Hewitt and Liang): each distinct first word of a sentence given a random label, which a probe can only memorise</source>
        <translation>Pokaż też dokładność tej samej sondy na zadaniu kontrolnym (za Hewittem i Liangiem): każde odrębne pierwsze słowo zdania dostaje losową etykietę, którą sonda może tylko zapamiętać</translation>
    </message>
    <message>
        <source>Plot selectivity, the task&apos;s accuracy minus the control task&apos;s: how much of the accuracy the layer&apos;s representation gives, not the probe&apos;s memory</source>
        <translation>Pokaż selektywność, dokładność zadania minus dokładność zadania kontrolnego: ile dokładności daje reprezentacja warstwy, a nie pamięć sondy</translation>
    </message>
    <message>
        <source>&amp;Control task</source>
        <translation>Zadanie &amp;kontrolne</translation>
    </message>
    <message>
        <source>Se&amp;lectivity</source>
        <translation>&amp;Selektywność</translation>
    </message>
    <message>
        <source>Export fi&amp;gure...</source>
        <translation>Eksportuj w&amp;ykres...</translation>
    </message>
    <message>
        <source>%1 / %2: the control task gave every sentence one label, so its accuracy is 1 and the selectivity says nothing (another seed draws the labels again).</source>
        <translation>%1 / %2: zadanie kontrolne dało każdemu zdaniu tę samą etykietę, więc jego dokładność wynosi 1, a selektywność nic nie mówi (inne ziarno losuje etykiety od nowa).</translation>
    </message>
    <message>
        <source>%1 / %2: the control task gave every sentence one label, so its accuracy is 1 and the selectivity says nothing (every sentence begins with the same word).</source>
        <translation>%1 / %2: zadanie kontrolne dało każdemu zdaniu tę samą etykietę, więc jego dokładność wynosi 1, a selektywność nic nie mówi (każde zdanie zaczyna się tym samym słowem).</translation>
    </message>
    <message numerus="yes">
        <source>%1 / %2: %n sentences, %3 classes; majority baseline %4; best layer %5 (accuracy %6).</source>
        <translation>
            <numerusform>%1 / %2: %n zdanie, liczba klas %3; poziom klasy większościowej %4; najlepsza warstwa %5 (dokładność %6).</numerusform>
            <numerusform>%1 / %2: %n zdania, liczba klas %3; poziom klasy większościowej %4; najlepsza warstwa %5 (dokładność %6).</numerusform>
            <numerusform>%1 / %2: %n zdań, liczba klas %3; poziom klasy większościowej %4; najlepsza warstwa %5 (dokładność %6).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>akshara::gui::RunBrowserModel</name>
    <message>
        <source>probe</source>
        <translation>sondowanie</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>atak</translation>
    </message>
    <message>
        <source>ASR curve</source>
        <translation>krzywa ASR</translation>
    </message>
    <message>
        <source>matrix</source>
        <translation>macierz</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Przebieg</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Rodzaj</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Dane</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Headline</source>
        <translation>Główny wynik</translation>
    </message>
</context>
<context>
    <name>akshara::gui::RunController</name>
    <message>
        <source>Probing %1</source>
        <translation>Sondowanie %1</translation>
    </message>
    <message>
        <source>Attacking %1 with %2</source>
        <translation>Atak na %1 operatorem %2</translation>
    </message>
    <message>
        <source>ASR curve of %1</source>
        <translation>Krzywa ASR modelu %1</translation>
    </message>
    <message>
        <source>stopped early</source>
        <translation>zatrzymany wcześniej</translation>
    </message>
    <message>
        <source>resumed after epoch %1</source>
        <translation>wznowiony po epoce %1</translation>
    </message>
    <message>
        <source>Training %1</source>
        <translation>Trening %1</translation>
    </message>
    <message>
        <source>%1, epoch %2 of %3: loss %4, dev loss %5, dev accuracy %6</source>
        <translation>%1, epoka %2 z %3: strata %4, strata dev %5, dokładność dev %6</translation>
    </message>
    <message numerus="yes">
        <source>dev accuracy %1 at epoch %2 of %3; %4 training and %Ln dev example(s)</source>
        <translation>
            <numerusform>dokładność dev %1 w epoce %2 z %3; przykłady treningowe: %4, dev: %Ln</numerusform>
            <numerusform>dokładność dev %1 w epoce %2 z %3; przykłady treningowe: %4, dev: %Ln</numerusform>
            <numerusform>dokładność dev %1 w epoce %2 z %3; przykłady treningowe: %4, dev: %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Resuming the attack of %1 with %2</source>
        <translation>Wznawianie ataku na %1 operatorem %2</translation>
    </message>
    <message>
        <source>Resuming the ASR curve of %1</source>
        <translation>Wznawianie krzywej ASR dla %1</translation>
    </message>
</context>
<context>
    <name>akshara::gui::RunOpener</name>
    <message>
        <source>The run could not be shown</source>
        <translation>Nie udało się wyświetlić przebiegu</translation>
    </message>
    <message>
        <source>The run cannot be shown</source>
        <translation>Nie można wyświetlić przebiegu</translation>
    </message>
    <message>
        <source>%1: the folder cannot be read (no permission).</source>
        <translation>%1: nie można odczytać folderu (brak uprawnień).</translation>
    </message>
    <message>
        <source>%1: missing; without it the kind of the run is unknown.</source>
        <translation>%1: brak pliku; bez niego rodzaj przebiegu jest nieznany.</translation>
    </message>
    <message>
        <source>%1 is not a run folder (it has no manifest.json).</source>
        <translation>%1 nie jest folderem przebiegu (nie ma w nim manifest.json).</translation>
    </message>
    <message>
        <source>There is no view for runs of kind &quot;%1&quot; yet.</source>
        <translation>Nie ma jeszcze widoku dla przebiegów rodzaju „%1”.</translation>
    </message>
    <message>
        <source>Reading run %1</source>
        <translation>Wczytywanie przebiegu %1</translation>
    </message>
    <message>
        <source>%1 is no longer there (moved or deleted outside the workbench).</source>
        <translation>%1 już tam nie ma (przeniesiono lub usunięto poza programem).</translation>
    </message>
</context>
<context>
    <name>akshara::gui::RunsPanel</name>
    <message>
        <source>%1: not a run of this workspace</source>
        <translation>%1: to nie jest przebieg tego obszaru roboczego</translation>
    </message>
    <message>
        <source>%1: cannot be moved to the trash: %2</source>
        <translation>%1: nie można przenieść do kosza: %2</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>Show in the file manager</source>
        <translation>Pokaż w menedżerze plików</translation>
    </message>
    <message numerus="yes">
        <source>Compare the %n selected attack run(s)</source>
        <translation>
            <numerusform>Porównaj %n zaznaczony przebieg ataku</numerusform>
            <numerusform>Porównaj %n zaznaczone przebiegi ataku</numerusform>
            <numerusform>Porównaj %n zaznaczonych przebiegów ataku</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Compare the %n selected ASR-curve run(s)</source>
        <translation>
            <numerusform>Porównaj %n zaznaczony przebieg krzywych ASR</numerusform>
            <numerusform>Porównaj %n zaznaczone przebiegi krzywych ASR</numerusform>
            <numerusform>Porównaj %n zaznaczonych przebiegów krzywych ASR</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Compare the %n selected probing run(s)</source>
        <translation>
            <numerusform>Porównaj %n zaznaczony przebieg sondowania</numerusform>
            <numerusform>Porównaj %n zaznaczone przebiegi sondowania</numerusform>
            <numerusform>Porównaj %n zaznaczonych przebiegów sondowania</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %n selected run(s) to the trash...</source>
        <translation>
            <numerusform>Przenieś %n zaznaczony przebieg do kosza...</numerusform>
            <numerusform>Przenieś %n zaznaczone przebiegi do kosza...</numerusform>
            <numerusform>Przenieś %n zaznaczonych przebiegów do kosza...</numerusform>
        </translation>
    </message>
    <message>
        <source>Move runs to the trash</source>
        <translation>Przenieś przebiegi do kosza</translation>
    </message>
    <message numerus="yes">
        <source>Move %n run(s) to the trash?</source>
        <translation>
            <numerusform>Przenieść %n przebieg do kosza?</numerusform>
            <numerusform>Przenieść %n przebiegi do kosza?</numerusform>
            <numerusform>Przenieść %n przebiegów do kosza?</numerusform>
        </translation>
    </message>
    <message>
        <source>Some runs were not moved to the trash</source>
        <translation>Niektórych przebiegów nie przeniesiono do kosza</translation>
    </message>
    <message>
        <source>They can be restored from the desktop&apos;s trash.</source>
        <translation>Można je przywrócić z kosza pulpitu.</translation>
    </message>
    <message>
        <source>The run&apos;s folder cannot be shown</source>
        <translation>Nie można pokazać folderu przebiegu</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Przebiegi</translation>
    </message>
    <message>
        <source>%1: a run is writing into it; stop it first (Cancel in Jobs, or Ctrl+C for akshara-cli)</source>
        <translation>%1: przebieg zapisuje do tego folderu; najpierw go zatrzymaj (Anuluj w Zadaniach albo Ctrl+C dla akshara-cli)</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
    <message>
        <source>Filter: name, kind, model, data or finding</source>
        <translation>Filtruj: nazwa, rodzaj, model, dane lub wynik</translation>
    </message>
    <message>
        <source>Filter the runs</source>
        <translation>Filtruj przebiegi</translation>
    </message>
    <message>
        <source>Shows the runs with each word typed (%1)</source>
        <translation>Pokazuje przebiegi zawierające każde wpisane słowo (%1)</translation>
    </message>
</context>
<context>
    <name>akshara::gui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatycznie</translation>
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
        <translation>Jasny</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Ciemny</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Język systemu</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Przeglądaj...</translation>
    </message>
    <message>
        <source>Cache folder</source>
        <translation>Folder pamięci podręcznej</translation>
    </message>
    <message>
        <source>float32: full precision (the default)</source>
        <translation>float32: pełna precyzja (domyślnie)</translation>
    </message>
    <message>
        <source>float16: CUDA only</source>
        <translation>float16: tylko CUDA</translation>
    </message>
    <message>
        <source>Automatic: %1 on the CPU, %2 on CUDA</source>
        <translation>Automatycznie: %1 na CPU, %2 na CUDA</translation>
    </message>
    <message>
        <source>bfloat16: several times faster on this processor</source>
        <translation>bfloat16: kilkakrotnie szybciej na tym procesorze</translation>
    </message>
    <message>
        <source>bfloat16: for GPUs; this processor emulates it</source>
        <translation>bfloat16: dla GPU; ten procesor go emuluje</translation>
    </message>
    <message>
        <source>float16 and bfloat16 compute with fewer bits than float32: hidden states differ from float32&apos;s by up to about 0.05, and results depend on the device.</source>
        <translation>float16 i bfloat16 liczą na mniejszej liczbie bitów niż float32: stany ukryte różnią się od stanów float32 nawet o około 0,05, a wyniki zależą od urządzenia.</translation>
    </message>
    <message>
        <source>&amp;Device:</source>
        <translation>&amp;Urządzenie:</translation>
    </message>
    <message>
        <source>D&amp;ata type:</source>
        <translation>&amp;Typ danych:</translation>
    </message>
    <message>
        <source>&amp;Batch size:</source>
        <translation>&amp;Rozmiar partii:</translation>
    </message>
    <message>
        <source>&amp;Cache folder:</source>
        <translation>&amp;Folder pamięci podręcznej:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Motyw:</translation>
    </message>
    <message>
        <source>&amp;Language (after restart):</source>
        <translation>&amp;Język (po ponownym uruchomieniu):</translation>
    </message>
    <message>
        <source>The settings could not be saved, so they do not take effect: %1 cannot be written.</source>
        <translation>Nie udało się zapisać ustawień, więc nie zaczną obowiązywać: nie można zapisać %1.</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>Nie zapisano ustawień</translation>
    </message>
    <message>
        <source>The settings file %1 is damaged: what could not be read of it is back at its default. Saving the settings writes the file whole again.</source>
        <translation>Plik ustawień %1 jest uszkodzony: to, czego nie dało się z niego odczytać, wróciło do wartości domyślnych. Zapisanie ustawień zapisuje plik ponownie w całości.</translation>
    </message>
    <message>
        <source>The settings file %1 cannot be read, so the settings are at their defaults and are not kept.</source>
        <translation>Nie można odczytać pliku ustawień %1, więc ustawienia mają wartości domyślne i nie są zachowywane.</translation>
    </message>
    <message>
        <source>float16 runs on CUDA only, and the device chosen is the CPU: choose float32, or bfloat16.</source>
        <translation>float16 działa tylko na CUDA, a wybrane urządzenie to procesor: wybierz float32 albo bfloat16.</translation>
    </message>
    <message>
        <source>float16 runs on CUDA only, and this machine has no CUDA device, so runs would use the CPU: choose float32, or bfloat16.</source>
        <translation>float16 działa tylko na CUDA, a ten komputer nie ma urządzenia CUDA, więc obliczenia szłyby na procesorze: wybierz float32 albo bfloat16.</translation>
    </message>
    <message>
        <source>This machine has no CUDA device that the workbench can use: choose Automatic (CUDA where there is one, else the CPU) or CPU.</source>
        <translation>Ten komputer nie ma urządzenia CUDA, którego program mógłby użyć: wybierz Automatycznie (CUDA tam, gdzie jest, w przeciwnym razie CPU) albo CPU.</translation>
    </message>
    <message>
        <source>The cache folder &quot;%1&quot; is not a full path, so where it is would depend on where the workbench was started: choose one with Browse..., or type its whole path.</source>
        <translation>Folder pamięci podręcznej „%1” nie jest pełną ścieżką, więc jego położenie zależałoby od miejsca, z którego uruchomiono program: wybierz go przyciskiem Przeglądaj... albo wpisz całą ścieżkę.</translation>
    </message>
    <message>
        <source>The cache folder %1 cannot be made or written to (%2): choose another.</source>
        <translation>Folderu pamięci podręcznej %1 nie można utworzyć ani do niego zapisywać (%2): wybierz inny.</translation>
    </message>
    <message>
        <source>%1 is a link to nothing</source>
        <translation>%1 to dowiązanie do nieistniejącego miejsca</translation>
    </message>
    <message>
        <source>no permission in %1</source>
        <translation>brak uprawnień w %1</translation>
    </message>
    <message>
        <source>%1 is a file</source>
        <translation>%1 to plik</translation>
    </message>
</context>
<context>
    <name>akshara::gui::TablesController</name>
    <message>
        <source>no language is written in this table&apos;s script</source>
        <translation>żaden język nie jest zapisywany pismem tej tablicy</translation>
    </message>
    <message>
        <source>%1: the draft of saved edits cannot be removed</source>
        <translation>%1: nie można usunąć szkicu zapisanych zmian</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: a draft of unsaved edits of a table the workspace no longer has; it is left there</source>
        <translation>%1: szkic niezapisanych zmian tablicy, której obszar roboczy już nie ma; pozostawiono go na miejscu</translation>
    </message>
    <message>
        <source>%1 (a draft of unsaved edits)</source>
        <translation>%1 (szkic niezapisanych zmian)</translation>
    </message>
    <message>
        <source>Unsaved table edits</source>
        <translation>Niezapisane zmiany tablic</translation>
    </message>
    <message>
        <source>The tables %1 have edits that are not saved.</source>
        <translation>Tablice %1 mają niezapisane zmiany.</translation>
    </message>
    <message>
        <source>Save them into the workspace&apos;s tables folder?</source>
        <translation>Zapisać je w folderze tables obszaru roboczego?</translation>
    </message>
    <message>
        <source>Use the built-in table</source>
        <translation>Użyj wbudowanej tablicy</translation>
    </message>
    <message>
        <source>Use the built-in table %1 again?</source>
        <translation>Czy ponownie używać wbudowanej tablicy %1?</translation>
    </message>
    <message>
        <source>The workspace&apos;s table is moved to tables/replaced/ (nothing is deleted). Try a sentence and the runs started from now on use the built-in table; the runs made with the workspace&apos;s table keep its fingerprint.</source>
        <translation>Tablica obszaru roboczego zostaje przeniesiona do tables/replaced/ (nic nie jest usuwane). „Wypróbuj zdanie” i przebiegi uruchomione od teraz używają tablicy wbudowanej; przebiegi wykonane z tablicą obszaru roboczego zachowują jej odcisk.</translation>
    </message>
    <message>
        <source>Its unsaved edits are discarded.</source>
        <translation>Jej niezapisane zmiany zostaną odrzucone.</translation>
    </message>
    <message>
        <source>Use built-in</source>
        <translation>Użyj wbudowanej</translation>
    </message>
    <message>
        <source>The built-in table could not be used again</source>
        <translation>Nie udało się przywrócić wbudowanej tablicy</translation>
    </message>
    <message>
        <source>no perturbation operator reads this table for %1, so its edits change no candidates</source>
        <translation>żaden operator zaburzeń nie czyta tej tablicy dla %1, więc jej zmiany nie zmieniają kandydatów</translation>
    </message>
    <message>
        <source>The table&apos;s file has changed</source>
        <translation>Plik tablicy się zmienił</translation>
    </message>
    <message>
        <source>%1 was changed by another program since the workbench read it.</source>
        <translation>%1 został zmieniony przez inny program od chwili wczytania.</translation>
    </message>
    <message>
        <source>%1 was removed by another program since the workbench read it.</source>
        <translation>%1 został usunięty przez inny program od chwili wczytania.</translation>
    </message>
    <message>
        <source>Overwrite it with the table as edited here, or read it again and discard the edits made here?</source>
        <translation>Nadpisać go tablicą zmienioną tutaj, czy wczytać go ponownie i odrzucić wprowadzone tu zmiany?</translation>
    </message>
    <message>
        <source>Write the table as edited here to it again?</source>
        <translation>Zapisać w nim ponownie tablicę zmienioną tutaj?</translation>
    </message>
    <message>
        <source>Overwrite</source>
        <translation>Nadpisz</translation>
    </message>
    <message>
        <source>Reload from disk</source>
        <translation>Wczytaj ponownie z dysku</translation>
    </message>
    <message>
        <source>The table could not be read again</source>
        <translation>Nie udało się ponownie wczytać tablicy</translation>
    </message>
    <message>
        <source>The tables %1 have edits that are not saved: the run reads the saved tables, or the built-in ones.</source>
        <translation>Tablice %1 mają niezapisane zmiany: przebieg czyta zapisane tablice albo wbudowane.</translation>
    </message>
    <message>
        <source>Save the edits before the run starts?</source>
        <translation>Zapisać zmiany przed rozpoczęciem przebiegu?</translation>
    </message>
    <message>
        <source>Start &amp;without them</source>
        <translation>Rozpocznij &amp;bez nich</translation>
    </message>
    <message>
        <source>Replace the table?</source>
        <translation>Zastąpić tablicę?</translation>
    </message>
    <message>
        <source>The workspace has its own table %1.</source>
        <translation>Obszar roboczy ma własną tablicę %1.</translation>
    </message>
    <message>
        <source>The table %1 has unsaved edits.</source>
        <translation>Tablica %1 ma niezapisane zmiany.</translation>
    </message>
    <message>
        <source>The imported table takes its place. The workspace&apos;s file moves to tables/replaced/ (nothing is deleted); unsaved edits of it are discarded.</source>
        <translation>Zaimportowana tablica zajmie jej miejsce. Plik obszaru roboczego zostanie przeniesiony do tables/replaced/ (nic nie jest usuwane); niezapisane zmiany tej tablicy zostaną odrzucone.</translation>
    </message>
    <message>
        <source>The imported table takes its place, and the edits are discarded.</source>
        <translation>Zaimportowana tablica zajmie jej miejsce, a zmiany zostaną odrzucone.</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Zastąp</translation>
    </message>
    <message>
        <source>The imported table takes its place. The workspace&apos;s file moves to tables/replaced/ (nothing is deleted).</source>
        <translation>Zaimportowana tablica zajmie jej miejsce. Plik obszaru roboczego zostanie przeniesiony do tables/replaced/ (nic nie jest usuwane).</translation>
    </message>
</context>
<context>
    <name>akshara::gui::TransferFilesDialog</name>
    <message>
        <source>Row %1 (%2): give both the training and the evaluation language.</source>
        <translation>Wiersz %1 (%2): podaj język uczenia i język ewaluacji.</translation>
    </message>
    <message>
        <source>Rows %1 and %2 are both trained on %3 and evaluated on %4: one file per pair.</source>
        <translation>Wiersze %1 i %2 są oba uczone na %3 i oceniane na %4: jeden plik na parę.</translation>
    </message>
    <message>
        <source>Transfer table</source>
        <translation>Tabela transferu</translation>
    </message>
    <message>
        <source>Which model made each file, and on which language? Rows of the table are the training languages (or models), columns the evaluation languages. Guessed from the file names (pred-TRAIN-EVAL.jsonl); double-click a cell to change it.</source>
        <translation>Który model utworzył każdy plik i dla jakiego języka? Wiersze tabeli to języki uczenia (lub modele), kolumny to języki ewaluacji. Odgadnięte z nazw plików (pred-TRAIN-EVAL.jsonl); kliknij dwukrotnie komórkę, aby to zmienić.</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Plik</translation>
    </message>
    <message>
        <source>Trained on</source>
        <translation>Uczony na</translation>
    </message>
    <message>
        <source>Evaluated on</source>
        <translation>Oceniany na</translation>
    </message>
</context>
<context>
    <name>akshara::gui::TrySentenceView</name>
    <message>
        <source>(nothing)</source>
        <translation>(nic)</translation>
    </message>
    <message>
        <source>&amp;Perturb</source>
        <translation>Za&amp;burz</translation>
    </message>
    <message>
        <source>A sentence in the language below</source>
        <translation>Zdanie w języku wybranym poniżej</translation>
    </message>
    <message>
        <source>Words changed in each version</source>
        <translation>Słowa zmieniane w każdej wersji</translation>
    </message>
    <message>
        <source>Different perturbed versions to make</source>
        <translation>Liczba różnych zaburzonych wersji do utworzenia</translation>
    </message>
    <message>
        <source>A sequence-classification model folder (config.json, weights, tokenizer): its prediction for the sentence and each version</source>
        <translation>Folder modelu klasyfikacji sekwencji (config.json, wagi, tokenizator): jego predykcja dla zdania i każdej wersji</translation>
    </message>
    <message>
        <source>Type a sentence and press Perturb to see its perturbed versions, and with a classifier folder the model&apos;s prediction for each.</source>
        <translation>Wpisz zdanie i naciśnij Zaburz, aby zobaczyć jego zaburzone wersje, a z folderem klasyfikatora także predykcję modelu dla każdej z nich.</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Wersja</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Tekst</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Zmiany</translation>
    </message>
    <message>
        <source>Prediction</source>
        <translation>Predykcja</translation>
    </message>
    <message>
        <source>&amp;Sentence:</source>
        <translation>&amp;Zdanie:</translation>
    </message>
    <message>
        <source>&amp;Operator:</source>
        <translation>&amp;Operator:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <source>&amp;Classifier:</source>
        <translation>&amp;Klasyfikator:</translation>
    </message>
    <message>
        <source>Classifier folder</source>
        <translation>Folder klasyfikatora</translation>
    </message>
    <message>
        <source>Type a sentence first.</source>
        <translation>Najpierw wpisz zdanie.</translation>
    </message>
    <message>
        <source>Trying a sentence</source>
        <translation>Próba zdania</translation>
    </message>
    <message>
        <source>The sentence could not be tried: %1</source>
        <translation>Nie udało się wypróbować zdania: %1</translation>
    </message>
    <message>
        <source>The sentence could not be tried</source>
        <translation>Nie udało się wypróbować zdania</translation>
    </message>
    <message>
        <source>class %1</source>
        <translation>klasa %1</translation>
    </message>
    <message>
        <source>This version changes the prediction</source>
        <translation>Ta wersja zmienia predykcję</translation>
    </message>
    <message>
        <source>original</source>
        <translation>oryginał</translation>
    </message>
    <message>
        <source>The operator has no change to make in this sentence: no letters it changes, or text in another script than the language&apos;s.</source>
        <translation>Operator nie ma w tym zdaniu nic do zmiany: brak liter, które zmienia, albo tekst jest w innym piśmie niż pismo języka.</translation>
    </message>
    <message numerus="yes">
        <source>The model predicts %1 for the sentence; %2 of the %n version(s) change the prediction (marked).</source>
        <translation>
            <numerusform>Model przewiduje dla zdania %1; %2 z %n wersji zmienia predykcję (zaznaczone).</numerusform>
            <numerusform>Model przewiduje dla zdania %1; %2 z %n wersji zmienia predykcję (zaznaczone).</numerusform>
            <numerusform>Model przewiduje dla zdania %1; %2 z %n wersji zmienia predykcję (zaznaczone).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n perturbed version(s) of the sentence.</source>
        <translation>
            <numerusform>%n zaburzona wersja zdania.</numerusform>
            <numerusform>%n zaburzone wersje zdania.</numerusform>
            <numerusform>%n zaburzonych wersji zdania.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only %n different version(s) could be made; the operator has no more changes to give this sentence.</source>
        <translation>
            <numerusform>Udało się utworzyć tylko %n różną wersję; operator nie ma dla tego zdania więcej zmian.</numerusform>
            <numerusform>Udało się utworzyć tylko %n różne wersje; operator nie ma dla tego zdania więcej zmian.</numerusform>
            <numerusform>Udało się utworzyć tylko %n różnych wersji; operator nie ma dla tego zdania więcej zmian.</numerusform>
        </translation>
    </message>
    <message>
        <source>None: only perturb</source>
        <translation>Brak: tylko zaburzanie</translation>
    </message>
    <message>
        <source>&amp;Words changed:</source>
        <translation>Zmienione &amp;słowa:</translation>
    </message>
    <message>
        <source>None: a single sentence</source>
        <translation>Brak: pojedyncze zdanie</translation>
    </message>
    <message>
        <source>For a sentence pair (natural language inference): the pair&apos;s other sentence, kept as it is. The model reads each version with it.</source>
        <translation>Dla pary zdań (wnioskowanie w języku naturalnym): drugie zdanie pary, pozostawione bez zmian. Model czyta z nim każdą wersję.</translation>
    </message>
    <message>
        <source>the sentence is the premise</source>
        <translation>zdanie jest przesłanką</translation>
    </message>
    <message>
        <source>the sentence is the hypothesis</source>
        <translation>zdanie jest hipotezą</translation>
    </message>
    <message>
        <source>Which of the pair the sentence perturbed is</source>
        <translation>Którym zdaniem pary jest zdanie zaburzane</translation>
    </message>
    <message>
        <source>The model read each with the hypothesis “%1”.</source>
        <translation>Model czytał każde z hipotezą „%1”.</translation>
    </message>
    <message>
        <source>The model read each with the premise “%1”.</source>
        <translation>Model czytał każde z przesłanką „%1”.</translation>
    </message>
    <message>
        <source>The letters come from the workspace&apos;s table %1, not the built-in one.</source>
        <translation>Litery pochodzą z tablicy %1 obszaru roboczego, nie z wbudowanej.</translation>
    </message>
    <message>
        <source>Use &amp;unsaved table edits</source>
        <translation>&amp;Użyj niezapisanych zmian tablic</translation>
    </message>
    <message>
        <source>Tables edited under Script-similarity tables and not yet saved are used as they stand. Unchecked: the saved tables, as the attack and ASR runs read them.</source>
        <translation>Tablice edytowane w Tablicach podobieństwa pism i jeszcze niezapisane są używane w obecnej postaci. Bez zaznaczenia: tablice zapisane, tak jak czytają je przebiegi ataków i ASR.</translation>
    </message>
    <message>
        <source>The letters come from the unsaved edits of table %1; the runs use the table as saved.</source>
        <translation>Litery pochodzą z niezapisanych zmian tablicy %1; przebiegi używają tablicy w zapisanej postaci.</translation>
    </message>
    <message>
        <source>Pa&amp;ired with:</source>
        <translation>W p&amp;arze z:</translation>
    </message>
    <message>
        <source>Ve&amp;rsions:</source>
        <translation>We&amp;rsje:</translation>
    </message>
    <message numerus="yes">
        <source>The operator can change %n word(s) of this sentence, so each version changes those, not %1.</source>
        <translation>
            <numerusform>Operator może zmienić w tym zdaniu %n słowo, więc każda wersja zmienia je, a nie %1.</numerusform>
            <numerusform>Operator może zmienić w tym zdaniu %n słowa, więc każda wersja zmienia te, a nie %1.</numerusform>
            <numerusform>Operator może zmienić w tym zdaniu %n słów, więc każda wersja zmienia te, a nie %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>(space)</source>
        <translation>(spacja)</translation>
    </message>
    <message>
        <source>Perturbed versions</source>
        <translation>Zaburzone wersje</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>Przeglą&amp;daj...</translation>
    </message>
    <message>
        <source>The operator has no change to make in this sentence.</source>
        <translation>Operator nie ma w tym zdaniu nic do zmiany.</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) of it are longer than %1 characters, the longest perturbed, and left as they are.</source>
        <translation>
            <numerusform>%n słowo jest dłuższe niż %1 znaków, najdłuższe zaburzane, i zostaje bez zmian.</numerusform>
            <numerusform>%n słowa są dłuższe niż %1 znaków, najdłuższe zaburzane, i zostają bez zmian.</numerusform>
            <numerusform>%n słów jest dłuższych niż %1 znaków, najdłuższe zaburzane, i zostaje bez zmian.</numerusform>
        </translation>
    </message>
    <message>
        <source>The same seed draws the same versions again; another draws others</source>
        <translation>To samo ziarno losuje te same wersje; inne ziarno losuje inne</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>Ziar&amp;no:</translation>
    </message>
    <message>
        <source>The sentence is longer than the model&apos;s %1 tokens: the model reads it cut to that length, and a change past the cut changes nothing it reads.</source>
        <translation>Zdanie jest dłuższe niż %1 tokenów modelu: model czyta je przycięte do tej długości, a zmiana za miejscem przycięcia nie zmienia niczego, co model czyta.</translation>
    </message>
    <message>
        <source>The sentence and the other sentence of the pair are together longer than the model&apos;s %1 tokens: the model reads them cut to that length, the longer one first, and a change past the cut changes nothing it reads.</source>
        <translation>Zdanie i drugie zdanie pary są razem dłuższe niż %1 tokenów modelu: model czyta je przycięte do tej długości, najpierw dłuższe, a zmiana za miejscem przycięcia nie zmienia niczego, co model czyta.</translation>
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
        <translation>próg odporności %1</translation>
    </message>
    <message>
        <source>Perturbation budget k</source>
        <translation>Budżet perturbacji k</translation>
    </message>
    <message>
        <source>Attack success rate</source>
        <translation>Skuteczność ataku</translation>
    </message>
    <message>
        <source>random words</source>
        <translation>losowe słowa</translation>
    </message>
    <message>
        <source>No curves to show.</source>
        <translation>Brak krzywych do pokazania.</translation>
    </message>
    <message>
        <source>Attack success rate by words perturbed</source>
        <translation>Skuteczność ataku według liczby zaburzonych słów</translation>
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
        <translation>tak</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Przykład</translation>
    </message>
    <message>
        <source>Success</source>
        <translation>Sukces</translation>
    </message>
    <message>
        <source>Queries</source>
        <translation>Zapytania</translation>
    </message>
    <message>
        <source>Perturbations</source>
        <translation>Perturbacje</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>Tekst oryginalny</translation>
    </message>
    <message>
        <source>Adversarial</source>
        <translation>Tekst adwersarialny</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>pominięty</translation>
    </message>
    <message>
        <source>Not attacked: the model was already wrong on this example (%1).</source>
        <translation>Nie atakowano: model mylił się już na tym przykładzie (%1).</translation>
    </message>
    <message>
        <source>Not attacked: the sentence has no word to change.</source>
        <translation>Nie atakowano: zdanie nie ma słowa do zmiany.</translation>
    </message>
    <message>
        <source>chrF of the adversarial text to the original (character n-grams), for every attacked example, successful or not; the run&apos;s figures and attack-report&apos;s Overlap sim. average the successful attacks only</source>
        <translation>chrF tekstu adwersarialnego względem oryginału (n-gramy znaków), dla każdego atakowanego przykładu, udanego lub nie; wskaźniki przebiegu i Podob. nakładania w attack-report uśredniają tylko udane ataki</translation>
    </message>
    <message>
        <source>Overlap sim. (chrF)</source>
        <translation>Podob. nakładania (chrF)</translation>
    </message>
</context>
<context>
    <name>akshara::widgets::AttackResultsTable</name>
    <message>
        <source>No attack results.</source>
        <translation>Brak wyników ataków.</translation>
    </message>
    <message>
        <source>; the model got no example right: nothing to attack</source>
        <translation>; model nie sklasyfikował poprawnie żadnego przykładu: nie ma czego atakować</translation>
    </message>
    <message numerus="yes">
        <source>%Ln example(s)</source>
        <translation>
            <numerusform>%Ln przykład</numerusform>
            <numerusform>%Ln przykłady</numerusform>
            <numerusform>%Ln przykładów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %Ln skipped (the model was already wrong)</source>
        <translation>
            <numerusform>, %Ln pominięty (model mylił się już wcześniej)</numerusform>
            <numerusform>, %Ln pominięte (model mylił się już wcześniej)</numerusform>
            <numerusform>, %Ln pominiętych (model mylił się już wcześniej)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %Ln skipped (no word to change)</source>
        <translation>
            <numerusform>, %Ln pominięty (brak słowa do zmiany)</numerusform>
            <numerusform>, %Ln pominięte (brak słowa do zmiany)</numerusform>
            <numerusform>, %Ln pominiętych (brak słowa do zmiany)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %Ln skipped (%1 the model already got wrong, %2 without a word to change)</source>
        <translation>
            <numerusform>, %Ln pominięty (%1, na których model już się mylił, %2 bez słowa do zmiany)</numerusform>
            <numerusform>, %Ln pominięte (%1, na których model już się mylił, %2 bez słowa do zmiany)</numerusform>
            <numerusform>, %Ln pominiętych (%1, na których model już się mylił, %2 bez słowa do zmiany)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; attack success rate %1% (%2 of the %Ln example(s) the model got right), %3 queries per attacked example</source>
        <translation>
            <numerusform>; skuteczność ataku %1% (%2 z %Ln przykładu, który model klasyfikował poprawnie), %3 zapytań na atakowany przykład</numerusform>
            <numerusform>; skuteczność ataku %1% (%2 z %Ln przykładów, które model klasyfikował poprawnie), %3 zapytań na atakowany przykład</numerusform>
            <numerusform>; skuteczność ataku %1% (%2 z %Ln przykładów, które model klasyfikował poprawnie), %3 zapytań na atakowany przykład</numerusform>
        </translation>
    </message>
    <message>
        <source>Attacked examples</source>
        <translation>Atakowane przykłady</translation>
    </message>
    <message>
        <source>; no candidate reached the model: no attack success rate</source>
        <translation>; żaden kandydat nie trafił do modelu: brak skuteczności ataku</translation>
    </message>
</context>
<context>
    <name>akshara::widgets::AttributionHeatmap</name>
    <message>
        <source>&amp;Method:</source>
        <translation>&amp;Metoda:</translation>
    </message>
    <message>
        <source>&amp;Target class:</source>
        <translation>Klasa &amp;docelowa:</translation>
    </message>
    <message>
        <source>&amp;Subwords</source>
        <translation>Pod&amp;słowa</translation>
    </message>
    <message>
        <source>&amp;All methods</source>
        <translation>Wszys&amp;tkie metody</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1, original</source>
        <translation>%1, tekst oryginalny</translation>
    </message>
    <message>
        <source>%1, adversarial</source>
        <translation>%1, tekst adwersarialny</translation>
    </message>
    <message>
        <source>No attribution for this method and class.</source>
        <translation>Brak atrybucji dla tej metody i klasy.</translation>
    </message>
    <message>
        <source>against</source>
        <translation>przeciw klasie</translation>
    </message>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>for the class</source>
        <translation>za klasą</translation>
    </message>
    <message>
        <source>largest</source>
        <translation>maksimum</translation>
    </message>
    <message>
        <source>Scores scaled to each method&apos;s largest |score|. Boxed: changed syllables.</source>
        <translation>Wyniki przeskalowane względem największego |score| każdej metody. W ramkach: zmienione sylaby.</translation>
    </message>
    <message>
        <source>Attribution heatmap</source>
        <translation>Mapa cieplna atrybucji</translation>
    </message>
    <message>
        <source>Shade each subword token instead of each word.</source>
        <translation>Cieniuj każdy token podsłowa zamiast każdego słowa.</translation>
    </message>
    <message>
        <source>These results hold word scores only: there are no subword scores to show.</source>
        <translation>Te wyniki zawierają tylko wyniki słów: nie ma wyników podsłów do pokazania.</translation>
    </message>
    <message>
        <source>Word importance</source>
        <translation>Ważność słów</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>Only the first %L1 of the text&apos;s %L2 characters are shown.</source>
        <translation>Pokazano tylko pierwsze %L1 z %L2 znaków tekstu.</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Tekst</translation>
    </message>
    <message>
        <source>Word</source>
        <translation>Słowo</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
</context>
<context>
    <name>akshara::widgets::ConfusionTableEditor</name>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tablica:</translation>
    </message>
    <message>
        <source>Search characters, names, notes…</source>
        <translation>Szukaj znaków, nazw, notatek…</translation>
    </message>
    <message>
        <source>Only &amp;problems</source>
        <translation>Tylko p&amp;roblemy</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Dodaj</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Cof&amp;nij</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>P&amp;onów</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>(no candidates)</source>
        <translation>(brak kandydatów)</translation>
    </message>
    <message>
        <source>%1    %2</source>
        <translation>%1    %2</translation>
    </message>
    <message numerus="yes">
        <source>remove %n entries</source>
        <translation>
            <numerusform>usuń %n wpis</numerusform>
            <numerusform>usuń %n wpisy</numerusform>
            <numerusform>usuń %n wpisów</numerusform>
        </translation>
    </message>
    <message>
        <source>No table.</source>
        <translation>Brak tablicy.</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n wpis</numerusform>
            <numerusform>%n wpisy</numerusform>
            <numerusform>%n wpisów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows with errors</source>
        <translation>
            <numerusform>%n wiersz z błędami</numerusform>
            <numerusform>%n wiersze z błędami</numerusform>
            <numerusform>%n wierszy z błędami</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 *</source>
        <comment>a table with unsaved edits</comment>
        <translation>%1 *</translation>
    </message>
    <message>
        <source>Save the table (%1): Try a sentence and the runs started after it perturb with the saved tables</source>
        <translation>Zapisz tablicę (%1): „Wypróbuj zdanie” i przebiegi uruchomione później zaburzają tekst według zapisanych tablic</translation>
    </message>
    <message>
        <source>Remove the selected entries (%1)</source>
        <translation>Usuń zaznaczone wpisy (%1)</translation>
    </message>
    <message>
        <source>Search the entries (%1)</source>
        <translation>Szukaj we wpisach (%1)</translation>
    </message>
    <message>
        <source>Use &amp;built-in...</source>
        <translation>Użyj w&amp;budowanej...</translation>
    </message>
    <message>
        <source>Go back to the built-in table of this name: the workspace&apos;s saved table is moved aside, and Try a sentence and the runs started after it use the built-in one</source>
        <translation>Wróć do wbudowanej tablicy o tej nazwie: zapisana tablica obszaru roboczego zostaje odłożona na bok, a „Wypróbuj zdanie” i przebiegi uruchomione później używają wbudowanej</translation>
    </message>
    <message>
        <source>Preview candidates of a &amp;word:</source>
        <translation>Podgląd &amp;kandydatów dla słowa:</translation>
    </message>
    <message>
        <source>%1 (%2, %3, curated)</source>
        <translation>%1 (%2, %3, własna)</translation>
    </message>
    <message>
        <source>Search the table</source>
        <translation>Szukaj w tablicy</translation>
    </message>
    <message>
        <source>Table entries</source>
        <translation>Wpisy tablicy</translation>
    </message>
    <message>
        <source>Candidates of the word</source>
        <translation>Kandydaci słowa</translation>
    </message>
    <message>
        <source>Add an entry; %1 adds the rows copied from a spreadsheet or another table (source, target, category, weight, note)</source>
        <translation>Dodaj wpis; %1 dodaje wiersze skopiowane z arkusza kalkulacyjnego lub innej tablicy (źródło, cel, kategoria, waga, uwaga)</translation>
    </message>
    <message>
        <source>∅</source>
        <translation>∅</translation>
    </message>
    <message>
        <source>a line without a target column (a value copied alone)</source>
        <translation>wiersz bez kolumny celu (pojedyncza skopiowana wartość)</translation>
    </message>
    <message numerus="yes">
        <source>%n pasted row(s) not taken: %1</source>
        <translation>
            <numerusform>Nie przyjęto %n wklejonego wiersza: %1</numerusform>
            <numerusform>Nie przyjęto %n wklejonych wierszy: %1</numerusform>
            <numerusform>Nie przyjęto %n wklejonych wierszy: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>akshara::widgets::ConfusionTableModel</name>
    <message>
        <source>edit %1</source>
        <translation>edytuj: %1</translation>
    </message>
    <message>
        <source>add entry</source>
        <translation>dodaj wpis</translation>
    </message>
    <message>
        <source>remove entry</source>
        <translation>usuń wpis</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>(dropped)</source>
        <translation>(usunięty)</translation>
    </message>
    <message>
        <source>∅</source>
        <translation>∅</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Źródło</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cel</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategoria</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Waga</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notatka</translation>
    </message>
    <message>
        <source>Unicode name</source>
        <translation>Nazwa Unicode</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasa</translation>
    </message>
    <message>
        <source>Devanagari</source>
        <translation>Dewanagari</translation>
    </message>
    <message>
        <source>Bengali</source>
        <translation>Bengalskie</translation>
    </message>
    <message>
        <source>Gurmukhi</source>
        <translation>Gurmukhi</translation>
    </message>
    <message>
        <source>Gujarati</source>
        <translation>Gudżarati</translation>
    </message>
    <message>
        <source>Oriya</source>
        <translation>Orija</translation>
    </message>
    <message>
        <source>Tamil</source>
        <translation>Tamilskie</translation>
    </message>
    <message>
        <source>Telugu</source>
        <translation>Telugu</translation>
    </message>
    <message>
        <source>Kannada</source>
        <translation>Kannada</translation>
    </message>
    <message>
        <source>Malayalam</source>
        <translation>Malajalam</translation>
    </message>
    <message>
        <source>Arabic</source>
        <translation>Arabskie</translation>
    </message>
    <message>
        <source>Latin</source>
        <translation>Łacińskie</translation>
    </message>
    <message>
        <source>Common</source>
        <translation>Wspólne</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Nieznane</translation>
    </message>
    <message>
        <source>consonant</source>
        <translation>spółgłoska</translation>
    </message>
    <message>
        <source>dead-consonant</source>
        <translation>spółgłoska bez samogłoski</translation>
    </message>
    <message>
        <source>independent-vowel</source>
        <translation>samogłoska samodzielna</translation>
    </message>
    <message>
        <source>vowel-sign</source>
        <translation>znak samogłoski</translation>
    </message>
    <message>
        <source>virama</source>
        <translation>wirama</translation>
    </message>
    <message>
        <source>nukta</source>
        <translation>nukta</translation>
    </message>
    <message>
        <source>modifier</source>
        <translation>modyfikator</translation>
    </message>
    <message>
        <source>letter</source>
        <translation>litera</translation>
    </message>
    <message>
        <source>mark</source>
        <translation>znak diakrytyczny</translation>
    </message>
    <message>
        <source>digit</source>
        <translation>cyfra</translation>
    </message>
    <message>
        <source>punctuation</source>
        <translation>interpunkcja</translation>
    </message>
    <message>
        <source>joiner</source>
        <translation>łącznik (ZWJ)</translation>
    </message>
    <message>
        <source>non-joiner</source>
        <translation>rozłącznik (ZWNJ)</translation>
    </message>
    <message>
        <source>space</source>
        <translation>odstęp</translation>
    </message>
    <message>
        <source>symbol</source>
        <translation>symbol</translation>
    </message>
    <message>
        <source>other</source>
        <translation>inny</translation>
    </message>
    <message>
        <source>phonological</source>
        <translation>fonologiczna</translation>
    </message>
    <message>
        <source>orthographic</source>
        <translation>ortograficzna</translation>
    </message>
    <message>
        <source>keyboard</source>
        <translation>klawiaturowa</translation>
    </message>
    <message>
        <source>ocr</source>
        <translation>OCR</translation>
    </message>
    <message>
        <source>diacritic</source>
        <translation>diakrytyczna</translation>
    </message>
    <message>
        <source>orthographic-rule</source>
        <translation>reguła ortograficzna</translation>
    </message>
    <message>
        <source>relation</source>
        <translation>relacja słów</translation>
    </message>
    <message>
        <source>the table has no name</source>
        <translation>tablica nie ma nazwy</translation>
    </message>
    <message>
        <source>the table names no script</source>
        <translation>tablica nie podaje pisma</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;</source>
        <translation>nieznany język &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 is written in %2, not %3</source>
        <translation>%1 używa pisma: %2, a nie %3</translation>
    </message>
    <message>
        <source>unassigned code point %1</source>
        <translation>nieprzypisany punkt kodowy %1</translation>
    </message>
    <message>
        <source>unusable code point %1 (control, private use or unassigned)</source>
        <translation>nieużywalny punkt kodowy %1 (sterujący, do użytku prywatnego lub nieprzypisany)</translation>
    </message>
    <message>
        <source>white space %1 inside an entry</source>
        <translation>biały znak %1 wewnątrz wpisu</translation>
    </message>
    <message>
        <source>character %1 (%2) is %3, not %4</source>
        <translation>znak %1 (%2): pismo %3, a nie %4</translation>
    </message>
    <message>
        <source>empty source</source>
        <translation>puste źródło</translation>
    </message>
    <message>
        <source>self-map: %1 -&gt; %2</source>
        <translation>odwzorowanie na siebie: %1 -&gt; %2</translation>
    </message>
    <message>
        <source>unknown phonological category &apos;%1&apos; (expected vowel-length, aspiration, voicing or sibilant)</source>
        <translation>nieznana kategoria fonologiczna &apos;%1&apos; (oczekiwano vowel-length, aspiration, voicing lub sibilant)</translation>
    </message>
    <message>
        <source>negative weight</source>
        <translation>ujemna waga</translation>
    </message>
    <message>
        <source>duplicate of the entry on line %1: %2 -&gt; %3</source>
        <translation>powtórzenie wpisu z wiersza %1: %2 -&gt; %3</translation>
    </message>
    <message>
        <source>asymmetric pair: %1 -&gt; %2 has no reverse entry</source>
        <translation>para niesymetryczna: %1 -&gt; %2 nie ma wpisu odwrotnego</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>błąd: %1</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>ostrzeżenie: %1</translation>
    </message>
    <message>
        <source>invalid UTF-8 at byte %1 of the line</source>
        <translation>nieprawidłowy UTF-8 w bajcie %1 wiersza</translation>
    </message>
    <message>
        <source>no format version after &apos;%1&apos;; read as 1</source>
        <translation>brak wersji formatu po &apos;%1&apos;; odczytano jako 1</translation>
    </message>
    <message>
        <source>unreadable format version &apos;%1&apos; (this program reads 1)</source>
        <translation>nieczytelna wersja formatu &apos;%1&apos; (ten program czyta wersję 1)</translation>
    </message>
    <message>
        <source>format version %1 is newer than this program reads (1)</source>
        <translation>wersja formatu %1 jest nowsza niż ta, którą czyta ten program (1)</translation>
    </message>
    <message>
        <source>format version %1 is not one this program reads (1)</source>
        <translation>ten program nie czyta wersji formatu %1 (czyta 1)</translation>
    </message>
    <message>
        <source>a second &apos;# %1:&apos; header (the first is on line %2)</source>
        <translation>drugi nagłówek &apos;# %1:&apos; (pierwszy jest w wierszu %2)</translation>
    </message>
    <message>
        <source>unknown kind &apos;%1&apos;</source>
        <translation>nieznany rodzaj &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown script &apos;%1&apos; (use an ISO 15924 code such as Deva)</source>
        <translation>nieznane pismo &apos;%1&apos; (użyj kodu ISO 15924, np. Deva)</translation>
    </message>
    <message>
        <source>expected yes or no, found &apos;%1&apos;</source>
        <translation>oczekiwano yes lub no, znaleziono &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown header key &apos;%1&apos; ignored</source>
        <translation>pominięto nieznany klucz nagłówka &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown column &apos;%1&apos;</source>
        <translation>nieznana kolumna &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the column row names &apos;%1&apos; twice</source>
        <translation>wiersz kolumn wymienia &apos;%1&apos; dwukrotnie</translation>
    </message>
    <message>
        <source>the column row has no &apos;%1&apos; column</source>
        <translation>w wierszu kolumn brak kolumny &apos;%1&apos;</translation>
    </message>
    <message>
        <source>not in NFC; read as its NFC form</source>
        <translation>nie w postaci NFC; odczytano jako postać NFC</translation>
    </message>
    <message>
        <source>bad escape at character %1 (use \uXXXX, \UXXXXXXXX or \\)</source>
        <translation>błędna sekwencja ucieczki przy znaku %1 (użyj \uXXXX, \UXXXXXXXX lub \\)</translation>
    </message>
    <message>
        <source>bad hexadecimal digit in escape at character %1</source>
        <translation>błędna cyfra szesnastkowa w sekwencji ucieczki przy znaku %1</translation>
    </message>
    <message>
        <source>escape at character %1 is not a code point</source>
        <translation>sekwencja ucieczki przy znaku %1 nie jest punktem kodowym</translation>
    </message>
    <message>
        <source>expected at most %1 tab-separated fields, found %2</source>
        <translation>oczekiwano najwyżej %1 pól rozdzielonych tabulatorami, znaleziono %2</translation>
    </message>
    <message>
        <source>the row has no target field (a deletion is an empty target after a tab)</source>
        <translation>wiersz nie ma pola target (usunięcie to puste pole target po tabulatorze)</translation>
    </message>
    <message>
        <source>not a number: &apos;%1&apos;</source>
        <translation>to nie liczba: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no column row (source&lt;TAB&gt;target...) found</source>
        <translation>nie znaleziono wiersza kolumn (source&lt;TAB&gt;target...)</translation>
    </message>
    <message>
        <source>no &apos;# name:&apos; header</source>
        <translation>brak nagłówka &apos;# name:&apos;</translation>
    </message>
    <message>
        <source>no &apos;# kind:&apos; header</source>
        <translation>brak nagłówka &apos;# kind:&apos;</translation>
    </message>
    <message>
        <source>script &apos;%1&apos; is the code of no script of letters (use an ISO 15924 code such as Deva)</source>
        <translation>&apos;%1&apos; nie jest kodem żadnego pisma liter (użyj kodu ISO 15924, np. Deva)</translation>
    </message>
    <message>
        <source>a NUL byte at byte %1 of the line: the file is not UTF-8 text; save it as UTF-8</source>
        <translation>bajt NUL w bajcie %1 wiersza: plik nie jest tekstem UTF-8; zapisz go jako UTF-8</translation>
    </message>
    <message numerus="yes">
        <source>add %n entries</source>
        <translation>
            <numerusform>dodaj %n wpis</numerusform>
            <numerusform>dodaj %n wpisy</numerusform>
            <numerusform>dodaj %n wpisów</numerusform>
        </translation>
    </message>
    <message>
        <source>The weight is left as it was.</source>
        <translation>Waga pozostaje bez zmian.</translation>
    </message>
    <message>
        <source>The weight “%1” is not a number (%2, or %3 as the system&apos;s language writes it).</source>
        <translation>Waga „%1” nie jest liczbą (%2 lub %3, jak zapisuje ją język systemu).</translation>
    </message>
</context>
<context>
    <name>akshara::widgets::FontCheck</name>
    <message>
        <source>No installed font draws %1 text, which will show as empty boxes. Install the Debian package fonts-noto-core (sudo apt install fonts-noto-core) and restart.</source>
        <translation>Żaden zainstalowany font nie wyświetla tekstu w piśmie %1, więc będzie on widoczny jako puste prostokąty. Zainstaluj pakiet Debiana fonts-noto-core (sudo apt install fonts-noto-core) i uruchom program ponownie.</translation>
    </message>
</context>
<context>
    <name>akshara::widgets::LayerAccuracyPlot</name>
    <message>
        <source>Accuracy per layer</source>
        <translation>Dokładność dla każdej warstwy</translation>
    </message>
    <message>
        <source>%1 (control task)</source>
        <translation>%1 (zadanie kontrolne)</translation>
    </message>
    <message>
        <source>%1 (selectivity)</source>
        <translation>%1 (selektywność)</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Warstwa</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Dokładność</translation>
    </message>
    <message>
        <source>%1
Layer %2: </source>
        <translation>%1
Warstwa %2: </translation>
    </message>
    <message>
        <source>RS %1</source>
        <translation>RS %1</translation>
    </message>
    <message>
        <source>accuracy %1</source>
        <translation>dokładność %1</translation>
    </message>
    <message>
        <source> ± %1</source>
        <translation> ± %1</translation>
    </message>
    <message>
        <source>
control %1, selectivity %2</source>
        <translation>
zadanie kontrolne %1, selektywność %2</translation>
    </message>
    <message>
        <source>Robustness score (RS) per layer</source>
        <translation>Wskaźnik odporności (RS) dla każdej warstwy</translation>
    </message>
    <message>
        <source>Robustness score (RS)</source>
        <translation>Wskaźnik odporności (RS)</translation>
    </message>
    <message>
        <source>No curves to show.</source>
        <translation>Brak krzywych do pokazania.</translation>
    </message>
    <message>
        <source>Accuracy / selectivity</source>
        <translation>Dokładność / selektywność</translation>
    </message>
    <message>
        <source>No series has values in this view.</source>
        <translation>Żadna seria nie ma wartości w tym widoku.</translation>
    </message>
    <message>
        <source>Layer plot</source>
        <translation>Wykres warstw</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>warstwa %1</translation>
    </message>
    <message>
        <source>Vie&amp;w:</source>
        <translation>Wid&amp;ok:</translation>
    </message>
    <message>
        <source>Curves</source>
        <translation>Krzywe</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>%1 (standard deviation)</source>
        <translation>%1 (odchylenie standardowe)</translation>
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
        <translation>średnia</translation>
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
        <translation>wiersz</translation>
    </message>
    <message>
        <source>column</source>
        <translation>kolumna</translation>
    </message>
    <message>
        <source>total</source>
        <translation>suma</translation>
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
        <translation>udział w wierszu</translation>
    </message>
    <message>
        <source>score</source>
        <translation>wynik</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>brak wartości</translation>
    </message>
    <message>
        <source>share of all</source>
        <translation>udział w całości</translation>
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
        <translation>Akshara Workbench: odporność modeli językowych na naturalne błędy.</translation>
    </message>
    <message>
        <source>Open the workspace DIR.</source>
        <translation>Otwórz obszar roboczy DIR.</translation>
    </message>
    <message>
        <source>Open the run folder DIR in its view; may be given several times (with --smoke: the PNG of its view shows it).</source>
        <translation>Otwórz folder przebiegu DIR w jego widoku; opcję można podać wiele razy (z --smoke: przebieg jest widoczny na obrazie PNG swojego widoku).</translation>
    </message>
    <message>
        <source>Open the demo workspace, building it first (a few minutes, as a job) when it is not there yet.</source>
        <translation>Otwórz demonstracyjny obszar roboczy; jeśli go jeszcze nie ma, najpierw go utwórz (kilka minut, jako zadanie).</translation>
    </message>
    <message>
        <source>%1 is not valid UTF-8 (byte %2): a name in an older encoding would open another folder; rename it (convmv converts names)</source>
        <translation>%1 nie jest poprawnym UTF-8 (bajt %2): nazwa w starszym kodowaniu otworzyłaby inny folder; zmień ją (convmv przekształca nazwy)</translation>
    </message>
    <message>
        <source>unexpected argument %1 (open a workspace with --workspace DIR, a run with --open-run DIR)</source>
        <translation>nieoczekiwany argument %1 (obszar roboczy otwiera --workspace DIR, przebieg --open-run DIR)</translation>
    </message>
    <message>
        <source>--workspace needs a folder, not an empty name</source>
        <translation>--workspace wymaga folderu, a nie pustej nazwy</translation>
    </message>
    <message>
        <source>--demo and --workspace each name the workspace to open: give one</source>
        <translation>--demo i --workspace wskazują obszar roboczy do otwarcia: podaj jedno z nich</translation>
    </message>
    <message>
        <source>Build a tiny demo workspace (with --workspace or --demo: that one, at the size it was made, else full size), write a PNG of each view into OUTDIR and exit.</source>
        <translation>Zbuduj mały demonstracyjny obszar roboczy (z --workspace lub --demo: ten, w rozmiarze, w jakim powstał, w przeciwnym razie pełny), zapisz PNG każdego widoku do OUTDIR i zakończ.</translation>
    </message>
</context>
</TS>
