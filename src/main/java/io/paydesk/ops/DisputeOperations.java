package io.paydesk.ops;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.paydesk.api.PaydeskClient;
import io.paydesk.api.PaydeskException;
import io.paydesk.api.RequestOptions;
import io.paydesk.api.RequestRules;
import io.paydesk.api.ValidationException;
import io.paydesk.api.model.DisputeRequest;
import io.paydesk.api.model.Evidence;
import io.paydesk.api.model.Payment;
import io.paydesk.api.model.Transaction;
import io.paydesk.evidence.EvidenceFile;
import io.paydesk.evidence.EvidenceFiles;
import io.paydesk.evidence.PaymentRecordPdf;
import io.paydesk.rules.FieldError;
import io.paydesk.rules.Limits;
import io.paydesk.store.ChargebackRow;
import io.paydesk.store.Claims;
import io.paydesk.store.Draft;
import io.paydesk.store.DraftConflictException;
import io.paydesk.store.JournalEntry;
import io.paydesk.store.PaymentRow;
import io.paydesk.store.Store;
import io.paydesk.store.StoreException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Chargeback disputes: the worklist of stored chargebacks, the evidence draft of each, and sending
 * evidence (POST, or PATCH on the same path to add to or replace evidence already sent). A send is
 * checked first (the payment's state, its CHARGEBACK transaction, every file, the base64 text
 * decoded back and compared); a refused one leaves no journal row. What passes goes through {@link
 * JournaledSend} with the idempotency key the draft holds, so every resend of the draft uses it.
 */
public final class DisputeOperations {
  private static final org.slf4j.Logger LOG =
      org.slf4j.LoggerFactory.getLogger(DisputeOperations.class);

  public static final String SUBMIT = "dispute.submit";
  public static final String UPDATE = "dispute.update";
  static final String DRAFT_KIND = "dispute.evidence";
  static final String WINDOWS_SETTING = "disputes.response_windows";
  static final String POLICY_SETTING = "disputes.policy_text";

  /**
   * A file larger than this keeps its row in the draft without its bytes (it is refused anyway).
   */
  static final int MAX_DRAFT_FILE_BYTES = 32 * 1024 * 1024;

  private static final ObjectMapper JSON = new ObjectMapper();

  private final PaydeskClient client;
  private final Store store;
  private final String accountId;
  private final Clock clock;
  private final JournaledSend journaled;

  public DisputeOperations(PaydeskClient client, Store store, String accountId) {
    this(client, store, accountId, Clock.systemUTC());
  }

  DisputeOperations(PaydeskClient client, Store store, String accountId, Clock clock) {
    this.client = client;
    this.store = store;
    this.accountId = accountId;
    this.clock = clock;
    this.journaled = new JournaledSend(store, clock);
  }

  // --- worklist -------------------------------------------------------------------------------

  /**
   * Every stored payment with a CHARGEBACK transaction, most urgent first: evidence awaited with
   * the fewest days left, then those past their window (latest first), then sent, then decided.
   */
  public List<ChargebackCase> worklist() {
    ResponseWindows windows = windows();
    Set<String> drafted =
        store.sharedDrafts().list(DRAFT_KIND).stream().map(Draft::key).collect(Collectors.toSet());
    Map<String, Claims.Claim> claims = store.claims().all();
    Instant now = clock.instant();
    List<ChargebackCase> out = new ArrayList<>();
    for (ChargebackRow row : store.transactions().chargebacks()) {
      out.add(
          caseOf(
              row,
              windows,
              drafted.contains(row.payment().id()),
              claims.get(row.payment().id()),
              now));
    }
    out.sort(URGENCY);
    return out;
  }

  /**
   * How many chargebacks await evidence (open or drafted: the payment is still CHARGEBACK), counted
   * by one indexed query; no payment JSON is read and no draft decrypted.
   */
  public int openCount() {
    return store.transactions().countWithChargeback("CHARGEBACK");
  }

  static ChargebackCase caseOf(
      ChargebackRow row,
      ResponseWindows windows,
      boolean drafted,
      Claims.Claim claim,
      Instant now) {
    PaymentRow p = row.payment();
    DisputeState state = stateOf(p.status(), p.subStatus(), drafted);
    int window = windows.daysFor(p.cardBrand());
    Instant at = row.chargebackAt() != null ? row.chargebackAt() : p.createdAt();
    long since = Math.max(0, Duration.between(at, now).toDays());
    Integer left = state.awaitsEvidence() ? (int) (window - since) : null;
    return new ChargebackCase(
        p.id(),
        row.transactionId(),
        state,
        p.amount(),
        p.currency(),
        row.reason(),
        p.country(),
        p.cardBrand(),
        p.cardLastFour(),
        p.customerName(),
        p.merchantOrderId(),
        at,
        since,
        left,
        window,
        claim == null ? null : claim.person(),
        claim == null ? null : claim.claimedAt());
  }

  /** The dispute state of a payment with a chargeback, from its status and sub-status. */
  public static DisputeState stateOf(String status, String subStatus, boolean drafted) {
    if ("IN_DISPUTE".equals(status)) {
      if ("WON".equals(subStatus)) {
        return DisputeState.WON;
      }
      if ("LOST".equals(subStatus)) {
        return DisputeState.LOST;
      }
      return "PENDING_REVIEW".equals(subStatus) ? DisputeState.SENT : DisputeState.CLOSED;
    }
    if ("CHARGEBACK".equals(status)) {
      return drafted ? DisputeState.DRAFTED : DisputeState.OPEN;
    }
    return DisputeState.CLOSED;
  }

  static final Comparator<ChargebackCase> URGENCY =
      Comparator.comparingInt(DisputeOperations::rank)
          .thenComparing(
              (a, b) -> {
                if (a.state().awaitsEvidence() && a.daysLeft() >= 0) {
                  return Integer.compare(a.daysLeft(), b.daysLeft());
                }
                return b.chargebackAt().compareTo(a.chargebackAt());
              })
          .thenComparing(ChargebackCase::paymentId);

  private static int rank(ChargebackCase c) {
    if (c.state().awaitsEvidence()) {
      return c.daysLeft() >= 0 ? 0 : 1;
    }
    return c.state() == DisputeState.SENT ? 2 : 3;
  }

  // --- settings -------------------------------------------------------------------------------

  /** The response window per card brand (20 days each until changed). */
  public ResponseWindows windows() {
    return ResponseWindows.decode(store.setting(WINDOWS_SETTING));
  }

  public void saveWindows(ResponseWindows windows) {
    store.saveSetting(WINDOWS_SETTING, windows.encode());
  }

  /** The refund and cancellation policy text printed on the payment record; "" until set. */
  public String policyText() {
    String text = store.setting(POLICY_SETTING);
    return text == null ? "" : text;
  }

  /** Saves the policy text (at most {@link #MAX_POLICY_CHARS} characters). */
  public void savePolicyText(String text) {
    store.saveSetting(POLICY_SETTING, text == null ? "" : text.strip());
  }

  public static final int MAX_POLICY_CHARS = 1000;

  // --- drafts ---------------------------------------------------------------------------------

  /**
   * The saved evidence set of a payment's chargeback, if there is one: on a team store the team's
   * one set, whoever saved it.
   */
  public Optional<EvidenceDraft> draft(String paymentId) {
    return store.sharedDrafts().load(DRAFT_KIND, paymentId).map(DisputeOperations::readDraft);
  }

  /**
   * Saves the set over the version it was read or last saved as ({@link EvidenceDraft#version()}):
   * answers it with its new version.
   *
   * @throws EvidenceConflictException when someone else saved it (or removed it) meanwhile: nothing
   *     is written, and the exception holds their set
   */
  public EvidenceDraft saveDraft(EvidenceDraft draft) {
    try {
      Draft saved =
          store
              .sharedDrafts()
              .save(DRAFT_KIND, draft.paymentId(), writeDraft(draft), draft.version());
      return draft.saved(saved.version(), saved.savedBy(), saved.savedAt());
    } catch (DraftConflictException e) {
      Draft now = e.current();
      throw new EvidenceConflictException(now.version() == 0 ? null : readDraft(now));
    }
  }

  /** How a live change names a payment's evidence set ({@link LiveChanges.Batch#drafts()}). */
  public static String draftChange(String paymentId) {
    return DRAFT_KIND + "/" + paymentId;
  }

  /** Drops the draft of a payment (after it was sent, or when the agent discards it). */
  public void discardDraft(String paymentId) {
    store.sharedDrafts().delete(DRAFT_KIND, paymentId);
  }

  // --- claims ---------------------------------------------------------------------------------

  /**
   * Claims the payment's chargeback for the signed-in person ("Ana is working on it") unless
   * someone holds it: answers the claim that holds now.
   */
  public Claims.Claim claim(String paymentId) {
    Claims.Claim c = store.claims().claim(paymentId);
    store.audit().record("dispute.claim", paymentId, "OK", c.person());
    return c;
  }

  /** Gives up one's claim (on a team store the database refuses to give up another's). */
  public void release(String paymentId) {
    if (store.claims().release(paymentId)) {
      store.audit().record("dispute.release", paymentId, "OK", "");
    }
  }

  /**
   * Answered: the sender's own claim is given up (someone else's stays for them or a manager; the
   * evidence is sent either way, so a refusal here is only logged).
   */
  private void releaseAfterSend(String paymentId) {
    try {
      String me = store.signedIn().name();
      if (store.claims().of(paymentId).filter(c -> c.person().equals(me)).isPresent()) {
        release(paymentId);
      }
    } catch (StoreException e) {
      LOG.warn("The claim on a chargeback just answered was not given up: {}", e.getMessage());
    }
  }

  /** Who is working on the payment's chargeback, if anyone. */
  public Optional<Claims.Claim> claimOf(String paymentId) {
    return store.claims().of(paymentId);
  }

  static String writeDraft(EvidenceDraft d) {
    ObjectNode o = JSON.createObjectNode();
    o.put("payment_id", d.paymentId());
    o.put("chargeback_id", d.chargebackId());
    o.put("idempotency_key", d.idempotencyKey());
    o.put("update", d.update());
    o.put("created_at", d.createdAt().toString());
    ArrayNode files = o.putArray("files");
    for (EvidenceDraft.Item f : d.files()) {
      ObjectNode n = files.addObject();
      n.put("file_name", f.fileName());
      n.put("content_category", f.category());
      if (f.content().length <= MAX_DRAFT_FILE_BYTES) {
        n.put("content", Base64.getEncoder().encodeToString(f.content()));
      } else {
        n.put("size", f.content().length);
      }
    }
    return o.toString();
  }

  static EvidenceDraft readDraft(Draft stored) {
    return readDraft(stored.content()).saved(stored.version(), stored.savedBy(), stored.savedAt());
  }

  static EvidenceDraft readDraft(String json) {
    try {
      JsonNode o = JSON.readTree(json);
      List<EvidenceDraft.Item> files = new ArrayList<>();
      for (JsonNode n : o.path("files")) {
        byte[] content =
            n.hasNonNull("content")
                ? Base64.getDecoder().decode(n.get("content").asText())
                : new byte[0];
        files.add(
            new EvidenceDraft.Item(
                n.path("file_name").asText(),
                n.hasNonNull("content_category") ? n.get("content_category").asText() : null,
                content));
      }
      return new EvidenceDraft(
          o.path("payment_id").asText(),
          o.path("chargeback_id").asText(),
          o.path("idempotency_key").asText(),
          o.path("update").asBoolean(),
          files,
          Instant.parse(o.path("created_at").asText()));
    } catch (java.io.IOException | RuntimeException e) {
      throw new IllegalStateException("The saved evidence draft cannot be read.", e);
    }
  }

  // --- send -----------------------------------------------------------------------------------

  /** A file as the agent adds it: a PDF kept as it is, a PNG or JPEG made a one-page PDF. */
  public CheckedFile importFile(String fileName, byte[] bytes) {
    return checked(EvidenceFiles.importFile(fileName, bytes));
  }

  /** The verdict on bytes as they would be sent (e.g. a file restored from a draft). */
  public CheckedFile check(String fileName, byte[] bytes) {
    return checked(EvidenceFiles.check(fileName, bytes));
  }

  /**
   * A smaller copy of a TOO_LARGE file (pages re-rendered at a lower resolution until it fits); the
   * result's verdict says whether it fits. The file given is not changed; the copy is named "NAME
   * (reducedWord).pdf", the word in the user's language.
   */
  public CheckedFile shrink(CheckedFile file, String reducedWord) {
    return checked(
        EvidenceFiles.shrink(EvidenceFiles.check(file.fileName(), file.bytes()), reducedWord));
  }

  /**
   * A PDF of the payment's own record (amount, dates, card, authentication, customer, order,
   * addresses, the policy text kept in Settings) in the payment country's language, checked like
   * any other file.
   */
  public CheckedFile paymentRecord(Payment payment) {
    return checked(PaymentRecordPdf.compose(payment, policyText()));
  }

  /** The stored copy of a payment, if the store has it. */
  public Optional<Payment> stored(String paymentId) {
    return store.payments().find(paymentId);
  }

  /** One page (from 0) as a PNG image at most maxWidthPx wide; null when it cannot be drawn. */
  public byte[] pagePng(byte[] pdf, int pageIndex, int maxWidthPx) {
    try {
      return EvidenceFiles.pagePng(pdf, pageIndex, maxWidthPx);
    } catch (RuntimeException unreadable) {
      return null;
    }
  }

  private static CheckedFile checked(EvidenceFile f) {
    return new CheckedFile(
        f.fileName(),
        f.bytes(),
        f.verdict().problem() == null ? null : f.verdict().problem().name(),
        f.verdict().pages(),
        f.verdict().sizeBytes(),
        f.verdict().base64Bytes());
  }

  /** The payment's newest CHARGEBACK transaction, if it has one. */
  public static Optional<Transaction> chargebackOf(Payment payment) {
    Transaction found = null;
    for (Transaction t : payment.transactions()) {
      if (t.type() != null && "CHARGEBACK".equals(t.type().value())) {
        found = t;
      }
    }
    return Optional.ofNullable(found);
  }

  /**
   * Sends the draft's evidence for the payment's chargeback: POST when none was sent, PATCH when
   * the draft is an update. On success the payment is read again and stored, and the draft is
   * dropped; on a failure the draft stays.
   *
   * @throws DisputeRefusedException before anything is journaled, when the payment or a file does
   *     not allow the send
   * @throws ValidationException when the request breaks the client's rules
   */
  public OperationResult send(Payment payment, EvidenceDraft draft) {
    List<byte[]> pdfs = check(payment, draft);
    List<Evidence> evidence = new ArrayList<>();
    for (int i = 0; i < draft.files().size(); i++) {
      EvidenceDraft.Item f = draft.files().get(i);
      evidence.add(encoded(f.fileName(), f.category(), pdfs.get(i)));
    }
    DisputeRequest request = new DisputeRequest(accountId, evidence);
    List<FieldError> errors = RequestRules.check(request);
    if (!errors.isEmpty()) {
      throw new ValidationException(errors);
    }
    String operation = draft.update() ? UPDATE : SUBMIT;
    String paymentId = payment.id();
    String chargebackId = draft.chargebackId();
    if (!draft.update()) {
      // One submission per chargeback: a second agent reads who sent it and when.
      store
          .journal()
          .sentUnderAnotherKey(SUBMIT, paymentId + "/" + chargebackId, draft.idempotencyKey())
          .ifPresent(
              s -> {
                throw DisputeRefusedException.alreadySent(s.person(), s.at());
              });
    }
    JournalEntry entry =
        journaled.draft(
            operation, paymentId + "/" + chargebackId, draft.idempotencyKey(), summary(draft));
    Function<RequestOptions, Payment> call =
        key ->
            draft.update()
                ? client.disputes().updateEvidence(paymentId, chargebackId, request, key)
                : client.disputes().submitEvidence(paymentId, chargebackId, request, key);
    JournaledSend.Sent<Payment> sent;
    try {
      sent =
          journaled.send(
              entry,
              paymentId,
              call,
              Payment::id,
              p -> p.status() + " / " + p.subStatus() + ", " + evidence.size() + " file(s)");
    } catch (StoreException e) {
      // On a team store the database lets one submission per chargeback leave DRAFT: another
      // agent's went first, between the check above and this send. Nothing was sent.
      if (!draft.update()) {
        store
            .journal()
            .sentUnderAnotherKey(SUBMIT, paymentId + "/" + chargebackId, draft.idempotencyKey())
            .ifPresent(
                s -> {
                  throw DisputeRefusedException.alreadySent(s.person(), s.at());
                });
      }
      throw e;
    }
    if (sent.outcome() != OperationResult.Outcome.SUCCEEDED) {
      if (sent.failure() != null && "IDEMPOTENCY_DUPLICATED".equals(sent.failure().code())) {
        // The first request with this key failed inside the service: the next send needs a new one.
        saveDraft(draft.withKey(java.util.UUID.randomUUID().toString()));
      }
      return new OperationResult(sent.outcome(), sent.journalId(), null, sent.failure());
    }
    Payment now = refreshed(paymentId, sent.value());
    if (now != null) {
      store.payments().replace(now);
    }
    discardDraft(paymentId);
    releaseAfterSend(paymentId);
    return new OperationResult(sent.outcome(), sent.journalId(), now, null);
  }

  /** The checks before anything is journaled; answers each file's PDF bytes. */
  private List<byte[]> check(Payment payment, EvidenceDraft draft) {
    String status = payment.status() == null ? null : payment.status().value();
    String sub = payment.subStatus() == null ? null : payment.subStatus().value();
    boolean allowed =
        draft.update()
            ? "IN_DISPUTE".equals(status) && "PENDING_REVIEW".equals(sub)
            : "CHARGEBACK".equals(status);
    Optional<Transaction> cb = chargebackOf(payment);
    if (!allowed || cb.isEmpty()) {
      throw new DisputeRefusedException(
          DisputeRefusedException.Reason.NO_OPEN_CHARGEBACK,
          null,
          "Payment " + payment.id() + " is " + status + " / " + sub + ": no chargeback to answer");
    }
    if (!cb.get().id().equals(draft.chargebackId())) {
      throw new DisputeRefusedException(
          DisputeRefusedException.Reason.NOT_THE_CHARGEBACK,
          null,
          "Evidence goes to the payment's CHARGEBACK transaction " + cb.get().id());
    }
    if (draft.files().isEmpty()) {
      throw new DisputeRefusedException(
          DisputeRefusedException.Reason.NO_FILES, null, "The evidence set has no file");
    }
    List<byte[]> pdfs = new ArrayList<>();
    for (EvidenceDraft.Item f : draft.files()) {
      String problem = check(f.fileName(), f.content()).problem();
      if (problem != null) {
        throw new DisputeRefusedException(
            DisputeRefusedException.Reason.FILE_REFUSED, f.fileName(), problem);
      }
      pdfs.add(f.content());
    }
    return pdfs;
  }

  /**
   * The evidence item: standard base64 without line breaks, decoded back and compared with the
   * file's bytes before it may leave.
   */
  static Evidence encoded(String fileName, String category, byte[] pdf) {
    String content;
    try {
      content = EvidenceFiles.base64(pdf);
    } catch (IllegalStateException mismatch) {
      throw new DisputeRefusedException(
          DisputeRefusedException.Reason.ENCODING_MISMATCH,
          fileName,
          "The encoded file does not decode back to its bytes");
    }
    return new Evidence(Limits.EVIDENCE_CONTENT_TYPE, fileName, category, content);
  }

  /** What the journal keeps of an evidence request: names, categories, sizes and digests. */
  private static String summary(EvidenceDraft draft) {
    ObjectNode o = JSON.createObjectNode();
    o.put("update", draft.update());
    ArrayNode files = o.putArray("evidence");
    for (EvidenceDraft.Item f : draft.files()) {
      ObjectNode n = files.addObject();
      n.put("file_name", f.fileName());
      n.put("content_category", f.category());
      n.put("bytes", f.content().length);
      n.put("sha256", sha256(f.content()));
    }
    return o.toString();
  }

  private static String sha256(byte[] b) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The payment with all its transactions, read again; the answer when that read fails. */
  private Payment refreshed(String paymentId, Payment answered) {
    try {
      return client.payments().retrieve(paymentId);
    } catch (PaydeskException e) {
      return answered;
    }
  }
}
