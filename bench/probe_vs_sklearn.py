"""Trains scikit-learn's LogisticRegression (lbfgs) one layer and fold at a time on the
features bench_probe wrote, with the same folds and per-fold standardisation, and prints the
time and the accuracies. Usage: probe_vs_sklearn.py DIR"""
import sys
import time

import numpy as np
import sklearn
from sklearn.linear_model import LogisticRegression
from sklearn.preprocessing import StandardScaler

folder = sys.argv[1]
layers, sentences, hidden, classes, k = map(int, open(folder + "/shape.txt").read().split())
x = np.fromfile(folder + "/features.f32", dtype="<f4").reshape(layers, sentences, hidden)
y = np.fromfile(folder + "/labels.i32", dtype="<i4")
folds = np.fromfile(folder + "/folds.i32", dtype="<i4")
start = time.perf_counter()
accuracy = np.zeros((layers, k))
objective = np.zeros((layers, k))
models = []
for layer in range(layers):
    for f in range(k):
        train, test = folds != f, folds == f
        scaler = StandardScaler().fit(x[layer][train])
        model = LogisticRegression(solver="lbfgs", C=1.0, max_iter=100)
        model.fit(scaler.transform(x[layer][train]), y[train])
        accuracy[layer, f] = model.score(scaler.transform(x[layer][test]), y[test])
        models.append((layer, f, model, scaler))
seconds = time.perf_counter() - start
# The objective each probe minimised (sum of training cross-entropies + ||W||^2 / 2C), for
# comparison with ours; computed after the clock stopped.
for layer, f, model, scaler in models:
    train = folds != f
    logp = model.predict_log_proba(scaler.transform(x[layer][train]).astype(np.float64))
    nll = -logp[np.arange(len(logp)), np.searchsorted(model.classes_, y[train])].sum()
    objective[layer, f] = nll + 0.5 * (model.coef_ ** 2).sum() / model.C
print(f"sklearn {sklearn.__version__} lbfgs: {layers} layers x {k} folds one at a time: {seconds:.2f} s"
      f" (mean objective {objective.mean():.4f})")
for layer in range(layers):
    print(f"layer {layer:2d} accuracy {accuracy[layer].mean():.4f} std {accuracy[layer].std():.4f}")
