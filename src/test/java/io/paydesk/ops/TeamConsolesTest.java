package io.paydesk.ops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.paydesk.store.Store;
import io.paydesk.store.Stores;
import io.paydesk.store.TeamSetup;
import io.paydesk.store.TeamUsers;
import io.paydesk.store.TestPayments;
import io.paydesk.store.TestTeamDatabase;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Twenty consoles, each with its own login and pool, on one team store for a while: each adds files
 * to the same few chargebacks' evidence sets (saving over the version it read, merging when someone
 * saved first, as the screen's Merge does) and refreshes the same payments. Afterwards no file any
 * console saved is missing, every conflict named another person, each set's version counts every
 * save, and each payment holds the newest copy. {@code -Dpaydesk.consoles.seconds=N} runs longer
 * (20 s by default).
 */
class TeamConsolesTest {
  private static final int CONSOLES = 20;
  private static final int SETS = 4;
  private static final String ACCOUNT = "acc-team";

  @TempDir Path dir;

  @Test
  void twentyConsolesEditingTheSameEvidenceSetsLoseNoUpdate() throws Exception {
    String[] db = TestTeamDatabase.create("C");
    assumeTrue(db != null, () -> "No PostgreSQL: " + TestTeamDatabase.whyUnavailable());
    String url = db[0];
    String prefix = "tc" + Long.toString(System.nanoTime(), 36);
    TeamSetup.init(url, db[1], db[2], prefix + "_admin");
    TeamUsers owner = new TeamUsers(url, db[1], db[2]);
    List<String[]> people = new ArrayList<>();
    for (int i = 0; i < CONSOLES; i++) {
      String name = prefix + "_agent" + i;
      String first = new String(owner.add(name, List.of("disputes")).generatedPassword());
      new TeamUsers(url, name, first).changePassword((first + "-own").toCharArray());
      people.add(new String[] {name, first + "-own"});
    }
    List<TestPayments> payments = new ArrayList<>();
    for (int i = 0; i < SETS; i++) {
      payments.add(TestPayments.card().withChargeback().updated("2026-01-01T00:00:00Z"));
    }
    long seconds = Long.getLong("paydesk.consoles.seconds", 20);
    Instant end = Instant.now().plusSeconds(seconds);

    Map<String, Set<String>> saved = new ConcurrentHashMap<>(); // set -> every file saved
    Map<String, AtomicLong> saves = new ConcurrentHashMap<>(); // set -> successful saves
    AtomicLong conflicts = new AtomicLong();
    AtomicLong namedSomeoneElse = new AtomicLong();
    AtomicLong refreshes = new AtomicLong();
    Map<String, AtomicLong> latest = new ConcurrentHashMap<>(); // payment -> newest copy written
    AtomicLong newest = new AtomicLong(Instant.parse("2026-01-01T00:00:00Z").getEpochSecond());
    List<Store> stores = new ArrayList<>();
    ExecutorService pool = Executors.newFixedThreadPool(CONSOLES);
    try {
      for (String[] p : people) {
        stores.add(Stores.open(url, p[0], p[1], "team", dir.resolve(p[0] + ".key")));
      }
      for (TestPayments p : payments) {
        stores.get(0).payments().upsertJson(p.json());
      }
      List<Future<?>> running = new ArrayList<>();
      for (int i = 0; i < CONSOLES; i++) {
        Store store = stores.get(i);
        String me = people.get(i)[0];
        running.add(
            pool.submit(
                () -> {
                  DisputeOperations disputes = new DisputeOperations(null, store, ACCOUNT);
                  int n = 0;
                  while (Instant.now().isBefore(end)) {
                    ThreadLocalRandom random = ThreadLocalRandom.current();
                    TestPayments payment = payments.get(random.nextInt(SETS));
                    String id = payment.id();
                    if (random.nextInt(3) == 0) {
                      long at = newest.incrementAndGet();
                      com.fasterxml.jackson.databind.node.ObjectNode copy =
                          payment.node().deepCopy();
                      copy.put("updated_at", Instant.ofEpochSecond(at).toString());
                      store.payments().upsertJson(copy.toString());
                      latest
                          .computeIfAbsent(id, k -> new AtomicLong())
                          .accumulateAndGet(at, Math::max);
                      refreshes.incrementAndGet();
                      continue;
                    }
                    String file = me + "-" + n++ + ".pdf";
                    EvidenceDraft read =
                        disputes
                            .draft(id)
                            .orElseGet(() -> EvidenceDraft.start(id, "cb-" + id, false));
                    List<EvidenceDraft.Item> files = new ArrayList<>(read.files());
                    files.add(
                        new EvidenceDraft.Item(
                            file, "OTHERS", file.getBytes(StandardCharsets.UTF_8)));
                    EvidenceDraft mine = read.withFiles(files);
                    EvidenceDraft base = read.version() == 0 ? null : read;
                    while (true) {
                      try {
                        disputes.saveDraft(mine);
                        break;
                      } catch (EvidenceConflictException e) {
                        conflicts.incrementAndGet();
                        EvidenceDraft theirs = e.theirs();
                        if (theirs != null && !me.equals(theirs.savedBy())) {
                          namedSomeoneElse.incrementAndGet();
                        }
                        EvidenceDraft merged = EvidenceDraft.merge(base, mine, theirs);
                        base = theirs;
                        mine = merged;
                      }
                    }
                    saved.computeIfAbsent(id, k -> ConcurrentHashMap.newKeySet()).add(file);
                    saves.computeIfAbsent(id, k -> new AtomicLong()).incrementAndGet();
                  }
                  return null;
                }));
      }
      for (Future<?> f : running) {
        f.get(seconds + 120, TimeUnit.SECONDS);
      }
    } finally {
      pool.shutdownNow();
    }

    try (Store check = stores.get(0)) {
      DisputeOperations disputes = new DisputeOperations(null, check, ACCOUNT);
      Map<String, Integer> missing = new HashMap<>();
      long files = 0;
      for (TestPayments p : payments) {
        EvidenceDraft stored = disputes.draft(p.id()).orElse(null);
        Set<String> expected = saved.getOrDefault(p.id(), Set.of());
        Set<String> found = new HashSet<>();
        if (stored != null) {
          stored.files().forEach(f -> found.add(f.fileName()));
          assertThat(stored.version())
              .as("every save of set %s moved its version once", p.id())
              .isEqualTo(saves.get(p.id()).get());
        }
        files += expected.size();
        Set<String> lost = new HashSet<>(expected);
        lost.removeAll(found);
        missing.put(p.id(), lost.size());
        assertThat(found).as("no file saved to %s is lost", p.id()).containsAll(expected);
        if (latest.containsKey(p.id())) {
          String json = check.payments().findJson(p.id()).orElseThrow();
          assertThat(json)
              .as("the copy is the newest read")
              .contains(
                  "\"updated_at\":\"" + Instant.ofEpochSecond(latest.get(p.id()).get()) + "\"");
        }
      }
      System.out.printf(
          "team consoles: %d consoles, %d s: %d files saved in %d saves over %d sets, %d"
              + " conflicts (%d naming another person), %d payment refreshes, %d lost%n",
          CONSOLES,
          seconds,
          files,
          saves.values().stream().mapToLong(AtomicLong::get).sum(),
          SETS,
          conflicts.get(),
          namedSomeoneElse.get(),
          refreshes.get(),
          missing.values().stream().mapToInt(Integer::intValue).sum());
      assertThat(namedSomeoneElse.get()).isEqualTo(conflicts.get());
      assertThat(conflicts.get()).as("twenty consoles on four sets do meet").isPositive();
      assertThat(files).isPositive();
    } finally {
      for (Store s : stores.subList(1, stores.size())) {
        s.close();
      }
    }
  }
}
