package io.paydesk.ui.entities;

import com.fasterxml.jackson.databind.JsonNode;
import io.paydesk.api.ValidationException;
import io.paydesk.api.model.BankingEntity;
import io.paydesk.api.model.BankingEntityCreateRequest;
import io.paydesk.api.model.Individual;
import io.paydesk.api.model.TaxInformation;
import io.paydesk.ops.Connection;
import io.paydesk.ops.EntityOperations;
import io.paydesk.ops.EntityResult;
import io.paydesk.ops.Permission;
import io.paydesk.ui.base.ErrorText;
import io.paydesk.ui.base.Messages;
import io.paydesk.ui.base.TaskRunner;
import io.paydesk.ui.kit.Availability;
import io.paydesk.ui.kit.Cells;
import io.paydesk.ui.kit.DraftFormScreen;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Entities area: the entity form, its review, sending through {@code EntityOperations} with the
 * UUID key made with the form (the same key on Send again after a lost answer), the answer shown
 * masked, and the stored entities.
 */
public final class EntitiesViewModel extends DraftFormScreen<EntityForm> {
  static final String DRAFT_KIND = "entity";
  static final int LIST_SIZE = 500;

  /** One stored entity in the list. */
  public record EntityLine(
      String id,
      String kind,
      String name,
      String merchantEntityId,
      String taxId,
      String country,
      OffsetDateTime createdAt) {}

  private final ReadOnlyStringWrapper review = new ReadOnlyStringWrapper("");
  private final ReadOnlyBooleanWrapper canSendAgain = new ReadOnlyBooleanWrapper(false);
  private final ObservableList<EntityLine> entities = FXCollections.observableArrayList();
  private BankingEntityCreateRequest pending;

  public EntitiesViewModel(ObservableValue<Connection> connection, TaskRunner runner) {
    super(
        new EntityForm(EntityOperations::check),
        DRAFT_KIND,
        connection,
        runner,
        () -> UUID.randomUUID().toString(),
        io.paydesk.rules.Rules::isUuid,
        "entities.draft.restored");
    requires(Availability.personOf(connection), Permission.ENTITIES);
    keepDraft();
  }

  public ReadOnlyStringProperty reviewProperty() {
    return review.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty canSendAgainProperty() {
    return canSendAgain.getReadOnlyProperty();
  }

  public ObservableList<EntityLine> entities() {
    return entities;
  }

  @Override
  public void review() {
    if (!readyForReview()) {
      return;
    }
    BankingEntityCreateRequest r = form.request();
    String taxId = primaryTaxId(r);
    review.set(
        Messages.get(
            form.isIndividual() ? "entities.review.person" : "entities.review.organisation",
            form.displayName(),
            r.merchantEntityId(),
            taxId == null ? "" : Cells.mask(last4(taxId))));
    reviewing();
  }

  @Override
  public void confirm() {
    if (step.get() != Step.REVIEW) {
      return;
    }
    pending = form.request();
    send();
  }

  /** Sends the same request again with the same key (after a lost answer). */
  public void sendAgain() {
    if (pending != null && canSendAgain.get()) {
      send();
    }
  }

  public void newEntity() {
    pending = null;
    canSendAgain.set(false);
    newForm();
  }

  public void reload() {
    Connection c = connection.getValue();
    if (c == null) {
      return;
    }
    runner.run(
        () -> c.entities().recent(LIST_SIZE).stream().map(EntitiesViewModel::line).toList(),
        entities::setAll,
        failure -> notice.set(ErrorText.of(failure)));
  }

  /** Shows a stored entity. */
  public void open(EntityLine line) {
    Connection c = connection.getValue();
    if (c == null || line == null) {
      return;
    }
    runner.run(
        () -> c.store().entities().find(line.id()),
        found ->
            found.ifPresent(
                e -> {
                  show(e);
                  canSendAgain.set(false);
                  step.set(Step.RESULT);
                }),
        failure -> error.set(ErrorText.of(failure)));
  }

  private void send() {
    Connection c = connection.getValue();
    if (c == null) {
      return;
    }
    BankingEntityCreateRequest request = pending;
    String k = key();
    step.set(Step.SENDING);
    calls.runKeepingError(
        () -> c.entities().create(request, k),
        (EntityResult r) -> {
          if (r.succeeded()) {
            show(r.entity());
            canSendAgain.set(false);
            notice.set(Messages.get("entities.created"));
            error.set("");
            startAfresh();
            pending = null;
            step.set(Step.RESULT);
            reload();
          } else if (r.outcome() == io.paydesk.ops.OperationResult.Outcome.OUTCOME_UNKNOWN) {
            resultTitle.set(Messages.get("entities.unknown.title"));
            resultDetails.set(Messages.get("entities.unknown.details"));
            canSendAgain.set(true);
            step.set(Step.RESULT);
          } else {
            step.set(Step.EDIT);
            if (r.failure() instanceof ValidationException v) {
              form.showErrors(v.errors());
            }
            error.set(Messages.get("entities.refused", ErrorText.of(r.failure())));
          }
        },
        failure -> {
          step.set(Step.EDIT);
          if (failure instanceof ValidationException v) {
            form.showErrors(v.errors());
          }
          error.set(Messages.get("entities.refused", ErrorText.of(failure)));
        });
  }

  private void show(BankingEntity e) {
    String kind = "entities.result.kind." + e.nationalEntity();
    resultTitle.set(
        Messages.bundle().containsKey(kind)
            ? Messages.get("entities.result.title", name(e), Messages.get(kind))
            : name(e));
    List<String> parts = new ArrayList<>();
    parts.add(Messages.get("entities.result.id", e.id(), Cells.shortId(e.id())));
    if (e.merchantEntityId() != null) {
      parts.add(Messages.get("entities.result.merchantId", e.merchantEntityId()));
    }
    for (String t : taxLast4(e)) {
      parts.add(Messages.get("entities.result.taxId", Cells.mask(t)));
    }
    String doc = documentLast4(e);
    if (doc != null) {
      parts.add(Messages.get("entities.result.document", Cells.mask(doc)));
    }
    resultDetails.set(String.join("\n", parts));
  }

  private static EntityLine line(BankingEntity e) {
    List<String> tax = taxLast4(e);
    return new EntityLine(
        e.id(),
        String.valueOf(e.nationalEntity()),
        name(e),
        e.merchantEntityId(),
        tax.isEmpty() ? "" : Cells.mask(tax.get(0)),
        e.address() == null ? "" : e.address().country(),
        e.createdAt());
  }

  static String name(BankingEntity e) {
    if (e.entityDetail() == null) {
      return "";
    }
    Individual i = e.entityDetail().individual();
    if (i != null) {
      return ((i.firstName() == null ? "" : i.firstName())
              + " "
              + (i.lastName() == null ? "" : i.lastName()))
          .trim();
    }
    JsonNode org = e.entityDetail().entity();
    if (org != null && org.hasNonNull("name")) {
      return org.get("name").asText();
    }
    return org != null && org.hasNonNull("legal_name") ? org.get("legal_name").asText() : "";
  }

  /** The last four of each tax id, as the service answered them. */
  static List<String> taxLast4(BankingEntity e) {
    List<String> out = new ArrayList<>();
    if (e.entityDetail() == null) {
      return out;
    }
    Individual i = e.entityDetail().individual();
    if (i != null && i.taxInformation() != null) {
      for (TaxInformation t : i.taxInformation()) {
        if (t.taxIdLast4() != null) {
          out.add(t.taxIdLast4());
        }
      }
    }
    JsonNode org = e.entityDetail().entity();
    if (org != null && org.path("tax_information").isArray()) {
      for (JsonNode t : org.get("tax_information")) {
        if (t.hasNonNull("tax_id_last_4")) {
          out.add(t.get("tax_id_last_4").asText());
        }
      }
    }
    return out;
  }

  static String documentLast4(BankingEntity e) {
    Individual i = e.entityDetail() == null ? null : e.entityDetail().individual();
    return i == null || i.document() == null ? null : i.document().documentNumberLast4();
  }

  private static String primaryTaxId(BankingEntityCreateRequest r) {
    if (r.entityDetail().individual() != null
        && r.entityDetail().individual().taxInformation() != null) {
      return r.entityDetail().individual().taxInformation().stream()
          .filter(t -> Boolean.TRUE.equals(t.isPrimary()))
          .map(TaxInformation::taxId)
          .findFirst()
          .orElse(null);
    }
    JsonNode org = r.entityDetail().entity();
    if (org != null) {
      for (JsonNode t : org.path("tax_information")) {
        if (t.path("is_primary").asBoolean()) {
          return t.path("tax_id").asText();
        }
      }
    }
    return null;
  }

  private static String last4(String s) {
    String c = s.replaceAll("[^0-9A-Za-z]", "");
    return c.length() <= 4 ? c : c.substring(c.length() - 4);
  }

  @Override
  protected void onConnected(Connection c) {
    form.setAccountId(c.accountId());
    reload();
  }
}
