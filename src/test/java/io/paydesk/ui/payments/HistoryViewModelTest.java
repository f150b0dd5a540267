package io.paydesk.ui.payments;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.api.model.Payment;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The local history's search on its own: filters, counts, pages and a change of connection. */
class HistoryViewModelTest {
  @TempDir Path dataDir;
  private ShellViewModel shell;
  private HistoryViewModel history;

  @BeforeEach
  void connect() {
    shell = new ShellViewModel(TaskRunner.sameThread(), dataDir);
    shell.connect(ConnectionSettings.embedded());
    history = new HistoryViewModel(shell, TaskRunner.sameThread());
  }

  @AfterEach
  void close() {
    shell.shutdown();
  }

  /** Reads demo payments from the service, which keeps them in the store. */
  private List<Payment> stored(int n) {
    return shell.connection().demoPaymentIds().stream()
        .limit(n)
        .map(id -> shell.connection().lookups().byId(id).payments().get(0))
        .toList();
  }

  @Test
  void anEmptyStoreFindsNothingAndSaysSo() {
    history.search();

    assertThat(history.rows()).isEmpty();
    assertThat(history.summaryProperty().get()).isEqualTo("0 found in local history");
    assertThat(history.hasMoreProperty().get()).isFalse();
  }

  @Test
  void theStoredPaymentsAreListedAndTheStatusFilterNarrowsThem() {
    List<Payment> payments = stored(3);

    history.search();
    assertThat(history.rows())
        .extracting(HistoryViewModel.RecentPayment::id)
        .containsExactlyInAnyOrderElementsOf(payments.stream().map(Payment::id).toList());

    String status = String.valueOf(payments.get(0).status());
    history.statusProperty().set(status);
    assertThat(history.rows())
        .isNotEmpty()
        .allSatisfy(r -> assertThat(r.status()).isEqualTo(history.rows().get(0).status()));
    assertThat(history.rows().size())
        .isEqualTo(
            (int) payments.stream().filter(p -> status.equals(String.valueOf(p.status()))).count());
  }

  @Test
  void aSearchForTheLookUpsTextTellsHowManyItFound() {
    Payment p = stored(1).get(0);
    AtomicLong counted = new AtomicLong(-1);

    history.searchFor(p.id(), counted::set);

    assertThat(history.textProperty().get()).isEqualTo(p.id());
    assertThat(counted.get()).isEqualTo(1);
    history.search();
    assertThat(counted.get()).isEqualTo(1);
  }

  @Test
  void anotherConnectionEmptiesTheListAndNoneLeavesItEmpty() {
    stored(2);
    history.search();
    assertThat(history.rows()).hasSize(2);

    history.reset(null);

    assertThat(history.rows()).isEmpty();
    assertThat(history.summaryProperty().get()).isEmpty();
  }
}
