package io.paydesk.ui.entities;

import static org.assertj.core.api.Assertions.assertThat;

import io.paydesk.api.model.BankingEntity;
import io.paydesk.ops.ConnectionSettings;
import io.paydesk.ui.base.ShellViewModel;
import io.paydesk.ui.base.TaskRunner;
import java.nio.file.Path;
import java.util.Locale;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Entities view model on the embedded sandbox, with a same-thread runner. */
class EntitiesViewModelTest {
  @TempDir Path dir;
  private Locale before;
  private ShellViewModel shell;

  @BeforeEach
  void connect() {
    before = Locale.getDefault();
    Locale.setDefault(Locale.US);
    shell = new ShellViewModel(TaskRunner.sameThread(), dir);
    shell.connect(ConnectionSettings.embedded());
  }

  @AfterEach
  void close() {
    shell.shutdown();
    Locale.setDefault(before);
  }

  static void set(EntityForm form, String id, String value) {
    form.field(id).valueProperty().set(value);
    form.field(id).left();
  }

  static void common(EntityForm form, String kind) {
    set(form, EntityForm.KIND, kind);
    set(form, "merchant_entity_id", "ent-" + UUID.randomUUID().toString().substring(0, 8));
    set(form, "phone.country_code", "55");
    set(form, "phone.number", "11987654321");
    set(form, "address.address_line_1", "Rua Augusta 100");
    set(form, "address.city", "Sao Paulo");
    set(form, "address.state", "SP");
    set(form, "address.zip_code", "01305000");
    set(form, "address.country", "BR");
    set(form, EntityForm.tax(0, "country"), "BR");
    set(form, EntityForm.tax(0, "tax_id_type"), "TIN");
  }

  static void person(EntityForm form) {
    common(form, "INDIVIDUAL");
    set(form, EntityForm.IND + "first_name", "Maria");
    set(form, EntityForm.IND + "last_name", "Silva");
    set(form, EntityForm.IND + "email", "maria@example.com");
    set(form, EntityForm.IND + "date_of_birth", "4/12/1990");
    set(form, EntityForm.IND + "gender", "F");
    set(form, EntityForm.IND + "country_of_residence", "BR");
    set(form, EntityForm.IND + "document.document_type", "CPF");
    set(form, EntityForm.IND + "document.document_number", "529.982.247-25");
    set(form, EntityForm.tax(0, "tax_id"), "529.982.247-25");
  }

  static void organisation(EntityForm form) {
    common(form, "ENTITY");
    set(form, EntityForm.ORG + "name", "Silva Comercio Ltda");
    set(form, EntityForm.ORG + "country", "BR");
    set(form, EntityForm.ORG + "entity_type", "CORPORATION");
    set(form, EntityForm.tax(0, "tax_id"), "11.222.333/0001-81");
    set(form, EntityForm.owner(0, "first_name"), "Maria");
    set(form, EntityForm.owner(0, "last_name"), "Silva");
    set(form, EntityForm.owner(0, "ownership_percentage"), "60");
    form.owners().add();
    set(form, EntityForm.owner(1, "first_name"), "Joao");
    set(form, EntityForm.owner(1, "last_name"), "Souza");
    set(form, EntityForm.owner(1, "ownership_percentage"), "40");
  }

  @Test
  void aPersonIsReviewedCreatedAndShownMasked() {
    EntitiesViewModel model =
        new EntitiesViewModel(shell.connectionProperty(), TaskRunner.sameThread());
    person(model.form());
    assertThat(model.summaryProperty().get()).isEmpty();

    model.review();
    assertThat(model.reviewProperty().get()).contains("Maria Silva").contains("4725");
    assertThat(model.reviewProperty().get()).doesNotContain("52998224725");
    model.confirm();

    assertThat(model.stepProperty().get()).isEqualTo(EntitiesViewModel.Step.RESULT);
    assertThat(model.resultDetailsProperty().get()).contains("\u2022\u2022\u2022\u2022 4725");
    assertThat(model.resultDetailsProperty().get()).doesNotContain("529982");
    assertThat(model.entities()).hasSize(1);
    BankingEntity stored = shell.connection().store().entities().recent(5).get(0);
    assertThat(stored.rawJson()).doesNotContain("52998224725");
  }

  @Test
  void anOrganisationWithItsOwnersIsCreated() {
    EntitiesViewModel model =
        new EntitiesViewModel(shell.connectionProperty(), TaskRunner.sameThread());
    organisation(model.form());

    model.review();
    model.confirm();

    assertThat(model.stepProperty().get()).isEqualTo(EntitiesViewModel.Step.RESULT);
    assertThat(model.resultTitleProperty().get()).contains("Silva Comercio Ltda");
    assertThat(model.entities()).extracting(EntitiesViewModel.EntityLine::kind).contains("ENTITY");
  }

  @Test
  void ownersSharesAboveOneHundredPercentAreRefused() {
    EntityForm form =
        new EntitiesViewModel(shell.connectionProperty(), TaskRunner.sameThread()).form();
    organisation(form);
    set(form, EntityForm.owner(1, "ownership_percentage"), "45");

    assertThat(form.field(EntityForm.owner(1, "ownership_percentage")).errorProperty().get())
        .contains("105");
    assertThat(form.validProperty().get()).isFalse();
  }

  @Test
  void aThirdOwnerPastOneHundredPercentIsRefusedAndRemovingItMakesTheFormValidAgain() {
    EntityForm form =
        new EntitiesViewModel(shell.connectionProperty(), TaskRunner.sameThread()).form();
    organisation(form);
    assertThat(form.validProperty().get()).isTrue();
    form.owners().add();
    set(form, EntityForm.owner(2, "first_name"), "Ana");
    set(form, EntityForm.owner(2, "last_name"), "Lima");
    set(form, EntityForm.owner(2, "ownership_percentage"), "10");

    assertThat(form.field(EntityForm.owner(2, "ownership_percentage")).errorProperty().get())
        .contains("110");
    assertThat(form.validProperty().get()).isFalse();

    form.owners().remove(1);
    assertThat(form.validProperty().get()).isTrue();
    assertThat(form.request().entityDetail().entity().get("beneficial_owners")).hasSize(2);
  }

  @Test
  void aSecondTaxRowCanBeThePrimaryOne() {
    EntityForm form =
        new EntitiesViewModel(shell.connectionProperty(), TaskRunner.sameThread()).form();
    person(form);
    form.taxRows().add();
    set(form, EntityForm.tax(1, "country"), "BR");
    set(form, EntityForm.tax(1, "tax_id_type"), "TIN");
    set(form, EntityForm.tax(1, "tax_id"), "111.444.777-35");
    set(form, EntityForm.PRIMARY, "1");

    assertThat(form.validProperty().get()).isTrue();
    assertThat(form.request().entityDetail().individual().taxInformation())
        .extracting(t -> t.isPrimary())
        .containsExactly(false, true);
  }

  @Test
  void theEntityFormIsKeptAsADraftWithoutDocumentNumbersAndComesBack() {
    EntitiesViewModel model =
        new EntitiesViewModel(shell.connectionProperty(), TaskRunner.sameThread());
    person(model.form());
    model.form().taxRows().add();
    set(model.form(), EntityForm.tax(1, "country"), "AR");

    String saved =
        shell
            .connection()
            .store()
            .drafts()
            .load(EntitiesViewModel.DRAFT_KIND, EntitiesViewModel.DRAFT_KEY)
            .orElseThrow()
            .content();
    assertThat(saved).contains("Maria").doesNotContain("529.982.247-25");

    EntitiesViewModel again =
        new EntitiesViewModel(shell.connectionProperty(), TaskRunner.sameThread());
    assertThat(again.form().field(EntityForm.IND + "first_name").text()).isEqualTo("Maria");
    assertThat(again.form().field(EntityForm.IND + "document.document_number").text()).isEmpty();
    assertThat(again.form().field(EntityForm.tax(0, "tax_id")).text()).isEmpty();
    assertThat(again.form().taxRows().count()).isEqualTo(2);
    assertThat(again.noticeProperty().get()).contains("never saved");

    again.newEntity();
    assertThat(
            shell
                .connection()
                .store()
                .drafts()
                .load(EntitiesViewModel.DRAFT_KIND, EntitiesViewModel.DRAFT_KEY))
        .isEmpty();
  }

  @Test
  void aWrongTaxIdIsRefusedAtItsField() {
    EntityForm form =
        new EntitiesViewModel(shell.connectionProperty(), TaskRunner.sameThread()).form();
    person(form);
    set(form, EntityForm.tax(0, "tax_id"), "529.982.247-24");

    assertThat(form.field(EntityForm.tax(0, "tax_id")).errorProperty().get()).contains("CPF");
    assertThat(form.validProperty().get()).isFalse();
  }
}
