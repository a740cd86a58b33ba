// How long the Matrices view takes to list the examples of a cell when the prediction files
// are large: two files of N examples (three labels, with probabilities), the consistency cell
// "first right, second wrong" clicked, and the list laid out and drawn. Beside it, the same
// lines as items of a QListWidget, the way the view listed them before.
// Usage: bench_matrix_cell [N]   (offscreen: QT_QPA_PLATFORM=offscreen)
#include <QApplication>
#include <QElapsedTimer>
#include <QListView>
#include <QListWidget>
#include <QTextStream>
#include <cstdint>

#include "MatricesView.h"

namespace {

// N examples of a three-way task; `seed` varies which ones the model gets wrong.
akshara::eval::PredictionSet predictions(int n, std::uint32_t seed, const std::string& source) {
    const std::string labels[] = {"entailment", "neutral", "contradiction"};
    akshara::eval::PredictionSet set;
    set.source = source;
    std::uint32_t state = seed;
    const auto next = [&state] {
        state = state * 1664525u + 1013904223u;  // a fixed sequence, the same every run
        return state >> 8;
    };
    for (int i = 0; i < n; ++i) {
        const std::size_t gold = std::size_t(i) % 3;
        const std::size_t pred = next() % 10 < 6 ? gold : (gold + 1 + next() % 2) % 3;
        const double top = 0.4 + double(next() % 600) / 1000.0;
        akshara::eval::Prediction p{"hi-" + std::to_string(i), labels[gold], labels[pred], {}};
        for (std::size_t l = 0; l < 3; ++l) {
            p.probs.emplace_back(labels[l], l == pred ? top : (1.0 - top) / 2.0);
        }
        set.predictions.push_back(std::move(p));
    }
    return set;
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTextStream out(stdout);
    const int n = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 200000;
    akshara::gui::MatricesView view;
    view.resize(1200, 800);
    view.show();
    view.setPredictions({predictions(n, 1, "first.jsonl"), predictions(n, 2, "second.jsonl")});
    QApplication::processEvents();

    QElapsedTimer timer;
    timer.start();
    view.showCell(akshara::gui::MatricesView::Consistency, 0, 1);  // first right, second wrong
    QApplication::processEvents();
    auto* list = view.findChild<QListView*>();
    list->repaint();
    const qint64 lazy = timer.elapsed();
    const int listed = list->model()->rowCount();

    // The same lines as items, each with its tooltip, shown in a list of their own.
    QListWidget items;
    items.resize(list->size());
    items.show();
    QApplication::processEvents();
    timer.restart();
    for (int row = 0; row < listed; ++row) {
        const QModelIndex index = list->model()->index(row, 0);
        auto* item = new QListWidgetItem(index.data().toString());
        item->setToolTip(index.data(Qt::ToolTipRole).toString());
        items.addItem(item);
    }
    QApplication::processEvents();
    items.repaint();
    const qint64 asItems = timer.elapsed();

    out << "examples per file: " << n << ", listed in the cell: " << listed << "\n"
        << "Matrices view, cell clicked to list drawn: " << lazy << " ms\n"
        << "the same lines as QListWidget items:        " << asItems << " ms\n";
    return 0;
}
