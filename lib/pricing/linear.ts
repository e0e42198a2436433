// The little linear algebra the price model needs (./model.ts): a weighted ridge fit of a few
// dozen coefficients, solved by Cholesky. Matrices are row-major Float64Arrays of size p × p.

/** The normal equations of a weighted ridge fit, built up one observation at a time. */
export class NormalEquations {
  /** Σ w x xᵀ (+ the prior's diagonal once `solve` is called) */
  readonly a: Float64Array;
  /** Σ w x y */
  readonly b: Float64Array;
  n = 0;

  constructor(readonly p: number) {
    this.a = new Float64Array(p * p);
    this.b = new Float64Array(p);
  }

  /** Adds (or, with a negative weight, removes) one observation. */
  add(x: ArrayLike<number>, y: number, w: number) {
    const { a, b, p } = this;
    for (let i = 0; i < p; i++) {
      const wx = w * x[i];
      if (wx === 0) continue;
      b[i] += wx * y;
      for (let j = 0; j <= i; j++) a[i * p + j] += wx * x[j];
    }
    this.n += w > 0 ? 1 : -1;
  }

  /**
   * The factor of Σ w x xᵀ + diag(λ): the fit Σ w (y − xβ)² + Σ λⱼ (βⱼ − β0ⱼ)² pulls each
   * coefficient toward its prior β0 with the weight λ (0: free). null when singular.
   */
  factor(lambda: ArrayLike<number>): Factor | null {
    const { p } = this;
    const m = new Float64Array(p * p);
    for (let i = 0; i < p; i++) {
      for (let j = 0; j <= i; j++) m[i * p + j] = this.a[i * p + j];
      m[i * p + i] += lambda[i];
    }
    return cholesky(m, p);
  }

  /** The right-hand side of that fit: Σ w x y + λ β0. */
  rhs(lambda: ArrayLike<number>, prior: ArrayLike<number>): Float64Array {
    return this.b.map((b, i) => b + lambda[i] * prior[i]);
  }
}

/** A Cholesky factor L (L Lᵀ = m): solves m β = rhs. */
export interface Factor {
  solve(rhs: ArrayLike<number>): Float64Array;
}

/**
 * The Cholesky factor of a symmetric positive-definite m of which the lower triangle is given
 * (overwritten). null when m is not positive definite.
 */
export function cholesky(m: Float64Array, p: number): Factor | null {
  for (let j = 0; j < p; j++) {
    let d = m[j * p + j];
    for (let k = 0; k < j; k++) d -= m[j * p + k] * m[j * p + k];
    if (!(d > 1e-12)) return null;
    const l = Math.sqrt(d);
    m[j * p + j] = l;
    for (let i = j + 1; i < p; i++) {
      let s = m[i * p + j];
      for (let k = 0; k < j; k++) s -= m[i * p + k] * m[j * p + k];
      m[i * p + j] = s / l;
    }
  }
  return {
    solve(rhs) {
      const y = new Float64Array(p);
      for (let i = 0; i < p; i++) {
        let s = rhs[i];
        for (let k = 0; k < i; k++) s -= m[i * p + k] * y[k];
        y[i] = s / m[i * p + i];
      }
      const x = new Float64Array(p);
      for (let i = p - 1; i >= 0; i--) {
        let s = y[i];
        for (let k = i + 1; k < p; k++) s -= m[k * p + i] * x[k];
        x[i] = s / m[i * p + i];
      }
      return x;
    },
  };
}

/** x · β */
export function dot(x: ArrayLike<number>, beta: ArrayLike<number>) {
  let s = 0;
  for (let i = 0; i < beta.length; i++) s += x[i] * beta[i];
  return s;
}

/** The median of numbers (sorted copy). */
export function median(values: readonly number[]) {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
