// The workbench in Hindi and Polish: Qt's standard buttons follow the language, names of
// run kinds, languages and measures are translated, no Hindi mnemonic splits a syllable, and
// no two controls of a window share a mnemonic in any of the three languages.
#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QTabWidget>
#include <QtTest>

#include <clocale>
#include <cstdio>
#include <cstdlib>
#include <memory>

#include "Application.h"
#include "AttackView.h"
#include "CompareRunsView.h"
#include "DialogFields.h"
#include "FigureSizeDialog.h"
#include "JobsPanel.h"
#include "MainWindow.h"
#include "NewAsrRunDialog.h"
#include "NewAttackRunDialog.h"
#include "NewPredictionDialog.h"
#include "NewProbeRunDialog.h"
#include "NewTrainingDialog.h"
#include "PerturbDatasetDialog.h"
#include "RunBrowserModel.h"
#include "SettingsDialog.h"
#include "TestSupport.h"
#include "TransferFilesDialog.h"
#include "lexicon/TableFormat.h"
#include "lexicon/TableValidation.h"
#include "perturb/OperatorRegistry.h"
#include "text/Script.h"
#include "widgets/ConfusionTableModel.h"

using namespace akshara::gui;

namespace {

// The letter an '&' in `text` makes a mnemonic of (lower case); none for "&&" or no '&'.
QChar mnemonicOf(const QString& text) {
    for (int i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('&')) {
            if (text.at(i + 1) == QLatin1Char('&')) {
                ++i;
                continue;
            }
            return text.at(i + 1).toLower();
        }
    }
    return {};
}

// The mnemonics that more than one control shown in `scope` answers to, as "x: text | text"
// lines: buttons, check boxes, group boxes and the labels of fields.
QStringList clashingMnemonics(QWidget* scope) {
    QMap<QChar, QStringList> owners;
    const auto add = [&](QWidget* widget, const QString& text) {
        const QChar letter = mnemonicOf(text);
        if (!letter.isNull() && widget->isVisibleTo(scope)) {
            owners[letter] << text;
        }
    };
    for (QAbstractButton* button : scope->findChildren<QAbstractButton*>()) {
        add(button, button->text());
    }
    for (QLabel* label : scope->findChildren<QLabel*>()) {
        if (label->buddy() != nullptr) {
            add(label, label->text());
        }
    }
    for (QGroupBox* group : scope->findChildren<QGroupBox*>()) {
        add(group, group->title());
    }
    // A window's menu titles answer to Alt and their letter too.
    if (auto* window = qobject_cast<QMainWindow*>(scope)) {
        for (QAction* menu : window->menuBar()->actions()) {
            const QChar letter = mnemonicOf(menu->text());
            if (!letter.isNull()) {
                owners[letter] << menu->text();
            }
        }
    }
    QStringList clashes;
    for (auto it = owners.begin(); it != owners.end(); ++it) {
        if (it.value().size() > 1) {
            clashes << QString(it.key()) + QStringLiteral(": ") +
                           it.value().join(QStringLiteral(" | "));
        }
    }
    // The entries of an open menu answer to their letter alone: distinct within each menu.
    if (auto* window = qobject_cast<QMainWindow*>(scope)) {
        for (QAction* title : window->menuBar()->actions()) {
            if (title->menu() == nullptr) {
                continue;
            }
            QMap<QChar, QStringList> entries;
            for (QAction* entry : title->menu()->actions()) {
                const QChar letter = mnemonicOf(entry->text());
                if (!entry->isSeparator() && !letter.isNull()) {
                    entries[letter] << entry->text();
                }
            }
            for (auto it = entries.begin(); it != entries.end(); ++it) {
                if (it.value().size() > 1) {
                    clashes << title->text() + QStringLiteral(" menu, ") + QString(it.key()) +
                                   QStringLiteral(": ") + it.value().join(QStringLiteral(" | "));
                }
            }
        }
    }
    return clashes;
}

QString cancelText() {
    QDialogButtonBox box(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    return box.button(QDialogButtonBox::Cancel)->text();
}

}  // namespace

class TestGuiTranslations : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void standardButtonsFollowTheLanguage() {
        // Hindi from the workbench's own translation (Qt ships none), Polish from Debian's
        // qt6-translations-l10n; a later call replaces the earlier language.
        QVERIFY(setUpApplication(QStringLiteral("hi")));
        QCOMPARE(cancelText(), QString::fromUtf8("रद्द करें"));
        QCOMPARE(QCoreApplication::translate("akshara::gui::MainWindow", "&File"),
                 QString::fromUtf8("फ़ाइल (&F)"));
        QVERIFY(setUpApplication(QStringLiteral("pl")));
        QCOMPARE(cancelText(), QStringLiteral("Anuluj"));
        QVERIFY(!setUpApplication(QStringLiteral("en")));
        QCOMPARE(cancelText(), QStringLiteral("Cancel"));
        QCOMPARE(QCoreApplication::translate("akshara::gui::MainWindow", "&File"),
                 QStringLiteral("&File"));
    }

    // Every export and open goes through Qt's own file dialog: in Hindi its labels, buttons
    // and columns were English ("Look in:", "File name:", "Save", "Date Modified"), Qt
    // shipping no Hindi of its own; the workbench's translation of Qt's strings has them.
    void theFileDialogSpeaksHindi() {
        QVERIFY(setUpApplication(QStringLiteral("hi")));
        QFileDialog dialog(nullptr, QStringLiteral("x"), QDir::tempPath());
        dialog.setOption(QFileDialog::DontUseNativeDialog);
        dialog.setAcceptMode(QFileDialog::AcceptSave);
        dialog.setViewMode(QFileDialog::Detail);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QStringList shown;
        for (const QLabel* label : dialog.findChildren<QLabel*>())
            if (label->isVisible())
                shown << label->text();
        for (const QAbstractButton* button : dialog.findChildren<QAbstractButton*>())
            if (button->isVisible())
                shown << button->text() << button->toolTip();
        for (const QHeaderView* header : dialog.findChildren<QHeaderView*>())
            for (int i = 0; header->model() && i < header->model()->columnCount(); ++i)
                shown << header->model()->headerData(i, Qt::Horizontal).toString();
        QVERIFY(shown.contains(QString::fromUtf8("फ़ाइल नाम (&N):")));
        QVERIFY(shown.contains(QString::fromUtf8("सहेजें (&S)")));
        QVERIFY(shown.contains(QString::fromUtf8("संशोधन तिथि")));
        const QRegularExpression english(QStringLiteral("[A-Za-z]{3}"));
        for (const QString& text : shown)
            QVERIFY2(!english.match(text).hasMatch(), qPrintable(text));
        dialog.close();
        QVERIFY(!setUpApplication(QStringLiteral("en")));
    }

    // Counted strings read as English counts them ("1 run", "3 runs", never "run(s)") in
    // English and in a language the workbench has no translation for; a translation's own
    // forms come first.
    void countsTakeEnglishPluralForms() {
        const char* context = "akshara::gui::RunsPanel";
        const char* source = "Move %n run(s) to the trash?";
        for (const char* language : {"en", "de"}) {
            QVERIFY(!setUpApplication(QString::fromLatin1(language)));
            QCOMPARE(QCoreApplication::translate(context, source, nullptr, 1),
                     QStringLiteral("Move 1 run to the trash?"));
            QCOMPARE(QCoreApplication::translate(context, source, nullptr, 3),
                     QStringLiteral("Move 3 runs to the trash?"));
        }
        QCOMPARE(QCoreApplication::translate("akshara::gui::ProbingView", ", %n folds", nullptr, 1),
                 QStringLiteral(", 1 fold"));
        QVERIFY(setUpApplication(QStringLiteral("pl")));
        const QString polish = QCoreApplication::translate(context, source, nullptr, 3);
        QVERIFY2(!polish.contains(QStringLiteral("run")), qPrintable(polish));
        QVERIFY(!setUpApplication(QStringLiteral("en")));
    }

    // On a Polish desktop Qt makes the C library's locale Polish (a decimal comma); the
    // workbench keeps its numbers with a point, so that the libraries it uses read "0.5".
    void numbersKeepTheirPointOnAPolishDesktop() {
        const QString problem = akshara::test::usePolishCLocale();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(std::strtod("0.25", nullptr), 0.0);  // what the libraries would read
        setUpApplication(QStringLiteral("pl"));
        QCOMPARE(std::strtod("0.25", nullptr), 0.25);
        char buffer[16];
        std::snprintf(buffer, sizeof buffer, "%.1f", 0.5);
        QCOMPARE(QByteArray(buffer), QByteArray("0.5"));
        // The rest of the desktop's locale stays (Polish letters in the C library).
        QVERIFY(QByteArray(std::setlocale(LC_CTYPE, nullptr)).startsWith("pl_PL"));
        std::setlocale(LC_ALL, "C");
        QVERIFY(!setUpApplication(QStringLiteral("en")));
    }

    // Numbers shown and typed follow the workbench's language, whatever the desktop's.
    void numbersOnScreenFollowTheLanguage() {
        setUpApplication(QStringLiteral("pl"));
        QCOMPARE(QLocale().toString(0.5), QStringLiteral("0,5"));
        QVERIFY(!setUpApplication(QStringLiteral("en")));
        QCOMPARE(QLocale().toString(0.5), QStringLiteral("0.5"));
    }

    // Counts inside longer texts take the language's plural forms (Polish has three).
    void countsInSentencesTakeTheirForms() {
        const char* context = "akshara::widgets::AttackResultsTable";
        const char* source = "%Ln example(s)";
        QVERIFY(setUpApplication(QStringLiteral("pl")));
        QCOMPARE(QCoreApplication::translate(context, source, nullptr, 1),
                 QString::fromUtf8("1 przykład"));
        QCOMPARE(QCoreApplication::translate(context, source, nullptr, 2),
                 QString::fromUtf8("2 przykłady"));
        QCOMPARE(QCoreApplication::translate(context, source, nullptr, 5),
                 QString::fromUtf8("5 przykładów"));
        QCOMPARE(QCoreApplication::translate(context, source, nullptr, 22),
                 QString::fromUtf8("22 przykłady"));
        QVERIFY(!setUpApplication(QStringLiteral("en")));
        QCOMPARE(QCoreApplication::translate(context, source, nullptr, 1),
                 QStringLiteral("1 example"));
        QCOMPARE(QCoreApplication::translate(
                     "akshara::gui::RunController",
                     "dev accuracy %1 at epoch %2 of %3; %4 training and %Ln dev example(s)",
                     nullptr, 30),
                 QStringLiteral("dev accuracy %1 at epoch %2 of %3; %4 training and 30 dev "
                                "examples"));
    }

    // Every dialog that starts a job says so with the same verb, not with the noun "Start"
    // of the Models list's column.
    void dialogsStartRunsWithOneVerb() {
        for (const char* language : {"pl", "hi"}) {
            QVERIFY(setUpApplication(QString::fromLatin1(language)));
            const QString verb =
                QCoreApplication::translate("akshara::gui::NewAttackRunDialog", "Start");
            for (const char* dialog :
                 {"akshara::gui::NewAsrRunDialog", "akshara::gui::NewProbeRunDialog",
                  "akshara::gui::NewPredictionDialog", "akshara::gui::PerturbDatasetDialog"}) {
                QCOMPARE(QCoreApplication::translate(dialog, "Start"), verb);
            }
            QVERIFY(QCoreApplication::translate("akshara::gui::ModelBrowserModel", "Start") !=
                    verb);
        }
        QVERIFY(!setUpApplication(QStringLiteral("en")));
    }

    void runHeadlinesAreTranslated() {
        // An attack's headline in the Runs list was English in every language.
        const QString folder = akshara::test::tempPath(QStringLiteral("attack-headline"));
        QVERIFY(QDir().mkpath(folder));
        QFile summary(folder + QStringLiteral("/summary.json"));
        QVERIFY(summary.open(QIODevice::WriteOnly));
        summary.write(R"({"original_accuracy": 0.97, "after_attack_accuracy": 0.52})");
        summary.close();
        QFile results(folder + QStringLiteral("/results.jsonl"));
        QVERIFY(results.open(QIODevice::WriteOnly));
        results.write("{}\n");
        results.close();
        QFile manifest(folder + QStringLiteral("/manifest.json"));
        QVERIFY(manifest.open(QIODevice::WriteOnly));
        manifest.write(R"({"kind": "attack"})");
        manifest.close();
        QVERIFY(setUpApplication(QStringLiteral("pl")));
        QCOMPARE(readRunInfo(folder).headline, QString::fromUtf8("dokładność 0,970 → 0,520"));
        QVERIFY(setUpApplication(QStringLiteral("hi")));
        QCOMPARE(readRunInfo(folder).headline, QString::fromUtf8("सटीकता 0.970 → 0.520"));
        QVERIFY(!setUpApplication(QStringLiteral("en")));
        QCOMPARE(readRunInfo(folder).headline, QString::fromUtf8("accuracy 0.970 → 0.520"));
    }

    void runKindsAndCleanTextAreTranslated() {
        // The Runs list's kinds and the probing view's "clean" were raw identifiers.
        QVERIFY(setUpApplication(QStringLiteral("pl")));
        QCOMPARE(RunBrowserModel::kindName(QStringLiteral("asr-curve")),
                 QStringLiteral("krzywa ASR"));
        QCOMPARE(QCoreApplication::translate("akshara::gui::ProbingView", "clean"),
                 QStringLiteral("tekst czysty"));
        QVERIFY(setUpApplication(QStringLiteral("hi")));
        QCOMPARE(RunBrowserModel::kindName(QStringLiteral("attack")), QString::fromUtf8("हमला"));
        QVERIFY(!setUpApplication(QStringLiteral("en")));
        QCOMPARE(RunBrowserModel::kindName(QStringLiteral("asr-curve")),
                 QStringLiteral("ASR curve"));
        // A kind this version does not know is shown as the manifest names it.
        QCOMPARE(RunBrowserModel::kindName(QStringLiteral("sweep")), QStringLiteral("sweep"));
    }

    // The Jobs panel's stage came from the engine in English in every language.
    void jobStagesAreTranslated() {
        QVERIFY(setUpApplication(QStringLiteral("pl")));
        QCOMPARE(JobsModel::stageName(QStringLiteral("training probes")),
                 QStringLiteral("trenowanie sond"));
        QCOMPARE(JobsModel::stageName(QStringLiteral("epoch 2/5")), QStringLiteral("epoka 2/5"));
        // A run waiting for another one's states, or a demo for another workbench, said so in
        // English.
        for (const char* waiting : {"waiting for another run extracting the same states",
                                    "waiting for another workbench building this demo workspace"})
            QVERIFY2(!JobsModel::stageName(QString::fromLatin1(waiting))
                          .startsWith(QStringLiteral("waiting")),
                     waiting);
        QCOMPARE(JobsModel::stageName(
                     QStringLiteral("demo: training a hi sentiment classifier from scratch")),
                 QStringLiteral("demo: trenowanie od zera klasyfikatora sentymentu hi"));
        QVERIFY(setUpApplication(QStringLiteral("hi")));
        QCOMPARE(JobsModel::stageName(QStringLiteral("reading treebanks")),
                 QString::fromUtf8("ट्रीबैंक पढ़े जा रहे हैं"));
        QVERIFY(!setUpApplication(QStringLiteral("en")));
        QCOMPARE(JobsModel::stageName(QStringLiteral("attacking the hi classifier with phono")),
                 QStringLiteral("attacking the hi classifier with phono"));
        // A stage this version does not know is shown as the engine reports it.
        QCOMPARE(JobsModel::stageName(QStringLiteral("sweeping")), QStringLiteral("sweeping"));
    }

    void languageAndMeasureNamesAreTranslated() {
        // The language lists of the run dialogs and the similarity measures of the attack
        // figures were the engine's English names and keys.
        QVERIFY(setUpApplication(QStringLiteral("hi")));
        QCOMPARE(languageName(QStringLiteral("mr")), QString::fromUtf8("मराठी"));
        QCOMPARE(AttackView::measureName(QStringLiteral("phonetic")),
                 QString::fromUtf8("ध्वन्यात्मक"));
        QComboBox box;
        fillLanguages(&box);
        QVERIFY(selectByData(&box, QStringLiteral("pl")));
        QCOMPARE(box.currentText(), QString::fromUtf8("पोलिश (pl)"));
        QVERIFY(setUpApplication(QStringLiteral("pl")));
        QCOMPARE(languageName(QStringLiteral("or")), QStringLiteral("orija"));
        QCOMPARE(AttackView::measureName(QStringLiteral("cosine")), QStringLiteral("kosinusowe"));
        QVERIFY(!setUpApplication(QStringLiteral("en")));
        QCOMPARE(languageName(QStringLiteral("bd")), QStringLiteral("Bodo"));
        QCOMPARE(AttackView::measureName(QStringLiteral("chrf")), QStringLiteral("chrF"));
        // A key this version does not know stays as it is.
        QCOMPARE(AttackView::measureName(QStringLiteral("bleu")), QStringLiteral("bleu"));
    }

    void importanceMethodsAreNamed() {
        // The word-importance lists showed the command line's keys ("loo", "ig").
        QVERIFY(setUpApplication(QStringLiteral("pl")));
        QCOMPARE(importanceMethodName(QStringLiteral("ig")),
                 QStringLiteral("Gradienty zintegrowane"));
        QVERIFY(setUpApplication(QStringLiteral("hi")));
        QCOMPARE(importanceMethodName(QStringLiteral("random")), QString::fromUtf8("यादृच्छिक क्रम"));
        QVERIFY(!setUpApplication(QStringLiteral("en")));
        QComboBox box;
        fillImportanceMethods(&box, {"shap", "loo"});
        QCOMPARE(box.count(), 2);
        QVERIFY(selectByData(&box, QStringLiteral("loo")));
        QCOMPARE(box.currentText(), QStringLiteral("Leave-one-out (loo)"));
        QCOMPARE(importanceMethodName(QStringLiteral("grad-x-input")),
                 QString::fromUtf8("Gradient × input"));
        QCOMPARE(importanceMethodName(QStringLiteral("occlusion")), QStringLiteral("occlusion"));
    }

    void operatorsAreNamed() {
        // The operator lists and the attack figures showed the command line's keys ("phono",
        // "random": the random operator's curves read "random · random words").
        QVERIFY(setUpApplication(QStringLiteral("pl")));
        QCOMPARE(operatorName(QStringLiteral("diacritic")), QStringLiteral("Błędy diakrytyczne"));
        // Compare runs named them by key, and their categories in English.
        QCOMPARE(CompareRunsView::shownOperator("phono", "vowel", true, {"hi-phonological"}),
                 QString::fromUtf8("Zmiany fonologiczne / samogłoska (2. zdanie) [własna "
                                   "tablica hi-phonological]"));
        QVERIFY(setUpApplication(QStringLiteral("hi")));
        QCOMPARE(operatorName(QStringLiteral("phono")), QString::fromUtf8("ध्वनिगत परिवर्तन"));
        QCOMPARE(CompareRunsView::shownOperator("ortho", "look-alike", false, {}),
                 operatorName(QStringLiteral("ortho")) + QStringLiteral(" / ") +
                     operatorCategoryName(QStringLiteral("look-alike")));
        QVERIFY(!setUpApplication(QStringLiteral("en")));
        QCOMPARE(operatorName(QStringLiteral("random")), QStringLiteral("Random letter"));
        QCOMPARE(operatorName(QStringLiteral("typo")), QStringLiteral("typo"));
    }

    // What each operator does (the lists' tooltips) and its sub-categories were the engine's
    // English in every language.
    void operatorDescriptionsAndCategoriesAreTranslated() {
        for (const char* language : {"pl", "hi"}) {
            QVERIFY(setUpApplication(QString::fromLatin1(language)));
            for (const auto& info : akshara::perturb::operatorInfos()) {
                const QString key = QString::fromStdString(info.name);
                const QString english = QString::fromStdString(info.description);
                QVERIFY2(operatorDescription(key, english) != english,
                         qPrintable(QString::fromLatin1(language) + ": " + key));
                for (const auto& category : info.categories) {
                    const QString name = QString::fromStdString(category);
                    QVERIFY2(category == "all" || operatorCategoryName(name) != name,
                             qPrintable(QString::fromLatin1(language) + ": " + name));
                }
            }
        }
        QVERIFY(!setUpApplication(QStringLiteral("en")));
        QCOMPARE(operatorDescription(QStringLiteral("typo"), QStringLiteral("as the engine says")),
                 QStringLiteral("as the engine says"));
        QCOMPARE(operatorCategoryName(QStringLiteral("look-alike")), QStringLiteral("look-alike"));
    }

    // The tables editor named scripts, character classes and table kinds in the engine's
    // English in every language.
    void tableTermsAreTranslated() {
        using akshara::widgets::ConfusionTableModel;
        QVERIFY(setUpApplication(QStringLiteral("pl")));
        QCOMPARE(ConfusionTableModel::scriptTitle("Devanagari"), QStringLiteral("Dewanagari"));
        QCOMPARE(ConfusionTableModel::classTitle("vowel-sign"),
                 QString::fromUtf8("znak samogłoski"));
        QCOMPARE(ConfusionTableModel::kindTitle("phonological"), QStringLiteral("fonologiczna"));
        // The problems the editor finds in a table, in the workbench's language.
        const auto problems = akshara::lexicon::validateTable(
            akshara::lexicon::parseTable("# name: t\n# kind: phonological\n# script: Deva\n"
                                         "source\ttarget\tcategory\nक\tক\taspiration\n")
                .table);
        QCOMPARE(problems.size(), std::size_t(2));
        QCOMPARE(ConfusionTableModel::problemText(problems[0]),
                 QString::fromUtf8("błąd: znak ক (U+0995): pismo Bengalskie, a nie Dewanagari"));
        QCOMPARE(
            ConfusionTableModel::problemText(problems[1]),
            QString::fromUtf8("ostrzeżenie: para niesymetryczna: क -> ক nie ma wpisu odwrotnego"));
        // Those of reading the file, and a language's name inside one, were English.
        const auto parsed = akshara::lexicon::parseTable(
            "# name: t\n# kind: visual\n# script: Beng\n# language: hi\nsource\ttarget\n");
        const auto read = akshara::lexicon::tableFileProblems(parsed);
        QCOMPARE(read.size(), std::size_t(2));
        QCOMPARE(ConfusionTableModel::problemText(read[0]),
                 QString::fromUtf8("błąd: nieznany rodzaj 'visual'"));
        QCOMPARE(ConfusionTableModel::problemText(read[1]),
                 QString::fromUtf8("błąd: hindi używa pisma: Dewanagari, a nie Bengalskie"));
        QVERIFY(setUpApplication(QStringLiteral("hi")));
        QCOMPARE(ConfusionTableModel::classTitle("independent-vowel"),
                 QString::fromUtf8("स्वतंत्र स्वर"));
        for (const auto script : akshara::text::brahmicScripts()) {
            const auto name = akshara::text::scriptName(script);
            QVERIFY(ConfusionTableModel::scriptTitle(name) !=
                    QString::fromUtf8(name.data(), int(name.size())));
        }
        QVERIFY(!setUpApplication(QStringLiteral("en")));
        QCOMPARE(ConfusionTableModel::classTitle("vowel-sign"), QStringLiteral("vowel-sign"));
        QCOMPARE(ConfusionTableModel::scriptTitle("Klingon"), QStringLiteral("Klingon"));
    }

    // Alt and a letter reaches one control: in each dialog, and in each view of the main window,
    // no two controls shown together underline the same letter, in English, Hindi and Polish.
    void mnemonicsAreDistinctInEachWindow() {
        QStringList clashes;
        for (const char* language : {"en", "hi", "pl"}) {
            setUpApplication(QString::fromLatin1(language));
            const auto check = [&](QWidget* scope, const QString& name) {
                for (const QString& clash : clashingMnemonics(scope)) {
                    clashes
                        << QStringLiteral("%1, %2: %3").arg(QLatin1String(language), name, clash);
                }
            };
            {
                MainWindow window;
                for (int i = 0; i < window.views()->count(); ++i) {
                    window.views()->setCurrentIndex(i);
                    check(&window, window.views()->tabText(i));
                }
            }
            const std::unique_ptr<QWidget> dialogs[] = {
                std::make_unique<NewAttackRunDialog>(),
                std::make_unique<NewAsrRunDialog>(),
                std::make_unique<NewProbeRunDialog>(),
                std::make_unique<NewTrainingDialog>(),
                std::make_unique<NewPredictionDialog>(),
                std::make_unique<PerturbDatasetDialog>(),
                std::make_unique<SettingsDialog>(AppSettings{}),
                std::make_unique<TransferFilesDialog>(QStringList()),
                std::make_unique<FigureSizeDialog>(akshara::widgets::FigureSize{})};
            for (const auto& dialog : dialogs) {
                check(dialog.get(), QString::fromLatin1(dialog->metaObject()->className()));
            }
        }
        setUpApplication(QStringLiteral("en"));
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));
    }

    void hindiMnemonicsStandApartFromTheWords() {
        // An '&' before a Devanagari letter draws the underline inside the syllable and
        // breaks its shaping (a vowel sign left on a dotted circle); the Hindi menus put the
        // Latin letter in brackets after the word instead, as "फ़ाइल (&F)".
        QFile ts(QStringLiteral(AKSHARA_SOURCE_DIR "/translations/akshara_hi.ts"));
        QVERIFY(ts.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(ts.readAll());
        const QRegularExpression translation(QStringLiteral("<translation>([^<]*)</translation>"));
        int checked = 0;
        for (auto it = translation.globalMatch(text); it.hasNext();) {
            const QString t = it.next().captured(1);
            const int amp = t.indexOf(QStringLiteral("&amp;"));
            if (amp >= 0 && amp + 5 < t.size() && t.at(amp + 5) != QLatin1Char('&')) {
                QVERIFY2(t.at(amp + 5).unicode() < 0x80, qPrintable(t));
                ++checked;
            }
        }
        QVERIFY(checked > 20);
    }
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    TestGuiTranslations test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_gui_translations.moc"
