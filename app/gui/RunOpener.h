#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <map>
#include <memory>

class QTabWidget;

namespace akshara::gui {

class AsrView;
class AttackView;
class JobRunner;
class ProbingView;

// Opens run folders in the views of their kinds (probing runs in the Probing view, attack runs
// in Attacks, ASR curves in ASR curves). The quick checks (permissions, the manifest's kind) are
// made at once; the files are read as a job of the runner ("Reading run NAME" in the Jobs panel,
// with progress, cancellable), and the parsed run is handed to its view on the GUI thread when
// the job ends. Only the newest request is shown: a newer one cancels the reads of the one
// before, and a read that ends after it is dropped. Lives on the GUI thread.
class RunOpener : public QObject {
    Q_OBJECT
public:
    // The views are the window's and outlive the opener; `views` holds them as tabs.
    RunOpener(JobRunner* runner, QTabWidget* views, ProbingView* probing, AttackView* attacks,
              AsrView* asr, QObject* parent = nullptr);

    // Starts reading the runs and supersedes the request before. Each run is shown in its view
    // when read; the view of the last one comes to the front. A run refused at once, or one that
    // cannot be read, is reported with problem(). Returns the request's number (> 0), or 0 when
    // every run was refused at once (nothing is being read).
    int open(const QStringList& runFolders);
    // open({runFolder}), then waits, handling events, until the read ends. True when the run is
    // shown; false when it was refused, could not be read, was cancelled or superseded.
    bool openAndWait(const QString& runFolder);
    // Reads again a run its view shows, after another program changed it: its view is not
    // brought to the front, and a run that can no longer be read is not reported (the view
    // keeps what it showed). Only when no request is under way: returns 0 then (a run the user
    // is opening is not superseded), and when the run is refused at once; else the request's
    // number, whose end requestEnded() tells.
    int reread(const QString& runFolder);
    // True while runs are being read.
    bool busy() const { return !reads_.empty(); }
    // How many requests open() took so far: a later count means runs were asked for since.
    int requests() const { return asked_; }
    // Shows runs in these views from now on (a new workspace's); reads under way are dropped.
    void setViews(ProbingView* probing, AttackView* attacks, AsrView* asr);

Q_SIGNALS:
    // The run is shown in its view.
    void shown(const QString& runFolder);
    // A run cannot be shown; the window shows the title and message in a message box.
    void problem(const QString& title, const QString& message);
    // Every read of `request` has ended or was superseded; `allShown` when each of its runs is
    // shown.
    void requestEnded(int request, bool allShown);
    // A run read again by reread() cannot be read now (it comes before its request's end).
    void notReadAgain(const QString& runFolder, const QString& error);

private:
    struct Read;
    // Stops the reads of the newest request and drops what they read; the request ends.
    void supersedeReads();
    // The kind of the run as its quick checks find it; empty, with why in `problem`, when it
    // cannot be shown.
    static QString checkedKind(const QString& runFolder, QString& why);
    void start(const QString& runFolder, const QString& kind, bool front, bool quiet);
    // A read of the newest request ended; the request ends with its last read.
    void end(bool shown);
    // Hands what the read found to its view; false when it found nothing to show.
    bool show(const Read& read);

    JobRunner* runner_;
    QTabWidget* views_;
    ProbingView* probing_;
    AttackView* attacks_;
    AsrView* asr_;
    int request_ = 0;                             // the newest request, rereads included
    int asked_ = 0;                               // the requests of open()
    bool allShown_ = true;                        // so far, for the newest request
    std::map<int, std::shared_ptr<Read>> reads_;  // by job id: the reads of the newest request
};

}  // namespace akshara::gui
