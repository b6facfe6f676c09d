"""Times kiwisolver (PyPI `kiwisolver`, the C++ Cassowary solver behind Matplotlib and
Enaml) on the shapes layout-bench lays out with Auto Layout, for layout-bench: the same
variables (each view's left, top, width and height) and the same constraints as
layout-bench's `chain` and `grid`, with the root's edges fixed by required constraints.

Only solver calls are timed: the constraints are built first, then `addConstraint` for
each and `updateVariables()` make the first solve. The re-solve after one constant changes
(the first leading constraint's, to 1...5 as in layout-bench: the median of the 5) uses
kiwi's own cheap path for a changing value, an edit variable: that constant is a variable
`gap` held by a strong edit variable (built untimed on a second solver with one more
variable and constraint), and a re-solve is `suggestValue` plus `updateVariables()`. Our
engine's constant update works the same way inside (the marker absorbs the change, then a
dual simplex pass). Removing the constraint and adding it back with the new constant is far
slower in kiwi (about 1.8 ms for a 100-view chain, 2.4 s for 1,000), so it is not the
figure compared with.
Prints one JSON object: {"chain": {"10": {"first": ms, "resolve": ms}, ...},
"grid": {...}}, medians over RUNS runs (9, or 3 at 1,000 views).
Usage: python3 kiwisolver_layout.py [COUNTS...]   (default: 10 100 1000)"""
import json
import math
import sys
import time

import kiwisolver as kiwi


class View:
    def __init__(self):
        self.left = kiwi.Variable()
        self.top = kiwi.Variable()
        self.width = kiwi.Variable()
        self.height = kiwi.Variable()

    @property
    def right(self):
        return self.left + self.width

    @property
    def bottom(self):
        return self.top + self.height


def root_constraints(root, width, height):
    """The root's edges, fixed as the engine fixes them (required)."""
    return [root.left == 0, root.top == 0, root.width == width, root.height == height]


def chain(count, first_gap):
    """layout-bench's chain: each 10 x 10 view after the one before it, 1 point apart
    (the first view `first_gap` from the root's left edge)."""
    root = View()
    constraints = root_constraints(root, 20_000, 100)
    first = None
    previous = None
    for _ in range(count):
        view = View()
        leading = view.left == (previous.right if previous else root.left) + (1 if first else first_gap)
        if first is None:
            first = leading
        constraints += [leading, view.top == root.top, view.width == 10, view.height == 10]
        previous = view
    return constraints, first


def grid(count, first_gap):
    """layout-bench's grid: each view 2 points after its left and upper neighbours (the
    first view `first_gap` from the root's left edge)."""
    side = math.ceil(math.sqrt(count))
    root = View()
    constraints = root_constraints(root, 2_000, 2_000)
    rows = []
    first = None
    for row in range(side):
        views = []
        for column in range(side):
            if row * side + column >= count:
                break
            view = View()
            leading = view.left == (views[-1].right if views else root.left) + (2 if first else first_gap)
            if first is None:
                first = leading
            above = rows[row - 1][column] if row > 0 and column < len(rows[row - 1]) else None
            constraints += [leading, view.top == (above.bottom if above else root.top) + 2,
                            view.width == 10, view.height == view.width]
            views.append(view)
        rows.append(views)
    return constraints, first


def first_solve(constraints):
    solver = kiwi.Solver()
    start = time.perf_counter()
    for constraint in constraints:
        solver.addConstraint(constraint)
    solver.updateVariables()
    return solver, (time.perf_counter() - start) * 1000


def measure(make, count, default_gap, runs):
    firsts, resolves = [], []
    for _ in range(runs):
        constraints, _ = make(count, default_gap)
        _, elapsed = first_solve(constraints)
        firsts.append(elapsed)

        # The re-solve: the same shape with the first constant as an edit variable.
        gap = kiwi.Variable("gap")
        constraints, _ = make(count, gap)
        solver = kiwi.Solver()
        for constraint in constraints:
            solver.addConstraint(constraint)
        solver.addEditVariable(gap, "strong")
        solver.suggestValue(gap, default_gap)
        solver.updateVariables()
        times = []
        for step in range(1, 6):
            start = time.perf_counter()
            solver.suggestValue(gap, step)
            solver.updateVariables()
            times.append((time.perf_counter() - start) * 1000)
        resolves.append(sorted(times)[2])
    middle = runs // 2
    return {"first": sorted(firsts)[middle], "resolve": sorted(resolves)[middle]}


def main():
    counts = [int(argument) for argument in sys.argv[1:]] or [10, 100, 1000]
    results = {}
    for name, make, gap in [("chain", chain, 1), ("grid", grid, 2)]:
        results[name] = {}
        for count in counts:
            results[name][str(count)] = measure(make, count, gap, 3 if count >= 1000 else 9)
    print(json.dumps(results))


if __name__ == "__main__":
    main()
