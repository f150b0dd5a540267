package io.paydesk.contract;

import static io.paydesk.contract.SandboxHarness.unique;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.paydesk.api.RequestOptions;
import io.paydesk.api.model.Address;
import io.paydesk.api.model.BankingEntity;
import io.paydesk.api.model.BankingEntityCreateRequest;
import io.paydesk.api.model.Document;
import io.paydesk.api.model.EntityDetail;
import io.paydesk.api.model.Individual;
import io.paydesk.api.model.NationalEntity;
import io.paydesk.api.model.Phone;
import io.paydesk.api.model.TaxInformation;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** Banking entities through the client against the sandbox. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EntitiesContractTest {
  private SandboxHarness h;

  @BeforeAll
  void start() {
    h = SandboxHarness.start();
  }

  @AfterAll
  void stop() {
    h.close();
  }

  private BankingEntityCreateRequest individual(String merchantEntityId) {
    return individual(h, merchantEntityId);
  }

  static BankingEntityCreateRequest individual(SandboxHarness h, String merchantEntityId) {
    Individual person =
        new Individual(
            "John",
            "Doe",
            "john.doe@example.com",
            "1990-01-15",
            null,
            "US",
            List.of(new TaxInformation("US", "123456789", null, "SSN", true)),
            new Document("SSN", "987654321", null, "US", null, null, null));
    return new BankingEntityCreateRequest(
        h.accountId(),
        merchantEntityId,
        NationalEntity.INDIVIDUAL,
        new Phone("+1", "2025551234"),
        new Address("123 Main St", null, null, null, "US", "CA", "San Francisco", "94105", null),
        new EntityDetail(person, null));
  }

  @Test
  void createdIndividualHasAPrefixedIdAndOnlyTheLastFourOfTaxIdAndDocument() {
    String mid = unique("person");
    BankingEntity e = h.client.entities().create(individual(mid), RequestOptions.NONE);
    assertTrue(
        e.id().matches("[a-z]+_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"),
        "a fixed prefix followed by a UUID: " + e.id());
    assertEquals(h.accountId(), e.accountId());
    assertEquals(mid, e.merchantEntityId());
    assertEquals(NationalEntity.INDIVIDUAL, e.nationalEntity());
    Individual ind = e.entityDetail().individual();
    assertEquals("John", ind.firstName());
    assertEquals("6789", ind.taxInformation().get(0).taxIdLast4());
    assertNull(ind.taxInformation().get(0).taxId(), "tax_id is never answered in clear");
    assertEquals("4321", ind.document().documentNumberLast4());
    assertNull(ind.document().documentNumber(), "document_number is never answered in clear");
    assertNull(e.entityDetail().entity(), "the detail not matching national_entity is null");
    assertFalse(e.rawJson().contains("123456789"));
    assertFalse(e.rawJson().contains("987654321"));
    assertEquals("San Francisco", e.address().city());
  }

  @Test
  void sameIdempotencyKeyTwiceAnswersTheSameEntity() {
    String key = UUID.randomUUID().toString();
    BankingEntityCreateRequest req = individual(unique("person-replay"));
    BankingEntity first = h.client.entities().create(req, RequestOptions.idempotencyKey(key));
    BankingEntity second = h.client.entities().create(req, RequestOptions.idempotencyKey(key));
    assertEquals(first.id(), second.id());
  }
}
