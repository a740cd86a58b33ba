#include "RunBrowserModel.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace akshara::gui {

namespace {

QJsonObject readObject(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QJsonDocument::fromJson(file.readAll()).object();
}

QString text(const QJsonValue& value) {
    if (value.isString()) {
        return value.toString();
    }
    if (value.isDouble()) {
        return QString::number(value.toDouble());
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

}  // namespace

RunInfo readRunInfo(const QString& runFolder) {
    RunInfo info;
    const QDir dir(runFolder);
    info.path = dir.absolutePath();
    info.name = dir.dirName();
    const QJsonObject manifest = readObject(dir.filePath(QStringLiteral("manifest.json")));
    const QJsonObject summary = readObject(dir.filePath(QStringLiteral("summary.json")));

    static const QRegularExpression stamp(QStringLiteral("^(.*)-(\\d{8})-(\\d{6})(-\\d+)?$"));
    const QRegularExpressionMatch match = stamp.match(info.name);
    info.kind = firstOf(manifest, {"kind"});
    if (info.kind.isEmpty()) {
        info.kind = match.hasMatch() ? match.captured(1) : info.name;
    }
    info.model = firstOf(manifest, {"model"});
    info.data = firstOf(manifest, {"data", "dataset", "input"});
    info.date = firstOf(manifest, {"created", "date", "started"});
    if (info.date.isEmpty() && match.hasMatch()) {
        const QString d = match.captured(2);
        const QString t = match.captured(3);
        info.date =
            QStringLiteral("%1-%2-%3 %4:%5:%6")
                .arg(d.left(4), d.mid(4, 2), d.mid(6, 2), t.left(2), t.mid(2, 2), t.mid(4, 2));
    }
    info.headline = firstOf(summary, {"headline"});
    const QJsonValue before = summary.value(QStringLiteral("original_accuracy"));
    const QJsonValue after = summary.value(QStringLiteral("after_attack_accuracy"));
    if (info.headline.isEmpty() && before.isDouble() && after.isDouble()) {
        // An attack: the accuracy it took away.
        info.headline = QStringLiteral("accuracy %1 \u2192 %2")
                            .arg(before.toDouble(), 0, 'f', 3)
                            .arg(after.toDouble(), 0, 'f', 3);
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
    const QDir dir(runsDir_);
    if (!runsDir_.isEmpty() && dir.exists()) {
        const QStringList names =
            dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name | QDir::Reversed);
        for (const QString& name : names) {
            const QDir run(dir.filePath(name));
            if (run.exists(QStringLiteral("manifest.json")) ||
                run.exists(QStringLiteral("results.jsonl"))) {
                runs_.push_back(readRunInfo(run.path()));
            }
        }
    }
    endResetModel();
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
        return run.path;
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    switch (index.column()) {
        case Name:
            return run.name;
        case Kind:
            return run.kind;
        case Model:
            return run.model;
        case Data:
            return run.data;
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
