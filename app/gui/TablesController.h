#pragma once

#include <QObject>
#include <QString>

#include "Workspace.h"
#include "widgets/ConfusionTableEditor.h"

namespace akshara::gui {

// Wires the confusion table editor: loads the built-in tables and the workspace's own,
// saves an edited table into the workspace's tables/ folder and previews a word's candidates
// from the phono, ortho and random operators of the table's language.
class TablesController : public QObject {
    Q_OBJECT
public:
    TablesController(widgets::ConfusionTableEditor* editor, QObject* parent = nullptr);

    // Loads the built-in tables followed by the workspace's (a workspace table named like a
    // built-in one replaces it).
    void setWorkspace(const Workspace& workspace);
    // Saves the table into the workspace; returns the path or throws InputError.
    QString save(const lexicon::ConfusionTable& table);

    // The candidates of `word` for a table (candidate, "operator: category").
    static std::vector<std::pair<QString, QString>> candidatesFor(
        const lexicon::ConfusionTable& table, const QString& word);

Q_SIGNALS:
    void saved(const QString& path);
    void saveFailed(const QString& message);
    void loadProblems(const QStringList& problems);

private:
    widgets::ConfusionTableEditor* editor_;
    Workspace workspace_;
};

}  // namespace akshara::gui
