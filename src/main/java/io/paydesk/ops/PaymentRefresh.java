package io.paydesk.ops;

import io.paydesk.api.NotFoundException;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.model.Payment;
import io.paydesk.store.Store;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;

/**
 * Reads many payments from the service into the store: a few requests at a time (the service and
 * the merchant's rate limit are shared), stored in batches as they arrive.
 */
public final class PaymentRefresh {
  /** Requests in flight at once. */
  static final int CONCURRENCY = 4;

  /** Payments stored per write. */
  static final int BATCH = 500;

  private static final AtomicInteger THREADS = new AtomicInteger();

  private final PaydeskClient client;
  private final Store store;

  PaymentRefresh(PaydeskClient client, Store store) {
    this.client = client;
    this.store = store;
  }

  /** How a refresh ended: payments stored, ids the service does not know, other failures. */
  public record Result(int stored, int notFound, int failed) {}

  /**
   * Reads each id and stores what the service answers; stops early when the calling thread is
   * interrupted (a cancelled task).
   *
   * @param progress called with (done, total) after each answer; may be null
   */
  public Result refresh(List<String> ids, BiConsumer<Integer, Integer> progress) {
    if (ids.isEmpty()) {
      return new Result(0, 0, 0);
    }
    ExecutorService pool =
        Executors.newFixedThreadPool(
            Math.min(CONCURRENCY, ids.size()),
            r -> {
              Thread t = new Thread(r, "paydesk-refresh-" + THREADS.incrementAndGet());
              t.setDaemon(true);
              return t;
            });
    try {
      CompletionService<Payment> answers = new ExecutorCompletionService<>(pool);
      for (String id : ids) {
        answers.submit(() -> client.payments().retrieve(id));
      }
      List<Payment> batch = new ArrayList<>();
      int stored = 0;
      int notFound = 0;
      int failed = 0;
      for (int done = 1; done <= ids.size(); done++) {
        try {
          batch.add(answers.take().get());
        } catch (ExecutionException e) {
          if (e.getCause() instanceof NotFoundException) {
            notFound++;
          } else {
            failed++;
          }
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          break;
        }
        if (batch.size() == BATCH) {
          store.payments().upsertAll(batch);
          stored += batch.size();
          batch.clear();
        }
        if (progress != null) {
          progress.accept(done, ids.size());
        }
      }
      store.payments().upsertAll(batch);
      return new Result(stored + batch.size(), notFound, failed);
    } finally {
      pool.shutdownNow();
    }
  }
}
