package io.paydesk.ops;

import io.paydesk.api.model.ModelJson;
import io.paydesk.store.Page;
import io.paydesk.store.Store;
import io.paydesk.store.StoredExports;
import java.io.IOException;
import java.io.Writer;
import java.time.Instant;

/**
 * The headless export: every stored payment, payout or subscription, written as JSON lines (each
 * object as the store holds it, document numbers masked) or as CSV (the columns of {@link
 * Exports}), page by page as it is read, so a history of years never sits in memory. Reads only.
 */
public final class StoreExport {
  /** Rows read from the store at a time. */
  public static final int PAGE_SIZE = 500;

  /** What is exported. */
  public enum Kind {
    PAYMENTS,
    PAYOUTS,
    SUBSCRIPTIONS
  }

  /** How it is written. */
  public enum Format {
    JSONL,
    CSV
  }

  private StoreExport() {}

  /**
   * Writes every stored resource of a kind (those updated at or after {@code since}, or all when
   * null) to {@code out}, which is flushed, not closed.
   *
   * @return how many were written
   */
  public static long write(Store store, Kind kind, Format format, Instant since, Writer out)
      throws IOException {
    int pageSize = PAGE_SIZE;
    StoredExports stored = StoredExports.of(store);
    long n;
    if (format == Format.JSONL) {
      n =
          switch (kind) {
            case PAYMENTS -> lines(stored::paymentJson, since, out, pageSize);
            case PAYOUTS -> lines(stored::payoutJson, since, out, pageSize);
            case SUBSCRIPTIONS -> lines(stored::subscriptionJson, since, out, pageSize);
          };
    } else {
      n =
          switch (kind) {
            case PAYMENTS -> paymentsCsv(stored, since, out, pageSize);
            case PAYOUTS -> payoutsCsv(stored, since, out, pageSize);
            case SUBSCRIPTIONS -> subscriptionsCsv(store, stored, since, out, pageSize);
          };
    }
    out.flush();
    return n;
  }

  /** Reads one page: since, the previous page's cursor, the page size. */
  private interface Pages<T> {
    Page<T> read(Instant since, String after, int limit);
  }

  private static long lines(Pages<String> pages, Instant since, Writer out, int pageSize)
      throws IOException {
    return each(
        pages,
        since,
        pageSize,
        json -> {
          out.write(json);
          out.write('\n');
        });
  }

  private static long paymentsCsv(StoredExports stored, Instant since, Writer out, int pageSize)
      throws IOException {
    CsvOut csv = Exports.PAYMENTS.open(out);
    long n = each(stored::paymentRows, since, pageSize, row -> Exports.PAYMENTS.write(csv, row));
    csv.flush();
    return n;
  }

  private static long payoutsCsv(StoredExports stored, Instant since, Writer out, int pageSize)
      throws IOException {
    CsvOut csv = Exports.PAYOUTS.open(out);
    long n =
        each(
            stored::payoutJson,
            since,
            pageSize,
            json -> Exports.PAYOUTS.write(csv, ModelJson.readPayout(json)));
    csv.flush();
    return n;
  }

  private static long subscriptionsCsv(
      Store store, StoredExports stored, Instant since, Writer out, int pageSize)
      throws IOException {
    CsvOut csv = Exports.SUBSCRIPTIONS.open(out);
    long n =
        each(
            stored::subscriptionJson,
            since,
            pageSize,
            json ->
                Exports.SUBSCRIPTIONS.write(
                    csv,
                    SubscriptionOperations.exportLine(store, ModelJson.readSubscription(json))));
    csv.flush();
    return n;
  }

  /** Writes one item. */
  private interface Each<T> {
    void accept(T item) throws IOException;
  }

  private static <T> long each(Pages<T> pages, Instant since, int pageSize, Each<T> write)
      throws IOException {
    long n = 0;
    String cursor = null;
    do {
      Page<T> page = pages.read(since, cursor, pageSize);
      for (T item : page.items()) {
        write.accept(item);
        n++;
      }
      cursor = page.nextCursor();
    } while (cursor != null);
    return n;
  }
}
