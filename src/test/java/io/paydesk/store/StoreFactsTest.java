package io.paydesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

@ParameterizedClass
@EnumSource(Backend.class)
class StoreFactsTest {
  @Parameter Backend backend;
  @TempDir Path dir;
  Store store;

  @BeforeEach
  void open() {
    store = backend.open(dir);
  }

  @AfterEach
  void close() {
    store.close();
  }

  @Test
  void locationNamesTheFileOrServerWithoutConnectionParameters() {
    String location = store.location();
    if (backend == Backend.H2) {
      assertThat(location).isEqualTo(dir.resolve("test.mv.db").toAbsolutePath().toString());
    } else {
      assertThat(location).startsWith("jdbc:postgresql://").doesNotContain("?");
    }
  }

  @Test
  void sizeOnDiskIsKnownAndGrowsWithPayments() {
    long before = store.sizeBytes();
    assertThat(before).isPositive();
    List<String> jsons = new ArrayList<>();
    for (int i = 0; i < 2000; i++) {
      jsons.add(TestPayments.card().id(UUID.randomUUID().toString()).json());
    }
    store.payments().upsertAllJson(jsons);
    store = backend.reopen(store, dir);
    assertThat(store.sizeBytes()).isGreaterThan(before);
  }
}
