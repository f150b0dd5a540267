package io.paydesk.ops;

import io.paydesk.api.ConnectionException;
import io.paydesk.api.NotFoundException;
import io.paydesk.api.OutcomeUnknownException;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.PaydeskException;
import io.paydesk.api.model.Payment;
import io.paydesk.rules.Rules;
import io.paydesk.store.PaymentRepository;
import io.paydesk.store.Store;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import java.util.regex.Pattern;

/**
 * Reads many payments from the service into the store: a bounded number of requests at a time (the
 * service and the merchant's rate limit are shared; the client's retries and 429 waits apply to
 * each), stored in batches as they arrive. The service has no list endpoint, so this is how the
 * history gets what the console has not seen.
 */
public final class PaymentRefresh {
  /** Requests in flight at once, unless the caller asks otherwise. */
  public static final int CONCURRENCY = 4;

  /** The most requests in flight a caller may ask for. */
  public static final int MAX_CONCURRENCY = 32;

  /** Payments stored per write. */
  static final int BATCH = 500;

  private static final AtomicInteger THREADS = new AtomicInteger();
  private static final Pattern SEPARATORS = Pattern.compile("[\\s,;|\"'\\[\\]()]+");

  private final PaydeskClient client;
  private final Store store;

  public PaymentRefresh(PaydeskClient client, Store store) {
    this.client = client;
    this.store = store;
  }

  /** How a refresh ended: payments stored, ids the service does not know, other failures. */
  public record Result(int stored, int notFound, int failed) {}

  /** Why one id or order id was not brought in. */
  public enum FailureKind {
    /** The service knows no payment by it. */
    NOT_FOUND,
    /** The service answered with an error (keys, permission, validation, server). */
    REFUSED,
    /** No answer: the service could not be reached or did not answer in time. */
    UNREACHABLE
  }

  /** One id that was not brought in, and the service's error. */
  public record Failure(String key, FailureKind kind, PaydeskException error) {}

  /**
   * How a fetch ended.
   *
   * @param requested keys asked for
   * @param done keys answered (found or failed) before the end or a cancel
   * @param stored payments stored (an order id may bring several)
   * @param failures keys not brought in, in the order they were given
   * @param cancelled true when the caller stopped it early
   */
  public record FetchResult(
      int requested, int done, int stored, List<Failure> failures, boolean cancelled) {
    public long count(FailureKind kind) {
      return failures.stream().filter(f -> f.kind() == kind).count();
    }
  }

  /**
   * The payment ids and merchant order ids in a pasted text: one per line or separated by spaces,
   * commas, semicolons, tabs or quotes; each once, in the order given.
   */
  public static List<String> keysIn(String text) {
    Set<String> keys = new LinkedHashSet<>();
    if (text != null) {
      for (String part : SEPARATORS.split(text)) {
        if (!part.isBlank()) {
          keys.add(part.strip());
        }
      }
    }
    return List.copyOf(keys);
  }

  /**
   * Reads each id and stores what the service answers; stops early when the calling thread is
   * interrupted (a cancelled task).
   *
   * @param progress called with (done, total) after each answer; may be null
   */
  public Result refresh(List<String> ids, BiConsumer<Integer, Integer> progress) {
    FetchResult r = fetch(ids, CONCURRENCY, progress, () -> Thread.currentThread().isInterrupted());
    return new Result(
        r.stored(),
        (int) r.count(FailureKind.NOT_FOUND),
        r.failures().size() - (int) r.count(FailureKind.NOT_FOUND));
  }

  /**
   * Reads each key from the service (a UUID as a payment id, anything else as a merchant order id)
   * with at most {@code concurrency} requests in flight, and stores what it answers in batches.
   * Call off the FX thread.
   *
   * @param progress called on the calling thread with (done, total) after each answer; may be null
   * @param cancelled asked between answers: once true no new request starts and the fetch ends
   */
  public FetchResult fetch(
      List<String> keys,
      int concurrency,
      BiConsumer<Integer, Integer> progress,
      BooleanSupplier cancelled) {
    int total = keys.size();
    if (total == 0) {
      return new FetchResult(0, 0, 0, List.of(), false);
    }
    int threads = Math.max(1, Math.min(Math.min(concurrency, MAX_CONCURRENCY), total));
    ExecutorService pool =
        Executors.newFixedThreadPool(
            threads,
            r -> {
              Thread t = new Thread(r, "paydesk-fetch-" + THREADS.incrementAndGet());
              t.setDaemon(true);
              return t;
            });
    AtomicInteger next = new AtomicInteger();
    BlockingQueue<Answer> answers = new ArrayBlockingQueue<>(Math.max(BATCH * 2, threads * 4));
    Failure[] failed = new Failure[total];
    try {
      for (int w = 0; w < threads; w++) {
        pool.execute(
            () -> {
              for (int i = next.getAndIncrement(); i < total; i = next.getAndIncrement()) {
                Answer a = read(i, keys.get(i));
                try {
                  answers.put(a);
                } catch (InterruptedException e) {
                  return;
                }
              }
            });
      }
      List<PaymentRepository.Prepared> batch = new ArrayList<>(BATCH);
      int stored = 0;
      int done = 0;
      boolean stopped = false;
      while (done < total) {
        if (cancelled.getAsBoolean()) {
          stopped = true;
          next.set(total);
          break;
        }
        Answer a;
        try {
          a = answers.poll(100, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          stopped = true;
          break;
        }
        if (a == null) {
          continue;
        }
        done++;
        if (a.failure() != null) {
          failed[a.index()] = a.failure();
        } else {
          batch.addAll(a.payments());
        }
        if (batch.size() >= BATCH || (done == total && !batch.isEmpty())) {
          store.payments().upsertPrepared(batch);
          stored += batch.size();
          batch.clear();
        }
        if (progress != null) {
          progress.accept(done, total);
        }
      }
      if (!batch.isEmpty()) {
        store.payments().upsertPrepared(batch);
        stored += batch.size();
      }
      List<Failure> failures = new ArrayList<>();
      for (Failure f : failed) {
        if (f != null) {
          failures.add(f);
        }
      }
      return new FetchResult(total, done, stored, List.copyOf(failures), stopped);
    } finally {
      pool.shutdownNow();
    }
  }

  private record Answer(int index, List<PaymentRepository.Prepared> payments, Failure failure) {}

  /**
   * Reads one key and prepares what the service answers for storing (indexing, redaction and
   * compression happen here, on the requesting threads, so the one writer only writes).
   */
  private Answer read(int index, String key) {
    try {
      if (Rules.isUuid(key)) {
        return new Answer(index, prepared(List.of(client.payments().retrieve(key))), null);
      }
      List<Payment> found = client.payments().retrieveByMerchantOrderId(key);
      if (found.isEmpty()) {
        return new Answer(index, List.of(), new Failure(key, FailureKind.NOT_FOUND, null));
      }
      return new Answer(index, prepared(found), null);
    } catch (NotFoundException e) {
      return new Answer(index, List.of(), new Failure(key, FailureKind.NOT_FOUND, e));
    } catch (ConnectionException | OutcomeUnknownException e) {
      return new Answer(index, List.of(), new Failure(key, FailureKind.UNREACHABLE, e));
    } catch (PaydeskException e) {
      return new Answer(index, List.of(), new Failure(key, FailureKind.REFUSED, e));
    } catch (RuntimeException e) {
      // A broken answer is the service's fault, never a reason to stop the rest.
      return new Answer(index, List.of(), new Failure(key, FailureKind.REFUSED, null));
    }
  }

  private List<PaymentRepository.Prepared> prepared(List<Payment> payments) {
    List<PaymentRepository.Prepared> out = new ArrayList<>(payments.size());
    for (Payment p : payments) {
      out.add(store.payments().prepare(p));
    }
    return out;
  }
}
