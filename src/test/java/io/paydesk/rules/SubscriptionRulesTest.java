package io.paydesk.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** What a change of a subscription may send. */
class SubscriptionRulesTest {
  private static final String ID = "7304911d-5df9-429e-8488-ad41abea1a4c";
  private static final SubscriptionRules.Before HAD_NAME =
      new SubscriptionRules.Before(Set.of("name"), 3);

  private static SubscriptionRules.After after(
      String name, BigDecimal amount, Integer total, List<Map.Entry<String, String>> metadata) {
    return new SubscriptionRules.After(
        name,
        null,
        null,
        null,
        "CO",
        amount,
        1,
        total,
        null,
        LocalDate.of(2026, 1, 1),
        LocalDate.of(2026, 1, 1),
        8,
        metadata,
        ID);
  }

  private static List<String> broken(List<FieldError> errors) {
    return errors.stream().map(e -> e.path() + " " + e.rule()).toList();
  }

  @Test
  void aGoodChangeBreaksNoRule() {
    SubscriptionRules.After a =
        new SubscriptionRules.After(
            "Coffee weekly",
            null,
            null,
            null,
            "CO",
            new BigDecimal("20.00"),
            1,
            12,
            null,
            LocalDate.of(2026, 1, 1),
            null,
            3,
            List.of(Map.entry("plan", "gold")),
            ID);

    assertThat(SubscriptionRules.check(a, HAD_NAME)).isEmpty();
  }

  @Test
  void eachRuleIsNamedAtItsPath() {
    List<FieldError> errors =
        SubscriptionRules.check(
            after(
                "",
                BigDecimal.ZERO,
                2,
                List.of(
                    Map.entry("plan", "gold"), Map.entry("plan", "silver"), Map.entry("", "x"))),
            HAD_NAME);

    assertThat(broken(errors))
        .containsExactly(
            "name length",
            "amount positive",
            "billing_cycles.total below_current",
            "availability.finish_at before_start",
            "retries.amount range",
            "metadata[1].key twice",
            "metadata[2].key required");
  }

  @Test
  void aTextFieldNeverFilledMayStayEmptyAndANullIsLeftAsItWas() {
    SubscriptionRules.Before none = new SubscriptionRules.Before(Set.of(), null);

    assertThat(SubscriptionRules.check(after("", null, null, List.of()), none))
        .extracting(FieldError::path)
        .doesNotContain("name");
    assertThat(SubscriptionRules.check(after(null, null, null, List.of()), HAD_NAME))
        .extracting(FieldError::path)
        .doesNotContain("name", "amount", "billing_cycles.total");
  }

  @Test
  void moreKeysThanTheServiceTakesAreRefused() {
    List<Map.Entry<String, String>> many =
        java.util.stream.IntStream.rangeClosed(0, Limits.SUBSCRIPTION_METADATA_MAX)
            .mapToObj(i -> Map.entry("k" + i, "v"))
            .toList();

    assertThat(broken(SubscriptionRules.check(after("Coffee", null, null, many), HAD_NAME)))
        .contains("metadata many");
  }
}
