#pragma once

#include <QImage>
#include <QPainter>
#include <QString>
#include <QSvgRenderer>

namespace akshara::test {

// The SVG file drawn on white at `size`, as a viewer shows it; a null image when it cannot be
// read.
inline QImage renderedSvg(const QString& path, const QSize& size) {
    QSvgRenderer renderer(path);
    if (!renderer.isValid())
        return {};
    QImage image(size, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    renderer.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
    return image;
}

// How many rows of the image hold a dark pixel (text, mostly): two drawings of one layout with
// text of the same size against it have about as many.
inline int darkRows(const QImage& image) {
    int rows = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (qGray(image.pixel(x, y)) < 100) {
                ++rows;
                break;
            }
    return rows;
}

// How many pixels of the image are dark: the ink of its text, mostly, which grows with the
// square of the text's size.
inline int darkPixels(const QImage& image) {
    int pixels = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            pixels += qGray(image.pixel(x, y)) < 100 ? 1 : 0;
    return pixels;
}

// The drawing at `image`'s size / `factor`, as a drawing made at that size would be.
inline QImage scaledDown(const QImage& image, double factor) {
    return image.scaled((QSizeF(image.size()) / factor).toSize(), Qt::IgnoreAspectRatio,
                        Qt::SmoothTransformation);
}

}  // namespace akshara::test
