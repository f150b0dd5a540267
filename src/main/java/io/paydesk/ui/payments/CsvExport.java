package io.paydesk.ui.payments;

import io.paydesk.rules.Currencies;
import io.paydesk.store.Page;
import io.paydesk.store.PaymentQuery;
import io.paydesk.store.PaymentRow;
import io.paydesk.store.Store;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.TaskHandle;
import io.paydesk.ui.base.TaskHandle.Progress;
import io.paydesk.ui.base.TaskRunner;
import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/** Writes every payment of a search to a CSV file, page by page, off the FX thread. */
final class CsvExport {
  static final int PAGE_SIZE = PaymentQuery.MAX_PAGE_SIZE;

  static final String[] HEADER = {
    "id",
    "created_at",
    "status",
    "sub_status",
    "amount",
    "currency",
    "country",
    "method_type",
    "card_brand",
    "card_iin",
    "card_last_four",
    "customer_name",
    "customer_email",
    "customer_document",
    "merchant_order_id",
    "merchant_reference",
    "description",
    "has_chargeback",
    "in_dispute"
  };

  private final TaskRunner runner;
  private final MessageText notice;
  private final MessageText error;
  private final ReadOnlyBooleanWrapper exporting = new ReadOnlyBooleanWrapper(false);
  private TaskHandle writing = TaskHandle.done();

  CsvExport(TaskRunner runner, MessageText notice, MessageText error) {
    this.runner = runner;
    this.notice = notice;
    this.error = error;
  }

  /** Starts writing; says in the notice how far it got and when it is done. */
  void start(Store s, PaymentQuery query, Path file) {
    if (exporting.get()) {
      return;
    }
    exporting.set(true);
    error.set("");
    notice.say(() -> Messages.get("search.exporting", file.getFileName()));
    writing =
        runner.runWithProgress(
            progress -> write(s, query, file, PAGE_SIZE, progress),
            n -> {
              exporting.set(false);
              notice.say(() -> Messages.get("search.exported", n, file.getFileName()));
            },
            failure -> {
              exporting.set(false);
              notice.set("");
              error.say(() -> ErrorText.of(failure));
            });
  }

  /** Stops writing at the next page; the file keeps what was written. */
  void cancel() {
    if (exporting.get()) {
      writing.cancel();
      exporting.set(false);
      notice.set("");
    }
  }

  TaskHandle handle() {
    return writing;
  }

  ReadOnlyBooleanProperty exportingProperty() {
    return exporting.getReadOnlyProperty();
  }

  /** Writes the query's matches page by page, so no more than a page is held in memory. */
  static long write(Store s, PaymentQuery query, Path file, int pageSize, Progress progress)
      throws IOException {
    PaymentQuery pages = query.toBuilder().pageSize(pageSize).after(null).build();
    long written = 0;
    try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
        CSVPrinter csv = CSVFormat.DEFAULT.builder().setHeader(HEADER).get().print(out)) {
      String cursor = null;
      do {
        Page<PaymentRow> page = s.payments().search(pages.after(cursor));
        for (PaymentRow r : page.items()) {
          csv.printRecord(
              cell(r.id()),
              r.createdAt(),
              cell(r.status()),
              cell(r.subStatus()),
              plain(r.amount(), r.currency()),
              cell(r.currency()),
              cell(r.country()),
              cell(r.methodType()),
              cell(r.cardBrand()),
              cell(r.cardIin()),
              cell(r.cardLastFour()),
              cell(r.customerName()),
              cell(r.customerEmail()),
              cell(r.documentMasked()),
              cell(r.merchantOrderId()),
              cell(r.merchantReference()),
              cell(r.description()),
              r.hasChargeback(),
              r.inDispute());
          written++;
        }
        progress.update(written, -1);
        cursor = page.nextCursor();
      } while (cursor != null && !progress.isCancelled());
    }
    return written;
  }

  /**
   * Text as a spreadsheet will read it as text: a value starting with = + - @ or a control
   * character would run as a formula (descriptions and names come from customers), so it gets a
   * leading apostrophe.
   */
  static String cell(String value) {
    if (value == null || value.isEmpty()) {
      return value;
    }
    return "=+-@\t\r".indexOf(value.charAt(0)) >= 0 ? "'" + value : value;
  }

  /** The amount with at least its currency's digits ("1234.50"), never in exponent form. */
  private static String plain(BigDecimal amount, String currency) {
    if (amount == null) {
      return null;
    }
    int digits = Currencies.fractionDigits(currency == null ? "" : currency);
    return amount.setScale(Math.max(digits, amount.stripTrailingZeros().scale())).toPlainString();
  }
}
