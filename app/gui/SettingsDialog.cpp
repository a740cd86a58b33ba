#include "SettingsDialog.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPalette>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyleFactory>
#include <algorithm>

#include "DialogFields.h"
#include "common/Processor.h"
#include "model/Devices.h"

namespace akshara::gui {

namespace {

// The languages the workbench is translated into, by their own names.
const QList<QPair<QString, QString>>& translatedLanguages() {
    static const QList<QPair<QString, QString>> languages{
        {QStringLiteral("English"), QStringLiteral("en")},
        {QStringLiteral("हिन्दी"), QStringLiteral("hi")},
        {QStringLiteral("Polski"), QStringLiteral("pl")}};
    return languages;
}

// A folder as typed in a field: without the spaces around it (a space left in the field is
// no folder), and ~ for the home folder, as a shell reads it.
QString typedFolder(const QString& text) {
    const QString folder = text.trimmed();
    if (folder == QLatin1String("~") || folder.startsWith(QLatin1String("~/"))) {
        return QDir::homePath() + folder.mid(1);
    }
    return folder;
}

}  // namespace

AppSettings AppSettings::load() {
    QSettings s;
    AppSettings a;
    a.device = s.value(QStringLiteral("settings/device"), a.device).toString();
    a.dtype = s.value(QStringLiteral("settings/dtype"), a.dtype).toString();
    // As the dialog allows: a number out of its range (a settings file edited by hand) would
    // be used by every run while the dialog showed another.
    a.batchSize = std::clamp(s.value(QStringLiteral("settings/batchSize"), a.batchSize).toInt(), 0,
                             kMaxBatchSize);
    a.cacheDir = s.value(QStringLiteral("settings/cacheDir"),
                         QStandardPaths::writableLocation(QStandardPaths::CacheLocation))
                     .toString()
                     .trimmed();
    a.theme = s.value(QStringLiteral("settings/theme"), a.theme).toString();
    a.language = s.value(QStringLiteral("settings/language"), a.language).toString();
    // A language the workbench has no translation for is the system's, as the dialog shows it.
    if (std::none_of(translatedLanguages().begin(), translatedLanguages().end(),
                     [&](const auto& language) { return language.second == a.language; })) {
        a.language.clear();
    }
    return a;
}

QString AppSettings::save() const {
    QSettings s;
    s.setValue(QStringLiteral("settings/device"), device);
    s.setValue(QStringLiteral("settings/dtype"), dtype);
    s.setValue(QStringLiteral("settings/batchSize"), batchSize);
    s.setValue(QStringLiteral("settings/cacheDir"), cacheDir);
    s.setValue(QStringLiteral("settings/theme"), theme);
    s.setValue(QStringLiteral("settings/language"), language);
    s.sync();
    if (s.status() == QSettings::NoError) {
        return {};
    }
    return SettingsDialog::tr(
               "The settings could not be saved, so they do not take effect: %1 "
               "cannot be written.")
        .arg(QDir::toNativeSeparators(s.fileName()));
}

QString AppSettings::readProblem() {
    const QSettings s;
    switch (s.status()) {
        case QSettings::NoError:
            return {};
        case QSettings::FormatError:
            return SettingsDialog::tr(
                       "The settings file %1 is damaged: what could not be read of it is back "
                       "at its default. Saving the settings writes the file whole again.")
                .arg(QDir::toNativeSeparators(s.fileName()));
        case QSettings::AccessError:
            break;
    }
    return SettingsDialog::tr(
               "The settings file %1 cannot be read, so the settings are at their defaults "
               "and are not kept.")
        .arg(QDir::toNativeSeparators(s.fileName()));
}

model::EncoderOptions encoderOptions(const AppSettings& settings) {
    model::EncoderOptions options;
    if (settings.device == QLatin1String("cpu")) {
        options.device = model::DeviceChoice::Cpu;
    } else if (settings.device == QLatin1String("cuda")) {
        options.device = model::DeviceChoice::Cuda;
    }
    if (settings.dtype == QLatin1String("bfloat16")) {
        options.dtype = model::ComputeType::BFloat16;
    } else if (settings.dtype == QLatin1String("float16")) {
        options.dtype = model::ComputeType::Float16;
    }
    options.batchSize = settings.batchSize > 0 ? static_cast<std::size_t>(settings.batchSize) : 0;
    return options;
}

void applyTheme(const QString& theme) {
    // Once: each new style costs the docks' title bars their icons again, which Qt keeps.
    if (QApplication::style()->name().compare(QLatin1String("fusion"), Qt::CaseInsensitive) != 0) {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    }
    if (theme != QLatin1String("dark")) {
        QApplication::setPalette(QApplication::style()->standardPalette());
        return;
    }
    QPalette p;
    const QColor window(45, 45, 48), base(30, 30, 32), text(220, 220, 220);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, window);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::Highlight, QColor(42, 130, 218));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(90, 160, 240));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(120, 120, 120));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(120, 120, 120));
    QApplication::setPalette(p);
}

namespace {

void addChoices(QComboBox* box, const QList<QPair<QString, QString>>& choices,
                const QString& current) {
    for (const auto& [label, value] : choices) {
        box->addItem(label, value);
    }
    const int index = box->findData(current);
    box->setCurrentIndex(index < 0 ? 0 : index);
}

}  // namespace

SettingsDialog::SettingsDialog(const AppSettings& settings, QWidget* parent)
    : QDialog(parent),
      device_(new QComboBox(this)),
      dtype_(new QComboBox(this)),
      batchSize_(new QSpinBox(this)),
      cacheDir_(new QLineEdit(settings.cacheDir, this)),
      theme_(new QComboBox(this)),
      language_(new QComboBox(this)) {
    setWindowTitle(tr("Settings"));
    addChoices(device_,
               {{tr("Automatic"), QStringLiteral("auto")},
                {tr("CPU"), QStringLiteral("cpu")},
                {tr("CUDA"), QStringLiteral("cuda")}},
               settings.device);
    // Named with what each costs and gives here: bfloat16's speed on the CPU depends on
    // whether the processor has it natively.
    addChoices(dtype_,
               {{tr("float32: full precision (the default)"), QStringLiteral("float32")},
                {tr("float16: CUDA only"), QStringLiteral("float16")},
                {common::nativeBFloat16() ? tr("bfloat16: several times faster on this processor")
                                          : tr("bfloat16: for GPUs; this processor emulates it"),
                 QStringLiteral("bfloat16")}},
               settings.dtype);
    dtype_->setToolTip(
        tr("float16 and bfloat16 compute with fewer bits than float32: hidden states differ "
           "from float32's by up to about 0.05, and results depend on the device."));
    batchSize_->setRange(0, kMaxBatchSize);
    batchSize_->setSpecialValueText(tr("Automatic: %1 on the CPU, %2 on CUDA")
                                        .arg(model::kDefaultCpuBatchSize)
                                        .arg(model::kDefaultCudaBatchSize));
    batchSize_->setValue(settings.batchSize);
    addChoices(theme_,
               {{tr("Light"), QStringLiteral("light")}, {tr("Dark"), QStringLiteral("dark")}},
               settings.theme);
    addChoices(
        language_,
        QList<QPair<QString, QString>>{{tr("System language"), QString()}} + translatedLanguages(),
        settings.language);
    auto* browse = new QPushButton(tr("Browse..."), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString dir =
            QFileDialog::getExistingDirectory(this, tr("Cache folder"), cacheDir_->text());
        if (!dir.isEmpty()) {
            cacheDir_->setText(dir);
        }
    });
    QHBoxLayout* cacheRow = withBrowseButton(cacheDir_, browse);
    auto* form = new QFormLayout(this);
    // Each label with its access key and its field (the cache folder's field sits in a row
    // with its button, which a label given to addRow could not name).
    const auto row = [this, form](const QString& text, QWidget* field, QLayout* layout) {
        auto* label = new QLabel(text, this);
        label->setBuddy(field);
        if (layout != nullptr) {
            form->addRow(label, layout);
        } else {
            form->addRow(label, field);
        }
    };
    row(tr("&Device:"), device_, nullptr);
    row(tr("D&ata type:"), dtype_, nullptr);
    row(tr("&Batch size:"), batchSize_, nullptr);
    row(tr("&Cache folder:"), cacheDir_, cacheRow);
    cacheDir_->setAccessibleName(tr("Cache folder"));
    row(tr("&Theme:"), theme_, nullptr);
    row(tr("&Language (after restart):"), language_, nullptr);
    QWidget::setTabOrder(cacheDir_, browse);  // the button after its field
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (const QString problem = this->problem(); !problem.isEmpty()) {
            QMessageBox::warning(this, tr("Settings not saved"), problem);
            return;
        }
        const QString problem = this->settings().save();
        if (!problem.isEmpty()) {
            // Nothing of them is used (the theme neither): the dialog stays open, for another
            // try or Cancel.
            QMessageBox::warning(this, tr("Settings not saved"), problem);
            return;
        }
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

QString SettingsDialog::problem() const {
    const QString device = device_->currentData().toString();
    // A folder typed relative would be taken from wherever the workbench was started.
    const QString cache = typedFolder(cacheDir_->text());
    if (!cache.isEmpty() && QDir::isRelativePath(QDir::fromNativeSeparators(cache))) {
        return tr("The cache folder \"%1\" is not a full path, so where it is would depend on "
                  "where the workbench was started: choose one with Browse..., or type its "
                  "whole path.")
            .arg(cache);
    }
    // The folder is made on its first use: it, or the nearest folder above it that is there,
    // must be one that can be written to.
    QString there = QDir::cleanPath(cache);
    while (!there.isEmpty() && !QFileInfo::exists(there) && !QFileInfo(there).isSymLink()) {
        const QString up = QFileInfo(there).absolutePath();
        if (up == there) {
            break;
        }
        there = up;
    }
    if (const QFileInfo folder(there);
        !cache.isEmpty() && (!folder.isDir() || !folder.isWritable())) {
        const QString shown = QDir::toNativeSeparators(there);
        return tr("The cache folder %1 cannot be made or written to (%2): choose another.")
            .arg(QDir::toNativeSeparators(cache),
                 !folder.exists() ? tr("%1 is a link to nothing").arg(shown)
                 : folder.isDir() ? tr("no permission in %1").arg(shown)
                                  : tr("%1 is a file").arg(shown));
    }
    // Saved, it would make every run fail until the setting is changed back.
    if (device == QLatin1String("cuda") && !model::cudaAvailable()) {
        return tr(
            "This machine has no CUDA device that the workbench can use: choose "
            "Automatic (CUDA where there is one, else the CPU) or CPU.");
    }
    const bool cpu = device == QLatin1String("cpu") ||
                     (device == QLatin1String("auto") && !model::cudaAvailable());
    if (cpu && dtype_->currentData().toString() == QLatin1String("float16")) {
        return device == QLatin1String("cpu")
                   ? tr("float16 runs on CUDA only, and the device chosen is the CPU: choose "
                        "float32, or bfloat16.")
                   : tr("float16 runs on CUDA only, and this machine has no CUDA device, so "
                        "runs would use the CPU: choose float32, or bfloat16.");
    }
    return {};
}

AppSettings SettingsDialog::settings() const {
    AppSettings a;
    a.device = device_->currentData().toString();
    a.dtype = dtype_->currentData().toString();
    a.batchSize = batchSize_->value();
    a.cacheDir = typedFolder(cacheDir_->text());
    a.theme = theme_->currentData().toString();
    a.language = language_->currentData().toString();
    return a;
}

}  // namespace akshara::gui
