<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Workspace</name>
    <message numerus="yes">
        <source>%1: and %n more error(s)</source>
        <translation>
            <numerusform>%1: and %n more error</numerusform>
            <numerusform>%1: and %n more errors</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>akshara::gui::CompareRunsView</name>
    <message numerus="yes">
        <source>%n attack run(s), as the first paper&apos;s Table 9: per model, language and operator the accuracy before and after the attack, the attack success rate, the words perturbed and the similarity of the adversarial texts (&quot;-&quot;: not measured).</source>
        <translation>
            <numerusform>%n attack run, as the first paper&apos;s Table 9: per model, language and operator the accuracy before and after the attack, the attack success rate, the words perturbed and the similarity of the adversarial texts (&quot;-&quot;: not measured).</numerusform>
            <numerusform>%n attack runs, as the first paper&apos;s Table 9: per model, language and operator the accuracy before and after the attack, the attack success rate, the words perturbed and the similarity of the adversarial texts (&quot;-&quot;: not measured).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ASR-curve run(s), as the second paper&apos;s tables: the attack success rate when the 1, 2, ... most important words of the proxy model are perturbed, and as many words chosen at random; robust: the mean ASR at most the run&apos;s threshold.</source>
        <translation>
            <numerusform>%n ASR-curve run, as the second paper&apos;s tables: the attack success rate when the 1, 2, ... most important words of the proxy model are perturbed, and as many words chosen at random; robust: the mean ASR at most the run&apos;s threshold.</numerusform>
            <numerusform>%n ASR-curve runs, as the second paper&apos;s tables: the attack success rate when the 1, 2, ... most important words of the proxy model are perturbed, and as many words chosen at random; robust: the mean ASR at most the run&apos;s threshold.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n probing run(s), as the third paper&apos;s tables (choose one in the list beside). RS: the robustness score of a layer, its accuracy on perturbed text against clean text; &quot;-&quot;: no runs for that cell.</source>
        <translation>
            <numerusform>%n probing run, as the third paper&apos;s tables (choose one in the list beside). RS: the robustness score of a layer, its accuracy on perturbed text against clean text; &quot;-&quot;: no runs for that cell.</numerusform>
            <numerusform>%n probing runs, as the third paper&apos;s tables (choose one in the list beside). RS: the robustness score of a layer, its accuracy on perturbed text against clean text; &quot;-&quot;: no runs for that cell.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(and %n more: hover to read them)</source>
        <translation>
            <numerusform>(and %n more: hover to read it)</numerusform>
            <numerusform>(and %n more: hover to read them)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>akshara::gui::MainWindow</name>
    <message numerus="yes">
        <source>%1: %n damaged hidden-state cache file(s) rebuilt in %2</source>
        <translation>
            <numerusform>%1: %n damaged hidden-state cache file rebuilt in %2</numerusform>
            <numerusform>%1: %n damaged hidden-state cache files rebuilt in %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading %n run(s) to compare</source>
        <translation>
            <numerusform>Reading %n run to compare</numerusform>
            <numerusform>Reading %n runs to compare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %1 with %n error(s): Try a sentence and the runs refuse the table until they are fixed</source>
        <translation>
            <numerusform>Saved %1 with %n error: Try a sentence and the runs refuse the table until it is fixed</numerusform>
            <numerusform>Saved %1 with %n errors: Try a sentence and the runs refuse the table until they are fixed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>These %n items cannot be opened together.</source>
        <translation>
            <numerusform>This %n item cannot be opened together.</numerusform>
            <numerusform>These %n items cannot be opened together.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %1 with %n error(s): Try a sentence and the runs refuse the table until they are fixed</source>
        <translation>
            <numerusform>Imported %1 with %n error: Try a sentence and the runs refuse the table until it is fixed</numerusform>
            <numerusform>Imported %1 with %n errors: Try a sentence and the runs refuse the table until they are fixed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) left unfinished when the workbench stopped could not be continued and were removed.</source>
        <translation>
            <numerusform>%n run left unfinished when the workbench stopped could not be continued and was removed.</numerusform>
            <numerusform>%n runs left unfinished when the workbench stopped could not be continued and were removed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>akshara::gui::MatricesView</name>
    <message numerus="yes">
        <source>first %1, second %2 · examples: %n</source>
        <translation>
            <numerusform>first %1, second %2 · examples: %n</numerusform>
            <numerusform>first %1, second %2 · examples: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>gold %1, predicted %2 · examples: %n</source>
        <translation>
            <numerusform>gold %1, predicted %2 · examples: %n</numerusform>
            <numerusform>gold %1, predicted %2 · examples: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln example(s), 95% bootstrap interval [%1, %2]</source>
        <translation>
            <numerusform>%Ln example, 95% bootstrap interval [%1, %2]</numerusform>
            <numerusform>%Ln examples, 95% bootstrap interval [%1, %2]</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>akshara::gui::ModelsPanel</name>
    <message numerus="yes">
        <source>Move the %n selected model(s) to the trash...</source>
        <translation>
            <numerusform>Move the %n selected model to the trash...</numerusform>
            <numerusform>Move the %n selected models to the trash...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n model(s) to the trash?</source>
        <translation>
            <numerusform>Move %n model to the trash?</numerusform>
            <numerusform>Move %n models to the trash?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>akshara::gui::PerturbationJobs</name>
    <message numerus="yes">
        <source>%1 of %n text(s) perturbed</source>
        <translation>
            <numerusform>%1 of %n text perturbed</numerusform>
            <numerusform>%1 of %n texts perturbed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>akshara::gui::PredictionJobs</name>
    <message numerus="yes">
        <source>%n example(s) classified, %1 correct (%2%)</source>
        <translation>
            <numerusform>%n example classified, %1 correct (%2%)</numerusform>
            <numerusform>%n examples classified, %1 correct (%2%)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>akshara::gui::ProbingView</name>
    <message numerus="yes">
        <source>, %n folds</source>
        <translation>
            <numerusform>, %n fold</numerusform>
            <numerusform>, %n folds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 / %2: %n sentences, %3 classes; majority baseline %4; best layer %5 (accuracy %6, selectivity %7).</source>
        <translation>
            <numerusform>%1 / %2: %n sentence, %3 classes; majority baseline %4; best layer %5 (accuracy %6, selectivity %7).</numerusform>
            <numerusform>%1 / %2: %n sentences, %3 classes; majority baseline %4; best layer %5 (accuracy %6, selectivity %7).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 / %2: %n sentences, %3 classes; majority baseline %4; best layer %5 (accuracy %6).</source>
        <translation>
            <numerusform>%1 / %2: %n sentence, %3 classes; majority baseline %4; best layer %5 (accuracy %6).</numerusform>
            <numerusform>%1 / %2: %n sentences, %3 classes; majority baseline %4; best layer %5 (accuracy %6).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>akshara::gui::RunController</name>
    <message numerus="yes">
        <source>dev accuracy %1 at epoch %2 of %3; %4 training and %Ln dev example(s)</source>
        <translation>
            <numerusform>dev accuracy %1 at epoch %2 of %3; %4 training and %Ln dev example</numerusform>
            <numerusform>dev accuracy %1 at epoch %2 of %3; %4 training and %Ln dev examples</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>akshara::gui::RunsPanel</name>
    <message numerus="yes">
        <source>Compare the %n selected attack run(s)</source>
        <translation>
            <numerusform>Compare the %n selected attack run</numerusform>
            <numerusform>Compare the %n selected attack runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Compare the %n selected ASR-curve run(s)</source>
        <translation>
            <numerusform>Compare the %n selected ASR-curve run</numerusform>
            <numerusform>Compare the %n selected ASR-curve runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Compare the %n selected probing run(s)</source>
        <translation>
            <numerusform>Compare the %n selected probing run</numerusform>
            <numerusform>Compare the %n selected probing runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move the %n selected run(s) to the trash...</source>
        <translation>
            <numerusform>Move the %n selected run to the trash...</numerusform>
            <numerusform>Move the %n selected runs to the trash...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n run(s) to the trash?</source>
        <translation>
            <numerusform>Move %n run to the trash?</numerusform>
            <numerusform>Move %n runs to the trash?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>akshara::gui::TrySentenceView</name>
    <message numerus="yes">
        <source>The model predicts %1 for the sentence; %2 of the %n version(s) change the prediction (marked).</source>
        <translation>
            <numerusform>The model predicts %1 for the sentence; %2 of the %n version change the prediction (marked).</numerusform>
            <numerusform>The model predicts %1 for the sentence; %2 of the %n versions change the prediction (marked).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n perturbed version(s) of the sentence.</source>
        <translation>
            <numerusform>%n perturbed version of the sentence.</numerusform>
            <numerusform>%n perturbed versions of the sentence.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only %n different version(s) could be made; the operator has no more changes to give this sentence.</source>
        <translation>
            <numerusform>Only %n different version could be made; the operator has no more changes to give this sentence.</numerusform>
            <numerusform>Only %n different versions could be made; the operator has no more changes to give this sentence.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The operator can change %n word(s) of this sentence, so each version changes those, not %1.</source>
        <translation>
            <numerusform>The operator can change %n word of this sentence, so each version changes it, not %1.</numerusform>
            <numerusform>The operator can change %n words of this sentence, so each version changes those, not %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) of it are longer than %1 characters, the longest perturbed, and left as they are.</source>
        <translation>
            <numerusform>%n word of it is longer than %1 characters, the longest perturbed, and left as it is.</numerusform>
            <numerusform>%n words of it are longer than %1 characters, the longest perturbed, and left as they are.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>akshara::widgets::AttackResultsTable</name>
    <message numerus="yes">
        <source>%Ln example(s)</source>
        <translation>
            <numerusform>%Ln example</numerusform>
            <numerusform>%Ln examples</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %Ln skipped (the model was already wrong)</source>
        <translation>
            <numerusform>, %Ln skipped (the model was already wrong)</numerusform>
            <numerusform>, %Ln skipped (the model was already wrong)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %Ln skipped (no word to change)</source>
        <translation>
            <numerusform>, %Ln skipped (no word to change)</numerusform>
            <numerusform>, %Ln skipped (no word to change)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %Ln skipped (%1 the model already got wrong, %2 without a word to change)</source>
        <translation>
            <numerusform>, %Ln skipped (%1 the model already got wrong, %2 without a word to change)</numerusform>
            <numerusform>, %Ln skipped (%1 the model already got wrong, %2 without a word to change)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; attack success rate %1% (%2 of the %Ln example(s) the model got right), %3 queries per attacked example</source>
        <translation>
            <numerusform>; attack success rate %1% (%2 of the %Ln example the model got right), %3 queries per attacked example</numerusform>
            <numerusform>; attack success rate %1% (%2 of the %Ln examples the model got right), %3 queries per attacked example</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>akshara::widgets::ConfusionTableEditor</name>
    <message numerus="yes">
        <source>remove %n entries</source>
        <translation>
            <numerusform>remove %n entry</numerusform>
            <numerusform>remove %n entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n entry</numerusform>
            <numerusform>%n entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows with errors</source>
        <translation>
            <numerusform>%n row with errors</numerusform>
            <numerusform>%n rows with errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pasted row(s) not taken: %1</source>
        <translation>
            <numerusform>%n pasted row not taken: %1</numerusform>
            <numerusform>%n pasted rows not taken: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>akshara::widgets::ConfusionTableModel</name>
    <message numerus="yes">
        <source>add %n entries</source>
        <translation>
            <numerusform>add %n entry</numerusform>
            <numerusform>add %n entries</numerusform>
        </translation>
    </message>
</context>
</TS>
