"""Times pixelmatch's C++ port (PyPI pybind11-pixelmatch) on two PNG files, for
snapshot-bench: prints one line "identical_ms differing_ms count_identical count_differing".
Usage: python3 pixelmatch_pair.py A.png B.png [RUNS]"""
import sys
import time

import numpy as np
from PIL import Image
import pybind11_pixelmatch as pm

first = np.asarray(Image.open(sys.argv[1]).convert("RGBA")).copy()
second = np.asarray(Image.open(sys.argv[2]).convert("RGBA")).copy()
runs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
output = np.zeros_like(first)
options = pm.Options()
options.threshold = 0.1
options.includeAA = False


def median_ms(a, b):
    times = []
    count = 0
    for _ in range(runs):
        start = time.perf_counter()
        count = pm.pixelmatch(a, b, output=output, options=options)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return times[len(times) // 2], count


identical, identical_count = median_ms(first, first.copy())
differing, differing_count = median_ms(first, second)
print(f"{identical:.3f} {differing:.3f} {identical_count} {differing_count}")
