"""The 95% Wilson score interval worked out from its definition, independently of simcore.meta: the p at
which the observed rate is exactly z standard errors (sqrt(p (1 - p) / n)) away, found by root finding."""
from scipy.optimize import brentq
from scipy.stats import norm

Z95 = norm.ppf(0.975)


def wilson_by_definition(score, n, z=Z95):
    rate = score / n

    def gap(p):
        return (rate - p) ** 2 - z * z * p * (1 - p) / n

    lo = 0.0 if rate == 0 else brentq(gap, 0.0, rate, xtol=1e-15)
    hi = 1.0 if rate == 1 else brentq(gap, rate, 1.0, xtol=1e-15)
    return lo, hi
