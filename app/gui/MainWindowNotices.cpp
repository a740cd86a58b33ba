// The window's notices: lines in the status bar that stay until what they say no longer holds
// (MainWindow.h says which are withdrawn when).
#include "MainWindow.h"

#include <QLabel>

namespace akshara::gui {

void MainWindow::showNotice(const QString& message) {
    if (message.isEmpty()) {
        notices_.clear();
    } else {
        notices_.removeAll(message);
        notices_ << message;
    }
    refreshNotice();
}

void MainWindow::withdrawNotice(const QString& message) {
    if (notices_.removeAll(message) > 0) {
        refreshNotice();
    }
}

void MainWindow::refreshNotice() {
    const int others = int(notices_.size()) - 1;
    notice_->setText(
        others <= 0 ? notices_.value(0)
                    : tr("%1 (and %2 more: hover to read them)").arg(notices_.last()).arg(others));
    notice_->setToolTip(notices_.join(QLatin1Char('\n')));
    notice_->setVisible(!notices_.isEmpty());
}

QString MainWindow::notice() const {
    return notices_.join(QLatin1Char('\n'));
}

void MainWindow::showFolderNotice(const QString& folder, const QString& notice) {
    withdrawFolderNotice(folder);
    folderNotices_.insert(folder, notice);
    showNotice(notice);
}

void MainWindow::withdrawFolderNotice(const QString& folder) {
    if (folderNotices_.contains(folder)) {
        withdrawNotice(folderNotices_.take(folder));
    }
}

void MainWindow::showTableEditNotice(const QString& notice) {
    tableEditNotices_.removeAll(notice);
    tableEditNotices_ << notice;
    showNotice(notice);
}

void MainWindow::withdrawTableEditNotices() {
    for (const QString& notice : std::as_const(tableEditNotices_)) {
        withdrawNotice(notice);
    }
    tableEditNotices_.clear();
}

}  // namespace akshara::gui
