package io.paydesk.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.ResultSet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

@ParameterizedClass
@EnumSource(Backend.class)
class DraftsTest {
  private static final String PAYOUT_FORM =
      "{\"merchant_reference\":\"po-1\",\"beneficiary\":{\"first_name\":\"Ana\","
          + "\"document\":{\"document_number\":\"1020304050\"}}}";

  @Parameter Backend backend;
  @TempDir Path dir;
  Store store;
  Drafts drafts;

  @BeforeEach
  void open() {
    store = backend.open(dir);
    drafts = store.drafts();
  }

  @AfterEach
  void close() {
    store.close();
  }

  @Test
  void aSavedDraftSurvivesTheAppClosing() {
    drafts.save("payout", "new", PAYOUT_FORM);
    store = backend.reopen(store, dir);
    Draft d = store.drafts().load("payout", "new").orElseThrow();
    assertEquals(PAYOUT_FORM.replace(" ", ""), d.content().replace(" ", ""));
  }

  @Test
  void savingAgainReplacesAndDeleteRemoves() {
    drafts.save("evidence", "pay-1/tx-1", "first");
    drafts.save("evidence", "pay-1/tx-1", "second");
    drafts.save("evidence", "pay-2/tx-1", "other");
    assertEquals("second", drafts.load("evidence", "pay-1/tx-1").orElseThrow().content());
    assertEquals(2, drafts.list("evidence").size());
    assertTrue(drafts.delete("evidence", "pay-1/tx-1"));
    assertTrue(drafts.load("evidence", "pay-1/tx-1").isEmpty());
    assertFalse(drafts.delete("evidence", "pay-1/tx-1"));
  }

  @Test
  void draftsAreEncryptedAtRestSoDocumentNumbersAreNotInClear() throws Exception {
    drafts.save("payout", "new", PAYOUT_FORM);
    String raw =
        store
            .db()
            .read(
                c -> {
                  try (ResultSet rs =
                      c.createStatement().executeQuery("SELECT content FROM drafts")) {
                    rs.next();
                    return rs.getString(1);
                  }
                });
    assertFalse(raw.contains("1020304050"));
    assertFalse(raw.contains("Ana"));
    if (store.isH2()) {
      store.close();
      byte[] file = Files.readAllBytes(dir.resolve("test.mv.db"));
      assertFalse(
          new String(file, java.nio.charset.StandardCharsets.ISO_8859_1).contains("1020304050"));
      store = backend.open(dir);
    }
  }

  @Test
  void cardNumbersAndSecurityCodesAreDroppedFromADraft() {
    String form =
        "{\"payment_method\":{\"type\":\"CARD\",\"card\":{\"card_data\":{\"number\":\"4111111111111111\","
            + "\"security_code\":\"123\",\"holder_name\":\"Ana\"}}}}";
    Draft d = drafts.save("subscription", "sub-1", form);
    assertFalse(d.content().contains("4111111111111111"));
    assertFalse(
        drafts.load("subscription", "sub-1").orElseThrow().content().contains("security_code"));
    assertTrue(d.content().contains("holder_name"));
  }

  @Test
  void aDraftSavedWithAnotherKeyIsRefusedInPlainWords() throws Exception {
    drafts.save("payout", "new", PAYOUT_FORM);
    Path key = store.isH2() ? dir.resolve("test.key") : dir.resolve("local.key");
    Files.delete(key);
    store = backend.reopen(store, dir);
    StoreException e =
        assertThrows(StoreException.class, () -> store.drafts().load("payout", "new"));
    assertTrue(e.getMessage().contains("cannot be opened"));
  }
}
