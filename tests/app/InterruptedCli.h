// Runs the command line and interrupts it partway, as a user's Ctrl+C or a batch scheduler's
// SIGTERM does.
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QStringList>

#include <csignal>

#include <sys/types.h>

namespace akshara::test {

struct Interrupted {
    bool normalExit = false;  // the program ended itself, not the signal
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// Starts the command line with `args`, sends `signal` once its stderr shows `marker` (the
// progress of the work to stop), and waits for it to end.
inline Interrupted interruptWhenShown(const QStringList& args, const QByteArray& marker,
                                      int signal = SIGINT) {
    QProcess process;
    process.start(qEnvironmentVariable("AKSHARA_CLI"), args);
    Interrupted result;
    if (!process.waitForStarted()) {
        return result;
    }
    while (!result.err.contains(marker) && process.state() == QProcess::Running) {
        process.waitForReadyRead(100);
        result.out += process.readAllStandardOutput();  // a full pipe would stop the program
        result.err += process.readAllStandardError();
    }
    ::kill(static_cast<pid_t>(process.processId()), signal);
    process.waitForFinished(60000);
    result.out += process.readAllStandardOutput();
    result.err += process.readAllStandardError();
    result.normalExit = process.exitStatus() == QProcess::NormalExit;
    result.exitCode = process.exitCode();
    return result;
}

}  // namespace akshara::test
