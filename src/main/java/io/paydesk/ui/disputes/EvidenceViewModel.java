package io.paydesk.ui.disputes;

import io.paydesk.api.model.Payment;
import io.paydesk.api.model.Transaction;
import io.paydesk.ops.CheckedFile;
import io.paydesk.ops.Connection;
import io.paydesk.ops.DisputeOperations;
import io.paydesk.ops.DisputeRefusedException;
import io.paydesk.ops.DisputeState;
import io.paydesk.ops.EvidenceDraft;
import io.paydesk.ops.OperationResult;
import io.paydesk.rules.EvidenceCategory;
import io.paydesk.ui.base.Busy;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.Formats;
import io.paydesk.ui.base.MessageText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.disputes.EvidenceFile.PageView;
import io.paydesk.ui.disputes.EvidenceFile.ShrinkOffer;
import io.paydesk.ui.kit.Catalogue;
import io.paydesk.ui.kit.FormModel;
import io.paydesk.ui.kit.FormScreen;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The evidence screen of one chargeback: files added by chooser or drop (photos become PDFs), each
 * with its category, its verdict in words and a thumbnail; shrinking a file that is too large; the
 * payment's own record; the set kept as a draft from the first file; the review and the send.
 */
public final class EvidenceViewModel extends FormScreen {
  static final int THUMB_WIDTH = 96;
  static final int PAGE_WIDTH = 900;
  static final int PREVIEW_WIDTH = 240;

  private final ShellViewModel shell;
  private final TaskRunner runner;
  private final Busy calls;
  private final ObservableList<EvidenceFile> files =
      FXCollections.observableArrayList(f -> new javafx.beans.Observable[] {f.categoryProperty()});
  private final ReadOnlyBooleanWrapper open = new ReadOnlyBooleanWrapper(false);
  private final MessageText title = new MessageText();
  private final MessageText facts = new MessageText();
  private final ReadOnlyStringWrapper state = new ReadOnlyStringWrapper("");
  private final ReadOnlyBooleanWrapper editable = new ReadOnlyBooleanWrapper(false);
  private final ReadOnlyObjectWrapper<ShrinkOffer> shrinkOffer = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyObjectWrapper<PageView> page = new ReadOnlyObjectWrapper<>();
  private final EvidenceForm form;
  private final BooleanBinding canSend;
  private Payment payment;
  private final EvidenceSet set;
  private final ChargebackClaim claim;

  public EvidenceViewModel(ShellViewModel shell, TaskRunner runner) {
    this.shell = shell;
    this.runner = runner;
    this.calls = new Busy(runner, busy, error);
    this.form = new EvidenceForm(files, editable);
    requires(shell.personProperty(), io.paydesk.ops.Permission.EVIDENCE);
    set = new EvidenceSet(shell, runner, calls, error, notice, (d, rows) -> files.setAll(rows));
    canSend = form.validProperty().and(busy.not()).and(set.conflictProperty().isNull());
    claim = new ChargebackClaim(shell, calls, () -> payment == null ? null : payment.id());
    shell.liveChangesProperty().addListener((o, a, batch) -> othersChanged(batch));
  }

  @Override
  protected FormModel formModel() {
    return form;
  }

  /** The eleven content categories, in the service's order. */
  public static List<String> categories() {
    return Arrays.stream(EvidenceCategory.values()).map(Enum::name).toList();
  }

  /** A content category in words. */
  public static String categoryLabel(String category) {
    return category == null ? "" : Messages.get("disputes.category." + category);
  }

  /** Opens the chargeback of a payment: reads it (service, else store) and its saved draft. */
  public void open(String paymentId) {
    Connection c = shell.connection();
    if (c == null) {
      return;
    }
    open.set(true);
    step.set(Step.EDIT);
    notice.set("");
    files.clear();
    shrinkOffer.set(null);
    page.set(null);
    payment = null;
    set.opened(null);
    claim.show(null);
    title.say(() -> Messages.get("disputes.evidence.loading"));
    facts.set("");
    state.set("");
    editable.set(false);
    calls.run(
        () -> {
          Payment p = c.lookups().byId(paymentId).payments().stream().findFirst().orElse(null);
          if (p == null) {
            p = c.disputes().stored(paymentId).orElseThrow();
          }
          EvidenceDraft saved = c.disputes().draft(paymentId).orElse(null);
          return new Opened(
              p, saved, EvidenceSet.rows(c, saved), c.disputes().claimOf(paymentId).orElse(null));
        },
        opened -> {
          show(opened.payment());
          set.opened(opened.draft());
          claim.show(opened.claim());
          files.setAll(opened.rows());
          EvidenceDraft draft = opened.draft();
          if (draft != null && draft.update() != isUpdate()) {
            // Evidence was sent since the draft was made (e.g. by another agent): its files now go
            // as an update, a request of its own with a key of its own.
            set.restart(isUpdate());
            saveDraft();
          }
          if (draft != null && !draft.files().isEmpty()) {
            notice.say(() -> Messages.get("disputes.evidence.draftRestored", draft.files().size()));
          }
        });
  }

  private record Opened(
      Payment payment,
      EvidenceDraft draft,
      List<EvidenceFile> rows,
      io.paydesk.store.Claims.Claim claim) {}

  private void show(Payment p) {
    payment = p;
    String status = p.status() == null ? null : p.status().value();
    String sub = p.subStatus() == null ? null : p.subStatus().value();
    DisputeState s = DisputeOperations.stateOf(status, sub, false);
    boolean canWork = s == DisputeState.OPEN || s == DisputeState.SENT;
    editable.set(canWork && DisputeOperations.chargebackOf(p).isPresent());
    Transaction cb = DisputeOperations.chargebackOf(p).orElse(null);
    title.say(
        () ->
            Messages.get(
                "disputes.evidence.title",
                p.merchantOrderId() == null ? p.id() : p.merchantOrderId()));
    facts.say(
        () ->
            Messages.get(
                "disputes.evidence.facts",
                p.amount() == null ? "" : Formats.money(p.amount().value(), p.amount().currency()),
                DisputesViewModel.reasonLabel(cb == null ? null : cb.reason()),
                cb == null || cb.createdAt() == null ? "" : Formats.dateTime(cb.createdAt()),
                Catalogue.Kind.PAYMENT_STATUS.label(status),
                Catalogue.Kind.SUB_STATUS.label(sub)));
    state.set(s.name());
  }

  /** True when evidence was already sent: new files are sent as an update (PATCH). */
  public boolean isUpdate() {
    return DisputeState.SENT.name().equals(state.get());
  }

  /** Adds files (PDF, PNG, JPEG; others are kept with their reason), then saves the draft. */
  public void addFiles(List<Path> paths) {
    Connection c = shell.connection();
    if (c == null || paths.isEmpty() || !editable.get()) {
      return;
    }
    notice.set("");
    calls.run(
        () -> {
          List<EvidenceFile> rows = new ArrayList<>();
          for (Path p : paths) {
            byte[] bytes = Files.readAllBytes(p);
            rows.add(
                EvidenceSet.row(
                    c, c.disputes().importFile(p.getFileName().toString(), bytes), null));
          }
          return rows;
        },
        rows -> {
          files.addAll(rows);
          saveDraft();
        });
  }

  /** Adds the payment's own record as PAYMENT_DETAIL. */
  public void addPaymentRecord() {
    Connection c = shell.connection();
    Payment p = payment;
    if (c == null || p == null || !editable.get()) {
      return;
    }
    calls.runKeepingError(
        () ->
            EvidenceSet.row(
                c, c.disputes().paymentRecord(p), EvidenceCategory.PAYMENT_DETAIL.name()),
        r -> {
          files.add(r);
          saveDraft();
        });
  }

  /** Sets a file's category and saves the draft. */
  public void setCategory(EvidenceFile row, String category) {
    row.categoryProperty().set(category);
    saveDraft();
  }

  public void remove(EvidenceFile row) {
    files.remove(row);
    saveDraft();
  }

  /** Makes a smaller copy of a file that is too large and offers it beside the original. */
  public void shrink(EvidenceFile row) {
    Connection c = shell.connection();
    if (c == null || !row.canShrink()) {
      return;
    }
    notice.say(() -> Messages.get("disputes.evidence.shrinking", row.fileName()));
    String reduced = Messages.get("disputes.evidence.reducedWord");
    calls.runKeepingError(
        () -> {
          CheckedFile smaller = c.disputes().shrink(row.file(), reduced);
          return new ShrinkOffer(
              row,
              c.disputes().pagePng(row.file().bytes(), 0, PREVIEW_WIDTH),
              smaller,
              c.disputes().pagePng(smaller.bytes(), 0, PREVIEW_WIDTH));
        },
        offer -> {
          notice.set("");
          shrinkOffer.set(offer);
        },
        failure -> {
          notice.set("");
          error.say(() -> ErrorText.of(failure));
        });
  }

  /** Takes the smaller copy in place of the original row (the file on disk is not changed). */
  public void acceptShrink() {
    ShrinkOffer offer = shrinkOffer.get();
    if (offer == null || !offer.fits()) {
      return;
    }
    int at = files.indexOf(offer.original());
    EvidenceFile smaller =
        new EvidenceFile(
            offer.result(), offer.original().categoryProperty().get(), offer.resultThumbnail());
    if (at >= 0) {
      files.set(at, smaller);
    } else {
      files.add(smaller);
    }
    shrinkOffer.set(null);
    saveDraft();
  }

  public void declineShrink() {
    shrinkOffer.set(null);
  }

  /** Draws one page of a file large (off the FX thread). */
  public void showPage(EvidenceFile row, int index) {
    Connection c = shell.connection();
    if (c == null || index < 0 || index >= row.pageCount()) {
      return;
    }
    runner.run(
        () -> c.disputes().pagePng(row.file().bytes(), index, PAGE_WIDTH),
        png -> page.set(png == null ? null : new PageView(row, index, png)),
        failure -> error.say(() -> ErrorText.of(failure)));
  }

  public void closePage() {
    page.set(null);
  }

  /** The review sentence: what will be sent, in words. */
  public String reviewSentence() {
    List<String> parts = new ArrayList<>();
    for (EvidenceFile f : files) {
      parts.add(
          Messages.get(
              "disputes.evidence.reviewFile",
              f.fileName(),
              categoryLabel(f.categoryProperty().get()),
              f.size()));
    }
    return Messages.get(
        isUpdate() ? "disputes.evidence.reviewUpdate" : "disputes.evidence.review",
        files.size(),
        title.get(),
        String.join("; ", parts));
  }

  /** The review step, when the set may be sent: the screen shows {@link #reviewSentence()}. */
  @Override
  public void review() {
    if (step.get() != Step.SENDING && canSend.get() && readyForReview()) {
      reviewing();
    }
  }

  /** Sends the reviewed set; on success the draft is gone and lists update. */
  @Override
  public void confirm() {
    Connection c = shell.connection();
    Payment p = payment;
    if (c == null || p == null || step.get() != Step.REVIEW || !canSend.get()) {
      return;
    }
    EvidenceDraft d = saveDraft();
    notice.set("");
    step.set(Step.SENDING);
    calls.run(
        () -> c.disputes().send(p, d),
        this::afterSend,
        failure -> {
          step.set(Step.EDIT);
          error.set(refusal(failure));
        });
  }

  private void afterSend(OperationResult result) {
    boolean update = isUpdate();
    step.set(result.succeeded() ? Step.RESULT : Step.EDIT);
    if (result.succeeded()) {
      files.clear();
      set.forget();
      if (claim.mineProperty().get()) {
        claim.show(null); // given up with the send
      }
      if (result.payment() != null) {
        show(result.payment());
      }
      notice.say(
          () ->
              Messages.get(
                  update ? "disputes.evidence.sentUpdate" : "disputes.evidence.sent",
                  Catalogue.Kind.PAYMENT_STATUS.label(String.valueOf(result.payment().status())),
                  Catalogue.Kind.SUB_STATUS.label(String.valueOf(result.payment().subStatus()))));
    } else {
      error.say(
          () ->
              Messages.get(
                  result.outcome() == OperationResult.Outcome.OUTCOME_UNKNOWN
                      ? "disputes.evidence.unknown"
                      : "disputes.evidence.failed",
                  ErrorText.of(result.failure())));
    }
    shell.storeChanged();
  }

  private static String refusal(Throwable failure) {
    if (failure instanceof DisputeRefusedException r
        && r.reason() == DisputeRefusedException.Reason.ALREADY_SENT) {
      return Messages.get(
          "disputes.refused.ALREADY_SENT", r.sentBy(), Formats.dateTime(r.sentAt()));
    }
    if (failure instanceof DisputeRefusedException r) {
      return Messages.get(
          "disputes.refused." + r.reason().name(), r.fileName() == null ? "" : r.fileName());
    }
    return ErrorText.of(failure);
  }

  /** Reads the payment again from the service: a decision (WON, LOST) shows here. */
  public void refresh() {
    Connection c = shell.connection();
    Payment p = payment;
    if (c == null || p == null) {
      return;
    }
    calls.runKeepingError(
        () -> c.lookups().byId(p.id()),
        found -> {
          if (!found.payments().isEmpty()) {
            show(found.payments().get(0));
          }
          if (found.offline() != null) {
            error.say(() -> ErrorText.of(found.offline()));
          }
          shell.storeChanged();
        });
  }

  /** Back to the worklist; the draft stays saved. */
  public void close() {
    open.set(false);
    shrinkOffer.set(null);
    page.set(null);
  }

  /** Saves the set as the chargeback's draft (made with its key on the first file). */
  private EvidenceDraft saveDraft() {
    return set.save(payment, files, isUpdate());
  }

  /** Conflict: saves this person's set over the other's (theirs is replaced). */
  public void keepMine() {
    set.keepMine();
  }

  /** Conflict: drops this person's changes and shows the other's set. */
  public void takeTheirs() {
    set.takeTheirs();
  }

  /**
   * Conflict: keeps both: each file changed by one side only takes that change; a file both changed
   * keeps this person's. The merged set is saved over the other's.
   */
  public void merge() {
    set.merge();
  }

  /**
   * Another console changed this chargeback's set or its claim: with nothing of this person's
   * waiting to be saved, the set shown becomes the stored one; the claim is read again.
   */
  private void othersChanged(io.paydesk.ops.LiveChanges.Batch batch) {
    Connection c = shell.connection();
    Payment p = payment;
    if (batch == null || c == null || p == null || !open.get()) {
      return;
    }
    if (batch.payments().contains(p.id()) && step.get() == Step.EDIT && files.isEmpty()) {
      // Another agent's send (or the service's news) changed the payment: its state shows here.
      // With files of this person's waiting, Send says what happened instead (and keeps them).
      runner.run(
          () -> c.disputes().stored(p.id()).orElse(null),
          now -> {
            if (now != null && p.id().equals(payment == null ? null : payment.id())) {
              show(now);
            }
          },
          failure -> {});
    }
    if (batch.chargebacks().contains(p.id())) {
      runner.run(
          () -> c.disputes().claimOf(p.id()).orElse(null),
          held -> {
            if (payment != null && p.id().equals(payment.id())) {
              claim.show(held);
            }
          },
          failure -> {});
    }
    if (batch.drafts().contains(DisputeOperations.draftChange(p.id())) && step.get() == Step.EDIT) {
      set.othersSaved(p.id(), () -> payment != null && p.id().equals(payment.id()));
    }
  }

  public ReadOnlyObjectProperty<EvidenceConflict> conflictProperty() {
    return set.conflictProperty();
  }

  /** Who is working on this chargeback (a team store). */
  public ChargebackClaim claim() {
    return claim;
  }

  public ObservableList<EvidenceFile> files() {
    return files;
  }

  public ReadOnlyBooleanProperty openProperty() {
    return open.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty editableProperty() {
    return editable.getReadOnlyProperty();
  }

  public BooleanBinding canSendBinding() {
    return canSend;
  }

  public ReadOnlyStringProperty titleProperty() {
    return title.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty factsProperty() {
    return facts.getReadOnlyProperty();
  }

  /** The dispute state's name (OPEN, SENT, WON, LOST, CLOSED), "" while loading. */
  public ReadOnlyStringProperty stateProperty() {
    return state.getReadOnlyProperty();
  }

  public ReadOnlyObjectProperty<ShrinkOffer> shrinkOfferProperty() {
    return shrinkOffer.getReadOnlyProperty();
  }

  public ReadOnlyObjectProperty<PageView> pageProperty() {
    return page.getReadOnlyProperty();
  }
}
