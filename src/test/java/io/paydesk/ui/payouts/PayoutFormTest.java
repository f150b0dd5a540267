package io.paydesk.ui.payouts;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.api.model.PayoutCreateRequest;
import io.paydesk.ops.PayoutOperations;
import io.paydesk.ui.kit.FormRows;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The payout form's fields, checks and draft, without a screen. */
class PayoutFormTest {
  private Locale before;
  private PayoutForm form;

  @BeforeEach
  void english() {
    before = Locale.getDefault();
    Locale.setDefault(Locale.US);
    form = new PayoutForm(PayoutOperations::check);
    form.setAccountId("64761a45-6e49-4ea5-a6ff-6b52030b92ac");
  }

  @AfterEach
  void restore() {
    Locale.setDefault(before);
  }

  static void fill(PayoutForm form, String reference) {
    set(form, "merchant_reference", reference);
    set(form, "country", "BR");
    set(form, "purpose", "PAYROLL");
    set(form, "amount.value", "150.00");
    set(form, "description", "March salary");
    set(form, "beneficiary.merchant_beneficiary_id", "ben-001");
    set(form, "beneficiary.first_name", "Maria");
    set(form, "beneficiary.last_name", "Silva");
    set(form, "beneficiary.email", "maria.silva@example.com");
    set(form, "beneficiary.document.document_type", "CPF");
    set(form, "beneficiary.document.document_number", "529.982.247-25");
    set(form, "withdrawal_method.type", "PIX_PAYOUT");
    set(form, "withdrawal_method.detail.bank_transfer.code", "341");
    set(form, "withdrawal_method.detail.bank_transfer.account.number", "123456");
    set(form, "withdrawal_method.detail.bank_transfer.account.type", "CHECKINGS");
  }

  private static void set(PayoutForm form, String id, String value) {
    form.field(id).valueProperty().set(value);
    form.field(id).left();
  }

  @Test
  void aCompleteFormIsValidAndBuildsTheRequestWithTheCountrysCurrency() {
    fill(form, "PO-1");

    assertThat(form.errors()).isEmpty();
    assertThat(form.validProperty().get()).isTrue();
    PayoutCreateRequest r = form.request();
    assertThat(r.amount().currency()).isEqualTo("BRL");
    assertThat(r.amount().value()).isEqualByComparingTo("150.00");
    assertThat(r.beneficiary().legalName()).isNull();
    assertThat(r.withdrawalMethod().detail().wallet()).isNull();
    assertThat(r.withdrawalMethod().vaultedToken()).isNull();
  }

  @Test
  void aCpfWithAWrongCheckDigitIsRefusedAtItsField() {
    fill(form, "PO-CPF");
    set(form, "beneficiary.document.document_number", "529.982.247-24");

    assertThat(form.field("beneficiary.document.document_number").errorProperty().get())
        .contains("CPF");
    assertThat(form.validProperty().get()).isFalse();
  }

  @Test
  void errorsShowOnlyUnderFieldsTheUserHasLeft() {
    form.field("merchant_reference").valueProperty().set("x");
    assertThat(form.field("merchant_reference").errorProperty().get()).isEmpty();

    form.field("merchant_reference").left();

    assertThat(form.field("merchant_reference").errorProperty().get()).isNotEmpty();
    assertThat(form.field("beneficiary.email").errorProperty().get()).isEmpty();
    assertThat(form.validProperty().get()).isFalse();
  }

  @Test
  void anOrganisationNeedsItsLegalNameAndNoPersonsNames() {
    fill(form, "PO-2");
    form.field("beneficiary.national_entity").valueProperty().set("ENTITY");

    assertThat(form.validProperty().get()).isFalse();
    form.field("beneficiary.legal_name").valueProperty().set("Silva Ltda");

    assertThat(form.validProperty().get()).isTrue();
    assertThat(form.request().beneficiary().firstName()).isNull();
    assertThat(form.request().beneficiary().legalName()).isEqualTo("Silva Ltda");
  }

  @Test
  void exactlyOneDestinationIsSent() {
    fill(form, "PO-3");
    form.field(PayoutForm.DESTINATION).valueProperty().set(PayoutForm.WALLET);
    form.field("withdrawal_method.detail.wallet.code").valueProperty().set("h15sg84U6rCl");

    PayoutCreateRequest r = form.request();
    assertThat(r.withdrawalMethod().detail().bankTransfer()).isNull();
    assertThat(r.withdrawalMethod().detail().wallet().code()).isEqualTo("h15sg84U6rCl");
    assertThat(form.validProperty().get()).isTrue();
  }

  @Test
  void metadataIsAddedAsPairsAtMostFiftyAndBlankRowsAreNotSent() {
    fill(form, "PO-4");
    FormRows rows = form.metadata();
    for (int i = 0; i < 50; i++) {
      assertThat(rows.add()).isTrue();
    }
    assertThat(rows.add()).isFalse();
    assertThat(rows.canAddProperty().get()).isFalse();
    form.field(rows.fieldId(3, "key")).valueProperty().set("order");
    form.field(rows.fieldId(3, "value")).valueProperty().set("A-1");

    assertThat(form.validProperty().get()).isTrue();
    assertThat(form.request().metadata()).hasSize(1);
    assertThat(form.request().metadata().get(0).key()).isEqualTo("order");
  }

  @Test
  void aMetadataKeyTheClientRefusesIsShownAtItsOwnRow() {
    fill(form, "PO-6");
    form.metadata().add();
    form.metadata().add();
    form.metadata().add();
    String key = form.metadata().fieldId(2, "key");
    form.field(form.metadata().fieldId(2, "value")).valueProperty().set("no key");
    form.field(key).left();

    assertThat(form.field(key).errorProperty().get()).isNotEmpty();
    assertThat(form.validProperty().get()).isFalse();

    form.field(key).valueProperty().set("x".repeat(49));
    assertThat(form.field(key).errorProperty().get()).isNotEmpty();
    form.field(key).valueProperty().set("channel");
    assertThat(form.field(key).errorProperty().get()).isEmpty();
    assertThat(form.validProperty().get()).isTrue();
  }

  @Test
  void removingAMetadataRowMovesTheRowsBelowUp() {
    fill(form, "PO-7");
    FormRows rows = form.metadata();
    for (int i = 0; i < 3; i++) {
      rows.add();
      form.field(rows.fieldId(i, "key")).valueProperty().set("k" + i);
    }
    rows.remove(0);

    assertThat(rows.count()).isEqualTo(2);
    assertThat(form.field(rows.fieldId(0, "key")).text()).isEqualTo("k1");
    assertThat(form.field(rows.fieldId(1, "key")).text()).isEqualTo("k2");
    assertThat(form.has(rows.fieldId(2, "key"))).isFalse();
  }

  @Test
  void theDraftKeepsEverythingButTheDocumentNumber() {
    fill(form, "PO-5");
    String draft = form.toDraft("key-1");
    assertThat(draft).doesNotContain("529.982.247-25").doesNotContain("52998224725");

    PayoutForm again = new PayoutForm(PayoutOperations::check);
    String key = again.fromDraft(draft);

    assertThat(key).isEqualTo("key-1");
    assertThat(again.field("merchant_reference").text()).isEqualTo("PO-5");
    assertThat(again.field("amount.value").text()).isEqualTo("150.00");
    assertThat(again.field("beneficiary.document.document_number").text()).isEmpty();
  }

  @Test
  void theDraftKeepsMetadataRows() {
    fill(form, "PO-8");
    form.metadata().add();
    form.metadata().add();
    form.field(form.metadata().fieldId(1, "key")).valueProperty().set("channel");

    PayoutForm again = new PayoutForm(PayoutOperations::check);
    again.fromDraft(form.toDraft("key-2"));

    assertThat(again.metadata().count()).isEqualTo(2);
    assertThat(again.field(again.metadata().fieldId(1, "key")).text()).isEqualTo("channel");
  }
}
