#pragma once

#include <QDialog>
#include <QString>

#include "model/Encoder.h"

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace akshara::gui {

// The largest batch size the settings take.
constexpr int kMaxBatchSize = 8192;

// The workbench settings, persisted in QSettings under "settings/".
struct AppSettings {
    QString device = QStringLiteral("auto");    // auto, cpu, cuda
    QString dtype = QStringLiteral("float32");  // float32, float16, bfloat16
    int batchSize = 0;                          // 0: the device's default
    QString cacheDir;
    QString theme = QStringLiteral("light");  // light, dark
    QString language;                         // empty: the system locale

    // The saved settings; a value out of range or unknown (a file edited by hand) is the
    // nearest allowed or the default, as the dialog would show it.
    static AppSettings load();
    // Writes them to the settings file, where runs read them; the reason it could not (a file
    // that cannot be written, a folder in its place), else empty.
    QString save() const;
    // Why the settings file could not be read when the workbench started (damaged, or a folder
    // in its place), so that settings back at their defaults are not a surprise; else empty.
    static QString readProblem();
};

// How runs started from the workbench load their models: the device, compute type and batch
// size of the settings (unknown values fall back to the defaults).
model::EncoderOptions encoderOptions(const AppSettings& settings);

// Applies the light or dark palette to the application.
void applyTheme(const QString& theme);

// Edits the settings; accept() saves them.
class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(const AppSettings& settings, QWidget* parent = nullptr);

    // Why the settings chosen cannot be used (float16 where runs would use the CPU), or empty.
    QString problem() const;
    AppSettings settings() const;

private:
    QComboBox* device_;
    QComboBox* dtype_;
    QSpinBox* batchSize_;
    QLineEdit* cacheDir_;
    QComboBox* theme_;
    QComboBox* language_;
};

}  // namespace akshara::gui
