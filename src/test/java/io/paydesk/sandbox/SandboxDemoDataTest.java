package io.paydesk.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.syntax.ArchRuleDefinition;
import java.time.YearMonth;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SandboxDemoDataTest {

  @Test
  void demo_data_covers_every_country_status_and_screen() {
    try (Sandbox s = Sandbox.start(SandboxOptions.defaults().withDemoPayments(3000))) {
      Set<String> countries = new HashSet<>();
      Set<String> statuses = new HashSet<>();
      Set<String> categories = new HashSet<>();
      for (Payment p : s.sim().payments.byId.values()) {
        countries.add(p.country);
        statuses.add(p.status + "/" + p.subStatus);
        categories.add(p.category);
      }
      assertEquals(Set.copyOf(DemoData.countryCodes()), countries);
      assertEquals(17, countries.size());
      for (String st :
          new String[] {
            "SUCCEEDED/APPROVED",
            "PENDING/AUTHORIZED",
            "SUCCEEDED/CAPTURED",
            "DECLINED/DECLINED",
            "REFUNDED/REFUNDED",
            "SUCCEEDED/PARTIALLY_REFUNDED",
            "CANCELED/CANCELED",
            "CHARGEBACK/CREATED",
            "IN_DISPUTE/PENDING_REVIEW",
            "IN_DISPUTE/WON",
            "IN_DISPUTE/LOST",
            "PENDING/RETRY_IN_PROCESS"
          }) {
        assertTrue(statuses.contains(st), "missing " + st + " in " + statuses);
      }
      assertEquals(Set.of("CARD", "BANK_TRANSFER", "WALLET"), categories);
      Set<String> subs = new HashSet<>();
      s.sim().subscriptions.byId.values().forEach(x -> subs.add(x.get("status").asText()));
      assertTrue(subs.containsAll(Set.of("ACTIVE", "COMPLETED")), subs.toString());
      assertTrue(s.sim().payouts.byId.size() >= 20);
      assertTrue(s.sim().entities.byId.size() >= 4);
      YearMonth now = YearMonth.from(s.now().atZone(java.time.ZoneOffset.UTC));
      int expired = 0;
      int soon = 0;
      for (var list : s.sim().customers.methods.values()) {
        for (var m : list) {
          YearMonth exp =
              YearMonth.of(
                  2000 + m.at("/card_data/expiration_year").asInt(),
                  m.at("/card_data/expiration_month").asInt());
          if (exp.isBefore(now)) {
            expired++;
          } else if (!exp.isAfter(now.plusMonths(1))) {
            soon++;
          }
        }
      }
      assertTrue(expired > 0 && soon > 0, "expired " + expired + ", expiring soon " + soon);
    }
  }

  @Test
  void the_sandbox_depends_on_nothing_of_the_console_nor_on_javafx() {
    JavaClasses classes =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.paydesk.sandbox");
    ArchRuleDefinition.noClasses()
        .that()
        .resideInAPackage("io.paydesk.sandbox..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "io.paydesk.api..",
            "io.paydesk.store..",
            "io.paydesk.ui..",
            "io.paydesk.rules..",
            "io.paydesk.evidence..",
            "javafx..")
        .check(classes);
  }

  @Test
  void demo_chargebacks_span_brands_ages_and_dispute_states() {
    try (Sandbox s = Sandbox.start(SandboxOptions.defaults())) {
      Set<String> openBrands = new HashSet<>();
      Set<String> states = new HashSet<>();
      int openWithin20Days = 0;
      int openOverdue = 0;
      for (Payment p : s.sim().payments.byId.values()) {
        Txn cb = p.lastOf(Txn.CHARGEBACK);
        if (cb == null) {
          continue;
        }
        states.add(p.status + "/" + p.subStatus);
        long days = java.time.Duration.between(cb.createdAt(), s.now()).toDays();
        if ("CHARGEBACK".equals(p.status)) {
          String d = p.methodDetail.getValue();
          int at = d.indexOf("\"brand\":\"");
          openBrands.add(d.substring(at + 9, d.indexOf('"', at + 9)));
          if (days < 20) {
            openWithin20Days++;
          } else if (days < 30) {
            openOverdue++;
          }
        }
      }
      assertTrue(openBrands.size() >= 5, openBrands.toString());
      assertTrue(openWithin20Days >= 5, "open chargebacks within 20 days: " + openWithin20Days);
      assertTrue(openOverdue >= 1, "open chargebacks just past 20 days: " + openOverdue);
      assertTrue(
          states.containsAll(
              Set.of(
                  "CHARGEBACK/CREATED",
                  "IN_DISPUTE/PENDING_REVIEW",
                  "IN_DISPUTE/WON",
                  "IN_DISPUTE/LOST")),
          states.toString());
    }
  }
}
