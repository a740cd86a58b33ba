#include "RunBrowserModel.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>

#include <sys/stat.h>

#include <algorithm>
#include <cstdint>
#include <ctime>

#include "AttackRuns.h"
#include "RunFields.h"
#include "Workspace.h"
#include "common/Error.h"
#include "widgets/TranslatedNames.h"

namespace akshara::gui {

namespace {

// The JSON object in the file at `path`; empty when the file is missing, or, with the reason in
// `problem` (if it is still empty), when it cannot be read as one.
QJsonObject readObject(const QString& path, QString& problem) {
    if (!QFileInfo::exists(path)) {
        return {};
    }
    try {
        return readRunObject(path);
    } catch (const InputError& error) {
        if (problem.isEmpty()) {
            problem = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path),
                                                   QString::fromStdString(error.message()));
        }
    }
    return {};
}

QString text(const QJsonValue& value) {
    if (value.isString()) {
        return value.toString();
    }
    if (value.isDouble()) {
        return QString::number(value.toDouble());
    }
    if (value.isArray() && !value.toArray().isEmpty()) {
        // A probing run's treebanks: the first, and how many more.
        const QJsonArray array = value.toArray();
        const QString first = text(array.first());
        return array.size() == 1 || first.isEmpty()
                   ? first
                   : QStringLiteral("%1 (+%2)").arg(first).arg(array.size() - 1);
    }
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (const char* key : {"name", "path", "id"}) {
            if (object.contains(QLatin1String(key))) {
                return text(object.value(QLatin1String(key)));
            }
        }
    }
    return {};
}

QString firstOf(const QJsonObject& object, std::initializer_list<const char*> keys) {
    for (const char* key : keys) {
        const QString value = text(object.value(QLatin1String(key)));
        if (!value.isEmpty()) {
            return value;
        }
    }
    return {};
}

// A local path as its last component ("/work/models/demo-hi" as "demo-hi"); a hub name such
// as "ai4bharat/indic-bert" as it is.
QString shortName(const QString& value) {
    const bool local = QDir::isAbsolutePath(value) || value.startsWith(QLatin1String("./")) ||
                       value.startsWith(QLatin1String("../")) || QFileInfo::exists(value);
    if (!local) {
        return value;
    }
    QString trimmed = value;
    while (trimmed.size() > 1 && trimmed.endsWith(QLatin1Char('/'))) {
        trimmed.chop(1);
    }
    return QFileInfo(trimmed).fileName();
}

// A probe summary's best clean accuracy per task: "SentLen 71.2% (layer 7)". Throws
// InputError naming the field of an accuracy or layer that is not what the run writes.
QString probeHeadline(const QJsonArray& results, const QString& path) {
    QStringList parts;
    for (int i = 0; i < results.size(); ++i) {
        const QJsonObject entry = results[i].toObject();
        if (entry.value(QStringLiteral("perturbation")).toString() != QLatin1String("clean")) {
            continue;
        }
        double best = -1.0;
        int bestLayer = -1;
        const QJsonArray layers = entry.value(QStringLiteral("layers")).toArray();
        for (int l = 0; l < layers.size(); ++l) {
            const QJsonObject layer = layers[l].toObject();
            const FieldSource source{path, 0,
                                     QStringLiteral("results[%1].layers[%2].").arg(i).arg(l)};
            const double accuracy =
                numberField(layer, QStringLiteral("accuracy"), -1, source, 0, 1);
            if (accuracy > best) {
                best = accuracy;
                bestLayer = integerField(layer, QStringLiteral("layer"), l, source);
            }
        }
        if (bestLayer >= 0) {
            parts << QCoreApplication::translate("RunBrowserModel", "%1 %2% (layer %3)")
                         .arg(entry.value(QStringLiteral("task")).toString())
                         .arg(QLocale().toString(100.0 * best, 'f', 1))
                         .arg(bestLayer);
        }
    }
    return parts.join(QStringLiteral(", "));
}

// An ASR summary's verdict per operator: "not robust: phono; robust: ortho". Throws
// InputError naming a verdict that is not true or false.
QString asrHeadline(const QJsonObject& notRobust, const QString& path) {
    QStringList weak, strong, none;
    for (auto it = notRobust.begin(); it != notRobust.end(); ++it) {
        if (it.value().isNull()) {  // no verdict: nothing classified right, or changed
            none << it.key();
            continue;
        }
        const bool fooled =
            boolField(notRobust, it.key(), false, {path, 0, QStringLiteral("not_robust.")});
        (fooled ? weak : strong) << it.key();
    }
    QStringList parts;
    if (!weak.isEmpty()) {
        parts << QCoreApplication::translate("RunBrowserModel", "not robust: %1")
                     .arg(weak.join(QStringLiteral(", ")));
    }
    if (!strong.isEmpty()) {
        parts << QCoreApplication::translate("RunBrowserModel", "robust: %1")
                     .arg(strong.join(QStringLiteral(", ")));
    }
    if (!none.isEmpty()) {
        parts << QCoreApplication::translate("RunBrowserModel", "no verdict: %1")
                     .arg(none.join(QStringLiteral(", ")));
    }
    return parts.join(QStringLiteral("; "));
}

// What a run's row depends on, as the file system tells it without a file opened: the
// identity, type, permissions, owner, size and times (to the nanosecond) of the folder and of
// the files read from it. A file written in place or moved into place, an entry added to or
// removed from the folder, permissions changed: each gives another signature. Empty while
// any of them changed in the last two seconds: a file system's clock can stamp a change with
// the time of the one before (a kernel's coarse clock ticks in milliseconds, FAT's in two
// seconds), so that a run is kept as read only once its times have settled.
QByteArray runSignature(const QString& runFolder) {
    QByteArray signature;
    struct timespec now {};
    ::clock_gettime(CLOCK_REALTIME, &now);
    const auto nanoseconds = [](const struct timespec& t) {
        return std::int64_t(t.tv_sec) * 1000000000 + t.tv_nsec;
    };
    const std::int64_t settled = nanoseconds(now) - std::int64_t(2) * 1000000000;
    bool changing = false;
    const QString folder = runFolder + QLatin1Char('/');
    for (const QString& path :
         {runFolder, folder + QLatin1String("manifest.json"),
          folder + QLatin1String("summary.json"), folder + QLatin1String("results.jsonl")}) {
        struct stat status {};
        if (::stat(QFile::encodeName(path).constData(), &status) != 0) {
            signature.append('-');
            continue;
        }
        const std::int64_t fields[] = {
            std::int64_t(status.st_dev),         std::int64_t(status.st_ino),
            std::int64_t(status.st_mode),        std::int64_t(status.st_uid),
            std::int64_t(status.st_gid),         std::int64_t(status.st_size),
            std::int64_t(status.st_mtim.tv_sec), std::int64_t(status.st_mtim.tv_nsec),
            std::int64_t(status.st_ctim.tv_sec), std::int64_t(status.st_ctim.tv_nsec)};
        signature.append(reinterpret_cast<const char*>(fields), sizeof fields);
        changing = changing || nanoseconds(status.st_mtim) > settled ||
                   nanoseconds(status.st_ctim) > settled;
    }
    return changing ? QByteArray() : signature;
}

}  // namespace

bool holdsRunFiles(const QString& runFolder) {
    const QDir dir(runFolder);
    for (const char* name : {"manifest.json", "results.jsonl", "summary.json"}) {
        if (dir.exists(QLatin1String(name))) {
            return true;
        }
    }
    return false;
}

RunInfo readRunInfo(const QString& runFolder) {
    RunInfo info;
    const QDir dir(runFolder);
    info.path = dir.absolutePath();
    info.name = dir.dirName();
    const QFileInfo folder(info.path);
    if (folder.isDir() && !(folder.isReadable() && folder.isExecutable())) {
        info.problem = QCoreApplication::translate("RunBrowserModel",
                                                   "%1: the folder cannot be read (no permission)")
                           .arg(QDir::toNativeSeparators(info.path));
        info.headline = info.problem;
        return info;
    }
    const QString manifestPath = dir.filePath(QStringLiteral("manifest.json"));
    info.hasManifest = QFileInfo::exists(manifestPath);
    const QJsonObject manifest = readObject(manifestPath, info.problem);
    QString summaryProblem;
    const QJsonObject summary =
        readObject(dir.filePath(QStringLiteral("summary.json")), summaryProblem);
    if (!info.hasManifest && holdsRunFiles(runFolder)) {
        info.problem = QCoreApplication::translate("RunBrowserModel", "%1: missing")
                           .arg(QDir::toNativeSeparators(manifestPath));
    }

    static const QRegularExpression stamp(QStringLiteral("^(.*)-(\\d{8})-(\\d{6})(-\\d+)?$"));
    const QRegularExpressionMatch match = stamp.match(info.name);
    info.kind = firstOf(manifest, {"kind"});
    if (info.kind.isEmpty() && !info.hasManifest) {
        // Without a manifest, only a probing run's summary tells its kind (runs written before
        // probing runs had a manifest).
        if (summary.value(QStringLiteral("results")).isArray()) {
            info.kind = QStringLiteral("probe");
        } else if (match.hasMatch()) {
            info.kind = match.captured(1);
        }
    } else if (info.kind.isEmpty() && match.hasMatch()) {
        info.kind = match.captured(1);  // a damaged manifest: the kind its folder's name gives
    }
    info.model = firstOf(manifest, {"model", "target"});
    info.data = firstOf(manifest, {"data", "dataset", "input"});
    info.date = firstOf(manifest, {"created", "date", "started"});
    // One format for every run, in local time, so that dates compare as text: a probing run
    // records when it was created in UTC (2026-12-05T02:50:07Z).
    if (const QDateTime iso = QDateTime::fromString(info.date, Qt::ISODateWithMs); iso.isValid()) {
        info.date = iso.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    }
    if (info.date.isEmpty() && match.hasMatch()) {
        const QString d = match.captured(2);
        const QString t = match.captured(3);
        info.date =
            QStringLiteral("%1-%2-%3 %4:%5:%6")
                .arg(d.left(4), d.mid(4, 2), d.mid(6, 2), t.left(2), t.mid(2, 2), t.mid(4, 2));
    }
    // A folder named otherwise (the demo's runs, a run given --out): when its manifest was
    // written, that is when the run started.
    const QFileInfo manifestFile(manifestPath);
    if (info.date.isEmpty() && manifestFile.isFile()) {
        info.date = manifestFile.lastModified().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    }
    info.headline = firstOf(summary, {"headline"});
    // The figures as strictly as the views read them: a damaged one is named, never shown as
    // a number the run did not find.
    const QString summaryPath = dir.filePath(QStringLiteral("summary.json"));
    try {
        const FieldSource source{summaryPath};
        if (info.headline.isEmpty() && summary.contains(QStringLiteral("original_accuracy")) &&
            summary.contains(QStringLiteral("after_attack_accuracy"))) {
            // An attack: the accuracy it took away.
            const double before =
                numberField(summary, QStringLiteral("original_accuracy"), 0, source, 0, 1);
            const double after =
                numberField(summary, QStringLiteral("after_attack_accuracy"), 0, source, 0, 1);
            info.headline = QCoreApplication::translate("RunBrowserModel", "accuracy %1 \u2192 %2")
                                .arg(QLocale().toString(before, 'f', 3))
                                .arg(QLocale().toString(after, 'f', 3));
        }
        if (info.kind == QLatin1String("attack") &&
            summary.contains(QStringLiteral("original_accuracy"))) {
            // A finished attack's results, gone or emptied, as opening the run finds them (the
            // records are not read here: a scan of every run's results would be slow).
            AttackRunData figures;
            readAttackFigures(summary, summaryPath, figures);
            const QString results = dir.filePath(QStringLiteral("results.jsonl"));
            const int examples = integerField(summary, QStringLiteral("examples"), -1, source);
            if (!QFileInfo::exists(results)) {
                failRunFile(results,
                            QCoreApplication::translate(
                                "AttackRuns", "missing, though the run's summary.json is there"));
            }
            if (QFileInfo(results).isFile() && QFileInfo(results).size() == 0 && examples > 0) {
                failRunFile(results,
                            QCoreApplication::translate(
                                "AttackRuns", "empty, though summary.json counts %1 examples")
                                .arg(examples));
            }
        }
        if (info.headline.isEmpty() && summary.value(QStringLiteral("results")).isArray()) {
            info.headline =
                probeHeadline(summary.value(QStringLiteral("results")).toArray(), summaryPath);
        }
        if (info.kind == QLatin1String("asr-curve") && !summary.isEmpty() &&
            info.problem.isEmpty()) {
            // Its curves, as the ASR view reads them, from the files already read.
            parseAsrRun(info.path, manifest, summary);
        }
        if (info.headline.isEmpty() && summary.value(QStringLiteral("not_robust")).isObject()) {
            info.headline =
                asrHeadline(summary.value(QStringLiteral("not_robust")).toObject(), summaryPath);
        }
    } catch (const InputError& error) {
        // The field when one is named, else the file.
        info.headline = QCoreApplication::translate("RunBrowserModel", "damaged: %1 (%2)")
                            .arg(error.field().empty()
                                     ? QFileInfo(QString::fromStdString(error.file())).fileName()
                                     : QString::fromStdString(error.field()),
                                 QString::fromStdString(error.message()));
    }
    if (!info.problem.isEmpty() || !summaryProblem.isEmpty()) {
        info.headline = info.problem.isEmpty() ? summaryProblem : info.problem;
    }
    if (info.headline.isEmpty() && info.hasManifest &&
        !QFileInfo::exists(dir.filePath(QStringLiteral("summary.json")))) {
        // Running, or stopped: its menu resumes an attack or ASR-curve run.
        info.headline = QCoreApplication::translate("RunBrowserModel", "unfinished");
    }
    if (info.headline.isEmpty()) {
        for (auto it = summary.begin(); it != summary.end(); ++it) {
            if (it.value().isDouble()) {
                info.headline =
                    QStringLiteral("%1: %2").arg(it.key()).arg(it.value().toDouble(), 0, 'g', 4);
                break;
            }
        }
    }
    return info;
}

RunBrowserModel::RunBrowserModel(QObject* parent) : QAbstractTableModel(parent) {}

void RunBrowserModel::setRunsDir(const QString& runsDir) {
    runsDir_ = runsDir;
    refresh();
}

void RunBrowserModel::refresh() {
    beginResetModel();
    runs_.clear();
    QHash<QString, ReadRun> listed;
    const QDir dir(runsDir_);
    if (!runsDir_.isEmpty() && dir.exists()) {
        const QStringList names =
            dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name | QDir::Reversed);
        for (const QString& name : names) {
            const QString run = dir.filePath(name);
            const QFileInfo folder(run);
            // A folder that cannot be read is listed with its problem; an empty one is not.
            if (!(folder.isReadable() && folder.isExecutable()) || holdsRunFiles(run)) {
                // The signature before the files are read: a change while they are read is
                // a change at the next refresh.
                const QByteArray signature = runSignature(run);
                auto read = read_.constFind(run);
                ReadRun entry =
                    read != read_.constEnd() && !signature.isEmpty() && read->signature == signature
                        ? *read
                        : ReadRun{signature, readRunInfo(run)};
                runs_.push_back(entry.info);
                listed.insert(run, std::move(entry));
            }
        }
    }
    // Qt lists no folder whose name is not UTF-8: such a run is listed, saying so, rather than
    // left out with its results hidden.
    for (const QString& name : Workspace::namesNotUtf8(runsDir_, Workspace::EntryKind::Folder)) {
        RunInfo info;
        info.name = name;
        info.path = dir.filePath(name);
        info.problem = QCoreApplication::translate(
                           "RunBrowserModel",
                           "%1: the folder's name is not valid UTF-8; rename it to open the run")
                           .arg(QDir::toNativeSeparators(info.path));
        info.headline = info.problem;
        runs_.push_back(info);
    }
    read_ = std::move(listed);
    applySort();
    endResetModel();
}

void RunBrowserModel::sort(int column, Qt::SortOrder order) {
    beginResetModel();
    sortColumn_ = column;
    sortOrder_ = order;
    applySort();
    endResetModel();
}

void RunBrowserModel::applySort() {
    if (sortColumn_ < 0 || sortColumn_ >= ColumnCount) {
        // Newest first: by date (dates of one format compare as text), then by name, Z to A.
        std::stable_sort(runs_.begin(), runs_.end(),
                         [](const RunInfo& a, const RunInfo& b) { return a.date > b.date; });
        return;
    }
    std::stable_sort(runs_.begin(), runs_.end(), [this](const RunInfo& a, const RunInfo& b) {
        const int c =
            QString::localeAwareCompare(columnText(a, sortColumn_), columnText(b, sortColumn_));
        return sortOrder_ == Qt::AscendingOrder ? c < 0 : c > 0;
    });
}

int RunBrowserModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(runs_.size());
}

int RunBrowserModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunBrowserModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= int(runs_.size())) {
        return {};
    }
    const RunInfo& run = runs_[std::size_t(index.row())];
    if (role == Qt::ToolTipRole) {
        if (index.column() == Model && !run.model.isEmpty()) {
            return run.model;
        }
        if (index.column() == Data && !run.data.isEmpty()) {
            return run.data;
        }
        return run.path;
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    return columnText(run, index.column());
}

QString RunBrowserModel::kindName(const QString& kind) {
    // A kind of run this version does not know: as its manifest names it.
    return widgets::translatedName(
        "akshara::gui::RunBrowserModel", kind,
        {{"probe", QT_TRANSLATE_NOOP("akshara::gui::RunBrowserModel", "probe")},
         {"attack", QT_TRANSLATE_NOOP("akshara::gui::RunBrowserModel", "attack")},
         {"asr-curve", QT_TRANSLATE_NOOP("akshara::gui::RunBrowserModel", "ASR curve")},
         {"matrix", QT_TRANSLATE_NOOP("akshara::gui::RunBrowserModel", "matrix")}},
        kind);
}

QString RunBrowserModel::columnText(const RunInfo& run, int column) {
    switch (column) {
        case Name:
            return run.name;
        case Kind:
            return kindName(run.kind);
        case Model:
            return shortName(run.model);
        case Data:
            return shortName(run.data);
        case Date:
            return run.date;
        case Headline:
            return run.headline;
        default:
            return {};
    }
}

QVariant RunBrowserModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
        case Name:
            return tr("Run");
        case Kind:
            return tr("Kind");
        case Model:
            return tr("Model");
        case Data:
            return tr("Data");
        case Date:
            return tr("Date");
        case Headline:
            return tr("Headline");
        default:
            return {};
    }
}

}  // namespace akshara::gui
