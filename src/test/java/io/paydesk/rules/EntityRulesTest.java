package io.paydesk.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class EntityRulesTest {
  static final String ROW = "entity_detail.individual.tax_information[0]";

  static List<String> errors(Checks c) {
    return c.errors().stream().map(e -> e.path() + ":" + e.rule()).toList();
  }

  @Test
  void a_tax_id_is_checked_by_its_countrys_rule_and_sent_normalised() {
    Checks c = new Checks();
    assertThat(EntityRules.taxRow(c, ROW, "BR", "123.456.789-09", "TIN", true))
        .isEqualTo("12345678909");
    assertThat(EntityRules.taxRow(c, ROW, "US", "123-45-6789", "SSN", true)).isEqualTo("123456789");
    assertThat(EntityRules.taxRow(c, ROW, "US", "12-3456789", "EIN", true)).isEqualTo("123456789");
    assertThat(errors(c)).isEmpty();
    assertThat(EntityRules.taxRow(c, ROW, "AR", "30-50001091-3", "TIN", true)).isNull();
    assertThat(errors(c)).containsExactly(ROW + ".tax_id:cuit_check_digit");
  }

  @Test
  void a_tax_row_needs_every_field() {
    Checks c = new Checks();
    EntityRules.taxRow(c, ROW, null, null, "PASSPORT", null);
    assertThat(errors(c))
        .containsExactly(
            ROW + ".country:required",
            ROW + ".tax_id_type:enum",
            ROW + ".is_primary:required",
            ROW + ".tax_id:required");
  }

  @Test
  void exactly_one_tax_row_is_primary() {
    Checks c = new Checks();
    EntityRules.onePrimary(c, "t", List.of(true, false));
    EntityRules.onePrimary(c, "u", List.of(false, false));
    EntityRules.onePrimary(c, "v", List.of(true, true));
    assertThat(errors(c)).containsExactly("u:one_primary", "v:one_primary");
  }

  @Test
  void owners_hold_at_most_100_percent_together() {
    String p = "entity_detail.entity.beneficial_owners";
    Checks ok = new Checks();
    EntityRules.ownership(ok, p, List.of(new BigDecimal("60"), new BigDecimal("40.00")));
    assertThat(errors(ok)).isEmpty();
    Checks over = new Checks();
    EntityRules.ownership(over, p, List.of(new BigDecimal("60"), new BigDecimal("40.01")));
    assertThat(errors(over)).containsExactly(p + ":ownership_total");
    Checks bad = new Checks();
    EntityRules.ownership(bad, p, Arrays.asList(new BigDecimal("101"), null));
    assertThat(errors(bad))
        .containsExactly(
            p + "[0].ownership_percentage:percentage", p + "[1].ownership_percentage:required");
  }

  @Test
  void gender_is_m_or_f() {
    Checks c = new Checks();
    EntityRules.gender(c, "g", "M");
    EntityRules.gender(c, "h", "X");
    assertThat(errors(c)).containsExactly("h:enum");
  }
}
