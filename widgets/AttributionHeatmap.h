#pragma once

#include <QString>
#include <QStringList>
#include <QWidget>
#include <vector>

class QCheckBox;
class QComboBox;
class QPainter;
class QScrollArea;

namespace akshara::widgets {

// A scored range [start, end) of a text, in UTF-16 offsets of the QString (QString indices).
struct AttributionSpan {
    int start = 0;
    int end = 0;
    double score = 0.0;
};

// The attribution of one method towards one target class: scores per word and, optionally,
// per subword (tokenizer pieces).
struct AttributionResult {
    QString method;       // e.g. "Integrated Gradients"
    QString targetClass;  // e.g. "positive"
    std::vector<AttributionSpan> words;
    std::vector<AttributionSpan> subwords;
    // Scores of the adversarial text (attack results only), same granularity as above.
    std::vector<AttributionSpan> adversarialWords;
    std::vector<AttributionSpan> adversarialSubwords;
};

struct AttributionExample {
    QString text;
    QString adversarialText;   // non-empty for an attack result
    bool signedScores = true;  // diverging colours; false: sequential colours for |scores|
    std::vector<AttributionResult> results;
    // Why there are no results, shown in their place (an attack's example it skipped); empty:
    // the heatmap says there is no attribution for the method and class chosen. With results,
    // what the reader should know of them (words left without a score), shown under the
    // legend.
    QString note;
};

// The word ranges of a text (Word and Number tokens of core/text's segmenter) in UTF-16
// offsets, with score 0: a starting point for filling AttributionResult::words.
std::vector<AttributionSpan> wordSpans(const QString& text);

// Orthographic-syllable (akshara) boundaries of a text in UTF-16 offsets, 0 and size included.
std::vector<int> aksharaBoundaries(const QString& text);

// Ranges of `changed` that differ from `original`, compared akshara by akshara (a longest
// common subsequence), in UTF-16 offsets of `changed`; adjacent changed aksharas merge.
std::vector<std::pair<int, int>> changedRanges(const QString& original, const QString& changed);

// The text of one example with each word (or subword) shaded by its attribution score, with a
// legend, selectors for method and target class, one method or all side by side, and for an
// attack result the original and adversarial text one above the other with the changed
// syllables marked. Text is shaped as a whole (QTextLayout), so Indic syllables never split;
// subword shading is widened to whole syllables.
class AttributionHeatmap : public QWidget {
    Q_OBJECT
public:
    // One drawn block of text: its heading, text, shaded spans (snapped to syllables) and the
    // marked changed ranges.
    struct Panel {
        QString heading;
        QString text;
        std::vector<AttributionSpan> spans;
        std::vector<std::pair<int, int>> changed;
        double limit = 0.0;  // largest |score| of the panel: the colour scale's end
    };

    explicit AttributionHeatmap(QWidget* parent = nullptr);

    // Fills the method and class selectors from the example's results (first of each chosen).
    void setExample(const AttributionExample& example);
    const AttributionExample& example() const { return example_; }

    QStringList methods() const;
    QStringList targetClasses() const;
    QString currentMethod() const;
    QString currentTargetClass() const;
    void setCurrentMethod(const QString& method);
    void setCurrentTargetClass(const QString& targetClass);
    void setSubwordGranularity(bool subwords);
    bool subwordGranularity() const;
    // Shows every method of the current target class one under the other.
    void setAllMethods(bool all);
    bool allMethods() const;

    // What is drawn now, top to bottom.
    std::vector<Panel> panels() const;

    // Writes the drawing (without the selectors) as PNG (at `scale` times the device pixel
    // ratio), SVG or PDF (with its fonts), chosen by suffix, in full or not at all. Returns
    // false on an unknown suffix or a write error.
    bool exportTo(const QString& path, double scale = 2.0) const;

    // What is drawn as tab-separated lines, for a spreadsheet: a line for each shaded word (or
    // subword) of each panel, its panel's heading, the word and its score (six significant
    // digits, clipboardLocale()), after a line of titles. Ctrl+C on the heatmap copies it.
    QString scoresText() const;

    // What the drawing's tooltip says at `pos` (in the drawing's coordinates): the word or
    // subword there, its score and its panel's heading; empty between them.
    QString toolTipAt(const QPoint& pos) const;

    QSize sizeHint() const override;

Q_SIGNALS:
    void methodChanged(const QString& method);
    void targetClassChanged(const QString& targetClass);
    void granularityChanged(bool subwords);

private:
    friend class AttributionCanvas;
    void refresh();
    // Paints the panels and the legend at the given width; returns the height used. `print`:
    // dark text for a white page (exports), whatever the theme. `usedWidth`: set to the width
    // the drawing takes, margins included (at most `width`, unless a word is wider).
    int paint(QPainter* painter, int width, bool print = false, int* usedWidth = nullptr) const;

    AttributionExample example_;
    // The changed ranges of the adversarial text, found in the texts whole and cut with it.
    std::vector<std::pair<int, int>> changed_;
    QComboBox* methodBox_ = nullptr;
    QComboBox* classBox_ = nullptr;
    QCheckBox* subwordBox_ = nullptr;
    QCheckBox* allMethodsBox_ = nullptr;
    QWidget* canvas_ = nullptr;
    QScrollArea* scroll_ = nullptr;
};

}  // namespace akshara::widgets
