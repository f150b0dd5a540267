package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.paydesk.api.ValidationException;
import io.paydesk.api.model.BankingEntity;
import io.paydesk.api.model.BankingEntityCreateRequest;
import io.paydesk.api.model.EntityDetail;
import io.paydesk.api.model.Examples;
import io.paydesk.api.model.ModelJson;
import io.paydesk.store.JournalState;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Banking entities through the journal, against the sandbox and a real store file. */
class EntityOperationsTest {
  @TempDir Path dir;
  private SandboxAndStore bed;
  private EntityOperations entities;

  @BeforeEach
  void start() {
    bed = SandboxAndStore.open(dir);
    entities = new EntityOperations(bed.client(), bed.store());
  }

  @AfterEach
  void stop() {
    bed.close();
  }

  @Test
  void anIndividualIsCreatedAndKeptMasked() {
    EntityResult r = entities.create(example("request-create-individual"), UUID.randomUUID() + "");

    assertThat(r.succeeded()).isTrue();
    BankingEntity stored = bed.store().entities().find(r.entity().id()).orElseThrow();
    String doc = stored.entityDetail().individual().document().documentNumberLast4();
    assertThat(doc).hasSize(4);
    assertThat(stored.entityDetail().individual().document().documentNumber()).isNull();
    assertThat(stored.entityDetail().individual().taxInformation().get(0).taxIdLast4()).hasSize(4);
    assertThat(entities.recent(10)).extracting(BankingEntity::id).contains(stored.id());
  }

  @Test
  void anOrganisationIsCreatedWithItsOwners() {
    EntityResult r = entities.create(example("request-create-entity"), UUID.randomUUID() + "");

    assertThat(r.succeeded()).isTrue();
    assertThat(r.entity().nationalEntity().value()).isEqualTo("ENTITY");
    assertThat(r.entity().rawJson()).doesNotContain("987-65-4321");
  }

  @Test
  void anAnswerLostOnEveryRetryIsSentAgainWithTheSameKeyAndCreatesOneEntity() throws Exception {
    String key = UUID.randomUUID().toString();
    BankingEntityCreateRequest request = example("request-create-individual");
    faults("{\"drop_after_commit_rate\": 1.0, \"count\": 10}");

    EntityResult lost = entities.create(request, key);
    assertThat(lost.outcome()).isEqualTo(OperationResult.Outcome.OUTCOME_UNKNOWN);
    faults("{}");

    EntityResult again = entities.create(request, key);

    assertThat(again.succeeded()).isTrue();
    assertThat(again.journalId()).isEqualTo(lost.journalId());
    assertThat(bed.store().journal().find(lost.journalId()).orElseThrow().state())
        .isEqualTo(JournalState.SUCCEEDED);
    assertThat(bed.store().entities().recent(10)).hasSize(1);
    EntityResult third = entities.create(request, key);
    assertThat(third.entity().id()).isEqualTo(again.entity().id());
  }

  @Test
  void aPersonWithOrganisationDetailsIsRefusedBeforeSending() {
    BankingEntityCreateRequest person = example("request-create-individual");
    BankingEntityCreateRequest org = example("request-create-entity");
    BankingEntityCreateRequest both =
        new BankingEntityCreateRequest(
            person.accountId(),
            person.merchantEntityId(),
            person.nationalEntity(),
            person.phone(),
            person.address(),
            new EntityDetail(person.entityDetail().individual(), org.entityDetail().entity()));

    assertThatThrownBy(() -> entities.create(both, UUID.randomUUID().toString()))
        .isInstanceOf(ValidationException.class);
    assertThat(bed.store().journal().recent(5)).isEmpty();
  }

  private BankingEntityCreateRequest example(String name) {
    String json =
        Examples.text("create-entity/" + name + ".json")
            .replace("550e8400-e29b-41d4-a716-446655440000", bed.sandbox().accountId());
    return ModelJson.read(json, BankingEntityCreateRequest.class);
  }

  private void faults(String json) throws Exception {
    HttpResponse<String> r =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(URI.create(bed.sandbox().baseUrl() + "/sandbox/faults"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(json))
                    .build(),
                HttpResponse.BodyHandlers.ofString());
    assertThat(r.statusCode()).isEqualTo(200);
  }
}
