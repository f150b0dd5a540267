package io.paydesk.store.bench;

/** The store benchmark's generated payments, for benchmarks outside this package. */
public final class GeneratedPayments {
  private final PaymentStoreBenchmark gen;

  public GeneratedPayments(int n) throws java.io.IOException {
    gen = new PaymentStoreBenchmark(n, 0, "load");
  }

  /** The JSON of the i-th generated payment, as the service would answer it. */
  public String json(int i) {
    return gen.json(gen.spec(i));
  }
}
