// How long the table editor stops the window when the user picks another table, and at each
// key typed into its search field: every built-in table shown in turn (the keyboard tables of
// the Indian scripts have some 200 to 360 entries, each shown in the nine Brahmic scripts
// beside it), then a word searched for in the largest, a letter at a time.
// Usage: bench_table_editor [ROUNDS]   (offscreen: QT_QPA_PLATFORM=offscreen)
#include <QApplication>
#include <QElapsedTimer>
#include <QTextStream>
#include <algorithm>
#include <vector>

#include "lexicon/BuiltinTables.h"
#include "widgets/ConfusionTableEditor.h"

namespace {

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values.empty() ? 0.0 : values[values.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTextStream out(stdout);
    const int rounds = argc > 1 ? std::max(1, QString::fromLocal8Bit(argv[1]).toInt()) : 3;
    const auto& tables = akshara::lexicon::builtinTables();
    akshara::widgets::ConfusionTableEditor editor;
    editor.resize(1400, 900);
    editor.show();
    editor.setTables(tables);
    QApplication::processEvents();

    std::vector<double> all, keyboard;
    double slowest = 0.0;
    std::size_t largest = 0;
    QElapsedTimer timer;
    for (int round = 0; round < rounds; ++round) {
        for (std::size_t i = 0; i < tables.size(); ++i) {
            timer.start();
            editor.setCurrentTableIndex(int(i));
            QApplication::processEvents();
            const double ms = double(timer.nsecsElapsed()) / 1e6;
            all.push_back(ms);
            if (tables[i].kind == akshara::lexicon::ConfusionKind::Keyboard) {
                keyboard.push_back(ms);
            }
            slowest = std::max(slowest, ms);
            if (tables[i].entries.size() > tables[largest].entries.size()) {
                largest = i;
            }
        }
    }
    editor.setCurrentTableIndex(int(largest));
    QApplication::processEvents();
    std::vector<double> keys;
    const QString word = QStringLiteral("ക്ഷ");
    for (int round = 0; round < rounds; ++round) {
        for (int n = 1; n <= word.size(); ++n) {
            timer.start();
            editor.setSearchText(word.left(n));
            QApplication::processEvents();
            keys.push_back(double(timer.nsecsElapsed()) / 1e6);
        }
        editor.setSearchText(QString());
        QApplication::processEvents();
    }
    out << "tables: " << tables.size() << ", largest "
        << QString::fromStdString(tables[largest].name) << " (" << tables[largest].entries.size()
        << " entries)\n"
        << "switch to a table, median: " << median(all)
        << " ms; keyboard tables: " << median(keyboard) << " ms; slowest: " << slowest << " ms\n"
        << "a key typed in the search field of the largest, median: " << median(keys) << " ms\n";
    return 0;
}
